"""Snapshot tests of linked exile (CR 607.2a): "the exiled card(s)" read as
:class:`~mtgrules.model.refs.ExiledCards` and rendered back exactly; the blink of "you may
exile ..., then return that card" (400.7); the delayed return "Return it ... at the
beginning of your next upkeep. It gains haste." (603.7a)."""

from __future__ import annotations

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.model import (
    May,
    MayIfYouDo,
    MoveTo,
    SpellAbility,
    TargetRef,
    ThisObject,
    TriggeredAbility,
    Zone,
)
from mtgrules.model.as_enters import LeavesBattlefield
from mtgrules.model.base import CardDefinitionError
from mtgrules.model.exile_until import ExileAt, ExileLater, ReturnAt, ReturnLater
from mtgrules.model.refs import ExiledCards, Those
from mtgrules.oracle import verdict
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line
from mtgrules.oracle.render import render_ability

ENCHANTMENT = TypeLine((), ("Enchantment",), ())
INSTANT = TypeLine((), ("Instant",), ())


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


def test_603_7a_obzedat_exiles_itself_and_returns_later_with_haste() -> None:
    v = verdict("Obzedat, Ghost Council")
    assert v is not None and v.implemented and v.definition is not None
    end = v.definition.abilities[-1]
    assert isinstance(end, TriggeredAbility)
    (may,) = end.effect
    assert isinstance(may, MayIfYouDo)
    assert may.effects == (MoveTo(ThisObject(), Zone.EXILE),)
    assert may.then == (ReturnLater(ReturnAt.YOUR_NEXT_UPKEEP, haste=True),)


@pytest.mark.parametrize(("text", "node"), [
    ("Exile target creature. Return it to the battlefield under its owner's control at the "
     "beginning of the next end step.", ReturnLater(ReturnAt.NEXT_END_STEP)),
    ("Exile target creature. Return it to the battlefield under its owner's control at the "
     "beginning of the next end step. It gains haste.",
     ReturnLater(ReturnAt.NEXT_END_STEP, haste=True)),
])
def test_603_7a_return_later_reads_and_renders(text: str, node: ReturnLater) -> None:
    (a,) = compile_line(Line(text, text), INSTANT)
    assert isinstance(a, SpellAbility) and render_ability(a) == text
    assert a.effect == (MoveTo(TargetRef(0), Zone.EXILE), node)


def test_603_7a_return_later_needs_an_earlier_exile() -> None:
    text = ("Return it to the battlefield under its owner's control at the beginning of the "
            "next end step.")
    with pytest.raises(Unsupported, match="no earlier effect"):
        compile_line(Line(text, text), INSTANT)
    with pytest.raises(CardDefinitionError):
        ReturnLater(ReturnAt.NEXT_END_STEP, what=Those("them"))


def test_603_7a_geist_exiles_that_token_at_end_of_combat() -> None:
    v = verdict("Geist of Saint Traft")
    assert v is not None and v.implemented and v.definition is not None
    attack = v.definition.abilities[-1]
    assert isinstance(attack, TriggeredAbility)
    assert attack.effect[-1] == ExileLater(ExileAt.END_OF_COMBAT, Those("that token"))


@pytest.mark.parametrize(("text", "node"), [
    ("Exile it at the beginning of the next end step.",
     ExileLater(ExileAt.NEXT_END_STEP, Those("it"))),
    ("Exile them at end of combat.", ExileLater(ExileAt.END_OF_COMBAT, Those("them"))),
])
def test_603_7a_exile_later_reads_and_renders(text: str, node: ExileLater) -> None:
    line = "Tap target creature. " + text
    (a,) = compile_line(Line(line, line), INSTANT)
    assert isinstance(a, SpellAbility) and render_ability(a) == line
    assert a.effect[-1] == node
    with pytest.raises(CardDefinitionError):
        ExileLater(ExileAt.END_OF_COMBAT, Those("those cards"))


def test_115_1_angel_of_serenity_targets_across_zones() -> None:
    v = verdict("Angel of Serenity")
    assert v is not None and v.implemented and v.definition is not None
    etb, ltb = v.definition.abilities[-2:]
    assert isinstance(etb, TriggeredAbility) and isinstance(ltb, TriggeredAbility)
    (may,) = etb.effect
    assert isinstance(may, May)
    assert may.effects == tuple(MoveTo(TargetRef(i), Zone.EXILE) for i in range(3))
    assert len(etb.targets) == 3 and len(set(etb.targets)) == 1 and etb.targets[0].up_to
    assert ltb.effect == (MoveTo(ExiledCards(True, True), Zone.HAND, from_zone=Zone.EXILE),)


def test_115_1_across_zones_with_two() -> None:
    text = ("Exile up to two other target creatures from the battlefield and/or creature cards "
            "from graveyards.")
    (a,) = compile_line(Line(text, text), INSTANT)
    assert isinstance(a, SpellAbility) and render_ability(a) == text
    assert len(a.effect) == 2
