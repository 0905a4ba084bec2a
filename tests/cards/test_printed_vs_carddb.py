"""The hand-written cards' printed characteristics (``cards/printed.yaml``) against the card
database: name, mana cost, type line, P/T and loyalty must agree exactly; the Oracle text must
agree except for the differences listed below, each explained. The list is exact both ways: a
new difference fails, and so does a listed one that is gone (then delete it from the list)."""

from __future__ import annotations

import pytest

from mtgrules.carddb import lookup
from mtgrules.cards.printed import printed_data
from mtgrules.cards.registry import CARDS, card_names

# name -> why the database's Oracle text differs from printed.yaml's (as of the 2026 data)
KNOWN_TEXT_DIFFERENCES: dict[str, str] = {
    # the data names the card "this creature" / "This Saga" where printed.yaml has its name
    "Tarmogoyf": "self-reference",
    "Endless One": "self-reference",
    "Crackleburr": "self-reference",
    "Ajani's Pridemate": "self-reference",
    "Ball Lightning": "self-reference; the data also splits 'Trample, haste' with reminders",
    "Urza's Saga": "self-reference; the data's token says 'This token gets +1/+1'",
    # the data writes loyalty costs in brackets: "[+2]: ..." for "+2: ..."
    "Jace Beleren": "loyalty costs in brackets",
    "Space Beleren": "loyalty costs in brackets",
    # keyword lines: the data keeps reminder text printed.yaml leaves out, or the other way
    "Giant Spider": "the data has the reach reminder text",
    "Raging Goblin": "the data has the haste reminder text",
    "Typhoid Rats": "the data has the deathtouch reminder text",
    "Storm Crow": "the data has the flying reminder text",
    "Ambush Viper": "printed.yaml has flash and deathtouch reminder text, the data none",
    "Serra Angel": "the data: 'Flying\\nVigilance (...)' for 'Flying, vigilance'",
    "Vampire Nighthawk": "the data: one keyword a line with reminders for "
                         "'Flying, deathtouch, lifelink'",
    # wording
    "Cleric Class": "the data: 'that creature's toughness' for 'its toughness'",
}


def _entries() -> list[dict[str, object]]:
    return list(printed_data().values())


def test_every_hand_written_card_has_a_printed_entry() -> None:
    card_names()  # load the catalog
    hand_written = {n for n, d in CARDS.items() if not d.token and n in printed_data()}
    assert len(hand_written) >= 83


@pytest.mark.parametrize("entry", _entries(), ids=lambda e: str(e["name"]))
def test_printed_characteristics_match_the_card_database(entry: dict[str, object]) -> None:
    name = str(entry["name"])
    card = lookup(name)
    assert card.name == name
    face = card.front
    assert (face.mana_cost or "") == (entry.get("mana_cost") or "")
    assert face.type_line == entry["type_line"]
    for key in ("power", "toughness", "loyalty"):
        if entry.get(key) is not None:
            assert getattr(face, key) == str(entry[key]), key
    same = (face.oracle_text or "") == (entry.get("oracle") or "")
    assert same != (name in KNOWN_TEXT_DIFFERENCES), (
        f"{name}: printed.yaml {entry.get('oracle')!r} vs the database {face.oracle_text!r}"
        if not same else f"{name} now matches: remove it from KNOWN_TEXT_DIFFERENCES")
