"""Snapshot tests of the layer family (:mod:`mtgrules.oracle.layers`): each line parses into the
typed tree below (one layer effect per layer it touches, CR 613.1) and renders back exactly."""

from __future__ import annotations

import pytest

from mtgrules.model import (
    AddTypes,
    AllOf,
    AttachedObject,
    CardType,
    Each,
    EntersAsCopy,
    Filter,
    Fixed,
    LoseAllAbilities,
    ManaValueOf,
    Not,
    SetBasicLandTypes,
    SetController,
    SetPT,
    StaticAbility,
    Supertype,
)
from mtgrules.model.filters import AnyOf
from mtgrules.model.refs import AffectedObject
from mtgrules.oracle.layers import parse_layer_static
from mtgrules.oracle.render import render_ability

LAND = frozenset({CardType.LAND})
MV = ManaValueOf(AffectedObject())

CASES = [
    ("You may have ~ enter as a copy of any creature on the battlefield.",
     StaticAbility("", "", replacement=EntersAsCopy(Filter(types=frozenset({CardType.CREATURE})))
                   )),
    ("You may have ~ enter as a copy of any artifact or enchantment on the battlefield.",
     StaticAbility("", "", replacement=EntersAsCopy(AnyOf((
         Filter(types=frozenset({CardType.ARTIFACT})),
         Filter(types=frozenset({CardType.ENCHANTMENT}))))))),
    ("You control enchanted creature.",
     StaticAbility("", "", affects=AttachedObject(), layer_effects=(SetController(),))),
    ("You control enchanted permanent.",
     StaticAbility("", "", affects=AttachedObject(noun="permanent"),
                   layer_effects=(SetController(),))),
    ("Nonbasic lands are Mountains.",
     StaticAbility("", "", affects=Each(Filter(types=LAND,
                                               nonsupertypes=frozenset({Supertype.BASIC}))),
                   layer_effects=(SetBasicLandTypes(("Mountain",)),))),
    ("Enchanted land is an Island.",
     StaticAbility("", "", affects=AttachedObject(noun="land"),
                   layer_effects=(SetBasicLandTypes(("Island",)),))),
    ("Each land is a Swamp in addition to its other land types.",
     StaticAbility("", "", affects=Each(Filter(types=LAND)),
                   layer_effects=(AddTypes(subtypes=frozenset({"Swamp"})),))),
    ("All permanents are artifacts in addition to their other types.",
     StaticAbility("", "", affects=Each(Filter()),
                   layer_effects=(AddTypes(types=frozenset({CardType.ARTIFACT})),))),
    ("All creatures lose all abilities and have base power and toughness 1/1.",
     StaticAbility("", "", affects=Each(Filter(types=frozenset({CardType.CREATURE}))),
                   layer_effects=(LoseAllAbilities(), SetPT(Fixed(1), Fixed(1))))),
    ("Enchanted creature has base power and toughness 0/2.",
     StaticAbility("", "", affects=AttachedObject(),
                   layer_effects=(SetPT(Fixed(0), Fixed(2)),))),
    ("Each other non-Aura enchantment is a creature in addition to its other types and has base "
     "power and base toughness each equal to its mana value.",
     StaticAbility("", "", affects=Each(AllOf((
         Filter(types=frozenset({CardType.ENCHANTMENT}), other=True),
         Not(Filter(subtypes=frozenset({"Aura"})))))),
         layer_effects=(AddTypes(types=frozenset({CardType.CREATURE})), SetPT(MV, MV)))),
    ("Each noncreature artifact is an artifact creature with power and toughness each equal to "
     "its mana value.",
     StaticAbility("", "", affects=Each(Filter(types=frozenset({CardType.ARTIFACT}),
                                               nontypes=frozenset({CardType.CREATURE}))),
                   layer_effects=(AddTypes(types=frozenset({CardType.ARTIFACT,
                                                            CardType.CREATURE})),
                                  SetPT(MV, MV)))),
]


