"""Card status and the refusal of unimplemented cards (issue 9 §4: never silently approximate)."""

from __future__ import annotations

import json
from functools import cache

import pytest

from mtgrules.carddb import CardRecord, database, lookup
from mtgrules.cards import status as status_module
from mtgrules.cards.registry import card_names
from mtgrules.cards.status import (
    NO_DEFINITION,
    NO_TEXT,
    CardStatus,
    StatusProvider,
    UnsupportedLine,
    add_status_provider,
    all_lines_unsupported,
    card_status,
    find_status,
    playable_card,
    registry_status,
    require_implemented,
)
from mtgrules.decks import parse_decklist
from mtgrules.errors import (
    DeckError,
    MtgRulesError,
    ScenarioError,
    UnimplementedCardError,
    UnknownCardError,
)
from mtgrules.game import Game
from mtgrules.scenarios.board import build_game
from mtgrules.scenarios.parser import parse_scenario


@cache
def unplayable() -> CardRecord:
    """A one-face card of traditional play that is not implemented, with two or more of its
    Oracle lines unsupported (picked from the data, since the implemented cards grow)."""
    for c in database():
        if (c.traditional and not c.incomplete and len(c.faces) == 1 and len(c.front.lines) >= 2
                and c.name.isascii() and "'" not in c.name):
            st = card_status(c.name)
            if len(st.unsupported) >= 2 and all(u.line for u in st.unsupported):
                return c
    raise AssertionError("every card is implemented")


@pytest.fixture
def registry_only(monkeypatch: pytest.MonkeyPatch) -> list[StatusProvider]:
    """Only the registry answers (no compiler verdicts) during the test."""
    providers: list[StatusProvider] = [registry_status]
    monkeypatch.setattr(status_module, "STATUS_PROVIDERS", providers)
    return providers


def test_every_registered_card_is_implemented() -> None:
    for name in card_names():
        st = card_status(name)
        assert st.implemented and st.unsupported == () and st.provider == "registry", name


def test_registered_cards_are_implemented_under_any_spelling_the_database_accepts() -> None:
    assert card_status("lightning BOLT").implemented
    assert card_status("giant GROWTH").implemented
    assert card_status("Gaea\u2019s cradle").implemented


def test_unregistered_card_reports_every_line_with_no_definition_yet(
        registry_only: list[StatusProvider]) -> None:
    c = unplayable()
    st = card_status(c.name.upper())
    assert not st.implemented
    assert st.provider == "none"
    assert st.unsupported == tuple(
        UnsupportedLine(line, NO_DEFINITION, c.name) for line in c.front.lines)


def test_every_face_of_a_multi_face_card_is_reported(
        registry_only: list[StatusProvider]) -> None:
    st = card_status("Hide // Seek")  # (Fire // Ice compiles now: divided damage, 601.2d)
    assert [(u.face, u.line) for u in st.unsupported] == [
        ("Hide", "Put target artifact or enchantment on the bottom of its owner's library."),
        ("Seek", "Search target opponent's library for a card and exile it. You gain life "
                 "equal to its mana value. Then that player shuffles.")]


def test_a_face_without_rules_text_is_reported_as_one_empty_line() -> None:
    yargle = lookup("Yargle, Glutton of Urborg")
    assert yargle.front.lines == ()
    assert all_lines_unsupported(yargle, NO_DEFINITION) == (
        UnsupportedLine("", NO_DEFINITION, "Yargle, Glutton of Urborg"),)


def test_card_without_text_is_never_implemented() -> None:
    incomplete = [c for c in database() if c.incomplete and c.traditional]
    assert incomplete, "the data has traditional cards with a face of unknown text"
    for c in incomplete:
        st = card_status(c.name)
        assert not st.implemented
        assert {u.reason for u in st.unsupported} == {NO_TEXT}
        assert {u.face for u in st.unsupported} == {f.name for f in c.faces
                                                    if f.oracle_text is None}


@pytest.mark.parametrize(("name", "word"), [
    ("A-Blessed Hippogriff", "Alchemy"), ('"Ach! Hans, Run!"', "Un-set"),
])
def test_non_traditional_cards_are_excluded_from_play(name: str, word: str) -> None:
    st = card_status(name)
    assert not st.implemented
    assert word in st.unsupported[0].reason and "excluded from play" in st.unsupported[0].reason


