"""Trigger conditions of a player dealt damage by certain sources (CR 120.3, 603.2), read as
:class:`~mtgrules.model.damage_triggers.PlayerDealtDamageBy`: ``"Whenever an opponent is
dealt damage by a red instant or sorcery spell you control or by a red planeswalker you
control"`` (Chandra's Phoenix). Grammar: ``"Whenever " PLAYER " is dealt damage by " SOURCE
[" or by " SOURCE]``, a SOURCE being a spell (the spell description of a target, CR 115.1)
or a permanent (:func:`mtgrules.oracle.phrases.parse_permanents`). Declared in
:mod:`mtgrules.oracle.readers` (EVENT_READERS, EVENT_RENDERERS_BY_TYPE)."""

from __future__ import annotations

import re

from mtgrules.model import TargetKind, TargetSlot, Whose
from mtgrules.model.damage_triggers import PlayerDealtDamageBy
from mtgrules.model.filters import ObjectFilter
from mtgrules.model.triggers import TriggerEvent
from mtgrules.oracle.phrases import parse_permanents, parse_target, render_permanents, render_target

_PLAYERS = {"an opponent": Whose.OPPONENT, "a player": Whose.ANY}
_PLAYERS_TEXT = {v: k for k, v in _PLAYERS.items()}
_EVENT = re.compile(r"Whenever (an opponent|a player) is dealt damage by (an? .+?)"
                    r"(?: or by (an? .+))?")


def _article(noun: str) -> str:
    return "an" if noun[:1] in "aeiou" else "a"


def _source(text: str) -> tuple[str, ObjectFilter] | None:
    """``"a red instant or sorcery spell you control"`` -> ("spell", filter); ``"a red
    planeswalker you control"`` -> ("permanent", filter); None otherwise."""
    article, noun = text.split(" ", 1)
    if article != _article(noun):
        return None
    m = re.fullmatch(r"(.*?)spell( you control| an opponent controls)?", noun)
    if m:
        t = parse_target(f"target {noun}")
        if t is None or t.kind != TargetKind.SPELL or t.count != 1 or t.up_to:
            return None
        return "spell", t.filter
    f = parse_permanents(noun)
    return None if f is None else ("permanent", f)


def _render_source(kind: str, f: ObjectFilter) -> str:
    if kind == "spell":
        noun = render_target(TargetSlot(TargetKind.SPELL, f))[len("target "):]
    else:
        noun = render_permanents(f)
    return f"{_article(noun)} {noun}"


def parse_event(text: str) -> TriggerEvent | None:
    """The trigger condition (without the comma) -> the event; None for other text."""
    m = _EVENT.fullmatch(text)
    if m is None:
        return None
    found: dict[str, ObjectFilter] = {}
    for part in (m.group(2), m.group(3)):
        if part is None:
            continue
        got = _source(part)
        if got is None or got[0] in found:
            return None
        found[got[0]] = got[1]
    if m.group(3) is not None and list(found) != ["spell", "permanent"]:
        return None  # (the order written: a spell, then a permanent)
    return PlayerDealtDamageBy(_PLAYERS[m.group(1)], found.get("spell"), found.get("permanent"))


def render_event(e: TriggerEvent) -> str | None:
    """The inverse of :func:`parse_event`; None for other events."""
    if not isinstance(e, PlayerDealtDamageBy):
        return None
    parts = [_render_source(k, f) for k, f in (("spell", e.spell), ("permanent", e.permanent))
             if f is not None]
    return f"Whenever {_PLAYERS_TEXT[e.who]} is dealt damage by " + " or by ".join(parts)
