"""CR 107.4f, 202.2d, 202.3g: Phyrexian mana symbols (and hybrid Phyrexian ones) in costs:
parsing, mana value, colors, the ways to pay them, and the cards whose costs have them."""

from __future__ import annotations

import pytest

from mtgrules.cards.status import find_status
from mtgrules.mana import ManaCost, ManaError, pay_from_pool, phyrexian_as_mana
from mtgrules.oracle.costs import parse_cost, render_cost
from mtgrules.rules.phyrexian_mana import phyrexian_ways


def test_hybrid_phyrexian_symbols_parse_and_count_one() -> None:
    c = ManaCost.parse("{1}{G/U/P}{B/P}")
    assert c.symbols == ("1", "G/U/P", "B/P")
    assert c.mana_value() == 3                       # 202.3g: each counts 1
    assert c.colors() == frozenset({"G", "U", "B"})  # 202.2d: both colors of a hybrid one
    assert c.phyrexian_count == 2
    assert str(c) == "{1}{G/U/P}{B/P}"
    assert phyrexian_as_mana("G/U/P") == "G/U" and phyrexian_as_mana("B/P") == "B"


@pytest.mark.parametrize("bad", ["{G/G/P}", "{U/G/P}", "{2/W/P}", "{P}", "{B/P/P}"])
def test_malformed_phyrexian_symbols_are_refused(bad: str) -> None:
    with pytest.raises(ManaError):
        ManaCost.parse(bad)


def test_ways_to_pay_dismember() -> None:
    ways = phyrexian_ways(ManaCost.parse("{1}{B/P}{B/P}"))
    assert [(str(m), n) for m, n in ways] == [("{1}{B}{B}", 0), ("{1}{B}", 2), ("{1}", 4)]
    assert phyrexian_ways(ManaCost.parse("{G/U/P}")) == ((ManaCost(("G/U",)), 0),
                                                          (ManaCost(), 2))


def test_the_pool_pays_phyrexian_symbols_with_mana_only() -> None:
    # six counts WUBRGC: one green pays {G/U/P}; nothing pays it from an empty pool
    assert pay_from_pool([0, 0, 0, 0, 1, 0], ManaCost.parse("{G/U/P}")) == [0] * 6
    assert pay_from_pool([0, 0, 0, 1, 0, 0], ManaCost.parse("{G/U/P}")) is None


def test_activated_ability_costs_read_phyrexian_mana() -> None:
    c = parse_cost("{1}{G/P}, {T}")
    assert c is not None and c.mana == ManaCost.parse("{1}{G/P}") and c.tap
    assert render_cost(c) == "{1}{G/P}, {T}"


@pytest.mark.parametrize("name", ["Dismember", "Gut Shot", "Mutagenic Growth", "Vault Skirge",
                                  "Porcelain Legionnaire", "Act of Aggression",
                                  "Noxious Revival", "Immolating Souleater"])
def test_cards_with_phyrexian_costs_compile(name: str) -> None:
    st = find_status(name)
    assert st is not None and st.implemented, st
