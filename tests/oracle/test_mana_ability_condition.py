"""Mana abilities with "Activate only if [condition]." (CR 602.5b, 605.1a): read with the
condition, rendered back exactly; the engine offers them only while it holds (scenario
tests/rules/mana_payment/602_5b_temple_of_the_false_god_needs_five_lands.yaml)."""

from __future__ import annotations

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.model import ActivatedAbility
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line
from mtgrules.oracle.render import render_ability

LAND = TypeLine((), ("Land",), ())


@pytest.mark.parametrize("text", [
    "{T}: Add {C}{C}. Activate only if you control five or more lands.",
    "{T}: Add {C}. Activate only if an opponent controls four or more lands.",
])
def test_mana_ability_with_condition(text: str) -> None:
    (a,) = compile_line(Line(text, text), LAND)
    assert isinstance(a, ActivatedAbility) and a.mana_ability and a.condition is not None
    assert render_ability(a) == text


def test_mana_ability_with_condition_and_sorcery_speed_refused() -> None:
    text = "{T}: Add {C}. Activate only as a sorcery. Activate only if you control a Swamp."
    with pytest.raises(Unsupported):
        compile_line(Line(text, text), LAND)
