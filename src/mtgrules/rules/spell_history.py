"""The spells each player cast this turn (CR 601.2i), for "the number of instant and sorcery
spells you've cast this turn" (:class:`~mtgrules.model.spell_history.SpellsCastThisTurn`):
``s.turn_flags["spells_cast"]`` holds ``[player, card types]`` per spell as it becomes cast
(reset as each turn begins, like the other turn flags)."""

from __future__ import annotations

from collections.abc import Iterable

from mtgrules.model.base import CardType
from mtgrules.state.game_state import GameState


def note_cast(s: GameState, player: int, types: Iterable[str]) -> None:
    """Record that ``player`` cast a spell with card types ``types`` (CR 601.2i)."""
    s.turn_flags["spells_cast"] = [*s.turn_flags.get("spells_cast", ()),
                                   [player, sorted(types)]]


def spells_cast(s: GameState, player: int, types: frozenset[CardType]) -> int:
    """How many spells ``player`` cast this turn with any of ``types`` (any spell if
    empty)."""
    words = {t.value for t in types}
    return sum(1 for pid, ts in s.turn_flags.get("spells_cast", ())
               if pid == player and (not words or words & set(ts)))
