"""The library search reader (:mod:`mtgrules.oracle.search`, CR 701.23, 701.24): each part of a
search sentence read into the model and rendered back exactly."""

from __future__ import annotations

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.model import (
    ActivatedAbility,
    AnyOf,
    ControllerOf,
    Filter,
    MoveTo,
    SearchAnyNumber,
    SearchLibrary,
    SearchWithManaValue,
    Shuffle,
    ShuffleIntoLibrary,
    SpellAbility,
    TargetRef,
    ThisObject,
    X,
    Zone,
)
from mtgrules.model.base import CardType, Color, Supertype
from mtgrules.model.filters import Cmp
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.effects import render_effect
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line, lines
from mtgrules.oracle.search import parse_card_noun, render_card_noun

LAND = TypeLine((), ("Land",), ())
SORCERY = TypeLine((), ("Sorcery",), ())
INSTANT = TypeLine((), ("Instant",), ())
BASIC_LAND = Filter(types=frozenset({CardType.LAND}), supertypes=frozenset({Supertype.BASIC}),
                    zone=Zone.LIBRARY)


def _one(text: str, tl: TypeLine) -> object:
    (a,) = compile_line(Line(text, text), tl)
    return a


def _spell(text: str, tl: TypeLine = SORCERY) -> SpellAbility:
    (line,) = lines(text, "Card Name")
    (a,) = compile_line(line, tl)
    assert isinstance(a, SpellAbility)
    assert render_effect(a.effect, a.targets) == line.text
    return a


def _types(*names: str) -> AnyOf:
    return AnyOf(tuple(Filter(subtypes=frozenset({n}), zone=Zone.LIBRARY) for n in names))


def test_fetch_land_searches_for_either_land_type() -> None:
    text = ("{T}, Pay 1 life, Sacrifice ~: Search your library for a Forest or Plains card, put "
            "it onto the battlefield, then shuffle.")
    a = _one(text, LAND)
    assert isinstance(a, ActivatedAbility)
    assert a.effect == (SearchLibrary(_types("Forest", "Plains"), Zone.BATTLEFIELD),)


def test_land_type_list_of_four_tapped() -> None:
    a = _spell("Search your library for a Plains, Island, Swamp, or Mountain card, put it onto "
               "the battlefield tapped, then shuffle.")
    assert a.effect == (SearchLibrary(_types("Plains", "Island", "Swamp", "Mountain"),
                                      Zone.BATTLEFIELD, tapped=True),)


@pytest.mark.parametrize("noun", ["Forest or Plains card", "Island or Mountain card",
                                  "Plains, Island, Swamp, or Mountain card", "card",
                                  "basic land card", "Equipment card", "green creature card",
                                  "artifact card with mana cost {0} or {1}"])
def test_card_nouns_round_trip(noun: str) -> None:
    f = parse_card_noun(noun)
    assert f is not None and render_card_noun(f) == noun


@pytest.mark.parametrize("noun", ["Forest or Goblin card", "Forest or Forest card",
                                  "Forest or Plains"])
def test_not_land_type_lists(noun: str) -> None:
    assert parse_card_noun(noun) is None


def test_its_controller_may_search_after_exile() -> None:
    a = _spell("Exile target creature. Its controller may search their library for a basic "
               "land card, put that card onto the battlefield tapped, then shuffle.", INSTANT)
    assert a.effect == (MoveTo(TargetRef(0), Zone.EXILE),
                        SearchLibrary(BASIC_LAND, Zone.BATTLEFIELD, tapped=True,
                                      who=ControllerOf(TargetRef(0)), may=True))


def test_cultivate_splits_the_two_cards() -> None:
    a = _spell("Search your library for up to two basic land cards, reveal those cards, put one "
               "onto the battlefield tapped and the other into your hand, then shuffle.")
    assert a.effect == (SearchAnyNumber(BASIC_LAND, Zone.BATTLEFIELD, tapped=True, up_to=2,
                                        reveal=True, other_to=Zone.HAND),)


def test_green_suns_zenith() -> None:
    a = _spell("Search your library for a green creature card with mana value X or less, put "
               "it onto the battlefield, then shuffle. Shuffle ~ into its owner's library.")
    green = Filter(types=frozenset({CardType.CREATURE}), colors=frozenset({Color.GREEN}),
                   zone=Zone.LIBRARY)
    assert a.effect == (SearchWithManaValue(green, X(), Cmp.LE, Zone.BATTLEFIELD, reveal=False,
                                            shuffle=True), ShuffleIntoLibrary(ThisObject()))


def test_ponder_may_shuffle() -> None:
    a = _spell("Look at the top three cards of your library, then put them back in any order. "
               "You may shuffle. Draw a card.")
    assert a.effect[1] == Shuffle(may=True)


@pytest.mark.parametrize("text", [
    # Oracle reveals a card of a stated kind put into the hand (CR 701.20a), and only then
    "Search your library for a basic land card, put it into your hand, then shuffle.",
    "Search your library for a basic land card, reveal it, put it onto the battlefield, then "
    "shuffle.",
    "Search your library for up to two basic land cards, reveal them, put one onto the "
    "battlefield tapped and the other into your hand, then shuffle.",
    "Search your library for up to three basic land cards, reveal those cards, put one onto "
    "the battlefield tapped and the other into your hand, then shuffle.",
    # "its controller" needs exactly one earlier target
    "Its controller may search their library for a basic land card, put it onto the "
    "battlefield, then shuffle.",
    "Search your library for a Forest or Plains card, put it into their hand, then shuffle.",
])
def test_misworded_searches_do_not_compile(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_line(Line(text, text), SORCERY)


def test_two_basic_lands_that_share_a_land_type() -> None:
    a = _spell("Search your library for up to two basic land cards that share a land type, put "
               "them onto the battlefield tapped, then shuffle.")
    assert a.effect == (SearchAnyNumber(BASIC_LAND, Zone.BATTLEFIELD, tapped=True, up_to=2,
                                        share_land_type=True),)
