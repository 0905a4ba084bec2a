"""Snapshot tests of the typed trees of the walkers' templates: blink returns (CR 400.7), exile
until the source leaves (610.3), emblems (114), counted static P/T changes (613.4c),
sacrifice-or-else (701.21a), searches by exact mana cost (202.1), a permanent gaining a
quoted ability for good (611.2c) and plural type lists ("artifacts, creatures, and lands")."""

from __future__ import annotations

from mtgrules.cards.definition import TypeLine
from mtgrules.model import (
    AddAbilities,
    AnyOf,
    ApplyContinuous,
    CardType,
    Compound,
    CountOf,
    CreateEmblem,
    DealDamage,
    Duration,
    Each,
    ExileUntilSourceLeaves,
    Filter,
    Fixed,
    ModifyPT,
    MoveTo,
    Predicate,
    SacrificeOrElse,
    SearchLibrary,
    StaticAbility,
    Sum,
    TargetRef,
    ThisObject,
    TriggeredAbility,
    Whose,
    You,
    Zone,
)
from mtgrules.model.refs import AttachedObject, Those
from mtgrules.oracle import verdict
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.effects import parse_plural, render_plural
from mtgrules.oracle.normalize import Line

INSTANT = TypeLine((), ("Instant",), ())
CREATURE = TypeLine((), ("Creature",), ())
AURA = TypeLine((), ("Enchantment",), ("Aura",))
SAGA = TypeLine((), ("Enchantment",), ("Saga",))


def _one(text: str, tl: TypeLine) -> object:
    (a,) = compile_line(Line(text, text), tl)
    return a


def test_400_7_blink_returns_that_card() -> None:
    spell = _one("Exile target creature you control, then return that card to the battlefield "
                 "under your control.", INSTANT)
    (c,) = spell.effect  # type: ignore[attr-defined]
    assert c == Compound((MoveTo(TargetRef(0), Zone.EXILE),
                          MoveTo(Those("that card"), Zone.BATTLEFIELD, from_zone=Zone.EXILE,
                                 under_your_control=True)))


def test_610_3_exile_until_the_source_leaves() -> None:
    t = _one("When ~ enters, exile target nonland permanent an opponent controls until ~ "
             "leaves the battlefield.", CREATURE)
    assert isinstance(t, TriggeredAbility)
    assert t.effect == (ExileUntilSourceLeaves(TargetRef(0)),)
    f = t.targets[0].filter
    assert isinstance(f, Filter) and f.controller == Whose.OPPONENT
    assert f.nontypes == frozenset({CardType.LAND})


def test_114_1_an_emblem_with_a_quoted_triggered_ability() -> None:
    v = verdict("Elspeth, Knight-Errant")
    assert v is not None and v.implemented and v.definition is not None
    (e,) = v.definition.abilities[2].effect  # type: ignore[attr-defined]
    assert isinstance(e, CreateEmblem)
    (st,) = e.abilities
    assert isinstance(st, StaticAbility) and st.key == "Elspeth, Knight-Errant#2.g0"
    assert isinstance(st.affects, Each) and isinstance(st.affects.filter, AnyOf)
    assert len(st.affects.filter.parts) == 4


def test_plural_type_lists_read_and_render() -> None:
    f = parse_plural("artifacts, creatures, and lands you control")
    assert isinstance(f, AnyOf) and len(f.parts) == 3
    assert render_plural(f) == "artifacts, creatures, and lands you control"
    g = parse_plural("artifacts and creatures")
    assert g is not None and render_plural(g) == "artifacts and creatures"
    assert parse_plural("artifacts, creatures and lands") is None  # not Oracle's comma


def test_613_4c_counted_static_pt() -> None:
    st = _one("Enchanted creature gets +2/+2 for each Forest you control.", AURA)
    assert isinstance(st, StaticAbility) and st.affects == AttachedObject()
    forest = CountOf(Filter(subtypes=frozenset({"Forest"}), controller=Whose.YOU))
    assert st.layer_effects == (ModifyPT(Sum((forest, forest)), Sum((forest, forest))),)
    st2 = _one("~ gets +1/+0 for each artifact you control.", CREATURE)
    assert isinstance(st2, StaticAbility) and st2.affects == ThisObject()
    (mod,) = st2.layer_effects
    assert isinstance(mod, ModifyPT) and mod.toughness == Fixed(0)


