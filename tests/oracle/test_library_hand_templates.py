"""Library and hand templates (issue 9, AFR target): the typed trees and the render check of
looking at the top cards (CR 701.20e), one subject with several verbs (608.2c), the player
amounts (119.3, 202.3, 402) and "that player"/"that many" after combat damage (510.2)."""

from __future__ import annotations

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.model import (
    ActivatedAbility,
    ApplyContinuous,
    CardType,
    ChooseTarget,
    Compound,
    Conjunction,
    CounterKind,
    CountersOn,
    CreateToken,
    DealDividedDamage,
    DifferentDungeonsCompleted,
    DifferentManaValues,
    Discard,
    Draw,
    Duration,
    EachOpponent,
    EventPlayer,
    ExileUntilTotalManaValue,
    Filter,
    Fixed,
    GainLife,
    HandShortfall,
    IfThatCard,
    LifeLostThisTurn,
    LookAtTop,
    LookRest,
    LookTake,
    LoseLife,
    May,
    Mill,
    ModifyPT,
    MoveTo,
    OpponentControlsMore,
    PutOnTopOrBottom,
    ReturnHalf,
    ReturnWithCounter,
    RollDie,
    Scry,
    SearchAnyNumber,
    SearchLibrary,
    SearchWithManaValue,
    SetController,
    Shuffle,
    SpellAbility,
    StaticAbility,
    Sum,
    Supertype,
    TargetKind,
    TargetRef,
    ThisObject,
    Those,
    TriggeredAbility,
    You,
    Zone,
)
from mtgrules.model.amounts import EventAmount
from mtgrules.model.base import CardDefinitionError
from mtgrules.oracle import verdict
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line
from mtgrules.oracle.phrases import common

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
                                  "Aven Fateshaper", "Magic Missile", "You Happen On a Glade",
                                  "Moon-Blessed Cleric", "Loyal Warhound", "Land Tax",
                                  "Power of Persuasion", "Aberrant Mind Sorcerer",
                                  "Split the Party", "Meteor Swarm",
                                  "Tasha's Hideous Laughter", "Feign Death",
                                  "Ellywick Tumblestrum", "Instrument of the Bards"])
def test_cards_compile(card: str) -> None:
    assert verdict(card).implemented, verdict(card).unsupported


def test_divided_damage_one_two_or_three_targets() -> None:
    a = _one("~ deals 3 damage divided as you choose among one, two, or three targets.",
             SORCERY)
    assert isinstance(a, SpellAbility)
    assert a.effect == (DealDividedDamage(3, (TargetRef(0), TargetRef(1), TargetRef(2))),)
    assert [t.up_to for t in a.targets] == [False, True, True]
    assert {t.kind for t in a.targets} == {TargetKind.ANY}


def test_divided_damage_any_number_of_target_creatures() -> None:
    a = _one("~ deals 4 damage divided as you choose among any number of target creatures.",
             SORCERY)
    assert isinstance(a, SpellAbility)
    assert a.effect == (DealDividedDamage(4, tuple(TargetRef(i) for i in range(4)),
                                          any_number=True),)
    assert all(t.up_to for t in a.targets)


def test_divided_damage_in_a_triggered_ability() -> None:
    """CR 603.3d: a triggered ability divides its damage as it is put on the stack."""
    a = _one("When ~ enters, ~ deals 5 damage divided as you choose among any number of "
             "targets.")
    assert isinstance(a, TriggeredAbility)
    assert a.effect == (DealDividedDamage(5, tuple(TargetRef(i) for i in range(5)),
                                          any_number=True),)


def test_divided_damage_among_x_targets_only_in_spells() -> None:
    """"among X target ..." is announced with the spell's X (CR 601.2b); an ability's is
    refused."""
    with pytest.raises(Unsupported):
        _one("When ~ enters, it deals 3 damage divided as you choose among X target "
             "creatures.")


def test_search_up_to_and_to_the_top() -> None:
    a = _one("Search your library for up to two basic land cards, reveal them, put them into "
             "your hand, then shuffle.", SORCERY)
    assert isinstance(a, SpellAbility)
    (e,) = a.effect
    assert isinstance(e, SearchAnyNumber) and (e.to, e.up_to, e.reveal) == (Zone.HAND, 2, True)
    b = _one("When ~ enters, you may search your library for an enchantment card, reveal it, "
             "then shuffle and put that card on top.")
    assert isinstance(b, TriggeredAbility)
    assert b.effect[0] == May(
        "You may search your library for an enchantment card, reveal it, then shuffle and "
        "put that card on top?", (SearchLibrary(Filter(types=frozenset({CardType.ENCHANTMENT}),
                                                       zone=Zone.LIBRARY), Zone.LIBRARY,
                                                reveal=True),))
    c = _one("When ~ enters, search your library for an Equipment card, reveal it, put it into "
             "your hand, then shuffle.")
    assert isinstance(c, TriggeredAbility)
    assert c.effect == (SearchLibrary(Filter(types=frozenset({CardType.ARTIFACT}),
                                             subtypes=frozenset({"Equipment"}),
                                             zone=Zone.LIBRARY), Zone.HAND, reveal=True),)


