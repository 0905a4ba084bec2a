"""Protection (CR 702.16): "DEBT": damage from sources with the quality is prevented
(702.16e, applied by :mod:`mtgrules.rules.prevention`), the protected permanent can't be
enchanted or equipped by such Auras and Equipment (702.16c-d), can't be blocked by such
creatures (702.16f), and can't be targeted by such spells or by abilities from such sources
(702.16b).

A protection ability is a static ability whose rule modification is a
:class:`~mtgrules.model.ProtectionFrom` (so "gains protection from red until end of turn"
works like any other granted rule); the characteristics of the protected object list it in
``rules``.
"""

from __future__ import annotations

from typing import Any

from mtgrules.model.prevention import ProtectionFrom
from mtgrules.rules.layers import Characteristics, characteristics
from mtgrules.state.game_state import GameState


def protections(c: Characteristics) -> list[ProtectionFrom]:
    """The protection abilities an object has (CR 702.16a), from its characteristics."""
    if not c.rules:
        return []
    return [r for r in c.rules if isinstance(r, ProtectionFrom)]


def has_quality(p: ProtectionFrom, colors: frozenset[str] | set[str],
                types: frozenset[str] | set[str]) -> bool:
    """Whether a source with ``colors`` and card ``types`` has the quality of ``p``
    (CR 702.16a: a card type quality applies to permanents and other sources of that type;
    702.16j: everything)."""
    if p.everything:
        return True
    if p.colors and {c.value for c in p.colors} & set(colors):
        return True
    return bool(p.types and {t.value for t in p.types} & set(types))


def source_traits(s: GameState, source: int,
                  lki: dict[str, Any] | None = None) -> tuple[frozenset[str], frozenset[str]]:
    """(colors, card types) of a source: its current characteristics, or its last known
    information when it left the battlefield or the stack (CR 608.2h, 609.7)."""
    o = s.objects.get(source)
    if o is None:
        return frozenset(), frozenset()
    if o.zone in ("battlefield", "stack") or not (lki or o.lki):
        c = characteristics(s, source)
        return c.colors, c.types
    info = lki or o.lki or {}
    return frozenset(info.get("colors", ())), frozenset(info.get("types", ()))


def protected_from(s: GameState, protected: Characteristics, source: int,
                   lki: dict[str, Any] | None = None) -> bool:
    """Whether an object with characteristics ``protected`` has protection from ``source``
    (CR 702.16a). An ability on the stack is judged by its source (702.16b)."""
    ps = protections(protected)
    if not ps:
        return False
    o = s.objects.get(source)
    if o is not None and o.kind == "ability" and o.source is not None:
        source, lki = o.source, o.lki
    colors, types = source_traits(s, source, lki)
    return any(has_quality(p, colors, types) for p in ps)


def can_block(s: GameState, blocker: int, attacker_chars: Characteristics) -> bool:
    """CR 702.16f: an attacking creature with protection can't be blocked by creatures
    with the quality."""
    return not protected_from(s, attacker_chars, blocker)


def can_target(s: GameState, target_chars: Characteristics, source: int | None) -> bool:
    """CR 702.16b: a permanent with protection can't be the target of spells with the
    quality or of abilities from a source with the quality (``source`` is the spell, or the
    ability's source)."""
    return source is None or not protected_from(s, target_chars, source)


def can_attach(s: GameState, attachment: int, to_chars: Characteristics) -> bool:
    """CR 702.16c-d: a permanent with protection can't be enchanted by Auras, or equipped or
    fortified by Equipment or Fortifications, with the quality."""
    return not protected_from(s, to_chars, attachment)


def attach_restriction(s: GameState, attachment: int, target: int,
                       chars: dict[int, Characteristics]) -> bool:
    """:func:`can_attach` as a restriction of :mod:`mtgrules.rules.attachments` (so an Aura
    or Equipment with the quality can't become attached, and one already attached is put
    into the graveyard or unattached as a state-based action, 704.5m-n)."""
    t = chars.get(target)
    return t is None or not t.rules or can_attach(s, attachment, t)
