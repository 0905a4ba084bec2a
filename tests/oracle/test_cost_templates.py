"""Snapshot tests of the typed tree for the casting-cost templates: convoke, improvise, delve
(CR 702.51, 702.126, 702.66), "As an additional cost to cast ~, discard a card." (118.8),
affinity (702.41a), spell cost changes (601.2f), dash, evoke, warp, madness, buyback,
suspend, cumulative upkeep and a keywordless alternative cost (118.9); each parses into
exactly this model and renders back to the text."""

from __future__ import annotations

import dataclasses

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.keywords import keyword
from mtgrules.keywords_triggered import keyword_trigger
from mtgrules.mana import ManaCost
from mtgrules.model import (
    AnyOf,
    CardType,
    ChangeSpellCost,
    ChooseOthers,
    Cost,
    Filter,
    Predicate,
    SpellCost,
    SpellCostCondition,
    SpellCostKind,
    StaticAbility,
    Suspend,
    TargetsA,
    Whose,
    Zone,
)
from mtgrules.model.amounts import CountOf
from mtgrules.model.base import Ability
from mtgrules.model.continuous import YouControlAtLeast
from mtgrules.model.keyword_abilities import KeywordTag, TriggerKeyword
from mtgrules.model.triggers import CreatureDiedThisTurn
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line

CREATURE = TypeLine.parse("Creature — Frog")
INSTANT = TypeLine.parse("Instant")


def _bare(a: Ability) -> Ability:
    return a if a.key.startswith("kw:") else dataclasses.replace(a, key="", text="")


def _compile(text: str, tl: TypeLine) -> tuple[Ability, ...]:
    return tuple(_bare(a) for a in compile_line(Line(text, text), tl))


def _cost(kind: SpellCostKind, mana: str, keyword: str,
          cond: SpellCostCondition = SpellCostCondition.ALWAYS) -> tuple[Ability, ...]:
    return (SpellCost("", "", kind=kind, cost=Cost(mana=ManaCost.parse(mana)), keyword=keyword,
                      condition=cond),)


_ALT, _OPT = SpellCostKind.ALTERNATIVE, SpellCostKind.OPTIONAL


def _static(ch: ChangeSpellCost) -> tuple[Ability, ...]:
    return (StaticAbility("", "", cost_modification=ch),)


_ARTIFACTS = CountOf(Filter(types=frozenset({CardType.ARTIFACT}), controller=Whose.YOU))

