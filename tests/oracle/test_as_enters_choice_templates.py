"""Snapshot tests of "As ~ enters, choose a creature type / a card name / a nonland card name
/ a color" (CR 614.12a), what reads the choice ("the chosen name": CR 607.2, 602.5, 601.2;
"a creature spell of the chosen type": 106.6), and the card check refusing a reader with no
choice: each parses into exactly this model and renders back to the text."""

from __future__ import annotations

import dataclasses

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.model import AddMana, CardType, Filter, StaticAbility
from mtgrules.model.abilities import ActivatedAbility
from mtgrules.model.as_enters import (
    AsEntersChooseOne,
    ChoiceKind,
    ChosenNameRestriction,
    NamedProhibition,
)
from mtgrules.model.base import Ability
from mtgrules.model.mana_spend import SpendOnly
from mtgrules.oracle import verdict
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line

LAND = TypeLine.parse("Land")
ARTIFACT = TypeLine.parse("Artifact")


def _compile(text: str, tl: TypeLine) -> tuple[Ability, ...]:
    return tuple(dataclasses.replace(a, key="", text="")
                 for a in compile_line(Line(text, text), tl))


@pytest.mark.parametrize("kind", list(ChoiceKind))
def test_614_12a_as_enters_choose_one(kind: ChoiceKind) -> None:
    text = f"As ~ enters, choose {kind.value}."
    assert _compile(text, ARTIFACT) == (StaticAbility("", "", replacement=AsEntersChooseOne(
        kind)),)


@pytest.mark.parametrize("what", list(NamedProhibition))
def test_607_2_chosen_name_restrictions(what: NamedProhibition) -> None:
    assert _compile(what.value, ARTIFACT) == (StaticAbility("", "", rules=(
        ChosenNameRestriction(what),)),)


@pytest.mark.parametrize(("tail", "uncounterable"), [
    ("", False), (", and that spell can't be countered", True)])
def test_106_6_spend_only_on_a_creature_spell_of_the_chosen_type(tail: str,
                                                                 uncounterable: bool) -> None:
    text = "{T}: Add one mana of any color. Spend this mana only to cast a creature spell " \
           f"of the chosen type{tail}."
    (a,) = _compile(text, LAND)
    assert isinstance(a, ActivatedAbility) and a.mana_ability
    (e,) = a.effect
    assert isinstance(e, AddMana) and e.spend_only == SpendOnly(
        Filter(types=frozenset({CardType.CREATURE})), chosen_type=True,
        uncounterable=uncounterable)


@pytest.mark.parametrize("text", [
    "As ~ enters, choose a creature types.",
    "As ~ enters, choose a land type.",
    "Activated abilities of sources with the chosen name can't be activated unless they're "
    "loyalty abilities.",
    "{T}: Add one mana of any color. Spend this mana only to cast creature spells of the "
    "chosen type.",
    "{T}: Add one mana of any color. Spend this mana only to cast spells, and that spell "
    "can't be countered.",
])
def test_near_misses_are_unsupported(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_line(Line(text, text), LAND)


@pytest.mark.parametrize("name", ["Cavern of Souls", "Unclaimed Territory", "Pithing Needle",
                                  "Phyrexian Revoker", "Meddling Mage", "Nevermore"])
def test_cards_compile(name: str) -> None:
    v = verdict(name)
    assert v is not None and v.implemented, (name, v and v.unsupported)
