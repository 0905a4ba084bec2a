"""Static abilities that change a spell's total cost (CR 601.2f,
:class:`~mtgrules.model.ChangeSpellCost`): increases are added first, then reductions, and a
reduction lowers only the generic part, never below zero (601.2f).

Two sources of changes: the permanents on the battlefield ("Instant and sorcery spells you
cast cost {1} less to cast", collected once per state change, not per card), and the spell's
own "This spell costs {1} less to cast for each artifact you control" / affinity (CR 702.41a:
computed once per definition which cards have one).
"""

from __future__ import annotations

from mtgrules.cards.definition import CardDef
from mtgrules.mana import ManaCost
from mtgrules.model.abilities import StaticAbility
from mtgrules.model.base import Whose
from mtgrules.model.cost_changes import ChangeSpellCost
from mtgrules.rules.amounts import evaluate
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import Characteristics, battlefield_memo, characteristics
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
                 cost: ManaCost) -> ManaCost:
    """``cost`` (a mana cost, or an alternative cost, with X) as ``player`` casting ``oid``
    (a card of definition ``card``, in hand or on the stack) pays it: with the cost
    increases and then the reductions that apply (CR 601.2f)."""
    own = own_changes(card)
    field = battlefield_changes(s)
    if not own and not field:
        return cost
    more = less = 0
    c = characteristics(s, oid) if field else None
    for src, ctrl, ch in field:
        if ch.who is Whose.YOU and ctrl != player:
            continue
        if ch.spells is not None and not matches(s, oid, c, ch.spells, player, src):
            continue
        if ch.more:
            more += ch.generic
        else:
            less += ch.generic
    for ch in own:
        n = evaluate(s, ch.per, oid, player) if ch.per is not None else 1
        if ch.more:
            more += ch.generic * n
        else:
            less += ch.generic * n
    return reduce_generic(add_generic(cost, more), less)


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
