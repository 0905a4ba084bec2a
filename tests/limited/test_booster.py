"""AFR boosters: a seeded booster is always the same, its cards come from the sheets the
collation names, and the sheets' and booster kinds' weights show in many boosters."""

from __future__ import annotations

from collections import Counter

import pytest

import mtgrules  # noqa: F401  (wiring: the compiled cards' status)
from mtgrules.limited.booster import booster, open_boosters, set_collation, unimplemented
from mtgrules.limited.card_facts import card_facts
from mtgrules.limited.collation import LimitedError, collation
from mtgrules.mana import COLORS

SEED_1 = (
    "The Deck of Many Things", "Drider", "Blink Dog", "Prosperous Innkeeper",
    "Priest of Ancient Lore", "Bar the Gate", "Baleful Beholder", "Hoarding Ogre",
    "Spoils of the Hunt", "You Come to a River", "Inspiring Bard", "Half-Elf Monk",
    "Plundering Barbarian", "Druid Class", "Forest",
)


def test_seeded_booster_is_exactly_these_cards_from_their_sheets() -> None:
    b = booster("AFR", seed=1)
    assert b.names() == SEED_1
    assert booster("afr", seed=1) == b  # same seed, same booster; set code in any case
    col = collation("AFR")
    assert [c.sheet for c in b.cards] == ["rareMythic"] + ["uncommon"] * 3 + ["common"] * 9 \
        + ["foil", "basic"]
    for c in b.cards:
        assert (c.name, c.number) in {(s.name, s.number) for s in col.sheet(c.sheet).cards}
    assert [c.foil for c in b.cards].count(True) == 1 and b.cards[13].line() == \
        "Druid Class (foil)"


def test_a_booster_holds_one_common_of_each_colour_and_no_repeat_per_sheet() -> None:
    for b in open_boosters(collation("AFR"), 50, seed=7):
        commons = [c.name for c in b.cards if c.sheet == "common"]
        assert len(commons) == len(set(commons))
        for color in COLORS:
            assert any(card_facts(n).colors == (color,) for n in commons), (color, commons)
        assert len(b.cards) == 15


def test_weights_are_honoured_over_many_boosters() -> None:
    n = 3000
    boosters = open_boosters(collation("AFR"), n, seed=2026)
    foils = sum(1 for b in boosters if any(c.foil for c in b.cards))
    mythics = sum(1 for b in boosters for c in b.cards
                  if c.sheet == "rareMythic" and card_facts(c.name).rarity.name == "MYTHIC")
    # 1 booster kind in 3 has a foil; mythics weigh 1 and rares 2 (20 and 60 cards): 1/7
    assert abs(foils - n / 3) < 4 * (n * (1 / 3) * (2 / 3)) ** 0.5
    assert abs(mythics - n / 7) < 4 * (n * (1 / 7) * (6 / 7)) ** 0.5
    basics = Counter(c.name for b in boosters for c in b.cards if c.sheet == "basic")
    assert set(basics) == {"Plains", "Island", "Swamp", "Mountain", "Forest"}
    assert all(abs(k - n / 5) < 4 * (n * 0.2 * 0.8) ** 0.5 for k in basics.values())


def test_implemented_only_is_asked_for_and_keeps_only_playable_cards() -> None:
    missing = set(unimplemented(set_collation("AFR")))
    assert missing and "Forest" not in missing
    assert all(not card_facts(n).implemented for n in missing)
    opened = {n for seed in range(20) for n in booster("AFR", seed).names()}
    assert opened & missing  # never left out silently
    for seed in range(20):
        assert not set(booster("AFR", seed, implemented_only=True).names()) & missing


def test_unknown_set_is_a_clear_error() -> None:
    with pytest.raises(LimitedError, match="no booster data for set 'XYZ'.*AFR"):
        booster("XYZ", seed=1)
