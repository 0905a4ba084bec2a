"""Snapshot tests of linked exile (CR 607.2a): "the exiled card(s)" read as
:class:`~mtgrules.model.refs.ExiledCards` and rendered back exactly; the blink of "you may
exile ..., then return that card" (400.7)."""

from __future__ import annotations

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.model import May, MoveTo, TargetRef, TriggeredAbility, Zone
from mtgrules.model.as_enters import LeavesBattlefield
from mtgrules.model.base import CardDefinitionError
from mtgrules.model.refs import ExiledCards, Those
from mtgrules.oracle import verdict
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.normalize import Line
from mtgrules.oracle.render import render_ability

ENCHANTMENT = TypeLine((), ("Enchantment",), ())


def _one(text: str) -> TriggeredAbility:
    (a,) = compile_line(Line(text, text), ENCHANTMENT)
    assert isinstance(a, TriggeredAbility)
    assert render_ability(a) == text  # the round trip
    return a


@pytest.mark.parametrize("name", ["Oblivion Ring", "Fiend Hunter", "Journey to Nowhere",
                                  "Restoration Angel"])
def test_607_2a_cards_compile(name: str) -> None:
    v = verdict(name)
    assert v is not None and v.implemented, v


def test_607_2a_oblivion_ring_returns_the_exiled_card() -> None:
    v = verdict("Oblivion Ring")
    assert v is not None and v.definition is not None
    etb, ltb = v.definition.abilities
    assert isinstance(etb, TriggeredAbility) and etb.effect == (MoveTo(TargetRef(0), Zone.EXILE),)
    assert isinstance(ltb, TriggeredAbility) and isinstance(ltb.event, LeavesBattlefield)
    assert ltb.effect == (MoveTo(ExiledCards(), Zone.BATTLEFIELD, from_zone=Zone.EXILE),)


@pytest.mark.parametrize(("text", "what", "to"), [
    ("return the exiled cards to the battlefield under their owner's control.",
     ExiledCards(True), Zone.BATTLEFIELD),
    ("return the exiled cards to the battlefield under their owners' control.",
     ExiledCards(True, True), Zone.BATTLEFIELD),
    ("return the exiled cards to their owners' hands.", ExiledCards(True, True), Zone.HAND),
    ("return the exiled cards to their owner's hand.", ExiledCards(True), Zone.HAND),
    ("return the exiled card to its owner's hand.", ExiledCards(), Zone.HAND),
])
def test_607_2a_return_wordings_read_and_render(text: str, what: ExiledCards, to: Zone) -> None:
    a = _one("When ~ leaves the battlefield, " + text)
    assert a.effect == (MoveTo(what, to, from_zone=Zone.EXILE),)


def test_607_2a_return_wordings_must_agree_in_number() -> None:
    for text in ("return the exiled card to the battlefield under their owner's control.",
                 "return the exiled cards to its owner's hand."):
        line = "When ~ leaves the battlefield, " + text
        with pytest.raises(Exception, match="not supported"):
            compile_line(Line(line, line), ENCHANTMENT)
    with pytest.raises(CardDefinitionError):
        ExiledCards(False, True)


def test_400_7_you_may_exile_then_return_that_card() -> None:
    v = verdict("Restoration Angel")
    assert v is not None and v.implemented and v.definition is not None
    etb = v.definition.abilities[-1]
    assert isinstance(etb, TriggeredAbility)
    (may,) = etb.effect
    assert isinstance(may, May)
    (both,) = may.effects
    assert both.effects[1] == MoveTo(  # type: ignore[attr-defined]
        Those("that card"), Zone.BATTLEFIELD, from_zone=Zone.EXILE, under_your_control=True)