@pytest.mark.parametrize(("line", "want"), CASES, ids=[c[0][:40] for c in CASES])
def test_layer_line_parses_to_tree_and_renders_back(line: str, want: StaticAbility) -> None:
    got = parse_layer_static(line)
    assert got is not None
    assert (got.affects, got.layer_effects, got.replacement) == \
        (want.affects, want.layer_effects, want.replacement)
    assert render_ability(got) == line


@pytest.mark.parametrize("line", [
    "Nonbasic lands are Wizards.",
    "Enchanted land is a Island.",
    "All creatures loses all abilities and have base power and toughness 1/1.",
    "Each land is a Swamp in addition to its other types.",
    "You may have ~ enter as a copy of a creature you control.",
])
def test_near_misses_are_not_read(line: str) -> None:
    assert parse_layer_static(line) is None


def test_switch_sentence_tree() -> None:
    from mtgrules.model import ApplyContinuous, Draw, Duration, SwitchPT, TargetRef
    from mtgrules.oracle.spells import parse_spell, render_spell

    line = "Switch target creature's power and toughness until end of turn. Draw a card."
    a = parse_spell(line)
    assert a.effect[0] == ApplyContinuous(TargetRef(0), (SwitchPT(),), Duration.END_OF_TURN)
    assert isinstance(a.effect[1], Draw)
    assert render_spell(a) == line


def test_threaten_sentences_tree() -> None:
    from mtgrules.model import ApplyContinuous, Duration, SetController, TargetRef, Untap
    from mtgrules.model.refs import Those
    from mtgrules.oracle.effects import grant
    from mtgrules.oracle.spells import parse_spell, render_spell

    line = ("Untap target creature and gain control of it until end of turn. That creature "
            "gains haste until end of turn.")
    a = parse_spell(line)
    assert a.effect == (Untap(TargetRef(0)),
                        ApplyContinuous(Those(), (SetController(),), Duration.END_OF_TURN),
                        ApplyContinuous(Those(), (grant(("haste",)),), Duration.END_OF_TURN))
    assert len(a.targets) == 1
    assert render_spell(a) == line


def test_gain_control_without_duration_is_indefinite() -> None:
    from mtgrules.model import ApplyContinuous, Duration, SetController, TargetRef
    from mtgrules.oracle.spells import parse_spell, render_spell

    a = parse_spell("Gain control of target artifact.")
    assert a.effect == (ApplyContinuous(TargetRef(0), (SetController(),), Duration.INDEFINITE),)
    assert render_spell(a) == "Gain control of target artifact."


def test_as_long_as_condition_tree() -> None:
    from mtgrules.model import Whose, YouControlAtLeast

    line = ("As long as you control five or more enchantments, each other non-Aura enchantment "
            "you control is a creature in addition to its other types and has base power and "
            "base toughness each equal to its mana value.")
    a = parse_layer_static(line)
    assert a is not None
    assert a.condition == YouControlAtLeast(
        Filter(types=frozenset({CardType.ENCHANTMENT}), controller=Whose.YOU), 5)
    assert a.layer_effects == (AddTypes(types=frozenset({CardType.CREATURE})), SetPT(MV, MV))
    assert render_ability(a) == line


def test_act_of_treason_sentences_tree() -> None:
    from mtgrules.model import ApplyContinuous, Duration, SetController, TargetRef, Untap
    from mtgrules.model.refs import Those
    from mtgrules.oracle.effects import grant
    from mtgrules.oracle.spells import parse_spell, render_spell

    line = ("Gain control of target creature until end of turn. Untap that creature. It gains "
            "haste until end of turn.")
    a = parse_spell(line)
    assert a.effect == (ApplyContinuous(TargetRef(0), (SetController(),), Duration.END_OF_TURN),
                        Untap(Those("that creature")),
                        ApplyContinuous(Those("it"), (grant(("haste",)),), Duration.END_OF_TURN))
    assert render_spell(a) == line
