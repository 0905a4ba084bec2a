"""The save schema: the shape, types and ranges of every field of a saved :class:`GameState`,
with references (object ids, player indexes, card names, ability keys) checked against the save
itself and the card registry.

:func:`check_state` raises :class:`~mtgrules.errors.SaveError` naming the JSON path of the first
bad field. Fields of free-form data the schema doesn't know (new frame data, log details) must
still be bounded JSON (:data:`~mtgrules.saves.checks.ANY`).
"""

from __future__ import annotations

from typing import Any

from mtgrules.cards.dungeons import DUNGEON_BY_NAME
from mtgrules.cards.registry import get_ability, get_card
from mtgrules.effects.interpreter import program
from mtgrules.engine import HANDLERS
from mtgrules.errors import MtgRulesError, UnknownCardError
from mtgrules.game_setup import MAX_PLAYERS
from mtgrules.mana import MANA_TYPES
from mtgrules.model.abilities import TriggeredAbility
from mtgrules.model.base import Duration
from mtgrules.model.codec import from_data
from mtgrules.model.face_down import FaceDownReason
from mtgrules.rules.layers import stored_parts
from mtgrules.saves.checks import (
    ANY,
    Check,
    boolean,
    fail,
    integer,
    list_of,
    mapping,
    nullable,
    record,
    show,
    string,
    tuple_of,
)
from mtgrules.state import game_state as gs
from mtgrules.state import objects as objs
from mtgrules.state import player as pl

MAX_OBJECTS = 50_000
"""Bound on a save's size: objects (cards, tokens, abilities ever created)."""
MAX_AMOUNT = 1_000_000
"""Largest life total magnitude, counter count, damage or X a save may hold."""
MAX_LOG = 1_000_000
ZONES = ("library", "hand", "graveyard", "battlefield", "stack", "exile", "command", "gone",
         "phased_out")  # a phased-out permanent (CR 702.26d: mtgrules.rules.phasing)
OBJECT_KINDS = ("card", "token", "ability", "copy", "emblem")  # emblem: CR 114
STEP_NAMES = (*gs.STEPS, "game_start")
SECTORS = ("alpha", "beta", "gamma")

name = string(200)
text = string()
amount = integer(0, MAX_AMOUNT)
signed = integer(-MAX_AMOUNT, MAX_AMOUNT)
names = list_of(name, 1000)
mana_types = list_of(string(2, MANA_TYPES), 1000)


def card_name(v: Any, path: str) -> None:
    """A card or token name known to the registry."""
    name(v, path)
    try:
        get_card(v)
    except UnknownCardError:
        raise fail(path, f"unknown card {show(v)}") from None


def dungeon_name(v: Any, path: str) -> None:
    """The name of a dungeon card (CR 309)."""
    name(v, path)
    if v not in DUNGEON_BY_NAME:
        raise fail(path, f"{show(v)} is not a dungeon")


def ability_key(v: Any, path: str) -> None:
    """An ability key known to the registry."""
    name(v, path)
    try:
        get_ability(v)
    except KeyError:
        raise fail(path, f"unknown ability {show(v)}") from None


def triggered_key(v: Any, path: str) -> None:
    """The key of a triggered ability (CR 603)."""
    ability_key(v, path)
    if not isinstance(get_ability(v), TriggeredAbility):
        raise fail(path, f"{show(v)} is not a triggered ability")


