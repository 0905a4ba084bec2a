"""The phrase level: object descriptions (CR 105.2, 109, 115.1, 205, 208.1, 202.3).

Each phrase parses into exactly the expected :class:`~mtgrules.model.Filter`, renders back to
its text, and changing any field of the parsed model changes (or refuses) the rendering; the
sentences that use these phrases (destroy / exile / counter targets, "It can't be
regenerated", "Its controller gains ...", -1/-1 counters) compile to the expected trees.
"""

from __future__ import annotations

import dataclasses

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.model import (
    CardType,
    Cmp,
    Color,
    ColorCount,
    ControllerOf,
    Counter,
    CounterKind,
    DealDamage,
    Destroy,
    Each,
    Filter,
    Fixed,
    GainLife,
    LoseLife,
    ManaValueIs,
    MoveTo,
    PowerIs,
    Predicate,
    PutCounters,
    SpellAbility,
    Supertype,
    TargetAndSameName,
    TargetKind,
    TargetRef,
    TargetSlot,
    Whose,
    Zone,
)
from mtgrules.model.amounts import PowerOf
from mtgrules.model.base import CardDefinitionError
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line
from mtgrules.oracle.phrases import parse_target, render_target

C = frozenset({CardType.CREATURE})
INSTANT = TypeLine.parse("Instant")
T0 = TargetRef(0)

TARGETS: list[tuple[str, TargetKind, Filter]] = [
    ("target nonblack creature", TargetKind.OBJECT,
     Filter(types=C, noncolors=frozenset({Color.BLACK}))),
    ("target monocolored creature", TargetKind.OBJECT,
     Filter(types=C, color_count=ColorCount.MONOCOLORED)),
    ("target multicolored permanent", TargetKind.OBJECT,
     Filter(color_count=ColorCount.MULTICOLORED)),
    ("target colorless creature", TargetKind.OBJECT,
     Filter(types=C, color_count=ColorCount.COLORLESS)),
    ("target black or red permanent", TargetKind.OBJECT,
     Filter(any_color=frozenset({Color.BLACK, Color.RED}))),
    ("target green or white creature", TargetKind.OBJECT,
     Filter(types=C, any_color=frozenset({Color.GREEN, Color.WHITE}))),
    ("target nonlegendary, nonland permanent", TargetKind.OBJECT,
     Filter(nontypes=frozenset({CardType.LAND}),
            nonsupertypes=frozenset({Supertype.LEGENDARY}))),
    ("target white, blue, or black creature", TargetKind.OBJECT,
     Filter(types=C, any_color=frozenset({Color.WHITE, Color.BLUE, Color.BLACK}))),
    ("target nonartifact, nonblack creature", TargetKind.OBJECT,
     Filter(types=C, nontypes=frozenset({CardType.ARTIFACT}),
            noncolors=frozenset({Color.BLACK}))),
    ("target nonwhite, nonblack creature", TargetKind.OBJECT,
     Filter(types=C, noncolors=frozenset({Color.WHITE, Color.BLACK}))),
    ("target nonland, nontoken permanent", TargetKind.OBJECT,
     Filter(nontypes=frozenset({CardType.LAND}), predicates=frozenset({Predicate.NONTOKEN}))),
    ("target non-Angel, non-Demon creature", TargetKind.OBJECT,
     Filter(types=C, nonsubtypes=frozenset({"Angel", "Demon"}))),
    ("target tapped nonblack creature", TargetKind.OBJECT,
     Filter(types=C, noncolors=frozenset({Color.BLACK}),
            predicates=frozenset({Predicate.TAPPED}))),
    ("target nonlegendary creature", TargetKind.OBJECT,
     Filter(types=C, nonsupertypes=frozenset({Supertype.LEGENDARY}))),
    ("target artifact you don't control", TargetKind.OBJECT,
     Filter(types=frozenset({CardType.ARTIFACT}), controller=Whose.NOT_YOU)),
    ("target creature with power 2 or less", TargetKind.OBJECT,
     Filter(types=C, power=PowerIs(Cmp.LE, 2))),
    ("target red or green spell", TargetKind.SPELL,
     Filter(any_color=frozenset({Color.RED, Color.GREEN}))),
    ("target blue spell", TargetKind.SPELL, Filter(colors=frozenset({Color.BLUE}))),
    ("target spell with mana value 4 or greater", TargetKind.SPELL,
     Filter(mana_value=ManaValueIs(Cmp.GE, 4))),
    ("target creature spell with mana value 3 or less", TargetKind.SPELL,
     Filter(types=C, mana_value=ManaValueIs(Cmp.LE, 3))),
    ("target noncreature, nonland card from your graveyard", TargetKind.OBJECT,
     Filter(nontypes=frozenset({CardType.CREATURE, CardType.LAND}), zone=Zone.GRAVEYARD,
            controller=Whose.YOU)),
]


@pytest.mark.parametrize(("text", "kind", "f"), TARGETS, ids=[t[0] for t in TARGETS])
def test_target_phrase_typed_tree_and_round_trip(text: str, kind: TargetKind,
                                                 f: Filter) -> None:
    t = parse_target(text)
    assert t is not None and (t.kind, t.filter) == (kind, f)
    assert render_target(t) == text


