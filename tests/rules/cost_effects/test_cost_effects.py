"""Elspeth Conquers Death's templates (CR 611.2a, 601.2f, 122.1): typed trees, the render
round trip, and the cost change applied to the right players for the right turns."""

from __future__ import annotations

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.model import (
    CardType,
    ChangeCostsUntilYourNextTurn,
    ChangeSpellCost,
    CounterKind,
    Filter,
    PutCounterOfChoice,
    StaticAbility,
    Whose,
    Zone,
)
from mtgrules.model.refs import Those
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line

SAGA = TypeLine((), ("Enchantment",), ("Saga",))
ENCHANTMENT = TypeLine((), ("Enchantment",), ())


def _one(text: str, tl: TypeLine) -> object:
    (a,) = compile_line(Line(text, text), tl)
    return a


def test_611_2a_cost_change_until_your_next_turn_typed_tree() -> None:
    a = _one("II — Noncreature spells your opponents cast cost {2} more to cast until your "
             "next turn.", SAGA)
    (e,) = a.effect  # type: ignore[attr-defined]
    assert isinstance(e, ChangeCostsUntilYourNextTurn)
    assert e.change == ChangeSpellCost(2, more=True, who=Whose.OPPONENT, spells=Filter(
        nontypes=frozenset({CardType.CREATURE}), zone=Zone.STACK))


def test_601_2f_spells_your_opponents_cast_static() -> None:
    a = _one("Spells your opponents cast cost {1} more to cast.", ENCHANTMENT)
    assert isinstance(a, StaticAbility)
    assert a.cost_modification == ChangeSpellCost(1, more=True, who=Whose.OPPONENT)


def test_122_1_counter_of_choice_typed_tree() -> None:
    a = _one("III — Return target creature or planeswalker card from your graveyard to the "
             "battlefield. Put a +1/+1 counter or a loyalty counter on it.", SAGA)
    assert a.effect[1] == PutCounterOfChoice(  # type: ignore[attr-defined]
        Those("it"), (CounterKind.P1P1, CounterKind.LOYALTY))


@pytest.mark.parametrize("text", [
    "Put a +1/+1 counter or a +1/+1 counter on target creature.",  # no choice
    "Put an +1/+1 counter or a loyalty counter on target creature.",  # wrong article
])
def test_122_1_misread_counter_choices_are_refused(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_line(Line(text, text), TypeLine((), ("Sorcery",), ()))
