"""Consistency checks of a saved state that go beyond field types (run after
:func:`mtgrules.saves.schema.check_state`): every object in exactly one zone, zone lists
consistent with objects' own ``zone`` fields and owners (CR 400.3), abilities only on the stack,
combat frames only during combat, the game-over fields agreeing with each other.

:func:`check_consistency` raises :class:`~mtgrules.errors.SaveError` naming the JSON path.
"""

from __future__ import annotations

from typing import Any

from mtgrules.cards.designations import MONARCH
from mtgrules.cards.dungeons import DUNGEON_BY_NAME
from mtgrules.cards.faces import is_face_key
from mtgrules.cards.registry import get_ability, get_card
from mtgrules.model.abilities import ActivatedAbility, TriggeredAbility
from mtgrules.model.face_down import FaceDownReason
from mtgrules.rules.face_down import face_down_casting
from mtgrules.saves.checks import fail
from mtgrules.state.game_state import STEPS

PLAYER_ZONES = ("library", "hand", "graveyard")
SHARED_ZONES = ("battlefield", "stack", "exile")
_WHOLE_CARD_ZONES = ("library", "hand", "graveyard", "exile")
"""Zones where a multi-face card has no face chosen (:mod:`mtgrules.cards.faces`)."""
_COMBAT_FRAMES = ("declare_attackers", "declare_blockers", "combat_damage")


