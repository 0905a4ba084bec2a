"""Evaluating the model's amounts (:mod:`mtgrules.model.amounts`).

An amount is evaluated from an ability's point of view: its ``source`` and ``controller``;
an effect being resolved adds its context (``ctx``: X, targets, trigger event, the source's
last known information, CR 608.2h), a continuous effect the object it is applied to
(``affected``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, assert_never, cast

from mtgrules.cards.registry import get_card
from mtgrules.model.amounts import (
    Amount,
    CardTypesAmong,
    CountersOn,
    CountOf,
    Devotion,
    EventAmount,
    Fixed,
    GreatestNoted,
    GreatestPowerAmong,
    LifeTotal,
    ManaValueOf,
    OpponentsWithHandAtMost,
    PowerOf,
    RollResult,
    Sum,
    ToughnessOf,
    X,
)
from mtgrules.model.base import CardType, Color, Zone
from mtgrules.model.devotion import DevotionToChosenColor
from mtgrules.model.filters import ObjectFilter, filter_zone
from mtgrules.model.hand_count import CardsInThatPlayersHand
from mtgrules.model.history import EnteredThisTurnCount, SacrificedValue, TreasureManaCount
from mtgrules.model.keyword_abilities import BlockersBeyondFirst
from mtgrules.model.negated_amounts import Negated
from mtgrules.model.player_effects import (
    DifferentDungeonsCompleted,
    DifferentManaValues,
    HandShortfall,
    LifeLostThisTurn,
)
from mtgrules.model.refs import (
    AffectedObject,
    EventObject,
    ObjectRef,
    TargetRef,
    ThisObject,
    Those,
)
from mtgrules.model.spell_history import CountOthers, SpellsCastThisTurn
from mtgrules.model.where_x_amount import WhereXAmount
from mtgrules.rules.devotion import devotion_to
from mtgrules.rules.filters import matches
from mtgrules.rules.history_amounts import history_amount
from mtgrules.rules.keyword_amounts import blockers_beyond_first
from mtgrules.rules.player_amounts import player_amount
from mtgrules.rules.spell_history import spells_cast
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import ref_player

_CARD_TYPES = frozenset(CardType)
_FIXED_CARD_ZONES = frozenset({Zone.GRAVEYARD, Zone.EXILE})
_TYPES_OF: dict[str, frozenset[str]] = {}


def _card_types(card: str) -> frozenset[str]:
    """The printed card types (CR 205.2a) of the card named ``card`` (cached; definitions
    are immutable)."""
    t = _TYPES_OF.get(card)
    if t is None:
        t = _TYPES_OF[card] = frozenset(get_card(card).type_line.types) & _CARD_TYPES
    return t


def evaluate(s: GameState, a: Amount, source: int | None, controller: int,
             ctx: dict[str, Any] | None = None, affected: int | None = None) -> int:
    """The value of amount ``a`` now (see the module doc for the arguments).

    Raises ValueError for a reference with no meaning in this context (e.g. "it" outside a
    continuous effect)."""
    match a:
        case Fixed(n=n):
            return n
        case CardTypesAmong(zone=zone):
            # Off the battlefield the model has no effect that changes card types (a
            # type-defining CDA would be the only one), so cards have their printed types;
            # reading them avoids computing characteristics (and this CDA) recursively.
            key = ("card_types_among", zone)
            k = s.cache.get(key)
            if k is None:
                ids = tuple(zone_objects(s, zone))
                # a card in a graveyard or in exile never changes its card
                # in place, so the same objects have the same types (reused across touch())
                m = s.memo.get(key) if zone in _FIXED_CARD_ZONES else None
                if m is not None and m[0] == ids:
                    k = m[1]
                else:
                    found: set[str] = set()
                    objects = s.objects
                    for x in ids:
                        found |= _card_types(objects[x].card)
                    k = len(found)
                    if zone in _FIXED_CARD_ZONES:
                        s.memo[key] = (ids, k)
                s.cache[key] = k
            return int(k)
        case RollResult():  # CR 706.2: kept by the roll for the steps after it
            return int(((ctx or {}).get("vars") or {}).get("roll", 0))
        case Negated(amount=inner):  # CR 107.1b: "-1/-1 for each ..."
            return -evaluate(s, inner, source, controller, ctx, affected)  # type: ignore[arg-type]
        case Sum(parts=parts):
            total = 0
            for p in parts:
                total += evaluate(s, p, source, controller, ctx, affected)
            return total
        case X():
            if ctx is not None:
                return int(ctx.get("x", 0))
            o = s.objects.get(source) if source is not None else None
            return int(o.x) if o is not None else 0
        case CountOf(filter=flt):
            zone = filter_zone(flt)
            if zone is not Zone.BATTLEFIELD:  # cards in hands, graveyards, ... (CR 400.1)
                return count_cards(s, flt, zone, controller, source)
            from mtgrules.rules.layers import compute_battlefield

            chars = compute_battlefield(s)
            return sum(1 for x in s.battlefield
                       if x in chars and matches(s, x, chars[x], flt, controller, source))
        case Devotion(color=color):
            from mtgrules.rules.layers import compute_battlefield

            return devotion(s, compute_battlefield(s), color.value, controller)
        case CountersOn(obj=obj, counter=counter, lki=lki):
            oid = _object(s, obj, source, ctx, affected)
            if lki and ctx is not None and isinstance(obj, ThisObject) and (
                    oid is None or oid not in s.objects
                    or s.objects[oid].zone != "battlefield"):
                snap = ctx.get("source_lki") or {}
                return int(snap.get("counters", {}).get(counter.value, 0))
            if oid is None or oid not in s.objects:
                return 0
            return int(s.objects[oid].counters.get(counter.value, 0))
        case PowerOf(obj=obj) | ToughnessOf(obj=obj):
            field = "power" if isinstance(a, PowerOf) else "toughness"
            oid = _object(s, obj, source, ctx, affected)
            if oid is not None and oid in s.objects and s.objects[oid].zone == "battlefield":
                from mtgrules.rules.layers import characteristics

                return int(getattr(characteristics(s, oid), field) or 0)
            snap = (ctx or {}).get("source_lki") or {} if isinstance(obj, ThisObject) else {}
            if isinstance(obj, Those | TargetRef) and oid is not None and oid in s.objects:
                snap = s.objects[oid].lki or {}  # "that creature" as it last existed (608.2h)
                if not snap and isinstance(obj, Those):  # the card a permanent became (400.7)
                    left = ((ctx or {}).get("vars") or {}).get("those_lki") or {}
                    snap = left.get(str(oid)) or {}
            return int(snap.get(field) or 0)
        case ManaValueOf(obj=obj):
            oid = _object(s, obj, source, ctx, affected)
            if oid is None or oid not in s.objects:
                return 0
            from mtgrules.rules.layers import characteristics

            cost = characteristics(s, oid).mana_cost
            o = s.objects[oid]
            return cost.mana_value(o.x if o.zone == "stack" else 0) if cost else 0  # 202.3e
        case LifeTotal():
            return s.players[controller].life  # CR 119.1
        case GreatestNoted():
            o = s.objects.get(source) if source is not None else None
            if o is None or o.zone != "battlefield":
                return 0
            noted = o.chosen.get("noted", {})
            return max(noted.get(str(s.turn), [0]) or [0])
        case GreatestPowerAmong(filter=flt):  # CR 208.1; 0 when none, never negative (107.1b)
            from mtgrules.rules.layers import compute_battlefield

            chars = compute_battlefield(s)
            return max([0] + [int(chars[x].power or 0) for x in s.battlefield
                              if x in chars and matches(s, x, chars[x], flt, controller, source)])
        case BlockersBeyondFirst(times=times):
            return blockers_beyond_first(s, source, times)  # rampage (CR 702.23a)
        case EventAmount():  # "that much": the trigger event's amount (CR 603.2, 120.3)
            return int(((ctx or {}).get("event") or {}).get("amount", 0))
        case TreasureManaCount() | EnteredThisTurnCount() | SacrificedValue():
            return history_amount(s, a, source, controller, ctx)  # rules.history
        case DifferentDungeonsCompleted():  # CR 309.7
            return len(set(s.players[controller].dungeons_completed))
        case LifeLostThisTurn() | DifferentManaValues() | HandShortfall():
            from mtgrules.rules.layers import characteristics

            return player_amount(s, a, source, controller, ctx, characteristics)  # 119.3, 202.3
        case SpellsCastThisTurn(types=types):  # CR 601.2i
            return spells_cast(s, controller, types)
        case CountOthers(filter=flt, per=per):  # "for each other attacking creature"
            from mtgrules.rules.layers import compute_battlefield

            chars = compute_battlefield(s)
            if affected is not None:
                skip = {affected}
            else:  # a resolving effect locking its amounts in: the objects it applies to
                skip = {int(x) for x in ((ctx or {}).get("vars") or {}).get("those", ())}
            return per * sum(1 for x in s.battlefield if x not in skip and x in chars
                             and matches(s, x, chars[x], flt, controller, source))
        case WhereXAmount(amount=inner):  # CR 107.3: X is the amount the text defines
            return evaluate(s, cast(Amount, inner), source, controller, ctx, affected)
        case CardsInThatPlayersHand():  # CR 402.1, 603.2: the trigger event's player
            ev = (ctx or {}).get("event") or {}
            who = ev.get("player")
            if who is None and isinstance(ev.get("target"), int):
                who = ref_player(int(ev["target"]))  # a damage event's player dealt damage
            return len(s.players[int(who)].hand) if who is not None else 0
        case OpponentsWithHandAtMost(n=n):  # CR 102.3, 800.4a: opponents still in the game
            return sum(1 for p in s.players
                       if p.index != controller and not p.lost and len(p.hand) <= n)
        case DevotionToChosenColor():  # CR 700.5: only with the color a mana ability chose
            raise ValueError("devotion to the chosen color has a value only with a color "
                             "(rules.mana_production.production_amount)")
        case _:
            assert_never(a)


def is_constant(a: Amount) -> bool:
    """True when ``a`` doesn't depend on the game (a printed number)."""
    return isinstance(a, Fixed)


