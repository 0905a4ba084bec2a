"""Exercise every implemented card in a game (issue 9, section 5: "every implemented card is
cast or played"): a board is set up around one card in its owner's hand, the card is cast
(or played, for a land), and the game goes on with random legal actions for a bounded number
of decisions. Each run checks the engine's invariants: no exception, each object in exactly
one zone (CR 400.1), and the card either left the hand or the reason it couldn't be cast.

``python -m mtgrules.exercise [--limit N] [--start I]`` prints a summary; the test suite runs
every implemented card through :func:`exercise`.
"""

from __future__ import annotations

import argparse
import sys
import time
import zlib
from collections import Counter
from dataclasses import dataclass
from functools import cache

from mtgrules.engine import run
from mtgrules.game import Game
from mtgrules.rng import Rng
from mtgrules.rules.merged import components
from mtgrules.scenarios.board import build_game
from mtgrules.scenarios.parser import parse_scenario
from mtgrules.state.decision import Action, ActionKind, DecisionKind
from mtgrules.state.game_state import GameState

ZONES = ("battlefield", "stack", "exile", "library", "hand", "graveyard", "command")

_BOARD = """\
format: 1
name: {title}
seed: {seed}
players:
  - name: Alice
    hand: [{card}, {extra}]
    library: [Plains, Island, Swamp, Mountain, Forest, Plains, Island, Swamp, Mountain, Forest]
    graveyard: [Grizzly Bears, Shock, Ornithopter, Glorious Anthem, Divination{more_gy}]
    mana_pool: "{{W}}{{W}}{{W}}{{U}}{{U}}{{U}}{{B}}{{B}}{{B}}{{B}}{{B}}{{R}}{{R}}{{R}}{{G}}{{G}}{{G}}{{G}}{{C}}{{C}}"
    battlefield: [Plains, Plains, Plains, Island, Island, Island, Swamp, Swamp, Swamp,
                  Mountain, Mountain, Mountain, Forest, Forest, Forest, Grizzly Bears,
                  Hill Giant, Glorious Anthem{mine}]
  - name: Bob
    library: [Plains, Island, Swamp, Mountain, Forest, Plains, Island, Swamp, Mountain, Forest]
    hand: [Forest, Shock]
    graveyard: [Grizzly Bears, Forest]
    battlefield: [Forest, Mountain, Island, Llanowar Elves, Wind Drake, Ornithopter,
                  Glorious Anthem, Fountain of Youth, Wall of Stone,
                  {{card: Grizzly Bears, tapped: true}}{more}]
turn: {{active: {active}, step: {step}, number: 3}}
expect: [{{player: Alice, life: 20}}]
"""


@dataclass(frozen=True)
class Exercise:
    """The result of exercising one card: ``cast`` is True when the card was cast or played
    (it left its owner's hand by a cast or play action); ``steps`` is the number of
    decisions taken; ``why`` says why it could not be cast (empty when it was)."""

    card: str
    cast: bool
    steps: int
    why: str = ""


def _this_turn_happened(st: GameState) -> None:
    """For cards cast "only if a creature died this turn" or targeting "a creature that was
    dealt damage this turn": record that history (as the engine does when it happens)."""
    st.turn_flags["creature_died"] = True
    st.turn_flags["damaged_by"] = {str(x): [x] for x in st.battlefield}
    for p in st.players:
        p.spells_cast_this_turn = 1
    st.touch()
    st.pending = None  # the priority decision is asked again, with this history
    run(st)


def _quoted(name: str) -> str:
    return '"' + name.replace("\\", "\\\\").replace('"', '\\"') + '"'


