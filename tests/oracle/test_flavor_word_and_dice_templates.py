"""AFR family templates (issue 9, AFR target): flavor words (CR 207.2d), results tables (706.3),
venture (701.49), pack tactics (603.4), sacrifices of choice (701.21a), named tokens (111.4):
the typed trees and the render check."""

from __future__ import annotations

import pytest

from mtgrules.carddb import database
from mtgrules.cards.definition import TypeLine
from mtgrules.model import (
    AttackedWithTotalPower,
    Conjoined,
    CreateToken,
    Discard,
    EachPlayer,
    Fixed,
    GainLife,
    LoseLifeUnless,
    ResultRow,
    RollDie,
    SacrificeOneOfEach,
    Scry,
    TriggeredAbility,
    Venture,
    You,
)
from mtgrules.oracle import verdict
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.dice import group_tables
from mtgrules.oracle.normalize import Line, lines, strip_flavor_word

CREATURE = TypeLine((), ("Creature",), ("Djinn",))


@pytest.mark.parametrize(("raw", "want"), [
    ("Keen Senses — When this creature enters, draw a card.",
     "When this creature enters, draw a card."),
    ("• Song of Rest — You gain 3 life.", "• You gain 3 life."),
    ("Boast — {1}{R}: Draw a card.", "Boast — {1}{R}: Draw a card."),      # a keyword
    ("II — Draw a card.", "II — Draw a card."),                              # a chapter
    ("Power-up — {5}{R}: Draw a card.", "Power-up — {5}{R}: Draw a card."),  # rules in reminder
])
def test_207_2d_flavor_words_are_removed_keywords_are_kept(raw: str, want: str) -> None:
    assert strip_flavor_word(raw) == want


def test_706_3b_a_results_table_is_one_ability_with_its_rows() -> None:
    text = ("When this creature enters, roll a d20.\n1—9 | Scry 1.\n10—19 | Scry 2.\n"
            "20 | Scry 3.")
    (ln,) = group_tables(lines(text, "Djinni Windseer"))
    (a,) = compile_line(ln, CREATURE)
    assert isinstance(a, TriggeredAbility)
    assert a.effect == (RollDie(20, (ResultRow(1, 9, (Scry(1),)), ResultRow(10, 19, (Scry(2),)),
                                     ResultRow(20, 20, (Scry(3),)))),)


def test_706_3a_a_table_that_misses_results_does_not_compile() -> None:
    (ln,) = group_tables(lines("When this creature enters, roll a d20.\n1—9 | Scry 1.\n"
                               "11—20 | Scry 2.", "X"))
    with pytest.raises(Exception, match="cover"):
        compile_line(ln, CREATURE)


def test_603_4_pack_tactics_is_an_intervening_if() -> None:
    text = ("Whenever ~ attacks, if you attacked with creatures with total power 6 or greater "
            "this combat, venture into the dungeon.")
    (a,) = compile_line(Line(text, text), CREATURE)
    assert isinstance(a, TriggeredAbility)
    assert a.intervening_if == AttackedWithTotalPower(6) and a.effect == (Venture(),)


@pytest.mark.parametrize(("text", "effect"), [
    ("Each player loses 2 life unless they discard a card.",
     (LoseLifeUnless(Fixed(2), EachPlayer(), discard=1),)),
    ("Each opponent loses 1 life and you gain 1 life.", None),
    ("Discard a card and sacrifice a creature, an artifact, and a land.", None),
])
def test_tomb_sentences_compile_and_render(text: str, effect: tuple[object, ...] | None) -> None:
    sorcery = TypeLine((), ("Sorcery",), ())
    (a,) = compile_line(Line(text, text), sorcery)
    if effect is not None:
        assert a.effect == effect  # type: ignore[attr-defined]
    else:
        (node,) = a.effect  # type: ignore[attr-defined]
        assert isinstance(node, Conjoined)
        if "Discard" in text:
            assert node.effects[0] == Discard(Fixed(1), You())
            assert isinstance(node.effects[1], SacrificeOneOfEach) and \
                len(node.effects[1].filters) == 3
        else:
            assert node.effects[1] == GainLife(Fixed(1), You())


def test_111_4_a_named_legendary_token() -> None:
    text = "Create The Atropal, a legendary 4/4 black God Horror creature token with deathtouch."
    (a,) = compile_line(Line(text, text), TypeLine((), ("Sorcery",), ()))
    assert a.effect == (CreateToken("The Atropal", Fixed(1), You()),)  # type: ignore[attr-defined]


@pytest.mark.parametrize("name", ["Djinni Windseer", "Sylvan Shepherd", "Owlbear",
                                  "Herald of Hadar", "Secret Door", "+2 Mace"])
def test_afr_cards_unlocked(name: str) -> None:
    assert database().get(name) is not None
    v = verdict(name)
    assert v is not None and v.implemented, v and v.unsupported
