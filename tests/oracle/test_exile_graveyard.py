"""Exiling graveyards (:mod:`mtgrules.oracle.effects_graveyard`, CR 406.1), read and rendered
back exactly."""

from __future__ import annotations

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.model import (
    EachOpponent,
    EachPlayer,
    ExileGraveyard,
    SpellAbility,
    TargetKind,
    TargetRef,
)
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.effects import render_effect
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line

SORCERY = TypeLine((), ("Sorcery",), ())


@pytest.mark.parametrize(("text", "who"), [
    ("Exile all graveyards.", EachPlayer()),
    ("Exile each opponent's graveyard.", EachOpponent()),
    ("Exile target player's graveyard.", TargetRef(0)),
    ("Exile target opponent's graveyard.", TargetRef(0)),
])
def test_exile_graveyards(text: str, who: object) -> None:
    (a,) = compile_line(Line(text, text), SORCERY)
    assert isinstance(a, SpellAbility) and a.effect == (ExileGraveyard(who),)  # type: ignore[arg-type]
    assert render_effect(a.effect, a.targets) == text
    if who == TargetRef(0):
        assert a.targets[0].kind in (TargetKind.PLAYER, TargetKind.OPPONENT)


def test_exile_your_graveyard_is_not_read() -> None:
    with pytest.raises(Unsupported):
        compile_line(Line("Exile all graveyard.", "Exile all graveyard."), SORCERY)
