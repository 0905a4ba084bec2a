"""The top card of a library (CR 401.2, 601.3): "You may look at the top card of your library
any time" (:class:`~mtgrules.model.LookAtLibraryTop`) and "You may cast creature spells from
the top of your library" (:class:`~mtgrules.model.CastFromLibraryTop`). Which players have
them is computed once per battlefield result
(:func:`~mtgrules.rules.layers.battlefield_memo`), so the priority options only look up a
dictionary when no permanent has them."""

from __future__ import annotations

from mtgrules.model.abilities import StaticAbility
from mtgrules.model.filters import ObjectFilter
from mtgrules.model.library_top import CastFromLibraryTop, LookAtLibraryTop
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import Characteristics, battlefield_memo, characteristics
from mtgrules.state.game_state import GameState

Rights = dict[int, tuple[bool, tuple[ObjectFilter, ...]]]
"""Per controller: (may look at the top card, filters of the spells they may cast from it)."""


def _rights(chars: dict[int, Characteristics]) -> Rights:
    out: Rights = {}
    for c in chars.values():
        for a in c.abilities:
            if not isinstance(a, StaticAbility):
                continue
            for r in a.rules:
                look, casts = out.get(c.controller, (False, ()))
                if isinstance(r, LookAtLibraryTop):
                    out[c.controller] = (True, casts)
                elif isinstance(r, CastFromLibraryTop):
                    out[c.controller] = (look, (*casts, r.spells))
    return out


def may_look_at_top(s: GameState, player: int) -> bool:
    """Whether ``player`` may look at the top card of their library now (CR 401.2)."""
    got = battlefield_memo(s, "library_top", _rights).get(player)
    return bool(got and got[0])


def castable_top(s: GameState, player: int) -> int | None:
    """The top card of ``player``'s library if an effect lets them cast it (CR 601.3), else
    None (a land is never cast, CR 305.9)."""
    got = battlefield_memo(s, "library_top", _rights).get(player)
    lib = s.players[player].library
    if not got or not got[1] or not lib:
        return None
    top = lib[0]
    c = characteristics(s, top)
    if "Land" in c.types:
        return None
    return top if any(matches(s, top, c, f, player, None) for f in got[1]) else None
