"""Snapshot tests of the one-shot "for each" life family (:mod:`mtgrules.oracle.counted_each`,
CR 119.3, 608.2h) and of the spell's own "costs {N} less for each" counts of any player's or
the opponents' permanents (:mod:`mtgrules.oracle.cost_changes`, CR 601.2f)."""

from __future__ import annotations

import pytest

from mtgrules.model import (
    CardType,
    ChangeSpellCost,
    Color,
    CountOf,
    Devotion,
    Filter,
    GainLife,
    StaticAbility,
    Sum,
    Whose,
    You,
    Zone,
)
from mtgrules.oracle import counted_each
from mtgrules.oracle.cost_changes import parse_cost_change, render_cost_change
from mtgrules.oracle.effects import Slots

CREATURE = frozenset({CardType.CREATURE})
YOURS = CountOf(Filter(types=CREATURE, controller=Whose.YOU))
OTHERS = CountOf(Filter(types=CREATURE, controller=Whose.YOU, other=True))
HAND = CountOf(Filter(zone=Zone.HAND, controller=Whose.YOU))

LIFE = [
    ("You gain 1 life for each creature you control", GainLife(YOURS, You())),
    ("You gain 2 life for each other creature you control",
     GainLife(Sum((OTHERS, OTHERS)), You())),
    ("You gain 2 life for each card in your hand", GainLife(Sum((HAND, HAND)), You())),
    ("You gain life equal to your devotion to green", GainLife(Devotion(Color.GREEN), You())),
]


@pytest.mark.parametrize(("text", "want"), LIFE, ids=[c[0] for c in LIFE])
def test_life_for_each_tree_and_render(text: str, want: GainLife) -> None:
    slots = Slots()
    got = counted_each.parse(text, slots)
    assert got == [want]
    assert counted_each.render(got[0], tuple(slots.targets)) == text


@pytest.mark.parametrize("text", [
    "You gain 1 life for each creature card in your library",
    "You gains 1 life for each creature you control",
    "You gain 0 life for each creature you control",
    "You gain life equal to the number of creatures you control",  # another family's
])
def test_life_near_misses(text: str) -> None:
    assert counted_each.parse(text, Slots()) is None


@pytest.mark.parametrize(("line", "who"), [
    ("~ costs {1} less to cast for each creature on the battlefield.", Whose.ANY),
    ("~ costs {1} less to cast for each creature your opponents control.", Whose.OPPONENT),
    ("~ costs {1} less to cast for each creature you control.", Whose.YOU),
])
def test_cost_less_for_each_permanent(line: str, who: Whose) -> None:
    got = parse_cost_change(line)
    assert got is not None and len(got) == 1
    a = got[0]
    assert isinstance(a, StaticAbility) and isinstance(a.cost_modification, ChangeSpellCost)
    assert a.cost_modification.per == CountOf(Filter(types=CREATURE, controller=who))
    assert render_cost_change(a) == line
