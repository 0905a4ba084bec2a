"""Revealing the top cards of a library and putting cards from the hand on top
(:mod:`mtgrules.oracle.library_look`, CR 701.20a, 401.1), read and rendered back exactly."""

from __future__ import annotations

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.model import (
    AnyOf,
    Compound,
    Draw,
    Filter,
    PutFromHandOnTop,
    RevealPut,
    RevealTop,
    SpellAbility,
    TriggeredAbility,
    Zone,
)
from mtgrules.model.amounts import Fixed
from mtgrules.model.base import CardType
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.effects import render_effect
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line

SORCERY = TypeLine((), ("Sorcery",), ())
CREATURE = TypeLine((), ("Creature",), ("Satyr",))
LAND = Filter(types=frozenset({CardType.LAND}), zone=Zone.LIBRARY)


def _spell(text: str) -> SpellAbility:
    (a,) = compile_line(Line(text, text), SORCERY)
    assert isinstance(a, SpellAbility)
    assert render_effect(a.effect, a.targets) == text
    return a


def test_mulch() -> None:
    a = _spell("Reveal the top four cards of your library. Put all land cards revealed this way "
               "into your hand and the rest into your graveyard.")
    assert a.effect == (RevealTop(4, RevealPut.ALL_MATCHING_TO_HAND, LAND),)


def test_grisly_salvage() -> None:
    a = _spell("Reveal the top five cards of your library. You may put a creature or land card "
               "from among them into your hand. Put the rest into your graveyard.")
    (e,) = a.effect
    assert isinstance(e, RevealTop) and e.count == 5 and e.put is RevealPut.MAY_ONE_TO_HAND
    assert isinstance(e.filter, AnyOf)


def test_satyr_wayfinder_trigger() -> None:
    text = ("When ~ enters, reveal the top four cards of your library. You may put a land card "
            "from among them into your hand. Put the rest into your graveyard.")
    (a,) = compile_line(Line(text, text), CREATURE)
    assert isinstance(a, TriggeredAbility)
    assert a.effect == (RevealTop(4, RevealPut.MAY_ONE_TO_HAND, LAND),)


def test_brainstorm() -> None:
    a = _spell("Draw three cards, then put two cards from your hand on top of your library in "
               "any order.")
    (e,) = a.effect
    assert isinstance(e, Compound) and e.effects[1] == PutFromHandOnTop(2)
    assert isinstance(e.effects[0], Draw) and e.effects[0].count == Fixed(3)


@pytest.mark.parametrize("text", [
    "Put two cards from your hand on top of your library.",  # "in any order" is written
    "Reveal the top card of your library. Put all land cards revealed this way into your hand "
    "and the rest into your graveyard.",
    "Reveal the top four cards of your library.",
])
def test_misworded_lines_do_not_compile(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_line(Line(text, text), SORCERY)
