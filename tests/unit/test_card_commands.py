"""``mtgrules cards`` (search, coverage) and ``mtgrules card NAME``."""

from __future__ import annotations

import json
from functools import cache

from click.testing import CliRunner

from mtgrules.card_commands import Coverage, coverage
from mtgrules.carddb import database, lookup
from mtgrules.cards.registry import card_names
from mtgrules.cards.status import card_status, record_status
from mtgrules.cli import main


def run(*args: str) -> tuple[int, str, str]:
    r = CliRunner().invoke(main, list(args))
    if r.exception and not isinstance(r.exception, SystemExit):
        raise r.exception
    return r.exit_code, r.stdout, r.stderr


@cache
def whole_coverage() -> Coverage:
    return coverage()


def test_coverage_json_shape_and_counts_are_consistent() -> None:
    code, out, _ = run("cards", "--coverage", "--json")
    assert code == 0
    data = json.loads(out)
    assert set(data) == {"total", "implemented", "by_set"}
    assert data == whole_coverage().to_json()
    traditional = [c for c in database() if c.traditional]
    assert data["total"] == len(traditional) == 33230
    assert 0 < data["implemented"] <= data["total"]
    # sticker sheets (CR 123.2: not cards), Hero cards and conspiracies (CR 315.3: never in a
    # deck) are not cards of traditional play
    nontraditional = {"Stickers", "Hero", "Conspiracy"}
    assert not any(c.traditional for c in database() if set(c.front.types) & nontraditional)
    assert not lookup("Advantageous Proclamation").traditional
    for code_, row in data["by_set"].items():
        assert set(row) == {"total", "implemented"}, code_
        assert 0 <= row["implemented"] <= row["total"] <= data["total"], code_
    # a card counts in every set it was printed in, so the sets' sums are at least the totals
    # of the cards that have a set
    with_set = [c for c in traditional if c.sets]
    assert sum(r["total"] for r in data["by_set"].values()) == sum(len(c.sets) for c in with_set)
    assert data["by_set"]["AFR"]["total"] == 266


def test_coverage_counts_only_traditional_implemented_cards() -> None:
    cov = whole_coverage()
    implemented = sum(1 for c in database() if c.traditional and record_status(c).implemented)
    assert cov.implemented == implemented
    # every hand-written or compiled card of traditional play that is registered counts
    registered = {lookup(n).name for n in card_names() if lookup(n).traditional}
    assert registered <= {c.name for c in database() if c.traditional
                          and record_status(c).implemented}
    afr_done = sum(1 for c in database() if c.traditional and "AFR" in c.sets
                   and record_status(c).implemented)
    assert cov.by_set["AFR"] == (266, afr_done)


def test_coverage_ignores_non_traditional_cards() -> None:
    cards = [lookup("Lightning Bolt"), lookup("A-Blessed Hippogriff"),
             lookup('"Ach! Hans, Run!"')]
    cov = coverage(cards)
    assert (cov.total, cov.implemented) == (1, 1)
    assert cov.by_set["LEA"] == (1, 1)
    assert "UNH" not in cov.by_set


def test_coverage_table() -> None:
    code, out, _ = run("cards", "--coverage")
    assert code == 0
    assert "Card coverage" in out
    cov = whole_coverage()
    all_row = next(line for line in out.splitlines() if " all " in line)
    assert str(cov.total) in all_row and str(cov.implemented) in all_row
    assert any(" AFR " in line for line in out.splitlines())


def test_plain_cards_lists_the_definitions() -> None:
    code, out, _ = run("cards")
    assert code == 0
    assert any(line.startswith("Lightning Bolt {R} — Instant") for line in out.splitlines())


def test_cards_search_by_set_type_and_text() -> None:
    code, out, _ = run("cards", "--set", "AFR", "--type", "legendary creature", "--text",
                       "dungeon")
    assert code == 0
    lines = out.splitlines()
    assert lines[-1] == f"{len(lines) - 1} cards"
    assert any(line.startswith("Nadaar, Selfless Paladin ") for line in lines)
    assert all("Legendary Creature" in line for line in lines[:-1])


def test_cards_search_by_status() -> None:
    code, out, _ = run("cards", "--name", "bolt", "--status", "implemented", "--json")
    assert code == 0
    found = json.loads(out)
    assert "Lightning Bolt" in [c["name"] for c in found]
    assert all(c["implemented"] and c["unsupported"] == [] for c in found)
    code, out, _ = run("cards", "--name", "bolt", "--status", "unimplemented", "--json")
    rows = json.loads(out)
    assert rows and all(not c["implemented"] and c["unsupported"] for c in rows)
    assert "Lightning Bolt" not in [c["name"] for c in rows]
    for c in rows:
        assert not card_status(c["name"]).implemented


def test_card_prints_every_face_and_its_status() -> None:
    code, out, _ = run("card", "fire//ice")
    assert code == 0
    assert out.splitlines()[0] == "Fire // Ice  (split)"
    for text in ("Fire  {1}{R}", "Ice  {1}{U}", "Tap target permanent.", "Draw a card.",
                 "Sets: APC", "Rarity: uncommon"):
        assert text in out
    st = card_status("Fire // Ice")
    if st.implemented:
        assert "Status: implemented" in out
    else:
        assert "Status: not implemented" in out
        status_part = out.split("Status: not implemented")[1]
        for u in st.unsupported:
            shown = f"{u.face}: {u.line!r}" if u.line else (
                f"{u.face}: (whole face)" if u.face else "(whole card)")
            assert f"{shown} — {u.reason}" in status_part


def test_card_shows_pt_loyalty_and_unsupported_lines() -> None:
    code, out, _ = run("card", "jace beleren")
    assert code == 0
    assert "Loyalty: 3" in out and "Legendary Planeswalker — Jace" in out
    c = next(c for c in database() if c.traditional and not c.incomplete
             and len(c.faces) == 1 and c.front.power is not None
             and not record_status(c).implemented and c.front.lines)
    code, out, _ = run("card", c.name)
    assert f"{c.front.power}/{c.front.toughness}" in out
    assert "Status: not implemented" in out
    for u in record_status(c).unsupported:
        shown = repr(u.line) if u.line else "(whole face)"
        assert f"{shown} — {u.reason}" in out


def test_card_json() -> None:
    code, out, _ = run("card", "Delver of Secrets", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["name"] == "Delver of Secrets // Insectile Aberration"
    assert data["layout"] == "transform"
    assert [f["name"] for f in data["faces"]] == ["Delver of Secrets", "Insectile Aberration"]
    assert data["faces"][1]["color_indicator"] == ["U"]


def test_card_without_text_says_so() -> None:
    c = next(c for c in database() if c.incomplete and c.traditional)
    code, out, _ = run("card", c.name)
    assert code == 0
    assert "(no Oracle text in the card data)" in out
    assert "no Oracle text in the card data" in out.split("Status:")[1]


def test_unknown_card_exits_2_with_suggestion() -> None:
    code, out, err = run("card", "Lightnig Bolt")
    assert code == 2
    assert out == ""
    assert "unknown card 'Lightnig Bolt'" in err and "did you mean 'Lightning Bolt'?" in err


def test_unknown_set_code_exits_2_naming_the_option() -> None:
    code, out, err = run("cards", "--set", "ZZZ")
    assert code == 2
    assert out == ""
    assert "'--set'" in err and "'ZZZ'" in err
    code, out, _ = run("cards", "--set", "afr", "--name", "Wizard Class")
    assert code == 0 and "Wizard Class {U}" in out