class Refs:
    """Reference checks bound to one save: ``n`` players and the stored object ids."""

    def __init__(self, n_players: int, ids: set[int], n_frames: int) -> None:
        self.n = n_players
        self.ids = ids
        self.n_frames = n_frames
        self.player = integer(0, n_players - 1)
        self.opt_player = nullable(self.player)
        self.obj = self._obj
        self.opt_obj = nullable(self._obj)
        self.target = self._target
        self.objs = list_of(self._obj)
        self.players = list_of(self.player, MAX_PLAYERS)
        self.targets = list_of(self._target, 1000)

    def _obj(self, v: Any, path: str) -> None:
        if type(v) is not int or v not in self.ids:
            raise fail(path, f"{show(v)} is not an object id")

    def _target(self, v: Any, path: str) -> None:
        """A target reference: an object id, a player (``-(index + 1)``) or 0 (none)."""
        if type(v) is not int:
            raise fail(path, f"expected a target reference, got {show(v)}")
        if v < 0:
            if -v > self.n:
                raise fail(path, f"{v} is not a player reference ({self.n} players)")
        elif v != 0:
            self._obj(v, path)

    # --- free-form dicts with known keys ---------------------------------------------------

    def lki(self) -> Check:
        """Last known information: a characteristics snapshot (CR 608.2h)."""
        return record({}, {
            "id": self.obj, "name": name, "controller": self.player,
            "power": nullable(signed), "toughness": nullable(signed),
            "types": names, "subtypes": names, "supertypes": names, "colors": names,
            "abilities": list_of(name, 1000), "counters": mapping(name, amount),
            "attached_to": self.opt_obj,
        }, rest=ANY)

    def event(self) -> Check:
        """Event data of a trigger (see :mod:`mtgrules.rules.triggers`)."""
        return record({}, {
            "type": name, "obj": self.obj, "new": self.obj, "player": self.player,
            "controller": self.player, "active": self.player, "from": nullable(name),
            "to": name,
            "step": name, "counter": name, "before": signed, "after": signed,
            "level": amount, "nth": amount, "cast_index": amount, "defender": self.target,
            "defender_player": self.target, "attacker": self.obj, "mana": mana_types,
            "types": names, "supertypes": names, "ability": name, "lki": self.lki(),
        }, rest=ANY)

    def effect_ctx(self) -> Check:
        """The context of an ``effect`` frame (see :mod:`mtgrules.effects.interpreter`)."""
        return record({}, {
            "source": nullable(integer()), "controller": self.player, "targets": self.targets,
            "x": amount, "obj": nullable(integer()), "event": nullable(self.event()),
            "vars": mapping(name, ANY), "source_lki": nullable(self.lki()),
            "mana_ability": ability_key, "tapped": boolean, "hint": nullable(name),
            "allowed": nullable(mana_types),
        }, rest=ANY)


def frame_checks(r: Refs) -> dict[str, Check]:
    """The data check of each frame kind the engine pushes."""
    stage = string(40)
    return {
        "game": record({}, {
            "stage": string(40, ("shuffle", "mulligan", "bottom", "begin")),
            "order": r.players, "i": integer(0, MAX_PLAYERS), "taking": r.players,
            "bottom": tuple_of(r.player, integer(0, 1000)),
        }, rest=ANY),
        "turn": record({
            "step": integer(0, len(gs.STEPS) - 1),
            "stage": string(40, ("begin", "priority", "cleanup_again", "end")),
        }, {"second_damage": boolean, "combat_over": boolean}, rest=ANY),
        "cleanup": record({}, rest=ANY),
        "priority": record({}, rest=ANY),
        "cast": record({
            "player": r.player, "obj": r.obj,
            "stage": string(40, ("start", "face", "face_down", "mode", "costs", "x",
                                 "targets", "divide", "helpers", "pay")),
        }, {"x_done": boolean, "total_cost": list_of(string(20), 1000),
            "phyrexian_life": amount}, rest=ANY),
        "activate": record({
            "player": r.player, "obj": r.obj, "ability": ability_key,
            "stage": string(40, ("start", "x", "targets", "costs", "nonmana", "mana")),
        }, {"stack_obj": r.obj, "targets": r.targets, "sacrificed": r.obj, "crew": r.objs,
            "allowed": nullable(mana_types), "hint": nullable(name)}, rest=ANY),
        "pay": record({"player": r.player, "cost": list_of(string(20), 1000)},
                      {"obj": nullable(integer()), "exclude": r.opt_obj, "rule": name,
                       "auto": boolean, "life": amount, "reserve": list_of(ANY, 1000),
                       "phyrexian_life": amount},
                      rest=ANY),
        "effect": record({"key": ability_key, "pc": integer(0, 10_000),
                          "ctx": r.effect_ctx()}, rest=ANY),
        "put_triggers": record({}, {"placing": r.obj}, rest=ANY),
        "mana_triggers": record({}, rest=ANY),
        "produce_mana": record({"player": r.player, "source": r.obj, "mana": mana_types},
                               {"pending": list_of(tuple_of(r.obj, ability_key), 1000),
                                "tapped": boolean, "rule": name}, rest=ANY),
        "resolve": record({}, {"obj": r.obj, "stage": stage}, rest=ANY),
        "play_land": record({"player": r.player, "obj": r.obj}, rest=ANY),
        "declare_attackers": record({}, rest=ANY),
        "declare_blockers": record({}, {"players": r.players,
                                        "blocks": list_of(tuple_of(r.obj, r.obj), 1000)},
                                   rest=ANY),
        "combat_damage": record({"turn_frame": integer(0, max(r.n_frames - 1, 0))}, {
            "first": boolean, "queue": r.objs,
            "assign": list_of(tuple_of(r.obj, r.target, amount), 10_000),
            "cur": r.obj, "left": amount, "recips": r.targets, "trample": boolean,
            "all_lethal": boolean, "to_player": nullable(r.target),
        }, rest=ANY),
        "legend_rule": record({"ids": r.objs, "player": r.player}, rest=ANY),
        "assign_sectors": record({}, {"obj": r.obj}, rest=ANY),
        "turn_face_up": record({"player": r.player, "obj": r.obj}, {"proc": text},
                               rest=ANY),  # CR 116.2b
    }