def test_701_21a_sacrifice_or_else() -> None:
    t = _one("At the beginning of your upkeep, sacrifice another creature. If you can't, ~ "
             "deals 6 damage to you.", CREATURE)
    assert isinstance(t, TriggeredAbility)
    (e,) = t.effect
    assert isinstance(e, SacrificeOrElse)
    assert e.filter == Filter(types=frozenset({CardType.CREATURE}), controller=Whose.YOU,
                              other=True)
    assert e.otherwise == (DealDamage(Fixed(6), You()),)


def test_202_1_search_by_exact_mana_cost_and_gaining_for_good() -> None:
    v = verdict("Urza's Saga")
    assert v is not None and v.implemented and v.definition is not None
    one, two, three = v.definition.abilities
    (gain,) = one.effect  # type: ignore[attr-defined]
    assert isinstance(gain, ApplyContinuous) and gain.duration == Duration.INDEFINITE
    assert gain.what == ThisObject() and isinstance(gain.parts[0], AddAbilities)
    (search,) = three.effect  # type: ignore[attr-defined]
    assert isinstance(search, SearchLibrary) and search.to == Zone.BATTLEFIELD
    assert isinstance(search.filter, AnyOf)
    assert [p.predicates for p in search.filter.parts] == [  # type: ignore[union-attr]
        frozenset({Predicate.MANA_COST_ZERO}), frozenset({Predicate.MANA_COST_ONE})]


def test_611_3a_during_your_turn_a_creature_that_is_still_a_planeswalker() -> None:
    from mtgrules.model import AddTypes, DuringYourTurn, SetPT

    pw = TypeLine(("Legendary",), ("Planeswalker",), ("Gideon",))
    st = _one("During your turn, ~ is a 4/4 Human Soldier creature with indestructible that's "
              "still a planeswalker.", pw)
    assert isinstance(st, StaticAbility) and st.condition == DuringYourTurn()
    types, pt, gain = st.layer_effects
    assert types == AddTypes(frozenset({CardType.CREATURE}), frozenset({"Human", "Soldier"}))
    assert pt == SetPT(Fixed(4), Fixed(4)) and isinstance(gain, AddAbilities)


def test_615_1a_prevent_damage_to_itself_during_your_turn() -> None:
    from mtgrules.model import PreventDamageToSelf

    st = _one("Prevent all damage that would be dealt to ~ during your turn.", CREATURE)
    assert isinstance(st, StaticAbility)
    assert st.replacement == PreventDamageToSelf(during_your_turn=True)


def test_608_2d_your_choice_of_keyword_and_no_leaked_target_slot() -> None:
    from mtgrules.model import GainChoiceOfKeyword, KeywordName

    pw = TypeLine(("Legendary",), ("Planeswalker",), ("Gideon",))
    a = _one("[+1]: Up to one other target creature you control gains your choice of "
             "vigilance, lifelink, or indestructible until end of turn.", pw)
    assert a.effect == (GainChoiceOfKeyword(TargetRef(0), (  # type: ignore[attr-defined]
        KeywordName.VIGILANCE, KeywordName.LIFELINK, KeywordName.INDESTRUCTIBLE)),)
    assert len(a.targets) == 1  # type: ignore[attr-defined]


def test_406_3_exile_the_top_card_and_play_it_for_a_while() -> None:
    from mtgrules.model import ExileTopMayPlay, ExileTopPlayable, ImpulseWording

    t = _one("When ~ enters, exile the top card of your library. Until end of turn, you may "
             "play that card.", CREATURE)
    assert t.effect == (ExileTopPlayable(ImpulseWording.UNTIL_END_OF_TURN),)  # type: ignore[attr-defined]
    t2 = _one("When ~ enters, exile the top card of your library. You may play that card this "
              "turn.", CREATURE)
    assert t2.effect == (ExileTopMayPlay(),)  # type: ignore[attr-defined]
    t3 = _one("Whenever a land you control enters, exile the top card of your library. You may "
              "play that card for as long as it remains exiled.", CREATURE)
    (e,) = t3.effect  # type: ignore[attr-defined]
    assert isinstance(e, ExileTopPlayable) and not e.this_turn and not e.until_next_turn


