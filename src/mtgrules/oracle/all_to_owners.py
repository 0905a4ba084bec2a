"""``"Return all [permanents] to their owners' hands"`` (Devastation Tide) and ``"Put all
[permanents] on the bottom of their owners' libraries"`` (Terminus) ->
:class:`~mtgrules.model.all_to_owners.AllToOwners` (CR 400.7, 401.4); the group is the shared
plural phrase reader's (:func:`mtgrules.oracle.plurals.parse_plural`: "creatures", "nonland
permanents", "creatures your opponents control"). Declared in :mod:`mtgrules.oracle.readers`."""

from __future__ import annotations

import re

from mtgrules.model.all_to_owners import AllToOwners, OwnersZone
from mtgrules.model.base import Zone
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.oracle.phrases import common
from mtgrules.oracle.plurals import parse_plural, render_plural

_VERB = {OwnersZone.HANDS: "Return", OwnersZone.LIBRARY_BOTTOM: "Put"}
_SENTENCE = re.compile(r"(Return|Put) all (.+) (" + "|".join(re.escape(z.value)
                                                            for z in OwnersZone) + ")")


def parse(s: str, slots: object) -> list[Effect] | None:
    """One sentence (no final period); None for other sentences."""
    m = _SENTENCE.fullmatch(s)
    if not m:
        return None
    to = OwnersZone(m.group(3))
    f = parse_plural(m.group(2))
    if m.group(1) != _VERB[to] or f is None or common(f).zone != Zone.BATTLEFIELD:
        return None
    return [AllToOwners(f, to)]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not isinstance(e, AllToOwners):
        return None
    return f"{_VERB[e.to]} all {render_plural(e.filter)} {e.to.value}"
