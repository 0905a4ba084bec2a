"""AFR combat and permanent templates (issue 9, AFR target): the typed trees and the render
check of "tapped and attacking" (CR 508.4), creature lands (613.1d), phasing (702.26),
blocking requirements and restrictions (509.1b-c) and Equipment variants (702.6)."""

from __future__ import annotations

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.keywords import keyword
from mtgrules.mana import ManaCost
from mtgrules.model import (
    ActivatedAbility,
    AddAbilities,
    AddTypes,
    AllMustBlock,
    ApplyRule,
    Attach,
    AttachedObject,
    AttacksEachCombat,
    BecomesCreatureLand,
    BlocksIfAble,
    CantAttackAlone,
    CantBlockAlone,
    Cmp,
    Compound,
    CreateTokensAttacking,
    Duration,
    EntersTappedIf,
    EventObject,
    Filter,
    Fixed,
    ModifyPT,
    MustBeBlocked,
    MustBlockIt,
    PhaseOut,
    PutFromHandAttacking,
    SetColors,
    SetPT,
    SpellAbility,
    StaticAbility,
    TargetRef,
    ThisObject,
    Those,
    TriggeredAbility,
    YouControlCount,
    Zone,
)
from mtgrules.model.base import CardType, Color
from mtgrules.model.combat_restrictions import CantBeBlockedBy
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.granted_ward import granted_ward
from mtgrules.oracle.normalize import Line
from mtgrules.oracle.prevention import ward_cost
from mtgrules.oracle.tokens import token_def

CREATURE = TypeLine((), ("Creature",), ("Goblin",))


def _one(text: str, tl: TypeLine = CREATURE) -> object:
    (a,) = compile_line(Line(text, text), tl)
    return a


def test_token_tapped_and_attacking() -> None:
    text = "Whenever ~ attacks, create a 1/1 red Goblin creature token that's " \
        "tapped and attacking."
    a = _one(text)
    assert isinstance(a, TriggeredAbility)
    (e,) = a.effect
    assert isinstance(e, CreateTokensAttacking) and e.count == Fixed(1)
    d = token_def(e.token)
    assert (d.power, d.toughness, d.color_indicator) == (1, 1, ("R",))
    assert d.type_line.subtypes == ("Goblin",)


def test_two_tokens_that_are_tapped_and_attacking() -> None:
    a = _one("Whenever ~ attacks, create two 1/1 white Soldier creature tokens "
             "that are tapped and attacking.")
    assert isinstance(a, TriggeredAbility)
    (e,) = a.effect
    assert isinstance(e, CreateTokensAttacking) and e.count == Fixed(2)


def test_put_from_hand_tapped_and_attacking() -> None:
    a = _one("Whenever ~ attacks, you may put a Dragon creature card from your "
             "hand onto the battlefield tapped and attacking.")
    assert isinstance(a, TriggeredAbility)
    (e,) = a.effect
    assert e == PutFromHandAttacking(Filter(types=frozenset({CardType.CREATURE}),
                                            subtypes=frozenset({"Dragon"}), zone=Zone.HAND))


LAND = TypeLine((), ("Land",), ())


def test_enters_tapped_if_you_control_two_or_more_other_lands() -> None:
    a = _one("If you control two or more other lands, ~ enters tapped.", LAND)
    assert isinstance(a, StaticAbility)
    assert a.replacement == EntersTappedIf(YouControlCount(
        Filter(types=frozenset({CardType.LAND}), other=True), Cmp.GE, 2))


def test_creature_land_until_end_of_turn_first_with_quoted_ability() -> None:
    a = _one("{3}{R}: Until end of turn, ~ becomes a 3/2 red Goblin creature with \"Whenever "
             "~ attacks, create a 1/1 red Goblin creature token that's tapped and attacking.\" "
             "It's still a land.", LAND)
    assert isinstance(a, ActivatedAbility)
    (e,) = a.effect
    assert isinstance(e, BecomesCreatureLand) and e.eot_first and e.what == ThisObject()
    types, colors, pt, grant = e.parts
    assert types == AddTypes(frozenset({CardType.CREATURE}), frozenset({"Goblin"}))
    assert colors == SetColors(frozenset({Color.RED}))
    assert pt == SetPT(Fixed(3), Fixed(2))
    assert isinstance(grant, AddAbilities)
    (inner,) = grant.abilities
    assert isinstance(inner, TriggeredAbility)
    assert isinstance(inner.effect[0], CreateTokensAttacking)


def test_creature_land_two_colors_artifact_and_ward() -> None:
    a = _one("{5}{U}: Until end of turn, ~ becomes a 7/7 blue Giant creature with ward {3}. "
             "It's still a land.", LAND)
    assert isinstance(a, ActivatedAbility)
    (e,) = a.effect
    assert isinstance(e, BecomesCreatureLand)
    assert ward_cost(e.parts[-1].abilities[0]) == ManaCost.parse("{3}")  # type: ignore[union-attr]
    b = _one("{3}{W}{U}: Until end of turn, ~ becomes a 4/4 white and blue Elemental creature "
             "with flying and vigilance. It's still a land.", LAND)
    assert isinstance(b, ActivatedAbility)
    assert b.effect[0].parts[1] == SetColors(frozenset({Color.WHITE, Color.BLUE}))  # type: ignore[union-attr]
    c = _one("{1}: ~ becomes a 2/2 Assembly-Worker artifact creature until end of turn. "
             "It's still a land.", LAND)
    assert isinstance(c, ActivatedAbility)
    (e,) = c.effect
    assert isinstance(e, BecomesCreatureLand) and not e.eot_first
    assert e.duration is Duration.END_OF_TURN
    assert e.parts[0] == AddTypes(frozenset({CardType.CREATURE, CardType.ARTIFACT}),
                                  frozenset({"Assembly-Worker"}))


