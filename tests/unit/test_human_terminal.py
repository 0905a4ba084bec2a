"""Playing in the terminal: auto-pass when passing is the only meaningful choice, per-step
stops, labels that say what each option does and stay typeable, combat marks on the board,
help, concede and "pass until end of turn"."""

from __future__ import annotations

import io
from collections.abc import Callable

from mtgrules import Game
from mtgrules.agents import HeuristicAgent, PlayerView
from mtgrules.agents.autopass import PriorityStops, meaningful_options
from mtgrules.agents.human import HumanAgent
from mtgrules.render.text import board_text
from mtgrules.runner import play_game
from mtgrules.scenarios import build_game, parse_scenario
from mtgrules.state.decision import Action


def board(body: str) -> Game:
    return build_game(parse_scenario("format: 1\nname: t\n" + body + "\nexpect: []\n"))


def human(answers: Callable[[Game], str], game: Game,
          asked: list[tuple[int, str, str]]) -> HumanAgent:
    """A HumanAgent whose input records (turn, step, decision kind) and answers from
    ``answers(game)``."""
    def read(prompt: str) -> str:
        d = game.decision
        asked.append((game.state.turn, game.state.step, d.kind if d else "-"))
        return answers(game)

    return HumanAgent(input_fn=read, output=io.StringIO())


def _play_until(game: Game, agents: list, turn: int) -> None:  # type: ignore[type-arg]
    from mtgrules.agents.base import Concede

    while not game.over and game.state.turn < turn:
        d = game.decision
        assert d is not None
        try:
            game.apply(agents[d.player].act(PlayerView(game, d.player), d, game.legal_actions()))
        except Concede:
            game.concede(d.player)


LANDS_ONLY = """
players:
  - name: Alice
    battlefield: [Forest, Forest, Mountain]
    library: [Forest, Forest, Forest, Forest]
  - name: Bob
    battlefield: [Grizzly Bears, Mountain]
    library: [Island, Island, Island, Island]
turn: {active: Alice, step: upkeep, number: 3}
"""


def test_117_auto_pass_when_only_mana_abilities_could_be_activated() -> None:
    g = board(LANDS_ONLY)
    asked: list[tuple[int, str, str]] = []
    alice = human(lambda g: "1", g, asked)
    d = g.decision
    assert d is not None and d.player == 0 and len(d.options) > 1   # pass + mana abilities
    assert meaningful_options(d.options) == []
    _play_until(g, [alice, HeuristicAgent()], 5)
    # Forests drawn are played in her main phases (one prompt each); nothing else asks her
    assert all(step in ("precombat_main", "postcombat_main") for _, step, _ in asked), asked
    assert len(asked) <= 2


BOLT = """
players:
  - name: Alice
    battlefield: [Mountain]
    hand: [Lightning Bolt]
    library: [Island, Island, Island, Island]
  - name: Bob
    battlefield: [Grizzly Bears]
    library: [Island, Island, Island, Island]
turn: {active: Alice, step: upkeep, number: 3}
"""


def test_117_priority_is_asked_only_at_stops_when_something_can_be_done() -> None:
    g = board(BOLT)
    asked: list[tuple[int, str, str]] = []
    alice = human(lambda g: "pass", g, asked)
    _play_until(g, [alice, HeuristicAgent()], 5)
    mine = {(s, k) for t, s, k in asked if t == 3}
    theirs = {(s, k) for t, s, k in asked if t == 4}
    assert mine == {("precombat_main", "priority"), ("postcombat_main", "priority")}
    assert ("upkeep", "priority") not in mine and ("draw", "priority") not in mine
    # on Bob's turn: his attack, blocks and end step (and whatever he puts on the stack)
    assert ("end", "priority") in theirs and ("upkeep", "priority") not in theirs


def test_117_stops_can_be_set_by_the_player() -> None:
    g = board(BOLT)
    asked: list[tuple[int, str, str]] = []
    script = iter(["stops", "stop upkeep", "stop others upkeep", "stop precombat main",
                   "stop banana", "pass"])
    alice = human(lambda g: next(script, "pass"), g, asked)
    out = alice.console.file
    _play_until(g, [alice, HeuristicAgent()], 5)
    text = out.getvalue()  # type: ignore[attr-defined]
    assert "Stops: your turns: precombat_main, declare_blockers, postcombat_main" in text
    assert "Stopping in upkeep on your turns." in text
    assert "No longer stopping in precombat_main on your turns." in text
    assert "unknown step 'banana'" in text
    assert (4, "upkeep", "priority") in asked                  # Bob's upkeep: a new stop
    assert PriorityStops().toggle("upkeep") is True


