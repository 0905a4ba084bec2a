"""Resolving the model's object and player references (:mod:`mtgrules.model.refs`) in the
context of a resolving effect, and evaluating its amounts."""

from __future__ import annotations

from typing import assert_never

from mtgrules.model.amounts import Amount, Fixed
from mtgrules.model.base import Zone
from mtgrules.model.filters import Filter
from mtgrules.model.refs import (
    AffectedObject,
    AttachedObject,
    AttackedPlayerOrPlaneswalker,
    ControllerOf,
    DefendingPlayer,
    Each,
    EachInChosenSector,
    EachOpponent,
    EachPlayer,
    EventObject,
    EventPlayer,
    ExiledCards,
    PlayerOrControllerOf,
    Ref,
    TargetAndSameName,
    TargetRef,
    ThisAndPaired,
    ThisObject,
    Those,
    You,
)
from mtgrules.rules.amounts import evaluate
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import characteristics, compute_battlefield, controller_of
from mtgrules.rules.linked_exile import exiled_with
from mtgrules.rules.pairing import partner
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import player_ref, ref_player


def died_card(s: GameState, f: Frame) -> int | None:
    """The card a permanent became when the trigger's event put it into a graveyard from the
    battlefield (the leaves event's new object, CR 400.7, 603.6d), while it is still in that
    graveyard; None otherwise (it has left it: a new object again, or another event)."""
    ev = f.data["ctx"].get("event") or {}
    card = ev.get("new")
    if not isinstance(card, int) or card not in s.objects or \
            s.objects[card].zone != "graveyard" or ev.get("to") != "graveyard":
        return None
    return card


