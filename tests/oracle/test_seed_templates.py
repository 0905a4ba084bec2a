"""Snapshot tests of the typed tree for the templates the open seed rulings needed (issue 10):
"Remove all counters from ..." and "Proliferate" (CR 122.1, 701.34), "Counter target activated
or triggered ability" (701.6a, 115.1) and "You may cast spells as though they had flash"
(702.8a, 601.3e), kicker, spectacle and "As an additional cost" (118.8-118.9, 702.33,
702.137), "If this spell was kicked" and "Exile the top N cards ... you may play those cards"
(406.3, 601.3); each parses into exactly this model and renders back to the text."""

from __future__ import annotations

import dataclasses

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.cards.registry import get_card
from mtgrules.mana import ManaCost
from mtgrules.model import (
    ActivatedAbility,
    CardType,
    CastAsThoughFlash,
    ChooseOthers,
    Cost,
    Counter,
    Draw,
    ExileTopCardsMayPlay,
    Filter,
    IfKicked,
    MoveTo,
    PlayDuration,
    Proliferate,
    RemoveAllCounters,
    SpellAbility,
    SpellCost,
    SpellCostCondition,
    SpellCostKind,
    StaticAbility,
    TargetKind,
    TargetRef,
    TargetSlot,
    Whose,
    Zone,
)
from mtgrules.model.base import Ability
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line

CREATURE = TypeLine.parse("Creature — Vampire Shaman")
INSTANT = TypeLine.parse("Instant")
ARTIFACT = TypeLine.parse("Artifact")
T0 = TargetRef(0)


def _bare(a: Ability) -> Ability:
    return dataclasses.replace(a, key="", text="")


def _compile(text: str, tl: TypeLine) -> tuple[Ability, ...]:
    return tuple(_bare(a) for a in compile_line(Line(text, text), tl))


CASES: list[tuple[str, TypeLine, tuple[Ability, ...]]] = [
    ("Sacrifice ~: Remove all counters from target permanent.", CREATURE,
     (ActivatedAbility("", "", cost=Cost(sacrifice_self=True), effect=(RemoveAllCounters(T0),),
                       targets=(TargetSlot(TargetKind.OBJECT, Filter(),
                                           text="target permanent"),)),)),
    ("Proliferate. Draw a card.", INSTANT,
     (SpellAbility("", "", effect=(Proliferate(), Draw())),)),
    ("Counter target activated or triggered ability.", INSTANT,
     (SpellAbility("", "", effect=(Counter(T0),), targets=(TargetSlot(
         TargetKind.ABILITY, text="target activated or triggered ability"),)),)),
    ("You may cast spells as though they had flash.", ARTIFACT,
     (StaticAbility("", "", rules=(CastAsThoughFlash(),)),)),
    ("Kicker {1}{U}", INSTANT,
     (SpellCost("", "", kind=SpellCostKind.OPTIONAL, cost=Cost(mana=ManaCost.parse("{1}{U}")),
                keyword="kicker"),)),
    ("Spectacle {R}", INSTANT,
     (SpellCost("", "", kind=SpellCostKind.ALTERNATIVE, cost=Cost(mana=ManaCost.parse("{R}")),
                keyword="spectacle", condition=SpellCostCondition.OPPONENT_LOST_LIFE),)),
    ("As an additional cost to cast ~, sacrifice a creature.", INSTANT,
     (SpellCost("", "", kind=SpellCostKind.ADDITIONAL, cost=Cost(sacrifice=ChooseOthers(
         1, Filter(types=frozenset({CardType.CREATURE}), controller=Whose.YOU)))),)),
    ("Return target nonland permanent to its owner's hand. If ~ was kicked, draw a card.",
     INSTANT,
     (SpellAbility("", "", effect=(MoveTo(T0, Zone.HAND, from_zone=Zone.BATTLEFIELD),
                                   IfKicked((Draw(),))),
                   targets=(TargetSlot(TargetKind.OBJECT, Filter(
                       nontypes=frozenset({CardType.LAND})),
                       text="target nonland permanent"),)),)),
    ("Exile the top three cards of your library. Until end of turn, you may play those cards.",
     INSTANT, (SpellAbility("", "", effect=(ExileTopCardsMayPlay(3),)),)),
    ("Exile the top two cards of your library. Until the end of your next turn, you may play "
     "those cards.", INSTANT, (SpellAbility("", "", effect=(ExileTopCardsMayPlay(
         2, PlayDuration.UNTIL_END_OF_YOUR_NEXT_TURN),)),)),
]


@pytest.mark.parametrize(("text", "tl", "want"), CASES, ids=[c[0] for c in CASES])
def test_template_snapshot(text: str, tl: TypeLine, want: tuple[Ability, ...]) -> None:
    assert _compile(text, tl) == want


@pytest.mark.parametrize("text", [
    "Remove all counters from target creature card from your graveyard.",  # not a permanent
    "Remove all counters from target player.",
    "Counter target activated ability.",  # a narrower target: not read yet
    "You may cast creature spells as though they had flash.",
    "Kicker {X}",
    "As an additional cost to cast ~, sacrifice two creatures.",
    "Exile the top card of your library. Until end of turn, you may play those cards.",
])
def test_near_misses_are_unsupported(text: str) -> None:
    tl = ARTIFACT if text.startswith("You may") else INSTANT
    with pytest.raises(Unsupported):
        compile_line(Line(text, text), tl)


@pytest.mark.parametrize("name", ["Vampire Hexmage", "Stifle", "Steady Progress",
                                  "Contentious Plan", "Vedalken Orrery", "Into the Roil",
                                  "Bone Splinters", "Light Up the Stage", "Reckless Impulse",
                                  "Act on Impulse"])
def test_cards_compile(name: str) -> None:
    """The cards these rulings use are compiled from the card database (not hand-written)."""
    assert get_card(name).name == name