def test_opponent_controls_more_lands() -> None:
    a = _one("When ~ enters, if an opponent controls more lands than you, search your library "
             "for a basic Plains card, put it onto the battlefield tapped, then shuffle.")
    assert isinstance(a, TriggeredAbility)
    assert a.intervening_if == OpponentControlsMore(Filter(types=frozenset({CardType.LAND})))


def test_permanent_card() -> None:
    a = _one("Return target permanent card from your graveyard to your hand.", SORCERY)
    assert isinstance(a, SpellAbility)
    assert common(a.targets[0].filter).nontypes == {CardType.INSTANT, CardType.SORCERY}


def test_choose_target_player_then_return_half() -> None:
    a = _one("Choose target player. Return half the creatures they control to their owner's "
             "hand, rounded up.", SORCERY)
    assert isinstance(a, SpellAbility)
    assert a.effect == (ChooseTarget(TargetRef(0)),
                        ReturnHalf(Filter(types=frozenset({CardType.CREATURE})), TargetRef(0)))
    assert a.targets[0].kind is TargetKind.PLAYER


def test_rows_about_the_chosen_object() -> None:
    v = verdict("Power of Persuasion")
    assert v.implemented and v.definition is not None
    (sa,) = v.definition.abilities
    assert isinstance(sa, SpellAbility)
    roll = sa.effect[1]
    assert isinstance(roll, RollDie)
    assert [r.effects for r in roll.rows] == [
        (MoveTo(Those("it"), Zone.HAND, from_zone=Zone.BATTLEFIELD),),
        (PutOnTopOrBottom(Those("it")),),
        (ApplyContinuous(Those("it"), (SetController(),), Duration.UNTIL_END_OF_YOUR_NEXT_TURN),)]


def test_divided_among_x_targets() -> None:
    a = _one("~ deals 8 damage divided as you choose among X target creatures and/or "
             "planeswalkers.", SORCERY)
    assert isinstance(a, SpellAbility)
    assert a.effect == (DealDividedDamage(8, tuple(TargetRef(i) for i in range(8)),
                                          x_targets=True),)


def test_exile_until_total_mana_value() -> None:
    a = _one("Each opponent exiles cards from the top of their library until that player has "
             "exiled cards with total mana value 20 or greater.", SORCERY)
    assert isinstance(a, SpellAbility)
    assert a.effect == (ExileUntilTotalManaValue(EachOpponent(), 20),)


def test_dies_return_tapped_with_a_counter() -> None:
    a = _one("When ~ dies, return it to the battlefield tapped under its owner's control with a "
             "+1/+1 counter on it.")
    assert isinstance(a, TriggeredAbility)
    assert a.effect == (ReturnWithCounter(CounterKind.P1P1, tapped=True),)


def test_look_reveal_with_a_legendary_bonus() -> None:
    a = _one("Look at the top six cards of your library. You may reveal a creature card from "
             "among them and put it into your hand. If it's legendary, you gain 3 life. Put the "
             "rest on the bottom of your library in a random order.", SORCERY)
    assert isinstance(a, SpellAbility)
    (e,) = a.effect
    assert isinstance(e, LookAtTop) and e.bonus_life == 3 and e.bonus_if == Filter(
        supertypes=frozenset({Supertype.LEGENDARY}), zone=Zone.LIBRARY)


def test_differently_named_dungeons_static() -> None:
    a = _one("Creatures you control have trample and haste and get +2/+2 for each differently "
             "named dungeon you've completed.")
    assert isinstance(a, StaticAbility)
    two = Sum((DifferentDungeonsCompleted(), DifferentDungeonsCompleted()))
    assert a.layer_effects[1] == ModifyPT(two, two)


def test_search_with_counted_mana_value_then_if_that_card() -> None:
    v = verdict("Instrument of the Bards")
    assert v.implemented and v.definition is not None
    act = v.definition.abilities[1]
    assert isinstance(act, ActivatedAbility)
    assert act.effect == (
        SearchWithManaValue(Filter(types=frozenset({CardType.CREATURE}), zone=Zone.LIBRARY),
                            CountersOn(ThisObject(), CounterKind.HARMONY)),
        IfThatCard(Filter(supertypes=frozenset({Supertype.LEGENDARY})),
                   (CreateToken("Treasure", Fixed(1), You()),)),
        Shuffle())