def _changed(v: object) -> list[object]:
    """Other values of a field's type, for the every-field-shows check."""
    if isinstance(v, bool):
        return [not v]
    if isinstance(v, frozenset):
        return [frozenset(), v | {Color.GREEN}, v | {CardType.ENCHANTMENT}]
    if v is None:
        return [ColorCount.COLORED, PowerIs(Cmp.GE, 7), ManaValueIs(Cmp.LE, 9)]
    if isinstance(v, ColorCount):
        return [c for c in ColorCount if c is not v]
    if isinstance(v, PowerIs | ManaValueIs):
        return [dataclasses.replace(v, value=v.value + 1)]
    return []


@pytest.mark.parametrize(("text", "kind", "f"), TARGETS, ids=[t[0] for t in TARGETS])
def test_changing_any_field_changes_the_text(text: str, kind: TargetKind, f: Filter) -> None:
    """Every field of a parsed description shows in its rendering: any other value renders
    to other text, or is refused (ValueError, or an invalid node)."""
    t = parse_target(text)
    assert t is not None
    for fld in dataclasses.fields(Filter):
        for other in _changed(getattr(f, fld.name)):
            try:
                g = dataclasses.replace(f, **{fld.name: other})
                out = render_target(dataclasses.replace(t, filter=g))
            except (ValueError, CardDefinitionError):  # refused: no rendering
                continue
            if g != f:
                assert out != text, (fld.name, other)


@pytest.mark.parametrize("text", [
    "target nonblack, nonartifact creature",   # types before colours
    "target nonland, nonartifact permanent",   # "nonland" last but for "nontoken"
    "target red or black permanent",           # colours on the shortest arc of the wheel
    "target white or green creature",
    "target black or black permanent",
    "target nonblack nonartifact creature",    # several negations take commas
    "target monocolored multicolored creature",
])
def test_misworded_descriptions_do_not_parse(text: str) -> None:
    assert parse_target(text) is None


def _compile(text: str) -> tuple[object, ...]:
    (a,) = compile_line(Line(text, text), INSTANT)
    assert isinstance(a, SpellAbility)
    return a.effect, a.targets


def _slot(text: str) -> TargetSlot:
    t = parse_target(text)
    assert t is not None
    return t


SENTENCES: list[tuple[str, tuple[object, ...], tuple[TargetSlot, ...]]] = [
    ("Destroy target nonblack creature.", (Destroy(T0),),
     (_slot("target nonblack creature"),)),
    ("Destroy target nonartifact, nonblack creature. It can't be regenerated.",
     (Destroy(T0, no_regenerate=True),), (_slot("target nonartifact, nonblack creature"),)),
    ("Destroy all creatures you don't control. They can't be regenerated.",
     (Destroy(Each(Filter(types=C, controller=Whose.NOT_YOU)), no_regenerate=True),), ()),
    ("Destroy all creatures. They can't be regenerated.",
     (Destroy(Each(Filter(types=C)), no_regenerate=True),), ()),
    ("Counter target red or green spell.", (Counter(T0),),
     (_slot("target red or green spell"),)),
    ("Exile target creature. Its controller gains life equal to its power.",
     (MoveTo(T0, Zone.EXILE), GainLife(PowerOf(T0), ControllerOf(T0))),
     (_slot("target creature"),)),
    ("Counter target noncreature spell. Its controller loses 2 life.",
     (Counter(T0), LoseLife(Fixed(2), ControllerOf(T0))),
     (_slot("target noncreature spell"),)),
    ("Destroy target nonland permanent and all other permanents with the same name as that "
     "permanent.", (Destroy(TargetAndSameName(T0, Filter())),),
     (_slot("target nonland permanent"),)),
    ("Return target nonland permanent and all other permanents with the same name as that "
     "permanent to their owners' hands.",
     (MoveTo(TargetAndSameName(T0, Filter()), Zone.HAND, from_zone=Zone.BATTLEFIELD),),
     (_slot("target nonland permanent"),)),
    ("~ deals 3 damage to any target. A creature dealt damage this way can't be regenerated "
     "this turn.", (DealDamage(Fixed(3), T0, no_regenerate=True),),
     (TargetSlot(TargetKind.ANY),)),
    ("Put three -1/-1 counters on target creature.",
     (PutCounters(T0, CounterKind.M1M1, Fixed(3)),), (_slot("target creature"),)),
]


@pytest.mark.parametrize(("text", "effect", "targets"), SENTENCES, ids=[s[0] for s in SENTENCES])
def test_sentence_typed_tree(text: str, effect: tuple[object, ...],
                             targets: tuple[TargetSlot, ...]) -> None:
    got_effect, got_targets = _compile(text)
    assert got_effect == effect
    assert tuple(dataclasses.replace(t, text="") for t in got_targets) == \
        tuple(dataclasses.replace(t, text="") for t in targets)


@pytest.mark.parametrize("text", [
    "Destroy target creature. They can't be regenerated.",
    "Destroy all creatures. It can't be regenerated.",
    "Its controller gains 4 life.",                       # "its" names nothing
    "Draw a card. Its controller gains 4 life.",          # nothing targeted before
    "Destroy target creature and all other creatures with the same name as that permanent.",
])
def test_pronouns_without_their_referent_do_not_compile(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_line(Line(text, text), INSTANT)
