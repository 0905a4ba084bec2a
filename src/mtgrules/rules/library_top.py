"""The top card of a library (CR 401.2, 401.5, 601.3, 305.1): "You may look at the top card of
your library any time" (:class:`~mtgrules.model.LookAtLibraryTop`), "You may cast creature
spells from the top of your library" (:class:`~mtgrules.model.CastFromLibraryTop`), "Play
with the top card of your library revealed" (:class:`~mtgrules.model.PlayWithTopRevealed`) and
"You may play lands from the top of your library" (:class:`~mtgrules.model.
PlayLandsFromLibraryTop`). Which players have them is computed once per battlefield result
(:func:`~mtgrules.rules.layers.battlefield_memo`), so the priority options only look up a
dictionary when no permanent has them."""

from __future__ import annotations

from dataclasses import dataclass, replace

from mtgrules.model.abilities import StaticAbility
from mtgrules.model.filters import ObjectFilter
from mtgrules.model.library_top import (
    CastFromLibraryTop,
    LookAtLibraryTop,
    PlayLandsFromLibraryTop,
    PlayWithTopRevealed,
)
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import Characteristics, battlefield_memo, characteristics
from mtgrules.state.game_state import GameState


@dataclass(frozen=True, slots=True)
class TopRights:
    """What one player may do with the top card of their library."""

    look: bool = False
    """they may look at it (CR 401.2)"""
    casts: tuple[ObjectFilter, ...] = ()
    """filters of the spells they may cast from it (601.3)"""
    revealed: bool = False
    """they play with it revealed: every player sees it (401.5)"""
    lands: bool = False
    """they may play it as a land (305.1)"""


Rights = dict[int, TopRights]
"""Per controller, their rights over their library's top card."""


def _rights(chars: dict[int, Characteristics]) -> Rights:
    out: Rights = {}
    for c in chars.values():
        for a in c.abilities:
            if not isinstance(a, StaticAbility):
                continue
            for r in a.rules:
                got = out.get(c.controller, TopRights())
                if isinstance(r, LookAtLibraryTop):
                    out[c.controller] = replace(got, look=True)
                elif isinstance(r, CastFromLibraryTop):
                    out[c.controller] = replace(got, casts=(*got.casts, r.spells))
                elif isinstance(r, PlayWithTopRevealed):
                    out[c.controller] = replace(got, revealed=True)
                elif isinstance(r, PlayLandsFromLibraryTop):
                    out[c.controller] = replace(got, lands=True)
    return out


def _of(s: GameState, player: int) -> TopRights | None:
    return battlefield_memo(s, "library_top", _rights).get(player)


def may_look_at_top(s: GameState, player: int) -> bool:
    """Whether ``player`` may look at the top card of their library now (CR 401.2; also when
    they play with it revealed, 401.5)."""
    got = _of(s, player)
    return bool(got and (got.look or got.revealed))


def top_revealed(s: GameState, player: int) -> bool:
    """Whether ``player`` plays with the top card of their library revealed (CR 401.5): every
    player sees it."""
    got = _of(s, player)
    return bool(got and got.revealed)


def castable_top(s: GameState, player: int) -> int | None:
    """The top card of ``player``'s library if an effect lets them cast it (CR 601.3), else
    None (a land is never cast, CR 305.9)."""
    got = _of(s, player)
    lib = s.players[player].library
    if not got or not got.casts or not lib:
        return None
    top = lib[0]
    c = characteristics(s, top)
    if "Land" in c.types:
        return None
    return top if any(matches(s, top, c, f, player, None) for f in got.casts) else None


def playable_top_land(s: GameState, player: int) -> int | None:
    """The top card of ``player``'s library if it is a land card an effect lets them play
    from there (CR 305.1), else None. Timing and the number of land plays are the caller's."""
    got = _of(s, player)
    lib = s.players[player].library
    if not got or not got.lands or not lib:
        return None
    return lib[0] if "Land" in characteristics(s, lib[0]).types else None