CASES: list[tuple[str, TypeLine, tuple[Ability, ...]]] = [
    ("Convoke", INSTANT, (keyword("convoke"),)),
    ("Flying, convoke", CREATURE, (keyword("flying"), keyword("convoke"))),
    ("Improvise", CREATURE, (keyword("improvise"),)),
    ("Delve", INSTANT, (keyword("delve"),)),
    ("As an additional cost to cast ~, discard a card.", INSTANT,
     (SpellCost("", "", kind=SpellCostKind.ADDITIONAL, cost=Cost(discard=1)),)),
    ("Affinity for artifacts", CREATURE,
     _static(ChangeSpellCost(1, this_spell=True, per=_ARTIFACTS, affinity=True))),
    ("~ costs {1} less to cast for each artifact you control.", INSTANT,
     _static(ChangeSpellCost(1, this_spell=True, per=_ARTIFACTS))),
    ("Instant and sorcery spells you cast cost {1} less to cast.", CREATURE,
     _static(ChangeSpellCost(1, spells=AnyOf((
         Filter(types=frozenset({CardType.INSTANT}), zone=Zone.STACK),
         Filter(types=frozenset({CardType.SORCERY}), zone=Zone.STACK)))))),
    ("Noncreature spells cost {1} more to cast.", CREATURE,
     _static(ChangeSpellCost(1, more=True, who=Whose.ANY, spells=Filter(
         nontypes=frozenset({CardType.CREATURE}), zone=Zone.STACK)))),
    ("Dinosaur spells you cast cost {1} less to cast.", CREATURE,
     _static(ChangeSpellCost(1, spells=Filter(subtypes=frozenset({"Dinosaur"}),
                                              zone=Zone.STACK)))),
    ("Spells cost {1} more to cast.", CREATURE,
     _static(ChangeSpellCost(1, more=True, who=Whose.ANY))),
    ("As an additional cost to cast ~, pay 3 life.", INSTANT,
     (SpellCost("", "", kind=SpellCostKind.ADDITIONAL, cost=Cost(life=3)),)),
    ("As an additional cost to cast ~, sacrifice an artifact or creature.", INSTANT,
     (SpellCost("", "", kind=SpellCostKind.ADDITIONAL, cost=Cost(sacrifice=ChooseOthers(
         1, AnyOf((Filter(types=frozenset({CardType.ARTIFACT}), controller=Whose.YOU),
                   Filter(types=frozenset({CardType.CREATURE}), controller=Whose.YOU)))))),)),
    ("~ costs {1} less to cast for each instant and sorcery card in your graveyard.", CREATURE,
     _static(ChangeSpellCost(1, this_spell=True, per=CountOf(AnyOf((
         Filter(types=frozenset({CardType.INSTANT}), controller=Whose.YOU,
                zone=Zone.GRAVEYARD),
         Filter(types=frozenset({CardType.SORCERY}), controller=Whose.YOU,
                zone=Zone.GRAVEYARD))))))),
    ("~ costs {1} less to cast if you control a Wizard.", CREATURE,
     _static(ChangeSpellCost(1, this_spell=True, condition=YouControlAtLeast(
         Filter(subtypes=frozenset({"Wizard"}), controller=Whose.YOU), 1)))),
    ("~ costs {2} less to cast if a creature died this turn.", CREATURE,
     _static(ChangeSpellCost(2, this_spell=True, condition=CreatureDiedThisTurn()))),
    ("~ costs {3} less to cast if it targets a tapped creature.", INSTANT,
     _static(ChangeSpellCost(3, this_spell=True, condition=TargetsA(Filter(
         types=frozenset({CardType.CREATURE}), predicates=frozenset({Predicate.TAPPED})))))),
    ("As an additional cost to cast ~, discard a card or pay {5}.", INSTANT,
     (SpellCost("", "", kind=SpellCostKind.ADDITIONAL, cost=Cost(discard=1),
                or_pay=ManaCost.parse("{5}")),)),
    ("As an additional cost to cast ~, pay {3} or sacrifice a creature.", INSTANT,
     (SpellCost("", "", kind=SpellCostKind.ADDITIONAL, cost=Cost(sacrifice=ChooseOthers(
         1, Filter(types=frozenset({CardType.CREATURE}), controller=Whose.YOU))),
                or_pay=ManaCost.parse("{3}"), pay_first=True),)),
    ("Dash {2}{B}", CREATURE, _cost(_ALT, "{2}{B}", "dash")),
    ("Evoke {2}{U}", CREATURE, _cost(_ALT, "{2}{U}", "evoke")),
    ("Warp {U}", CREATURE, _cost(_ALT, "{U}", "warp", SpellCostCondition.FROM_HAND)),
    ("Madness {R}", INSTANT, _cost(_ALT, "{R}", "madness", SpellCostCondition.MADNESS)),
    ("Buyback {3}", INSTANT, _cost(_OPT, "{3}", "buyback")),
    ("You may pay {W}{U}{B}{R}{G} rather than pay ~'s mana cost.", CREATURE,
     _cost(_ALT, "{W}{U}{B}{R}{G}", "")),
    ("Suspend 4\u2014{U}", INSTANT, (Suspend("", "", n=4, cost=ManaCost.parse("{U}")),)),
    ("Cumulative upkeep {1}", CREATURE, (dataclasses.replace(keyword_trigger(KeywordTag(
        TriggerKeyword.CUMULATIVE_UPKEEP, cost=ManaCost.parse("{1}"))), text=""),)),
]


@pytest.mark.parametrize(("text", "tl", "want"), CASES, ids=[c[0] for c in CASES])
def test_template_snapshot(text: str, tl: TypeLine, want: tuple[Ability, ...]) -> None:
    assert _compile(text, tl) == want


@pytest.mark.parametrize("text", [
    "As an additional cost to cast ~, discard one cards.",
    "As an additional cost to cast ~, sacrifice an Elf.",  # not exercised yet

    "~ costs {1} less to cast for each instant or sorcery card in your graveyard.",
    "Affinity for Equipment",  # no plural rendering
    "Foo spells you cast cost {1} less to cast.",  # not a subtype
    "Spells you cast cost {1} less to cast for each artifact you control.",
    "~ costs {1} less to cast for each artifact an opponent controls.",
    "Suspend X\u2014{X}{R}",
    "Dash {X}",
    "You may pay {X} rather than pay ~'s mana cost.",
])
def test_near_misses_are_unsupported(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_line(Line(text, text), CREATURE)


def test_113_6j_discard_this_card_cost_is_an_ability_of_the_hand() -> None:
    """"{R}{G}, Discard ~: ..." (bloodrush, channel): the ability functions in the hand (CR
    113.6j), its cost discards the card; written back the same way."""
    from mtgrules.cards.definition import TypeLine
    from mtgrules.mana import ManaCost
    from mtgrules.model import ActivatedAbility, Cost, Zone
    from mtgrules.oracle.compiler import compile_line
    from mtgrules.oracle.errors import Unsupported
    from mtgrules.oracle.normalize import Line
    from mtgrules.oracle.render import render_ability

    tl = TypeLine.parse("Creature — Beast")
    text = ("{R}{G}, Discard ~: Target attacking creature gets +4/+4 and gains trample until "
            "end of turn.")
    (a,) = compile_line(Line(text, text), tl)
    assert isinstance(a, ActivatedAbility) and a.zone is Zone.HAND
    assert a.cost == Cost(mana=ManaCost.parse("{R}{G}"), discard_self=True)
    assert render_ability(a) == text
    for near in ("{T}, Discard ~: Draw a card.", "Discard ~, {1}: Draw a card."):
        with pytest.raises(Unsupported):
            compile_line(Line(near, near), tl)
