"""The typed ability model refuses malformed definitions when they are built (issue 9 §2)."""

from __future__ import annotations

import pytest

from mtgrules.errors import MtgRulesError
from mtgrules.model import (
    AddAbilities,
    AnyOf,
    ApplyContinuous,
    BeginningOf,
    CardDefinitionError,
    CardType,
    CardTypesAmong,
    CounterKind,
    CountersOn,
    DealDamage,
    DefinePT,
    Each,
    Enters,
    Filter,
    Fixed,
    Keyword,
    KeywordName,
    ModifyPT,
    SpellAbility,
    StaticAbility,
    Step,
    Sum,
    TargetKind,
    TargetRef,
    TargetSlot,
    ThisObject,
    TriggeredAbility,
    Unimplemented,
    Whose,
    walk,
)
from mtgrules.model.codec import from_data, to_data


def test_typoed_trigger_event_is_refused() -> None:
    with pytest.raises(CardDefinitionError, match="TriggeredAbility.event"):
        TriggeredAbility("", "When this creature enters, draw a card.", event="enterss")  # type: ignore[arg-type]


def test_typoed_step_string_is_refused_and_enum_converts() -> None:
    with pytest.raises(CardDefinitionError, match="BeginningOf.step"):
        BeginningOf("upkeep")  # type: ignore[arg-type]  # a string is not a Step
    with pytest.raises(ValueError):
        Step("upkep")
    assert BeginningOf(Step("upkeep")).step is Step.UPKEEP


def test_typoed_spell_condition_is_refused() -> None:
    with pytest.raises(CardDefinitionError, match="Filter.nontypes"):
        Filter(nontypes=frozenset({"Creatur"}))  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        CardType("Creatur")


def test_unknown_keyword_is_refused() -> None:
    with pytest.raises(ValueError):
        KeywordName("flyng")
    with pytest.raises(CardDefinitionError, match="Keyword.name"):
        Keyword("kw:flyng", "Flyng", name="flyng")  # type: ignore[arg-type]


def test_wrong_node_in_a_slot_is_refused() -> None:
    # an amount where a reference belongs
    with pytest.raises(CardDefinitionError, match="DealDamage.to"):
        DealDamage(Fixed(3), Fixed(0))  # type: ignore[arg-type]
    # bool is not an int
    with pytest.raises(CardDefinitionError, match="Fixed.n"):
        Fixed(True)
    with pytest.raises(CardDefinitionError, match="counter"):
        CountersOn(ThisObject(), "+1/+1")  # type: ignore[arg-type]


def test_node_specific_checks() -> None:
    with pytest.raises(CardDefinitionError, match="does nothing"):
        StaticAbility("", "Nothing.")
    with pytest.raises(CardDefinitionError, match="cda"):
        StaticAbility("", "x", layer_effects=(DefinePT(Fixed(1), None),))
    with pytest.raises(CardDefinitionError, match="two alternatives"):
        AnyOf((Filter(),))
    with pytest.raises(CardDefinitionError, match="reason"):
        Unimplemented("", "Some text.")
    with pytest.raises(CardDefinitionError, match="modal"):
        SpellAbility("", "x", effect=(DealDamage(Fixed(1), TargetRef(0)),),
                     modes=(SpellAbility("", "y"),))
    assert issubclass(CardDefinitionError, MtgRulesError)


def test_target_slot_keeps_filter_and_up_to() -> None:
    t = TargetSlot(TargetKind.OBJECT, Filter(types=frozenset({CardType.CREATURE}),
                                             controller=Whose.YOU), up_to=True,
                   text="up to one target creature you control")
    assert t.up_to and t.filter.controller is Whose.YOU and t.count == 1


def test_trigger_keeps_event_and_effect() -> None:
    a = TriggeredAbility("", "When this creature enters, it deals 1 damage to any target.",
                         event=Enters(ThisObject()),
                         effect=(DealDamage(Fixed(1), TargetRef(0)),),
                         targets=(TargetSlot(TargetKind.ANY),))
    kinds = {type(n).__name__ for n in walk(a)}
    assert {"Enters", "DealDamage", "Fixed", "TargetRef", "TargetSlot"} <= kinds


