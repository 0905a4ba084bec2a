"""Snapshot tests of the typed tree of the counter keywords (CR 701.44, 702:
:mod:`mtgrules.keywords_counters`): each line parses into exactly the expected model and renders
back; near misses are refused."""

from __future__ import annotations

import dataclasses

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.mana import ManaCost
from mtgrules.model import (
    AbilityKeyword,
    ActivatedAbility,
    Attach,
    Attacks,
    BeginningOf,
    CardType,
    Cost,
    CounterKind,
    CountersOn,
    CreateToken,
    Dies,
    Each,
    EntersWithCounters,
    EventObject,
    Filter,
    Fixed,
    May,
    PowerOf,
    Predicate,
    PutCounters,
    Sacrifice,
    SpellCast,
    StaticAbility,
    Step,
    TargetKind,
    TargetRef,
    TargetSlot,
    ThisObject,
    Those,
    TriggeredAbility,
    Whose,
    Zone,
)
from mtgrules.model.base import Ability
from mtgrules.model.keyword_abilities import KeywordTag, TriggerKeyword
from mtgrules.model.keywords_counters import (
    AttacksMostLife,
    AttacksWithGreaterPower,
    BackupGrant,
    BloodthirstCounters,
    Bolster,
    Connive,
    DevourCounters,
    DrainOpponents,
    EvolveCounter,
    EvolveEnters,
    Explore,
    Fabricate,
    HasCounter,
    LastCounterRemoved,
    MayEnterWithCounter,
    MayPayThen,
    RemoveCounterFromThis,
)
from mtgrules.model.rules import CantBlock
from mtgrules.model.triggers import Enters
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line

CREATURE = TypeLine.parse("Artifact Creature — Golem")
K = TriggerKeyword


def _bare(a: Ability) -> Ability:
    return dataclasses.replace(a, key="", text="")


def _compile(text: str) -> tuple[Ability, ...]:
    return tuple(_bare(a) for a in compile_line(Line(text, text), CREATURE))


def _trig(tag: KeywordTag, **kw: object) -> TriggeredAbility:
    return TriggeredAbility("", "", keyword_tag=tag, **kw)  # type: ignore[arg-type]


_AC = frozenset({CardType.ARTIFACT, CardType.CREATURE})

CASES: list[tuple[str, tuple[Ability, ...]]] = [
    ("Fabricate 2", (_trig(KeywordTag(K.FABRICATE, 2), event=Enters(),
                           effect=(Fabricate(2),)),)),
    ("Mentor", (_trig(KeywordTag(K.MENTOR), event=Attacks(), targets=(TargetSlot(
        TargetKind.OBJECT, Filter(types=frozenset({CardType.CREATURE}), predicates=frozenset({
            Predicate.ATTACKING, Predicate.POWER_LESS_THAN_SOURCE})),
        text="target attacking creature with power less than this creature's power"),),
        effect=(PutCounters(TargetRef(0), CounterKind.P1P1),)),)),
    ("Evolve", (_trig(KeywordTag(K.EVOLVE), event=EvolveEnters(), effect=(EvolveCounter(),)),)),
    ("Extort", (_trig(KeywordTag(K.EXTORT), event=SpellCast(Whose.YOU, Filter()), effect=(
        MayPayThen(ManaCost.parse("{W/B}")), DrainOpponents(1))),)),
    ("Living weapon", (_trig(KeywordTag(K.LIVING_WEAPON), event=Enters(), effect=(
        CreateToken("0/0 black Phyrexian Germ creature token"),
        Attach(ThisObject(), Those()))),)),
    ("For Mirrodin!", (_trig(KeywordTag(K.FOR_MIRRODIN), event=Enters(), effect=(
        CreateToken("2/2 red Rebel creature token"), Attach(ThisObject(), Those()))),)),
    ("Modular 3", (StaticAbility("", "", replacement=EntersWithCounters(
        CounterKind.P1P1, Fixed(3))), _trig(KeywordTag(K.MODULAR, 3), event=Dies(), targets=(
            TargetSlot(TargetKind.OBJECT, Filter(types=_AC), text="target artifact creature"),),
        effect=(May("You may put a +1/+1 counter on target artifact creature for each +1/+1 "
                    "counter on this permanent?", (PutCounters(TargetRef(0), CounterKind.P1P1,
                                                               CountersOn(ThisObject(),
                                                                          CounterKind.P1P1)),
                                                   )),)))),
    ("Bloodthirst 2", (StaticAbility("", "", replacement=BloodthirstCounters(2)),)),
    ("Riot", (StaticAbility("", "", replacement=MayEnterWithCounter(else_haste=True)),)),
    ("Unleash", (StaticAbility("", "", replacement=MayEnterWithCounter()), StaticAbility(
        "", "", rules=(CantBlock(),), condition=HasCounter(CounterKind.P1P1)))),
    ("Dethrone", (_trig(KeywordTag(K.DETHRONE), event=AttacksMostLife(), effect=(
        PutCounters(ThisObject(), CounterKind.P1P1),)),)),
    ("Backup 2", (_trig(KeywordTag(K.BACKUP, 2), event=Enters(), targets=(TargetSlot(
        TargetKind.OBJECT, Filter(types=frozenset({CardType.CREATURE})),
        text="target creature"),), effect=(PutCounters(TargetRef(0), CounterKind.P1P1, Fixed(2)),
                                            BackupGrant())),)),
    ("Scavenge {3}{G}", (ActivatedAbility("", "", cost=Cost(
        mana=ManaCost.parse("{3}{G}"), exile_self=True), effect=(PutCounters(
            TargetRef(0), CounterKind.P1P1, PowerOf(ThisObject())),), targets=(TargetSlot(
                TargetKind.OBJECT, Filter(types=frozenset({CardType.CREATURE})),
                text="target creature"),), sorcery_speed=True, zone=Zone.GRAVEYARD,
        keyword=AbilityKeyword.SCAVENGE),)),
    ("Reinforce 2—{1}{G}", (ActivatedAbility("", "", cost=Cost(
        mana=ManaCost.parse("{1}{G}"), discard_self=True), effect=(PutCounters(
            TargetRef(0), CounterKind.P1P1, Fixed(2)),), targets=(TargetSlot(
                TargetKind.OBJECT, Filter(types=frozenset({CardType.CREATURE})),
                text="target creature"),), zone=Zone.HAND, keyword=AbilityKeyword.REINFORCE),)),
    ("Vanishing 3", (StaticAbility("", "", replacement=EntersWithCounters(
        CounterKind.TIME, Fixed(3))), _trig(KeywordTag(K.VANISHING, 3), event=BeginningOf(
            Step.UPKEEP), intervening_if=HasCounter(CounterKind.TIME), effect=(
                RemoveCounterFromThis(CounterKind.TIME),)), TriggeredAbility(
                    "", "", event=LastCounterRemoved(CounterKind.TIME), effect=(
                        Sacrifice(ThisObject()),)))),
    ("Fading 2", (StaticAbility("", "", replacement=EntersWithCounters(
        CounterKind.FADE, Fixed(2))), _trig(KeywordTag(K.FADING, 2), event=BeginningOf(
            Step.UPKEEP), effect=(RemoveCounterFromThis(CounterKind.FADE, or_sacrifice=True),)))),
    ("Devour 2", (StaticAbility("", "", replacement=DevourCounters(2)),)),
    ("Training", (_trig(KeywordTag(K.TRAINING), event=AttacksWithGreaterPower(), effect=(
        PutCounters(ThisObject(), CounterKind.P1P1),)),)),
    ("When ~ enters, bolster 2.", (TriggeredAbility("", "", event=Enters(), effect=(
        Bolster(2),)),)),
    ("Outlast {1}{W}", (ActivatedAbility("", "", cost=Cost(
        mana=ManaCost.parse("{1}{W}"), tap=True), effect=(PutCounters(
            ThisObject(), CounterKind.P1P1),), sorcery_speed=True,
        keyword=AbilityKeyword.OUTLAST),)),
    ("When ~ enters, it connives.", (TriggeredAbility("", "", event=Enters(), effect=(
        Connive(ThisObject()),)),)),
    ("When ~ enters, it explores.", (TriggeredAbility("", "", event=Enters(), effect=(
        Explore(ThisObject()),)),)),
    ("When ~ enters, it explores, then it explores again.", (TriggeredAbility(
        "", "", event=Enters(), effect=(Explore(ThisObject()), Explore(ThisObject()))),)),
    ("Whenever a creature you control enters, it explores.", (TriggeredAbility(
        "", "", event=Enters(Each(Filter(types=frozenset({CardType.CREATURE}),
                                         controller=Whose.YOU))),
        effect=(Explore(EventObject()),)),)),
    ("When ~ dies, target creature you control explores.", (TriggeredAbility(
        "", "", event=Dies(), targets=(TargetSlot(TargetKind.OBJECT, Filter(
            types=frozenset({CardType.CREATURE}), controller=Whose.YOU),
            text="target creature you control"),), effect=(Explore(TargetRef(0)),)),)),
]


