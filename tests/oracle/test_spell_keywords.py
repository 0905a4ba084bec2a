"""Keyword lines of instants and sorceries (CR 702): flashback (702.34a, an alternative cost)
and storm (702.40a, a cast trigger) parse into exactly the expected model and render back; a
keyword line is its own ability, never joined to the spell's effect paragraph; near misses
are refused. Also the effect that gives a
card flashback ("... gains flashback until end of turn. The flashback cost is equal to its
mana cost."), and kicker's "If this spell was kicked, it deals 4 damage instead." (702.33d).
"""

from __future__ import annotations

import dataclasses

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.cards.registry import get_card
from mtgrules.mana import ManaCost
from mtgrules.model import (
    AnyOf,
    Cost,
    DealDamage,
    Filter,
    Fixed,
    GainFlashback,
    IfElse,
    IfKicked,
    SpellAbility,
    SpellCost,
    SpellCostCondition,
    SpellCostKind,
    TargetKind,
    TargetRef,
    TriggeredAbility,
    WasKicked,
    Whose,
    Zone,
)
from mtgrules.model.base import Ability, CardType
from mtgrules.model.cascade import CascadeBottom, CascadeExile, CastThisSpell
from mtgrules.model.copies import StormCopies
from mtgrules.model.history import IfForm
from mtgrules.model.keyword_abilities import KeywordTag, TriggerKeyword
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line
from mtgrules.oracle.render import render_ability

INSTANT = TypeLine.parse("Instant")


def _bare(a: Ability) -> Ability:
    return dataclasses.replace(a, key="", text="")


def _compile(text: str) -> tuple[Ability, ...]:
    return tuple(_bare(a) for a in compile_line(Line(text, text), INSTANT))


def test_702_34a_flashback_is_an_alternative_cost_from_the_graveyard() -> None:
    assert _compile("Flashback {1}{B}") == (
        SpellCost("", "", kind=SpellCostKind.ALTERNATIVE,
                  cost=Cost(mana=ManaCost.parse("{1}{B}")), keyword="flashback",
                  condition=SpellCostCondition.FROM_GRAVEYARD),)


def test_702_34a_flashback_renders_only_with_its_condition() -> None:
    (a,) = _compile("Flashback {G}")
    assert render_ability(a) == "Flashback {G}"
    assert isinstance(a, SpellCost)
    with pytest.raises(ValueError):  # a flashback cost payable from the hand is not flashback
        render_ability(dataclasses.replace(a, condition=SpellCostCondition.ALWAYS))


