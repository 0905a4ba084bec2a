""""Activate only if an opponent controls four or more lands." (CR 602.5b), read into
:attr:`~mtgrules.model.ActivatedAbility.condition` and rendered back exactly."""

from __future__ import annotations

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.model import ActivatedAbility, Filter
from mtgrules.model.base import CardType
from mtgrules.model.history import OpponentControlsAtLeast
from mtgrules.oracle.activated import render_activated
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line

LAND = TypeLine((), ("Land",), ())


def test_tectonic_edge() -> None:
    text = ("{1}, {T}, Sacrifice ~: Destroy target nonbasic land. Activate only if an opponent "
            "controls four or more lands.")
    (a,) = compile_line(Line(text, text), LAND)
    assert isinstance(a, ActivatedAbility)
    assert a.condition == OpponentControlsAtLeast(Filter(types=frozenset({CardType.LAND})), 4)
    assert render_activated(a) == text


@pytest.mark.parametrize("text", [
    "{T}: Draw a card. Activate only if an opponent controls one or more lands.",
    "{T}: Draw a card. Activate only if an opponent controls 4 or more lands.",
    "{T}: Add {C}. Activate only if an opponent controls four or more lands.",
])
def test_restrictions_not_read(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_line(Line(text, text), LAND)
