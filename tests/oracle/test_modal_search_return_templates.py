"""Snapshot tests of the typed tree for the breadth families (issue 9): modal spells
(CR 700.2), library searches (701.23), graveyard returns (400.7), noun adjectives and
subtypes (205.3, 205.4), and the round trip of each."""

from __future__ import annotations

import dataclasses

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.mana import ManaCost
from mtgrules.model import (
    ActivatedAbility,
    AddMana,
    AnyOf,
    APlayerLifeAtMost,
    ApplyContinuous,
    AttachedObject,
    CantBeCountered,
    CardType,
    Cmp,
    Color,
    Compound,
    Conjoined,
    Conjunction,
    Cost,
    DealDamage,
    Destroy,
    Draw,
    Each,
    EachPlayer,
    Enters,
    EntersTappedUnless,
    Filter,
    Fixed,
    GainLife,
    KeywordName,
    ManaOfChoice,
    ManaType,
    ManaValueIs,
    ModifyPT,
    MoveTo,
    OpponentsAtLeast,
    Predicate,
    ReturnChosenToHand,
    SearchLibrary,
    SpellAbility,
    StaticAbility,
    Supertype,
    TargetKind,
    TargetRef,
    TargetSlot,
    ThisObject,
    TriggeredAbility,
    Whose,
    X,
    You,
    YouControlCount,
    Zone,
)
from mtgrules.model.base import Ability
from mtgrules.model.effects import Discard
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.effects_modal import join_modes
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line, lines

CREATURE = TypeLine.parse("Creature — Sliver")
LAND_TL = TypeLine.parse("Land")
SORCERY = TypeLine.parse("Sorcery")
T0 = TargetRef(0)
C = frozenset({CardType.CREATURE})
LAND = frozenset({CardType.LAND})
BASIC_LAND_IN_LIBRARY = Filter(types=LAND, supertypes=frozenset({Supertype.BASIC}),
                               zone=Zone.LIBRARY)
PLAYER = TargetSlot(TargetKind.PLAYER, text="target player")


def _bare(a: Ability) -> Ability:
    if isinstance(a, SpellAbility) and a.modes:
        return dataclasses.replace(a, key="", text="", modes=tuple(
            dataclasses.replace(m, key="", text="") for m in a.modes))
    return dataclasses.replace(a, key="", text="")


def _compile(text: str, tl: TypeLine) -> tuple[Ability, ...]:
    return tuple(_bare(a) for a in compile_line(Line(text, text), tl))


def _spell(*effect: object, targets: tuple[TargetSlot, ...] = ()) -> tuple[Ability, ...]:
    return (SpellAbility("", "", effect=effect, targets=targets),)  # type: ignore[arg-type]


def _mode(*effect: object, targets: tuple[TargetSlot, ...] = ()) -> SpellAbility:
    return SpellAbility("", "", effect=effect, targets=targets)  # type: ignore[arg-type]


