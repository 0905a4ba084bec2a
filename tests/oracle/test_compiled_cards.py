"""Compiled cards are playable: the registry resolves them, and the verdict of an
unimplemented card names the unsupported line and why."""

from __future__ import annotations

import pytest

from mtgrules.carddb import database
from mtgrules.cards.registry import get_card, is_known_card
from mtgrules.cards.status import card_status
from mtgrules.errors import UnknownCardError, UnsupportedLine
from mtgrules.oracle import verdict


def test_registry_compiles_a_card_not_hand_written() -> None:
    d = get_card("Sylvok Replica")
    assert d.type_line.types == ("Artifact", "Creature")
    (a,) = d.abilities
    assert a.key == "Sylvok Replica#0"
    assert is_known_card("Sylvok Replica")


def test_unimplemented_card_is_refused_with_its_line() -> None:
    card = "Archon of Absolution"
    line = ("Creatures can't attack you or planeswalkers you control unless their controller "
            "pays {1} for each of those creatures.")
    v = verdict(card)
    assert v is not None and not v.implemented
    assert (line, "no template reads this line", line, card) in v.unsupported
    st = card_status(card)
    assert not st.implemented
    assert UnsupportedLine(line, "no template reads this line", card) in st.unsupported
    with pytest.raises(UnknownCardError):
        get_card(card)
    assert not is_known_card(card)


def test_card_without_text_is_unimplemented() -> None:
    incomplete = [c.name for c in database() if c.incomplete and c.traditional]
    assert incomplete
    v = verdict(incomplete[0])
    assert v is not None and not v.implemented
    assert not card_status(incomplete[0]).implemented
    normal = [c for c in database() if c.incomplete and c.traditional and len(c.faces) == 1]
    for c in normal:
        w = verdict(c.name)
        assert w is not None and not w.implemented
        assert w.unsupported[0][1] == "no Oracle text in the card data"


def test_names_must_be_exact_and_excluded_cards_are_not_compiled() -> None:
    assert verdict("sylvok replica") is None  # the registry's names are exact
    un = next(c.name for c in database() if not c.traditional and c.faces[0].oracle_text)
    v = verdict(un)
    assert v is not None and not v.implemented


def test_vanilla_creature_is_implemented() -> None:
    v = verdict("Alpine Grizzly")
    assert v is not None and v.implemented and v.definition is not None
    assert v.definition.abilities == ()
    assert (v.definition.power, v.definition.toughness) == (4, 2)


def test_fresh_process_finds_compiled_abilities_and_tokens_by_name() -> None:
    """A saved game names compiled cards, their abilities by key and compiled tokens by name;
    a fresh process resolves each without the card having been looked up first."""
    import subprocess
    import sys

    code = ("import mtgrules\n"
            "from mtgrules.cards.registry import get_ability, get_card\n"
            "print(get_ability('Sylvok Replica#0').key)\n"
            "print(get_card('1/1 white Soldier creature token').power)\n"
            "print(get_ability('token:Treasure#0').key)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120, check=True)
    assert out.stdout.split() == ["Sylvok", "Replica#0", "1", "token:Treasure#0"]
