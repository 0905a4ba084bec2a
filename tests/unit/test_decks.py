"""Tests of the decklist parser and the built-in decks (mtgrules.decks)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from mtgrules.decks import BUILTIN_DECKS, DeckEntry, load_deck, parse_decklist
from mtgrules.errors import DeckError, MtgRulesError

KNOWN = {
    "Lightning Bolt", "Mountain", "Island", "Plains", "Forest", "Shock", "Counterspell",
    "Fire // Ice", "Pacifism", "Goblin Guide",
}


def test_simple_counts_and_names() -> None:
    deck = parse_decklist("4 Lightning Bolt\n20 Mountain\n")
    assert deck.main == (
        DeckEntry(4, "Lightning Bolt", None, None, 1),
        DeckEntry(20, "Mountain", None, None, 2),
    )
    assert deck.sideboard == ()
    assert deck.source == "<text>"
    assert deck.card_names() == ["Lightning Bolt"] * 4 + ["Mountain"] * 20
    assert len(deck) == 24


def test_x_suffix_forms() -> None:
    deck = parse_decklist("4x Lightning Bolt\n3 x Shock\n2X Counterspell\n")
    assert [(e.count, e.name) for e in deck.main] == [
        (4, "Lightning Bolt"), (3, "Shock"), (2, "Counterspell"),
    ]


def test_name_starting_with_x_is_not_a_count_suffix() -> None:
    deck = parse_decklist("1 Xenagos, the Reveler\n")
    assert deck.main[0].name == "Xenagos, the Reveler"


def test_arena_set_code_and_collector_number() -> None:
    deck = parse_decklist("4 Lightning Bolt (M11) 149\n20 Mountain (ANA) 62a\n1 Shock (M19)\n")
    bolt, mountain, shock = deck.main
    assert (bolt.name, bolt.set_code, bolt.collector_number) == ("Lightning Bolt", "M11", "149")
    assert (mountain.set_code, mountain.collector_number) == ("ANA", "62a")
    assert (shock.name, shock.set_code, shock.collector_number) == ("Shock", "M19", None)


def test_full_arena_export_with_about_and_sections() -> None:
    text = (
        "About\n"
        "Name Burn It Down\n"
        "\n"
        "Deck\n"
        "4 Lightning Bolt (M11) 149\n"
        "\n"
        "20 Mountain (ANA) 62\n"
        "\n"
        "Sideboard\n"
        "2 Shock (M19) 156\n"
    )
    deck = parse_decklist(text, source="burn.txt")
    assert [(e.count, e.name, e.line) for e in deck.main] == [
        (4, "Lightning Bolt", 5), (20, "Mountain", 7),
    ]
    assert [(e.count, e.name, e.set_code, e.line) for e in deck.sideboard] == [
        (2, "Shock", "M19", 10),
    ]


def test_headers_are_case_insensitive_and_may_end_with_colon() -> None:
    deck = parse_decklist("DECK\n4 Shock\nsideboard:\n1 Pacifism\n")
    assert [e.name for e in deck.main] == ["Shock"]
    assert [e.name for e in deck.sideboard] == ["Pacifism"]


def test_commander_goes_to_main_and_companion_to_sideboard() -> None:
    deck = parse_decklist("Commander\n1 Goblin Guide\nCompanion\n1 Shock\nDeck\n59 Mountain\n")
    assert deck.card_names() == ["Goblin Guide"] + ["Mountain"] * 59
    assert [e.name for e in deck.sideboard] == ["Shock"]


def test_mtgo_blank_line_starts_sideboard_without_headers() -> None:
    text = "\n4 Lightning Bolt\n20 Mountain\n\n\n3 Shock\n"
    deck = parse_decklist(text)
    assert [e.name for e in deck.main] == ["Lightning Bolt", "Mountain"]
    assert [(e.name, e.line) for e in deck.sideboard] == [("Shock", 6)]


def test_blank_lines_ignored_when_headers_present() -> None:
    deck = parse_decklist("4 Lightning Bolt\n\n20 Mountain\n\nSideboard\n2 Shock\n")
    assert [e.name for e in deck.main] == ["Lightning Bolt", "Mountain"]
    assert [e.name for e in deck.sideboard] == ["Shock"]


def test_sb_prefix_puts_entry_in_sideboard() -> None:
    deck = parse_decklist("4 Lightning Bolt\nSB: 2 Shock\n")
    assert [e.name for e in deck.main] == ["Lightning Bolt"]
    assert [(e.count, e.name) for e in deck.sideboard] == [(2, "Shock")]


def test_comments_are_skipped() -> None:
    deck = parse_decklist("# my deck\n// burn\n4 Lightning Bolt\n  # indented comment\n")
    assert deck.card_names() == ["Lightning Bolt"] * 4


def test_whitespace_normalised_and_split_cards_keep_full_name() -> None:
    deck = parse_decklist("  4   Lightning    Bolt  \n2 Fire//Ice\n1 Fire  //  Ice\n")
    assert [e.name for e in deck.main] == ["Lightning Bolt", "Fire // Ice", "Fire // Ice"]


def test_names_are_case_sensitive_as_given() -> None:
    deck = parse_decklist("4 lightning bolt\n")
    assert deck.main[0].name == "lightning bolt"
    with pytest.raises(DeckError, match=r"<text>:1: unknown card 'lightning bolt'"):
        parse_decklist("4 lightning bolt\n", known_card=KNOWN.__contains__)


def test_crlf_and_bom_are_accepted() -> None:
    deck = parse_decklist("\ufeff4 Lightning Bolt\r\n20 Mountain\r\n")
    assert deck.card_names().count("Mountain") == 20


def test_misspelled_card_refused_with_line_number_and_suggestion() -> None:
    text = "# burn\n20 Mountain\n4 Lightnig Bolt\n"
    with pytest.raises(DeckError) as info:
        parse_decklist(text, "decks/foo.txt", known_card=KNOWN.__contains__, all_names=KNOWN)
    err = info.value
    assert err.line == 3
    assert err.source == "decks/foo.txt"
    assert str(err) == (
        "decks/foo.txt:3: unknown card 'Lightnig Bolt' (did you mean 'Lightning Bolt'?)"
    )
    assert isinstance(err, MtgRulesError)


def test_unknown_card_without_candidates_has_no_suggestion() -> None:
    with pytest.raises(DeckError) as info:
        parse_decklist("4 Lightnig Bolt\n", "foo.txt", known_card=KNOWN.__contains__)
    assert str(info.value) == "foo.txt:1: unknown card 'Lightnig Bolt'"


def test_known_card_accepts_known_names() -> None:
    deck = parse_decklist("4 Lightning Bolt\n2 Fire // Ice\n", known_card=KNOWN.__contains__)
    assert len(deck) == 6


@pytest.mark.parametrize(
    ("text", "line", "fragment"),
    [
        ("4 Shock\n0 Lightning Bolt\n", 2, "at least 1"),
        ("four Lightning Bolt\n", 1, "no card count at the start of 'four Lightning Bolt'"),
        ("Lightning Bolt\n", 1, "e.g. '1 Lightning Bolt'"),
        ("4 Shock\n\n-2 Shock\n", 3, "bad card count '-2'"),
        ("4 Shock\nLightning\n", 2, "expected '<count> <card name>'"),
        ("2.5 Shock\n", 1, "bad card count '2.5'"),
    ],
)
def test_bad_lines_name_their_line(text: str, line: int, fragment: str) -> None:
    with pytest.raises(DeckError) as info:
        parse_decklist(text, "d.txt")
    assert info.value.line == line
    assert str(info.value).startswith(f"d.txt:{line}: ")
    assert fragment in str(info.value)


def test_empty_main_deck_is_an_error() -> None:
    with pytest.raises(DeckError, match="no main-deck cards"):
        parse_decklist("# nothing\n\nSideboard\n2 Shock\n")


def _composition(name: str) -> Counter[str]:
    return Counter(load_deck(name).card_names())


def test_builtin_decks_have_sixty_cards() -> None:
    assert BUILTIN_DECKS == ("red", "green", "blue-white")
    for name in BUILTIN_DECKS:
        deck = load_deck(name)
        assert len(deck.card_names()) == 60, name
        assert deck.sideboard == ()
        assert deck.source == f"builtin:{name}"


def test_builtin_red_composition() -> None:
    expected = {"Mountain": 24}
    for card in ("Lightning Bolt", "Goblin Guide", "Monastery Swiftspear", "Shock",
                 "Viashino Pyromancer", "Lightning Strike", "Searing Spear", "Lava Spike",
                 "Fervent Champion"):
        expected[card] = 4
    assert _composition("red") == Counter(expected)


def test_builtin_green_composition() -> None:
    assert _composition("green") == Counter({
        "Forest": 24, "Grizzly Bears": 8, "Kalonian Tusker": 8, "Leatherback Baloth": 8,
        "Giant Growth": 4, "Rampant Growth": 4, "Tarmogoyf": 4,
    })


def test_builtin_blue_white_composition() -> None:
    comp = _composition("blue-white")
    allowed = {"Plains", "Island", "Counterspell", "Divination", "Serra Angel", "Wind Drake",
               "Pacifism", "Savannah Lions", "Storm Crow", "Air Elemental", "Opt",
               "Youthful Knight"}
    assert set(comp) <= allowed
    assert comp["Plains"] == 12 and comp["Island"] == 12
    for core in ("Counterspell", "Divination", "Serra Angel", "Wind Drake", "Pacifism"):
        assert comp[core] == 4, core
    assert all(n <= 4 for card, n in comp.items() if card not in ("Plains", "Island"))


def test_builtin_decks_use_only_printed_cards() -> None:
    from importlib import resources

    import yaml

    # The installed package's copy (the source tree's when installed editable).
    printed = resources.files("mtgrules.cards").joinpath("printed.yaml")
    names = {c["name"] for c in yaml.safe_load(printed.read_text(encoding="utf-8"))}
    for deck in BUILTIN_DECKS:
        load_deck(deck, known_card=names.__contains__, all_names=names)


def test_load_deck_from_file(tmp_path: Path) -> None:
    path = tmp_path / "burn.txt"
    path.write_text("4 Lightning Bolt\n20 Mountain\n\n2 Shock\n", encoding="utf-8")
    deck = load_deck(str(path))
    assert deck.source == str(path)
    assert deck.card_names() == ["Lightning Bolt"] * 4 + ["Mountain"] * 20
    assert [e.name for e in deck.sideboard] == ["Shock"]


def test_load_deck_file_error_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "foo.txt"
    path.write_text("20 Mountain\n4 Lightnig Bolt\n\n2 Shok\n", encoding="utf-8")
    with pytest.raises(DeckError) as info:
        load_deck(str(path), known_card=KNOWN.__contains__, all_names=KNOWN)
    assert str(info.value).startswith(f"{path}:2: unknown card 'Lightnig Bolt'")
    # the sideboard's misspelling (line 4, after the blank line) is no error: a sideboard is
    # not used in a game (CR 100.4)
    assert [p.line for p in info.value.problems] == [2]


def test_load_deck_unknown_spec() -> None:
    with pytest.raises(DeckError, match="no built-in deck or decklist file named 'purple'"):
        load_deck("purple")


def test_a_garbage_line_is_shown_cut_short_in_the_error() -> None:
    with pytest.raises(DeckError) as e:
        parse_decklist("4 " + "x" * 5000, known_card=lambda name: False)
    msg = str(e.value)
    assert "5000 characters" in msg and len(msg) < 300


def test_every_line_that_cant_be_read_is_named_in_one_error() -> None:
    text = "Lightning Bolt\n20 Mountain\nfoo bar\n4 Nonexistent Card\n"
    with pytest.raises(DeckError) as info:
        parse_decklist(text, "d.txt", known_card=KNOWN.__contains__)
    message = str(info.value)
    assert info.value.line == 1
    assert message.startswith("d.txt: 2 lines can't be read:\n  line 1: no card count")
    assert "\n  line 3: no card count at the start of 'foo bar'" in message
    assert "\nand line 4: unknown card 'Nonexistent Card'" in message