def check_consistency(d: dict[str, Any], path: str = "state") -> None:
    """Check the cross-field consistency of a state that passed the schema.

    Raises SaveError naming the first inconsistent field.
    """
    objects = {o["id"]: (i, o) for i, o in enumerate(d["objects"])}
    where: dict[int, str] = {}
    lists: list[tuple[str, str, int | None, list[int]]] = [
        (f"{path}.{z}", z, None, d[z]) for z in SHARED_ZONES]
    for pi, p in enumerate(d["players"]):
        lists += [(f"{path}.players[{pi}].{z}", z, pi, p[z]) for z in PLAYER_ZONES]
    for lpath, zone, owner, ids in lists:
        for k, oid in enumerate(ids):
            at = f"{lpath}[{k}]"
            if oid in where:
                raise fail(at, f"object {oid} is also in {where[oid]}")
            where[oid] = at
            i, o = objects[oid]
            if o["zone"] != zone:
                raise fail(at, f"object {oid} is listed in the {zone}, but "
                           f"{path}.objects[{i}].zone is {o['zone']!r}")
            if owner is not None and o["owner"] != owner:
                raise fail(at, f"object {oid} is in player {owner}'s {zone} but "
                           f"{path}.objects[{i}].owner is {o['owner']} (CR 400.3)")
    for pi, p in enumerate(d["players"]):  # CR 309.2b, 309.3: one dungeon in the command zone
        if p["dungeon"] is None:
            continue
        at = f"{path}.players[{pi}].dungeon"
        _, o = objects[p["dungeon"]]
        dungeon = DUNGEON_BY_NAME.get(o["card"])
        if o["zone"] != "command" or o["owner"] != pi or dungeon is None:
            raise fail(at, f"object {p['dungeon']} is not a dungeon card player {pi} owns in "
                       "the command zone (CR 309.2b)")
        room = o["chosen"].get("room")
        if type(room) is not int or not 0 <= room < len(dungeon.rooms):
            raise fail(at, f"the venture marker is on no room of {dungeon.name} (CR 309.4)")
        where[p["dungeon"]] = at
    if "monarch" in d["extra"]:  # CR 724: the designation's object in the command zone
        at = f"{path}.extra.monarch"
        got = objects.get(d["extra"]["monarch"])
        if got is None or got[1]["zone"] != "command" or got[1]["card"] != MONARCH or \
                got[1]["owner"] != got[1]["controller"]:
            raise fail(at, f"object {d['extra']['monarch']} is not the monarch designation "
                       "in the command zone (CR 724)")
        where[d["extra"]["monarch"]] = at
    # A triggered ability whose targets are being chosen is on its way to the stack (CR 603.3d):
    # zone "stack", not yet in the stack list.
    placing = {f["data"]["placing"] for f in d["frames"]
               if f["kind"] == "put_triggers" and "placing" in f["data"]}
    for oid, (i, o) in objects.items():
        op = f"{path}.objects[{i}]"
        if oid in placing and o["kind"] == "ability" and o["zone"] == "stack":
            continue
        if o["zone"] in PLAYER_ZONES + SHARED_ZONES and oid not in where:
            raise fail(f"{op}.zone", f"object {oid} is in the {o['zone']} but in no zone "
                       "list")
        if o["kind"] == "ability":
            if o["zone"] not in ("stack", "gone"):
                raise fail(f"{op}.zone", f"ability {oid} can only be on the stack (CR 113.7)")
            if o["ability"] is None:
                raise fail(f"{op}.ability", f"ability {oid} names no ability")
        if o["kind"] == "card" and is_face_key(o["card"]) and o["zone"] in _WHOLE_CARD_ZONES:
            raise fail(f"{op}.card", f"card {oid} has a face chosen ({o['card']!r}) in the "
                       f"{o['zone']}: only a spell or a permanent has one (CR 709.3b, 712.8, "
                       "715.4, 718.4)")
        _check_face_down(o, op)
        _check_level(o, op)
        if (o["chosen"].get("merged") or o["chosen"].get("melded")) and (
                o["zone"] != "battlefield" or o["kind"] not in ("card", "token")):
            raise fail(f"{op}.chosen.merged", f"object {oid} has merged components but is not "
                       "a permanent (CR 729.2)")
        if o["attached_to"] is not None and o["attached_to"] == oid:
            raise fail(f"{op}.attached_to", f"object {oid} is attached to itself")
    n = len(d["players"])
    if d["over"] != (d["winner"] is not None):
        raise fail(f"{path}.winner", f"winner {d['winner']!r} disagrees with over "
                   f"{d['over']!r}")
    if d["over"] and d["pending"] is not None:
        raise fail(f"{path}.pending", "the game is over: no decision can be pending")
    if not d["over"]:
        if d["pending"] is None:
            raise fail(f"{path}.pending", "the game is not over, so a decision must be pending")
        if not d["frames"]:
            raise fail(f"{path}.frames", "the game is not over, so the work stack can't be "
                       "empty")
        if all(p["lost"] for p in d["players"]):
            raise fail(f"{path}.players", "every player has lost, but the game is not over")
    if not d["over"] and d["pending"]["kind"] == "priority":
        # state-based actions are performed before a player receives priority (CR 704.3)
        for pi, p in enumerate(d["players"]):
            if not p["lost"] and (p["life"] <= 0 or p["poison"] >= 10):
                raise fail(f"{path}.players[{pi}]", f"player {pi} has {p['life']} life and "
                           f"{p['poison']} poison counters but hasn't lost, at a priority "
                           "decision (CR 704.3, 704.5a-c)")
    if d["winner"] is not None and d["winner"] >= n:
        raise fail(f"{path}.winner", f"{d['winner']} is not a player")
    kinds = [f["kind"] for f in d["frames"]]
    for i, k in enumerate(kinds):
        if k in _COMBAT_FRAMES and d["combat"] is None:
            raise fail(f"{path}.frames[{i}].kind", f"a {k!r} frame needs a combat, but "
                       f"{path}.combat is null")
        if k == "combat_damage" and \
                kinds[d["frames"][i]["data"]["turn_frame"]] != "turn":
            raise fail(f"{path}.frames[{i}].data.turn_frame", "does not name a turn frame")
        if k == "resolve" and not d["stack"] and "obj" not in d["frames"][i]["data"]:
            raise fail(f"{path}.frames[{i}]", "a resolve frame needs an object on the stack")
    if d["step"] in ("beginning_of_combat", "declare_attackers") and d["combat"] is None \
            and "turn" in kinds:
        raise fail(f"{path}.combat", f"is null during the {d['step']} step (CR 506.1)")
    if d["combat"] is not None:
        _check_combat(d, objects, path, declaring="declare_attackers" in kinds)
    for i, f in enumerate(d["frames"]):
        _check_frame(f["kind"], f["data"], objects, f"{path}.frames[{i}].data")
    if d["step"] not in STEPS and any(k == "turn" for k in kinds):
        raise fail(f"{path}.step", f"{d['step']!r} is not a step of a turn")