def refs(s: GameState, f: Frame, what: Ref) -> list[int]:
    """Object ids / player references ``what`` names in this effect's context (CR 608.2):
    a target only if it is still legal (illegal ones were replaced by 0 on resolution,
    CR 608.2b); "this" only while the source is on the battlefield; :class:`Each` every
    matching permanent now; :class:`Those` what the previous effect acted on."""
    ctx = f.data["ctx"]
    match what:
        case TargetRef(slot=i):
            t = ctx["targets"][i] if i < len(ctx["targets"]) else 0
            return [t] if t else []
        case ThisObject():
            src = ctx["source"]
            # the same object: still on the battlefield, or still in the graveyard for an
            # ability functioning there (CR 113.6); a moved card is a new object (400.7)
            return [src] if src in s.objects and s.objects[src].zone in (
                "battlefield", "graveyard") else []
        case AttachedObject():
            src = s.objects.get(ctx["source"])
            t = src.attached_to if src is not None else None
            return [t] if t is not None else []
        case Each(filter=Filter(zone=Zone.STACK) as flt, controlled_by=None):
            return [oid for oid in s.stack if s.objects[oid].kind != "ability" and matches(
                s, oid, characteristics(s, oid), flt, ctx["controller"], ctx["source"])]
        case Each(filter=flt, controlled_by=by):
            chars = compute_battlefield(s)
            ids = [oid for oid in s.battlefield
                   if matches(s, oid, chars[oid], flt, ctx["controller"], ctx["source"])]
            if by is not None:
                ps = set(players(s, f, by))
                ids = [oid for oid in ids if chars[oid].controller in ps]
            return ids
        case EachInChosenSector(filter=flt):
            sector = ctx["vars"].get("sector")
            chars = compute_battlefield(s)
            return [oid for oid in s.battlefield if s.objects[oid].sector == sector
                    and matches(s, oid, chars[oid], flt, ctx["controller"], ctx["source"])]
        case TargetAndSameName(target=TargetRef(slot=i), filter=flt):  # CR 201.2
            t = ctx["targets"][i] if i < len(ctx["targets"]) else 0
            if not t or t not in s.objects or s.objects[t].zone != "battlefield":
                return []
            chars = compute_battlefield(s)
            name = chars[t].name
            return [t] + [oid for oid in s.battlefield if oid != t and name
                          and chars[oid].name == name and not s.objects[oid].face_down
                          and matches(s, oid, chars[oid], flt, ctx["controller"],
                                      ctx["source"])]
        case EventObject():
            ev = ctx.get("event") or {}
            if "obj" in ev:
                return [ev["obj"]]
            # a damage event's "it": the source that dealt the damage (CR 120.3, 510.2)
            return [ev["source"]] if ev.get("type") == "damage" else []
        case Those():
            return list(ctx["vars"].get("those", []))
        case ExiledCards():  # CR 607.2a: what the source's linked ability exiled
            return exiled_with(s, ctx["source"])
        case ThisAndPaired():  # soulbond: it and the creature it's paired with (702.95b)
            other = partner(s, ctx["source"]) if isinstance(ctx["source"], int) else None
            return [ctx["source"], other] if other is not None else []
        case AffectedObject():
            raise ValueError("'it' of a continuous effect used in a one-shot effect")
        case You():
            return [player_ref(ctx["controller"])]
        case EachPlayer():
            return [player_ref(p.index) for p in s.players if not p.lost]
        case EachOpponent():
            return [player_ref(p.index) for p in s.players
                    if p.index != ctx["controller"] and not p.lost]
        case DefendingPlayer():
            ev = ctx.get("event") or {}
            return [ev["defender_player"]] if "defender_player" in ev else []
        case AttackedPlayerOrPlaneswalker():  # CR 508.1b; what it attacked once it left (608.2h)
            ev = ctx.get("event") or {}
            attacker = ev.get("obj")
            d = s.combat.attackers.get(attacker) if s.combat is not None and \
                isinstance(attacker, int) else None
            d = d if d is not None else ev.get("defender")
            if not isinstance(d, int) or not d:
                return []
            if ref_player(d) is None and (d not in s.objects or
                                          s.objects[d].zone != "battlefield"):
                return []  # the planeswalker it attacked has left the battlefield
            return [d]
        case EventPlayer():
            ev = ctx.get("event") or {}
            if "player" in ev:
                return [player_ref(ev["player"])]
            if ev.get("type") == "step_begin":  # "that player": whose step it is (503.1a)
                return [player_ref(ev["active"])]
            if ev.get("type") in ("enters", "leaves") and "controller" in ev:
                return [player_ref(ev["controller"])]  # the permanent's controller (603.10a)
            hit = ev.get("target")  # a damage event's "that player": the one dealt damage
            return [hit] if isinstance(hit, int) and ref_player(hit) is not None else []
        case ControllerOf(obj=obj):  # CR 108.4; last known information if it left (608.2h)
            # a target player stands for themself: "that player or that planeswalker's
            # controller" (a player-or-planeswalker target, CR 115.4)
            out: list[int] = [r for r in refs(s, f, obj) if r < 0]
            for oid in objects(s, f, obj):
                o = s.objects[oid]
                lki = o.lki or {}
                p = controller_of(s, oid) if o.zone == "battlefield" else lki.get(
                    "controller", o.controller)
                if p is not None and player_ref(p) not in out:
                    out.append(player_ref(p))
            return out
        case PlayerOrControllerOf(target=target):  # CR 115.1: a player, or its controller
            hit = refs(s, f, target)
            if any(r < 0 for r in hit):
                return [r for r in hit if r < 0]
            return refs(s, f, ControllerOf(target))
        case _:
            assert_never(what)


def objects(s: GameState, f: Frame, what: Ref) -> list[int]:
    """The object ids among :func:`refs` (players left out)."""
    return [r for r in refs(s, f, what) if r > 0]


def players(s: GameState, f: Frame, what: Ref) -> list[int]:
    """Player indexes named by ``what`` (see :func:`refs`)."""
    out = []
    for r in refs(s, f, what):
        p = ref_player(r)
        if p is not None:
            out.append(p)
    return out


def amount(s: GameState, f: Frame, v: Amount) -> int:
    """The value of amount ``v`` now, in this effect's context (CR 608.2h)."""
    if isinstance(v, Fixed):
        return v.n
    ctx = f.data["ctx"]
    return evaluate(s, v, ctx["source"], ctx["controller"], ctx)


def set_those(f: Frame, ids: list[int]) -> None:
    """Record the objects an effect acted on, for a later "it"/"they" (:class:`Those`)."""
    f.data["ctx"]["vars"]["those"] = list(ids)
