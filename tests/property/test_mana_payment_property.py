"""CR 601.2g-h property: a spell is offered exactly when its cost can be paid, and paying it
(automatically or by any sequence of offered manual choices) always completes.

Boards are random sets of the registered mana cards (lands, mana creatures, Pili-Pala, Horizon
Canopy, Heartbeat of Spring, Wild Growth, Mana Reflection, Contamination, Blood Moon, Chromatic
Lantern, ...). The oracle of "payable" is the engine itself: every sequence of mana abilities
the player can activate at priority (every choice of type and replacement order explored)
either reaches a mana pool that pays the cost, or none does.
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from mtgrules import Game
from mtgrules.cards.registry import get_ability, get_card
from mtgrules.mana import ManaCost, pay_from_pool
from mtgrules.model.abilities import ActivatedAbility
from mtgrules.rng import Rng
from mtgrules.rules.mana_planner import can_pay
from mtgrules.scenarios import build_game, parse_scenario
from mtgrules.state.decision import Action

LANDS = ["Forest", "Island", "Swamp", "Mountain", "Plains", "Wastes", "Reflecting Pool",
         "Exotic Orchard", "Horizon Canopy", "Gaea's Cradle", "Forbidden Orchard"]
OTHERS = ["Llanowar Elves", "Elvish Archdruid", "Pili-Pala", "Fellwar Stone",
          "Chromatic Lantern", "Heartbeat of Spring", "Mana Flare", "Mana Reflection",
          "Nyxbloom Ancient", "Contamination", "Blood Moon", "Wild Growth"]
# Spells without targets, of varied costs (colored, generic, hybrid).
SPELLS = ["Llanowar Elves", "Opt", "Kalonian Tusker", "Leatherback Baloth", "Divination",
          "Vampire Nighthawk", "Serra Angel", "Hill Giant", "Crackleburr", "Shivan Dragon"]

PROPERTY = settings(deadline=None, max_examples=20,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@st.composite
def boards(draw: Any) -> str:
    """The YAML ``players``/``turn`` sections of a random board (Alice to act, main phase)."""
    n_lands = draw(st.integers(1, 4))
    lands = draw(st.lists(st.sampled_from(LANDS), min_size=n_lands, max_size=n_lands))
    others = draw(st.lists(st.sampled_from(OTHERS), max_size=3))
    perms: list[str] = []
    for k, name in enumerate(lands):
        tapped = draw(st.integers(0, 5)) == 0
        perms.append(f"{{card: {name!r}, id: l{k}, tapped: {str(tapped).lower()}}}")
    for k, name in enumerate(others):
        if name == "Wild Growth":
            perms.append(f"{{card: 'Wild Growth', attached_to: l{draw(st.integers(0, n_lands - 1))}}}")
            continue
        tapped = draw(st.booleans()) if name == "Pili-Pala" else False
        sick = draw(st.integers(0, 3)) == 0
        perms.append(f"{{card: {name!r}, id: o{k}, tapped: {str(tapped).lower()}, "
                     f"sick: {str(sick).lower()}}}")
    bob = draw(st.lists(st.sampled_from(["Forest", "Island", "Swamp", "Wastes"]), max_size=2))
    life = draw(st.sampled_from([2, 20]))
    spells = draw(st.lists(st.sampled_from(SPELLS), min_size=1, max_size=3, unique=True))
    return (f"players:\n  - name: Alice\n    life: {life}\n"
            f"    battlefield: [{', '.join(perms)}]\n"
            f"    hand: [{', '.join(repr(x) for x in spells)}]\n"
            f"    library: [Island, Island, Island]\n"
            f"  - name: Bob\n    battlefield: [{', '.join(bob)}]\n"
            "turn: {active: Alice, step: precombat_main}\n")


def _board(body: str) -> Game:
    return build_game(parse_scenario("format: 1\nname: property\n" + body + "expect: []\n",
                                     "<property>"))


def _is_mana_activation(a: Action) -> bool:
    if a.kind != "activate":
        return False
    ab = get_ability(a.args[1])
    return isinstance(ab, ActivatedAbility) and ab.mana_ability


def _key(g: Game) -> tuple[Any, ...]:
    s = g.state
    return (tuple(s.players[0].mana), s.players[0].life,
            tuple((o, s.objects[o].tapped) for o in s.battlefield), len(s.stack))


def reachable_pools(game: Game) -> list[tuple[int, ...]]:
    """Every mana pool Alice can reach by activating mana abilities at priority (all choices
    explored), the starting pool included."""
    pools: set[tuple[int, ...]] = set()
    seen: set[tuple[Any, ...]] = set()

    def settle(g: Game) -> None:
        # answer every non-priority decision in every way, then explore from priority
        d = g.decision
        pools.add(tuple(g.state.players[0].mana))
        if g.over or d is None:
            return
        if d.kind == "priority":
            explore(g)
            return
        for o in d.options:
            h = g.clone()
            h.apply(o)
            settle(h)

    def explore(g: Game) -> None:
        k = _key(g)
        if k in seen:
            return
        seen.add(k)
        assert g.decision is not None
        if g.decision.player != 0:
            return
        for a in g.legal_actions():
            if _is_mana_activation(a):
                h = g.clone()
                h.apply(a)
                settle(h)

    settle(game)
    return list(pools)


def _hand(game: Game) -> list[tuple[int, str]]:
    s = game.state
    return [(oid, s.objects[oid].card) for oid in s.players[0].hand]


@PROPERTY
@given(body=boards())
def test_601_2g_offered_exactly_when_payable(body: str) -> None:
    game = _board(body)
    assume(game.decision is not None and game.decision.kind == "priority")  # no legend rule
    pools = reachable_pools(game)
    offered = {a.args[0] for a in game.legal_actions() if a.kind == "cast"}
    for _oid, name in _hand(game):
        cost = get_card(name).mana_cost or ManaCost()
        payable = any(pay_from_pool(list(p), cost) is not None for p in pools)
        planned = can_pay(game.state, 0, cost)
        assert planned == payable, (name, str(cost), pools)
        same = [o for o, n in _hand(game) if n == name]
        assert bool(offered & set(same)) == payable, (name, "offered" if offered else "")


def _cast_and_pay(game: Game, oid: int, manual: Rng | None) -> None:
    game.apply(Action("cast", (oid,)))
    steps = 0
    while game.decision is not None and game.decision.kind != "priority":
        d = game.decision
        assert d.options, d
        if d.kind == "pay_mana" and manual is None:
            game.apply(next(o for o in d.options if o.kind == "auto"))
        elif d.kind == "pay_mana":
            mana = [o for o in d.options if o.kind == "mana"]
            game.apply(manual.choice(mana) if mana else d.options[0])
        else:
            game.apply(d.options[0] if manual is None else manual.choice(d.options))
        steps += 1
        assert steps < 200


@PROPERTY
@given(body=boards(), seed=st.integers(0, 2**32 - 1))
def test_601_2h_offered_payment_always_completes(body: str, seed: int) -> None:
    game = _board(body)
    assume(game.decision is not None and game.decision.kind == "priority")
    for a in game.legal_actions():
        if a.kind != "cast":
            continue
        for manual in (None, Rng(seed)):
            g = game.clone()
            _cast_and_pay(g, a.args[0], manual)
            s = g.state
            name = game.state.objects[a.args[0]].card
            assert any(s.objects[x].card == name and s.objects[x].cast for x in s.stack), \
                f"{name} was not cast"
