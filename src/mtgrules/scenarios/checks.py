"""Checking a scenario's "expect" entries against the game: :class:`_Checker` compares players,
objects, zones, the stack, the step, the log and the game's end, recording one ``Check`` each.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from mtgrules.cards.dungeons import DUNGEON_BY_NAME
from mtgrules.cards.registry import get_card
from mtgrules.errors import UnknownCardError
from mtgrules.game import Game
from mtgrules.mana import TYPE_INDEX, format_counts
from mtgrules.model.abilities import Keyword
from mtgrules.rules.commander import commander_damage, commander_entries
from mtgrules.rules.layers import characteristics
from mtgrules.scenarios.model import (
    ABSENT,
    Expectation,
    GameOverExpect,
    LogExpect,
    ObjectExpect,
    PlayerExpect,
    Scenario,
    StackExpect,
    StepExpect,
    ZoneExpect,
)
from mtgrules.scenarios.parser import parse_ref
from mtgrules.scenarios.refs import _labels, _Refs, _Refused, _zone_ids, named
from mtgrules.scenarios.report import Check, format_event

# --------------------------------------------------------------------------------------------
# Expectations
# --------------------------------------------------------------------------------------------


def _pool_counts(text: str) -> list[int]:
    counts = [0] * len(TYPE_INDEX)
    for sym in text.replace("{", " ").replace("}", " ").split():
        counts[TYPE_INDEX[sym]] += 1
    return counts


def _ability_names(c: Any) -> list[str]:
    out = []
    for ab in c.abilities:
        if isinstance(ab, Keyword) and ab.name:
            out.append(str(ab.name))
        else:
            out.append(ab.text)
    return out


def _has_ability(c: Any, want: str) -> bool:
    w = want.casefold().rstrip(".")
    if w in {k.casefold() for k in c.keywords}:
        return True
    for ab in c.abilities:
        if isinstance(ab, Keyword) and ab.name.casefold() == w:
            return True
        if ab.text.casefold().rstrip(".") == w:
            return True
    return False



def _token_named(card: str, name: str) -> bool:
    """Whether the log's object key ``card`` is a token definition whose tokens are named
    ``name`` (CR 111.4: ``"Goblin Token"`` for ``"1/1 red Goblin creature token"``)."""
    try:
        d = get_card(card)
    except UnknownCardError:
        return False
    return d.token and d.object_name == name

class _Checker:
    def __init__(self, game: Game, scenario: Scenario) -> None:
        self.game = game
        self.s = game.state
        self.refs = _Refs(game, scenario)
        self.names = [p.name for p in scenario.players]
        self.checks: list[Check] = []

    def add(self, e: Expectation, what: str, ok: bool, expected: Any, actual: Any,
            objects: list[int] | None = None, players: list[str] | None = None) -> None:
        self.checks.append(Check(e.line, what, ok, expected, actual, objects or [],
                                 players or []))

    def check(self, e: Expectation) -> None:
        if isinstance(e, PlayerExpect):
            self._player(e)
        elif isinstance(e, ObjectExpect):
            self._object(e)
        elif isinstance(e, ZoneExpect):
            self._zone(e)
        elif isinstance(e, StackExpect):
            got = [self.s.objects[x].card for x in reversed(self.s.stack)]
            want = [parse_ref(x).name_or_label for x in e.stack]
            self.add(e, "stack (top first)", got == want, want, got, list(self.s.stack))
        elif isinstance(e, StepExpect):
            s = self.s
            self.add(e, "step", s.step == e.step, e.step, s.step)
            if e.turn is not None:
                self.add(e, "turn", s.turn == e.turn, e.turn, s.turn)
            if e.active is not None:
                act = self.names[s.active]
                self.add(e, "active player", act == e.active, e.active, act, players=[act])
        elif isinstance(e, LogExpect):
            self._log(e)
        elif isinstance(e, GameOverExpect):
            g = self.game
            self.add(e, "game over", g.over == e.game_over, e.game_over, g.over)
            if e.winner is not ABSENT:
                w = g.winner
                winner = None if w is None or w < 0 else self.names[w]
                self.add(e, "winner", winner == e.winner, e.winner, winner,
                         players=[winner] if winner else [])

    def _player(self, e: PlayerExpect) -> None:
        pi = self.names.index(e.player)
        p = self.s.players[pi]
        who = e.player
        vals: list[tuple[str, Any, Any]] = [
            ("life", e.life, p.life), ("hand_size", e.hand_size, len(p.hand)),
            ("library_size", e.library_size, len(p.library)),
            ("graveyard_size", e.graveyard_size, len(p.graveyard)),
            ("exile_size", e.exile_size,
             sum(1 for x in self.s.exile if self.s.objects[x].owner == pi)),
            ("lost", e.lost, p.lost), ("poison", e.poison, p.poison)]
        for key, want, got in vals:
            if want is not None:
                self.add(e, f"{who} {key}", want == got, want, got, players=[who])
        self._dungeon(e, pi)
        self._commander(e, pi)
        if e.mana_pool is not None:
            want_c = _pool_counts(e.mana_pool)
            self.add(e, f"{who} mana_pool", want_c == list(p.mana), e.mana_pool,
                     format_counts(p.mana), players=[who])

    def _commander(self, e: PlayerExpect, pi: int) -> None:
        """Combat damage dealt to the player by each named player's commander (CR 903.10a; 0
        for a player with no commander) and the times their commander was cast from the
        command zone (903.8)."""
        who = e.player
        entries = commander_entries(self.s)
        for name, want in e.commander_damage or ():
            owner = self.names.index(name)
            got = sum(commander_damage(self.s, pi, k) for k, c in enumerate(entries)
                      if c["owner"] == owner)
            self.add(e, f"{who} commander_damage from {name}", got == want, want, got,
                     players=[who])
        if e.commander_tax is not None:
            casts = max((c["casts"] for c in entries if c["owner"] == pi), default=0)
            self.add(e, f"{who} commander_tax", casts == e.commander_tax, e.commander_tax,
                     casts, players=[who])

    def _dungeon(self, e: PlayerExpect, pi: int) -> None:
        """The dungeon in the command zone, the venture marker's room (CR 309.3-309.4) and
        the dungeons completed (309.7)."""
        p = self.s.players[pi]
        who = e.player
        o = self.s.objects[p.dungeon] if p.dungeon is not None else None
        if e.dungeon is not ABSENT:
            got = o.card if o is not None else None
            self.add(e, f"{who} dungeon", got == e.dungeon, e.dungeon, got, players=[who])
        if e.room is not None:
            got_room = DUNGEON_BY_NAME[o.card].rooms[o.chosen["room"]].name if o else None
            self.add(e, f"{who} room", got_room is not None and got_room.lower() ==
                     e.room.lower(), e.room, got_room, players=[who])
        if e.dungeons_completed is not None:
            n = len(p.dungeons_completed)
            self.add(e, f"{who} dungeons_completed", n == e.dungeons_completed,
                     e.dungeons_completed, n, players=[who])

    def _object(self, e: ObjectExpect) -> None:
        s = self.s
        zone = e.zone or "battlefield"
        try:
            # not found where expected: find it elsewhere (if unique) so the zone check can
            # say where it is
            oid = self.refs.obj(e.object_ref, zone, fallback=True)
        except _Refused as err:
            self.add(e, f"object {e.object_ref}", False, "an object", str(err))
            return
        o = s.objects[oid]
        ref = e.object_ref
        c = characteristics(s, oid)
        on_bf = o.zone == "battlefield"
        ob = [oid]

        def chk(key: str, want: Any, got: Any) -> None:
            self.add(e, f"{ref} {key}", want == got, want, got, ob)

        if e.zone is not None:
            chk("zone", e.zone, o.zone)
        if not e.items()[1:]:
            self.add(e, f"{ref} exists", True, None, None, ob)
        if e.controller is not None:
            chk("controller", e.controller, self.names[c.controller if on_bf else o.controller])
        if e.owner is not None:
            chk("owner", e.owner, self.names[o.owner])
        all_types = set(c.types) | set(c.subtypes) | set(c.supertypes)
        if e.types is not None:
            missing = [t for t in e.types if t not in all_types]
            self.add(e, f"{ref} types include {list(e.types)}", not missing, list(e.types),
                     sorted(all_types), ob)
        if e.not_types is not None:
            present = [t for t in e.not_types if t in all_types]
            self.add(e, f"{ref} types exclude {list(e.not_types)}", not present,
                     f"none of {list(e.not_types)}", sorted(all_types), ob)
        if e.power is not None:
            chk("power", e.power, c.power)
        if e.toughness is not None:
            chk("toughness", e.toughness, c.toughness)
        if e.counters is not None:
            want = {k: n for k, n in e.counters}
            # the kinds listed must match; an empty mapping means "no counters at all"
            got = {k: o.counters.get(k, 0) for k in want} if want else dict(o.counters)
            self.add(e, f"{ref} counters", want == got, want, dict(o.counters), ob)
        if e.tapped is not None:
            chk("tapped", e.tapped, o.tapped)
        if e.abilities is not None:
            names = _ability_names(c)
            if not e.abilities:
                self.add(e, f"{ref} has no abilities", not names, [], names, ob)
            else:
                ok = len(names) == len(e.abilities) and all(_has_ability(c, a)
                                                            for a in e.abilities)
                self.add(e, f"{ref} abilities", ok, list(e.abilities), names, ob)
        if e.has_ability is not None:
            for want_a in e.has_ability:
                self.add(e, f"{ref} has ability {want_a!r}", _has_ability(c, want_a), want_a,
                         _ability_names(c), ob)
        if e.mana_value is not None:
            mv = c.mana_cost.mana_value(o.x if o.zone == "stack" else 0) \
                if c.mana_cost is not None else 0
            chk("mana_value", e.mana_value, mv)
        if e.sector is not ABSENT:
            chk("sector", e.sector, o.sector)
        if e.level is not None:
            chk("level", e.level, o.level)
        if e.attached_to is not ABSENT:
            self._attached(e, oid)

    def _attached(self, e: ObjectExpect, oid: int) -> None:
        """What an Aura or Equipment is attached to (CR 301.5, 303.4), by reference or null."""
        o = self.s.objects[oid]
        got = o.attached_to or None
        if got is not None and got > 0 and (got not in self.s.objects or
                                             self.s.objects[got].zone != "battlefield"):
            got = None  # attached to something that left: attached to nothing (CR 704.5m)
        got_text = self.refs.describe(got) if got is not None else None
        if e.attached_to is None:
            self.add(e, f"{e.object_ref} attached to nothing", got is None, None, got_text,
                     [oid])
            return
        assert isinstance(e.attached_to, str)
        try:
            want = self.refs.target(e.attached_to)
        except _Refused as err:
            self.add(e, f"{e.object_ref} attached_to", False, e.attached_to, str(err), [oid])
            return
        self.add(e, f"{e.object_ref} attached_to", want == got, self.refs.describe(want),
                 got_text, [oid] + ([got] if got and got > 0 else []))

    def _zone(self, e: ZoneExpect) -> None:
        s = self.s
        ids = _zone_ids(s, e.zone)
        if e.player is not None:
            pi = self.names.index(e.player)
            if e.zone == "battlefield":
                ids = [x for x in ids if characteristics(s, x).controller == pi]
            elif e.zone == "stack":
                ids = [x for x in ids if s.objects[x].controller == pi]
            else:
                ids = [x for x in ids if s.objects[x].owner == pi]
        if e.name is not None:
            ids = named(s, ids, e.name)
        where = f"{e.zone}" + (f" of {e.player}" if e.player else "") + \
            (f" named {e.name}" if e.name else "")
        names = [s.objects[x].card for x in ids]
        players = [e.player] if e.player else []
        if e.count is not None:
            self.add(e, f"count in {where}", len(ids) == e.count, e.count, len(ids), ids,
                     players)
        if e.count_at_least is not None:
            self.add(e, f"count in {where} at least", len(ids) >= e.count_at_least,
                     f">= {e.count_at_least}", len(ids), ids, players)
        if e.contains is not None:
            need = Counter(e.contains)
            have = Counter(names)
            ok = all(have[k] >= n for k, n in need.items())
            self.add(e, f"{where} contains {list(e.contains)}", ok, list(e.contains), names,
                     ids, players)

    def _log(self, e: LogExpect) -> None:
        s = self.s
        label_ids: set[int] = set()
        name = None
        if e.object_ref is not None:
            name = parse_ref(e.object_ref).name_or_label
            if name in _labels(s):
                label_ids.add(_labels(s)[name])
                name = s.objects[_labels(s)[name]].card

        def hit(ev: dict[str, Any]) -> bool:
            if e.event is not None and ev.get("event") != e.event:
                return False
            if e.rule is not None and str(ev.get("rule")) != e.rule:
                return False
            if e.player is not None and ev.get("player") != e.player:
                return False
            return name is None or any(n == name or i in label_ids or _token_named(n, name)
                                       for i, n in ev.get("objects", []))

        hits = [ev for ev in s.log if hit(ev)]
        want = {k: v for k, v in e.items()}
        near = [format_event(ev) for ev in s.log
                if (e.event is not None and ev.get("event") == e.event)
                or (e.rule is not None and str(ev.get("rule")) == e.rule)][:5]
        ids = [i for ev in hits[:1] for i, _ in ev.get("objects", [])]
        self.add(e, f"log contains {want}", bool(hits), want,
                 format_event(hits[0]) if hits else (near or "no such event"), ids,
                 [e.player] if e.player else [])
