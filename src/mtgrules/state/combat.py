"""Combat bookkeeping (CR 506): who attacks what, who blocks whom."""

from __future__ import annotations

from typing import Any


class Combat:
    """State of the current combat phase (CR 506.4).

    Attributes:
        attackers: attacking creature id -> what it attacks (a player reference, see
            :func:`~mtgrules.state.objects.player_ref`, or a planeswalker id).
        blocked: attacking creature id -> ids of creatures blocking it, in declaration order
            (present once blockers are declared; an empty list with ``was_blocked`` True means
            blocked but its blockers are gone, CR 509.1h).
        blockers: blocking creature id -> ids of the attackers it blocks.
        was_blocked: ids of attackers that became blocked (CR 509.1h).
        first_strike_step: a first-strike damage step happened this combat (CR 510.4).
        dealt_first: ids of creatures that dealt combat damage in the first-strike step.
        not_attacked: attacked permanents removed from combat because they stopped being
            planeswalkers (CR 506.4) -> the player who was defending them (506.2); creatures
            attacking them attack nothing (506.4c).
    """

    __slots__ = ("attackers", "blocked", "blockers", "was_blocked", "first_strike_step",
                 "dealt_first", "not_attacked")

    def __init__(self) -> None:
        self.attackers: dict[int, int] = {}
        self.blocked: dict[int, list[int]] = {}
        self.blockers: dict[int, list[int]] = {}
        self.was_blocked: set[int] = set()
        self.first_strike_step = False
        self.dealt_first: set[int] = set()
        self.not_attacked: dict[int, int] = {}

    def copy(self) -> Combat:
        """Independent copy."""
        c = Combat.__new__(Combat)
        c.attackers = dict(self.attackers)
        c.blocked = {k: list(v) for k, v in self.blocked.items()}
        c.blockers = {k: list(v) for k, v in self.blockers.items()}
        c.was_blocked = set(self.was_blocked)
        c.first_strike_step = self.first_strike_step
        c.dealt_first = set(self.dealt_first)
        c.not_attacked = dict(self.not_attacked)
        return c

    def remove(self, oid: int) -> None:
        """Remove a creature from combat (CR 506.4)."""
        self.attackers.pop(oid, None)
        self.blocked.pop(oid, None)
        for lst in self.blocked.values():
            if oid in lst:
                lst.remove(oid)
        self.blockers.pop(oid, None)
        for lst in self.blockers.values():
            if oid in lst:
                lst.remove(oid)

    def to_data(self) -> dict[str, Any]:
        """JSON-compatible dict (int keys become pair lists)."""
        return {
            "attackers": [[k, v] for k, v in self.attackers.items()],
            "blocked": [[k, v] for k, v in self.blocked.items()],
            "blockers": [[k, v] for k, v in self.blockers.items()],
            "was_blocked": sorted(self.was_blocked),
            "first_strike_step": self.first_strike_step,
            "dealt_first": sorted(self.dealt_first),
            **({"not_attacked": [[k, v] for k, v in self.not_attacked.items()]}
               if self.not_attacked else {}),
        }

    @staticmethod
    def from_data(data: dict[str, Any]) -> Combat:
        """Inverse of :meth:`to_data`."""
        c = Combat()
        c.attackers = {k: v for k, v in data["attackers"]}
        c.blocked = {k: list(v) for k, v in data["blocked"]}
        c.blockers = {k: list(v) for k, v in data["blockers"]}
        c.was_blocked = set(data["was_blocked"])
        c.first_strike_step = data["first_strike_step"]
        c.dealt_first = set(data["dealt_first"])
        c.not_attacked = {k: v for k, v in data.get("not_attacked", ())}
        return c