def test_605_1b_tapping_a_forest_for_mana_adds_an_additional_green() -> None:
    from mtgrules.model import AddMana, FixedMana, ManaType, TappedForMana

    pw = TypeLine(("Legendary",), ("Planeswalker",), ("Nissa",))
    t = _one("Whenever you tap a Forest for mana, add an additional {G}.", pw)
    assert isinstance(t, TriggeredAbility) and t.mana_ability
    assert t.event == TappedForMana(Each(Filter(subtypes=frozenset({"Forest"}),
                                                controller=Whose.YOU)))
    assert t.effect == (AddMana(FixedMana((ManaType.G,))),)


def test_613_1d_it_becomes_a_creature_that_is_still_a_land_and_any_number_search() -> None:
    from mtgrules.model import AddTypes, SearchAnyNumber, SetPT

    pw = TypeLine(("Legendary",), ("Planeswalker",), ("Nissa",))
    a = _one("[+1]: Put three +1/+1 counters on up to one target noncreature land you control. "
             "Untap it. It becomes a 0/0 Elemental creature with vigilance and haste that's "
             "still a land.", pw)
    becomes = a.effect[2]  # type: ignore[attr-defined]
    assert isinstance(becomes, ApplyContinuous) and becomes.duration == Duration.INDEFINITE
    assert becomes.parts[:2] == (AddTypes(frozenset({CardType.CREATURE}),
                                          frozenset({"Elemental"})), SetPT(Fixed(0), Fixed(0)))
    b = _one("[−8]: Search your library for any number of Forest cards, put them onto the "
             "battlefield tapped, then shuffle.", pw)
    (search,) = b.effect  # type: ignore[attr-defined]
    assert search == SearchAnyNumber(Filter(subtypes=frozenset({"Forest"}), zone=Zone.LIBRARY),
                                     Zone.BATTLEFIELD, tapped=True)


def test_607_2a_cards_exiled_with_the_source() -> None:
    from mtgrules.model import BuryExiledWithThenDamage, CardsExiledWithSource, EachOpponent

    t = _one("At the beginning of your end step, if there are cards exiled with ~, put them "
             "into their owner's graveyard, then ~ deals that much damage to each opponent.",
             CREATURE)
    assert isinstance(t, TriggeredAbility)
    assert t.intervening_if == CardsExiledWithSource()
    assert t.effect == (BuryExiledWithThenDamage(EachOpponent()),)


PLANESWALKER = TypeLine(("Legendary",), ("Planeswalker",), ("Garruk",))


def test_121_1_draw_cards_equal_to_the_greatest_power_among() -> None:
    from mtgrules.model import Draw, GreatestPowerAmong
    text = "[−3]: Draw cards equal to the greatest power among creatures you control."
    a = _one(text, PLANESWALKER)
    assert a.cost.loyalty == -3  # type: ignore[attr-defined]
    assert a.effect == (Draw(You(), GreatestPowerAmong(  # type: ignore[attr-defined]
        Filter(types=frozenset({CardType.CREATURE}), controller=Whose.YOU))),)


def test_111_2_create_a_token_for_each_land_you_control() -> None:
    from mtgrules.model import CreateToken
    a = _one("[−6]: Create a 6/6 green Wurm creature token for each land you control.",
             PLANESWALKER)
    assert a.effect == (CreateToken(  # type: ignore[attr-defined]
        "6/6 green Wurm creature token",
        CountOf(Filter(types=frozenset({CardType.LAND}), controller=Whose.YOU)), You()),)


def test_greatest_power_of_creatures_you_dont_control_is_not_read() -> None:
    from mtgrules.oracle.counted import parse_count
    assert parse_count("the greatest power among creatures your opponents control") is None


