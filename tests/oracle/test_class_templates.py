"""Snapshot tests of the templates the Class cards need (CR 716: Bloomburrow's Talents,
Sorcerer Class and the other Classes) and their round trip through the renderer."""

from __future__ import annotations

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.mana import ManaCost
from mtgrules.model import (
    CardType,
    Each,
    Filter,
    Predicate,
    StaticAbility,
    TriggeredAbility,
    Whose,
)
from mtgrules.model.continuous import AddAbilities
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.granted_ward import granted_ward
from mtgrules.oracle.normalize import Line

CLASS = TypeLine.parse("Enchantment — Class")


def _compile(text: str, tl: TypeLine = CLASS) -> tuple[object, ...]:
    return compile_line(Line(text, text), tl)


def test_702_21a_permanents_with_counters_have_granted_ward() -> None:
    text = "Permanents you control with counters on them have ward {1}."
    (a,) = _compile(text)
    assert a == StaticAbility(
        "", text, affects=Each(Filter(controller=Whose.YOU,
                                      predicates=frozenset({Predicate.HAS_COUNTERS}))),
        layer_effects=(AddAbilities((granted_ward(ManaCost.parse("{1}")),)),))


def test_702_21a_granted_ward_is_one_shared_ability_per_cost() -> None:
    one = granted_ward(ManaCost.parse("{1}"))
    assert one == granted_ward(ManaCost.parse("{1}")) and one.key == "ward:{1}"
    assert granted_ward(ManaCost.parse("{2}")).key == "ward:{2}"


def test_613_1f_group_granting_keywords_and_ward_round_trips() -> None:
    for text in ("Other artifacts you control have ward {2}.",
                 "Creatures you control with counters on them have trample.",
                 "Creatures you control have trample and ward {1}."):
        (a,) = _compile(text)
        assert isinstance(a, StaticAbility) and isinstance(a.layer_effects[0], AddAbilities)


def test_granted_ward_refuses_an_unknown_quality() -> None:
    with pytest.raises(Unsupported):
        _compile("Creatures you control with counters on them have ward—Pay 2 life.")


def test_508_3d_whenever_you_attack_is_the_player_attacks_event() -> None:
    from mtgrules.model import ApplyContinuous, PlayerAttacks, TargetKind, TargetSlot
    text = ("Whenever you attack, target attacking creature gets +1/+0 and gains trample "
            "until end of turn.")
    (a,) = _compile(text)
    assert isinstance(a, TriggeredAbility) and a.event == PlayerAttacks(Whose.YOU)
    assert a.targets == (TargetSlot(TargetKind.OBJECT, Filter(
        types=frozenset({CardType.CREATURE}), predicates=frozenset({Predicate.ATTACKING})),
        text="target attacking creature"),)
    assert isinstance(a.effect[0], ApplyContinuous)


def test_208_1_target_with_power_bound_round_trips() -> None:
    from mtgrules.model import Cmp, Destroy, PowerIs, SpellAbility, TargetRef
    spell = TypeLine.parse("Sorcery")
    (a,) = _compile("Destroy target creature with power 4 or greater.", spell)
    assert isinstance(a, SpellAbility) and a.effect == (Destroy(TargetRef(0)),)
    assert a.targets[0].filter == Filter(types=frozenset({CardType.CREATURE}),
                                         power=PowerIs(Cmp.GE, 4))
    with pytest.raises(Unsupported):  # "power N or fewer" is not Oracle's wording
        _compile("Destroy target creature with power 4 or fewer.", spell)


def test_603_4_if_you_control_a_creature_with_power_4_or_greater() -> None:
    from mtgrules.model import Cmp, PowerIs, YouControlA
    text = ("At the beginning of your end step, if you control a creature with power 4 or "
            "greater, draw a card.")
    (a,) = _compile(text)
    assert isinstance(a, TriggeredAbility)
    assert a.intervening_if == YouControlA(Filter(
        types=frozenset({CardType.CREATURE}), controller=Whose.YOU, power=PowerIs(Cmp.GE, 4)))


def test_120_3_bite_and_fight_name_two_disjoint_targets() -> None:
    from mtgrules.model import AllOf, Not, TargetRef
    from mtgrules.model.fight import CreatureDealsDamage
    text = ("When ~ enters, target creature you control deals damage equal to its power to "
            "target creature you don't control.")
    (a,) = _compile(text)
    assert isinstance(a, TriggeredAbility)
    assert a.effect == (CreatureDealsDamage(TargetRef(0), TargetRef(1)),)
    assert a.targets[1].filter == AllOf((Filter(types=frozenset({CardType.CREATURE})),
                                         Not(Filter(controller=Whose.YOU))))
    (b,) = _compile("When ~ enters, target creature you control fights target creature you "
                    "don't control.")
    assert isinstance(b, TriggeredAbility)
    assert b.effect == (CreatureDealsDamage(TargetRef(0), TargetRef(1), fight=True),)


def test_608_2d_may_sacrifice_if_you_do_draw() -> None:
    from mtgrules.model import Draw, Fixed, MayIfYouDo, SacrificeChosen, You
    text = "When ~ enters, you may sacrifice a creature. If you do, draw a card."
    (a,) = _compile(text)
    assert isinstance(a, TriggeredAbility)
    assert a.effect == (MayIfYouDo("You may sacrifice a creature?", (SacrificeChosen(
        You(), Filter(types=frozenset({CardType.CREATURE})), Fixed(1)),), (Draw(),)),)


def test_702_108a_token_with_prowess_and_two_colors() -> None:
    from mtgrules.oracle.tokens import parse_token, render_token
    d = parse_token("1/1 blue and red Otter creature token with prowess")
    assert d is not None and d.color_indicator == ("U", "R")
    assert render_token(d) == "1/1 blue and red Otter creature token with prowess"
