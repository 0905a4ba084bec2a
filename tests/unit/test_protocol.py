"""The typed decision protocol: enums, typed contexts, Ref, the notation, Game.apply's input
forms, and the OpenSpiel-shaped facade."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mtgrules.agents.view import PlayerView
from mtgrules.decks import load_deck
from mtgrules.errors import IllegalActionError
from mtgrules.game import TERMINAL_PLAYER, Game
from mtgrules.notation import format_action, format_decision, parse_action
from mtgrules.scenarios.board import build_game
from mtgrules.scenarios.parser import parse_scenario
from mtgrules.state.decision import (
    SIGNATURES,
    Action,
    ActionKind,
    Decision,
    DecisionKind,
    MulliganContext,
    Ref,
    RefKind,
    TargetContext,
)
from mtgrules.state.outcome import Loss


def board(body: str) -> Game:
    """A game set up from the scenario YAML ``body`` (players/turn sections)."""
    return build_game(parse_scenario("format: 1\nname: protocol test\n" + body
                                     + "\nexpect: []\n", "<test>"))

DECKS = {n: load_deck(n).card_names() for n in ("red", "green", "blue-white")}

BOLT = """
players:
  - name: Alice
    battlefield: [Mountain]
    hand: [Lightning Bolt]
  - name: Bob
    battlefield: [Grizzly Bears]
turn: {active: Alice, step: precombat_main, number: 3}
"""


# --- enums, Ref, contexts --------------------------------------------------------------------


def test_kinds_are_str_enums_equal_to_the_old_strings() -> None:
    assert DecisionKind.PRIORITY == "priority" and ActionKind.PASS == "pass"
    assert {"pass": 1}[ActionKind.PASS] == 1 and hash(ActionKind.CAST) == hash("cast")
    assert json.dumps([ActionKind.CHOOSE_CARD]) == '["choose_card"]'
    assert set(SIGNATURES) == set(ActionKind)
    a = Action("cast", (12,))
    assert a.kind is ActionKind.CAST and a == Action(ActionKind.CAST, (12,))
    assert hash(a) == hash(Action(ActionKind.CAST, (12,)))


def test_ref_is_typed_and_keeps_the_int_encoding() -> None:
    p, o, n = Ref.to_player(1), Ref.to_object(12), Ref.NONE
    assert (p.kind, p.player, p.object) == (RefKind.PLAYER, 1, None)
    assert (o.kind, o.player, o.object) == (RefKind.OBJECT, None, 12)
    assert (n.kind, n.player, n.object) == (RefKind.NONE, None, None)
    assert p == -2 and o == 12 and n == 0 and json.dumps([p, o, n]) == "[-2, 12, 0]"
    assert f"{p}" == "-2" and repr(p) == "Ref.to_player(1)"
    t = Action("target", (-2,))
    assert isinstance(t.args[0], Ref) and t.ref().player == 1
    assert Action("attack", (5, -1)).ref(1).player == 0
    with pytest.raises(ValueError):
        Ref.to_object(0)
    with pytest.raises(ValueError):
        Ref.to_player(-1)


def test_decisions_have_typed_contexts_and_round_trip_json() -> None:
    g = Game.new([DECKS["red"], DECKS["green"]], seed=2)
    d = g.decision
    assert d is not None and d.kind is DecisionKind.MULLIGAN
    assert isinstance(d.context, MulliganContext) and d.context.mulligans == 0
    assert dict(d.context) == {"mulligans": 0}
    data = json.loads(json.dumps(d.to_data()))
    assert data["context"] == [["mulligans", 0]]
    assert Decision.from_data(data) == d
    g = board(BOLT)
    g.apply(f"cast #{g.state.players[0].hand[0]}")
    d = g.decision
    assert d is not None and d.kind is DecisionKind.TARGET
    assert isinstance(d.context, TargetContext) and d.context.slot == 0
    assert g.state.objects[d.context.obj].card == "Lightning Bolt"
    assert Decision.from_data(json.loads(json.dumps(d.to_data()))) == d
    assert Game.from_json(g.to_json()).decision == d


def test_decision_from_data_refuses_unknown_kinds_and_fields() -> None:
    d = board(BOLT).decision
    assert d is not None
    bad = dict(d.to_data(), kind="dance")
    with pytest.raises(ValueError, match="unknown decision kind 'dance'"):
        Decision.from_data(bad)
    bad = dict(d.to_data(), context=[["colour", "blue"]])
    with pytest.raises(ValueError, match="no context field 'colour'"):
        Decision.from_data(bad)


# --- notation ----------------------------------------------------------------------------------


def _random_game_actions(seed: int, decks: tuple[str, str]) -> None:
    """Every legal action of a random game: parse(format(a)) == a, with and without names,
    through the deciding player's view too, and the list form round-trips as well."""
    g = Game.new([DECKS[decks[0]], DECKS[decks[1]]], seed=seed)
    rng = random.Random(seed)
    while not g.is_terminal():
        d = g.decision
        assert d is not None
        view = PlayerView(g, d.player)
        for a in d.options:
            for src in (None, g, view, g.state):
                text = format_action(a, src)
                assert parse_action(text, src) == a, (text, a)
                assert parse_action(text) == a, text
            assert Action.from_data(json.loads(json.dumps(a.to_data()))) == a
            assert str(a) == format_action(a) and parse_action(str(a)) == a
        g.apply(rng.choice(d.options))


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from([("red", "green"), ("red", "blue-white"),
                                                ("green", "blue-white")]))