NISSA = TypeLine(("Legendary",), ("Planeswalker",), ("Nissa",))


def test_115_3_untap_up_to_four_target_forests() -> None:
    from mtgrules.model import TargetSlot, Untap
    a = _one("[+1]: Untap up to four target Forests.", NISSA)
    assert a.effect == tuple(Untap(TargetRef(i)) for i in range(4))  # type: ignore[attr-defined]
    (slot,) = set(a.targets)  # type: ignore[attr-defined]
    assert isinstance(slot, TargetSlot) and slot.up_to and \
        slot.filter == Filter(subtypes=frozenset({"Forest"}))


def test_613_1d_those_lands_become_creatures_still_lands() -> None:
    from mtgrules.model import AddTypes, SetPT
    from mtgrules.model.manlands import BecomesCreatureLand
    a = _one("[−7]: Search your library for any number of basic land cards, put them onto the "
             "battlefield, then shuffle. Those lands become 4/4 Elemental creatures with "
             "trample. They're still lands.", NISSA)
    search, becomes = a.effect  # type: ignore[attr-defined]
    assert becomes.what == Those("those lands") and becomes.duration is Duration.INDEFINITE
    assert isinstance(becomes, BecomesCreatureLand)
    assert becomes.parts[:2] == (AddTypes(frozenset({CardType.CREATURE}),
                                          frozenset({"Elemental"})),
                                 SetPT(Fixed(4), Fixed(4)))


def test_those_lands_need_the_plural_still_lands() -> None:
    import pytest

    from mtgrules.oracle.errors import Unsupported
    with pytest.raises(Unsupported):
        _one("[−7]: Search your library for any number of basic land cards, put them onto "
             "the battlefield, then shuffle. Those lands become 4/4 Elemental creatures with "
             "trample.", NISSA)


JACE = TypeLine(("Legendary",), ("Planeswalker",), ("Jace",))


def test_701_20e_look_at_top_card_of_target_players_library_may_bottom() -> None:
    from mtgrules.model import TargetKind
    from mtgrules.model.library_look import LookAtTopMayBottom
    a = _one("[+2]: Look at the top card of target player's library. You may put that card on "
             "the bottom of that player's library.", JACE)
    assert a.effect == (LookAtTopMayBottom(TargetRef(0)),)  # type: ignore[attr-defined]
    assert a.targets[0].kind is TargetKind.PLAYER  # type: ignore[attr-defined]


def test_406_1_exile_target_players_library_then_shuffle_hand_in() -> None:
    from mtgrules.model.library_look import ExileLibraryShuffleHand
    a = _one("[−12]: Exile all cards from target player's library, then that player shuffles "
             "their hand into their library.", JACE)
    assert a.effect == (ExileLibraryShuffleHand(TargetRef(0)),)  # type: ignore[attr-defined]


def test_look_at_top_card_alone_is_not_read() -> None:
    import pytest

    from mtgrules.oracle.errors import Unsupported
    with pytest.raises(Unsupported):
        _one("[+2]: Look at the top card of target player's library.", JACE)


def test_611_2b_until_your_next_turn_first_on_a_group() -> None:
    from mtgrules.model import AddAbilities
    a = _one("[+1]: Until your next turn, creatures you control get +1/+0 and gain lifelink.",
             PLANESWALKER)
    (e,) = a.effect  # type: ignore[attr-defined]
    assert isinstance(e, ApplyContinuous) and e.duration is Duration.UNTIL_YOUR_NEXT_TURN
    assert e.what == Each(Filter(types=frozenset({CardType.CREATURE}), controller=Whose.YOU))
    assert e.parts[0] == ModifyPT(Fixed(1), Fixed(0)) and isinstance(e.parts[1], AddAbilities)


def test_until_your_next_turn_first_on_a_target_is_not_read_here() -> None:
    from mtgrules.oracle.effects import Slots
    from mtgrules.oracle.walker_abilities import parse_until_your_next_turn
    slots = Slots()
    assert parse_until_your_next_turn("Until your next turn, target creature gets -2/-0",
                                      slots) is None
    assert slots.targets == []
