"""Snapshot tests of the typed tree of the face-down family (CR 708): "Morph [cost]",
"Megamorph [cost]", "Disguise [cost]" (702.37, 702.168) and the "is turned face up" trigger
events; each parses into exactly the expected model and renders back; near misses are
refused."""

from __future__ import annotations

import dataclasses

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.cards.registry import get_ability, get_card
from mtgrules.mana import ManaCost
from mtgrules.model import (
    Attach,
    CounterKind,
    Each,
    FaceDownCasting,
    FaceDownKind,
    Filter,
    Fixed,
    GainLife,
    LoseLife,
    Manifest,
    ManifestDread,
    PutCounters,
    SpellAbility,
    ThisObject,
    Those,
    TriggeredAbility,
    TurnedFaceUp,
)
from mtgrules.model.base import Ability
from mtgrules.model.codec import from_data, to_data
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line

CREATURE = TypeLine.parse("Creature — Bear")


def _bare(a: Ability) -> Ability:
    return dataclasses.replace(a, key="", text="")


def _compile(text: str) -> tuple[Ability, ...]:
    return tuple(_bare(a) for a in compile_line(Line(text, text), CREATURE))


@pytest.mark.parametrize(("text", "kind", "cost"), [
    ("Morph {2}{B}{G}{U}", FaceDownKind.MORPH, "{2}{B}{G}{U}"),
    ("Morph {2}", FaceDownKind.MORPH, "{2}"),
    ("Megamorph {5}{B}{B}", FaceDownKind.MEGAMORPH, "{5}{B}{B}"),
    ("Disguise {4}{R/G}{R/G}", FaceDownKind.DISGUISE, "{4}{R/G}{R/G}"),
])
def test_face_down_keyword_lines(text: str, kind: FaceDownKind, cost: str) -> None:
    assert _compile(text) == (FaceDownCasting("", "", kind=kind, cost=ManaCost.parse(cost)),)


@pytest.mark.parametrize("text", [
    "Morph {X}{G}",            # X in a morph cost (702.37f) is not read
    "Morph—Reveal a white card.",
    "Morph",
    "morph {2}",
    "Disguise {2}{B/P}",
])
def test_face_down_near_misses_are_refused(text: str) -> None:
    with pytest.raises(Unsupported):
        _compile(text)


def test_when_turned_face_up_trigger() -> None:
    got = _compile("When ~ is turned face up, you gain 3 life.")
    assert got == (TriggeredAbility("", "", event=TurnedFaceUp(ThisObject()),
                                    effect=(GainLife(Fixed(3)),)),)


def test_whenever_a_permanent_is_turned_face_up_trigger() -> None:
    (a,) = _compile("Whenever a permanent is turned face up, you lose 1 life.")
    assert isinstance(a, TriggeredAbility)
    assert a.event == TurnedFaceUp(Each(Filter()))
    assert a.effect == (LoseLife(Fixed(1)),)


def test_a_compiled_card_keeps_its_morph_ability_and_it_round_trips_the_codec() -> None:
    d = get_card("Alley Assailant")
    (a,) = [x for x in d.abilities if isinstance(x, FaceDownCasting)]
    assert (a.kind, str(a.cost)) == (FaceDownKind.DISGUISE, "{4}{B}{B}")
    data = to_data(TurnedFaceUp(ThisObject()))
    assert from_data(data, get_ability) == TurnedFaceUp(ThisObject())
    assert to_data(FaceDownCasting("", "", cost=ManaCost.parse("{1}"))) == {"ability": ""}


@pytest.mark.parametrize(("text", "effect"), [
    ("Manifest dread.", ManifestDread()),
    ("Manifest the top card of your library.", Manifest(1)),
    ("Manifest the top two cards of your library.", Manifest(2)),
    ("Cloak the top card of your library.", Manifest(1, cloak=True)),
])
def test_manifest_sentences(text: str, effect: object) -> None:
    sorcery = TypeLine.parse("Sorcery")
    (a,) = compile_line(Line(text, text), sorcery)
    assert isinstance(a, SpellAbility) and a.effect == (effect,)


@pytest.mark.parametrize("text", ["Manifest the top card of target player's library.",
                                  "Manifest dread twice.", "Cloak a card from your hand."])
def test_manifest_near_misses_are_refused(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_line(Line(text, text), TypeLine.parse("Sorcery"))


def test_manifest_then_an_effect_on_it() -> None:
    sorcery = TypeLine.parse("Sorcery")
    text = "Manifest the top card of your library, then put two +1/+1 counters on it."
    (a,) = compile_line(Line(text, text), sorcery)
    assert isinstance(a, SpellAbility)
    assert a.effect == (Manifest(1), PutCounters(Those("it"), CounterKind.P1P1, Fixed(2)))
    text = "When ~ enters, manifest dread, then attach ~ to that creature."
    (t,) = compile_line(Line(text, text), TypeLine.parse("Artifact — Equipment"))
    assert isinstance(t, TriggeredAbility)
    assert t.effect == (ManifestDread(), Attach(ThisObject(), Those("that creature")))
    for bad in ("Manifest the top card of your library, then put a +1/+1 counters on it.",
                "Manifest the top two cards of your library, then put a +1/+1 counter on it.",
                "Manifest dread, then attach ~ to it."):
        with pytest.raises(Unsupported):
            compile_line(Line(bad, bad), sorcery)
