"""Every matching card of some graveyards put onto the battlefield (CR 400.7, 110.2a;
:class:`~mtgrules.model.graveyard_returns.PutAllFromGraveyards`):

- ``"Put all creature cards from all graveyards onto the battlefield under your control"``
  (Liliana Vess's −8);
- ``"Return all creature cards from your graveyard to the battlefield"``.

The card noun is the shared one of :mod:`mtgrules.oracle.counts` ("creature card", "artifact
card"), made plural by its last word. A noun that may name an Aura (enchantment, permanent) is
not read: an Aura put onto the battlefield this way needs its owner's choice of what it
enchants, or stays in the graveyard (CR 303.4f-g), which this effect doesn't make.
"""

from __future__ import annotations

import re

from mtgrules.model import AnyOf, CardType, EachPlayer, Filter, TargetSlot, You, Zone
from mtgrules.model.effects import Effect
from mtgrules.model.graveyard_returns import PutAllFromGraveyards
from mtgrules.oracle.counts import card_noun, render_card_noun
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.phrases import with_fields

_PUT = re.compile(r"Put all (.+) cards from all graveyards onto the battlefield under your "
                  r"control")
_RETURN = re.compile(r"Return all (.+) cards from your graveyard to the battlefield")


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """One of the sentences above (no final period); None for others."""
    m = _PUT.fullmatch(s)
    got = _RETURN.fullmatch(s) if m is None else m
    if got is None:
        return None
    f = card_noun(got.group(1) + " card")
    if f is None or any(not p.types or CardType.ENCHANTMENT in p.types
                        for p in (f.parts if isinstance(f, AnyOf) else (f,))
                        if isinstance(p, Filter)) or \
            (isinstance(f, AnyOf) and not all(isinstance(p, Filter) for p in f.parts)):
        return None  # no Aura (CR 303.4f-g)
    f = with_fields(f, zone=Zone.GRAVEYARD)
    if m is not None:
        return [PutAllFromGraveyards(f, EachPlayer(), under_your_control=True)]
    return [PutAllFromGraveyards(f, You())]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not isinstance(e, PutAllFromGraveyards):
        return None
    noun = render_card_noun(with_fields(e.filter, zone=Zone.BATTLEFIELD))
    if not noun.endswith("card"):
        return None
    noun = noun[: -len("card")]
    if e.whose == EachPlayer() and e.under_your_control:
        return f"Put all {noun}cards from all graveyards onto the battlefield under your control"
    if e.whose == You() and not e.under_your_control:
        return f"Return all {noun}cards from your graveyard to the battlefield"
    return None
