"""Compiling the dungeon cards (CR 309): each room ability's effect (309.4c) is read by the
effect templates (:mod:`mtgrules.oracle.effects`) and must render back to its text, as for any
card. A dungeon is implemented only when every room compiles; the composition root registers
the implemented ones (:func:`dungeon_definitions`), which are then the dungeons a venturing
player may choose (:func:`mtgrules.rules.dungeons.offered_dungeons`).
"""

from __future__ import annotations

from mtgrules.cards.definition import CardDef, TypeLine
from mtgrules.cards.dungeons import DUNGEONS, Dungeon, room_key
from mtgrules.model import CardDefinitionError, CreateToken, RoomEntered, TriggeredAbility
from mtgrules.model.base import walk
from mtgrules.oracle.effects import Slots, parse_effect, render_effect
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.readers import install as _install_readers
from mtgrules.oracle.tokens import token_def

_install_readers()  # the declared reader tables (mtgrules.oracle.readers)


def _room_ability(d: Dungeon, i: int) -> TriggeredAbility:
    room = d.rooms[i]
    slots = Slots()
    try:
        effect = parse_effect(room.effect, slots)
        a = TriggeredAbility(room_key(d.name, i), f"{room.name} — {room.effect}",
                             event=RoomEntered(i), effect=effect, targets=tuple(slots.targets))
        back = render_effect(a.effect, a.targets)
    except (ValueError, KeyError, IndexError, CardDefinitionError) as e:
        raise Unsupported(f"no rendering: {e}") from None
    if back != room.effect:
        raise Unsupported(f"rendering differs: {back!r}")
    return a


def compile_dungeon(d: Dungeon) -> tuple[CardDef | None, tuple[tuple[str, str], ...]]:
    """The dungeon's definition (a card of type Dungeon outside any deck, kept with the
    tokens), or None with the (room, reason) of each room not compiled."""
    abilities: list[TriggeredAbility] = []
    bad: list[tuple[str, str]] = []
    for i, room in enumerate(d.rooms):
        try:
            abilities.append(_room_ability(d, i))
        except Unsupported as e:
            bad.append((room.name, e.reason))
    if bad:
        return None, tuple(bad)
    return CardDef(name=d.name, mana_cost=None, type_line=TypeLine((), ("Dungeon",), ()),
                   oracle=d.oracle(), abilities=tuple(abilities), color_indicator=(),
                   token=True), ()


def dungeon_verdicts() -> dict[str, tuple[tuple[str, str], ...]]:
    """Each dungeon's unsupported rooms (empty: implemented)."""
    return {d.name: compile_dungeon(d)[1] for d in DUNGEONS}


def dungeon_definitions() -> list[CardDef]:
    """The implemented dungeons' definitions and the tokens their rooms create."""
    out: list[CardDef] = []
    for d in DUNGEONS:
        c, _ = compile_dungeon(d)
        if c is not None:
            out.append(c)
            names = {n.token for a in c.abilities for n in walk(a) if isinstance(n, CreateToken)}
            out.extend(token_def(n) for n in sorted(names))
    return out