def _check_combat(d: dict[str, Any], objects: dict[int, tuple[int, dict[str, Any]]],
                  path: str, declaring: bool) -> None:
    """Creatures in combat are on the battlefield (CR 506.4: one that leaves is removed from
    combat); while attackers are being declared, what they attack is too (CR 508.1b)."""
    c = d["combat"]
    cp = f"{path}.combat"

    def on_battlefield(oid: int, at: str) -> None:
        if objects[oid][1]["zone"] != "battlefield":
            raise fail(at, f"object {oid} is in combat but not on the battlefield (CR 506.4)")

    for k, (a, target) in enumerate(c["attackers"]):
        on_battlefield(a, f"{cp}.attackers[{k}][0]")
        if declaring and target > 0:
            on_battlefield(target, f"{cp}.attackers[{k}][1]")
        if target == 0:
            raise fail(f"{cp}.attackers[{k}][1]", "an attacking creature attacks something")
    for field in ("blocked", "blockers"):
        for k, (x, others) in enumerate(c[field]):
            on_battlefield(x, f"{cp}.{field}[{k}][0]")
            for j, y in enumerate(others):
                on_battlefield(y, f"{cp}.{field}[{k}][1][{j}]")


def _check_face_down(o: dict[str, Any], op: str) -> None:
    """A face-down object (CR 708) is a card on the battlefield or the stack (or gone, kept
    as last known information), and knows why it is face down (708.6); a face-up one has no
    such reason."""
    reason = o["chosen"].get("face_down")
    if not o["face_down"]:
        if reason is not None:
            raise fail(f"{op}.chosen.face_down", "a face-up object is face down for no "
                       "reason (CR 708)")
        return
    exiled = reason == FaceDownReason.EXILE  # a card exiled face down (CR 406.3)
    zones = ("exile", "gone") if exiled else ("battlefield", "stack", "gone")
    if o["kind"] != "card" or o["zone"] not in zones:
        where = "in exile can be exiled face down" if exiled else \
            "on the battlefield or the stack can be face down here"
        raise fail(f"{op}.face_down", f"only a card {where}, not a {o['kind']} in the "
                   f"{o['zone']} (CR {'406.3' if exiled else '708'})")
    if reason is None:
        raise fail(f"{op}.chosen.face_down", "a face-down object must say why it is face "
                   "down (CR 708.6)")


def _check_level(o: dict[str, Any], op: str) -> None:
    """A Class has a level from 1 to its highest level (CR 716.2a, 716.3); any other object
    has level 1, the value the engine gives every object."""
    level = o["level"]
    if level == 1:
        return
    c = get_card(o["card"])
    top = max((lv for lv, _ in c.level_abilities), default=1)
    if "Class" not in c.type_line.subtypes:
        raise fail(f"{op}.level", f"object {o['id']} ({o['card']}) is not a Class: it has no "
                   f"level {level} (CR 716)")
    if not 1 <= level <= top:
        raise fail(f"{op}.level", f"{o['card']} has levels 1 to {top}, not {level} (CR 716.2a)")


