"""Snapshot tests of the typed tree for the templates the open seed rulings needed (issue 10):
"Remove all counters from ..." and "Proliferate" (CR 122.1, 701.34), "Counter target activated
or triggered ability" (701.6a, 115.1) and "You may cast spells as though they had flash"
(702.8a, 601.3e); each parses into exactly this model and renders back to the text."""

from __future__ import annotations

import dataclasses

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.cards.registry import get_card
from mtgrules.model import (
    ActivatedAbility,
    CastAsThoughFlash,
    Cost,
    Counter,
    Draw,
    Filter,
    Proliferate,
    RemoveAllCounters,
    SpellAbility,
    StaticAbility,
    TargetKind,
    TargetRef,
    TargetSlot,
)
from mtgrules.model.base import Ability
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line

CREATURE = TypeLine.parse("Creature — Vampire Shaman")
INSTANT = TypeLine.parse("Instant")
ARTIFACT = TypeLine.parse("Artifact")
T0 = TargetRef(0)


def _bare(a: Ability) -> Ability:
    return dataclasses.replace(a, key="", text="")


def _compile(text: str, tl: TypeLine) -> tuple[Ability, ...]:
    return tuple(_bare(a) for a in compile_line(Line(text, text), tl))


CASES: list[tuple[str, TypeLine, tuple[Ability, ...]]] = [
    ("Sacrifice ~: Remove all counters from target permanent.", CREATURE,
     (ActivatedAbility("", "", cost=Cost(sacrifice_self=True), effect=(RemoveAllCounters(T0),),
                       targets=(TargetSlot(TargetKind.OBJECT, Filter(),
                                           text="target permanent"),)),)),
    ("Proliferate. Draw a card.", INSTANT,
     (SpellAbility("", "", effect=(Proliferate(), Draw())),)),
    ("Counter target activated or triggered ability.", INSTANT,
     (SpellAbility("", "", effect=(Counter(T0),), targets=(TargetSlot(
         TargetKind.ABILITY, text="target activated or triggered ability"),)),)),
    ("You may cast spells as though they had flash.", ARTIFACT,
     (StaticAbility("", "", rules=(CastAsThoughFlash(),)),)),
]


@pytest.mark.parametrize(("text", "tl", "want"), CASES, ids=[c[0] for c in CASES])
def test_template_snapshot(text: str, tl: TypeLine, want: tuple[Ability, ...]) -> None:
    assert _compile(text, tl) == want


@pytest.mark.parametrize("text", [
    "Remove all counters from target creature card from your graveyard.",  # not a permanent
    "Remove all counters from target player.",
    "Counter target activated ability.",  # a narrower target: not read yet
    "You may cast creature spells as though they had flash.",
])
def test_near_misses_are_unsupported(text: str) -> None:
    tl = ARTIFACT if text.startswith("You may") else INSTANT
    with pytest.raises(Unsupported):
        compile_line(Line(text, text), tl)


@pytest.mark.parametrize("name", ["Vampire Hexmage", "Stifle", "Steady Progress",
                                  "Contentious Plan", "Vedalken Orrery"])
def test_cards_compile(name: str) -> None:
    """The cards these rulings use are compiled from the card database (not hand-written)."""
    assert get_card(name).name == name