def test_notation_round_trips_every_legal_action_of_random_games(
        seed: int, decks: tuple[str, str]) -> None:
    _random_game_actions(seed, decks)


def test_notation_examples() -> None:
    g = board(BOLT)
    bolt = g.state.players[0].hand[0]
    bears = next(x for x in g.state.battlefield if g.state.objects[x].card == "Grizzly Bears")
    assert format_action(Action("pass")) == "pass" == str(Action("pass"))
    assert str(Action("attack", (5, -2))) == "attack #5 P2"
    assert str(Action("cast")) == "['cast']"  # malformed: its list form
    assert Action("x", [3]) == Action("x", (3,))  # a list of arguments becomes a tuple
    with pytest.raises(IllegalActionError, match="arguments of a 'x' action are a tuple"):
        Action("x", 3)  # type: ignore[arg-type]
    assert format_action(Action("cast", (bolt,)), g) == f"cast Lightning Bolt#{bolt}"
    assert format_action(Action("cast", (bolt,))) == f"cast #{bolt}"
    assert format_action(Action("target", (-2,))) == "target P2"
    assert format_action(Action("target", (0,))) == "target none"
    assert format_action(Action("attack", (bears, -1)), g) == f"attack Grizzly Bears#{bears} P1"
    assert format_action(Action("activate", (3, "Llanowar Elves#0"))) == \
        'activate #3 "Llanowar Elves#0"'
    assert format_action(Action("mana", (4, "basic:Mountain"))) == "mana #4 basic:Mountain"
    assert format_action(Action("mode", (0, "Counter target spell."))) == \
        'mode 0 "Counter target spell."'
    assert format_action(Action("choose", ("none",))) == 'choose "none"'
    assert parse_action('choose "none"') == Action("choose", ("none",))
    assert parse_action("  x   3 ") == Action("x", (3,))
    assert parse_action("keep") == Action("keep") and parse_action("keep #7") == \
        Action("keep", (7,))
    # a view names only what its player can see
    assert format_action(Action("cast", (bolt,)), PlayerView(g, 1)) == f"cast #{bolt}"


def test_parse_resolves_names_against_the_legal_options() -> None:
    g = board(BOLT)
    bolt = g.state.players[0].hand[0]
    assert parse_action("cast Lightning Bolt", g) == Action("cast", (bolt,))
    g.apply("cast lightning bolt")
    assert g.decision is not None and g.decision.kind == "target"
    assert parse_action("target Bob", g) == Action("target", (-2,))
    assert parse_action("target Grizzly Bears", g).ref().kind is RefKind.OBJECT
    with pytest.raises(IllegalActionError, match="is Lightning Bolt, not Shock"):
        parse_action(f"cast Shock#{bolt}", g)
    with pytest.raises(IllegalActionError, match="names without #id need a game"):
        parse_action("cast Lightning Bolt")