def test_labels_say_what_options_do_and_are_typeable_in_any_order() -> None:
    g = board(BOLT.replace("step: upkeep", "step: precombat_main"))
    bolt = g.state.players[0].hand[0]
    g.apply(Action("cast", (bolt,)))
    d = g.decision
    assert d is not None and d.kind == "target"
    out = io.StringIO()
    for answer, want in (("bob", -2), ("Alice", -1), ("grizzly", None)):
        agent = HumanAgent(input_fn=lambda p, a=answer: a, output=out)  # type: ignore[misc]
        got = agent.act(PlayerView(g, 0), d, d.options)
        if want is None:
            assert got.kind == "target" and g.state.objects[got.args[0]].card == "Grizzly Bears"
        else:
            assert got == Action("target", (want,))
    text = out.getvalue()
    assert "target Bob" in text and "target Alice" in text and "target Grizzly Bears#" in text


def test_cast_label_includes_the_oracle_text() -> None:
    g = board(BOLT.replace("step: upkeep", "step: precombat_main"))
    out = io.StringIO()
    d = g.decision
    assert d is not None
    HumanAgent(input_fn=lambda p: "1", output=out).act(PlayerView(g, 0), d, d.options)
    assert "cast Lightning Bolt#" in out.getvalue()
    assert "Lightning Bolt deals 3 damage to any target." in out.getvalue()


def test_help_and_ambiguous_or_unknown_input_ask_again() -> None:
    g = board(BOLT.replace("step: upkeep", "step: precombat_main"))
    d = g.decision
    assert d is not None
    answers = iter(["help", "xyzzy", "a", "2"])
    out = io.StringIO()
    got = HumanAgent(input_fn=lambda p: next(answers), output=out).act(PlayerView(g, 0), d,
                                                                        d.options)
    assert got == d.options[1]
    text = out.getvalue()
    assert "concede the game (CR 104.3a)" in text and "pass priority until the end" in text
    assert "an option's label, or help" in text
    assert "matches" in text and "be more precise" in text


def test_104_3a_concede_from_the_terminal() -> None:
    g = board(BOLT.replace("step: upkeep", "step: precombat_main"))
    alice = HumanAgent(input_fn=lambda p: "concede", output=io.StringIO())
    play_game(g, [alice, HeuristicAgent()])
    assert g.over and g.winner == 1
    assert g.state.players[0].loss_reason == "conceded"


def test_pass_until_end_of_turn() -> None:
    g = board(BOLT.replace("step: upkeep", "step: precombat_main"))
    asked: list[tuple[int, str, str]] = []
    script = iter(["end"])
    alice = human(lambda g: next(script, "pass"), g, asked)
    _play_until(g, [alice, HeuristicAgent()], 5)
    assert asked[0] == (3, "precombat_main", "priority")
    assert all(t >= 4 for t, _, _ in asked[1:]), asked     # not asked again on turn 3


def test_506_4_board_marks_attacking_and_blocking_creatures() -> None:
    g = board("""
players:
  - name: Alice
    battlefield: [Goblin Guide, Hill Giant]
  - name: Bob
    battlefield: [Grizzly Bears]
turn: {active: Alice, step: beginning_of_combat, number: 3}
""")
    s = g.state
    guide = next(x for x in s.battlefield if s.objects[x].card == "Goblin Guide")
    bears = next(x for x in s.battlefield if s.objects[x].card == "Grizzly Bears")
    g.apply(Action("pass"))
    g.apply(Action("pass"))
    g.apply(Action("attack", (guide, -2)))
    assert f"Goblin Guide#{guide} 2/2 (haste) [attacking Bob" in board_text(PlayerView(g, 1))
    g.apply(Action("done"))
    while g.decision is not None and g.decision.kind != "blockers":
        g.apply(Action("pass"))
    g.apply(Action("block", (bears, guide)))
    text = board_text(PlayerView(g, 1))
    assert f"Grizzly Bears#{bears} 2/2 [blocking Goblin Guide#{guide}]" in text
    from rich.console import Console

    from mtgrules.render.rich_board import board_renderable

    out = io.StringIO()
    Console(file=out, width=160).print(board_renderable(PlayerView(g, 1)))
    assert "BLOCKING Goblin Guide" in out.getvalue() and "ATTACKING Bob" in out.getvalue()


