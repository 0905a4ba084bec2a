"""Commander decklists and deck-construction rules (CR 903.3-903.5): the commander named by an
Arena ``Commander`` section, a Forge ``[Commander]`` section or XMage's sideboard form, and the
problems ``check_deck(..., DeckFormat.COMMANDER, ...)`` reports."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgrules.cli import main
from mtgrules.deck_checks import DeckFormat, card_facts, check_deck
from mtgrules.decks import parse_decklist
from mtgrules.errors import DeckError

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _green(extra: str = "", forests: int = 57) -> str:
    text = (EXAMPLES / "commander-green.txt").read_text()
    return text.replace("57 Forest", f"{forests} Forest") + extra


def test_arena_commander_section_names_the_commander() -> None:
    deck = parse_decklist(_green())
    commanders, library = deck.commander_split()
    assert commanders == ["Azusa, Lost but Seeking"]
    assert len(library) == 99 and "Azusa, Lost but Seeking" not in library
    assert len(deck) == 100  # the commander is one of the deck's cards (main deck)


def test_forge_commander_section() -> None:
    text = "[metadata]\nName=x\n[Commander]\n1 Grizzly Bears|M10\n[Main]\n99 Forest|M10\n"
    commanders, library = parse_decklist(text).commander_split()
    assert commanders == ["Grizzly Bears"] and library == ["Forest"] * 99


def test_xmage_commander_alone_in_the_sideboard() -> None:
    """XMage's Commander precons (as in the shared real decklists): 99 main-deck cards and
    the commander alone in the sideboard."""
    text = "NAME:Sworn to Darkness\n99 [C14:337] Swamp\nSB: 1 [C14:27] Ob Nixilis of the Black Oath\n"
    deck = parse_decklist(text)
    assert deck.form == "xmage"
    assert deck.commander_split() == (["Ob Nixilis of the Black Oath"], ["Swamp"] * 99)


def test_a_list_without_a_commander_is_refused_naming_the_forms() -> None:
    with pytest.raises(DeckError, match=r"no commander named.*\[Commander\].*CR 903.3"):
        parse_decklist("60 Forest\n").commander_split()


def test_the_example_decks_are_legal_commander_decks() -> None:
    for name in ("commander-green.txt", "commander-red.txt"):
        deck = parse_decklist((EXAMPLES / name).read_text())
        assert check_deck(deck, DeckFormat.COMMANDER, card_facts) == []


def test_color_identity_outside_the_commanders_is_refused() -> None:
    deck = parse_decklist(_green("1 Lightning Bolt\n", forests=56))
    problems = check_deck(deck, DeckFormat.COMMANDER, card_facts)
    assert problems == ["'Lightning Bolt' has R in its color identity, outside the "
                        "commander's (G) (CR 903.5c)"]


def test_size_singleton_commander_type_and_sideboard() -> None:
    text = "Commander\n1 Llanowar Elves\nDeck\n2 Giant Spider\n90 Forest\nSideboard\n1 Naturalize\n"
    problems = check_deck(parse_decklist(text), DeckFormat.COMMANDER, card_facts)
    assert any("is not a legendary creature (CR 903.3)" in p for p in problems)
    assert any("93 cards" in p and "903.5a" in p for p in problems)
    assert any("2 copies of 'Giant Spider'" in p and "903.5b" in p for p in problems)
    assert any("903.5e" in p for p in problems)
    assert not any("Forest" in p for p in problems)  # basic lands: any number (903.5b)


def test_two_commanders_need_partner() -> None:
    text = "Commander\n1 Azusa, Lost but Seeking\n1 Isamaru, Hound of Konda\nDeck\n98 Forest\n"
    problems = check_deck(parse_decklist(text), DeckFormat.COMMANDER, card_facts)
    assert any("need partner" in p and "702.124" in p for p in problems)


def test_deck_check_format_commander_reports_the_refusal(tmp_path: Path) -> None:
    f = tmp_path / "bolt.txt"
    f.write_text(_green("1 Lightning Bolt\n", forests=56))
    r = CliRunner().invoke(main, ["deck", "check", "--format", "commander", str(f)])
    assert "903.5c" in r.output, r.output


def test_play_format_commander_refuses_an_illegal_deck(tmp_path: Path) -> None:
    f = tmp_path / "bolt.txt"
    f.write_text(_green("1 Lightning Bolt\n", forests=56))
    r = CliRunner().invoke(main, ["play", "--format", "commander", "--deck", str(f),
                                  "--deck", str(EXAMPLES / "commander-red.txt"), "--seed", "1",
                                  "--quiet"])
    assert r.exit_code == 2
    assert "not a legal commander deck" in r.output and "903.5c" in r.output


def test_two_partners_are_two_commanders_with_their_identities_together() -> None:
    text = ("Commander\n1 Rograkh, Son of Rohgahh\n1 Yoshimaru, Ever Faithful\n"
            "Deck\n1 Lightning Bolt\n1 Pacifism\n96 Mountain\n")
    deck = parse_decklist(text)
    assert deck.commander_split()[0] == ["Rograkh, Son of Rohgahh", "Yoshimaru, Ever Faithful"]
    assert check_deck(deck, DeckFormat.COMMANDER, card_facts) == []  # R and W: both allowed