def test_codec_round_trip() -> None:
    grant = Keyword("kw:flying", "Flying", name=KeywordName.FLYING)
    e = ApplyContinuous(Each(Filter(types=frozenset({CardType.CREATURE}), controller=Whose.YOU,
                                    other=True)),
                        (ModifyPT(Fixed(2), Fixed(1)), AddAbilities((grant,))))
    data = to_data(e)
    assert data["parts"][1] == {"node": "AddAbilities", "abilities": [{"ability": "kw:flying"}]}
    assert from_data(data, {"kw:flying": grant}.__getitem__) == e
    assert from_data(to_data(CountersOn(ThisObject(), CounterKind.P1P1)), dict().__getitem__) \
        == CountersOn(ThisObject(), CounterKind.P1P1)


# --- the card loader refuses broken definitions (cards.registry.register) ------------------


def _card(*abilities):  # type: ignore[no-untyped-def]
    from mtgrules.cards.definition import CardDef, TypeLine

    return CardDef("Test Card", None, TypeLine.parse("Sorcery"), "", abilities=abilities)


def test_loader_refuses_unimplemented() -> None:
    from mtgrules.cards.registry import check_card

    with pytest.raises(CardDefinitionError, match="not implemented: 'Venture into the "
                       "dungeon.': dungeons"):
        check_card(_card(SpellAbility("t#0", "Venture into the dungeon.", effect=(
            Unimplemented("", "Venture into the dungeon.", reason="dungeons"),))))
    with pytest.raises(CardDefinitionError, match="not implemented"):
        check_card(_card(Unimplemented("t#0", "Ward {2}", reason="ward")))


def test_loader_refuses_missing_target_slot_and_unknown_token() -> None:
    from mtgrules.cards import registry
    from mtgrules.model import CreateToken

    with pytest.raises(CardDefinitionError, match="refers to target 1 but has 1"):
        registry.check_card(_card(SpellAbility("t#0", "x", effect=(
            DealDamage(Fixed(1), TargetRef(1)),), targets=(TargetSlot(TargetKind.ANY),))))
    registry.get_card("Lightning Bolt")  # loaded
    registry.CARDS["Test Card"] = _card(SpellAbility("t#1", "Create a Goblin.", effect=(
        CreateToken("Goblin"),)))
    try:
        with pytest.raises(CardDefinitionError, match="undefined token 'Goblin'"):
            registry.check_tokens()
    finally:
        del registry.CARDS["Test Card"]


def test_loader_refuses_effects_the_engine_lacks() -> None:
    from mtgrules.cards.registry import check_card
    from mtgrules.model import ChangeText, CopyOf

    with pytest.raises(CardDefinitionError, match="CopyOf effects are not implemented"):
        check_card(_card(StaticAbility("t#0", "x", layer_effects=(CopyOf(TargetRef(0)),))))
    with pytest.raises(CardDefinitionError, match="ChangeText"):
        check_card(_card(StaticAbility("t#0", "x", layer_effects=(ChangeText("a", "b"),))))


def test_builders_refuse_typos_with_the_allowed_values() -> None:
    from mtgrules.cards.builders import flt, target
    from mtgrules.keywords import keyword

    with pytest.raises(CardDefinitionError, match="unknown CardType 'Creatur'"):
        flt(("Creatur",))
    with pytest.raises(CardDefinitionError, match="unknown Predicate 'atacking'"):
        flt(predicates=("atacking",))
    with pytest.raises(CardDefinitionError, match="unknown TargetKind"):
        target("creature")
    with pytest.raises(CardDefinitionError, match="unknown keyword 'flyng'"):
        keyword("flyng")
    with pytest.raises(CardDefinitionError, match="unknown Whose 'yuo'"):
        flt(controller="yuo")


def test_every_registered_card_is_typed_model_data() -> None:
    from mtgrules.cards.registry import CARDS, card_names, get_card
    from mtgrules.model import Node

    names = card_names()
    assert len(names) >= 83
    for name in names:
        for a in get_card(name).abilities:
            assert all(isinstance(n, Node) for n in walk(a))
    assert CARDS["Tarmogoyf"].abilities[0].layer_effects[0] == DefinePT(  # type: ignore[attr-defined]
        CardTypesAmong(), Sum((CardTypesAmong(), Fixed(1))))


def test_fervent_champion_discount_is_a_typed_cost_reduction() -> None:
    from mtgrules.cards.registry import get_card
    from mtgrules.model import AbilityKeyword, ReduceCost

    statics = [a for a in get_card("Fervent Champion").abilities if isinstance(a, StaticAbility)]
    assert [a.cost_modification for a in statics] == [
        ReduceCost(3, AbilityKeyword.EQUIP, Whose.YOU, ThisObject())]
    with pytest.raises(CardDefinitionError, match="at least"):
        ReduceCost(0, AbilityKeyword.EQUIP)


