"""Templates of the third AFR batch (costs and conditions, issue 9's AFR target): typed trees
and render checks of "This ability triggers only once each turn" (603.2h), activation costs
that sacrifice, tap another, exile ~ or discard (602.2h), "if mana from a Treasure was spent"
(601.2h), "this turn" conditions (603.4) and "If that permanent is green, ... instead"
(608.2c)."""

from __future__ import annotations

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.mana import ManaCost
from mtgrules.model import (
    ActivatedAbility,
    AnyOf,
    ApplyContinuous,
    AttackedThisTurn,
    CreateToken,
    DealDamage,
    Each,
    EnteredThisTurnCount,
    Enters,
    Filter,
    Fixed,
    IfElse,
    IfForm,
    LandEnteredThisTurn,
    LifeChangedThisTurn,
    ModifyPT,
    ObjectIs,
    OpponentLostLifeThisTurn,
    PowerOf,
    Predicate,
    SacrificedField,
    SacrificedValue,
    SpellAbility,
    SpellCast,
    SpellCost,
    SpellCostCondition,
    SpellCostKind,
    SpentFor,
    TargetRef,
    ThisObject,
    Those,
    TreasureManaSpent,
    TriggeredAbility,
    Venture,
)
from mtgrules.model.base import CardType, Color, Whose, Zone
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line

CREATURE = TypeLine((), ("Creature",), ("Human",))
INSTANT = TypeLine((), ("Instant",), ())
SORCERY = TypeLine((), ("Sorcery",), ())


def _one(text: str, tl: TypeLine = CREATURE) -> object:
    (a,) = compile_line(Line(text, text), tl)
    return a


def test_triggers_only_once_each_turn() -> None:
    a = _one("Whenever you cast a creature or planeswalker spell, venture into the dungeon. "
             "This ability triggers only once each turn.")
    assert isinstance(a, TriggeredAbility) and a.once_each_turn
    assert isinstance(a.event, SpellCast) and a.event.who is Whose.YOU
    assert a.effect == (Venture(),)


def test_one_or_more_enter_once_each_turn() -> None:
    a = _one("Whenever one or more artifacts you control enter, put a +1/+1 counter on ~. "
             "This ability triggers only once each turn.")
    assert isinstance(a, TriggeredAbility) and a.once_each_turn
    assert isinstance(a.event, Enters) and a.event.one_or_more
    assert isinstance(a.event.what, Each)
    f = a.event.what.filter
    assert CardType.ARTIFACT in f.types and f.controller is Whose.YOU  # type: ignore[union-attr]


def test_one_or_more_without_the_restriction_is_a_batch_trigger() -> None:
    # batches of simultaneous events are kept now (rules.batches): it triggers once per batch
    a = _one("Whenever one or more artifacts you control enter, put a +1/+1 counter on ~.")
    assert isinstance(a, TriggeredAbility) and not a.once_each_turn
    assert isinstance(a.event, Enters) and a.event.one_or_more


def test_once_each_turn_needs_a_trigger() -> None:
    with pytest.raises(Unsupported):
        _one("Flying. This ability triggers only once each turn.")


def test_once_token_trigger() -> None:
    a = _one("Whenever one or more other Elves you control enter, create a 1/1 green Elf "
             "Warrior creature token. This ability triggers only once each turn.")
    assert isinstance(a, TriggeredAbility) and a.once_each_turn
    assert isinstance(a.effect[0], CreateToken)


# --- costs: sacrifice, tap another, exile ~, discard (CR 602.2h) -------------------------------


def test_sacrifice_an_artifact_cost() -> None:
    a = _one("Sacrifice an artifact: ~ gets +2/+0 until end of turn.")
    assert isinstance(a, ActivatedAbility) and a.cost.sacrifice is not None
    assert a.cost.sacrifice.count == 1
    f = a.cost.sacrifice.filter
    assert isinstance(f, Filter) and f.types == {CardType.ARTIFACT}
    assert f.controller is Whose.YOU and not f.other  # the source may be sacrificed


def test_sacrifice_another_creature_or_a_treasure() -> None:
    a = _one("{1}{B}, Sacrifice another creature or a Treasure: Draw a card.")
    assert isinstance(a, ActivatedAbility) and a.cost.mana == ManaCost.parse("{1}{B}")
    assert a.cost.sacrifice is not None
    f = a.cost.sacrifice.filter
    assert isinstance(f, AnyOf)
    creature, treasure = f.parts
    assert isinstance(creature, Filter) and creature.other
    assert creature.types == {CardType.CREATURE}
    assert isinstance(treasure, Filter) and treasure.subtypes == {"Treasure"}
    assert not treasure.other