def card_ability_keys(card: str) -> set[str]:
    """Keys of the abilities a card's definition has (modes and Class levels included)."""
    c = get_card(card)
    keys = set()
    for a in c.abilities:
        keys.add(a.key)
        keys.update(m.key for m in getattr(a, "modes", ()))
    keys.update(a.key for _, a in c.level_abilities)
    return keys


def _check_frame(kind: str, data: dict[str, Any],
                 objects: dict[int, tuple[int, dict[str, Any]]], fp: str) -> None:
    """A frame's continuation fits the objects it works on: a spell being cast is on the
    stack under its caster's control (CR 601.2a); an ability being activated is on the stack
    under its activator's control (602.2a); an effect being resolved runs an ability of the
    object resolving (608.2), under its controller."""
    if kind in ("cast", "activate") and data["stage"] == "start":
        raise fail(f"{fp}.stage", f"a {kind!r} frame never waits at 'start'")
    if kind == "cast" and data["stage"] == "face_down":
        o = objects[data["obj"]][1]
        if o["zone"] not in ("hand", "graveyard", "exile") or o["kind"] != "card" or \
                face_down_casting(get_card(o["card"])) is None:
            raise fail(f"{fp}.obj", f"object {data['obj']} is not a card with morph or "
                       "disguise that may be cast, choosing face up or down (CR 708.4)")
    elif kind == "turn_face_up":
        o = objects[data["obj"]][1]
        if o["zone"] != "battlefield" or not o["face_down"] or \
                o["controller"] != data["player"]:
            raise fail(f"{fp}.obj", f"object {data['obj']} is not a face-down permanent "
                       f"player {data['player']} controls (CR 116.2b)")
    elif kind == "cast" and data["stage"] == "face":
        o = objects[data["obj"]][1]
        if o["zone"] not in ("hand", "graveyard", "exile") or o["kind"] != "card" or \
                not get_card(o["card"]).faces:
            raise fail(f"{fp}.obj", f"object {data['obj']} is not a multi-face card that may "
                       "be cast, choosing its face (CR 709.3, 712.11b, 715.3)")
    elif kind == "cast":
        o = objects[data["obj"]][1]
        if o["zone"] != "stack" or o["kind"] == "ability" or o["controller"] != data["player"]:
            raise fail(f"{fp}.obj", f"object {data['obj']} is not a spell on the stack "
                       f"controlled by player {data['player']} (CR 601.2a)")
    elif kind == "activate" and "stack_obj" in data:
        o = objects[data["stack_obj"]][1]
        if o["zone"] != "stack" or o["kind"] != "ability" or \
                o["ability"] != data["ability"] or o["source"] != data["obj"] or \
                o["controller"] != data["player"]:
            raise fail(f"{fp}.stack_obj", f"object {data['stack_obj']} is not this ability "
                       f"on the stack under player {data['player']}'s control (CR 602.2a)")
    elif kind == "effect":
        _check_effect(data, objects, fp)


def _check_effect(data: dict[str, Any], objects: dict[int, tuple[int, dict[str, Any]]],
                  fp: str) -> None:
    key = data["key"]
    ctx = data["ctx"]
    mine: set[str] = set()
    for field in ("obj", "source"):
        oid = ctx.get(field)
        if type(oid) is int and oid in objects:
            o = objects[oid][1]
            if o["kind"] == "ability" and o["ability"] is not None:
                mine.add(o["ability"])
                if "controller" in ctx and field == "obj" and o["controller"] != ctx["controller"]:
                    raise fail(f"{fp}.ctx.controller", f"is not the controller of object {oid}")
            mine |= card_ability_keys(o["card"])
    if key in mine:
        return
    a = get_ability(key)
    if ctx.get("mana_ability") == key and isinstance(a, ActivatedAbility) and a.mana_ability:
        return
    if isinstance(a, TriggeredAbility) and a.mana_ability:
        return
    raise fail(f"{fp}.key", f"{key!r} is not an ability of the object resolving it (CR 608.2)")
