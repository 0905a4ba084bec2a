"""Snapshot tests of the permanent families' typed trees (CR 714 Sagas, 716 Classes, 606
loyalty abilities) and their round trip through the renderer."""

from __future__ import annotations

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.mana import ManaCost
from mtgrules.model import (
    ActivatedAbility,
    BecomeLevel,
    BecomesLevel,
    ChapterReached,
    Cost,
    Draw,
    Fixed,
    TriggeredAbility,
    You,
)
from mtgrules.oracle.compiler import compile_line, parse_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line

SAGA = TypeLine.parse("Enchantment — Saga")
CLASS = TypeLine.parse("Enchantment — Class")
WALKER = TypeLine.parse("Legendary Planeswalker — Jace")
DRAW = (Draw(You(), Fixed(1)),)


def _compile(text: str, tl: TypeLine) -> tuple[object, ...]:
    return compile_line(Line(text, text), tl)


def test_714_2b_a_chapter_line_of_two_numerals_is_two_chapter_abilities() -> None:
    got = _compile("I, II — Draw a card.", SAGA)
    assert got == (
        TriggeredAbility("", "I, II — Draw a card.", event=ChapterReached(1), effect=DRAW),
        TriggeredAbility("", "I, II — Draw a card.", event=ChapterReached(2), effect=DRAW))


def test_714_2b_chapter_lines_only_on_a_saga_and_in_order() -> None:
    with pytest.raises(Unsupported):
        _compile("I — Draw a card.", WALKER)
    with pytest.raises(Unsupported, match="order"):
        _compile("II, I — Draw a card.", SAGA)


@pytest.mark.parametrize(("text", "change"), [
    ("[+1]: Draw a card.", 1), ("[\u22122]: Draw a card.", -2), ("[0]: Draw a card.", 0)])
def test_606_4_loyalty_cost_is_the_bracketed_change(text: str, change: int) -> None:
    assert _compile(text, WALKER) == (
        ActivatedAbility("", text, cost=Cost(loyalty=change), effect=DRAW),)


@pytest.mark.parametrize("text", ["[+0]: Draw a card.", "[\u2212X]: Draw a card.",
                                  "[-2]: Draw a card."])
def test_606_loyalty_costs_not_of_oracles_form_are_refused(text: str) -> None:
    with pytest.raises(Unsupported):
        _compile(text, WALKER)


def test_716_2a_level_line_is_a_sorcery_speed_level_ability() -> None:
    assert _compile("{2}{U}: Level 2", CLASS) == (ActivatedAbility(
        "", "{2}{U}: Level 2", cost=Cost(mana=ManaCost.parse("{2}{U}")),
        effect=(BecomeLevel(2),), sorcery_speed=True, level=2),)


def test_716_2b_level_trigger() -> None:
    text = "When ~ becomes level 2, draw a card."
    assert _compile(text, CLASS) == (
        TriggeredAbility("", text, event=BecomesLevel(2), effect=DRAW),)
    with pytest.raises(Unsupported):
        parse_line(Line("{2}{U}: Level 2", ""), SAGA)


# --- the effect templates these families brought (oracle/permanent_effects.py, bodies.py) ---

from mtgrules.model import (  # noqa: E402
    AnyOf,
    ApplyContinuous,
    CardType,
    CounterKind,
    EachOpponent,
    EachPlayer,
    Filter,
    MoveTo,
    PutCounters,
    ReturnChosenFromGraveyard,
    SacrificeChosen,
    SacrificePileOfChoice,
    TargetKind,
    TargetRef,
    TargetSlot,
    ThisObject,
    Those,
    Untap,
    Zone,
)
from mtgrules.model.continuous import AddAbilities  # noqa: E402

CREATURE = Filter(types=frozenset({CardType.CREATURE}))


def _effect(text: str) -> tuple[object, ...]:
    (a,) = _compile("[+1]: " + text, WALKER)
    assert isinstance(a, ActivatedAbility)
    return a.effect + a.targets


def test_701_21a_edicts() -> None:
    assert _effect("Each opponent sacrifices a creature of their choice.") == (
        SacrificeChosen(EachOpponent(), CREATURE, Fixed(1), of_their_choice=True),)
    assert _effect("Target player sacrifices two creatures.") == (
        SacrificeChosen(TargetRef(0), CREATURE, Fixed(2)),
        TargetSlot(TargetKind.PLAYER, text="target player"))
    assert _effect("Each player sacrifices an artifact or enchantment.")[0] == SacrificeChosen(
        EachPlayer(), AnyOf((Filter(types=frozenset({CardType.ARTIFACT})),
                             Filter(types=frozenset({CardType.ENCHANTMENT})))), Fixed(1))
    with pytest.raises(Unsupported):
        _effect("Each opponent sacrifices a creatures.")


def test_400_7_returns_to_the_battlefield() -> None:
    got = _effect("Put target creature card from a graveyard onto the battlefield under your "
                  "control.")
    assert got[0] == MoveTo(TargetRef(0), Zone.BATTLEFIELD, from_zone=Zone.GRAVEYARD,
                            under_your_control=True)
    got = _effect("Return target creature card from your graveyard to the battlefield.")
    assert got[0] == MoveTo(TargetRef(0), Zone.BATTLEFIELD, from_zone=Zone.GRAVEYARD)
    land = Filter(types=frozenset({CardType.LAND}), zone=Zone.GRAVEYARD)
    assert _effect("Each player returns two land cards from their graveyard to the "
                   "battlefield.") == (ReturnChosenFromGraveyard(EachPlayer(), land, Fixed(2)),)


