"""Emblems' abilities (CR 114.4): the abilities of emblems function in the command zone.

An emblem is an object in the command zone (kind ``"emblem"``) whose ``chosen["emblem"]``
lists the keys of its abilities; ``s.extra["emblems"]`` lists the emblems in the order they
were created. Triggered abilities of emblems trigger (:mod:`mtgrules.rules.triggers`) and
their static abilities apply (:mod:`mtgrules.rules.layers`) like those of permanents; the
emblem's owner controls them (CR 114.2: the player who gets an emblem owns and controls it).
"""

from __future__ import annotations

from mtgrules.cards.registry import get_ability
from mtgrules.model.base import Ability
from mtgrules.state.game_state import GameState


def emblem_ids(s: GameState) -> tuple[int, ...]:
    """The emblems in the game, oldest first (empty in nearly every game: one dict lookup)."""
    got = s.extra.get("emblems")
    return tuple(got) if got else ()


def emblem_abilities(s: GameState) -> list[tuple[int, int, Ability]]:
    """(emblem id, its controller, ability) for every ability of every emblem (CR 114.4)."""
    out: list[tuple[int, int, Ability]] = []
    for eid in emblem_ids(s):
        o = s.objects[eid]
        out.extend((eid, o.controller, get_ability(k)) for k in o.chosen.get("emblem", ()))
    return out
