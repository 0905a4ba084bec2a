"""Library and hand templates (issue 9, AFR target): the typed trees and the render check of
looking at the top cards (CR 701.20e), one subject with several verbs (608.2c), the player
amounts (119.3, 202.3, 402) and "that player"/"that many" after combat damage (510.2)."""

from __future__ import annotations

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.model import (
    CardType,
    Compound,
    Conjunction,
    CreateToken,
    DifferentManaValues,
    Discard,
    Draw,
    EachOpponent,
    EventPlayer,
    Filter,
    Fixed,
    GainLife,
    HandShortfall,
    LifeLostThisTurn,
    LookAtTop,
    LookRest,
    LookTake,
    LoseLife,
    Mill,
    Scry,
    SpellAbility,
    TargetRef,
    TriggeredAbility,
    You,
    Zone,
)
from mtgrules.model.base import CardDefinitionError
from mtgrules.model.breadth import EventAmount
from mtgrules.oracle import verdict
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.normalize import Line

CREATURE = TypeLine((), ("Creature",), ("Human",))
SORCERY = TypeLine((), ("Sorcery",), ())


def _one(text: str, tl: TypeLine = CREATURE) -> object:
    (a,) = compile_line(Line(text, text), tl)
    return a


def test_look_put_one_into_hand_rest_on_the_bottom() -> None:
    a = _one("Look at the top three cards of your library. Put one of them into your hand and "
             "the rest on the bottom of your library in any order.", SORCERY)
    assert isinstance(a, SpellAbility)
    assert a.effect == (LookAtTop(3, LookTake.PUT_INTO_HAND, LookRest.BOTTOM_ANY_ORDER),)


def test_look_the_other_into_your_graveyard() -> None:
    a = _one("Look at the top two cards of your library. Put one of them into your hand and "
             "the other into your graveyard.", SORCERY)
    assert isinstance(a, SpellAbility)
    assert a.effect == (LookAtTop(2, LookTake.PUT_INTO_HAND, LookRest.GRAVEYARD, other=True),)


def test_look_may_reveal_a_card_of_a_kind() -> None:
    a = _one("When ~ enters, look at the top four cards of your library. You may reveal an "
             "artifact card from among them and put it into your hand. Put the rest on the "
             "bottom of your library in a random order.")
    assert isinstance(a, TriggeredAbility)
    assert a.effect == (LookAtTop(4, LookTake.MAY_REVEAL_ONE, LookRest.BOTTOM_RANDOM,
                                  filter=Filter(types=frozenset({CardType.ARTIFACT}),
                                                zone=Zone.LIBRARY)),)


def test_look_then_put_them_back() -> None:
    a = _one("When ~ enters, look at the top four cards of your library, then put them back "
             "in any order.")
    assert isinstance(a, TriggeredAbility)
    assert a.effect == (LookAtTop(4, LookTake.NONE, LookRest.TOP_ANY_ORDER),)


def test_look_node_checks() -> None:
    with pytest.raises(CardDefinitionError):
        LookAtTop(3, LookTake.MAY_REVEAL_ONE, LookRest.BOTTOM_RANDOM)  # a reveal needs a kind
    with pytest.raises(CardDefinitionError):
        LookAtTop(3, LookTake.PUT_INTO_HAND, LookRest.BOTTOM_RANDOM, other=True)


def test_one_subject_several_verbs() -> None:
    a = _one("Target opponent discards two cards, mills two cards, and loses 2 life.", SORCERY)
    assert isinstance(a, SpellAbility)
    t = TargetRef(0)
    assert a.effect == (Compound((Discard(Fixed(2), t), Mill(Fixed(2), t),
                                  LoseLife(Fixed(2), t)), Conjunction.SERIES),)


def test_that_player_then_you() -> None:
    a = _one("Whenever ~ deals combat damage to a player, that player loses 1 life and mills "
             "a card, then you gain 1 life and scry 1.")
    assert isinstance(a, TriggeredAbility)
    that = EventPlayer()
    assert a.effect == (Compound((
        Compound((LoseLife(Fixed(1), that), Mill(Fixed(1), that)), Conjunction.SERIES),
        Compound((GainLife(Fixed(1), You()), Scry(1)), Conjunction.SERIES)),
        Conjunction.THEN),)


def test_player_amounts() -> None:
    a = _one("At the beginning of your end step, each opponent loses life equal to the life "
             "they lost this turn.")
    assert isinstance(a, TriggeredAbility)
    assert a.effect == (LoseLife(LifeLostThisTurn(), EachOpponent()),)
    b = _one("Draw a card for each different mana value among nonland cards in your "
             "graveyard.", SORCERY)
    assert isinstance(b, SpellAbility)
    assert b.effect == (Draw(You(), DifferentManaValues(
        Filter(nontypes=frozenset({CardType.LAND}), zone=Zone.GRAVEYARD))),)
    c = _one("Whenever ~ deals combat damage to a player, draw a card. Then if you have fewer "
             "than three cards in hand, draw cards equal to the difference.")
    assert isinstance(c, TriggeredAbility)
    assert c.effect == (Draw(You(), Fixed(1)), Draw(You(), HandShortfall(3)))


def test_that_many_treasures() -> None:
    a = _one("Whenever a creature you control deals combat damage to a player, create that "
             "many Treasure tokens.")
    assert isinstance(a, TriggeredAbility)
    assert a.effect == (CreateToken("Treasure", EventAmount(), You()),)


@pytest.mark.parametrize("card", ["Arcane Investigator", "Warlock Class", "You Meet in a Tavern",
                                  "Demogorgon's Clutches", "Krydle of Baldur's Gate",
                                  "Sudden Insight", "Old Gnawbone", "Anticipate",
                                  "Aven Fateshaper"])
def test_cards_compile(card: str) -> None:
    assert verdict(card).implemented, verdict(card).unsupported