def test_unknown_name_raises_unknown_card_error_with_suggestion() -> None:
    assert find_status("Arbora Pegasus") is None
    with pytest.raises(UnknownCardError, match="did you mean 'Arborea Pegasus'"):
        card_status("Arbora Pegasus")
    with pytest.raises(UnknownCardError, match="deck 1: unknown card 'Arbora Pegasus'"):
        require_implemented("Arbora Pegasus", "deck 1")


def test_card_status_invariant() -> None:
    with pytest.raises(ValueError):
        CardStatus(True, (UnsupportedLine("x", "y"),))
    with pytest.raises(ValueError):
        CardStatus(False, ())


@pytest.fixture
def fake_compiler(registry_only: list[StatusProvider]) -> list[str]:
    """A status provider that claims one unimplemented card (only during the test)."""
    asked: list[str] = []

    def provider(card: CardRecord) -> CardStatus | None:
        asked.append(card.name)
        if card.name == unplayable().name:
            return CardStatus(True, (), "test-compiler")
        if card.name == "Grizzly Bears":  # registered: the registry answers first
            return CardStatus(False, (UnsupportedLine("", "never asked"),), "test-compiler")
        return None

    unplayable()
    add_status_provider(provider)
    add_status_provider(provider)  # idempotent
    assert registry_only == [registry_status, provider]
    return asked


def test_status_providers_are_tried_in_order_after_the_registry(
        fake_compiler: list[str]) -> None:
    assert card_status(unplayable().name) == CardStatus(True, (), "test-compiler")
    assert card_status("Grizzly Bears").provider == "registry"
    assert card_status("Hide // Seek").provider == "none"  # the provider said "not mine"
    assert fake_compiler == [unplayable().name, "Hide // Seek"]


def test_incomplete_and_excluded_cards_stay_unimplemented_whatever_a_provider_says(
        registry_only: list[StatusProvider]) -> None:
    def yes(card: CardRecord) -> CardStatus:
        return CardStatus(True, (), "yes")

    incomplete = next(c.name for c in database() if c.incomplete and c.traditional)
    unplayable()
    add_status_provider(yes)
    assert card_status(unplayable().name).provider == "yes"
    assert card_status(incomplete).provider == "data"
    assert not card_status(incomplete).implemented
    assert not card_status("A-Blessed Hippogriff").implemented


def test_the_compiler_gives_its_reasons_for_the_lines_it_cannot_read() -> None:
    st = card_status("Karn Liberated")
    assert not st.implemented and st.provider == "compiler"
    karn = lookup("Karn Liberated").front
    assert {u.line for u in st.unsupported} - {""} <= set(karn.lines)  # as Oracle prints them
    assert all(u.reason and u.reason != NO_DEFINITION for u in st.unsupported)
    flip = card_status("Akki Lavarunner")  # a layout the compiler refuses as a whole
    assert flip.provider == "compiler"
    assert "flip" in flip.unsupported[0].reason
    delver = card_status("Delver of Secrets")  # a transforming card: read face by face
    assert delver.provider == "compiler" and not delver.implemented
    assert {u.face for u in delver.unsupported} <= {"Delver of Secrets", "Insectile Aberration"}
    assert all(u.reason and u.line in lookup("Delver of Secrets").front.lines
               for u in delver.unsupported if u.face == "Delver of Secrets")


# --- refusals -------------------------------------------------------------------------------


def test_game_new_refuses_an_unimplemented_card_naming_it_and_its_line() -> None:
    c = unplayable()
    deck = ["Mountain"] * 20 + [c.name]
    with pytest.raises(UnimplementedCardError) as info:
        Game.new([["Mountain"] * 20, deck], seed=1)
    err = info.value
    assert isinstance(err, MtgRulesError)
    assert err.name == c.name
    assert err.where == "deck 2"
    st = card_status(c.name)
    assert err.unsupported == st.unsupported
    first, more = st.unsupported[0], len(st.unsupported) - 1
    assert str(err) == (f"deck 2: card {c.name!r} is not implemented yet: "
                        f"{first.line!r}: {first.reason} "
                        f"(and {more} more line{'s' if more > 1 else ''})")


