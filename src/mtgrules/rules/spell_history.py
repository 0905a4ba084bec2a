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


def nth_of_types(s: GameState, ev: dict[str, object], types: frozenset[CardType]) -> int:
    """For a cast event ``ev`` of this turn: the how-manieth spell with any of ``types`` its
    caster cast this turn it was (0 if it has none of them), counted in the record up to it
    (CR 601.2i)."""
    index = ev.get("cast_index")
    if not isinstance(index, int):
        return 0
    words = {t.value for t in types}
    record = s.turn_flags.get("spells_cast", ())[:index + 1]
    if len(record) != index + 1 or not words & set(record[index][1]):
        return 0
    return sum(1 for pid, ts in record if pid == ev["player"] and words & set(ts))


def spells_cast(s: GameState, player: int, types: frozenset[CardType]) -> int:
    """How many spells ``player`` cast this turn with any of ``types`` (any spell if
    empty)."""
    words = {t.value for t in types}
    return sum(1 for pid, ts in s.turn_flags.get("spells_cast", ())
               if pid == player and (not words or words & set(ts)))
