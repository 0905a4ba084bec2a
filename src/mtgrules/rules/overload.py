"""Overload (CR 702.96): a spell cast for its overload cost (an alternative cost,
``chosen["alt_cost"]`` the key of the card's ``"overload"`` spell cost, 702.96a) has "target"
replaced by "each" in its text (702.96b): it resolves with the card's
:class:`~mtgrules.model.overload.OverloadedSpell` and has no targets. A card may be cast for
its overload cost though its ordinary spell would have no legal target (601.2c)."""

from __future__ import annotations

from mtgrules.cards.definition import CardDef
from mtgrules.model.abilities import SpellAbility
from mtgrules.model.overload import OVERLOAD, OverloadedSpell
from mtgrules.model.spell_costs import SpellCost
from mtgrules.rules.targeting import has_legal_targets
from mtgrules.state.game_state import GameState


def overload_cost(card: CardDef) -> SpellCost | None:
    """The card's overload cost (CR 702.96a), if any."""
    return next((a for a in card.abilities
                 if isinstance(a, SpellCost) and a.keyword == OVERLOAD), None)


def overloaded_ability(card: CardDef) -> SpellAbility | None:
    """The spell ability of the card cast for its overload cost (CR 702.96b), if it has one."""
    return next((a.spell for a in card.abilities if isinstance(a, OverloadedSpell)), None)


def is_overloaded(s: GameState, oid: int, card: CardDef) -> bool:
    """Whether spell ``oid`` (of ``card``) was cast for its overload cost (CR 702.96a)."""
    sc = overload_cost(card)
    return sc is not None and s.objects[oid].chosen.get("alt_cost") == sc.key


def only_overloaded(s: GameState, player: int, oid: int, card: CardDef) -> bool:
    """Whether ``card`` (being cast as ``oid`` by ``player``) can be cast only for its overload
    cost: its ordinary spell has a target slot with no legal choice (CR 601.2c), and the
    overloaded spell has no targets (702.96b)."""
    if overload_cost(card) is None:
        return False
    sa = next((a for a in card.abilities if isinstance(a, SpellAbility)), None)
    return sa is not None and not has_legal_targets(s, sa.targets, player, oid)