def _payment_board() -> Game:
    """Alice in her main phase with two Forests, casting Grizzly Bears: the pending decision
    is the mana payment (CR 601.2g-h)."""
    g = board("""
players:
  - name: Alice
    hand: [Grizzly Bears]
    battlefield: [Forest, Forest]
    library: [Forest, Forest]
  - name: Bob
    library: [Island, Island]
turn: {active: Alice, step: precombat_main, number: 2}
""")
    cast = next(a for a in g.legal_actions() if a.kind == "cast")
    g.apply(cast)
    assert g.decision is not None and g.decision.kind == "pay_mana"
    return g


def test_601_2g_mana_is_paid_automatically_unless_the_player_asks_to_pay_by_hand() -> None:
    g = _payment_board()

    def never(prompt: str) -> str:
        raise AssertionError("the player was asked: " + prompt)

    auto = HumanAgent(input_fn=never, output=io.StringIO())
    d = g.decision
    assert d is not None
    action = auto.act(PlayerView(g, 0), d, g.legal_actions())
    assert action.kind == "auto"
    g.apply(action)
    assert [g.state.objects[o].card for o in g.state.stack] == ["Grizzly Bears"]
    assert all(g.state.objects[o].tapped for o in g.state.battlefield)

    g = _payment_board()
    out = io.StringIO()
    manual = HumanAgent(input_fn=lambda prompt: "1", output=out, auto_pay=False)
    d = g.decision
    assert d is not None
    manual.act(PlayerView(g, 0), d, g.legal_actions())
    assert "Forest" in out.getvalue()  # the payment's options were shown and one was read


def test_509_1h_an_attacker_stays_marked_blocked_after_its_blocker_dies() -> None:
    g = board("""
players:
  - name: Alice
    battlefield: [Goblin Guide, Mountain]
    hand: [Shock]
  - name: Bob
    battlefield: [Grizzly Bears]
turn: {active: Alice, step: beginning_of_combat, number: 3}
""")
    s = g.state
    guide = next(x for x in s.battlefield if s.objects[x].card == "Goblin Guide")
    bears = next(x for x in s.battlefield if s.objects[x].card == "Grizzly Bears")
    g.apply(Action("pass"))
    g.apply(Action("pass"))
    g.apply(Action("attack", (guide, -2)))
    if g.decision is not None and g.decision.kind == "attackers":
        g.apply(Action("done"))
    while g.decision is not None and g.decision.kind != "blockers":
        g.apply(Action("pass"))
    g.apply(Action("block", (bears, guide)))
    if g.decision is not None and g.decision.kind == "blockers":
        g.apply(Action("done"))
    while g.decision is not None and not any(a.kind == "cast" for a in g.legal_actions()):
        g.apply(next(a for a in g.legal_actions() if a.kind in ("pass", "done")))
    g.apply(next(a for a in g.legal_actions() if a.kind == "cast"))
    for _ in range(10):  # target the Bears, pay, let Shock resolve
        d = g.decision
        assert d is not None
        opts = g.legal_actions()
        if bears not in s.battlefield:
            break
        pick = next((a for a in opts if a.kind == "target" and bears in a.args), None) \
            or next((a for a in opts if a.kind in ("auto", "pass")), opts[0])
        g.apply(pick)
    assert bears not in s.battlefield and guide in s.battlefield
    assert f"Goblin Guide#{guide} 2/2 (haste) [attacking Bob (blocked)" in \
        board_text(PlayerView(g, 1))


def test_the_end_of_a_human_players_input_is_a_clear_error() -> None:
    from click.testing import CliRunner

    from mtgrules.cli import main

    out = CliRunner().invoke(main, ["play", "--agent1", "human", "--seed", "1"], input="")
    assert out.exit_code == 1
    assert "error: the input ended at turn 0 with a decision pending" in out.output
    assert "Aborted" not in out.output and "Traceback" not in out.output
    assert isinstance(out.exception, SystemExit)  # exit 1, not an uncaught EOFError
