"""Snapshot tests of where a countered spell goes (CR 701.6a, 614.1a: Dissipate, Remand, the
library variants) and "unless its controller pays {X}" (118.12, 107.3a: Syncopate), each
read and rendered back exactly."""

from __future__ import annotations

import dataclasses

import pytest

from mtgrules.cards.checks import context_errors
from mtgrules.cards.definition import TypeLine
from mtgrules.mana import ManaCost
from mtgrules.model import Counter, CounteredTo, Payer, SpellAbility, TargetRef, UnlessPays
from mtgrules.model.base import CardDefinitionError
from mtgrules.oracle import verdict
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line
from mtgrules.oracle.render import render_ability

INSTANT = TypeLine((), ("Instant",), ())
_DISSIPATE = ("Counter target spell. If that spell is countered this way, exile it instead "
              "of putting it into its owner's graveyard.")


def _spell(text: str) -> SpellAbility:
    (a,) = compile_line(Line(text, text), INSTANT)
    assert isinstance(a, SpellAbility)
    assert render_ability(a) == text  # the round trip
    return a


@pytest.mark.parametrize(("instead", "to"), [
    ("exile it instead of putting it into its owner's graveyard", CounteredTo.EXILE),
    ("put it into its owner's hand instead of into that player's graveyard", CounteredTo.HAND),
    ("put it on top of its owner's library instead of into that player's graveyard",
     CounteredTo.LIBRARY_TOP),
    ("put it on the bottom of its owner's library instead of into that player's graveyard",
     CounteredTo.LIBRARY_BOTTOM),
])
def test_614_1a_countered_spell_goes_elsewhere(instead: str, to: CounteredTo) -> None:
    a = _spell(f"Counter target spell. If that spell is countered this way, {instead}.")
    assert a.effect == (Counter(TargetRef(0), to),)


def test_118_12_unless_its_controller_pays_x_then_exile() -> None:
    a = _spell("Counter target spell unless its controller pays {X}. " + _DISSIPATE[22:])
    assert a.effect == (UnlessPays(ManaCost.parse("{X}"),
                                   (Counter(TargetRef(0), CounteredTo.EXILE),),
                                   Payer.ITS_CONTROLLER),)


def test_that_spell_needs_a_spell_target() -> None:
    text = ("Counter target activated ability. If that spell is countered this way, exile it "
            "instead of putting it into its owner's graveyard.")
    with pytest.raises(Unsupported):
        compile_line(Line(text, text), INSTANT)


def test_pays_x_only_for_you_or_its_controller_of_a_spell_with_x() -> None:
    text = "Counter target spell unless you pay {X}."
    with pytest.raises(Unsupported):
        compile_line(Line(text, text), INSTANT)
    v = verdict("Syncopate")
    assert v is not None and v.implemented and v.definition is not None
    (a,) = v.definition.abilities
    assert context_errors(v.definition, a) == []
    no_x = dataclasses.replace(v.definition, mana_cost=ManaCost.parse("{1}{U}"))
    assert context_errors(no_x, a) == ["'pays {X}' where X is not the spell's own X (CR 107.3a)"]


@pytest.mark.parametrize("name", ["Dissipate", "Syncopate", "Remand", "Mana Leak"])
def test_701_6a_counterspells_compile(name: str) -> None:
    v = verdict(name)
    assert v is not None and v.implemented, v


def test_118_12_x_only_as_the_spells_x_paid_by_its_controller() -> None:
    with pytest.raises(CardDefinitionError):
        UnlessPays(ManaCost.parse("{X}"), (Counter(TargetRef(0)),), Payer.YOU)  # echo {X}
    with pytest.raises(CardDefinitionError):
        UnlessPays(ManaCost.parse("{X}{1}"), (Counter(TargetRef(0)),), Payer.ITS_CONTROLLER)
