"""Snapshot tests of the typed tree of the keyword-ability templates (CR 702): evasion and
damage-result keywords, combat-rule statics, unearth, and the triggered keywords; each parses
into exactly the expected model and renders back; a near miss is refused."""

from __future__ import annotations

import dataclasses

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.keywords import keyword, unearth
from mtgrules.mana import ManaCost
from mtgrules.model import (
    AbilityKeyword,
    ActivatedAbility,
    ApplyContinuous,
    AttacksEachCombat,
    BeginningOf,
    Color,
    Cost,
    CounterKind,
    DealsCombatDamageToPlayer,
    Dies,
    Each,
    EventObject,
    Filter,
    Fixed,
    Keyword,
    KeywordName,
    ModifyPT,
    ProtectionFrom,
    PutCounters,
    Sacrifice,
    SearchLibrary,
    StaticAbility,
    Step,
    ThisObject,
    TriggeredAbility,
    UnlessPays,
    Whose,
    Zone,
)
from mtgrules.model.base import Ability, CardType, Supertype
from mtgrules.model.keyword_abilities import (
    AttacksAlone,
    BecomeRenowned,
    BecomesBlockedByCreatureWithout,
    BlockersBeyondFirst,
    BlocksOrBecomesBlocked,
    CameUnderControlSinceLastUpkeep,
    HadNoCounters,
    KeywordTag,
    NotRenowned,
    ReturnWithCounter,
    TriggerKeyword,
)
from mtgrules.model.rules import CanBlockAdditional, CantBeBlockedByMore, CantBeCountered
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line

CREATURE = TypeLine.parse("Creature — Bear")
K = TriggerKeyword


def _bare(a: Ability) -> Ability:
    return a if a.key.startswith("kw:") else dataclasses.replace(a, key="", text="")


def _compile(text: str) -> tuple[Ability, ...]:
    return tuple(_bare(a) for a in compile_line(Line(text, text), CREATURE))


def _trig(tag: KeywordTag, **kw: object) -> TriggeredAbility:
    return TriggeredAbility("", "", keyword_tag=tag, **kw)  # type: ignore[arg-type]


