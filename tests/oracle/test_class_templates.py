"""Snapshot tests of the templates the Class cards need (CR 716: Bloomburrow's Talents,
Sorcerer Class and the other Classes) and their round trip through the renderer."""

from __future__ import annotations

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.mana import ManaCost
from mtgrules.model import Each, Filter, Predicate, StaticAbility, Whose
from mtgrules.model.continuous import AddAbilities
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.granted_ward import granted_ward
from mtgrules.oracle.normalize import Line

CLASS = TypeLine.parse("Enchantment — Class")


def _compile(text: str, tl: TypeLine = CLASS) -> tuple[object, ...]:
    return compile_line(Line(text, text), tl)


def test_702_21a_permanents_with_counters_have_granted_ward() -> None:
    text = "Permanents you control with counters on them have ward {1}."
    (a,) = _compile(text)
    assert a == StaticAbility(
        "", text, affects=Each(Filter(controller=Whose.YOU,
                                      predicates=frozenset({Predicate.HAS_COUNTERS}))),
        layer_effects=(AddAbilities((granted_ward(ManaCost.parse("{1}")),)),))


def test_702_21a_granted_ward_is_one_shared_ability_per_cost() -> None:
    one = granted_ward(ManaCost.parse("{1}"))
    assert one == granted_ward(ManaCost.parse("{1}")) and one.key == "ward:{1}"
    assert granted_ward(ManaCost.parse("{2}")).key == "ward:{2}"


def test_613_1f_group_granting_keywords_and_ward_round_trips() -> None:
    for text in ("Other artifacts you control have ward {2}.",
                 "Creatures you control with counters on them have trample.",
                 "Creatures you control have trample and ward {1}."):
        (a,) = _compile(text)
        assert isinstance(a, StaticAbility) and isinstance(a.layer_effects[0], AddAbilities)


def test_granted_ward_refuses_an_unknown_quality() -> None:
    with pytest.raises(Unsupported):
        _compile("Creatures you control with counters on them have ward—Pay 2 life.")
