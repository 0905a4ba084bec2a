"""CR 601.2f / 602.2b: a static cost reduction ("Equip abilities you activate that target this
creature cost {3} less to activate", Fervent Champion) lowers the generic mana of the matching
activated abilities, only when they target the reducing permanent. No registered card has an
equip ability yet, so the test defines an Equipment with "Equip {3}" (CR 702.6a: attach to
target creature you control, as a sorcery) for its duration."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from tests.rules._helpers import board, named, option, pay_auto

from mtgrules.cards import registry
from mtgrules.cards.builders import target
from mtgrules.cards.definition import CardDef, TypeLine
from mtgrules.mana import ManaCost
from mtgrules.model import AbilityKeyword, ActivatedAbility, Attach, Cost

EQUIP = ActivatedAbility(
    "Test Equipment#0", "Equip {3}", cost=Cost(mana=ManaCost.parse("{3}")), effect=(Attach(),),
    targets=(target("object", "target creature you control", types=("Creature",),
                    controller="you"),), sorcery_speed=True, keyword=AbilityKeyword.EQUIP)


@pytest.fixture
def equipment() -> Iterator[None]:
    registry.get_card("Fervent Champion")  # the catalog is loaded
    registry.register(CardDef("Test Equipment", ManaCost.parse("{1}"),
                              TypeLine.parse("Artifact — Equipment"), "Equip {3}",
                              abilities=(EQUIP,)))
    try:
        yield
    finally:
        del registry.CARDS["Test Equipment"]
        del registry.ABILITIES[EQUIP.key]


BOARD = """
players:
  - name: Alice
    battlefield: [Fervent Champion, Hill Giant, Test Equipment, Mountain, Mountain, Mountain]
  - name: Bob
turn: {active: Alice, step: precombat_main}
"""


def _equip(target_card: str) -> tuple[int, list[bool]]:
    g = board(BOARD)
    bf = g.state.battlefield
    eq, tgt = named(g, bf, "Test Equipment"), named(g, bf, target_card)
    g.apply(option(g, "activate", eq, EQUIP.key))
    g.apply(option(g, "target", tgt))
    pay_auto(g)
    lands = [g.state.objects[x].tapped for x in bf if g.state.objects[x].card == "Mountain"]
    while g.state.stack:
        g.apply(option(g, "pass"))
        pay_auto(g)
    assert g.state.objects[eq].attached_to == tgt
    return tgt, lands


def test_equip_targeting_the_champion_costs_three_less(equipment: None) -> None:
    _, lands = _equip("Fervent Champion")
    assert lands == [False, False, False]  # {3} - {3}: nothing paid


def test_equip_targeting_another_creature_costs_full(equipment: None) -> None:
    _, lands = _equip("Hill Giant")
    assert lands == [True, True, True]
