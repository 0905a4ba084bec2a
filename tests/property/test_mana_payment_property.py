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
from mtgrules.rules.activation import can_activate
from mtgrules.rules.layers import compute_battlefield
from mtgrules.rules.mana_planner import can_pay
from mtgrules.scenarios import build_game, parse_scenario
from mtgrules.state.decision import Action

LANDS = ["Forest", "Island", "Swamp", "Mountain", "Plains", "Wastes", "Reflecting Pool",
         "Exotic Orchard", "Horizon Canopy", "Gaea's Cradle", "Forbidden Orchard"]
OTHERS = ["Llanowar Elves", "Elvish Archdruid", "Pili-Pala", "Fellwar Stone",
          "Chromatic Lantern", "Heartbeat of Spring", "Mana Flare", "Mana Reflection",
          "Nyxbloom Ancient", "Contamination", "Blood Moon", "Wild Growth",
          # permanents with activated abilities that cost mana
          "Hangarback Walker", "Shivan Dragon", "Thousand-Year Elixir"]
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
        counters = ", counters: {'+1/+1': 1}" if name == "Hangarback Walker" else ""
        perms.append(f"{{card: {name!r}, id: o{k}, tapped: {str(tapped).lower()}, "
                     f"sick: {str(sick).lower()}{counters}}}")
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


def reachable(game: Game) -> list[Game]:
    """Every position Alice can reach by activating mana abilities at priority (all choices
    explored), the starting one included: positions where she holds priority, and positions
    where the game ended (a life payment took her to 0)."""
    found: list[Game] = []
    seen: set[tuple[Any, ...]] = set()

    def settle(g: Game) -> None:
        # answer every non-priority decision in every way, then explore from priority
        d = g.decision
        if g.over or d is None:
            found.append(g)
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
        found.append(g)
        assert g.decision is not None
        if g.decision.player != 0:
            return
        for a in g.legal_actions():
            if _is_mana_activation(a):
                h = g.clone()
                h.apply(a)
                settle(h)

    settle(game)
    return found


def reachable_pools(game: Game) -> list[tuple[int, ...]]:
    """The mana pools of :func:`reachable`."""
    return list({tuple(g.state.players[0].mana) for g in reachable(game)})


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


@PROPERTY
@given(body=boards())
def test_602_2g_ability_offered_exactly_when_payable(body: str) -> None:
    """Activated abilities with a mana cost (Horizon Canopy's draw, Hangarback Walker, Shivan
    Dragon, Thousand-Year Elixir): offered exactly when some reachable position has the
    cost's mana in the pool and the ability's other costs payable (CR 602.2g-h, 601.2g)."""
    game = _board(body)
    assume(game.decision is not None and game.decision.kind == "priority")
    s0 = game.state
    offered = {(s0.objects[a.args[0]].card, a.args[1]) for a in game.legal_actions()
               if a.kind == "activate"}
    positions = [g for g in reachable(game) if not g.over]
    chars = compute_battlefield(s0)
    # Identical permanents are offered once (whichever one is tapped for mana first), so the
    # comparison is per card and ability: can some permanent of that card activate it?
    abilities = {(s0.objects[oid].card, a) for oid in s0.battlefield
                 if chars[oid].controller == 0 for a in chars[oid].abilities
                 if isinstance(a, ActivatedAbility) and not a.mana_ability
                 and a.cost.mana.symbols}
    for card, a in sorted(abilities, key=lambda ca: ca[1].key):
        cost = a.cost.mana.with_x(0)

        def activatable(g: Game, pool_only: bool, card: str = card,
                        a: ActivatedAbility = a, cost: ManaCost = cost) -> bool:
            s = g.state
            if pool_only and pay_from_pool(list(s.players[0].mana), cost) is None:
                return False
            return any(s.objects[x].card == card and can_activate(s, 0, x, a)
                       for x in s.battlefield)

        payable = any(activatable(g, True) for g in positions)
        assert activatable(game, False) == payable, (card, a.text)
        assert ((card, a.key) in offered) == payable, (card, a.text)


def _act_and_pay(game: Game, action: Action, manual: Rng | None) -> None:
    """Take ``action`` and answer every decision until Alice has priority again: payments
    automatically (``manual`` None) or by random offered mana abilities."""
    game.apply(action)
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


def _paid_for(a: Action) -> bool:
    if a.kind == "cast":
        return True
    if a.kind != "activate":
        return False
    ab = get_ability(a.args[1])
    return isinstance(ab, ActivatedAbility) and not ab.mana_ability and \
        bool(ab.cost.mana.symbols)


@PROPERTY
@given(body=boards(), seed=st.integers(0, 2**32 - 1))
def test_601_2h_offered_payment_always_completes(body: str, seed: int) -> None:
    game = _board(body)
    assume(game.decision is not None and game.decision.kind == "priority")
    for a in game.legal_actions():
        if not _paid_for(a):
            continue
        for manual in (None, Rng(seed)):
            g = game.clone()
            _act_and_pay(g, a, manual)
            s = g.state
            if a.kind == "cast":
                name = game.state.objects[a.args[0]].card
                assert any(s.objects[x].card == name and s.objects[x].cast for x in s.stack), \
                    f"{name} was not cast"
            else:
                assert any(s.objects[x].ability == a.args[1] for x in s.stack), \
                    f"{a} is not on the stack"
