"""Snapshot test of the typed tree of cascade (CR 702.85a): one triggered ability of the spell
("When you cast this spell"), rendered back as the keyword only when it is exactly that."""

from __future__ import annotations

import dataclasses

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.model import CascadeBottom, CascadeExile, CastThisSpell
from mtgrules.model.abilities import TriggeredAbility
from mtgrules.model.codec import to_data
from mtgrules.model.keyword_abilities import KeywordTag, TriggerKeyword
from mtgrules.oracle import verdict
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.normalize import Line
from mtgrules.oracle.render import render_ability

CREATURE = TypeLine((), ("Creature",), ())


def test_702_85a_cascade_typed_tree() -> None:
    (a,) = compile_line(Line("Cascade", "Cascade"), CREATURE)
    assert isinstance(a, TriggeredAbility)
    assert a.event == CastThisSpell()
    assert a.effect == (CascadeExile(), CascadeBottom())
    assert a.keyword_tag == KeywordTag(TriggerKeyword.CASCADE)
    assert to_data(a.effect) == [{"node": "CascadeExile"}, {"node": "CascadeBottom"}]
    assert render_ability(a) == "Cascade"


def test_702_85a_a_changed_cascade_has_no_rendering() -> None:
    (a,) = compile_line(Line("Cascade", "Cascade"), CREATURE)
    other = dataclasses.replace(a, effect=(CascadeExile(),))  # no bottom step
    with pytest.raises(ValueError):
        render_ability(other)


@pytest.mark.parametrize("name", ["Bloodbraid Elf", "Annoyed Altisaur"])
def test_702_85a_cascade_cards_compile(name: str) -> None:
    v = verdict(name)
    assert v is not None and v.implemented, v