def test_tap_another_untapped_creature() -> None:
    a = _one("{3}, {T}, Tap another untapped creature you control: Venture into the dungeon. "
             "Activate only as a sorcery.")
    assert isinstance(a, ActivatedAbility) and a.cost.tap and a.sorcery_speed
    assert a.cost.tap_others is not None and a.cost.tap_others.count == 1
    f = a.cost.tap_others.filter
    assert isinstance(f, Filter) and f.other and f.types == {CardType.CREATURE}


def test_discard_and_exile_self_costs() -> None:
    a = _one("{1}, Discard a card: Draw a card.")
    assert isinstance(a, ActivatedAbility) and a.cost.discard == 1
    b = _one("{2}, Exile ~: Draw a card.")
    assert isinstance(b, ActivatedAbility) and b.cost.exile_self
    c = _one("{1}, Sacrifice two creatures: Draw a card.")
    assert isinstance(c, ActivatedAbility) and c.cost.sacrifice is not None
    assert c.cost.sacrifice.count == 2


def test_mana_ability_with_a_sacrifice_cost_is_refused() -> None:
    with pytest.raises(Unsupported):  # the mana planner doesn't foresee such costs
        _one("Sacrifice a creature: Add {C}{C}.")


# --- conditions: mana from a Treasure, "this turn", colors (CR 601.2h, 608.2c, 603.4) --------


def test_treasure_mana_condition_on_a_spell() -> None:
    a = _one("Gain control of target creature until end of turn. Untap that creature. It "
             "gains haste until end of turn. If mana from a Treasure was spent to cast ~, that "
             "creature gets +2/+0 until end of turn.", SORCERY)
    assert isinstance(a, SpellAbility)
    last = a.effect[-1]
    assert isinstance(last, IfElse) and last.form is IfForm.IF
    assert last.condition == TreasureManaSpent(SpentFor.CAST_THIS)
    (then,) = last.then
    assert isinstance(then, ApplyContinuous) and then.what == Those("that creature")
    assert then.parts == (ModifyPT(Fixed(2), Fixed(0)),)


def test_treasure_mana_condition_on_an_ability_also() -> None:
    a = _one("{2}{B}: Target creature gets +2/+0 until end of turn. If mana from a Treasure "
             "was spent to activate this ability, that creature also gains deathtouch until "
             "end of turn.")
    assert isinstance(a, ActivatedAbility)
    cond = a.effect[1]
    assert isinstance(cond, IfElse) and cond.form is IfForm.ALSO
    assert cond.condition == TreasureManaSpent(SpentFor.ACTIVATE)


def test_treasure_mana_intervening_if() -> None:
    a = _one("When ~ enters, if mana from a Treasure was spent to cast it, you draw a card "
             "and you lose 1 life.")
    assert isinstance(a, TriggeredAbility)
    assert a.intervening_if == TreasureManaSpent(SpentFor.CAST_IT)


def test_life_and_land_history_conditions() -> None:
    a = _one("At the beginning of your end step, if you lost 2 or more life this turn, "
             "create a 2/2 black Zombie creature token.")
    assert isinstance(a, TriggeredAbility)
    assert a.intervening_if == LifeChangedThisTurn(gained=False, n=2)
    b = _one("At the beginning of your end step, if you had a land enter the battlefield "
             "under your control this turn, venture into the dungeon.")
    assert isinstance(b, TriggeredAbility) and b.intervening_if == LandEnteredThisTurn()
    c = _one("At the beginning of your end step, if you gained life this turn, draw a card.")
    assert isinstance(c, TriggeredAbility)
    assert c.intervening_if == LifeChangedThisTurn(gained=True, n=1)


def test_color_instead_damage() -> None:
    a = _one("~ deals 2 damage to target creature or planeswalker. If that permanent is "
             "green, ~ deals 6 damage instead.", INSTANT)
    assert isinstance(a, SpellAbility)
    (e,) = a.effect
    assert isinstance(e, IfElse) and e.form is IfForm.INSTEAD_AFTER
    assert e.condition == ObjectIs(TargetRef(0), Filter(colors=frozenset({Color.GREEN})))
    assert e.then == (DealDamage(Fixed(6), TargetRef(0)),)
    assert e.otherwise == (DealDamage(Fixed(2), TargetRef(0)),)