@pytest.mark.parametrize("text", ["Flashback", "Flashback G"])
def test_702_34a_flashback_near_misses_are_refused(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_line(Line(text, text), INSTANT)


def test_702_34a_flashback_cost_with_x_is_read() -> None:
    """"Flashback {X}{R}{R}{R}" (Devil's Play): X is announced for the cost paid (107.3)."""
    (a,) = compile_line(Line("Flashback {X}{R}{R}{R}", "Flashback {X}{R}{R}{R}"), INSTANT)
    assert isinstance(a, SpellCost) and a.keyword == "flashback"
    assert a.cost.mana.x_count == 1


@pytest.mark.parametrize("card,cost", [("Ancient Grudge", "{G}"),
                                       ("Lingering Souls", "{1}{B}"),
                                       ("Think Twice", "{2}{U}")])
def test_702_34a_a_flashback_card_is_its_spell_and_its_flashback_cost(card: str,
                                                                      cost: str) -> None:
    """The flashback line is not joined to the effect paragraph before it."""
    sa, fb = get_card(card).abilities
    assert isinstance(sa, SpellAbility) and sa.effect
    assert isinstance(fb, SpellCost) and fb.keyword == "flashback"
    assert fb.cost == Cost(mana=ManaCost.parse(cost))


SNAPCASTER = ("When ~ enters, target instant or sorcery card in your graveyard gains flashback "
              "until end of turn. The flashback cost is equal to its mana cost.")


def test_702_34a_gains_flashback_is_one_effect_on_a_graveyard_target() -> None:
    (a,) = compile_line(Line(SNAPCASTER, SNAPCASTER), TypeLine.parse("Creature — Human Wizard"))
    assert isinstance(a, TriggeredAbility)
    assert a.effect == (GainFlashback(TargetRef(0)),)
    (slot,) = a.targets
    assert slot.kind is TargetKind.OBJECT and not slot.up_to
    assert slot.filter == AnyOf((
        Filter(types=frozenset({CardType.INSTANT}), controller=Whose.YOU, zone=Zone.GRAVEYARD),
        Filter(types=frozenset({CardType.SORCERY}), controller=Whose.YOU, zone=Zone.GRAVEYARD)))
    assert render_ability(a) == SNAPCASTER


@pytest.mark.parametrize("text", [
    "Target instant or sorcery card in your graveyard gains flashback until end of turn.",
    "Target instant or sorcery card in your graveyard gains flashback until end of turn. The "
    "flashback cost is equal to its mana value.",
    "Target instant or sorcery card in a graveyard gains flashback until end of turn. The "
    "flashback cost is equal to its mana cost.",
])
def test_702_34a_gains_flashback_near_misses_are_refused(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_line(Line(text, text), INSTANT)


def test_702_40a_storm_is_its_cast_trigger_and_renders_back() -> None:
    (a,) = _compile("Storm")
    assert a == TriggeredAbility("", "", event=CastThisSpell(), effect=(StormCopies(),),
                                 keyword_tag=KeywordTag(TriggerKeyword.STORM))
    assert render_ability(a) == "Storm"
    assert isinstance(a, TriggeredAbility)
    with pytest.raises(ValueError):  # a cast trigger doing something else is not storm
        render_ability(dataclasses.replace(a, effect=(CascadeExile(), CascadeBottom())))


def test_702_40a_storm_on_a_permanent_card_is_refused() -> None:
    with pytest.raises(Unsupported, match="permanent"):
        compile_line(Line("Storm", "Storm"), TypeLine.parse("Creature — Ooze"))


def test_702_40a_grapeshot_is_its_spell_and_storm() -> None:
    sa, storm = get_card("Grapeshot").abilities
    assert isinstance(sa, SpellAbility) and sa.effect
    assert isinstance(storm, TriggeredAbility) and storm.effect == (StormCopies(),)


BURST = "~ deals 2 damage to any target. If ~ was kicked, it deals 4 damage instead."


def test_702_33d_kicked_instead_replaces_the_spells_own_effect() -> None:
    (a,) = compile_line(Line(BURST, BURST), INSTANT)
    assert isinstance(a, SpellAbility)
    assert a.effect == (IfElse(WasKicked(), (DealDamage(Fixed(4), TargetRef(0)),),
                               (DealDamage(Fixed(2), TargetRef(0)),),
                               IfForm.INSTEAD_AFTER_IT),)
    assert render_ability(a) == BURST
    with pytest.raises(ValueError):  # "If ~ was kicked, [effect]" alone is IfKicked's
        render_ability(dataclasses.replace(a, effect=(dataclasses.replace(
            a.effect[0], otherwise=(), form=IfForm.IF),)))  # type: ignore[arg-type]


def test_702_33d_plain_if_kicked_stays_ifkicked() -> None:
    text = "Draw a card. If ~ was kicked, draw a card."
    (a,) = compile_line(Line(text, text), INSTANT)
    assert isinstance(a, SpellAbility) and isinstance(a.effect[1], IfKicked)


def test_702_33e_it_was_kicked_is_an_intervening_if() -> None:
    text = "When ~ enters, if it was kicked, you gain 10 life."
    (a,) = compile_line(Line(text, text), TypeLine.parse("Creature — Human Druid"))
    assert isinstance(a, TriggeredAbility) and a.intervening_if == WasKicked(it=True)
    assert render_ability(a) == text
