"""Templates of the third AFR batch (costs and conditions, issue 9's AFR target): typed trees
and render checks of "This ability triggers only once each turn" (603.2h), ..."""

from __future__ import annotations

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.model import (
    CreateToken,
    Each,
    Enters,
    SpellCast,
    TriggeredAbility,
    Venture,
)
from mtgrules.model.base import CardType, Whose
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line

CREATURE = TypeLine((), ("Creature",), ("Human",))
INSTANT = TypeLine((), ("Instant",), ())


def _one(text: str, tl: TypeLine = CREATURE) -> object:
    (a,) = compile_line(Line(text, text), tl)
    return a


def test_triggers_only_once_each_turn() -> None:
    a = _one("Whenever you cast a creature or planeswalker spell, venture into the dungeon. "
             "This ability triggers only once each turn.")
    assert isinstance(a, TriggeredAbility) and a.once_each_turn
    assert isinstance(a.event, SpellCast) and a.event.who is Whose.YOU
    assert a.effect == (Venture(),)


def test_one_or_more_enter_once_each_turn() -> None:
    a = _one("Whenever one or more artifacts you control enter, put a +1/+1 counter on ~. "
             "This ability triggers only once each turn.")
    assert isinstance(a, TriggeredAbility) and a.once_each_turn
    assert isinstance(a.event, Enters) and a.event.one_or_more
    assert isinstance(a.event.what, Each)
    f = a.event.what.filter
    assert CardType.ARTIFACT in f.types and f.controller is Whose.YOU  # type: ignore[union-attr]


def test_one_or_more_without_the_restriction_is_a_batch_trigger() -> None:
    # batches of simultaneous events are kept now (rules.batches): it triggers once per batch
    a = _one("Whenever one or more artifacts you control enter, put a +1/+1 counter on ~.")
    assert isinstance(a, TriggeredAbility) and not a.once_each_turn
    assert isinstance(a.event, Enters) and a.event.one_or_more


def test_once_each_turn_needs_a_trigger() -> None:
    with pytest.raises(Unsupported):
        _one("Flying. This ability triggers only once each turn.")


def test_once_token_trigger() -> None:
    a = _one("Whenever one or more other Elves you control enter, create a 1/1 green Elf "
             "Warrior creature token. This ability triggers only once each turn.")
    assert isinstance(a, TriggeredAbility) and a.once_each_turn
    assert isinstance(a.effect[0], CreateToken)