CASES: list[tuple[str, TypeLine, tuple[Ability, ...]]] = [
    # library searches (CR 701.23)
    ("Search your library for a basic land card, put it onto the battlefield tapped, then "
     "shuffle.", SORCERY,
     _spell(SearchLibrary(BASIC_LAND_IN_LIBRARY, Zone.BATTLEFIELD, tapped=True))),
    ("Search your library for a creature card, reveal it, put it into your hand, then "
     "shuffle.", SORCERY,
     _spell(SearchLibrary(Filter(types=C, zone=Zone.LIBRARY), Zone.HAND, reveal=True))),
    ("Search your library for a card, put it into your hand, then shuffle.", SORCERY,
     _spell(SearchLibrary(Filter(zone=Zone.LIBRARY), Zone.HAND))),
    ("Search your library for a creature card with mana value 6 or greater, reveal it, put it "
     "into your hand, then shuffle.", SORCERY,
     _spell(SearchLibrary(Filter(types=C, zone=Zone.LIBRARY,
                                 mana_value=ManaValueIs(Cmp.GE, 6)), Zone.HAND, reveal=True))),
    # returning from the graveyard (CR 400.7)
    ("Return target creature card with mana value 3 or less from your graveyard to the "
     "battlefield.", SORCERY,
     _spell(MoveTo(T0, Zone.BATTLEFIELD, from_zone=Zone.GRAVEYARD), targets=(TargetSlot(
         TargetKind.OBJECT, Filter(types=C, controller=Whose.YOU, zone=Zone.GRAVEYARD,
                                   mana_value=ManaValueIs(Cmp.LE, 3)),
         text="target creature card with mana value 3 or less from your graveyard"),))),
    # adjectives and subtypes (CR 205.3, 205.4, 105)
    ("Destroy all white creatures.", SORCERY,
     _spell(Destroy(Each(Filter(types=C, colors=frozenset({Color.WHITE})))))),
    ("Destroy target nonbasic land.", SORCERY,
     _spell(Destroy(T0), targets=(TargetSlot(TargetKind.OBJECT, Filter(
         types=LAND, nonsupertypes=frozenset({Supertype.BASIC})),
         text="target nonbasic land"),))),
    ("All Sliver creatures get +1/+1.", CREATURE,
     (StaticAbility("", "", affects=Each(Filter(types=C, subtypes=frozenset({"Sliver"}))),
                    layer_effects=(ModifyPT(Fixed(1), Fixed(1)),)),)),
    ("Other Elf creatures you control get +1/+1.", CREATURE,
     (StaticAbility("", "", affects=Each(Filter(types=C, subtypes=frozenset({"Elf"}),
                                                controller=Whose.YOU, other=True)),
                    layer_effects=(ModifyPT(Fixed(1), Fixed(1)),)),)),
    ("Knights you control get +1/+0.", CREATURE,
     (StaticAbility("", "", affects=Each(Filter(subtypes=frozenset({"Knight"}),
                                                controller=Whose.YOU)),
                    layer_effects=(ModifyPT(Fixed(1), Fixed(0)),)),)),
    ("Destroy target attacking Knight.", SORCERY,
     _spell(Destroy(T0), targets=(TargetSlot(TargetKind.OBJECT, Filter(
         subtypes=frozenset({"Knight"}), predicates=frozenset({Predicate.ATTACKING})),
         text="target attacking Knight"),))),
    # one sentence, several effects (CR 608.2c)
    ("Draw two cards, then discard a card.", SORCERY,
     _spell(Compound((Draw(count=Fixed(2)), Discard(Fixed(1))), Conjunction.THEN))),
    ("~ deals 2 damage to target creature and you gain 2 life.", SORCERY,
     _spell(Conjoined((DealDamage(Fixed(2), T0), GainLife(Fixed(2)))),
            targets=(TargetSlot(TargetKind.OBJECT, Filter(types=C), text="target creature"),))),
    ("~ deals 3 damage to each creature and each player.", SORCERY,
     _spell(Compound((DealDamage(Fixed(3), Each(Filter(types=C))),
                      DealDamage(Fixed(3), EachPlayer())), Conjunction.AND))),
    # "Activate only once each turn" (CR 602.5b)
    ("{U}: ~ gets +1/+0 until end of turn. Activate only once each turn.", CREATURE,
     (ActivatedAbility("", "", cost=Cost(mana=ManaCost.parse("{U}")), effect=(
         ApplyContinuous(ThisObject(), (ModifyPT(Fixed(1), Fixed(0)),)),),
         once_each_turn=True),)),
    # conditional "enters tapped" lands (CR 614.1c)
    ("~ enters tapped unless you control two or fewer other lands.", LAND_TL,
     (StaticAbility("", "", replacement=EntersTappedUnless(YouControlCount(
         Filter(types=LAND, other=True), Cmp.LE, 2))),)),
    ("~ enters tapped unless you control two or more basic lands.", LAND_TL,
     (StaticAbility("", "", replacement=EntersTappedUnless(YouControlCount(
         Filter(types=LAND, supertypes=frozenset({Supertype.BASIC})), Cmp.GE, 2))),)),
    ("~ enters tapped unless you control a Swamp or a Forest.", LAND_TL,
     (StaticAbility("", "", replacement=EntersTappedUnless(YouControlCount(AnyOf((
         Filter(subtypes=frozenset({"Swamp"})), Filter(subtypes=frozenset({"Forest"})))),
         Cmp.GE, 1))),)),
    ("~ enters tapped unless a player has 13 or less life.", LAND_TL,
     (StaticAbility("", "", replacement=EntersTappedUnless(APlayerLifeAtMost(13))),)),
    ("~ enters tapped unless you have two or more opponents.", LAND_TL,
     (StaticAbility("", "", replacement=EntersTappedUnless(OpponentsAtLeast(2))),)),
    # attacking or blocking (CR 506.4), returns of the controller's choice (400.7, 608.2d)
    ("~ deals 4 damage to target attacking or blocking creature.", SORCERY,
     _spell(DealDamage(Fixed(4), T0), targets=(TargetSlot(TargetKind.OBJECT, Filter(
         types=C, predicates=frozenset({Predicate.ATTACKING_OR_BLOCKING})),
         text="target attacking or blocking creature"),))),
    ("When ~ enters, return a land you control to its owner's hand.", LAND_TL,
     (TriggeredAbility("", "", event=Enters(ThisObject()), effect=(
         ReturnChosenToHand(Filter(types=LAND, controller=Whose.YOU)),)),)),
    ("{2}{B}: Return ~ from your graveyard to your hand.", CREATURE,
     (ActivatedAbility("", "", cost=Cost(mana=ManaCost.parse("{2}{B}")), effect=(
         MoveTo(ThisObject(), Zone.HAND, from_zone=Zone.GRAVEYARD),), zone=Zone.GRAVEYARD),)),
    # P/T changes: X, and a zero with the other's sign (CR 613.4c)
    ("Target creature gets +X/+0 until end of turn.", SORCERY,
     _spell(ApplyContinuous(T0, (ModifyPT(X(), Fixed(0)),)), targets=(TargetSlot(
         TargetKind.OBJECT, Filter(types=C), text="target creature"),))),
    ("Enchanted creature gets -5/-0.", TypeLine.parse("Enchantment — Aura"),
     (StaticAbility("", "", affects=AttachedObject(), layer_effects=(
         ModifyPT(Fixed(-5), Fixed(0)),)),)),
    ("Target creature you control with flying gets +2/+2 until end of turn.", SORCERY,
     _spell(ApplyContinuous(T0, (ModifyPT(Fixed(2), Fixed(2)),)), targets=(TargetSlot(
         TargetKind.OBJECT, Filter(types=C, controller=Whose.YOU, keywords=frozenset(
             {KeywordName.FLYING})), text="target creature you control with flying"),))),
    # a pain land's mana ability (CR 605.1a, 120.3)
    ("{T}: Add {W} or {U}. ~ deals 1 damage to you.", LAND_TL,
     (ActivatedAbility("", "", cost=Cost(tap=True), effect=(
         AddMana(ManaOfChoice((ManaType.W, ManaType.U))), DealDamage(Fixed(1), You())),
         mana_ability=True),)),
    # a spell's static ability (CR 101.2, 113.6)
    ("~ can't be countered.", CREATURE,
     (StaticAbility("", "", rules=(CantBeCountered(),)),)),
    # modal spells (CR 700.2)
    ("Choose one —\n• Target player draws two cards.\n• Target player discards two cards.",
     SORCERY,
     (SpellAbility("", "", modes=(_mode(Draw(T0, Fixed(2)), targets=(PLAYER,)),
                                  _mode(Discard(Fixed(2), T0), targets=(PLAYER,)))),)),
]