def test_loader_refuses_references_out_of_context() -> None:
    from mtgrules.cards.definition import CardDef, TypeLine
    from mtgrules.cards.registry import check_card
    from mtgrules.mana import ManaCost
    from mtgrules.model import (
        AttachedObject,
        ChapterReached,
        ChooseSector,
        DefendingPlayer,
        Destroy,
        Draw,
        EachInChosenSector,
        Those,
        Untap,
        X,
    )

    def card(*abilities, type_line="Creature — Elf", cost="{1}"):  # type: ignore[no-untyped-def]
        return CardDef("Test Card", ManaCost.parse(cost), TypeLine.parse(type_line), "",
                       abilities=abilities, power=1, toughness=1)

    enters = Enters(ThisObject())
    with pytest.raises(CardDefinitionError, match="defending player"):
        check_card(card(TriggeredAbility("t#0", "x", event=enters,
                                         effect=(Draw(DefendingPlayer()),))))
    with pytest.raises(CardDefinitionError, match="neither an Aura nor an Equipment"):
        check_card(card(StaticAbility("t#0", "x", affects=AttachedObject(),
                                      layer_effects=(ModifyPT(Fixed(1), Fixed(1)),))))
    with pytest.raises(CardDefinitionError, match="no cost has"):
        check_card(card(TriggeredAbility("t#0", "x", event=enters, effect=(Draw(count=X()),))))
    with pytest.raises(CardDefinitionError, match="not a Saga"):
        check_card(card(TriggeredAbility("t#0", "x", event=ChapterReached(1),
                                         effect=(Draw(),))))
    with pytest.raises(CardDefinitionError, match="no earlier effect"):
        check_card(card(TriggeredAbility("t#0", "x", event=enters, effect=(Untap(Those()),))))
    with pytest.raises(CardDefinitionError, match="before a sector is chosen"):
        check_card(card(TriggeredAbility("t#0", "x", event=enters, effect=(
            Destroy(EachInChosenSector()), ChooseSector()))))
    # the same nodes in context are accepted
    check_card(card(TriggeredAbility("t#0", "x", event=enters, effect=(
        ChooseSector(), Destroy(EachInChosenSector()), Untap(Those())))))
    check_card(card(TriggeredAbility("t#0", "x", event=enters, effect=(Draw(count=X()),)),
                    cost="{X}{G}"))


def test_codec_round_trips_costs_with_mana_and_choices() -> None:
    from mtgrules.mana import ManaCost
    from mtgrules.model import ChooseOthers, Cost

    c = Cost(mana=ManaCost.parse("{U/R}{U/R}"), tap=True,
             tap_others=ChooseOthers(2, Filter(types=frozenset({CardType.CREATURE}))))
    data = to_data(c)
    assert data["mana"] == "{U/R}{U/R}" and data["tap_others"]["count"] == 2
    assert from_data(data, dict().__getitem__) == c
    with pytest.raises(CardDefinitionError, match="unknown model node 'Bogus'"):
        from_data({"node": "Bogus"}, dict().__getitem__)


def test_codec_reads_a_folded_node_name_as_the_node_it_became() -> None:
    """``ExileTopCard`` (the Classes' exile) was folded into ``ExileFromTop``: data naming the
    old node still loads, as the one node; new data names the new one."""
    from mtgrules.model import ExileFromTop
    from mtgrules.model.codec import RENAMED

    assert RENAMED["ExileTopCard"] == "ExileFromTop"
    got = from_data({"node": "ExileTopCard"}, dict().__getitem__)
    assert type(got) is ExileFromTop and got == ExileFromTop()
    assert to_data(got)["node"] == "ExileFromTop"


def test_codec_reads_return_with_counter_as_the_one_return_node() -> None:
    """Undying's and persist's ``ReturnWithCounter`` was folded into
    ``ReturnDiedToBattlefield`` (same fields): old data loads as the one node."""
    from mtgrules.model import CounterKind, ReturnDiedToBattlefield

    got = from_data({"node": "ReturnWithCounter", "counter": "-1/-1", "tapped": False},
                    dict().__getitem__)
    assert got == ReturnDiedToBattlefield(False, CounterKind.M1M1)
    assert from_data(to_data(got), dict().__getitem__) == got
