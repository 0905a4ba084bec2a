"""Typed trees of the Vehicle and creature-land templates (CR 702.122, 301.7, 613.1d, 205.3m)
and their round trip through the renderer."""

from __future__ import annotations

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.mana import ManaCost
from mtgrules.model import (
    AbilityKeyword,
    ActivatedAbility,
    AddAbilities,
    AddTypes,
    AttacksOrBlocks,
    BecomesArtifactCreature,
    BecomesCreatureLand,
    BecomesCrewed,
    CardType,
    Cost,
    CounterKind,
    Discard,
    Draw,
    EntersOrAttacks,
    Fixed,
    MayIfYouDo,
    PutCounters,
    SetPT,
    ThisObject,
    TriggeredAbility,
    You,
)
from mtgrules.model.creature_types import CREATURE_TYPES
from mtgrules.model.damage import ItDealsDamage
from mtgrules.model.refs import EventObject
from mtgrules.model.triggers import Attacks, Enters
from mtgrules.oracle import compiled_definition
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line

VEHICLE = TypeLine.parse("Artifact — Vehicle")
LAND = TypeLine.parse("Land")


def _compile(text: str, tl: TypeLine = VEHICLE) -> tuple[object, ...]:
    return compile_line(Line(text, text), tl)


def test_702_122a_crew_is_an_activated_ability_tapping_total_power() -> None:
    (a,) = _compile("Crew 3")
    assert a == ActivatedAbility("", "Crew 3", cost=Cost(crew=3),
                                 effect=(BecomesArtifactCreature(ThisObject(), crew=True),),
                                 keyword=AbilityKeyword.CREW)


def test_602_5b_crew_once_each_turn() -> None:
    (a,) = _compile("Crew 1. Activate only once each turn.")
    assert isinstance(a, ActivatedAbility) and a.once_each_turn and a.cost.crew == 1


@pytest.mark.parametrize("text", ["Crew", "Crew X", "Crew 01", "Crew 2 and 3"])
def test_702_122a_other_crew_wordings_are_refused(text: str) -> None:
    with pytest.raises(Unsupported):
        _compile(text)


def test_702_122d_becomes_crewed_trigger() -> None:
    (a,) = _compile("Whenever ~ becomes crewed, draw a card.")
    assert isinstance(a, TriggeredAbility) and a.event == BecomesCrewed()


def test_508_3a_attacks_or_blocks_loot() -> None:
    text = "Whenever ~ attacks or blocks, you may draw a card. If you do, discard a card."
    (a,) = _compile(text)
    assert a == TriggeredAbility("", text, event=AttacksOrBlocks(), effect=(
        MayIfYouDo("You may draw a card?", (Draw(You(), Fixed(1)),),
                   (Discard(Fixed(1), You()),)),))


def test_613_1d_a_standalone_becomes_an_artifact_creature_sentence() -> None:
    text = "{1}: ~ becomes an artifact creature until end of turn."
    (a,) = _compile(text)
    assert a == ActivatedAbility("", text, cost=Cost(mana=ManaCost.parse("{1}")),
                                 effect=(BecomesArtifactCreature(ThisObject()),))


def test_301_7_vehicle_cards_compile_with_printed_pt() -> None:
    d = compiled_definition("Smuggler's Copter")
    assert d is not None and (d.power, d.toughness) == (3, 3)
    assert any(isinstance(a, ActivatedAbility) and a.keyword is AbilityKeyword.CREW
               for a in d.abilities)


def test_205_3m_mutavault_gains_every_creature_type() -> None:
    text = ("{1}: ~ becomes a 2/2 creature with all creature types until end of turn. "
            "It's still a land.")
    (a,) = _compile(text, LAND)
    assert isinstance(a, ActivatedAbility)
    (e,) = a.effect
    assert isinstance(e, BecomesCreatureLand)
    assert e.parts == (AddTypes(frozenset({CardType.CREATURE}), CREATURE_TYPES),
                       SetPT(Fixed(2), Fixed(2)))


def test_205_3m_all_creature_types_after_keywords() -> None:
    text = ("{4}: ~ becomes a 3/3 creature with vigilance and all creature types. "
            "It's still a land.")
    (a,) = _compile(text, LAND)
    assert isinstance(a, ActivatedAbility) and isinstance(a.effect[0], BecomesCreatureLand)
    types, _, abilities = a.effect[0].parts
    assert isinstance(types, AddTypes) and types.subtypes == CREATURE_TYPES
    assert isinstance(abilities, AddAbilities) and len(abilities.abilities) == 1


def test_613_1d_phyrexian_is_written_first_and_infect_is_granted() -> None:
    text = ("{1}: ~ becomes a 1/1 Phyrexian Blinkmoth artifact creature with flying and "
            "infect until end of turn. It's still a land.")
    (a,) = _compile(text, LAND)
    assert isinstance(a, ActivatedAbility) and isinstance(a.effect[0], BecomesCreatureLand)
    types = a.effect[0].parts[0]
    assert isinstance(types, AddTypes) and types.subtypes == {"Phyrexian", "Blinkmoth"}
    with pytest.raises(Unsupported):  # Oracle never writes it the other way round
        _compile(text.replace("Phyrexian Blinkmoth", "Blinkmoth Phyrexian"), LAND)


def test_603_2_it_names_the_attacking_creature() -> None:
    (a,) = _compile("Whenever ~ attacks, put a +1/+1 counter on it.", LAND)
    assert a == TriggeredAbility("", "Whenever ~ attacks, put a +1/+1 counter on it.",
                                 event=Attacks(ThisObject()),
                                 effect=(PutCounters(EventObject(), CounterKind.P1P1,
                                                     Fixed(1)),))


def test_603_2_enters_or_attacks_it_deals_damage() -> None:
    text = ("Whenever ~ enters or attacks, it deals 3 damage to target creature or "
            "planeswalker an opponent controls.")
    (a,) = _compile(text)
    assert isinstance(a, TriggeredAbility) and a.event == EntersOrAttacks()
    (e,) = a.effect
    assert isinstance(e, ItDealsDamage) and e.amount == Fixed(3)


def test_301_7b_it_becomes_an_artifact_creature_as_it_enters() -> None:
    text = "When ~ enters, it becomes an artifact creature until end of turn."
    (a,) = _compile(text)
    assert a == TriggeredAbility("", text, event=Enters(ThisObject()),
                                 effect=(BecomesArtifactCreature(EventObject()),))