def test_122_1_other_counters_and_those() -> None:
    assert _effect("Put a loyalty counter on ~.") == (
        PutCounters(ThisObject(), CounterKind.LOYALTY, Fixed(1)),)
    got = _effect("Put a +1/+1 counter on each creature you control. Those creatures gain "
                  "vigilance until end of turn.")
    assert isinstance(got[1], ApplyContinuous) and got[1].what == Those("those creatures")
    assert isinstance(got[1].parts[0], AddAbilities)
    got = _effect("Put two +1/+1 counters on target creature. Untap it.")
    assert got[1] == Untap(Those("it"))


def test_700_3_two_piles() -> None:
    assert _effect("Separate all permanents target player controls into two piles. That "
                   "player sacrifices all permanents in the pile of their choice.")[0] == \
        SacrificePileOfChoice(TargetRef(0))


# --- durations (CR 611.2a-b), self-damage (120.3), life-total tokens (604.3) ---------------

from mtgrules.model import (  # noqa: E402  # noqa: E402
    ApplyRule,
    CreateToken,
    DealsDamageToItself,
    DefinePT,
    Duration,
    Each,
    LifeTotal,
    Predicate,
    SetController,
    StaticAbility,
    Whose,
)
from mtgrules.model.rules import AttacksEachCombat  # noqa: E402
from mtgrules.oracle.tokens import token_def  # noqa: E402


def _chapter(text: str) -> tuple[object, ...]:
    (a,) = _compile("I — " + text, SAGA)
    assert isinstance(a, TriggeredAbility)
    return a.effect


@pytest.mark.parametrize(("tail", "duration"), [
    ("", Duration.INDEFINITE), (" until end of turn", Duration.END_OF_TURN),
    (" for as long as ~ remains on the battlefield", Duration.WHILE_SOURCE_REMAINS)])
def test_611_2b_gain_control_durations(tail: str, duration: Duration) -> None:
    assert _chapter(f"Gain control of target creature{tail}.") == (
        ApplyContinuous(TargetRef(0), (SetController(),), duration),)


def test_611_2a_until_your_next_turn_group_must_attack() -> None:
    opp_creatures = Filter(types=frozenset({CardType.CREATURE}), controller=Whose.OPPONENT)
    assert _chapter("Until your next turn, creatures your opponents control attack each "
                    "combat if able.") == (
        ApplyRule(AttacksEachCombat(), Each(opp_creatures), Duration.UNTIL_YOUR_NEXT_TURN),)


def test_120_3_each_tapped_creature_deals_damage_to_itself() -> None:
    tapped = Filter(types=frozenset({CardType.CREATURE}), predicates=frozenset({Predicate.TAPPED}))
    assert _chapter("Each tapped creature deals damage to itself equal to its power.") == (
        DealsDamageToItself(Each(tapped)),)


def test_604_3_token_with_life_total_power_and_toughness() -> None:
    text = ('Create a white Avatar creature token. It has "This token\'s power and toughness '
            'are each equal to your life total."')
    (e,) = _effect(text)[:1]
    assert isinstance(e, CreateToken)
    d = token_def(e.token)
    assert d.type_line.subtypes == ("Avatar",) and d.color_indicator == ("W",)
    (cda,) = d.abilities
    assert isinstance(cda, StaticAbility) and cda.cda
    assert cda.layer_effects[0] == DefinePT(LifeTotal(), LifeTotal())


def test_716_compiled_wizard_class_matches_the_hand_written_definition() -> None:
    """CR 716.2: the compiler's Wizard Class has the hand-written definition's abilities:
    level 1's static ability and the two level abilities always, the level trigger from
    level 2 and the draw trigger from level 3 (keys and texts aside)."""
    import dataclasses

    from mtgrules.carddb import database
    from mtgrules.cards.registry import get_card
    from mtgrules.oracle.compiler import compile_card

    v = compile_card(database().get("Wizard Class"))
    assert v.implemented and v.definition is not None
    hand = get_card("Wizard Class")

    def plain(a: object) -> object:
        return dataclasses.replace(a, key="", text="")  # type: ignore[type-var]

    assert [plain(a) for a in v.definition.abilities] == [plain(a) for a in hand.abilities]
    assert [(n, plain(a)) for n, a in v.definition.level_abilities] == \
        [(n, plain(a)) for n, a in hand.level_abilities]


def test_508_1d_and_615_1a_gideon_templates() -> None:
    from mtgrules.model import AttackSourceDuringNextTurn, PreventAllDamageThisTurn
    from mtgrules.model.continuous import AddTypes, SetPT

    got = _effect("During target opponent's next turn, creatures that player controls attack "
                  "~ if able.")
    assert got == (AttackSourceDuringNextTurn(TargetRef(0)),
                   TargetSlot(TargetKind.OPPONENT, text="target opponent"))
    got = _effect("Until end of turn, ~ becomes a 6/6 Human Soldier creature that's still a "
                  "planeswalker. Prevent all damage that would be dealt to him this turn.")
    assert got == (
        ApplyContinuous(ThisObject(), (
            AddTypes(frozenset({CardType.CREATURE}), frozenset({"Human", "Soldier"})),
            SetPT(Fixed(6), Fixed(6))), Duration.END_OF_TURN),
        PreventAllDamageThisTurn(ThisObject(), "him"))
    with pytest.raises(Unsupported):  # subtypes out of the order the renderer writes
        _effect("Until end of turn, ~ becomes a 6/6 Soldier Human creature that's still a "
                "planeswalker.")
