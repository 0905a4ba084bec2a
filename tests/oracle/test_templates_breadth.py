"""Snapshot tests of the typed tree for the breadth families (issue 9): modal spells
(CR 700.2), library searches (701.23), graveyard returns (400.7), noun adjectives and
subtypes (205.3, 205.4), and the round trip of each."""

from __future__ import annotations

import dataclasses

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.model import (
    CardType,
    Cmp,
    Color,
    Destroy,
    Draw,
    Each,
    Filter,
    Fixed,
    ManaValueIs,
    ModifyPT,
    MoveTo,
    Predicate,
    SearchLibrary,
    SpellAbility,
    StaticAbility,
    Supertype,
    TargetKind,
    TargetRef,
    TargetSlot,
    Whose,
    Zone,
)
from mtgrules.model.base import Ability
from mtgrules.model.effects import Discard
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.effects_modal import join_modes
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line, lines

CREATURE = TypeLine.parse("Creature — Sliver")
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
    "Choose two —\n• Draw a card.\n• Scry 2.",              # only "choose one" is modelled
    "Choose one —\n• Draw a card.",                          # a single mode
    "Search your library for a basic land card, put it into your hand, then shuffle.",
    "Search your library for a card, reveal it, put it into your hand, then shuffle.",
    "Search your library for a land card, put it onto the battlefield, then shuffle and "
    "put that card on top.",
    "Destroy all white Elf creatures of the forest.",
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
