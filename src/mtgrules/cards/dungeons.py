"""The dungeon cards (CR 309) of Adventures in the Forgotten Realms, as data: each room's name,
the Oracle text of its room ability's effect, and the rooms its arrows lead to (309.4).

Room names are flavor (309.4b) but name the choices a player makes when venturing. The room
abilities are compiled from these texts by :mod:`mtgrules.oracle.dungeons` (with the same
render check as every card) and registered by the composition root; a dungeon with a room the
compiler can't read is not offered to venturing players, and says so
(:func:`mtgrules.oracle.dungeons.dungeon_verdicts`).

Source: the AFR token file of ``../shared/carddata`` (MTGJSON), in current Oracle wording.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Room:
    """One room (CR 309.4): ``name``, the effect of its room ability (309.4c) and the indexes
    of the rooms its arrows point to (none for the bottommost room)."""

    name: str
    effect: str
    leads_to: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Dungeon:
    """A dungeon card (CR 309.1): its rooms, the topmost first (309.4a)."""

    name: str
    rooms: tuple[Room, ...]

    @property
    def bottommost(self) -> int:
        """The index of the room no arrow leaves (CR 309.5b)."""
        ends = [i for i, r in enumerate(self.rooms) if not r.leads_to]
        assert len(ends) == 1, self.name
        return ends[0]

    def room_index(self, name: str) -> int:
        """The index of the room called ``name`` (any letter case); KeyError if none."""
        for i, r in enumerate(self.rooms):
            if r.name.lower() == name.lower():
                return i
        raise KeyError(name)

    def oracle(self) -> str:
        """The dungeon's text, one room a line: "Room — effect"."""
        return "\n".join(f"{r.name} — {r.effect}" for r in self.rooms)


DUNGEONS: tuple[Dungeon, ...] = (
    Dungeon("Lost Mine of Phandelver", (
        Room("Cave Entrance", "Scry 1.", (1, 2)),
        Room("Goblin Lair", "Create a 1/1 red Goblin creature token.", (3, 4)),
        Room("Mine Tunnels", "Create a Treasure token.", (4, 5)),
        Room("Storeroom", "Put a +1/+1 counter on target creature.", (6,)),
        Room("Dark Pool", "Each opponent loses 1 life and you gain 1 life.", (6,)),
        Room("Fungi Cavern", "Target creature gets -4/-0 until your next turn.", (6,)),
        Room("Temple of Dumathoin", "Draw a card."),
    )),
    Dungeon("Dungeon of the Mad Mage", (
        Room("Yawning Portal", "You gain 1 life.", (1,)),
        Room("Dungeon Level", "Scry 1.", (2, 3)),
        Room("Goblin Bazaar", "Create a Treasure token.", (4,)),
        Room("Twisted Caverns", "Target creature can't attack until your next turn.", (4,)),
        Room("Lost Level", "Scry 2.", (5, 6)),
        Room("Runestone Caverns", "Exile the top two cards of your library. You may play them.",
             (7,)),
        Room("Muiral's Graveyard", "Create two 1/1 black Skeleton creature tokens.", (7,)),
        Room("Deep Mines", "Scry 3.", (8,)),
        Room("Mad Wizard's Lair", "Draw three cards and reveal them. You may cast one of them "
             "without paying its mana cost."),
    )),
    Dungeon("Tomb of Annihilation", (
        Room("Trapped Entry", "Each player loses 1 life.", (1, 3)),
        Room("Veils of Fear", "Each player loses 2 life unless they discard a card.", (2,)),
        Room("Sandfall Cell", "Each player loses 2 life unless they sacrifice a creature, "
             "artifact, or land.", (4,)),
        Room("Oubliette", "Discard a card and sacrifice a creature, an artifact, and a land.",
             (4,)),
        Room("Cradle of the Death God", "Create The Atropal, a legendary 4/4 black God Horror "
             "creature token with deathtouch."),
    )),
)
"""The dungeons a player may choose when venturing (CR 309.2a, 701.49a)."""

DUNGEON_BY_NAME: dict[str, Dungeon] = {d.name: d for d in DUNGEONS}


def room_key(dungeon: str, room: int) -> str:
    """The registry key of a room ability: ``"<dungeon>#<room index>"``."""
    return f"{dungeon}#{room}"
