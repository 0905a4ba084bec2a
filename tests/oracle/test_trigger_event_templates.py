"""Trigger events composed from the shared readers (CR 601.2i, 603.10a, 701.27e, 507.1) and
the event-dependent effects read with them: each line reads into the expected model and
renders back exactly."""

from __future__ import annotations

import pytest

from mtgrules.model import (
    BeginningOf,
    Color,
    Dies,
    Each,
    EventObject,
    SpellCast,
    Step,
    Whose,
)
from mtgrules.model.amounts import EventAmount
from mtgrules.model.faces import TransformsInto
from mtgrules.model.life_totals import LifeTotals
from mtgrules.model.sacrifice_or import OpponentMaySacrifice
from mtgrules.oracle import readers  # noqa: F401  (installs the reader tables)
from mtgrules.oracle.render import render_ability
from mtgrules.oracle.statics import parse_static
from mtgrules.oracle.triggers import parse_event, parse_triggered, render_event


@pytest.mark.parametrize("text", [
    "Whenever a player casts a green spell",
    "Whenever an opponent casts a spell",
    "Whenever ~ or another creature dies",
    "Whenever ~ or another Human creature you control dies",
    "Whenever another Zombie you control dies",
    "Whenever ~ transforms into ~",
    "Whenever ~ enters or transforms into ~",
    "At the beginning of each combat",
])
def test_event_round_trip(text: str) -> None:
    e = parse_event(text)
    assert e is not None
    assert render_event(e) == text


def test_event_models() -> None:
    green = parse_event("Whenever a player casts a green spell")
    assert isinstance(green, SpellCast) and green.who is Whose.ANY
    assert Color.GREEN in green.spell.colors  # type: ignore[union-attr]
    dies = parse_event("Whenever ~ or another creature dies")
    assert isinstance(dies, Dies) and dies.or_this and isinstance(dies.what, Each)
    assert parse_event("Whenever ~ enters or transforms into ~") == TransformsInto(or_enters=True)
    assert parse_event("At the beginning of each combat") == BeginningOf(
        Step.BEGINNING_OF_COMBAT, Whose.ANY)
    assert parse_event("Whenever ~ transforms into Grizzly Bears") is None


def _read(line: str) -> object:
    a = parse_triggered(line) if line.startswith(("When", "At ")) else parse_static(line)
    assert a is not None
    assert render_ability(a) == line  # type: ignore[arg-type]
    return a


def test_event_dependent_effects() -> None:
    reckoner = _read(
        "Whenever ~ is dealt damage, ~ deals that much damage to any target.")
    assert reckoner.effect[0].amount == EventAmount()  # type: ignore[union-attr]
    ogre = _read("Whenever another creature you control enters, that "
                                     "creature gets +2/+0 and gains haste until end of turn.")
    assert ogre.effect[0].what == EventObject()  # type: ignore[union-attr]
    demon = _read(
        "At the beginning of each combat, any opponent may sacrifice a creature of their "
        "choice. If a player does, tap ~ and put a +1/+1 counter on it.")
    assert isinstance(demon.effect[0], OpponentMaySacrifice)  # type: ignore[union-attr]
    baron = _read(
        "As long as you have 30 or more life and an opponent has 10 or less life, ~ gets "
        "+6/+6 and has flying.")
    assert baron.condition == LifeTotals(30, 10)  # type: ignore[union-attr]
