"""The definitions of player designations kept as command-zone objects: the monarch
(CR 724; the rules are in :mod:`mtgrules.rules.monarch`)."""

from __future__ import annotations

from mtgrules.cards.definition import CardDef, TypeLine
from mtgrules.model import BecomeMonarch, Draw, EventPlayer, Fixed, MonarchTrigger, You
from mtgrules.model.abilities import TriggeredAbility

MONARCH = "The Monarch"
MONARCH_SHOWN = "the monarch designation"
"""How the log shows the monarch's object (CR 724: a designation, not a card or permanent)."""

_DRAW = "At the beginning of the monarch's end step, that player draws a card."
_DAMAGE = ("Whenever a creature deals combat damage to the monarch, its controller becomes "
           "the monarch.")


def monarch_definition() -> CardDef:
    """The monarch designation (CR 724.2): no types, no cost, its two inherent triggered
    abilities (keys ``"The Monarch#0"`` and ``"The Monarch#1"``), kept with the tokens (it is
    never a card in a deck)."""
    return CardDef(
        name=MONARCH, mana_cost=None, type_line=TypeLine((), (), ()),
        oracle=f"{_DRAW}\n{_DAMAGE}",
        abilities=(
            TriggeredAbility(f"{MONARCH}#0", _DRAW, event=MonarchTrigger(False),
                             effect=(Draw(You(), Fixed(1)),)),
            TriggeredAbility(f"{MONARCH}#1", _DAMAGE, event=MonarchTrigger(True),
                             effect=(BecomeMonarch(EventPlayer()),)),
        ),
        color_indicator=(), token=True)