def exercise(card: str, seed: int = 0, max_steps: int = 150) -> Exercise:
    """Set up the exercise board with ``card`` in Alice's hand, cast or play it, then take up
    to ``max_steps`` random legal actions (seeded: the same seed gives the same game).

    Raises AssertionError when an invariant breaks (an object in no zone or two, a decision
    without options) and lets any engine exception propagate: either is a bug to report.
    """
    rng = Rng(seed)
    why = "no cast or play action offered (on an empty stack, over an instant, a sorcery or " \
        "an artifact creature spell, or in the declare blockers step attacking or blocking)"
    cast = False
    for extra, history in [*((x, False) for x in _STACK_SPELLS), (_VARIED_EMPTY, True)]:
        step = "beginning_of_combat" if extra in (_COMBAT, _DEFEND) else "precombat_main"
        varied = extra in (_VARIED, _VARIED_EMPTY)
        more, more_gy = _VARIED_BOARD if varied else ("", "")
        game = build_game(parse_scenario(_BOARD.format(
            card=_quoted(card), title=_quoted(f"exercise {card}"), extra=extra, seed=seed, step=step, more=more, more_gy=more_gy,
            mine=_VARIED_MINE if varied else "",
            active="Bob" if extra == _DEFEND else "Alice")))
        if history:  # tried last: this turn, a creature died, every permanent was dealt
            _this_turn_happened(game.state)  # damage and each player cast a spell
        steps = 0
        cards = _physical_cards(game.state)
        if extra in (_COMBAT, _DEFEND):
            steps += _to_blockers_declared(game, rng)
        elif extra == _ABILITY:
            # An ability to target (Stifle): the creature resolves and its enters trigger
            # waits on the stack while Alice, the active player, has priority (CR 603.3).
            steps += _complete(game, _cast_action(game, _in_hand(game, extra)), rng)
            steps += _until_ability_on_stack(game)
        elif extra not in (_NONE, _VARIED_EMPTY):
            # Perhaps it needs a spell to target (a counterspell): cast one and hold priority
            # (the caster receives priority again, CR 117.3c).
            steps += _complete(game, _cast_action(game, _in_hand(game, extra)), rng)
        first = _cast_action(game, _in_hand(game, card))
        if first is not None:
            steps += _complete(game, first, rng)
            cast, why = True, ""
            break
    else:
        if _no_mana_cost(card):
            why = "it has no mana cost, so it can't be cast (CR 202.1b, 118.6)"
    while not game.over and steps < max_steps:
        options = game.legal_actions()
        assert options, f"{card}: a decision without options"
        game.apply(rng.choice(options))
        steps += 1
    _check_zones(game, card)
    assert _physical_cards(game.state) == cards, f"{card}: the number of cards changed"
    return Exercise(card, cast, steps, why)


# The second card in Alice's hand, and the spell cast before the card when it needs one on
# the stack. With _NONE nothing is cast first; with _COMBAT, Alice attacks with Grizzly Bears,
# Bob blocks, and the card is tried in the declare blockers step; with _DEFEND, Bob attacks
# and Alice blocks.
# With _VARIED_EMPTY and _VARIED (tried last) the board has more kinds of permanents and
# graveyard cards (black, white, multicolored, legendary, Human, Spirit, Goblin, Villain, mana
# value 5), for cards whose only targets are of such a kind; with _VARIED a blue instant is on the stack.
_NONE, _COMBAT, _DEFEND = "Opt", "Concentrate", "Mind Rot"
_ABILITY = "Elvish Visionary"
"""cast first, then passed on until its enters trigger is on the stack (a target for
"counter target activated or triggered ability")"""
_VARIED_EMPTY, _VARIED = "Murder", "Ancestral Recall"
_STACK_SPELLS = (_NONE, "Shock", "Divination", "Ornithopter", _COMBAT, _DEFEND, _ABILITY,
                 "Lightning Helix", "Inspiration", _VARIED_EMPTY, _VARIED)
"""The spells cast first (held on the stack) for a card to target or to be cast over; Lightning
Helix is multicolored (Neutralizing Blast) and Inspiration has mana value 4 (Disdainful
Stroke)."""
_VARIED_MINE = ", Snow-Covered Forest, Ornithopter, Raging Goblin"
"""Alice's extra permanents on the varied board (for "Enchant snow land you control", "As an
additional cost to cast this spell, sacrifice an artifact / a Goblin")."""
_VARIED_BOARD = (", Typhoid Rats, Youthful Knight, Serra Angel, \"Bell Borca, Spectral Sergeant\", "
                 "Leonin Scimitar",
                 ", Raging Goblin, Typhoid Rats, Lightning Helix, Armed Assailant")
"""Bob's extra permanents and Alice's extra graveyard cards on the varied board (an Equipment
for "Destroy target Equipment", a Villain card for Decoy Ploy, ...)."""


def _until_ability_on_stack(game: Game) -> int:
    """Pass priority until an ability is on top of the stack and Alice holds priority."""
    n = 0
    s = game.state
    while (d := game.decision) is not None and d.kind == DecisionKind.PRIORITY and n < 10:
        if d.player == 0 and s.stack and s.objects[s.stack[-1]].kind == "ability":
            break
        game.apply(Action(ActionKind.PASS))
        n += 1
    return n


def _to_blockers_declared(game: Game, rng: Rng) -> int:
    """From the beginning of combat: everyone passes, the active player declares attackers,
    the other blockers, until Alice has priority in the declare blockers step (CR 509.2)."""
    n = 0
    while (d := game.decision) is not None and n < 60:
        if d.kind == DecisionKind.PRIORITY and game.state.step == "declare_blockers" \
                and d.player == 0:
            break
        options = game.legal_actions()
        pick = [a for a in options if a.kind in (ActionKind.ATTACK, ActionKind.BLOCK)] or \
            [a for a in options if a.kind in (ActionKind.PASS, ActionKind.DONE)] or options
        game.apply(pick[0] if pick[0].kind != ActionKind.ATTACK else rng.choice(pick))
        n += 1
    return n


