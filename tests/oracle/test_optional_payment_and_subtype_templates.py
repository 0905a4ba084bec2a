"""Second AFR batch templates (issue 9, AFR target): the typed trees and the render check of
optional payments (CR 118.3, 608.2c), "that creature doesn't untap" (502.3), "up to two
target creatures can't block" (115.1), non-subtype filters (205.3), lord lists, "those
tokens" in results tables (706.3)."""

from __future__ import annotations

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.mana import ManaCost
from mtgrules.model import (
    AddTypes,
    AnyOf,
    ApplyContinuous,
    ApplyRule,
    CantBlock,
    ChooseTarget,
    Compound,
    Conjunction,
    CreateToken,
    Destroy,
    DoesntUntap,
    DoublePT,
    Draw,
    Duration,
    Filter,
    Fixed,
    IfYouDo,
    LoseLife,
    MayPay,
    RemoveSubtypes,
    SetCreatureTypes,
    SetPT,
    Tap,
    TargetRef,
    ThisObject,
    Those,
    TriggeredAbility,
    You,
)
from mtgrules.model.base import CardType, Whose
from mtgrules.oracle import verdict
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line

CREATURE = TypeLine((), ("Creature",), ("Human",))
INSTANT = TypeLine((), ("Instant",), ())


def _one(text: str, tl: TypeLine = CREATURE) -> object:
    (a,) = compile_line(Line(text, text), tl)
    return a


def test_may_pay_then_if_you_do() -> None:
    a = _one("At the beginning of your upkeep, you may pay {2}. If you do, you draw a card "
             "and you lose 2 life.")
    assert isinstance(a, TriggeredAbility)
    assert a.effect == (MayPay(mana=ManaCost.parse("{2}")), IfYouDo((Compound(
        (Draw(You(), Fixed(1)), LoseLife(Fixed(2), You())), Conjunction.AND),)))


def test_may_pay_life() -> None:
    a = _one("When ~ enters, you may pay 2 life. If you do, draw a card.")
    assert isinstance(a, TriggeredAbility)
    assert a.effect == (MayPay(life=2), IfYouDo((Draw(You(), Fixed(1)),)))


def test_that_creature_doesnt_untap() -> None:
    a = _one("When ~ enters, tap target creature an opponent controls. That creature doesn't "
             "untap during its controller's next untap step.")
    assert isinstance(a, TriggeredAbility)
    assert a.effect[1] == ApplyRule(DoesntUntap(), Those("that creature"),
                                    Duration.UNTIL_NEXT_UNTAP)


def test_up_to_two_target_creatures_cant_block() -> None:
    a = _one("Up to two target creatures can't block this turn.", INSTANT)
    assert a.effect == (ApplyRule(CantBlock(), TargetRef(0)),  # type: ignore[attr-defined]
                        ApplyRule(CantBlock(), TargetRef(1)))
    assert all(t.up_to for t in a.targets)  # type: ignore[attr-defined]


def test_non_subtype_filter() -> None:
    a = _one("Destroy target non-Angel, non-Demon, non-Devil, non-Dragon creature.", INSTANT)
    assert a.effect == (Destroy(TargetRef(0)),)  # type: ignore[attr-defined]
    f = a.targets[0].filter  # type: ignore[attr-defined]
    assert f == Filter(types=frozenset({CardType.CREATURE}),
                       nonsubtypes=frozenset({"Angel", "Demon", "Devil", "Dragon"}))


def test_non_subtypes_out_of_order_are_refused() -> None:
    with pytest.raises(Unsupported):
        _one("Destroy target non-Dragon, non-Angel creature.", INSTANT)


def test_lord_of_a_list_of_subtypes() -> None:
    a = _one("Skeletons, Vampires, and Zombies you control get +1/+1.")
    aff = a.affects  # type: ignore[attr-defined]
    assert aff.filter == AnyOf(tuple(Filter(subtypes=frozenset({t}), controller=Whose.YOU)
                                     for t in ("Skeleton", "Vampire", "Zombie")))


