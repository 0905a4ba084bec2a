"""Static abilities that change a spell's total cost (CR 601.2f,
:class:`~mtgrules.model.ChangeSpellCost`): increases are added first, then reductions, and a
reduction lowers only the generic part, never below zero (601.2f).

Two sources of changes: the permanents on the battlefield ("Instant and sorcery spells you
cast cost {1} less to cast", collected once per state change, not per card), and the spell's
own "This spell costs {1} less to cast for each artifact you control" / affinity (CR 702.41a:
computed once per definition which cards have one).
"""

from __future__ import annotations

from typing import Any, assert_never

from mtgrules.cards.definition import CardDef
from mtgrules.mana import ManaCost
from mtgrules.model.abilities import SpellAbility, StaticAbility
from mtgrules.model.amounts import CountOf
from mtgrules.model.base import Whose, Zone
from mtgrules.model.codec import from_data
from mtgrules.model.continuous import YouControlAtLeast
from mtgrules.model.cost_changes import ChangeSpellCost, TargetsA
from mtgrules.model.effects import TargetSlot
from mtgrules.model.filters import filter_zone
from mtgrules.model.triggers import CreatureDiedThisTurn
from mtgrules.rules.amounts import evaluate
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import (
    Characteristics,
    battlefield_memo,
    characteristics,
    compute_battlefield,
)
from mtgrules.rules.mana_spending import as_any_color
from mtgrules.rules.play_permissions import spends_any_color
from mtgrules.rules.targeting import legal_targets
from mtgrules.state.game_state import GameState


def own_changes(card: CardDef) -> tuple[ChangeSpellCost, ...]:
    """The spell's own cost changes (CR 601.2f, 702.41a), computed once per definition."""
    got = _OWN.get(id(card))
    if got is None or got[0] is not card:
        got = (card, tuple(a.cost_modification for a in card.abilities
                           if isinstance(a, StaticAbility)
                           and isinstance(a.cost_modification, ChangeSpellCost)
                           and a.cost_modification.this_spell))
        _OWN[id(card)] = got
    return got[1]


_OWN: dict[int, tuple[CardDef, tuple[ChangeSpellCost, ...]]] = {}


def battlefield_changes(s: GameState) -> tuple[tuple[int, int, ChangeSpellCost], ...]:
    """(source, its controller, change) for each permanent's spell cost change; reused while
    the battlefield's characteristics are (:func:`~mtgrules.rules.layers.battlefield_memo`)."""
    return battlefield_memo(s, "spell_cost_changes", _changes_of)


def _changes_of(chars: dict[int, Characteristics]) -> tuple[tuple[int, int, ChangeSpellCost],
                                                            ...]:
    out = []
    for oid, c in chars.items():
        for a in c.abilities:
            if isinstance(a, StaticAbility) and isinstance(a.cost_modification, ChangeSpellCost):
                out.append((oid, c.controller, a.cost_modification))
    return tuple(out)


def changed_cost(s: GameState, player: int, oid: int, card: CardDef,
                 cost: ManaCost, targets: list[int] | None = None) -> ManaCost:
    """``cost`` (a mana cost, or an alternative cost, with X) as ``player`` casting ``oid``
    (a card of definition ``card``, in hand or on the stack) pays it: with the cost
    increases and then the reductions that apply (CR 601.2f). ``targets``: the targets to
    judge "if it targets ..." by (default: the spell's chosen targets, or, before any is
    chosen, whether some legal target would do)."""
    if ("play_permissions" in s.extra or "exiled_with" in s.extra) and \
            spends_any_color(s, player, oid):
        cost = as_any_color(cost)  # paid with mana spent as any color (CR 609.4b)
    own = own_changes(card)
    field = battlefield_changes(s)
    if s.extra.get("cost_changes"):
        field = field + temporary_changes(s)  # "until your next turn" (CR 611.2a)
    if not own and not field:
        return cost
    more = less = 0
    colored: list[str] = []
    c = characteristics(s, oid) if field else None
    for src, ctrl, ch in field:
        if ch.who is Whose.YOU and ctrl != player or ch.who is Whose.OPPONENT and ctrl == player:
            continue
        if ch.during_your_turn and s.active != ctrl:
            continue
        if ch.nth is not None and s.players[player].spells_cast_this_turn != ch.nth - 1:
            continue  # the spell being cast is not counted yet (CR 601.2f before 601.2i)
        if ch.spells is not None and not matches(s, oid, c, ch.spells, player, src):
            continue
        if ch.more:
            more += ch.generic
        else:
            less += ch.generic
            colored.extend(ch.colored.symbols)  # "reduces only ... colored mana" (601.2f)
    for ch in own:
        if ch.condition is not None and not _holds(s, ch, oid, player, card, targets):
            continue
        n = _count(s, ch.per, oid, player) if ch.per is not None else 1
        if ch.more:
            more += ch.generic * n
        else:
            less += ch.generic * n
    out = reduce_generic(add_generic(cost, more), less)
    return reduce_colored(out, colored) if colored else out


