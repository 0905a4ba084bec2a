"""Checks of what a save records for objects beyond their field types: the kind of each object
where it is (CR 111.1, 111.8, 704.5d-e), the choices recorded in ``chosen`` against what the
object's card could have chosen, and unique timestamps (CR 613.7).

:func:`check_objects` runs after :func:`mtgrules.saves.schema.check_state` (which checks the
types of the known ``chosen`` keys) and raises :class:`~mtgrules.errors.SaveError` naming the
JSON path of the first problem.
"""

from __future__ import annotations

from typing import Any

from mtgrules.cards.definition import CardDef
from mtgrules.cards.registry import get_card, is_known_card
from mtgrules.model.abilities import SpellAbility
from mtgrules.model.as_enters import AsEntersChoose, AsEntersChooseOne, ChoiceKind
from mtgrules.model.base import walk
from mtgrules.model.creature_types import CREATURE_TYPES
from mtgrules.model.replacement import EntersAsCopy
from mtgrules.saves.checks import fail, show

_TOKEN_NOT_AT_PRIORITY = ("graveyard", "exile", "library", "hand", "command")
"""Zones a token that left the battlefield stays in until state-based actions make it cease
to exist (CR 111.8, 704.5d): never when a player receives priority (704.3). A token is never
on the stack: it can't be cast nor moved from where it is (111.8)."""
_COPY_ZONES = ("stack", "gone")
"""Where a copy of a spell is (CR 707.10: it ceases to exist when it leaves the stack,
704.5e)."""


def check_objects(d: dict[str, Any], path: str = "state") -> None:
    """Each object's kind fits its zone, its recorded choices fit its card, and no two
    permanents or continuous effects share a timestamp.

    Raises SaveError naming the first bad field.
    """
    priority = d["pending"] is not None and d["pending"].get("kind") == "priority"
    seen: dict[int, str] = {}
    for i, o in enumerate(d["objects"]):
        op = f"{path}.objects[{i}]"
        _check_kind(o, op, priority)
        _check_chosen(o, op)
        if o["zone"] in ("battlefield", "phased_out"):
            _unique_timestamp(seen, o["timestamp"], f"{op}.timestamp")
    for i, e in enumerate(d["effects"]):
        _unique_timestamp(seen, e["ts"], f"{path}.effects[{i}].ts")
        if e["ts"] >= d["next_ts"]:
            raise fail(f"{path}.effects[{i}].ts", f"timestamp {e['ts']} is not below next_ts "
                       f"{d['next_ts']} (CR 613.7: timestamps are given in order)")


def _unique_timestamp(seen: dict[int, str], ts: int, at: str) -> None:
    """CR 613.7: each permanent and each continuous effect gets its own timestamp (even
    objects entering at once are ordered, 613.7m)."""
    if ts in seen:
        raise fail(at, f"timestamp {ts} is also {seen[ts]}'s (CR 613.7: no two permanents "
                   "or continuous effects share one)")
    seen[ts] = at


def _check_kind(o: dict[str, Any], op: str, priority: bool) -> None:
    """A token is never on the stack (CR 111.8), and at a priority decision only on the
    battlefield (or phased out, 702.26; 704.5d); a copy of a spell is only on the stack
    (707.10, 704.5e); an emblem only in the command zone (114.1); a "card" is never a token's definition outside the command zone (111.1:
    a token isn't a card; dungeons and designations are kept there, and a completed dungeon
    leaves the game, 309.7)."""
    kind, zone = o["kind"], o["zone"]
    if kind == "token" and (zone == "stack" or (priority and zone in _TOKEN_NOT_AT_PRIORITY)):
        raise fail(f"{op}.kind", f"object {o['id']} is a token in the {zone}"
                   + ("" if zone == "stack" else " at a priority decision") + ": a token is "
                   "never on the stack, and has ceased to exist in any zone but the "
                   "battlefield before a player gets priority (CR 111.8, 704.5d)")
    if kind == "emblem" and zone != "command":
        raise fail(f"{op}.zone", f"object {o['id']} is an emblem in the {zone}: emblems are "
                   "only in the command zone (CR 114.1)")
    if kind == "copy" and zone not in _COPY_ZONES:
        raise fail(f"{op}.kind", f"object {o['id']} is a copy of a spell in the {zone} "
                   "(CR 707.10, 704.5e)")
    if kind == "card" and zone not in ("command", "gone") and get_card(o["card"]).token:
        raise fail(f"{op}.kind", f"object {o['id']} is a card, but {show(o['card'])} is a "
                   "token's definition (CR 111.1)")
    if kind in ("card", "token") and zone in ("battlefield", "phased_out") and \
            not o["face_down"] and not o["chosen"].get("face_down"):
        d = get_card(o["card"])
        if not d.is_permanent_card() and not any(f.is_permanent_card() for f in d.faces):
            raise fail(f"{op}.card", f"object {o['id']} ({show(o['card'])}) is on the "
                       "battlefield, but only permanents are (CR 110.4b: an instant or "
                       "sorcery can't enter it)")