def _fields(names_: tuple[str, ...], known: dict[str, Check]) -> dict[str, Check]:
    """Every field in ``names_`` required; those without a typed check are bounded JSON."""
    return {f: known.get(f, ANY) for f in names_}


def check_state(d: Any, path: str = "state") -> None:
    """Check a saved state's shape, types, ranges and references (see the module doc).

    Raises SaveError naming the path of the first bad field.
    """
    top = record({k: _present for k in (*gs._SCALARS, "players", "objects", "battlefield",
                                     "stack", "exile", "frames", "pending", "effects",
                                     "triggered", "delayed", "combat", "log", "rng")})
    if type(d) is not dict:
        top(d, path)
    for k in ("players", "objects", "frames"):
        if k in d and type(d[k]) is not list:
            list_of(ANY)(d[k], f"{path}.{k}")
    players = d.get("players")
    if isinstance(players, list) and not 2 <= len(players) <= MAX_PLAYERS:
        raise fail(f"{path}.players", f"a game has 2 to {MAX_PLAYERS} players, "
                   f"got {len(players)}")
    objects = d.get("objects")
    if isinstance(objects, list) and len(objects) > MAX_OBJECTS:
        raise fail(f"{path}.objects", f"{len(objects)} objects is more than {MAX_OBJECTS}")
    top(d, path)
    ids: set[int] = set()
    for i, o in enumerate(objects):
        if type(o) is not dict:
            raise fail(f"{path}.objects[{i}]", f"expected an object, got {show(o)}")
        if "id" not in o:
            raise fail(f"{path}.objects[{i}]", "missing field 'id'")
        oid: int = o["id"]
        integer(1, MAX_OBJECTS * 100)(oid, f"{path}.objects[{i}].id")
        if oid in ids:
            raise fail(f"{path}.objects[{i}].id", f"object id {oid} appears twice")
        ids.add(oid)
    n = len(players)
    r = Refs(n, ids, len(d["frames"]))
    max_id = max(ids, default=0)
    record(_fields(gs._SCALARS, {
        "turn": amount, "active": r.player, "step": string(40, STEP_NAMES),
        "priority": r.opt_player, "passes": integer(0, MAX_PLAYERS),
        "next_id": integer(max_id + 1, MAX_OBJECTS * 100 + 1), "next_ts": amount,
        "winner": nullable(integer(-1, n - 1)), "over": boolean, "first_player": r.player,
        "turn_flags": record({}, {  # what happened this turn (rules.history and others)
            "attacked": list_of(r.player, MAX_PLAYERS), "attacking_power": signed,
            "combat_phases": amount, "extra_combats": amount, "creature_died": boolean,
            "damaged_by": mapping(name, list_of(integer(), 10_000), 10_000),
            "entered": list_of(tuple_of(r.player, names, names), 10_000),
            "extra_land_plays": mapping(name, amount), "players_damaged": list_of(r.player),
            "spells_cast": list_of(tuple_of(r.player, names), 10_000),
            "sector_blocking": boolean,
        }, rest=ANY), "version": integer(0),
        "extra": record({}, {
            "play_permissions": list_of(record({"player": r.player, "obj": integer(1)},
                                               {"turn": amount}, rest=ANY), 10_000),
            "sba_clean": integer(), "scenario_labels": mapping(name, integer()),
            "spells_last_turn": list_of(amount, length=n),
            "day_night": string(10, ("day", "night")), "turn_active": r.player,
            "previous_active": r.player, "monarch": integer(1), "moment": integer(0),
            "flashback_grants": list_of(record({"obj": integer(1), "turn": amount}),
                                        10_000),  # CR 702.34a (rules.flashback)
        }, rest=ANY),
    }) | {k: _present for k in d if k not in gs._SCALARS})(d, path)
    player = record(_fields(pl._FIELDS, {
        "index": integer(0, n - 1), "name": string(200, non_empty=True), "life": signed,
        "poison": amount, "library": r.objs, "hand": r.objs, "graveyard": r.objs,
        "mana": list_of(amount, length=len(MANA_TYPES)), "lands_played": amount,
        "lost": boolean, "loss_reason": text, "drew_from_empty": boolean,
        "mulligans": integer(0, 1000), "kept": boolean, "life_lost_this_turn": amount,
        "life_gained_this_turn": amount, "spells_cast_this_turn": amount,
        "cards_drawn_this_turn": amount, "dungeon": r.opt_obj,
        "dungeons_completed": list_of(dungeon_name, 10_000),
    }))
    for i, p in enumerate(players):
        player(p, f"{path}.players[{i}]")
        if p["index"] != i:
            raise fail(f"{path}.players[{i}].index", f"is {p['index']}, expected {i}")
    obj = record(_fields(objs._FIELDS, {
        "id": integer(1), "card": card_name, "owner": r.player, "controller": r.player,
        "zone": string(20, ZONES), "timestamp": integer(0, d["next_ts"]),
        "kind": string(20, OBJECT_KINDS), "tapped": boolean, "sick": boolean,
        "counters": mapping(name, amount, 100), "damage": amount, "deathtouched": boolean,
        "attached_to": r.opt_obj, "x": integer(0, 10_000), "targets": r.targets,
        "chosen": record({}, {
            "cast_from": string(20, ZONES), "loyalty_turn": amount, "mode": integer(0, 100),
            "noted": mapping(name, list_of(integer(), 1000)), "steady": r.player,
            "unearthed": boolean, "exile_if_leaves": boolean,  # CR 614.1a
            "paired_with": integer(0),  # soulbond: an id, maybe gone (CR 702.95b, rules.pairing)
            "face_down": string(20, [x.value for x in FaceDownReason]),  # CR 708.6
            "look": list_of(r.player, 16),  # who may look at it, exiled face down (406.3)
            "merged": list_of(record({"card": card_name,  # a merged permanent (CR 729)
                                      "kind": string(20, ("card", "token"))}), 100),
            "copy_merged": list_of(record({"card": card_name,  # its copy (CR 729.2a)
                                           "kind": string(20, ("card", "token"))}), 100),
            "melded": list_of(record({"card": card_name,  # a melded permanent (CR 712.4a)
                                      "kind": string(20, ("card",))}), 1),
            # choices and marks recorded as an object is cast or enters (checked against its
            # card by mtgrules.saves.choices)
            "copy": card_name, "as_enters": name, "alt_cost": name, "cast_via": name,
            "cant_be_countered": boolean,  # mana that said so was spent on it (CR 106.6)
            "alt_paid": name, "kicked": boolean, "buyback": boolean, "any_color": boolean,
            "flashback": boolean,
            "renowned": boolean, "devoured": amount, "echo_due": amount, "upkept": r.player,
            "transformed_at": integer(0), "treasure_mana": amount, "room": integer(0, 1000),
            "divided": list_of(amount, 100), "or_paid": list_of(integer(0, 100), 100),
            "emblem": list_of(name, 100), "activated": mapping(name, amount),
            "triggered": mapping(name, amount), "enters_with": mapping(name, amount, 100),
        }, rest=ANY),
        "sector": nullable(string(20, SECTORS)), "level": integer(0, 1000),
        "ability": nullable(ability_key), "source": nullable(integer()),
        "event": nullable(r.event()), "lki": nullable(r.lki()), "cast": boolean,
        "face_down": boolean,
    }))
    for i, o in enumerate(objects):
        obj(o, f"{path}.objects[{i}]")
    for z in ("battlefield", "stack", "exile"):
        r.objs(d[z], f"{path}.{z}")
    checks = frame_checks(r)
    frame = record({"kind": string(60, _frame_kinds()), "data": record({}, rest=ANY)})
    for i, f in enumerate(d["frames"]):
        fp = f"{path}.frames[{i}]"
        frame(f, fp)
        if "answer" in f["data"]:
            raise fail(f"{fp}.data.answer", "a save holds no answer: the pending decision "
                       "is answered after loading")
        c = checks.get(f["kind"])
        if c is not None:
            c(f["data"], f"{fp}.data")
        if f["kind"] == "effect":
            prog = program(f["data"]["key"])  # flattened, as the interpreter runs it
            if f["data"]["pc"] > len(prog):
                raise fail(f"{fp}.data.pc", f"{f['data']['pc']} is past the end of the "
                           f"{len(prog)}-step program of {f['data']['key']!r}")
    nullable(record({
        "player": r.player, "kind": name, "prompt": text,
        "options": list_of(list_of(_action_arg, 20), MAX_OBJECTS),
        "context": list_of(tuple_of(name, ANY), 100),
    }))(d["pending"], f"{path}.pending")
    effect = record({"ts": amount, "controller": r.player, "affected": r.objs}, {
        "id": amount, "source": r.opt_obj, "player": r.opt_player,
        "duration": string(40, [x.value for x in Duration]), "rule": nullable(name),
        "parts": list_of(model_node, 100), "rules": list_of(model_node, 100), "key": text,
    }, rest=ANY)
    list_of(effect, 10_000)(d["effects"], f"{path}.effects")
    for i, e in enumerate(d["effects"]):
        if "key" in e and e["key"] != stored_parts(e.get("parts", []), e.get("rules", []))["key"]:
            raise fail(f"{path}.effects[{i}].key", "is not the text of the effect's parts and "
                       "rules")
    trigger = list_of(record({"ability": triggered_key, "controller": r.player,
                              "source": r.obj},
                             {"event": nullable(r.event()), "delayed": boolean}, rest=ANY),
                      10_000)
    trigger(d["triggered"], f"{path}.triggered")
    if "mana_triggers" in d["extra"]:
        trigger(d["extra"]["mana_triggers"], f"{path}.extra.mana_triggers")
    list_of(record({"ability": triggered_key, "controller": r.player, "source": r.obj,
                    "event": name},
                   {"match": mapping(name, ANY), "once": boolean}, rest=ANY),
            10_000)(d["delayed"], f"{path}.delayed")
    pairs = list_of(tuple_of(r.obj, r.objs), 10_000)
    nullable(record({
        "attackers": list_of(tuple_of(r.obj, r.target), 10_000), "blocked": pairs,
        "blockers": pairs, "was_blocked": r.objs, "first_strike_step": boolean,
        "dealt_first": r.objs,
    }, {"not_attacked": list_of(tuple_of(r.obj, r.player), 10_000)}))(d["combat"],
                                                                       f"{path}.combat")
    list_of(LOG_EVENT, MAX_LOG)(d["log"], f"{path}.log")
    integer(0, 2**64 - 1)(d["rng"], f"{path}.rng")


