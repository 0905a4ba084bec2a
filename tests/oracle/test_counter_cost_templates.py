"""Snapshot tests of "enters (tapped) with N [kind] counters" (CR 614.1c, 122.6) and the cost
"Remove N [kind] counter(s) from ~" (CR 118.3, 602.2h): each parses into exactly this model
and renders back to the text; near misses stay unsupported."""

from __future__ import annotations

import dataclasses

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.mana import ManaCost
from mtgrules.model import CounterKind, StaticAbility
from mtgrules.model.amounts import Fixed
from mtgrules.model.base import Ability
from mtgrules.model.costs import Cost, RemoveCounters
from mtgrules.model.replacement import EntersWithCounters
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line

ARTIFACT = TypeLine.parse("Artifact")
LAND = TypeLine.parse("Land")


def _compile(text: str, tl: TypeLine) -> tuple[Ability, ...]:
    return tuple(dataclasses.replace(a, key="", text="")
                 for a in compile_line(Line(text, text), tl))


@pytest.mark.parametrize(("text", "want"), [
    ("~ enters with three charge counters on it.",
     EntersWithCounters(CounterKind.CHARGE, Fixed(3))),
    ("~ enters with a charge counter on it.", EntersWithCounters(CounterKind.CHARGE, Fixed(1))),
    ("~ enters tapped with two charge counters on it.",
     EntersWithCounters(CounterKind.CHARGE, Fixed(2), tapped=True)),
    ("~ enters tapped and with three charge counters on it.",
     EntersWithCounters(CounterKind.CHARGE, Fixed(3), tapped=True, tapped_and=True)),
    ("~ enters with an oil counter on it.", EntersWithCounters(CounterKind.OIL, Fixed(1))),
])
def test_enters_with_counters(text: str, want: EntersWithCounters) -> None:
    assert _compile(text, ARTIFACT) == (StaticAbility("", "", replacement=want),)


@pytest.mark.parametrize(("text", "want"), [
    ("{T}, Remove a charge counter from ~", Cost(tap=True, remove_counters=RemoveCounters(
        CounterKind.CHARGE))),
    ("{2}, {T}, Remove a charge counter from ~", Cost(
        mana=ManaCost.parse("{2}"), tap=True, remove_counters=RemoveCounters(
            CounterKind.CHARGE))),
    ("{1}, Remove two charge counters from ~", Cost(
        mana=ManaCost.parse("{1}"), remove_counters=RemoveCounters(CounterKind.CHARGE, 2))),
])
def test_remove_counter_costs(text: str, want: Cost) -> None:
    got = _compile(text + ": Draw a card.", ARTIFACT)
    assert len(got) == 1 and got[0].cost == want


@pytest.mark.parametrize("text", [
    "~ enters with one charge counter on it.",  # Oracle writes "a"
    "~ enters with an charge counter on it.",
    "~ enters with a charge counters on it.",
    "~ enters with three mining counters on it.",  # a kind the model doesn't know
    "{T}, Remove one charge counter from ~: Draw a card.",
    "{T}, Remove a charge counters from ~: Draw a card.",
    "{T}, Remove two charge counter from ~: Draw a card.",
])
def test_near_misses_are_unsupported(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_line(Line(text, text), ARTIFACT)


@pytest.mark.parametrize("name", ["Vivid Crag", "Sphere of the Suns", "Tendo Ice Bridge",
                                  "Necrogen Censer", "Tumble Magnet", "Trigon of Thought",
                                  "Trigon of Corruption", "Contagion Clasp"])
def test_cards_compile(name: str) -> None:
    from mtgrules.oracle import verdict

    v = verdict(name)
    assert v is not None and v.implemented, (name, v and v.unsupported)


def test_put_a_minus_counter_on_a_target() -> None:
    text = "{2}, {T}, Remove a charge counter from ~: Put a -1/-1 counter on target creature."
    (a,) = compile_line(Line(text, text), ARTIFACT)
    assert a.effect[0].counter == CounterKind.M1M1  # type: ignore[attr-defined]
