"""The "reveal your hand, I choose a card from it" family (CR 701.20a, 701.9b): typed trees
and the render check of Duress-like sentences (:mod:`mtgrules.oracle.reveal_hand`)."""

from __future__ import annotations

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.model import (
    Cmp,
    DealsCombatDamageToPlayer,
    EventPlayer,
    Filter,
    Fixed,
    HandCardFate,
    LoseLife,
    RevealHandChoose,
    RevealWording,
    SpellAbility,
    TargetKind,
    TargetRef,
    ThisObject,
    TriggeredAbility,
    You,
    Zone,
)
from mtgrules.model.base import CardType, Supertype
from mtgrules.model.filters import AnyOf, ManaValueIs
from mtgrules.oracle import verdict
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line
from mtgrules.oracle.reveal_hand import parse_hand_card, render_hand_card

SORCERY = TypeLine((), ("Sorcery",), ())
CREATURE = TypeLine((), ("Creature",), ("Spirit",))
PERM = frozenset({CardType.INSTANT, CardType.SORCERY})


def _spell(text: str) -> SpellAbility:
    (a,) = compile_line(Line(text, text), SORCERY)
    assert isinstance(a, SpellAbility)
    return a


def test_duress_noncreature_nonland_discard() -> None:
    a = _spell("Target opponent reveals their hand. You choose a noncreature, nonland card "
               "from it. That player discards that card.")
    f = Filter(nontypes=frozenset({CardType.CREATURE, CardType.LAND}), zone=Zone.HAND)
    assert a.effect == (RevealHandChoose(TargetRef(0), f),)
    assert a.targets[0].kind is TargetKind.OPPONENT


def test_thoughtseize_then_you_lose_life() -> None:
    a = _spell("Target player reveals their hand. You choose a nonland card from it. That "
               "player discards that card. You lose 2 life.")
    f = Filter(nontypes=frozenset({CardType.LAND}), zone=Zone.HAND)
    assert a.effect == (RevealHandChoose(TargetRef(0), f), LoseLife(Fixed(2), You()))
    assert a.targets[0].kind is TargetKind.PLAYER


def test_exile_that_card_and_and_exile_forms() -> None:
    a = _spell("Target opponent reveals their hand. You choose a nonland card from it. Exile "
               "that card.")
    (e,) = a.effect
    assert isinstance(e, RevealHandChoose) and e.fate is HandCardFate.EXILE
    assert e.wording is RevealWording.SENTENCES
    b = _spell("Target opponent reveals their hand. You choose a nonland card from it and "
               "exile that card.")
    (e,) = b.effect
    assert isinstance(e, RevealHandChoose) and e.fate is HandCardFate.EXILE
    assert e.wording is RevealWording.AND_EXILE


def test_mana_value_after_from_it() -> None:
    a = _spell("Target player reveals their hand. You choose a nonland card from it with mana "
               "value 3 or less. That player discards that card.")
    (e,) = a.effect
    assert isinstance(e, RevealHandChoose)
    assert e.filter == Filter(nontypes=frozenset({CardType.LAND}), zone=Zone.HAND,
                              mana_value=ManaValueIs(Cmp.LE, 3))


def test_you_may_choose_if_you_do() -> None:
    a = _spell("Target opponent reveals their hand. You may choose a nonland card from it. If "
               "you do, that player discards that card.")
    (e,) = a.effect
    assert isinstance(e, RevealHandChoose) and e.may
    assert e.wording is RevealWording.IF_YOU_DO


def test_that_player_exiles_after_combat_damage() -> None:
    text = ("Whenever ~ deals combat damage to a player, that player reveals their hand. You "
            "choose a card from it. That player exiles that card.")
    (a,) = compile_line(Line(text, text), CREATURE)
    assert isinstance(a, TriggeredAbility)
    assert a.event == DealsCombatDamageToPlayer(ThisObject())
    assert a.effect == (RevealHandChoose(EventPlayer(), Filter(zone=Zone.HAND),
                                         HandCardFate.OWNER_EXILES),)


@pytest.mark.parametrize("noun, want", [
    ("card", Filter(zone=Zone.HAND)),
    ("nonland permanent card", Filter(nontypes=PERM | {CardType.LAND}, zone=Zone.HAND)),
    ("nonlegendary, nonland card", Filter(nontypes=frozenset({CardType.LAND}),
                                          nonsupertypes=frozenset({Supertype.LEGENDARY}),
                                          zone=Zone.HAND)),
    ("artifact or creature card", AnyOf((Filter(types=frozenset({CardType.ARTIFACT}),
                                                zone=Zone.HAND),
                                         Filter(types=frozenset({CardType.CREATURE}),
                                                zone=Zone.HAND)))),
])
def test_hand_card_nouns_round_trip(noun: str, want: object) -> None:
    got = parse_hand_card(noun)
    assert got == want
    assert render_hand_card(got) == noun


@pytest.mark.parametrize("noun", ["nonland, noncreature card", "nonland, nonland card",
                                  "nonfoo card", "noninstant permanent card"])
def test_hand_card_nouns_refused(noun: str) -> None:
    assert parse_hand_card(noun) is None


def test_a_missing_fate_is_refused() -> None:
    text = "Target opponent reveals their hand. You choose a nonland card from it."
    with pytest.raises(Unsupported):
        compile_line(Line(text, text), SORCERY)


@pytest.mark.parametrize("name", ["Duress", "Thoughtseize", "Coercion", "Castigate",
                                  "Inquisition of Kozilek", "Ghastlord of Fugue",
                                  "Extract the Truth", "Appetite for Brains", "Distress"])
def test_cards_of_the_family_compile(name: str) -> None:
    v = verdict(name)
    assert v is not None and v.implemented, v and v.unsupported
