"""Snapshot tests of "target X and all other Ys with the same name as that X" (CR 201.2,
:class:`~mtgrules.model.refs.TargetAndSameName`), with "not named ~", read and rendered back
exactly."""

from __future__ import annotations

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.model import (
    ApplyContinuous,
    CardType,
    Duration,
    Filter,
    Fixed,
    May,
    ModifyPT,
    MoveTo,
    Predicate,
    SpellAbility,
    TargetRef,
    TriggeredAbility,
    Zone,
)
from mtgrules.model.refs import TargetAndSameName
from mtgrules.oracle import verdict
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line
from mtgrules.oracle.render import render_ability

INSTANT = TypeLine((), ("Instant",), ())
CREATURES = Filter(types=frozenset({CardType.CREATURE}))


def _spell(text: str) -> SpellAbility:
    (a,) = compile_line(Line(text, text), INSTANT)
    assert isinstance(a, SpellAbility)
    assert render_ability(a) == text  # the round trip
    return a


def test_201_2_exile_target_and_namesakes() -> None:
    a = _spell("Exile target creature and all other creatures with the same name as that "
               "creature.")
    assert a.effect == (MoveTo(TargetAndSameName(TargetRef(0), CREATURES), Zone.EXILE),)


def test_201_2_namesakes_get_a_pt_change() -> None:
    a = _spell("Target creature and all other creatures with the same name as that creature "
               "get -2/-2 until end of turn.")
    assert a.effect == (ApplyContinuous(TargetAndSameName(TargetRef(0), CREATURES),
                                        (ModifyPT(Fixed(-2), Fixed(-2)),),
                                        Duration.END_OF_TURN),)


def test_201_2_detention_sphere_not_named_source() -> None:
    v = verdict("Detention Sphere")
    assert v is not None and v.implemented and v.definition is not None
    etb = v.definition.abilities[0]
    assert isinstance(etb, TriggeredAbility)
    (may,) = etb.effect
    assert isinstance(may, May)
    assert may.effects == (MoveTo(TargetAndSameName(TargetRef(0), Filter()), Zone.EXILE),)
    f = etb.targets[0].filter
    assert isinstance(f, Filter) and f.predicates == {Predicate.NOT_NAMED_SOURCE}
    assert f.nontypes == {CardType.LAND}


@pytest.mark.parametrize("text", [
    "Exile target creature and all other permanents with the same name as that creature.",
    "Exile up to one target creature and all other creatures with the same name as that "
    "creature.",
    "Exile target player and all other creatures with the same name as that creature.",
])
def test_201_2_mismatched_phrases_are_refused(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_line(Line(text, text), INSTANT)