def _no_mana_cost(card: str) -> bool:
    from mtgrules.cards.registry import get_card

    d = get_card(card)
    return d.mana_cost is None and "Land" not in d.type_line.types


def card_seed(card: str) -> int:
    """A seed that depends only on the card's name (stable across runs and card lists)."""
    return zlib.crc32(card.encode("utf-8"))


def _in_hand(game: Game, name: str) -> int | None:
    return next((o.id for o in game.state.objects.values()
                 if o.card == name and o.zone == "hand" and o.owner == 0), None)


def _cast_action(game: Game, oid: int | None) -> Action | None:
    d = game.decision
    if d is None or d.kind != DecisionKind.PRIORITY:
        return None
    return next((a for a in game.legal_actions() if a.kind in (ActionKind.CAST, ActionKind.PLAY)
                 and a.args and a.args[0] == oid), None)


def _complete(game: Game, action: Action | None, rng: Rng) -> int:
    """Apply ``action`` then make the choices it asks for (targets, modes, X, payment: pay
    automatically when offered) until a priority decision comes back. Returns the number of
    actions taken."""
    if action is None:
        return 0
    game.apply(action)
    n = 1
    while (d := game.decision) is not None and d.kind != DecisionKind.PRIORITY and n < 50:
        options = game.legal_actions()
        auto = [a for a in options if a.kind == ActionKind.AUTO]
        game.apply(auto[0] if auto else rng.choice(options))
        n += 1
    return n


def _physical_cards(s: GameState) -> int:
    """Cards in the game's zones; a dungeon card in the command zone was brought in from
    outside the game (CR 309.2a) and isn't counted; a merged permanent's other components
    (CR 729.2) are counted with it."""
    return sum(1 for o in s.objects.values() if o.kind == "card" and o.zone not in
               ("gone", "command")) + sum(
        1 for oid in s.battlefield for c in components(s.objects[oid].chosen)
        if c["kind"] == "card")


def _check_zones(game: Game, card: str) -> None:
    s = game.state
    where: Counter[int] = Counter()
    for p in s.players:
        for zone in ("library", "hand", "graveyard"):
            where.update(getattr(p, zone))
    where.update(s.battlefield)
    where.update(s.exile)
    where.update(s.stack)
    twice = [oid for oid, n in where.items() if n > 1]
    assert not twice, f"{card}: objects in two zones: {twice}"
    lost = [o.id for o in s.objects.values() if o.kind == "card"
            and o.zone not in ("command", "gone", "phased_out") and where[o.id] != 1]
    assert not lost, f"{card}: cards in no zone: {lost}"
    wrong = [o.id for o in s.objects.values() if o.kind == "card" and o.zone in ZONES
             and o.zone != "command" and o.id not in _zone_list(s, o.zone, o.owner)]
    assert not wrong, f"{card}: cards whose zone field disagrees with the zone lists: {wrong}"


def _zone_list(s: GameState, zone: str, owner: int) -> list[int]:
    if zone in ("library", "hand", "graveyard"):
        got: list[int] = getattr(s.players[owner], zone)
        return got
    if zone == "stack":
        return s.stack
    return s.battlefield if zone == "battlefield" else s.exile


@cache
def implemented_cards() -> tuple[str, ...]:
    """The names of every implemented card of traditional play, sorted (computed once)."""
    from mtgrules.carddb import database
    from mtgrules.oracle import verdict

    out = []
    for c in sorted(database(), key=lambda c: c.name):
        v = verdict(c.name) if c.traditional else None
        if v is not None and v.implemented:
            out.append(c.name)
    return tuple(out)


def main(argv: list[str] | None = None) -> int:
    """The command line: exercise implemented cards, print the ones that failed."""
    ap = argparse.ArgumentParser(prog="python -m mtgrules.exercise", description=__doc__)
    ap.add_argument("--limit", type=int, default=0, help="at most this many cards (0: all)")
    ap.add_argument("--start", type=int, default=0, help="skip this many cards first")
    ap.add_argument("--card", action="append", default=[], help="exercise only these cards")
    a = ap.parse_args(argv)
    names = tuple(a.card) or implemented_cards()[a.start:]
    if a.limit:
        names = names[:a.limit]
    t0 = time.perf_counter()
    failed: list[tuple[str, str]] = []
    not_cast: list[Exercise] = []
    for n in names:
        try:
            r = exercise(n, seed=card_seed(n))
        except Exception as e:  # noqa: BLE001 - reported, the run goes on
            failed.append((n, f"{type(e).__name__}: {e}"))
            continue
        if not r.cast:
            not_cast.append(r)
    dt = time.perf_counter() - t0
    for n, msg in failed:
        print(f"FAIL {n}: {msg[:300]}")
    for r in not_cast:
        print(f"NOT CAST {r.card}: {r.why}")
    print(f"{len(names)} cards in {dt:.1f} s: {len(failed)} failed, {len(not_cast)} not cast")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
