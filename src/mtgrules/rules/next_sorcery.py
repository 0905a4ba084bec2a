"""The next sorcery spell a player casts this turn may be cast as though it had flash (CR
601.3e, 702.8a; Quicken).

``s.turn_flags["next_sorcery_flash"]``: the players for whom such an effect waits this turn
(turn flags end with the turn). The next sorcery spell the player casts uses it up, whenever
it is cast (:func:`note_spell_cast`).
"""

from __future__ import annotations

from collections.abc import Iterable

from mtgrules.state.game_state import GameState

NEXT_SORCERY_FLASH = "next_sorcery_flash"


def grant(s: GameState, player: int) -> None:
    """``player``'s next sorcery spell this turn may be cast as though it had flash."""
    waiting = list(s.turn_flags.get(NEXT_SORCERY_FLASH, ()))
    if player not in waiting:
        s.turn_flags[NEXT_SORCERY_FLASH] = [*waiting, player]
        s.touch()


def has_flash(s: GameState, player: int, types: Iterable[str]) -> bool:
    """Whether a spell of card types ``types`` that ``player`` casts now may be cast as though
    it had flash by such an effect (a sorcery, and the effect waits)."""
    return "Sorcery" in types and player in s.turn_flags.get(NEXT_SORCERY_FLASH, ())


def waiting(s: GameState, player: int) -> bool:
    """Whether such an effect waits for ``player``'s next sorcery spell this turn."""
    return player in s.turn_flags.get(NEXT_SORCERY_FLASH, ())


def note_spell_cast(s: GameState, player: int, types: Iterable[str]) -> None:
    """``player`` cast a spell of card types ``types`` (CR 601.2i): a sorcery uses the effect
    up."""
    if has_flash(s, player, types):
        s.turn_flags[NEXT_SORCERY_FLASH] = [p for p in s.turn_flags[NEXT_SORCERY_FLASH]
                                            if p != player]
        s.touch()