def test_game_new_still_raises_unknown_card_error_for_unknown_names() -> None:
    with pytest.raises(UnknownCardError) as info:
        Game.new([["Mountain"] * 20, ["Mountain"] * 19 + ["Lightnig Bolt"]], seed=1)
    assert not isinstance(info.value, UnimplementedCardError)
    assert info.value.name == "Lightnig Bolt"


def test_game_new_refuses_a_card_without_text() -> None:
    name = next(c.name for c in database() if c.incomplete and c.traditional)
    with pytest.raises(UnimplementedCardError, match=NO_TEXT):
        Game.new([["Mountain"] * 20, ["Mountain"] * 19 + [name]], seed=1)


def test_game_new_accepts_registered_cards() -> None:
    g = Game.new([["Mountain"] * 20 + ["Lightning Bolt"] * 4, ["Forest"] * 24], seed=3)
    assert not g.over


def test_decklist_refuses_an_unimplemented_card_with_source_and_line() -> None:
    c = unplayable()
    text = f"20 Mountain\n4 Lightning Bolt\n2 {c.name.lower()}\n"
    with pytest.raises(UnimplementedCardError) as info:
        parse_decklist(text, "burn.txt", known_card=playable_card, all_names=card_names())
    err = info.value
    assert isinstance(err, DeckError)  # what deck callers already catch
    assert (err.source, err.line) == ("burn.txt", 3)
    first = card_status(c.name).unsupported[0]
    assert str(err).startswith(f"burn.txt:3: card {c.name.lower()!r} is not implemented yet: "
                               f"{first.line!r}: {first.reason}")


def test_decklist_unknown_names_stay_deck_errors() -> None:
    with pytest.raises(DeckError) as info:
        parse_decklist("4 Lightnig Bolt\n", "x.txt", known_card=playable_card,
                       all_names=card_names())
    assert not isinstance(info.value, UnimplementedCardError)
    assert str(info.value) == "x.txt:1: unknown card 'Lightnig Bolt' (did you mean " \
                              "'Lightning Bolt'?)"
    deck = parse_decklist("4 Lightning Bolt\n", known_card=playable_card)
    assert deck.card_names() == ["Lightning Bolt"] * 4


SCENARIO = """\
format: 1
name: an unimplemented card is refused before the game starts
players:
  - name: Alice
    battlefield: [Mountain]
    hand: [Lightning Bolt, Arborea Pegasus]
  - name: Bob
turn: {active: Alice, step: precombat_main}
actions:
  - {Alice: pass}
expect:
  - {player: Bob, life: 20}
"""


def test_scenario_refuses_an_unimplemented_card_with_file_and_line() -> None:
    c = unplayable()
    sc = parse_scenario(SCENARIO.replace("Arborea Pegasus", json.dumps(c.name)), "refuse.yaml")
    with pytest.raises(UnimplementedCardError) as info:
        build_game(sc)
    err = info.value
    assert isinstance(err, ScenarioError)  # the judge reports it like any scenario error
    assert (err.file, err.line) == ("refuse.yaml", 6)
    assert err.name == c.name
    first = card_status(c.name).unsupported[0]
    assert f"{first.line!r}: {first.reason}" in str(err)


def test_scenario_unknown_card_is_still_a_plain_scenario_error() -> None:
    sc = parse_scenario(SCENARIO.replace("Arborea Pegasus", "Arbora Pegasus"), "x.yaml")
    with pytest.raises(ScenarioError) as info:
        build_game(sc)
    assert not isinstance(info.value, UnimplementedCardError)
    assert "unknown card 'Arbora Pegasus'" in str(info.value)


def test_a_modal_line_is_quoted_on_one_line_in_the_refusal() -> None:
    """A modal Oracle line holds line breaks; the refusal shows them as spaces, never as a
    literal backslash-n (a newcomer saw ``'Choose one —\\n• ...'``)."""
    modal = "Choose one —\n• Destroy target artifact.\n• Destroy target enchantment."
    err = UnimplementedCardError("Some Charm", (UnsupportedLine(modal, "effect not supported"),))
    assert "\\n" not in str(err)
    assert "'Choose one — • Destroy target artifact. • Destroy target enchantment.'" in str(err)
