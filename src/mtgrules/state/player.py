"""Players (CR 102) and their zones (CR 400): library, hand, graveyard as lists of object ids."""

from __future__ import annotations

from typing import Any

_FIELDS = (
    "index", "name", "life", "poison", "library", "hand", "graveyard", "mana", "lands_played",
    "lost", "loss_reason", "drew_from_empty", "mulligans", "kept", "life_lost_this_turn",
    "life_gained_this_turn", "spells_cast_this_turn", "cards_drawn_this_turn",
    "dungeon", "dungeons_completed",
)


class Player:
    """A player.

    Attributes:
        index: seat in turn order (0-based). name: display name.
        life (CR 119), poison counters (CR 122.1f).
        library: object ids, index 0 is the top. hand, graveyard: object ids (graveyard top last).
        mana: the mana pool as six counts in WUBRGC order (CR 106.4).
        lands_played: lands played this turn (CR 305.2).
        lost / loss_reason: CR 104.3. drew_from_empty: CR 704.5b flag.
        dungeon: id of the dungeon card they own in the command zone, or None (CR 309.3);
        dungeons_completed: names of the dungeons they completed, in order (CR 309.7).
    """

    __slots__ = _FIELDS

    def __init__(self, index: int, name: str, life: int = 20) -> None:
        self.index = index
        self.name = name
        self.life = life
        self.poison = 0
        self.library: list[int] = []
        self.hand: list[int] = []
        self.graveyard: list[int] = []
        self.mana: list[int] = [0, 0, 0, 0, 0, 0]
        self.lands_played = 0
        self.lost = False
        self.loss_reason = ""
        self.drew_from_empty = False
        self.mulligans = 0
        self.kept = False
        self.life_lost_this_turn = 0
        self.life_gained_this_turn = 0
        self.spells_cast_this_turn = 0
        self.cards_drawn_this_turn = 0
        self.dungeon: int | None = None
        self.dungeons_completed: list[str] = []

    def copy(self) -> Player:
        """Independent copy."""
        c = Player.__new__(Player)
        for f in _FIELDS:
            v = getattr(self, f)
            setattr(c, f, list(v) if isinstance(v, list) else v)
        return c

    def to_data(self) -> dict[str, Any]:
        """JSON-compatible dict."""
        return {f: getattr(self, f) for f in _FIELDS}

    @staticmethod
    def from_data(data: dict[str, Any]) -> Player:
        """Inverse of :meth:`to_data`."""
        p = Player.__new__(Player)
        for f in _FIELDS:
            setattr(p, f, data[f])
        return p