def reduce_colored(cost: ManaCost, symbols: list[str]) -> ManaCost:
    """``cost`` without one colored mana symbol per ``symbols`` entry (one of that color; a
    symbol the cost doesn't have reduces nothing, CR 601.2f: "reduces only the amount of
    colored mana you pay")."""
    rest = list(cost.symbols)
    for sym in symbols:
        if sym in rest:
            rest.remove(sym)
    return ManaCost(tuple(rest))


def _holds(s: GameState, ch: ChangeSpellCost, oid: int, player: int, card: CardDef,
           targets: list[int] | None) -> bool:
    """Whether a conditional reduction's condition holds now."""
    match ch.condition:
        case TargetsA(filter=flt):
            o = s.objects[oid]
            if targets is None and o.zone == "stack" and o.targets:
                targets = list(o.targets)
            if targets is None:  # before targets: whether some legal target would do
                targets = [t for spec in _target_specs(card)
                           for t in legal_targets(s, spec, player, oid)]
            return any(t > 0 and t in s.objects and s.objects[t].zone == "battlefield"
                       and matches(s, t, characteristics(s, t), flt, player, oid)
                       for t in targets)
        case YouControlAtLeast(filter=flt, count=n):
            chars = compute_battlefield(s)
            return sum(1 for x in s.battlefield
                       if matches(s, x, chars[x], flt, player, oid)) >= n
        case CreatureDiedThisTurn():
            return bool(s.turn_flags.get("creature_died"))
        case None:
            return True
        case _:
            assert_never(ch.condition)


def _target_specs(card: CardDef) -> tuple[TargetSlot, ...]:
    sa = next((a for a in card.abilities if isinstance(a, SpellAbility)), None)
    return sa.targets if sa is not None else ()


def target_conditional(card: CardDef) -> bool:
    """Whether the spell has an "if it targets ..." reduction (its target choices must then
    keep the cost payable, :mod:`mtgrules.rules.casting`)."""
    return any(isinstance(ch.condition, TargetsA) for ch in own_changes(card))


def _count(s: GameState, per: CountOf, oid: int, player: int) -> int:
    """"for each [permanent]" (on the battlefield) or "for each [card] in your graveyard"."""
    if filter_zone(per.filter) is not Zone.GRAVEYARD:
        return evaluate(s, per, oid, player)
    return sum(1 for x in s.players[player].graveyard
               if matches(s, x, characteristics(s, x), per.filter, player, oid))


def add_generic(cost: ManaCost, n: int) -> ManaCost:
    """``cost`` with ``n`` more generic mana (CR 601.2f)."""
    if n <= 0:
        return cost
    have = sum(int(x) for x in cost.symbols if x.isdigit())
    rest = tuple(x for x in cost.symbols if not x.isdigit())
    return ManaCost((str(have + n),) + rest)


def reduce_generic(cost: ManaCost, n: int) -> ManaCost:
    """``cost`` with its generic mana lowered by ``n``, never below zero (CR 601.2f)."""
    if n <= 0:
        return cost
    have = sum(int(x) for x in cost.symbols if x.isdigit())
    rest = tuple(x for x in cost.symbols if not x.isdigit())
    left = max(0, have - n)
    return ManaCost(((str(left),) if left else ()) + rest)


def add_temporary_change(s: GameState, source: int, controller: int, until_turn: int,
                         change: dict[str, Any]) -> None:
    """Record a one-shot effect's cost change (``change``: a
    :class:`~mtgrules.model.ChangeSpellCost` as data) controlled by ``controller``, lasting
    until turn ``until_turn`` begins (CR 611.2a; ``s.extra["cost_changes"]``); ended ones
    are dropped."""
    kept = [t for t in s.extra.get("cost_changes", ()) if t["until_turn"] > s.turn]
    s.extra["cost_changes"] = kept + [{"source": source, "controller": controller,
                                       "until_turn": until_turn, "change": change}]
    s.touch()


def temporary_changes(s: GameState) -> tuple[tuple[int, int, ChangeSpellCost], ...]:
    """(source, controller, change) of each one-shot cost change still lasting (CR 611.2a),
    decoded once per state and turn."""
    key = ("temporary_cost_changes", s.turn)
    got = s.cache.get(key)
    if got is None:
        got = s.cache[key] = tuple(
            (int(t["source"]), int(t["controller"]), _decode(t["change"]))
            for t in s.extra.get("cost_changes", ()) if t["until_turn"] > s.turn)
    return got


def _decode(data: dict[str, Any]) -> ChangeSpellCost:
    def no_ability(key: str) -> Any:
        raise ValueError(f"a cost change holds no ability ({key!r})")
    ch = from_data(data, no_ability)
    assert isinstance(ch, ChangeSpellCost)
    return ch