@pytest.mark.parametrize(("text", "tl", "expected"), CASES, ids=[c[0] for c in CASES])
def test_template_snapshot(text: str, tl: TypeLine, expected: tuple[Ability, ...]) -> None:
    assert _compile(text, tl) == expected


@pytest.mark.parametrize("text", [
    "Choose three —\n• Draw a card.\n• Scry 2.",              # three of two modes (CR 700.2)
    "Choose one —\n• Draw a card.",                          # a single mode
    "Search your library for a basic land card, put it into your hand, then shuffle.",
    "Search your library for a card, reveal it, put it into your hand, then shuffle.",
    "Search your library for a land card, put it onto the battlefield, then shuffle and "
    "put that card on top.",
    "Destroy all white Elf creatures of the forest.",
    "Draw a card, then discard a card, then scry 1.",       # a compound of two only
    "~ enters tapped unless you control a Swamp or an Elf.",  # land types only
    "~ enters tapped unless you control one or fewer other lands.",
    "Target creature gets +0/-3 until end of turn.",         # Oracle prints -0/-3
    "Target creature gets -X/-0 until end of turn.",
    "Return a land an opponent controls to its owner's hand.",
    "Creatures you control with flying get +1/+1.",  # keyword criteria in layer 7: not yet
    "{T}: Add {W} or {U}. Activate only as a sorcery.",     # restrictions on mana abilities
])
def test_unsupported_or_misworded_lines_do_not_compile(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_line(Line(text, text), SORCERY)


def test_modes_are_joined_into_one_line_and_that_card_is_it() -> None:
    got = join_modes(lines("Choose one —\n• Draw a card.\n• Scry 1.", "X"))
    assert [ln.text for ln in got] == ["Choose one —\n• Draw a card.\n• Scry 1."]
    (ln,) = lines("Search your library for a basic land card, put that card onto the "
                  "battlefield tapped, then shuffle.", "X")
    assert ln.text == ("Search your library for a basic land card, put it onto the "
                       "battlefield tapped, then shuffle.")