def _object(s: GameState, ref: ObjectRef, source: int | None, ctx: dict[str, Any] | None,
            affected: int | None) -> int | None:
    if isinstance(ref, ThisObject):
        return source
    if isinstance(ref, AffectedObject):
        return affected
    if isinstance(ref, EventObject) and ctx is not None:
        ev = ctx.get("event") or {}
        return ev.get("obj")
    if isinstance(ref, Those) and ctx is not None:  # "that creature": one object acted on
        those = (ctx.get("vars") or {}).get("those") or []
        return int(those[0]) if len(those) == 1 else None
    if isinstance(ref, TargetRef) and ctx is not None:
        ts = ctx.get("targets", [])
        return ts[ref.slot] if ref.slot < len(ts) and ts[ref.slot] > 0 else None
    raise ValueError(f"{type(ref).__name__} can't be read as a single object in an amount")


def count_cards(s: GameState, flt: ObjectFilter, zone: Zone, controller: int,
                source: int | None) -> int:
    """The number of cards in ``zone`` of every player matching ``flt`` from ``controller``'s
    point of view ("creature cards in your graveyard": "your" is the owner, CR 108.4a), judged
    on their copiable values (CR 707.2; the model has no effect changing a card's types off
    the battlefield). Reads no computed characteristics, so a characteristic-defining
    ability may count the very card it is on (CR 604.3) without recursion."""
    from mtgrules.rules.layers import printed_characteristics

    objects = s.objects
    return sum(1 for x in zone_objects(s, zone)
               if matches(s, x, printed_characteristics(objects[x]), flt, controller, source))


def devotion(s: GameState, chars: Mapping[int, Any], color: str, controller: int) -> int:
    """``controller``'s devotion to ``color`` (a color letter) given the permanents'
    characteristics ``chars`` (CR 700.5): the mana symbols of that color among the mana costs
    of the permanents they control; a hybrid symbol of that color counts once (700.5a)."""
    return devotion_to(s, chars, (Color(color),), controller)


def zone_objects(s: GameState, zone: Zone) -> list[int]:
    """Ids of the objects in ``zone`` of every player (CR 400.1), in turn order."""
    match zone:
        case Zone.BATTLEFIELD:
            return list(s.battlefield)
        case Zone.EXILE:
            return list(s.exile)
        case Zone.STACK:
            return list(s.stack)
        case Zone.GRAVEYARD:
            return [oid for p in s.players for oid in p.graveyard]
        case Zone.HAND:
            return [oid for p in s.players for oid in p.hand]
        case Zone.LIBRARY:
            return [oid for p in s.players for oid in p.library]
        case Zone.COMMAND:
            return []
        case _:
            assert_never(zone)