def _check_chosen(o: dict[str, Any], op: str) -> None:
    """The choices recorded for an object are ones its card could have made: a copy's copied
    permanent card (CR 707.5), the option of an "As ~ enters, choose" (614.12a), a spell's
    mode (700.2), the monstrous designation on a permanent (701.37b)."""
    ch = o["chosen"]
    if not ch:
        return
    if "copy" in ch:
        _check_copy(o, ch["copy"], f"{op}.chosen.copy")
    own = get_card(ch.get("copy") or o["card"])
    kinds = [n.what for n in _nodes(own) if isinstance(n, AsEntersChooseOne)]
    if "as_enters" in ch and kinds:
        _check_chosen_one(ch["as_enters"], kinds[0], f"{op}.chosen.as_enters")
    elif "as_enters" in ch:
        options = {w for n in _nodes(own) if isinstance(n, AsEntersChoose) for w in n.options}
        if ch["as_enters"] not in options:
            raise fail(f"{op}.chosen.as_enters", f"{show(ch['as_enters'])} is not an option "
                       f"{own.name} offers as it enters"
                       + (f" ({', '.join(sorted(options))})" if options else "") +
                       " (CR 614.12a)")
    if "mode" in ch and o["kind"] in ("card", "copy") and o["zone"] == "stack":
        sa = next((a for a in own.abilities if isinstance(a, SpellAbility)), None)
        n = len(sa.selections()) if sa is not None else 0
        if not 0 <= ch["mode"] < n:
            raise fail(f"{op}.chosen.mode", f"{own.name} has "
                       + (f"choices of modes 0 to {n - 1}" if n else "no modes")
                       + f", not {ch['mode']} (CR 700.2)")
    if "monstrous" in ch and (ch["monstrous"] is not True
                              or o["zone"] not in ("battlefield", "phased_out")):
        raise fail(f"{op}.chosen.monstrous", f"expected true on a permanent, not "
                   f"{show(ch['monstrous'])} on an object in the {o['zone']} (CR 701.37b: a "
                   "permanent's designation, lost as it leaves the battlefield)")
    if ("copy_except" in ch or "copy_merged" in ch) and "copy" not in ch:
        raise fail(f"{op}.chosen", "copy exceptions or components without a copy (CR 707.9)")


def _check_chosen_one(value: str, what: ChoiceKind, at: str) -> None:
    """The answer to "As ~ enters, choose a creature type / a card name / a color" (CR
    614.12a) is one: a creature type (205.3m), a card's name (201.3), a color (105.1)."""
    if what == ChoiceKind.CREATURE_TYPE:
        ok = value in CREATURE_TYPES
    elif what == ChoiceKind.COLOR:
        ok = value in ("white", "blue", "black", "red", "green")
    else:
        ok = is_known_card(value)
    if not ok:
        raise fail(at, f"{show(value)} is not {what.value} (CR 614.12a)")


def _check_copy(o: dict[str, Any], copied: str, at: str) -> None:
    """A permanent that entered as a copy, or a token copy (CR 707.5, 111.2): the copied
    definition is a permanent's, and the object could copy (a token, or a card whose text
    lets it enter as a copy)."""
    d = get_card(copied)
    if not d.is_permanent_card():
        raise fail(at, f"{show(copied)} is not a permanent to copy (CR 707.5)")
    if o["kind"] == "token":
        return
    card = get_card(o["card"])
    if not any(isinstance(n, EntersAsCopy) for n in _nodes(card)):
        raise fail(at, f"{card.name} could not have entered as a copy of {show(copied)} "
                   "(CR 707.5: it has no \"enter as a copy\" ability)")


def _nodes(card: CardDef) -> list[Any]:
    """Every model node of the card's abilities (Class levels and faces included)."""
    out: list[Any] = []
    for a in (*card.abilities, *(x for _, x in card.level_abilities)):
        out.extend(walk(a))
    for face in card.faces:
        out.extend(_nodes(face))
    return out
