"""Snapshot tests of the typed tree for the casting-cost templates: convoke, improvise, delve
(CR 702.51, 702.126, 702.66), "As an additional cost to cast ~, discard a card." (118.8),
affinity (702.41a) and spell cost changes (601.2f); each parses into exactly this model and
renders back to the text."""

from __future__ import annotations

import dataclasses

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.keywords import keyword
from mtgrules.model import (
    AnyOf,
    CardType,
    ChangeSpellCost,
    Cost,
    Filter,
    SpellCost,
    SpellCostKind,
    StaticAbility,
    Whose,
    Zone,
)
from mtgrules.model.amounts import CountOf
from mtgrules.model.base import Ability
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line

CREATURE = TypeLine.parse("Creature — Frog")
INSTANT = TypeLine.parse("Instant")


def _bare(a: Ability) -> Ability:
    return a if a.key.startswith("kw:") else dataclasses.replace(a, key="", text="")


def _compile(text: str, tl: TypeLine) -> tuple[Ability, ...]:
    return tuple(_bare(a) for a in compile_line(Line(text, text), tl))


def _static(ch: ChangeSpellCost) -> tuple[Ability, ...]:
    return (StaticAbility("", "", cost_modification=ch),)


_ARTIFACTS = CountOf(Filter(types=frozenset({CardType.ARTIFACT}), controller=Whose.YOU))

CASES: list[tuple[str, TypeLine, tuple[Ability, ...]]] = [
    ("Convoke", INSTANT, (keyword("convoke"),)),
    ("Flying, convoke", CREATURE, (keyword("flying"), keyword("convoke"))),
    ("Improvise", CREATURE, (keyword("improvise"),)),
    ("Delve", INSTANT, (keyword("delve"),)),
    ("As an additional cost to cast ~, discard a card.", INSTANT,
     (SpellCost("", "", kind=SpellCostKind.ADDITIONAL, cost=Cost(discard=1)),)),
    ("Affinity for artifacts", CREATURE,
     _static(ChangeSpellCost(1, this_spell=True, per=_ARTIFACTS, affinity=True))),
    ("~ costs {1} less to cast for each artifact you control.", INSTANT,
     _static(ChangeSpellCost(1, this_spell=True, per=_ARTIFACTS))),
    ("Instant and sorcery spells you cast cost {1} less to cast.", CREATURE,
     _static(ChangeSpellCost(1, spells=AnyOf((
         Filter(types=frozenset({CardType.INSTANT}), zone=Zone.STACK),
         Filter(types=frozenset({CardType.SORCERY}), zone=Zone.STACK)))))),
    ("Noncreature spells cost {1} more to cast.", CREATURE,
     _static(ChangeSpellCost(1, more=True, who=Whose.ANY, spells=Filter(
         nontypes=frozenset({CardType.CREATURE}), zone=Zone.STACK)))),
    ("Dinosaur spells you cast cost {1} less to cast.", CREATURE,
     _static(ChangeSpellCost(1, spells=Filter(subtypes=frozenset({"Dinosaur"}),
                                              zone=Zone.STACK)))),
    ("Spells cost {1} more to cast.", CREATURE,
     _static(ChangeSpellCost(1, more=True, who=Whose.ANY))),
]


@pytest.mark.parametrize(("text", "tl", "want"), CASES, ids=[c[0] for c in CASES])
def test_template_snapshot(text: str, tl: TypeLine, want: tuple[Ability, ...]) -> None:
    assert _compile(text, tl) == want


@pytest.mark.parametrize("text", [
    "As an additional cost to cast ~, discard two cards.",
    "Affinity for Equipment",  # no plural rendering
    "Foo spells you cast cost {1} less to cast.",  # not a subtype
    "Spells you cast cost {1} less to cast for each artifact you control.",
    "~ costs {1} less to cast for each artifact an opponent controls.",
])
def test_near_misses_are_unsupported(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_line(Line(text, text), CREATURE)