def test_format_decision_lists_the_options_in_the_notation() -> None:
    g = board(BOLT)
    d = g.decision
    assert d is not None
    text = format_decision(d, g)
    lines = text.splitlines()
    assert lines[0] == "P1 priority: Alice has priority"
    assert lines[1].strip() == "1. pass"
    assert any(line.strip().endswith("cast Lightning Bolt#" + str(g.state.players[0].hand[0]))
               for line in lines)
    assert len(lines) == 1 + len(d.options)


# --- Game.apply input forms and malformed actions ---------------------------------------------


def test_apply_accepts_an_action_its_list_form_or_its_notation() -> None:
    for form in (Action("keep"), ["keep"], ("keep",), "keep"):
        g = Game.new([DECKS["red"], DECKS["green"]], seed=2)
        first = g.decision
        g.apply(form)  # type: ignore[arg-type]
        assert g.decision != first and g.state.players[first.player].kept  # type: ignore[union-attr]


@pytest.mark.parametrize(("bad", "message"), [
    ([], "empty list"),
    (None, "not NoneType"),
    (7, "not int"),
    ({"kind": "pass"}, "not dict"),
    ([None], "unknown action kind None"),
    (["dance"], "unknown action kind 'dance'"),
    (["cast"], "takes 1 argument"),
    (["pass", 1], "takes 0 argument"),
    (["cast", "Lightning Bolt"], "is not an integer"),
    (["cast", True], "is not an integer"),
    (["cast", -3], "is not an object id"),
    (["choose", 3], "is not a string"),
    (["attack", 5], "takes 2 argument"),
    ("", "unknown action kind ''"),
    ("dance", "unknown action kind 'dance'"),
    ("cast", "expected cast <object>"),
    ("cast #0", "expected cast <object>"),
    ("target P0", "expected target <ref>"),
    (Action("cast"), "takes 1 argument"),
    (Action("target", ([1],)), "is not an integer"),
])
def test_malformed_actions_raise_illegal_action_error_with_state_unchanged(
        bad: object, message: str) -> None:
    g = board(BOLT)
    before = g.to_json()
    with pytest.raises(IllegalActionError, match=message):
        g.apply(bad)  # type: ignore[arg-type]
    assert g.to_json() == before


def test_illegal_but_well_formed_actions_name_the_options_in_the_notation() -> None:
    g = board(BOLT)
    with pytest.raises(IllegalActionError, match=r"cast #999 is not a legal answer to "
                       r"'priority' for Alice; legal: pass, cast Lightning Bolt#\d+"):
        g.apply("cast #999")


# --- the facade --------------------------------------------------------------------------------


def test_facade_during_and_after_a_game() -> None:
    g = Game.new([DECKS["red"], DECKS["green"]], ["Alice", "Bob"], seed=5)
    assert not g.is_terminal() and g.outcome is None and g.returns() == [0.0, 0.0]
    assert g.num_players() == 2
    rng = random.Random(5)
    while not g.is_terminal():
        p = g.current_player()
        assert g.decision is not None and p == g.decision.player
        assert g.legal_actions(p) == g.legal_actions() and g.legal_actions(1 - p) == []
        a = rng.choice(g.legal_actions())
        assert g.string_to_action(g.action_to_string(a)) == a
        g.apply_action(a)
    assert g.current_player() == TERMINAL_PLAYER and g.over and g.legal_actions() == []
    assert g.state.priority is None and g.state.pending is None  # nobody has priority
    o = g.outcome
    assert o is not None and not o.draw and o.winners == (g.winner,) and o.rule == "104.2a"
    loser = 1 - o.winners[0]
    assert [x.player for x in o.losses] == [loser]
    assert o.losses[0].rule in ("704.5a", "704.5b", "704.5c")
    expected = [0.0, 0.0]
    expected[o.winners[0]], expected[loser] = 1.0, -1.0
    assert g.returns() == expected
    assert o.reason.startswith(("Alice wins (CR 104.2a): Bob: ", "Bob wins (CR 104.2a): Alice: "))


