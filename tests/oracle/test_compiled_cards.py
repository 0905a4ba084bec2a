"""Compiled cards are playable: the registry resolves them, and the verdict of an
unimplemented card names the unsupported line and why."""

from __future__ import annotations

import pytest

from mtgrules.cards.registry import get_card, is_known_card
from mtgrules.errors import UnknownCardError
from mtgrules.oracle import verdict
from mtgrules.oracle.source import DATA_DIR

pytestmark = pytest.mark.skipif(not (DATA_DIR / "cards.jsonl.xz").exists(),
                                reason="the card data is not available here")


def test_registry_compiles_a_card_not_hand_written() -> None:
    d = get_card("Sylvok Replica")
    assert d.type_line.types == ("Artifact", "Creature")
    (a,) = d.abilities
    assert a.key == "Sylvok Replica#0"
    assert is_known_card("Sylvok Replica")


def test_unimplemented_card_is_refused_with_its_line() -> None:
    v = verdict("Albino Troll")
    assert v is not None and not v.implemented
    assert ("{1}{G}: Regenerate ~.", "effect not supported: 'Regenerate ~.'") in v.unsupported
    with pytest.raises(UnknownCardError):
        get_card("Albino Troll")
    assert not is_known_card("Albino Troll")


def test_card_without_text_is_unimplemented() -> None:
    from mtgrules.oracle.source import raw_cards

    incomplete = [c.name for c in raw_cards().values() if any(f.incomplete for f in c.faces)]
    assert incomplete
    v = verdict(incomplete[0])
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
