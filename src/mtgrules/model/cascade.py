"""Model nodes of cascade (CR 702.85): the trigger event "When you cast this spell" and the
two steps of its effect.

Cascade is a triggered ability that functions only while the spell with cascade is on the
stack (702.85a): "When you cast this spell, exile cards from the top of your library until
you exile a nonland card whose mana value is less than this spell's mana value. You may cast
that card without paying its mana cost if the resulting spell's mana value is less than this
spell's mana value. Then put all cards exiled this way that weren't cast on the bottom of
your library in a random order." Each instance triggers separately (702.85c).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node


@dataclass(frozen=True, slots=True)
class CastThisSpell(Node):
    """"When you cast this spell" (CR 601.2i, 603.2, 702.85a): an ability of a spell that
    triggers as the spell becomes cast, functioning only while it is on the stack (113.6b,
    702.85a). The trigger records the spell's mana value then (``mana_value``, with X,
    202.3e): the effect compares with it (113.7a: last known information if the spell has
    left the stack by then)."""


@dataclass(frozen=True, slots=True)
class CascadeExile(Node):
    """"Exile cards from the top of your library until you exile a nonland card whose mana
    value is less than this spell's mana value. You may cast that card without paying its
    mana cost if the resulting spell's mana value is less than this spell's mana value."
    (CR 702.85a): the cards exiled become "those" of the effect; the cast is a ``may``
    decision, offered only if the card could be cast now (timing aside, 608.2g)."""


@dataclass(frozen=True, slots=True)
class CascadeBottom(Node):
    """"Then put all cards exiled this way that weren't cast on the bottom of your library in
    a random order." (CR 702.85a)"""
