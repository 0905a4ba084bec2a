"""Game objects (CR 109): cards, tokens, spells, and abilities on the stack.

One class, :class:`GameObject`, serves every zone; the fields that matter depend on the zone
(a permanent's ``tapped``, a spell's ``targets``...). Objects refer to each other only by id
(DESIGN non-negotiable 5). A card that changes zones becomes a new object with a new id
(CR 400.7); see :mod:`mtgrules.rules.zone_change`.
"""

from __future__ import annotations

from typing import Any

from mtgrules.state.decision import Ref

# Target references: object ids are positive ints; player i is encoded as -(i + 1) (a
# :class:`~mtgrules.state.decision.Ref` is that int, typed).


def player_ref(index: int) -> Ref:
    """The reference to player ``index``: a :class:`~mtgrules.state.decision.Ref`, whose int
    encoding is ``-(index + 1)``."""
    return Ref(-(index + 1))


def ref_player(ref: int) -> int | None:
    """Decode a target reference: the player index, or None when it names an object."""
    return -ref - 1 if ref < 0 else None


_FIELDS = (
    "id", "card", "owner", "controller", "zone", "timestamp", "kind", "tapped", "sick",
    "counters", "damage", "deathtouched", "attached_to", "x", "targets", "chosen", "sector",
    "level", "ability", "source", "event", "lki", "cast", "face_down",
)


class GameObject:
    """A game object.

    Attributes:
        id: unique object id (int > 0).
        card: name of the :class:`~mtgrules.cards.definition.CardDef` it is made from (for an
            ability on the stack, its source's card name).
        owner, controller: player indexes (CR 108.3, 110.2).
        zone: ``"library" | "hand" | "graveyard" | "battlefield" | "stack" | "exile" | "command"``.
        timestamp: CR 613.7 timestamp (int, increasing).
        kind: ``"card" | "token" | "ability" | "copy"``.
        tapped: permanent status (CR 110.5).
        sick: True unless continuously controlled since its controller's most recent turn
            began (CR 302.6).
        counters: counter name -> count (``"+1/+1"``, ``"loyalty"``, ``"lore"``...).
        damage: damage marked (CR 120.3e); ``deathtouched``: dealt damage by a deathtouch
            source since SBAs were last checked (CR 704.5h).
        attached_to: id of the object this Aura/Equipment is attached to.
        x: announced value of X of a spell or ability on the stack (CR 107.3a); on a permanent,
            the X of the spell it came from, for its ETB abilities (CR 107.3m).
        targets: chosen target references of a spell or ability (CR 115, 601.2c).
        chosen: other choices: modes, colors, notes ("as enters" choices, ...).
        sector: space sculptor sector (CR 702.158) or None; level: Class level (CR 716).
        ability: for an ability on the stack, its ability key; source: its source object id.
        event: for a triggered ability, data of the event that triggered it.
        lki: last known information of the source (characteristics snapshot), CR 608.2h.
        cast: True if this spell was cast (CR 601.2i).
    """

    __slots__ = _FIELDS

    def __init__(self, id: int, card: str, owner: int, zone: str, timestamp: int = 0,
                 kind: str = "card") -> None:
        self.id = id
        self.card = card
        self.owner = owner
        self.controller = owner
        self.zone = zone
        self.timestamp = timestamp
        self.kind = kind
        self.tapped = False
        self.sick = False
        self.counters: dict[str, int] = {}
        self.damage = 0
        self.deathtouched = False
        self.attached_to: int | None = None
        self.x = 0
        self.targets: list[int] = []
        self.chosen: dict[str, Any] = {}
        self.sector: str | None = None
        self.level = 1
        self.ability: str | None = None
        self.source: int | None = None
        self.event: dict[str, Any] | None = None
        self.lki: dict[str, Any] | None = None
        self.cast = False
        self.face_down = False

    @property
    def is_token(self) -> bool:
        """True for tokens (CR 111)."""
        return self.kind == "token"

    def copy(self) -> GameObject:
        """Independent copy (containers copied, immutable values shared)."""
        c = GameObject.__new__(GameObject)
        c.id = self.id
        c.card = self.card
        c.owner = self.owner
        c.controller = self.controller
        c.zone = self.zone
        c.timestamp = self.timestamp
        c.kind = self.kind
        c.tapped = self.tapped
        c.sick = self.sick
        c.counters = dict(self.counters) if self.counters else {}
        c.damage = self.damage
        c.deathtouched = self.deathtouched
        c.attached_to = self.attached_to
        c.x = self.x
        c.targets = list(self.targets) if self.targets else []
        c.chosen = dict(self.chosen) if self.chosen else {}
        c.sector = self.sector
        c.level = self.level
        c.ability = self.ability
        c.source = self.source
        c.event = self.event  # never mutated after creation
        c.lki = self.lki  # never mutated after creation
        c.cast = self.cast
        c.face_down = self.face_down
        return c

    def to_data(self) -> dict[str, Any]:
        """JSON-compatible dict of every field."""
        return {f: getattr(self, f) for f in _FIELDS}

    @staticmethod
    def from_data(data: dict[str, Any]) -> GameObject:
        """Inverse of :meth:`to_data`; raises KeyError on a missing field."""
        o = GameObject.__new__(GameObject)
        for f in _FIELDS:
            setattr(o, f, data[f])
        return o

    def __repr__(self) -> str:
        return f"<{self.card}#{self.id} {self.zone}>"