@pytest.mark.parametrize("text,expected", CASES, ids=[c[0] for c in CASES])
def test_keywords_counters_template_snapshot(text: str, expected: tuple[Ability, ...]) -> None:
    assert _compile(text) == expected


@pytest.mark.parametrize("text", [
    "Fabricate", "Fabricate 0", "Mentor 1", "Evolve 2", "Extort {W}", "Living Weapon",
    "For Mirrodin", "Modular", "Modular 0", "Bloodthirst", "Bloodthirst X", "Bloodthirst 0",
    "Backup", "Backup 0", "Vanishing", "Fading", "Fading 0", "Devour", "Devour X", "Training 1", "Outlast", "Outlast {X}", "When ~ enters, bolster X.", "Scavenge", "Scavenge {X}", "Reinforce {1}{G}", "Reinforce 0—{1}", "Riot 1", "Unleash 2", "Dethrone 1", "When ~ enters, it explores twice.", "When ~ enters, it connives twice.", "Whenever a player draws a card, it explores.",
])
def test_keywords_counters_near_misses_are_refused(text: str) -> None:
    with pytest.raises(Unsupported):
        _compile(text)


def test_a_lone_modular_trigger_does_not_render_as_modular() -> None:
    """Modular is two abilities (CR 702.43a): its trigger alone never passes as the keyword."""
    from mtgrules.keywords_counters import modular
    from mtgrules.oracle.render import render_line

    static, trig = modular(2)
    with pytest.raises(ValueError):
        render_line((trig,))
    assert render_line((static, trig)) == "Modular 2"
    with pytest.raises(ValueError):
        render_line((StaticAbility("", "", replacement=EntersWithCounters(
            CounterKind.P1P1, Fixed(3))), trig))


def test_backup_grants_the_abilities_printed_below_it() -> None:
    """CR 702.165a, c: the compiled card's backup ability grants exactly the (keyed) abilities
    printed after it."""
    from mtgrules.oracle import compiled_definition

    d = compiled_definition("Boon-Bringer Valkyrie")
    assert d is not None
    backup, *below = d.abilities
    grants = [e for e in getattr(backup, "effect", ()) if isinstance(e, BackupGrant)]
    assert grants == [BackupGrant(tuple(below))]
    assert [a.key for a in below] == ["kw:flying", "kw:first strike", "kw:lifelink"]