def test_creature_land_wrong_color_order_is_refused() -> None:
    with pytest.raises(Unsupported):
        _one("{1}: ~ becomes a 2/2 blue and white Bird creature until end of turn. It's still "
             "a land.", LAND)


def test_phases_out() -> None:
    a = _one("{3}{W}: ~ phases out.")
    assert isinstance(a, ActivatedAbility) and a.effect == (PhaseOut(ThisObject()),)
    b = _one("Target creature or planeswalker an opponent controls phases out.",
             TypeLine((), ("Instant",), ()))
    assert isinstance(b, SpellAbility) and b.effect == (PhaseOut(TargetRef(0)),)
    assert b.targets[0].filter != Filter()


def test_phasing_keyword() -> None:
    assert _one("Phasing") == keyword("phasing")


def test_blocking_requirement_statics() -> None:
    assert _one("~ attacks or blocks each combat if able.").rules == (  # type: ignore[attr-defined]
        AttacksEachCombat(), BlocksIfAble())
    assert _one("~ must be blocked if able.").rules == (MustBeBlocked(),)  # type: ignore[attr-defined]
    assert _one("~ can't attack or block alone.").rules == (  # type: ignore[attr-defined]
        CantAttackAlone(), CantBlockAlone())
    assert _one("All creatures able to block ~ do so.").rules == (AllMustBlock(),)  # type: ignore[attr-defined]


def test_blocking_requirement_effects() -> None:
    sorcery = TypeLine((), ("Sorcery",), ())
    a = _one("Target creature gets +3/+3 until end of turn and must be blocked this turn if "
             "able.", sorcery)
    assert isinstance(a, SpellAbility)
    (c,) = a.effect
    assert isinstance(c, Compound) and c.effects[1] == ApplyRule(MustBeBlocked(), Those(),
                                                                  Duration.END_OF_TURN)
    b = _one("When ~ enters, target creature blocks this turn if able.")
    assert isinstance(b, TriggeredAbility)
    assert b.effect == (ApplyRule(BlocksIfAble(), TargetRef(0), Duration.END_OF_TURN),)
    k = _one("Whenever a creature you control attacks, up to one target creature blocks it "
             "this combat if able.")
    assert isinstance(k, TriggeredAbility)
    assert k.effect == (MustBlockIt(TargetRef(0), EventObject(), True),)
    w = _one("Put a +1/+1 counter on target creature. That creature gains haste until end of "
             "turn and can't be blocked by Walls this turn.", sorcery)
    assert isinstance(w, SpellAbility)
    c = w.effect[1]
    assert isinstance(c, Compound) and isinstance(c.effects[1].rule, CantBeBlockedBy)  # type: ignore[union-attr]


EQUIPMENT = TypeLine((), ("Artifact",), ("Equipment",))


def test_equipped_creature_gets_and_has_ward() -> None:
    a = _one("Equipped creature gets +0/+1 and has ward {1}.", EQUIPMENT)
    assert isinstance(a, StaticAbility) and a.affects == AttachedObject(equipped=True)
    pt, grant = a.layer_effects
    assert pt == ModifyPT(Fixed(0), Fixed(1)) and isinstance(grant, AddAbilities)
    assert grant.abilities == (granted_ward(ManaCost.parse("{1}")),)


def test_equip_zero_once_each_turn() -> None:
    a = _one("Equip {0}. Activate only once each turn.", EQUIPMENT)
    assert isinstance(a, ActivatedAbility) and a.once_each_turn and a.sorcery_speed
    assert a.cost.mana == ManaCost.parse("{0}")


def test_has_ward_as_long_as_untapped() -> None:
    a = _one("~ has ward {4} as long as it's untapped.", TypeLine(("Legendary",), ("Creature",),
                                                                  ("Dragon",)))
    assert isinstance(a, StaticAbility) and a.condition is not None
    assert a.layer_effects == (AddAbilities((granted_ward(ManaCost.parse("{4}")),)),)


def test_create_token_then_attach_to_it() -> None:
    a = _one("When ~ enters, create a 1/1 red Goblin creature token, then attach ~ to it.",
             EQUIPMENT)
    assert isinstance(a, TriggeredAbility)
    (c,) = a.effect
    assert isinstance(c, Compound) and c.effects[1] == Attach(ThisObject(), Those())


def test_equip_abilities_you_activate_cost_less_any_target() -> None:
    """Fighter Class level 2 (CR 601.2f, 602.2b): every equip ability its controller activates,
    whatever it targets (Fervent Champion's hand-written one targets only itself)."""
    from mtgrules.model import AbilityKeyword, ReduceCost
    from mtgrules.oracle.equipment import parse_static, render_static

    line = "Equip abilities you activate cost {2} less to activate."
    a = parse_static(line)
    assert a is not None
    assert a.cost_modification == ReduceCost(2, AbilityKeyword.EQUIP, targeting=None)
    assert render_static(a) == line
