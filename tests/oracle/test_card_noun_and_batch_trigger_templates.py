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


def test_603_2_one_or_more_enter_is_a_batch_trigger() -> None:
    from mtgrules.model import Each, Enters, PutCounters
    text = ("Whenever one or more noncreature, nonland permanents you control enter, put a "
            "+1/+1 counter on target creature you control.")
    (a,) = _compile(text)
    assert isinstance(a, TriggeredAbility) and not a.once_each_turn
    assert a.event == Enters(Each(Filter(nontypes=frozenset({C, L}), controller=Whose.YOU)),
                             one_or_more=True)
    assert isinstance(a.effect[0], PutCounters)


def test_603_2_one_or_more_die_once_each_turn() -> None:
    from mtgrules.model import CreateToken, Dies, Each
    text = ("Whenever one or more creatures you control die, create a Food token. This ability "
            "triggers only once each turn.")
    (a,) = _compile(text)
    assert isinstance(a, TriggeredAbility) and a.once_each_turn
    assert a.event == Dies(Each(Filter(types=frozenset({C}), controller=Whose.YOU)),
                           one_or_more=True)
    assert a.effect == (CreateToken("Food", Fixed(1), You()),)
    with pytest.raises(Unsupported):  # a dies trigger looks back on types and controller only
        _compile("Whenever one or more tapped creatures you control die, draw a card.")


def test_701_21a_whenever_you_sacrifice_a_permanent() -> None:
    from mtgrules.model import Mill, YouSacrifice
    text = "Whenever you sacrifice a permanent, target player mills two cards."
    (a,) = _compile(text)
    assert isinstance(a, TriggeredAbility) and a.event == YouSacrifice(Filter())
    assert a.effect == (Mill(Fixed(2), TargetRef(0)),)
    (b,) = _compile("Whenever you sacrifice another permanent, draw a card.")
    assert isinstance(b, TriggeredAbility) and b.event == YouSacrifice(Filter(other=True))


def test_122_1h_sacrifice_three_others_then_return_with_a_finality_counter() -> None:
    from mtgrules.model import CounterKind, MayIfYouDo, ReturnChosenFromGraveyard, SacrificeChosen
    text = ("At the beginning of your end step, you may sacrifice three other nonland "
            "permanents. If you do, return a creature card from your graveyard to the "
            "battlefield with a finality counter on it.")
    (a,) = _compile(text)
    assert isinstance(a, TriggeredAbility)
    (may,) = a.effect
    assert isinstance(may, MayIfYouDo)
    assert may.effects == (SacrificeChosen(You(), Filter(nontypes=frozenset({L}), other=True),
                                           Fixed(3)),)
    assert may.then == (ReturnChosenFromGraveyard(
        You(), Filter(types=frozenset({C}), zone=Zone.GRAVEYARD), Fixed(1),
        CounterKind.FINALITY),)


def test_111_4_named_equipment_token_with_a_quoted_static_and_equip() -> None:
    from mtgrules.model import AbilityKeyword, ActivatedAbility, CreateToken, StaticAbility
    from mtgrules.oracle.tokens import token_def
    text = ('When ~ enters, create a colorless Equipment artifact token named Sword with '
            '"Equipped creature gets +1/+1" and equip {2}.')
    (a,) = _compile(text)
    assert isinstance(a, TriggeredAbility) and a.effect == (CreateToken("Sword", Fixed(1), You()),)
    d = token_def("Sword")
    assert d.token and d.type_line.types == ("Artifact",) and d.type_line.subtypes == ("Equipment",)
    static, equip = d.abilities
    assert isinstance(static, StaticAbility) and static.text == "Equipped creature gets +1/+1."
    assert isinstance(equip, ActivatedAbility) and equip.keyword is AbilityKeyword.EQUIP


def test_701_3a_attach_target_equipment_to_up_to_one_creature() -> None:
    from mtgrules.model import Attach
    text = ("At the beginning of combat on your turn, attach target Equipment you control to "
            "up to one target creature you control.")
    (a,) = _compile(text)
    assert isinstance(a, TriggeredAbility)
    assert a.effect == (Attach(TargetRef(0), TargetRef(1)),)
    assert a.targets[0].filter == Filter(subtypes=frozenset({"Equipment"}), controller=Whose.YOU)
    assert a.targets[1].up_to


def test_301_5a_during_your_turn_equipped_creatures_you_control_have() -> None:
    from mtgrules.model import DuringYourTurn, Each, Predicate, StaticAbility
    text = "During your turn, equipped creatures you control have double strike and haste."
    (a,) = _compile(text)
    assert isinstance(a, StaticAbility) and a.condition == DuringYourTurn()
    assert a.affects == Each(Filter(types=frozenset({C}), controller=Whose.YOU,
                                    predicates=frozenset({Predicate.EQUIPPED})))


def test_614_1a_noncombat_damage_plus_two() -> None:
    from mtgrules.model import Color, DamagePlus, StaticAbility
    text = ("If a source you control would deal noncombat damage to an opponent or a permanent "
            "an opponent controls, it deals that much damage plus 2 instead.")
    (a,) = _compile(text)
    assert isinstance(a, StaticAbility) and a.replacement == DamagePlus(2, noncombat=True)
    creature = TypeLine.parse("Creature — Human")
    (b,) = _compile("If another red source you control would deal damage to a permanent or "
                    "player, it deals that much damage plus 1 to that permanent or player "
                    "instead.", creature)
    assert isinstance(b, StaticAbility) and b.replacement == DamagePlus(
        1, to_opponents=False, other=True, colors=frozenset({Color.RED}), to_that=True)
    with pytest.raises(Unsupported):  # "to that permanent or player" after "an opponent"
        _compile("If a source you control would deal damage to an opponent or a permanent an "
                 "opponent controls, it deals that much damage plus 1 to that permanent or "
                 "player instead.", creature)


def test_701_21a_whenever_you_sacrifice_a_predefined_token_or_a_token() -> None:
    from mtgrules.model import Predicate, YouSacrifice
    creature = TypeLine.parse("Creature — Mole")
    (a,) = _compile("Whenever you sacrifice a Clue, you gain 3 life.", creature)
    assert isinstance(a, TriggeredAbility)
    assert a.event == YouSacrifice(Filter(subtypes=frozenset({"Clue"})))
    (b,) = _compile("Whenever you sacrifice a token, draw a card.", creature)
    assert isinstance(b, TriggeredAbility)
    assert b.event == YouSacrifice(Filter(predicates=frozenset({Predicate.TOKEN})))


def test_603_4_deals_damage_to_that_player_whose_upkeep_it_is() -> None:
    from mtgrules.model import DealDamage, ThatPlayerHandAtMost
    text = ("At the beginning of each opponent's upkeep, if that player has two or fewer cards "
            "in hand, ~ deals 2 damage to that player.")
    (a,) = _compile(text, TypeLine.parse("Creature — Elemental Dog"))
    assert isinstance(a, TriggeredAbility) and a.intervening_if == ThatPlayerHandAtMost(2)
    assert a.effect == (DealDamage(Fixed(2), EventPlayer()),)
