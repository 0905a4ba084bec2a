"""Wordings of "Activate only if ..." (CR 602.5b) the compiler must refuse (the accepted ones are
in tests/oracle/test_condition_templates.py)."""

from __future__ import annotations

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line

LAND = TypeLine((), ("Land",), ())


@pytest.mark.parametrize("text", [
    "{T}: Draw a card. Activate only if an opponent controls one or more lands.",
    "{T}: Draw a card. Activate only if an opponent controls 4 or more lands.",
])
def test_restrictions_not_read(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_line(Line(text, text), LAND)