CASES: list[tuple[str, tuple[Ability, ...]]] = [
    ("Fear", (keyword("fear"),)),
    ("Flying, horsemanship", (keyword("flying"), keyword("horsemanship"))),
    ("Shadow", (keyword("shadow"),)),
    ("Intimidate", (keyword("intimidate"),)),
    ("Skulk", (keyword("skulk"),)),
    ("Infect", (keyword("infect"),)),
    ("Wither", (keyword("wither"),)),
    ("Changeling", (keyword("changeling"),)),
    ("Devoid", (keyword("devoid"),)),
    ("~ attacks each combat if able.",
     (StaticAbility("", "", rules=(AttacksEachCombat(),)),)),
    ("~ can block an additional creature each combat.",
     (StaticAbility("", "", rules=(CanBlockAdditional(1),)),)),
    ("~ can't be blocked by more than one creature.",
     (StaticAbility("", "", rules=(CantBeBlockedByMore(1),)),)),
    ("~ can't be blocked by more than two creatures.",
     (StaticAbility("", "", rules=(CantBeBlockedByMore(2),)),)),
    ("Unearth {2}{B}", (_bare(unearth("{2}{B}")),)),
    ("Toxic 2", (Keyword("", "", name=KeywordName.TOXIC, n=2),)),
    ("Forestcycling {2}", (ActivatedAbility("", "", cost=Cost(
        mana=ManaCost.parse("{2}"), discard_self=True), effect=(SearchLibrary(Filter(
            subtypes=frozenset({"Forest"}), zone=Zone.LIBRARY), Zone.HAND),), zone=Zone.HAND,
        keyword=AbilityKeyword.CYCLING),)),
    ("Basic landcycling {1}{R}", (ActivatedAbility("", "", cost=Cost(
        mana=ManaCost.parse("{1}{R}"), discard_self=True), effect=(SearchLibrary(Filter(
            types=frozenset({CardType.LAND}), supertypes=frozenset({Supertype.BASIC}),
            zone=Zone.LIBRARY), Zone.HAND),), zone=Zone.HAND,
        keyword=AbilityKeyword.CYCLING),)),
    ("Exalted", (_trig(KeywordTag(K.EXALTED), event=AttacksAlone(Each(Filter(
        types=frozenset({CardType.CREATURE}), controller=Whose.YOU))), effect=(
        ApplyContinuous(EventObject(), (ModifyPT(Fixed(1), Fixed(1)),)),)),)),
    ("Bushido 2", (_trig(KeywordTag(K.BUSHIDO, 2), event=BlocksOrBecomesBlocked(), effect=(
        ApplyContinuous(ThisObject(), (ModifyPT(Fixed(2), Fixed(2)),)),)),)),
    ("Flanking", (_trig(KeywordTag(K.FLANKING), event=BecomesBlockedByCreatureWithout(
        K.FLANKING), effect=(ApplyContinuous(EventObject(), (
            ModifyPT(Fixed(-1), Fixed(-1)),)),)),)),
    ("Rampage 3", (_trig(KeywordTag(K.RAMPAGE, 3), event=BlocksOrBecomesBlocked(
        blocks=False), effect=(ApplyContinuous(ThisObject(), (ModifyPT(
            BlockersBeyondFirst(3), BlockersBeyondFirst(3)),)),)),)),
    ("Undying", (_trig(KeywordTag(K.UNDYING), event=Dies(), intervening_if=HadNoCounters(
        CounterKind.P1P1), effect=(ReturnWithCounter(CounterKind.P1P1),)),)),
    ("Echo {2}{R}", (_trig(KeywordTag(K.ECHO, cost=ManaCost.parse("{2}{R}")),
                           event=BeginningOf(Step.UPKEEP),
                           intervening_if=CameUnderControlSinceLastUpkeep(), effect=(
                               UnlessPays(ManaCost.parse("{2}{R}"), (
                                   Sacrifice(ThisObject()),)),)),)),
    ("~ can't be countered.", (StaticAbility("", "", rules=(CantBeCountered(),)),)),
    ("Renown 2", (_trig(KeywordTag(K.RENOWN, 2), event=DealsCombatDamageToPlayer(),
                        intervening_if=NotRenowned(), effect=(
                            PutCounters(ThisObject(), CounterKind.P1P1, Fixed(2)),
                            BecomeRenowned())),)),
    ("Persist", (_trig(KeywordTag(K.PERSIST), event=Dies(), intervening_if=HadNoCounters(
        CounterKind.M1M1), effect=(ReturnWithCounter(CounterKind.M1M1),)),)),
]


@pytest.mark.parametrize("text,expected", CASES, ids=[c[0] for c in CASES])
def test_702_keyword_template_snapshot(text: str, expected: tuple[Ability, ...]) -> None:
    assert _compile(text) == expected


