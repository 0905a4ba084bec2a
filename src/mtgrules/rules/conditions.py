"""Conditions of "as long as" static abilities (CR 611.3a) that depend on no computed
characteristics, so the layer system can ask them without recursion: "as long as you've
completed a dungeon" (309.7), "as long as ~ is equipped" (301.5a), "during your turn", and
those over the controller's graveyard: threshold's "there are seven or more cards in your
graveyard" (CR 702 ability word, 207.2c) and delirium's "there are four or more card types
among cards in your graveyard" (205.2a), which read only zones and printed card types (cards
in a graveyard have their printed characteristics).
"""

from __future__ import annotations

from mtgrules.cards.registry import get_card
from mtgrules.model.conditions import CardsInGraveyard, SourceIs
from mtgrules.model.dungeons import CompletedDungeon, DuringYourTurn, IsEquipped
from mtgrules.model.keywords_counters import HasCounter
from mtgrules.model.levelers import LevelCounters
from mtgrules.model.life_totals import LifeTotals
from mtgrules.model.soulbond import IsPaired
from mtgrules.model.triggers import Condition
from mtgrules.rules.filters import predicate_holds
from mtgrules.rules.pairing import partner
from mtgrules.state.game_state import GameState

_CARD_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred",
                         "Land", "Planeswalker", "Sorcery"})
"""The card types (CR 205.2a)."""


def graveyard_condition_holds(s: GameState, cond: CardsInGraveyard, controller: int) -> bool:
    """Whether ``controller``'s graveyard holds at least ``cond.count`` cards (or, with
    ``card_types``, cards of at least that many card types)."""
    cards = s.players[controller].graveyard
    if not cond.card_types:
        return len(cards) >= cond.count
    found: set[str] = set()
    for oid in cards:
        found |= set(get_card(s.objects[oid].card).type_line.types) & _CARD_TYPES
    return len(found) >= cond.count


def static_condition_holds(s: GameState, cond: Condition, source: int, controller: int) -> bool:
    """Whether ``cond`` holds for a static ability of ``source`` controlled by
    ``controller``. Raises ValueError for a condition a static ability can't have."""
    match cond:
        case CardsInGraveyard():  # threshold, delirium (CR 611.3a)
            return graveyard_condition_holds(s, cond, controller)
        case SourceIs(status=status):  # "as long as it's attacking" (CR 611.3a, 506.4)
            o = s.objects.get(source)
            return o is not None and o.zone == "battlefield" and predicate_holds(s, o, status)
        case CompletedDungeon(name=name, negated=negated):
            done = s.players[controller].dungeons_completed
            return (name in done if name else bool(done)) != negated
        case IsEquipped():
            # an attachment that stopped being an Equipment is unattached (704.5n)
            return any(o.attached_to == source and o.zone == "battlefield"
                       and "Equipment" in get_card(o.card).type_line.subtypes
                       for o in s.objects.values())
        case DuringYourTurn():
            return s.active == controller
        case IsPaired():  # soulbond (CR 702.95b)
            return partner(s, source) is not None
        case LevelCounters():  # a level symbol (CR 711.2)
            o = s.objects.get(source)
            return o is not None and cond.holds(o.counters.get("level", 0))
        case HasCounter(counter=kind):  # unleash (CR 702.98a)
            o = s.objects.get(source)
            return o is not None and o.counters.get(kind.value, 0) > 0
        case LifeTotals(you_at_least=mine, opponent_at_most=theirs):  # CR 119.1, 611.3a
            return s.players[controller].life >= mine and any(
                p.life <= theirs for p in s.players if p.index != controller and not p.lost)
    raise ValueError(f"{type(cond).__name__} is not a static ability's condition")