def test_facade_concession_and_multiplayer_returns() -> None:
    g = Game.new([DECKS["red"], DECKS["green"], DECKS["blue-white"]], ["A", "B", "C"], seed=1)
    g.concede(1)
    assert not g.is_terminal() and g.returns() == [0.0, 0.0, 0.0]
    g.concede(2)
    assert g.is_terminal() and g.current_player() == TERMINAL_PLAYER
    assert g.state.priority is None and g.state.pending is None
    assert g.returns() == [1.0, -1.0, -1.0]
    o = g.outcome
    assert o is not None
    assert o.winners == (0,) and o.losses == (Loss(1, "104.3a", "conceded"),
                                              Loss(2, "104.3a", "conceded"))
    assert o.reason == "A wins (CR 104.2a): B: conceded (CR 104.3a); C: conceded (CR 104.3a)"


def test_facade_draw_when_both_players_lose_at_once() -> None:
    g = board(BOLT)
    for p in g.state.players:
        p.life = 0
    g.state.touch()  # a change made by hand: the next state-based action check sees it
    g.apply("pass")  # state-based actions before Bob gets priority (CR 117.5, 704.5a)
    assert g.is_terminal() and g.winner == -1
    o = g.outcome
    assert o is not None and o.draw and o.winners == () and o.rule == "104.4a"
    assert g.returns() == [0.0, 0.0]
    assert {x.rule for x in o.losses} == {"704.5a"}


# --- the notation in the agents, the renderer and the CLI --------------------------------------


def test_human_agent_shows_and_reads_the_notation() -> None:
    import io

    from mtgrules.agents.human import HumanAgent

    g = board(BOLT)
    d = g.decision
    assert d is not None
    answers = iter(["cast Shock", "target P2", "cast Lightning Bolt"])
    out = io.StringIO()
    agent = HumanAgent(input_fn=lambda prompt: next(answers), output=out, show_board=False)
    a = agent.act(PlayerView(g, 0), d, d.options)
    assert a == Action("cast", (g.state.players[0].hand[0],))
    text = out.getvalue()
    assert "1. pass priority  [pass]" in text
    assert "no legal option matches 'cast Shock' now" in text
    assert "target P2 is not one of the options" in text


def test_play_actions_prints_each_action_in_the_notation() -> None:
    from click.testing import CliRunner

    from mtgrules.cli import main

    res = CliRunner().invoke(main, ["play", "--seed", "3", "--actions"])
    assert res.exit_code == 0, res.output
    acts = [line[2:] for line in res.output.splitlines() if line.startswith("> ")]
    assert acts[:2] == ["Bob: keep", "Alice: keep"]
    # every printed action reads back as an action of its kind
    for line in acts:
        _, text = line.split(": ", 1)
        assert parse_action(text).kind == text.split(" ")[0]
    res = CliRunner().invoke(main, ["play", "--seed", "3", "--actions", "--json"])
    rows = [json.loads(x) for x in res.output.splitlines()]
    acts_json = [r for r in rows if r["event"] == "action"]
    assert len(acts_json) == len(acts)
    assert all(Action.from_data(r["data"]) == parse_action(r["action"]) for r in acts_json)


def test_action_refs_and_declines_follow_the_signature() -> None:
    assert Action("attack", (5, -2)).refs() == (5, Ref.to_player(1))
    assert Action("activate", (5, "basic:Forest")).refs() == (5,)
    assert Action("x", (3,)).refs() == () and Action("order", (0,)).refs() == ()
    assert Action("target", (0,)).declines() and Action("choose_card", (0,)).declines()
    assert not Action("target", (-1,)).declines() and not Action("x", (0,)).declines()


def test_scenario_answers_may_be_written_in_the_notation() -> None:
    from mtgrules.scenarios import run_scenario

    text = """format: 1
name: answers in the notation
players:
  - name: Alice
    battlefield: [Mountain]
    hand: [Lightning Bolt]
  - name: Bob
turn: {active: Alice, step: precombat_main}
actions:
  - {Alice: cast Lightning Bolt, choices: ["target P2"]}
  - resolve
expect:
  - {player: Bob, life: 17}
"""
    res = run_scenario(parse_scenario(text, "<test>"))
    assert res.passed, res.failures


