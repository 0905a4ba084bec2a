"""The complete state of a game, as plain data (DESIGN non-negotiables 3 and 5)."""

from __future__ import annotations

from typing import Any

from mtgrules.rng import Rng
from mtgrules.state.combat import Combat
from mtgrules.state.data import deep_copy
from mtgrules.state.decision import Decision
from mtgrules.state.frames import Frame
from mtgrules.state.objects import GameObject
from mtgrules.state.player import Player

STEPS: tuple[str, ...] = (
    "untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
    "declare_blockers", "combat_damage", "end_of_combat", "postcombat_main", "end", "cleanup",
)
"""The steps and main phases of a turn in order (CR 500.1); ``combat_damage`` may occur twice
(CR 510.4)."""

PHASE_OF_STEP: dict[str, str] = {
    "untap": "beginning", "upkeep": "beginning", "draw": "beginning",
    "precombat_main": "precombat_main", "beginning_of_combat": "combat",
    "declare_attackers": "combat", "declare_blockers": "combat", "combat_damage": "combat",
    "end_of_combat": "combat", "postcombat_main": "postcombat_main", "end": "ending",
    "cleanup": "ending",
}

_SCALARS = (
    "turn", "active", "step", "priority", "passes", "next_id", "next_ts", "winner", "over",
    "first_player", "turn_flags", "extra", "version",
)


class GameState:
    """Everything about a game at one moment.

    Attributes:
        players: in turn order. objects: id -> :class:`GameObject` (the one store).
        battlefield, stack (bottom first), exile: object ids of the shared zones (CR 400.1).
        turn: turn number (1-based); active: active player index; step: name from STEPS.
        priority: index of the player with priority, or None (CR 117).
        passes: consecutive passes in the current priority round (CR 117.4).
        frames: the work stack (top last). pending: the pending decision or None.
        effects: stored continuous effects created by resolved spells and abilities
            (CR 611.2), each a plain dict (see :mod:`mtgrules.rules.layers`).
        triggered: triggered abilities waiting to be put on the stack (CR 603.3).
        delayed: delayed triggered abilities (CR 603.7), plain dicts.
        combat: the current combat or None. log: structured events (dicts).
        rng: the random generator. winner: index of the winner, -1 for a draw, None while
            playing. over: the game has ended (CR 104).
        turn_flags: facts about the current turn ("creature_died", ...).
    """

    __slots__ = (
        "players", "objects", "battlefield", "stack", "exile", "turn", "active", "step",
        "priority", "passes", "frames", "pending", "effects", "triggered", "delayed", "combat",
        "log", "rng", "next_id", "next_ts", "winner", "over", "first_player",
        "turn_flags", "extra", "version", "cache", "memo",
    )

    def __init__(self, players: list[Player], seed: int = 0) -> None:
        self.players = players
        self.objects: dict[int, GameObject] = {}
        self.battlefield: list[int] = []
        self.stack: list[int] = []
        self.exile: list[int] = []
        self.turn = 0
        self.active = 0
        self.step = "untap"
        self.priority: int | None = None
        self.passes = 0
        self.frames: list[Frame] = []
        self.pending: Decision | None = None
        self.effects: list[dict[str, Any]] = []
        self.triggered: list[dict[str, Any]] = []
        self.delayed: list[dict[str, Any]] = []
        self.combat: Combat | None = None
        self.log: list[dict[str, Any]] = []
        self.rng = Rng(seed)
        self.next_id = 1
        self.next_ts = 1
        self.winner: int | None = None
        self.over = False
        self.first_player = 0
        self.turn_flags: dict[str, Any] = {}
        self.extra: dict[str, Any] = {}
        self.version = 0
        self.cache: dict[Any, Any] = {}
        # Caches that check their own validity (e.g. the layer system's fingerprinted result),
        # kept across touch(); never copied or serialized.
        self.memo: dict[Any, Any] = {}

    def touch(self) -> None:
        """Record that something changed that may affect computed characteristics, so the
        layer-system cache (CR 613) is invalidated. Call after every mutation of objects,
        zones, counters, effects or control."""
        self.version += 1
        if self.cache:
            self.cache.clear()

    def copy(self) -> GameState:
        """Independent deep copy; immutable data (card definitions, decisions) is shared.

        The log list is copied shallowly: log events are never mutated after being appended.
        """
        c = GameState.__new__(GameState)
        c.players = [p.copy() for p in self.players]
        # Objects that have left the game's zones ("gone": last known information, CR 608.2h)
        # are never modified again, so copies share them.
        c.objects = {k: (o if o.zone == "gone" else o.copy()) for k, o in self.objects.items()}
        c.battlefield = list(self.battlefield)
        c.stack = list(self.stack)
        c.exile = list(self.exile)
        c.turn = self.turn
        c.active = self.active
        c.step = self.step
        c.priority = self.priority
        c.passes = self.passes
        c.frames = [f.copy() for f in self.frames]
        c.pending = self.pending
        c.effects = deep_copy(self.effects)
        c.triggered = deep_copy(self.triggered)
        c.delayed = deep_copy(self.delayed)
        c.combat = self.combat.copy() if self.combat else None
        c.log = list(self.log)
        c.rng = self.rng.copy()
        c.next_id = self.next_id
        c.next_ts = self.next_ts
        c.winner = self.winner
        c.over = self.over
        c.first_player = self.first_player
        c.turn_flags = deep_copy(self.turn_flags)
        c.extra = deep_copy(self.extra)
        c.version = self.version
        c.cache = {}
        c.memo = {}
        return c

    def to_data(self) -> dict[str, Any]:
        """JSON-compatible dict of the whole state, RNG included."""
        d: dict[str, Any] = {k: deep_copy(getattr(self, k)) for k in _SCALARS}
        d["players"] = [p.to_data() for p in self.players]
        d["objects"] = [o.to_data() for o in self.objects.values()]
        d["battlefield"] = list(self.battlefield)
        d["stack"] = list(self.stack)
        d["exile"] = list(self.exile)
        d["frames"] = [f.to_data() for f in self.frames]
        d["pending"] = self.pending.to_data() if self.pending else None
        d["effects"] = deep_copy(self.effects)
        d["triggered"] = deep_copy(self.triggered)
        d["delayed"] = deep_copy(self.delayed)
        d["combat"] = self.combat.to_data() if self.combat else None
        d["log"] = list(self.log)
        d["rng"] = self.rng.state
        return d

    @staticmethod
    def from_data(d: dict[str, Any]) -> GameState:
        """Inverse of :meth:`to_data`; raises KeyError/TypeError on malformed data."""
        s = GameState([Player.from_data(p) for p in d["players"]])
        for k in _SCALARS:
            setattr(s, k, deep_copy(d[k]))
        s.objects = {o["id"]: GameObject.from_data(deep_copy(o)) for o in d["objects"]}
        s.battlefield = list(d["battlefield"])
        s.stack = list(d["stack"])
        s.exile = list(d["exile"])
        s.frames = [Frame.from_data(f) for f in d["frames"]]
        s.pending = Decision.from_data(d["pending"]) if d["pending"] else None
        s.effects = deep_copy(d["effects"])
        s.triggered = deep_copy(d["triggered"])
        s.delayed = deep_copy(d["delayed"])
        s.combat = Combat.from_data(d["combat"]) if d["combat"] else None
        s.log = list(d["log"])
        s.rng = Rng(d["rng"])
        return s
