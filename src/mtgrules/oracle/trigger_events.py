"""Trigger conditions composed from the shared event readers (CR 603.2, 603.6a, 603.10a,
701.27e).

- ``"Whenever a player casts a green spell"``, ``"Whenever an opponent casts a spell"``:
  :class:`~mtgrules.model.SpellCast` with its caster any player or an opponent (CR 601.2i);
  the spell is read by the same reader as ``"Whenever you cast ..."``;
- ``"Whenever ~ or another creature dies"``, ``"Whenever ~ or another Human creature you
  control dies"``: :class:`~mtgrules.model.Dies` with ``or_this`` (CR 603.10a, 700.4);
- ``"At the beginning of each combat"``: every player's beginning of combat step (CR 507.1);
- ``"Whenever ~ transforms into ~"``, ``"Whenever ~ enters or transforms into ~"``:
  :class:`~mtgrules.model.faces.TransformsInto` (CR 701.27e, 603.6a).

Declared in :mod:`mtgrules.oracle.readers` (EVENT_READERS, EVENT_RENDERERS_BY_TYPE).
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.model import BeginningOf, Dies, Each, SpellCast, Step, Whose
from mtgrules.model.faces import TransformsInto
from mtgrules.model.triggers import TriggerEvent
from mtgrules.oracle import triggers

_CASTER = {"a player casts": Whose.ANY, "an opponent casts": Whose.OPPONENT}
_CASTER_OF = {v: k for k, v in _CASTER.items()}
_TRANSFORMS = {"Whenever ~ transforms into ~": TransformsInto(),
               "Whenever ~ enters or transforms into ~": TransformsInto(or_enters=True)}
_TRANSFORMS_OF = {v: k for k, v in _TRANSFORMS.items()}
_EACH_COMBAT = ("At the beginning of each combat", BeginningOf(Step.BEGINNING_OF_COMBAT, Whose.ANY))


def parse_event(text: str) -> TriggerEvent | None:
    """A trigger condition of this family -> its event; None for other text."""
    if text in _TRANSFORMS:
        return _TRANSFORMS[text]
    if text == _EACH_COMBAT[0]:  # CR 507.1
        return _EACH_COMBAT[1]
    m = re.fullmatch(r"Whenever (a player casts|an opponent casts) (.+)", text)
    if m:  # the spell as "Whenever you cast" reads it (CR 601.2i)
        mine = triggers.parse_event(f"Whenever you cast {m.group(2)}")
        if not isinstance(mine, SpellCast) or mine.nth is not None or mine.targets_this:
            return None
        return dataclasses.replace(mine, who=_CASTER[m.group(1)])
    m = re.fullmatch(r"Whenever ~ or (another .+) dies", text)
    if m:  # CR 603.10a: this object dying, or another one
        other = triggers.parse_event(f"Whenever {m.group(1)} dies")
        if type(other) is not Dies or not isinstance(other.what, Each) or other.one_or_more \
                or other.any_permanent or other.or_this:
            return None
        return dataclasses.replace(other, or_this=True)
    return None


def render_event(e: TriggerEvent) -> str | None:
    """The inverse of :func:`parse_event`; None for an event it didn't read."""
    if isinstance(e, TransformsInto):
        return _TRANSFORMS_OF[e]
    if e == _EACH_COMBAT[1]:
        return _EACH_COMBAT[0]
    if isinstance(e, SpellCast) and e.who in _CASTER_OF:
        mine = triggers.render_event(dataclasses.replace(e, who=Whose.YOU))
        return f"Whenever {_CASTER_OF[e.who]} {mine[len('Whenever you cast '):]}"
    if isinstance(e, Dies) and e.or_this:
        other = triggers.render_event(dataclasses.replace(e, or_this=False))
        return f"Whenever ~ or {other[len('Whenever '):]}"
    return None
