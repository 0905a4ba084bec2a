"""Snapshot tests of the templates Bloomburrow's remaining Talents brought
(:mod:`mtgrules.oracle.talents`) and their round trip through the renderer."""

from __future__ import annotations

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.model import (
    BeginningOf,
    CardType,
    Compound,
    DealsCombatDamageToPlayer,
    DiscardUnless,
    Draw,
    EachOpponent,
    EventObject,
    EventPlayer,
    Filter,
    Fixed,
    LoseLife,
    May,
    MoveTo,
    OpponentsWithHandAtMost,
    Step,
    TargetKind,
    TargetRef,
    ThatPlayerHandAtMost,
    TriggeredAbility,
    Whose,
    You,
    Zone,
)
from mtgrules.model.refs import Those
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line
from mtgrules.oracle.talents import parse_card_kind, render_card_kind

CLASS = TypeLine.parse("Enchantment — Class")
SORCERY = TypeLine.parse("Sorcery")
INS, S, C, L = CardType.INSTANT, CardType.SORCERY, CardType.CREATURE, CardType.LAND


def _compile(text: str, tl: TypeLine = CLASS) -> tuple[object, ...]:
    return compile_line(Line(text, text), tl)


def test_110_4a_card_nouns_by_excluded_types_round_trip() -> None:
    cases = {"nonland card": Filter(nontypes=frozenset({L})),
             "permanent card": Filter(nontypes=frozenset({INS, S})),
             "nonland permanent card": Filter(nontypes=frozenset({L, INS, S})),
             "noncreature, nonland permanent card": Filter(nontypes=frozenset({C, L, INS, S}))}
    for text, want in cases.items():
        assert parse_card_kind(text) == want
        assert render_card_kind(want) == text
    assert parse_card_kind("noninstant permanent card") is None  # never a permanent card
    assert parse_card_kind("artifact card") == Filter(types=frozenset({CardType.ARTIFACT}))


def test_701_9a_discard_two_unless_a_nonland_card() -> None:
    text = "When ~ enters, each opponent discards two cards unless they discard a nonland card."
    (a,) = _compile(text)
    assert isinstance(a, TriggeredAbility)
    assert a.effect == (DiscardUnless(EachOpponent(), 2,
                                      Filter(nontypes=frozenset({L}), zone=Zone.HAND)),)


def test_701_9a_target_player_discards_unless_an_artifact_card() -> None:
    text = "Target player discards two cards unless they discard an artifact card."
    (a,) = _compile(text, SORCERY)
    assert a.targets[0].kind == TargetKind.PLAYER  # type: ignore[attr-defined]
    assert a.effect == (DiscardUnless(TargetRef(0), 2, Filter(  # type: ignore[attr-defined]
        types=frozenset({CardType.ARTIFACT}), zone=Zone.HAND)),)
    with pytest.raises(Unsupported):  # the article must agree
        _compile("Target player discards two cards unless they discard a artifact card.",
                 SORCERY)


def test_603_4_that_player_one_or_fewer_cards_they_lose_life() -> None:
    text = ("At the beginning of each opponent's upkeep, if that player has one or fewer cards "
            "in hand, they lose 2 life.")
    (a,) = _compile(text)
    assert isinstance(a, TriggeredAbility)
    assert a.event == BeginningOf(Step.UPKEEP, Whose.OPPONENT)
    assert a.intervening_if == ThatPlayerHandAtMost(1)
    assert a.effect == (LoseLife(Fixed(2), EventPlayer()),)


def test_that_player_needs_a_step_of_another_players_turn() -> None:
    with pytest.raises(Unsupported):  # "that player" would name nobody here
        _compile("At the beginning of your upkeep, if that player has one or fewer cards in "
                 "hand, draw a card.")


def test_draw_an_additional_card_for_each_opponent_with_few_cards() -> None:
    text = ("At the beginning of your draw step, draw an additional card for each opponent who "
            "has one or fewer cards in hand.")
    (a,) = _compile(text)
    assert isinstance(a, TriggeredAbility)
    assert a.effect == (Draw(You(), OpponentsWithHandAtMost(1)),)


def test_400_7_trigger_blinks_the_creature_that_dealt_damage() -> None:
    text = ("Whenever a creature you control deals combat damage to a player, you may exile it, "
            "then return it to the battlefield under its owner's control.")
    (a,) = _compile(text)
    assert isinstance(a, TriggeredAbility) and isinstance(a.event, DealsCombatDamageToPlayer)
    (may,) = a.effect
    assert isinstance(may, May)
    assert may.effects == (Compound((
        MoveTo(EventObject(), Zone.EXILE, from_zone=Zone.BATTLEFIELD),
        MoveTo(Those("it"), Zone.BATTLEFIELD, from_zone=Zone.EXILE))),)
    with pytest.raises(Unsupported):  # "it" names no creature of an upkeep trigger
        _compile("At the beginning of your upkeep, you may exile it, then return it to the "
                 "battlefield under its owner's control.")


def test_110_4a_return_target_noncreature_nonland_permanent_card() -> None:
    text = ("When ~ becomes level 3, return target noncreature, nonland permanent card from "
            "your graveyard to the battlefield.")
    (a,) = _compile(text)
    assert isinstance(a, TriggeredAbility)
    assert a.effect == (MoveTo(TargetRef(0), Zone.BATTLEFIELD, from_zone=Zone.GRAVEYARD),)
    assert a.targets[0].filter == Filter(nontypes=frozenset({C, L, INS, S}),
                                         zone=Zone.GRAVEYARD, controller=Whose.YOU)