LOG_EVENT = record({
    "turn": integer(0, MAX_AMOUNT), "step": string(40, STEP_NAMES), "event": name,
    "player": nullable(name), "objects": list_of(tuple_of(integer(0, 2**62), name), 10_000),
    "rule": string(40), "text": text,
}, rest=ANY)
"""One game log event (:func:`mtgrules.log.log_event`): the fields every event has, typed;
its extra details (amounts, zones...) are bounded JSON."""


def model_node(v: Any, path: str) -> None:
    """The data form of a typed model node (:mod:`mtgrules.model.codec`)."""
    ANY(v, path)
    try:
        from_data(v, get_ability)
    except (MtgRulesError, KeyError, TypeError, ValueError, AttributeError) as e:
        raise fail(path, f"not a model node ({type(e).__name__}: {e})") from None


def _action_arg(v: Any, path: str) -> None:
    """An action argument: an int or a string (bounded)."""
    if type(v) is int:
        integer()(v, path)
    elif type(v) is str:
        text(v, path)
    else:
        raise fail(path, f"expected an integer or a string, got {show(v)}")


def _present(v: Any, path: str) -> None:
    """Any value (checked later by a typed check)."""


def _frame_kinds() -> tuple[str, ...]:
    """Frame kinds with a handler (installed by the composition root, :mod:`mtgrules.wiring`)."""
    return tuple(HANDLERS)
