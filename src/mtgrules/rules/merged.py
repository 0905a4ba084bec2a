"""Merged permanents (CR 729): the components of a permanent beyond its topmost one.

A merged permanent (a mutated creature, 702.140c) is one object represented by several cards
or tokens. Its topmost component is its ``card``/``kind``; the others are listed, top to
bottom, in ``chosen["merged"]`` as ``{"card": name, "kind": "card" | "token"}``. It has the
characteristics of its topmost component (729.2a) and, for a mutated permanent, all the
abilities of each component (702.140e): :func:`component_abilities`. How it merges and how
its components leave the battlefield (729.3) is :mod:`mtgrules.rules.mutate`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtgrules.cards.registry import get_card
from mtgrules.log import log_event, name_of
from mtgrules.model.base import Ability
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import GameObject

__all__ = ["component_abilities", "components", "copiable_components", "leave_components",
           "merged_key"]


def components(chosen: dict[str, Any] | None) -> list[dict[str, str]]:
    """The components below the topmost one (empty for a permanent that isn't merged): a
    mutated permanent's (``"merged"``) or a melded permanent's other card (``"melded"``,
    CR 712.4a)."""
    if not chosen:
        return []
    return chosen.get("merged") or chosen.get("melded") or []


def copiable_components(chosen: dict[str, Any] | None) -> list[dict[str, str]]:
    """The components below the topmost one whose abilities are part of the copiable values
    (CR 729.2a, 707.2): a merged permanent's own, or those of the merged permanent an object
    entered as a copy of (``chosen["copy_merged"]``)."""
    if not chosen:
        return []
    return chosen.get("merged") or chosen.get("copy_merged") or []


def merged_key(chosen: dict[str, Any] | None) -> tuple[str, ...]:
    """The names of the components below the topmost one, for caching characteristics."""
    return tuple(c["card"] for c in copiable_components(chosen))


def component_abilities(chosen: dict[str, Any] | None) -> tuple[Ability, ...]:
    """The printed abilities of the components below the topmost one, top to bottom
    (CR 702.140e: a mutated permanent has all abilities of each card and token)."""
    out: tuple[Ability, ...] = ()
    for c in copiable_components(chosen):
        out += get_card(c["card"]).abilities
    return out


def leave_components(s: GameState, old: GameObject, new: GameObject, to: str, position: str,
                     make: Callable[[GameState, str, int, str, str], GameObject]) -> list[int]:
    """A merged permanent ``old`` left the battlefield as ``new`` (its topmost component):
    each other component is put into the same zone as a new object too (CR 729.3), after
    it, in component order (729.3a lets the owner order them; the order top to bottom is
    kept); a token component goes there and ceases to exist when state-based actions are
    checked (704.5d). ``make`` creates an object (:func:`mtgrules.rules.zone_change.
    new_object`). Returns the new objects' ids."""
    out = []
    for c in components(old.chosen):
        card = c["card"]
        o = make(s, card.partition("|")[0] if to != "battlefield" else card, old.owner, to,
                 c["kind"])
        if c["kind"] == "token" and to != "battlefield":
            s.extra["token_left"] = True
        if to in ("library", "hand", "graveyard"):
            lst = getattr(s.players[old.owner], to)
            if to == "library" and position != "bottom":
                lst.insert(lst.index(new.id) + 1 if new.id in lst else 0, o.id)
            else:
                lst.append(o.id)
        elif to == "exile":
            s.exile.append(o.id)
        elif to == "battlefield":
            o.controller = new.controller
            o.sick = True
            s.battlefield.append(o.id)
        out.append(o.id)
        log_event(s, "component", "729.3", f"{name_of(s, o.id)}, a component of "
                  f"{name_of(s, old.id)}, is put into the {to}", None, [old.id, o.id])
    s.touch()
    return out
