"""Intervening "if" clauses of triggered abilities (CR 603.4): "When/Whenever/At ..., if
[condition], [effect]." The condition is checked when the event happens and again as the
ability resolves (:func:`mtgrules.rules.triggers.intervening_if_holds`).

Conditions: "a creature died this turn" (700.4), "no spells were cast last turn" and "a player
cast two or more spells last turn" (the werewolves' transform conditions), pack tactics' "you
attacked with creatures with total power 6 or greater this combat", "you've completed a
dungeon" and "you haven't completed [dungeon]" (309.7).
"""

from __future__ import annotations

from mtgrules.cards.dungeons import DUNGEONS
from mtgrules.model import (
    AttackedWithTotalPower,
    CompletedDungeon,
    CreatureDiedThisTurn,
    NoSpellsCastLastTurn,
    PlayerCastSpellsLastTurn,
)
from mtgrules.model.base import CardType
from mtgrules.model.class_events import YouControlA
from mtgrules.model.filters import Filter
from mtgrules.model.player_effects import OpponentControlsMore
from mtgrules.model.triggers import Condition
from mtgrules.oracle.you_control import render_you_control, split_you_control

__all__ = ["render_condition", "split_intervening_if"]

from mtgrules.oracle.attached_triggers import CONDITIONS as ATTACHED_CONDITIONS  # noqa: E402
from mtgrules.oracle.copies import HAD_TWO_COUNTERS  # noqa: E402
from mtgrules.oracle.history import CONDITION_WORDS as HISTORY_WORDS  # noqa: E402
from mtgrules.oracle.linked_exile import CONDITION_WORDS  # noqa: E402
from mtgrules.oracle.spell_history import CONDITIONS as SPELL_HISTORY  # noqa: E402
from mtgrules.oracle.talents import CONDITIONS as TALENT_CONDITIONS  # noqa: E402

_CONDITIONS: tuple[tuple[str, Condition], ...] = (
    ("a creature died this turn", CreatureDiedThisTurn()),
    ("no spells were cast last turn", NoSpellsCastLastTurn()),
    ("a player cast two or more spells last turn", PlayerCastSpellsLastTurn(2)),
    ("you attacked with creatures with total power 6 or greater this combat",
     AttackedWithTotalPower(6)),
    ("you've completed a dungeon", CompletedDungeon()),
    *((f"you haven't completed {d.name}", CompletedDungeon(d.name, negated=True))
      for d in DUNGEONS),
    CONDITION_WORDS,  # "there are cards exiled with ~" (oracle.linked_exile, CR 607.2a)
    *((f"an opponent controls more {w}s than you", OpponentControlsMore(Filter(types=frozenset(
        {t})))) for w, t in (("land", CardType.LAND), ("creature", CardType.CREATURE))),
    *TALENT_CONDITIONS,  # "that player has one or fewer cards in hand" (oracle.talents)
    HAD_TWO_COUNTERS,  # "it had two or more +1/+1 counters on it" (oracle.copies)
    *HISTORY_WORDS,  # mana from a Treasure, life and lands this turn (oracle.history)
    *ATTACHED_CONDITIONS,  # "enchanted creature's power is 4 or greater" (CR 603.4)
    *SPELL_HISTORY,  # "it's the second creature spell you cast this turn" (CR 601.2i)
)


def split_intervening_if(text: str) -> tuple[Condition, str] | None:
    """``"if no spells were cast last turn, transform ~."`` -> (the condition, the effect
    text ``"transform ~."``); None when ``text`` doesn't start with a supported clause."""
    for words, cond in _CONDITIONS:
        head = f"if {words}, "
        if text.startswith(head) and len(text) > len(head):
            return cond, text[len(head):]
    return split_you_control(text)


def render_condition(cond: Condition) -> str:
    """The clause's words without "if" (the inverse of :func:`split_intervening_if`).
    Raises ValueError for a condition with no wording."""
    for words, c in _CONDITIONS:
        if c == cond:
            return words
    if isinstance(cond, YouControlA):
        return render_you_control(cond)
    raise ValueError(f"condition {cond!r} has no rendering")
