"""Snapshot tests of the keyword-action templates (:mod:`mtgrules.oracle.keyword_actions`):
"Investigate" (CR 701.16a) and its counts, ward with a life cost (702.21a, 119.4), their round trip through the renderer, the Clue
token the compiled cards register, and the shapes still refused."""

from __future__ import annotations

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.model import (
    ActivatedAbility,
    Cost,
    Dies,
    Draw,
    Fixed,
    Investigate,
    Payer,
    SpellAbility,
    ThisObject,
    TriggeredAbility,
    UnlessPays,
    X,
)
from mtgrules.oracle import verdict
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line

CREATURE = TypeLine.parse("Creature — Human Scout")
INSTANT = TypeLine.parse("Instant")


def _compile(text: str, tl: TypeLine = CREATURE) -> tuple[object, ...]:
    return compile_line(Line(text, text), tl)


@pytest.mark.parametrize(("words", "count"), [
    ("Investigate", Fixed(1)), ("Investigate twice", Fixed(2)),
    ("Investigate three times", Fixed(3)), ("Investigate X times", X()),
])
def test_701_16a_investigate_counts_round_trip(words: str, count: object) -> None:
    (a,) = _compile(f"{words}.", INSTANT)
    assert isinstance(a, SpellAbility)
    assert a.effect == (Investigate(count),)  # type: ignore[arg-type]


def test_701_16a_a_dies_trigger_investigates() -> None:
    (a,) = _compile("When ~ dies, investigate.")
    assert a == TriggeredAbility("", "When ~ dies, investigate.", event=Dies(ThisObject()),
                                 effect=(Investigate(),))


def test_701_16a_investigate_after_another_sentence_and_as_an_activated_ability() -> None:
    (spell,) = _compile("Draw a card. Investigate.", INSTANT)
    assert isinstance(spell, SpellAbility) and spell.effect == (Draw(), Investigate())
    (act,) = _compile("{4}, {T}: Investigate.", TypeLine.parse("Artifact"))
    assert isinstance(act, ActivatedAbility) and act.effect == (Investigate(),)
    assert act.cost.tap and act.cost != Cost()


@pytest.mark.parametrize("text", ["Investigate one times.", "Investigate that many times.",
                                  "Investigate twice twice."])
def test_701_16a_other_counts_are_refused(text: str) -> None:
    with pytest.raises(Unsupported):
        _compile(text, INSTANT)


def test_701_16a_the_model_refuses_investigating_zero_times() -> None:
    from mtgrules.model.base import CardDefinitionError
    with pytest.raises(CardDefinitionError):
        Investigate(Fixed(0))


def test_111_10f_a_card_that_investigates_registers_the_clue_token() -> None:
    v = verdict("Byway Courier")
    assert v is not None and v.implemented
    (clue,) = v.tokens
    assert clue.name == "Clue" and clue.type_line.subtypes == ("Clue",)
    assert clue.oracle == "{2}, Sacrifice this token: Draw a card."


@pytest.mark.parametrize(("text", "mana", "life"), [
    ("Ward—Pay 3 life.", (), 3), ("Ward—{2}, Pay 2 life.", ("2",), 2)])
def test_702_21a_ward_with_a_life_cost_round_trips(text: str, mana: tuple[str, ...],
                                                    life: int) -> None:
    (a,) = _compile(text)
    assert isinstance(a, TriggeredAbility)
    (e,) = a.effect
    assert isinstance(e, UnlessPays) and e.payer is Payer.THAT_PLAYER
    assert (e.cost.symbols, e.life) == (mana, life)


def test_702_21a_a_life_ward_of_nothing_is_refused_by_the_model() -> None:
    from mtgrules.mana import ManaCost
    from mtgrules.model.base import CardDefinitionError
    with pytest.raises(CardDefinitionError):
        UnlessPays(ManaCost(()), (Draw(),), Payer.THAT_PLAYER, 0)
