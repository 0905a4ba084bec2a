"""Conditions of issue 19's grammar on spells (CR 608.2c): "[effect]. [effect] instead if
[condition]." with metalcraft's "you control three or more artifacts" and morbid's "a creature
died this turn" (700.4); each parse is proved by the compiler's exact render round trip."""

from __future__ import annotations

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.model import (
    ActivatedAbility,
    ApplyContinuous,
    Conjoined,
    CreatureDiedThisTurn,
    DealDamage,
    Draw,
    Fixed,
    GainLife,
    IfElse,
    IfForm,
    ModifyPT,
    SpellAbility,
    TargetRef,
    X,
    You,
    YouControlAtLeast,
)
from mtgrules.model.base import CardType, Whose
from mtgrules.model.filters import Filter
from mtgrules.model.history import OpponentControlsAtLeast
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line
from mtgrules.oracle.render import render_line

INSTANT = TypeLine((), ("Instant",), ())


def _spell(text: str) -> SpellAbility:
    (a,) = compile_line(Line(text, text), INSTANT)
    assert isinstance(a, SpellAbility)
    assert render_line((a,)) == text
    return a


def test_metalcraft_damage_instead_if_you_control_three_artifacts() -> None:
    a = _spell("~ deals 2 damage to any target. ~ deals 4 damage instead if you control "
               "three or more artifacts.")
    (e,) = a.effect
    assert isinstance(e, IfElse) and e.form is IfForm.INSTEAD_IF
    assert e.condition == YouControlAtLeast(
        Filter(types=frozenset({CardType.ARTIFACT}), controller=Whose.YOU), 3, suffix=True)
    assert e.then == (DealDamage(Fixed(4), TargetRef(0)),)
    assert e.otherwise == (DealDamage(Fixed(2), TargetRef(0)),)


def test_morbid_that_creature_gets_instead_if_a_creature_died() -> None:
    a = _spell("Target creature gets -1/-1 until end of turn. That creature gets -13/-13 "
               "until end of turn instead if a creature died this turn.")
    (e,) = a.effect
    assert isinstance(e, IfElse) and e.form is IfForm.INSTEAD_IF
    assert e.condition == CreatureDiedThisTurn()
    (then,) = e.then
    assert isinstance(then, ApplyContinuous)
    assert then.parts == (ModifyPT(Fixed(-13), Fixed(-13)),)


@pytest.mark.parametrize("text", [
    # "that permanent" for a creature target: the word must be the target's own
    "Target creature gets -1/-1 until end of turn. That permanent gets -13/-13 until end of "
    "turn instead if a creature died this turn.",
    # a condition no reader knows
    "~ deals 2 damage to any target. ~ deals 4 damage instead if you control a dragon "
    "named Bob.",
])
def test_unknown_instead_if_is_refused(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_line(Line(text, text), INSTANT)


LAND = TypeLine((), ("Land",), ())


def test_activate_only_if_an_opponent_controls_four_or_more_lands() -> None:
    text = ("{1}, {T}, Sacrifice ~: Destroy target nonbasic land. Activate only if an opponent "
            "controls four or more lands.")
    (a,) = compile_line(Line(text, text), LAND)
    assert isinstance(a, ActivatedAbility)
    assert a.condition == OpponentControlsAtLeast(Filter(types=frozenset({CardType.LAND})), 4)
    assert render_line((a,)) == text


def test_activate_only_if_with_an_unknown_condition_is_refused() -> None:
    text = "{T}: Draw a card. Activate only if an opponent controls a dragon named Bob."
    with pytest.raises(Unsupported):
        compile_line(Line(text, text), LAND)


def test_gain_x_life_and_draw_x_cards() -> None:  # CR 107.3a: the X announced as it's cast
    a = _spell("You gain X life and draw X cards.")
    (e,) = a.effect
    assert e == Conjoined((GainLife(X()), Draw(You(), X())))
