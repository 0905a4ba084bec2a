"""Snow mana (CR 107.4h, 106.3): which mana in a pool a snow source produced.

{S} in a cost is one generic mana that must be paid with mana produced by a snow source (a
permanent with the supertype snow, CR 205.4g, as it is when the mana ability is activated).
The pool keeps six counts per player; the snow part of it is kept beside it in
``s.extra["snow_mana"]``: ``{str(player): six counts}`` (WUBRGC), each at most the pool's
count of that type. Mana produced by a snow permanent's mana ability is added to it; a
payment spends the snow mana the {S} symbols need and, for the rest of the cost, mana that
isn't snow before snow mana of the same type; it empties with the pool (CR 106.4).
Restricted mana (CR 106.6) is never counted as snow.
"""

from __future__ import annotations

from collections.abc import Sequence

from mtgrules.mana import TYPE_INDEX
from mtgrules.rules.layers import characteristics
from mtgrules.state.game_state import GameState

KEY = "snow_mana"


def snow_pool(s: GameState, player: int) -> list[int]:
    """The snow mana in ``player``'s pool (six counts, each at most the pool's)."""
    book = s.extra.get(KEY)
    mine = book.get(str(player)) if book else None
    if not mine:
        return [0] * 6
    return [min(a, b) for a, b in zip(mine, s.players[player].mana, strict=True)]


def is_snow_source(s: GameState, src: int) -> bool:
    """Whether ``src`` is a snow permanent (CR 205.4g), or was as it last existed on the
    battlefield (a snow source sacrificed for mana)."""
    o = s.objects.get(src)
    if o is None:
        return False
    if o.zone == "battlefield":
        return "Snow" in characteristics(s, src).supertypes
    return "Snow" in ((o.lki or {}).get("supertypes") or ())


def note_snow_produced(s: GameState, player: int, src: int, mana: Sequence[str]) -> None:
    """Before ``mana`` (type letters) from ``src`` is added to ``player``'s pool (not as
    restricted mana): keep the snow share no larger than the pool (mana spent elsewhere is
    gone), then count this mana as snow mana if ``src`` is a snow source (CR 107.4h)."""
    snow = bool(mana) and is_snow_source(s, src)
    if KEY not in s.extra and not snow:
        return
    mine = snow_pool(s, player)
    if snow:
        for t in mana:
            mine[TYPE_INDEX[t]] += 1
    set_snow_pool(s, player, mine)


def set_snow_pool(s: GameState, player: int, snow: Sequence[int]) -> None:
    """Record what is left of ``player``'s snow mana after a payment (six counts)."""
    book = {k: v for k, v in s.extra.get(KEY, {}).items() if k != str(player)}
    if any(snow):
        book[str(player)] = list(snow)
    if book:
        s.extra[KEY] = book
    else:
        s.extra.pop(KEY, None)


def empty_snow(s: GameState) -> None:
    """The pools empty (CR 106.4): so does their snow mana."""
    s.extra.pop(KEY, None)
