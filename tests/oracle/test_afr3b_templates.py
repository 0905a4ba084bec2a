"""AFR combat and permanent templates (issue 9, AFR target): the typed trees and the render
check of "tapped and attacking" (CR 508.4), creature lands (613.1d), phasing (702.26),
blocking requirements and restrictions (509.1b-c) and Equipment variants (702.6)."""

from __future__ import annotations

from mtgrules.cards.definition import TypeLine
from mtgrules.model import (
    CreateTokensAttacking,
    Filter,
    Fixed,
    PutFromHandAttacking,
    TriggeredAbility,
    Zone,
)
from mtgrules.model.base import CardType
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.normalize import Line
from mtgrules.oracle.tokens import token_def

CREATURE = TypeLine((), ("Creature",), ("Goblin",))


def _one(text: str, tl: TypeLine = CREATURE) -> object:
    (a,) = compile_line(Line(text, text), tl)
    return a


def test_token_tapped_and_attacking() -> None:
    text = "Whenever ~ attacks, create a 1/1 red Goblin creature token that's " \
        "tapped and attacking."
    a = _one(text)
    assert isinstance(a, TriggeredAbility)
    (e,) = a.effect
    assert isinstance(e, CreateTokensAttacking) and e.count == Fixed(1)
    d = token_def(e.token)
    assert (d.power, d.toughness, d.color_indicator) == (1, 1, ("R",))
    assert d.type_line.subtypes == ("Goblin",)


def test_two_tokens_that_are_tapped_and_attacking() -> None:
    a = _one("Whenever ~ attacks, create two 1/1 white Soldier creature tokens "
             "that are tapped and attacking.")
    assert isinstance(a, TriggeredAbility)
    (e,) = a.effect
    assert isinstance(e, CreateTokensAttacking) and e.count == Fixed(2)


def test_put_from_hand_tapped_and_attacking() -> None:
    a = _one("Whenever ~ attacks, you may put a Dragon creature card from your "
             "hand onto the battlefield tapped and attacking.")
    assert isinstance(a, TriggeredAbility)
    (e,) = a.effect
    assert e == PutFromHandAttacking(Filter(types=frozenset({CardType.CREATURE}),
                                            subtypes=frozenset({"Dragon"}), zone=Zone.HAND))