def test_color_instead_pump() -> None:
    a = _one("Target creature gets -4/-1 until end of turn. If that creature is white, it "
             "gets -4/-4 until end of turn instead.", INSTANT)
    assert isinstance(a, SpellAbility)
    (e,) = a.effect
    assert isinstance(e, IfElse) and e.form is IfForm.INSTEAD_AFTER
    (then,) = e.then
    assert isinstance(then, ApplyContinuous)
    assert then.parts == (ModifyPT(Fixed(-4), Fixed(-4)),)


def test_instead_naming_another_color_word_for_the_target_is_refused() -> None:
    with pytest.raises(Unsupported):  # "that creature" for a creature-or-planeswalker target
        _one("~ deals 2 damage to target creature or planeswalker. If that creature is "
             "green, ~ deals 6 damage instead.", INSTANT)


# --- history, casting restrictions, counted amounts ------------------------------------------


def test_target_dealt_damage_this_turn() -> None:
    a = _one("When ~ enters, destroy target creature an opponent controls that was dealt "
             "damage this turn.")
    assert isinstance(a, TriggeredAbility)
    (slot,) = a.targets
    assert isinstance(slot.filter, Filter)
    assert Predicate.DEALT_DAMAGE_THIS_TURN in slot.filter.predicates
    assert slot.filter.controller is Whose.OPPONENT


def test_cast_only_if_restriction() -> None:
    a = _one("Cast ~ only if a creature died this turn.")
    assert isinstance(a, SpellCost) and a.kind is SpellCostKind.RESTRICTION
    assert a.condition is SpellCostCondition.CREATURE_DIED_THIS_TURN
    b = _one("Cast ~ only if you've cast another spell this turn.")
    assert isinstance(b, SpellCost)
    assert b.condition is SpellCostCondition.CAST_ANOTHER_SPELL_THIS_TURN


def test_damage_equal_to_counted_amounts() -> None:
    a = _one("{R}, {T}: ~ deals damage equal to the number of Goblins that entered the "
             "battlefield under your control this turn to any target.")
    assert isinstance(a, ActivatedAbility)
    (e,) = a.effect
    assert isinstance(e, DealDamage) and isinstance(e.amount, EnteredThisTurnCount)
    f = e.amount.filter
    assert isinstance(f, Filter) and f.subtypes == {"Goblin"} and f.controller is Whose.YOU
    b = _one("{T}, Sacrifice ~: ~ deals damage equal to its power to any target.")
    assert isinstance(b, ActivatedAbility) and b.effect == (
        DealDamage(PowerOf(ThisObject()), TargetRef(0)),)
    c = _one("{2}, Sacrifice a creature: ~ deals damage equal to the sacrificed creature's "
             "power to any target.")
    assert isinstance(c, ActivatedAbility)
    assert c.effect[0] == DealDamage(SacrificedValue(SacrificedField.POWER, "creature"),
                                     TargetRef(0))


def test_raid_and_opponent_lost_life_conditions() -> None:
    a = _one("When ~ enters, if you attacked this turn, ~ deals 2 damage to any target.")
    assert isinstance(a, TriggeredAbility) and a.intervening_if == AttackedThisTurn()
    b = _one("When ~ enters, if an opponent lost life this turn, draw a card.")
    assert isinstance(b, TriggeredAbility) and b.intervening_if == OpponentLostLifeThisTurn()


def test_exile_from_graveyard_cost_functions_in_the_graveyard() -> None:
    a = _one("{B}, Exile ~ from your graveyard: Put a +1/+1 counter on target creature. "
             "Activate only as a sorcery.")
    assert isinstance(a, ActivatedAbility) and a.cost.exile_self
    assert a.zone is Zone.GRAVEYARD and a.sorcery_speed


def test_sacrifice_one_noun_with_or() -> None:
    a = _one("{2}, Sacrifice an artifact or creature: Draw a card.")
    assert isinstance(a, ActivatedAbility) and a.cost.sacrifice is not None
    f = a.cost.sacrifice.filter
    assert isinstance(f, AnyOf) and len(f.parts) == 2
    with pytest.raises(Unsupported):  # Oracle writes "a creature or artifact"
        _one("Sacrifice a creature or an artifact: Draw a card.")


def test_instead_is_joined_only_for_this_familys_conditions() -> None:
    a = _one("~ deals 2 damage to target creature. If that creature would die this turn, "
             "exile it instead.", INSTANT)  # its own template (a replacement effect)
    assert isinstance(a, SpellAbility)
    assert not any(isinstance(e, IfElse) for e in a.effect)
