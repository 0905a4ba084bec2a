"""Rules about the top card of a player's library (CR 401.2, 401.5, 601.3, 305.1): "You may
look at the top card of your library any time.", "You may cast creature spells from the top
of your library.", "Play with the top card of your library revealed." and "You may play lands
from the top of your library." Rule modifications of static abilities, read by
:mod:`mtgrules.rules.library_top`."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.filters import ObjectFilter


@dataclass(frozen=True, slots=True)
class LookAtLibraryTop(Node):
    """"You may look at the top card of your library any time" (CR 401.2): the controller
    sees their library's top card (a player view shows it)."""


@dataclass(frozen=True, slots=True)
class CastFromLibraryTop(Node):
    """"You may cast [spells] from the top of your library" (CR 601.3): the controller may
    cast the top card of their library if it is a card matching ``spells`` (with the normal
    timing and costs; the permission doesn't let them play lands)."""

    spells: ObjectFilter


@dataclass(frozen=True, slots=True)
class PlayWithTopRevealed(Node):
    """"Play with the top card of your library revealed" (CR 401.5, 701.18c): every player
    sees the controller's top card (a player view shows it to all)."""


@dataclass(frozen=True, slots=True)
class PlayLandsFromLibraryTop(Node):
    """"You may play lands from the top of your library" (CR 305.1-305.2): the controller may
    play the top card of their library as their land play when it is a land card (the
    normal timing and number of land plays)."""
