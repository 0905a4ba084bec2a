"""Snapshot tests of the face-down exile family (CR 406.3, 607.2a, 609.4b): "exile the top
card of that player's library face down", "You may look at it for as long as it remains
exiled", "You may play cards exiled with ~, and you may spend mana as though it were mana of
any color to cast those spells", and their round trip through the renderer."""

from __future__ import annotations

from mtgrules.cards.definition import TypeLine
from mtgrules.model import (
    AnyColorSpend,
    EventPlayer,
    ExiledNoun,
    ExileFromTop,
    Fixed,
    LookAtExiled,
    PlayCardsExiledWith,
    StaticAbility,
)
from mtgrules.oracle import verdict
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.normalize import Line
from mtgrules.oracle.render import render_ability

CLASS = TypeLine((), ("Enchantment",), ("Class",))


def _one(text: str) -> object:
    (a,) = compile_line(Line(text, text), CLASS)
    assert render_ability(a) == text
    return a


def test_406_3_exile_face_down_and_look_typed_tree() -> None:
    a = _one("Whenever a creature you control deals combat damage to a player, exile the top "
             "card of that player's library face down. You may look at it for as long as it "
             "remains exiled.")
    assert a.effect == (ExileFromTop(Fixed(1), EventPlayer(), face_down=True),  # type: ignore[attr-defined]
                        LookAtExiled(ExiledNoun.IT))


def test_607_2a_play_cards_exiled_with_typed_tree() -> None:
    a = _one("You may play cards exiled with ~, and you may spend mana as though it were mana "
             "of any color to cast those spells.")
    assert isinstance(a, StaticAbility)
    assert a.rules == (PlayCardsExiledWith(AnyColorSpend.SPEND, "those spells"),)
    assert _one("You may play cards exiled with ~.") == StaticAbility(
        "", "You may play cards exiled with ~.", rules=(PlayCardsExiledWith(),))


def test_rogue_class_is_implemented() -> None:
    assert verdict("Rogue Class").implemented
