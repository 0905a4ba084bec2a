"""Token names (CR 111.4): a token the effect doesn't name is named by its subtypes plus the
word "Token"; a token the effect names keeps that name; a token copy takes the copied name
(707.2). The log shows these names."""

from __future__ import annotations

from tests.rules._helpers import board

from mtgrules.cards.registry import get_card
from mtgrules.log import name_of
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.token_creation import parse_named
from mtgrules.oracle.tokens import PREDEFINED, parse_token, token_def
from mtgrules.rules.layers import characteristics
from mtgrules.rules.zone_change import create_token


def test_111_4_a_described_token_is_named_by_its_subtypes() -> None:
    goblin = parse_token("1/1 red Goblin creature token")
    elf = parse_token("1/1 green Elf Warrior creature token")
    assert goblin is not None and elf is not None
    assert goblin.object_name == "Goblin Token"
    assert elf.object_name == "Elf Warrior Token"
    assert PREDEFINED["Treasure"].object_name == "Treasure Token"
    assert get_card("Kraken").object_name == "Kraken Token"  # a hand-written token


def test_111_4_a_token_the_effect_names_keeps_its_name() -> None:
    effects = parse_named("Create The Atropal, a legendary 4/4 black God Horror "
                          "creature token with deathtouch", Slots())
    assert effects is not None
    assert token_def("The Atropal").object_name == "The Atropal"


def test_111_4_the_name_characteristic_and_the_log() -> None:
    g = board("""
players:
  - name: Alice
  - name: Bob
turn: {active: Alice, step: precombat_main}
""")
    d = parse_token("1/1 red Goblin creature token")
    assert d is not None
    t = create_token(g.state, d.name, 0)
    assert characteristics(g.state, t).name == "Goblin Token"
    assert name_of(g.state, t) == f"Goblin Token#{t}"
    treasure = create_token(g.state, "Treasure", 0)
    assert characteristics(g.state, treasure).name == "Treasure Token"