def test_readme_library_example_runs_and_uses_the_facade(capsys: pytest.CaptureFixture[str]) -> None:
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text()
    section = readme[readme.index("## The library"):]
    code = section[section.index("```python") + len("```python"):]
    code = code[:code.index("```")]
    for name in ("is_terminal()", "current_player()", "returns()", "outcome", "format_action"):
        assert name in code
    # the front door's example imports only from the package's public API (mtgrules.__all__)
    assert "from mtgrules import Game, format_action, load_deck" in code
    assert len(code.strip().splitlines()) <= 15
    env: dict[str, object] = {}
    exec(compile(code, "README.md", "exec"), env)
    game = env["game"]
    assert isinstance(game, Game) and game.is_terminal()
    out = capsys.readouterr().out.splitlines()
    assert out[-2] == str(game.returns()) and game.outcome is not None
    assert out[-1] == game.outcome.reason


def test_player_and_target_options_are_typed_refs() -> None:
    from mtgrules.state.objects import player_ref

    assert isinstance(player_ref(1), Ref) and player_ref(1).player == 1
    g = board(BOLT)
    g.apply("cast Lightning Bolt")
    d = g.decision
    assert d is not None and d.kind is DecisionKind.TARGET
    refs = [o.ref() for o in d.options]
    assert all(isinstance(r, Ref) for r in refs)
    assert {r.kind for r in refs} == {RefKind.PLAYER, RefKind.OBJECT}
    assert {r.player for r in refs if r.kind is RefKind.PLAYER} == {0, 1}


_JUNK = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 300) | st.floats(allow_nan=False)
    | st.text(max_size=12) | st.sampled_from([k.value for k in ActionKind]),
    lambda inner: st.lists(inner, max_size=4) | st.tuples(inner, inner)
    | st.dictionaries(st.text(max_size=3), inner, max_size=2),
    max_leaves=6)


@settings(max_examples=300, deadline=None)
@given(st.one_of(_JUNK, st.lists(_JUNK, min_size=1, max_size=4).map(
    lambda xs: [str(xs[0]) if not isinstance(xs[0], str) else xs[0], *xs[1:]])))
def test_apply_of_junk_raises_only_illegal_action_error_and_changes_nothing(junk: object) -> None:
    g = _JUNK_GAME.clone()
    before = g.to_json()
    try:
        g.apply(junk)  # type: ignore[arg-type]
    except IllegalActionError:
        assert g.to_json() == before
    else:  # a junk value that happens to be a legal action
        assert Action.from_data(junk) in _JUNK_GAME.legal_actions() if not isinstance(
            junk, str) else parse_action(junk, _JUNK_GAME) in _JUNK_GAME.legal_actions()


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=40) | st.lists(st.sampled_from(
    [*(k.value for k in ActionKind), "#1", "#45", "P1", "P2", "none", "0", "-3", '"a b"',
     "Lightning", "Bolt#3", "Bob", '"', "#", "x"]), max_size=5).map(" ".join))
def test_parse_action_raises_only_illegal_action_error(text: str) -> None:
    for src in (None, _JUNK_GAME):
        try:
            a = parse_action(text, src)
        except IllegalActionError:
            continue
        assert parse_action(format_action(a)) == a


_JUNK_GAME = board(BOLT)


def test_a_token_named_as_the_views_show_it_parses_back() -> None:
    """A token's notation name is the name the views and the log show (CR 111.4: "Goblin
    Token"), and the game parses it back (it refused it, naming the token's definition)."""
    from mtgrules.agents import PlayerView
    from mtgrules.notation import format_action
    from mtgrules.scenarios import build_game, parse_scenario

    g = build_game(parse_scenario("""format: 1
name: t
players:
  - name: Alice
    battlefield: [Mountain, Mountain]
    hand: [Dragon Fodder]
    library: [Mountain]
  - name: Bob
    library: [Mountain]
turn: {active: Alice, step: precombat_main}
expect: []
"""))
    g.apply(next(a for a in g.legal_actions() if a.kind == "cast"))
    while not any(g.state.objects[o].is_token for o in g.state.battlefield):
        opts = g.legal_actions()
        g.apply(next((a for a in opts if a.kind in ("auto", "pass")), opts[0]))
    token = next(o for o in g.state.battlefield if g.state.objects[o].is_token)
    assert g.object_name(token) == "Goblin Token"
    text = format_action(Action("attack", (token, -2)), PlayerView(g, 0))
    assert text == f"attack Goblin Token#{token} P2"
    assert g.string_to_action(text) == Action("attack", (token, -2))