@pytest.mark.parametrize("text", [
    "Bushido", "Exalted 2", "Toxic", "Toxic 0", "Goocycling {2}", "Echo", "Echo {X}", "Soulshift", "Renown", "Rampage 0", "Undying 1", "Fear, fear",
    "~ can't be blocked by more than one creatures.", "Unearth 3",
])
def test_702_keyword_near_misses_are_refused(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_line(Line(text, text), CREATURE)


def test_702_tagged_trigger_with_a_changed_effect_has_no_keyword_rendering() -> None:
    """A triggered ability claiming to be bushido with another bonus must not render as
    "Bushido 2" (the render check proves the model is the keyword's own)."""
    from mtgrules.oracle.render import render_ability

    (a,) = compile_line(Line("Bushido 2", "Bushido 2"), CREATURE)
    assert isinstance(a, TriggeredAbility)
    bad = dataclasses.replace(a, effect=(ApplyContinuous(ThisObject(), (
        ModifyPT(Fixed(3), Fixed(3)),)),))
    with pytest.raises(ValueError):
        render_ability(bad)


def test_702_46a_soulshift_is_the_compiled_dies_trigger_tagged() -> None:
    """Soulshift 3 is exactly the compiled "When ~ dies, you may return target Spirit card
    with mana value 3 or less from your graveyard to your hand.", tagged."""
    from mtgrules.oracle.triggers import parse_triggered

    (a,) = _compile("Soulshift 3")
    plain = parse_triggered("When ~ dies, you may return target Spirit card with mana value "
                            "3 or less from your graveyard to your hand.")
    assert isinstance(a, TriggeredAbility) and plain is not None
    assert a.keyword_tag == KeywordTag(K.SOULSHIFT, 3)
    assert dataclasses.replace(a, keyword_tag=None) == _bare(plain)


def test_702_16g_protection_from_two_qualities_is_two_abilities() -> None:
    """"protection from black and from green" is two protection abilities (CR 702.16g), read
    in a keyword list and written back the same way; a third in a row has no rendering."""
    from mtgrules.oracle.render import render_line

    line = "Double strike, protection from black and from green"
    got = compile_line(Line(line, line), CREATURE)
    assert got[0] == keyword("double strike")
    assert [a.rules for a in got[1:]] == [  # type: ignore[attr-defined]
        (ProtectionFrom(colors=frozenset({Color.BLACK})),),
        (ProtectionFrom(colors=frozenset({Color.GREEN})),)]
    assert render_line(got) == line
    with pytest.raises(ValueError):
        render_line((*got, got[1]))
    for near in ("Protection from black and from black", "Protection from black and green"):
        with pytest.raises(Unsupported):
            compile_line(Line(near, near), CREATURE)


def test_207_2c_heroic_is_a_cast_trigger_on_spells_that_target_it() -> None:
    """"Heroic — Whenever you cast a spell that targets ~" (the ability word removed): the cast
    event limited to spells targeting this object; written back the same way."""
    from mtgrules.model import SpellCast
    from mtgrules.oracle.render import render_ability

    text = "Whenever you cast a spell that targets ~, put a +1/+1 counter on each creature " \
        "you control."
    (a,) = compile_line(Line(text, text), CREATURE)
    assert isinstance(a, TriggeredAbility)
    assert a.event == SpellCast(Whose.YOU, Filter(), targets_this=True)
    assert render_ability(a) == text
    aura = "Whenever you cast a creature spell that targets ~, you gain 1 life."
    (b,) = compile_line(Line(aura, aura), CREATURE)
    assert isinstance(b, TriggeredAbility) and isinstance(b.event, SpellCast)
    assert b.event.targets_this and render_ability(b) == aura


def test_207_2c_battalion_event_reads_and_renders() -> None:
    from mtgrules.model.keyword_abilities import AttacksWithOthers
    from mtgrules.oracle.render import render_ability

    text = "Whenever ~ and at least two other creatures attack, ~ gets +2/+2 until end of turn."
    (a,) = compile_line(Line(text, text), CREATURE)
    assert isinstance(a, TriggeredAbility) and a.event == AttacksWithOthers(2)
    assert render_ability(a) == text
    with pytest.raises(Unsupported):
        near = "Whenever ~ and at least one other creatures attack, ~ gets +2/+2 until end " \
            "of turn."
        compile_line(Line(near, near), CREATURE)


def test_207_2c_rally_event_is_this_or_another_ally_entering() -> None:
    from mtgrules.model import Enters
    from mtgrules.oracle.render import render_ability

    text = ("Whenever ~ or another Ally you control enters, creatures you control gain "
            "vigilance until end of turn.")
    (a,) = compile_line(Line(text, text), CREATURE)
    assert isinstance(a, TriggeredAbility) and isinstance(a.event, Enters)
    assert a.event.or_this and a.event.what == Each(Filter(
        subtypes=frozenset({"Ally"}), controller=Whose.YOU, other=True))
    assert render_ability(a) == text
    with pytest.raises(ValueError):  # "or this" needs the other permanents as the subject
        Enters(ThisObject(), or_this=True)


def test_702_115a_ingest_is_its_combat_damage_trigger() -> None:
    """Ingest is exactly "Whenever ~ deals combat damage to a player, that player exiles the
    top card of their library.", tagged."""
    from mtgrules.oracle.triggers import parse_triggered

    (a,) = _compile("Ingest")
    plain = parse_triggered("Whenever ~ deals combat damage to a player, that player exiles "
                            "the top card of their library.")
    assert isinstance(a, TriggeredAbility) and plain is not None
    assert a.keyword_tag == KeywordTag(K.INGEST)
    assert dataclasses.replace(a, keyword_tag=None) == _bare(plain)
