"""Manifest (CR 701.40), manifest dread (701.62) and cloak (701.58) played on real games: the
card becomes a face-down 2/2 creature, a creature card may be turned face up for its mana cost,
a non-creature card can't, a cloaked permanent has ward {2}."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from mtgrules import Game
from mtgrules.agents.view import PlayerView
from mtgrules.cards import registry
from mtgrules.cards.definition import CardDef, TypeLine
from mtgrules.mana import ManaCost
from mtgrules.model import Manifest, SpellAbility
from mtgrules.rules.layers import characteristics

from .._helpers import board, has_option, named, option, pay_auto

_BOARD = """
players:
  - name: Alice
    battlefield: [Plains, Forest, Forest, Forest, Island]
    hand: [{spell}]
    library: [{library}]
  - name: Bob
    battlefield: [Mountain]
    library: [Island]
turn: {{active: Alice, step: precombat_main}}
"""


def _cast(spell: str, library: str) -> Game:
    g = board(_BOARD.format(spell=spell, library=library))
    g.apply(option(g, "cast", named(g, g.state.players[0].hand, spell)))
    pay_auto(g)
    g.apply(option(g, "pass"))
    g.apply(option(g, "pass"))
    return g


def _face_down(g: Game) -> list[int]:
    return [i for i in g.state.battlefield if g.state.objects[i].face_down]


def test_701_40a_manifest_puts_the_top_card_onto_the_battlefield_as_a_2_2() -> None:
    g = _cast("Soul Summons", "Grizzly Bears, Island")
    s = g.state
    (fd,) = _face_down(g)
    assert s.objects[fd].card == "Grizzly Bears" and s.objects[fd].controller == 0
    c = characteristics(s, fd)
    assert (c.name, c.power, c.toughness, c.types) == ("", 2, 2, frozenset({"Creature"}))
    assert [s.objects[i].card for i in s.players[0].library] == ["Island"]
    assert any(e["event"] == "manifest" and e["rule"] == "701.40a" for e in s.log)
    assert "Grizzly Bears" not in str(s.log)
    assert PlayerView(g, 1).info(fd).name == "face-down creature"  # type: ignore[union-attr]
    # CR 701.40b: turned face up for its mana cost, {1}{G}
    assert has_option(g, "turn_face_up", fd)
    g.apply(option(g, "turn_face_up", fd))
    pay_auto(g)
    assert not s.objects[fd].face_down and characteristics(s, fd).name == "Grizzly Bears"
    up = [e for e in s.log if e["event"] == "turn_face_up"][-1]
    assert up["rule"] == "701.40b" and "mana cost {1}{G}" in str(up["text"])


def test_701_40b_a_manifested_noncreature_card_cant_be_turned_face_up() -> None:
    g = _cast("Soul Summons", "Lightning Bolt")
    (fd,) = _face_down(g)
    assert g.state.objects[fd].card == "Lightning Bolt"
    assert not has_option(g, "turn_face_up", fd)


def test_701_40e_manifest_two_cards_one_at_a_time() -> None:
    g = board(_BOARD.format(spell="Ethereal Ambush", library="Grizzly Bears, Lightning Bolt, "
                            "Island"))
    s = g.state
    g.apply(option(g, "cast", named(g, s.players[0].hand, "Ethereal Ambush")))
    pay_auto(g)
    g.apply(option(g, "pass"))
    g.apply(option(g, "pass"))
    assert sorted(s.objects[i].card for i in _face_down(g)) == ["Grizzly Bears",
                                                                "Lightning Bolt"]


def test_701_62a_manifest_dread_manifests_one_of_two_and_mills_the_other() -> None:
    g = board(_BOARD.format(spell="Manifest Dread", library="Lightning Bolt, Grizzly Bears, "
                            "Island"))
    s = g.state
    g.apply(option(g, "cast", named(g, s.players[0].hand, "Manifest Dread")))
    pay_auto(g)
    g.apply(option(g, "pass"))
    g.apply(option(g, "pass"))
    d = g.decision
    assert d is not None and d.kind == "choose" and d.player == 0
    bears = named(g, s.players[0].library, "Grizzly Bears")
    assert {o.args[0] for o in d.options} == {bears, named(g, s.players[0].library,
                                                             "Lightning Bolt")}
    back = Game.from_json(g.to_json())  # a pending manifest dread choice round-trips
    for game in (g, back):
        game.apply(option(game, "choose_card", bears))
    assert g.to_json() == back.to_json()
    (fd,) = _face_down(g)
    assert s.objects[fd].card == "Grizzly Bears"
    # the unchosen card goes to the graveyard as the spell resolves, the spell after it
    assert [s.objects[i].card for i in s.players[0].graveyard] == ["Lightning Bolt",
                                                                   "Manifest Dread"]
    assert [s.objects[i].card for i in s.players[0].library] == ["Island"]


@pytest.fixture
def cloak_card() -> Iterator[str]:
    """A test sorcery "Cloak the top card of your library." (no printed card has only that)."""
    name = "Test Cloak"
    registry.CARDS[name] = CardDef(
        name=name, mana_cost=ManaCost.parse("{1}"), type_line=TypeLine.parse("Sorcery"),
        oracle="Cloak the top card of your library.",
        abilities=(registry.register_ability(SpellAbility(
            f"{name}#0", "Cloak the top card of your library.",
            effect=(Manifest(1, cloak=True),))),))
    yield name
    del registry.CARDS[name]


def test_701_58a_a_cloaked_card_has_ward_2(cloak_card: str) -> None:
    g = _cast(cloak_card, "Grizzly Bears")
    s = g.state
    (fd,) = _face_down(g)
    assert s.objects[fd].chosen["face_down"] == "cloak"
    assert [a.text for a in characteristics(s, fd).abilities] == ["Ward {2}"]
    g.apply(option(g, "turn_face_up", fd))
    pay_auto(g)
    assert [e for e in s.log if e["event"] == "turn_face_up"][-1]["rule"] == "701.58b"
    assert characteristics(s, fd).abilities == ()  # Grizzly Bears: no ward face up


def test_manifest_then_put_a_counter_on_it() -> None:
    g = board(_BOARD.format(spell="Formless Nurturing", library="Lightning Bolt, Island"))
    s = g.state
    g.apply(option(g, "cast", named(g, s.players[0].hand, "Formless Nurturing")))
    pay_auto(g)
    g.apply(option(g, "pass"))
    g.apply(option(g, "pass"))
    (fd,) = _face_down(g)
    assert s.objects[fd].counters == {"+1/+1": 1}
    assert (characteristics(s, fd).power, characteristics(s, fd).toughness) == (3, 3)


def test_manifest_dread_then_attach_the_equipment_to_that_creature() -> None:
    g = board(_BOARD.format(spell="Killer's Mask", library="Grizzly Bears, Lightning Bolt")
              .replace("Plains, Forest, Forest, Forest, Island", "Swamp, Swamp, Swamp"))
    s = g.state
    g.apply(option(g, "cast", named(g, s.players[0].hand, "Killer's Mask")))
    pay_auto(g)
    g.apply(option(g, "pass"))
    g.apply(option(g, "pass"))  # the Mask resolves; its enters trigger goes on the stack
    g.apply(option(g, "pass"))
    g.apply(option(g, "pass"))
    g.apply(option(g, "choose_card", named(g, s.players[0].library, "Lightning Bolt")))
    (fd,) = _face_down(g)
    mask = named(g, s.battlefield, "Killer's Mask")
    assert s.objects[mask].attached_to == fd
    assert "menace" in characteristics(s, fd).keywords
    assert [s.objects[i].card for i in s.players[0].graveyard] == ["Grizzly Bears"]
    assert not has_option(g, "turn_face_up", fd)  # a manifested instant stays face down
