"""Decklist forms as exported by Arena, MTGO, Forge and XMage; name matching; bounded counts;
deck-construction rules (CR 100.2a, 100.2b, 100.4a)."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtgrules.deck_checks import CardFacts, DeckFormat, check_deck, copies_allowed
from mtgrules.decks import MAX_COPIES, decode_decklist, load_deck, parse_decklist
from mtgrules.errors import DeckError

KNOWN = {"Lightning Bolt", "Mountain", "Goblin Guide", "Shock", "Fire // Ice", "Gaea's Cradle",
         "Lim-Dûl's Vault", "Delver of Secrets // Insectile Aberration", "Monastery Swiftspear"}


def parse(text: str, source: str = "<text>"):  # type: ignore[no-untyped-def]
    return parse_decklist(text, source, known_card=KNOWN.__contains__, all_names=KNOWN)


def test_mtgo_list_grouped_by_blank_lines_keeps_every_main_deck_card() -> None:
    text = "4 Goblin Guide\n4 Monastery Swiftspear\n8 Shock\n\n20 Lightning Bolt\n\n24 Mountain\n"
    deck = parse(text, "burn.txt")
    assert len(deck) == 60 and deck.sideboard == ()
    assert deck.card_names().count("Mountain") == 24
    assert deck.form == "mtgo"
    assert "all 3 groups of lines are main deck" in deck.summary()
    assert deck.summary().startswith("burn.txt (mtgo list): 60 main-deck cards (5 different), "
                                     "no sideboard")


def test_mtgo_blank_line_then_sideboard_of_at_most_15_cards() -> None:
    deck = parse("24 Mountain\n36 Lightning Bolt\n\n4 Shock\n11 Goblin Guide\n")
    assert len(deck) == 60
    assert sum(e.count for e in deck.sideboard) == 15
    assert "lines 4-5, 15 cards) were read as the sideboard" in deck.summary()
    big = parse("24 Mountain\n20 Lightning Bolt\n\n16 Shock\n")
    assert len(big) == 60 and big.sideboard == ()


def test_arena_headers_deck_sideboard_companion() -> None:
    deck = parse("Companion\n1 Goblin Guide\n\nDeck\n24 Mountain\n\n36 Lightning Bolt\n\n"
                 "Sideboard\n3 Shock\n")
    assert len(deck) == 60 and deck.form == "arena"
    assert deck.sideboard_names() == ["Goblin Guide"] + ["Shock"] * 3


def test_any_letter_case_curly_apostrophes_and_accents_resolve_to_the_card() -> None:
    deck = parse("4 LIGHTNING bolt\n1 gaea’s cradle\n1 Lim-Dul's Vault\n2 lim-dûl’s  VAULT\n")
    assert [e.name for e in deck.main] == ["Lightning Bolt", "Gaea's Cradle",
                                           "Lim-Dûl's Vault", "Lim-Dûl's Vault"]


def test_split_and_double_faced_cards_by_full_or_front_face_name() -> None:
    deck = parse("2 Fire//Ice\n1 fire\n3 Delver of Secrets\n1 Delver of Secrets // Insectile "
                 "Aberration\n")
    assert deck.card_names() == ["Fire // Ice"] * 3 + [
        "Delver of Secrets // Insectile Aberration"] * 4


def test_inline_and_full_line_comments() -> None:
    deck = parse("# burn\n// by me\n4 Lightning Bolt # the best\n4 Shock // a comment\n"
                 "20 Mountain   #lands\n")
    assert [(e.count, e.name) for e in deck.main] == [
        (4, "Lightning Bolt"), (4, "Shock"), (20, "Mountain")]


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-16-be", "cp1252", "utf-8-sig"])
def test_decklist_files_in_utf16_and_cp1252(tmp_path: Path, encoding: str) -> None:
    path = tmp_path / "deck.txt"
    path.write_bytes("Deck\r\n1 Gaea’s Cradle\r\n20 Mountain\r\n".encode(encoding))
    deck = load_deck(str(path), known_card=KNOWN.__contains__, all_names=KNOWN)
    assert deck.card_names() == ["Gaea's Cradle"] + ["Mountain"] * 20


def test_decode_invalid_utf8_falls_back_to_cp1252() -> None:
    assert decode_decklist(b"1 Lim-D\xfbl\x92s Vault\n") == "1 Lim-Dûl’s Vault\n"


def test_forge_dck_import() -> None:
    text = ("[metadata]\nName=Burn\nDescription=fast\n[Main]\n4 Lightning Bolt|M11|1\n"
            "20 Mountain|ANA\n1 Fire // Ice|MH2\n[Sideboard]\n2 Shock|M19\n[Planes]\n"
            "1 Some Plane\n")
    deck = parse(text, "burn.dck")
    assert deck.form == "forge"
    assert [(e.count, e.name, e.set_code) for e in deck.main] == [
        (4, "Lightning Bolt", "M11"), (20, "Mountain", "ANA"), (1, "Fire // Ice", "MH2")]
    assert deck.sideboard_names() == ["Shock", "Shock"]
    assert "section [Planes] (line 10) skipped" in deck.summary()


def test_xmage_dck_import() -> None:
    text = ("NAME:Burn\n4 [M11:149] Lightning Bolt\n20 [ANA:62] Mountain\n1 [MH2:xx] Fire\n"
            "SB: 2 [M19:156] Shock\nLAYOUT MAIN:(1,3)(NONE,false,50)|([M11:149])\n"
            "LAYOUT SIDEBOARD:(1,1)(NONE,false,50)|([M19:156])\n")
    deck = parse(text, "burn.dck")
    assert deck.form == "xmage"
    assert [(e.count, e.name, e.set_code, e.collector_number) for e in deck.main] == [
        (4, "Lightning Bolt", "M11", "149"), (20, "Mountain", "ANA", "62"),
        (1, "Fire // Ice", "MH2", "xx")]
    assert deck.sideboard_names() == ["Shock", "Shock"]


@pytest.mark.parametrize("count", ["1000000000000", "9" * 5000, str(MAX_COPIES + 1)])
def test_absurd_counts_are_clear_errors(count: str) -> None:
    with pytest.raises(DeckError) as info:
        parse(f"4 Shock\n{count} Mountain\n", "big.txt")
    assert str(info.value).startswith("big.txt:2: card count ")
    assert "too large" in str(info.value) and len(str(info.value)) < 200


def test_total_cards_are_bounded() -> None:
    with pytest.raises(DeckError, match="more than 10000 cards"):
        parse("".join(f"{MAX_COPIES} Mountain\n" for _ in range(11)))


FACTS = {
    "Mountain": CardFacts(basic_land=True),
    "Relentless Rats": CardFacts(False, "A deck can have any number of cards named "
                                        "Relentless Rats."),
    "Seven Dwarves": CardFacts(False, "A deck can have up to seven cards named Seven Dwarves."),
}


def _check(text: str, fmt: DeckFormat) -> list[str]:
    return check_deck(parse_decklist(text), fmt, FACTS.get)


def test_100_2a_constructed_deck_needs_sixty_cards() -> None:
    assert _check("56 Mountain\n4 Shock\n", DeckFormat.CONSTRUCTED) == []
    problems = _check("55 Mountain\n4 Shock\n", DeckFormat.CONSTRUCTED)
    assert problems == ["the main deck has 59 cards; a constructed deck needs at least 60 "
                        "(CR 100.2a)"]


def test_100_2a_at_most_four_copies_except_basic_lands_and_cards_that_say_so() -> None:
    problems = _check("30 Mountain\n5 Shock\n20 Relentless Rats\n7 Seven Dwarves\n",
                      DeckFormat.CONSTRUCTED)
    assert problems == ["5 copies of 'Shock' (deck and sideboard together); at most 4 are "
                        "allowed (CR 100.2a, 100.4a)"]
    assert copies_allowed(FACTS["Seven Dwarves"]) == 7
    assert copies_allowed(FACTS["Mountain"]) is None
    assert copies_allowed(None) == 4


def test_100_4a_sideboard_at_most_fifteen_and_four_copies_counted_with_it() -> None:
    problems = _check("Deck\n57 Mountain\n3 Shock\nSideboard\n2 Shock\n14 Mountain\n",
                      DeckFormat.CONSTRUCTED)
    assert "the sideboard has 16 cards; a constructed sideboard holds at most 15 (CR 100.4a)" \
        in problems
    assert any("5 copies of 'Shock'" in p for p in problems)


def test_100_2b_limited_deck_needs_forty_cards_and_any_number_of_copies() -> None:
    assert _check("30 Mountain\n10 Shock\n", DeckFormat.LIMITED) == []
    assert _check("30 Mountain\n9 Shock\n", DeckFormat.LIMITED) == [
        "the main deck has 39 cards; a limited deck needs at least 40 (CR 100.2b)"]
    assert _check("1 Shock\n", DeckFormat.NONE) == []


def test_nul_byte_in_a_utf8_decklist_names_the_file_and_line(tmp_path: Path) -> None:
    """A stray NUL byte in UTF-8 text is not UTF-16: the error names the file and the line
    (it used to be decoded as UTF-16 into garbled text)."""
    path = tmp_path / "deck.txt"
    path.write_bytes(b"Deck\n20 Mountain\n1 Gaea\x00s Cradle\n")
    with pytest.raises(DeckError) as info:
        load_deck(str(path), known_card=KNOWN.__contains__, all_names=KNOWN)
    assert info.value.line == 3
    assert info.value.source == str(path)
    assert "NUL byte at column 7" in str(info.value)
    assert str(info.value).startswith(f"{path}:3: ")


def test_control_character_in_pasted_decklist_text_is_refused() -> None:
    with pytest.raises(DeckError) as info:
        parse("4 Lightning Bolt\n20 Mount\x01ain\n", "paste")
    assert (info.value.line, info.value.source) == (2, "paste")
    assert "U+0001" in str(info.value)


def test_binary_file_is_refused_not_garbled(tmp_path: Path) -> None:
    path = tmp_path / "deck.png"
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00")
    with pytest.raises(DeckError) as info:
        load_deck(str(path), known_card=KNOWN.__contains__, all_names=KNOWN)
    assert info.value.source == str(path)
    assert info.value.line >= 1


def test_invalid_utf16_with_a_bom_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_bytes(b"\xff\xfe" + "20 Mountain\n".encode("utf-16-le") + b"\x00\xd8")
    with pytest.raises(DeckError) as info:
        load_deck(str(path), known_card=KNOWN.__contains__, all_names=KNOWN)
    assert "not valid UTF-16" in str(info.value)
    assert info.value.line == 2
