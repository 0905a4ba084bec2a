"""Phasing (CR 702.26).

A phased-out permanent is treated as though it doesn't exist (702.26b): its id leaves the
battlefield list (so nothing that looks at permanents sees it) and its zone reads
``"phased_out"``, but it doesn't change zones (702.26d): it keeps its id, counters, damage and
attachments, and no zone-change ability triggers. The record of who it phased out under, and
whether directly or indirectly (702.26g: what was attached to it goes with it), is kept in
``state.extra["phased_out"]`` (plain data, DESIGN 3).

During each player's untap step, before untapping, their phased-in permanents with phasing
phase out and, simultaneously, the permanents that phased out directly under their control
phase in, bringing back what phased out with them (702.26a, 702.26g); an Aura or Equipment
that phased out directly returns attached if what it was attached to is still on the
battlefield, else unattached (702.26i). A permanent that phases out is removed from combat
(506.4).
"""

from __future__ import annotations

from typing import Any

from mtgrules.log import log_event, name_of
from mtgrules.rules.layers import compute_battlefield
from mtgrules.state.game_state import GameState

PHASED = "phased_out"
"""The ``state.extra`` key: ``{str(object id): {"player": controller, "indirect": bool}}``."""
ZONE = "phased_out"
"""The zone a phased-out permanent reads (it is still on the battlefield, 702.26d)."""


def _records(s: GameState) -> dict[str, Any]:
    got: dict[str, Any] = s.extra.setdefault(PHASED, {})
    return got


def phase_out(s: GameState, oids: list[int], rule: str = "702.26b") -> list[int]:
    """Phase out the permanents ``oids`` (those on the battlefield) directly, and what is
    attached to them indirectly (702.26g; both at once: only indirectly, 702.26h); returns
    the ids that phased out."""
    chars = compute_battlefield(s)
    direct = [x for x in dict.fromkeys(oids) if x in chars]
    indirect: set[int] = set()
    frontier = list(direct)
    while frontier:
        host = frontier.pop()
        for a in s.battlefield:
            if s.objects[a].attached_to == host and a not in indirect:
                indirect.add(a)
                frontier.append(a)
    out = direct + [a for a in s.battlefield if a in indirect and a not in direct]
    rec = _records(s)
    for oid in out:
        rec[str(oid)] = {"player": chars[oid].controller, "indirect": oid in indirect}
        s.battlefield.remove(oid)
        s.objects[oid].zone = ZONE
        if s.combat is not None:
            s.combat.remove(oid)  # CR 506.4
        log_event(s, "phase_out", rule, f"{name_of(s, oid)} phases out", None, [oid])
    if out:
        s.touch()
    return out


def phased_out(s: GameState, oid: int) -> bool:
    """Whether object ``oid`` is phased out."""
    return s.objects[oid].zone == ZONE


def _phase_in(s: GameState, oid: int) -> None:
    rec = _records(s).pop(str(oid))
    o = s.objects[oid]
    o.zone = "battlefield"
    s.battlefield.append(oid)
    host = o.attached_to
    if host is not None and not rec["indirect"] and (
            host not in s.objects or s.objects[host].zone != "battlefield"):
        o.attached_to = None  # CR 702.26i: its host is gone: it phases in unattached
    log_event(s, "phase_in", "702.26c", f"{name_of(s, oid)} phases in", None, [oid])
    for a in [int(k) for k, r in list(_records(s).items())
              if r["indirect"] and s.objects[int(k)].attached_to == oid]:
        _phase_in(s, a)  # 702.26g: what phased out with it phases in with it


def untap_step_phasing(s: GameState) -> None:
    """CR 702.26a: the active player's phased-in permanents with phasing phase out and,
    simultaneously, those that phased out (directly) under their control phase in. Cheap when
    no permanent has phasing and none is phased out."""
    rec = s.extra.get(PHASED)
    chars = compute_battlefield(s)
    going = [x for x in s.battlefield if chars[x].controller == s.active
             and "phasing" in chars[x].keywords]
    coming = [int(k) for k, r in rec.items() if r["player"] == s.active
              and not r["indirect"]] if rec else []
    if going:
        phase_out(s, going, "702.26a")
    for oid in coming:
        if str(oid) in _records(s):
            _phase_in(s, oid)
    if coming:
        s.touch()
    if PHASED in s.extra and not s.extra[PHASED]:
        del s.extra[PHASED]