def test_those_tokens_row() -> None:
    v = verdict("Swarming Goblins")
    assert v is not None and v.implemented and v.definition is not None
    (a,) = [x for x in v.definition.abilities if isinstance(x, TriggeredAbility)]
    rows = a.effect[0].rows  # type: ignore[attr-defined]
    counts = [r.effects[0].count for r in rows]
    assert counts == [Fixed(1), Fixed(2), Fixed(3)]
    assert [r.those_tokens for r in rows] == [False, True, True]
    assert all(isinstance(r.effects[0], CreateToken) and r.effects[0].token ==
               rows[0].effects[0].token for r in rows)


@pytest.mark.parametrize("name", [
    "Power Word Kill", "Dawnbringer Cleric", "White Dragon", "You Come to the Gnoll Camp",
    "You Come to a River", "Eye of Vecna", "Death-Priest of Myrkul", "Swarming Goblins",
])
def test_afr_cards_compile(name: str) -> None:
    v = verdict(name)
    assert v is not None and v.implemented, v.unsupported if v else None


def test_becomes_a_creature_type_with_base_pt_and_gains() -> None:
    a = _one("Until end of turn, target creature becomes a Dragon with base power and toughness "
             "4/4 and gains flying.", INSTANT)
    (e,) = a.effect  # type: ignore[attr-defined]
    assert isinstance(e, ApplyContinuous) and e.what == TargetRef(0)
    assert e.parts[0] == SetCreatureTypes(frozenset({"Dragon"}))
    assert e.parts[2] == SetPT(Fixed(4), Fixed(4))


def test_isnt_a_human() -> None:
    text = ("{3}{G}: Until end of turn, ~ has base power and toughness 5/3, gains trample, and "
            "isn't a Human.")
    a = _one(text)
    (e,) = a.effect  # type: ignore[attr-defined]
    assert e.what == ThisObject() and e.parts[2] == RemoveSubtypes(frozenset({"Human"}))


def test_artifact_creature_keeps_other_types() -> None:
    a = _one("{2}: ~ becomes a Shapeshifter artifact creature with base power and toughness 3/3 "
             "until end of turn.")
    (e,) = a.effect  # type: ignore[attr-defined]
    assert e.parts[0] == AddTypes(frozenset({CardType.ARTIFACT, CardType.CREATURE}))


def test_double_power_and_toughness() -> None:
    a = _one("{2}{R}{G}: Double ~'s power and toughness until end of turn.")
    assert a.effect == (DoublePT(ThisObject()),)  # type: ignore[attr-defined]


def test_becomes_a_non_creature_type_is_refused() -> None:
    with pytest.raises(Unsupported):
        _one("Until end of turn, target creature becomes a Forest with base power and "
             "toughness 4/4 and gains flying.", INSTANT)


@pytest.mark.parametrize("name", [
    "Mordenkainen's Polymorph", "Eccentric Apprentice", "Mimic", "Minsc, Beloved Ranger",
    "Werewolf Pack Leader", "Circle of the Moon Druid", "Choose Your Weapon",
    "Targ Nar, Demon-Fang Gnoll",
])
def test_afr_becomes_cards_compile(name: str) -> None:
    v = verdict(name)
    assert v is not None and v.implemented, v.unsupported if v else None


def test_choose_target_then_roll_rows_say_that_creature() -> None:
    v = verdict("Scion of Stygia")
    assert v is not None and v.implemented and v.definition is not None
    (a,) = [x for x in v.definition.abilities if isinstance(x, TriggeredAbility)]
    assert a.effect[0] == ChooseTarget(TargetRef(0))
    rows = a.effect[1].rows  # type: ignore[attr-defined]
    assert rows[0].effects == (Tap(Those("that creature")),)


def test_that_creature_without_a_choice_is_refused() -> None:
    with pytest.raises(Unsupported):
        _one("When ~ enters, roll a d20.\n1—9 | Tap that creature.\n10—20 | Draw a card.")
