"""A trigger's effect whose words name its event (CR 603.2, 608.2c):
``"return it to its owner's hand."`` after ``~`` is put into a graveyard (the card, 603.6d,
400.7), ``"you gain that much life."`` after a damage trigger (120.3), ``"that player discards
a card."`` after combat damage to a player (510.2), ``"you may discard a card. If you do, draw a
card."`` (608.2d, 701.9).

Declared in :mod:`mtgrules.oracle.readers`: :func:`parse_trigger_effect` with the trigger-effect
readers, :func:`render_node` for ``ReturnDiedCard`` and :func:`render_sequence` with the
sequence renderers.
"""

from __future__ import annotations

import re

from mtgrules.model import (
    DealsCombatDamageToPlayer,
    DealsDamage,
    Dies,
    Discard,
    EventAmount,
    EventPlayer,
    Fixed,
    GainLife,
    MayDiscardThen,
    Mill,
    ReturnDiedCard,
    TargetSlot,
    ThisObject,
    You,
)
from mtgrules.model.effects import Effect
from mtgrules.model.triggers import TriggerEvent
from mtgrules.oracle.effects import (
    Slots,
    parse_effect,
    render_effect,
)
from mtgrules.oracle.effects_base import cap, low

Targets = tuple[TargetSlot, ...]

_LEAVES = (Dies(ThisObject(), any_permanent=True), Dies(ThisObject()))


def parse_trigger_effect(event: TriggerEvent, rest: str, slots: Slots
                         ) -> tuple[Effect, ...] | None:
    """A trigger's effect whose pronoun or amount names the event: ``"return it to its
    owner's hand."`` after ``~`` is put into a graveyard (CR 603.6d), ``"you gain that much
    life."`` after a damage trigger (120.3). None for other text."""
    m = re.fullmatch(r"you may discard (a card|two cards)\. If you do, (.+)", rest)
    if m:  # CR 608.2d, 701.9
        n = 1 if m.group(1) == "a card" else 2
        return (MayDiscardThen(n), Discard(Fixed(n), You()),
                *parse_effect(cap(m.group(2)), slots))
    m = re.fullmatch(r"that player (discards|mills) (a card|two cards|three cards)\.", rest)
    if m and isinstance(event, DealsCombatDamageToPlayer):  # the player dealt damage
        n = {"a card": 1, "two cards": 2, "three cards": 3}[m.group(2)]
        return (Discard(Fixed(n), EventPlayer()) if m.group(1) == "discards" else
                Mill(Fixed(n), EventPlayer()),)
    if rest == "return it to its owner's hand." and event in _LEAVES:
        return (ReturnDiedCard(),)
    if rest == "you gain that much life." and isinstance(event, DealsDamage):
        return (GainLife(EventAmount(), You()),)
    return None




def render_node(e: Effect, targets: Targets) -> str | None:
    """``"Return it to its owner's hand"`` (:class:`~mtgrules.model.ReturnDiedCard`); None for
    other nodes."""
    return "Return it to its owner's hand" if isinstance(e, ReturnDiedCard) else None


def render_sequence(effect: tuple[Effect, ...], targets: Targets) -> str | None:
    """A whole effect the shared renderer can't write ("You gain that much life.", "You may
    discard a card. If you do, draw a card."); None for other effects. ("You may pay {1}. If
    you do, ..." is :mod:`mtgrules.oracle.may_pay`'s.)"""
    if effect == (GainLife(EventAmount(), You()),):
        return "You gain that much life."
    if len(effect) == 1 and isinstance(e := effect[0], Discard | Mill) and \
            isinstance(e.who, EventPlayer) and isinstance(e.count, Fixed) and \
            1 <= e.count.n <= 3:
        cards = ("a card", "two cards", "three cards")[e.count.n - 1]
        verb = "discards" if isinstance(e, Discard) else "mills"
        return f"That player {verb} {cards}."
    try:
        if len(effect) > 2 and isinstance(effect[0], MayDiscardThen) and \
                effect[1] == Discard(Fixed(effect[0].count), You()) and effect[0].count <= 2:
            cards = "a card" if effect[0].count == 1 else "two cards"
            return f"You may discard {cards}. If you do, " \
                   f"{low(render_effect(effect[2:], targets))}"
    except ValueError:
        return None
    return None


