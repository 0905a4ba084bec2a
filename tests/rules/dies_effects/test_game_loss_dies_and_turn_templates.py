"""Typed trees of "that player loses the game" (CR 104.3e, oracle.game_loss), "When ~
dies, it deals 1 damage to any target" (603.10a, oracle.dies_effects) and "return it to the battlefield tapped ...
with a +1/+1 counter on it" (603.6d), with their render round trip."""

from __future__ import annotations

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.model import (
    CounterKind,
    DealsCombatDamageToPlayer,
    Dies,
    EventPlayer,
    Fixed,
    ItDealsDamage,
    LoseGame,
    ReturnDiedToBattlefield,
    TargetRef,
    ThisObject,
    TriggeredAbility,
)
from mtgrules.model.refs import AttachedObject
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line

CREATURE = TypeLine((), ("Creature",), ())
EQUIPMENT = TypeLine((), ("Artifact",), ("Equipment",))


def _one(text: str, tl: TypeLine = CREATURE) -> TriggeredAbility:
    (a,) = compile_line(Line(text, text), tl)
    assert isinstance(a, TriggeredAbility)
    return a


def test_104_3e_that_player_loses_the_game() -> None:
    a = _one("Whenever equipped creature deals combat damage to a player, that player loses "
             "the game.", EQUIPMENT)
    assert a.event == DealsCombatDamageToPlayer(AttachedObject(equipped=True))
    assert a.effect == (LoseGame(EventPlayer()),)


def test_603_10a_it_deals_damage_when_it_dies() -> None:
    a = _one("When ~ dies, it deals 1 damage to any target.")
    assert a.event == Dies(ThisObject())
    assert a.effect == (ItDealsDamage(Fixed(1), TargetRef(0)),) and len(a.targets) == 1


def test_603_6d_return_it_tapped_with_a_counter() -> None:
    a = _one("When ~ dies, return it to the battlefield tapped under its owner's control with "
             "a +1/+1 counter on it.")
    from mtgrules.model import ReturnWithCounter  # (the keyword family reads this form first)

    assert a.effect in ((ReturnDiedToBattlefield(True, CounterKind.P1P1),),
                        (ReturnWithCounter(CounterKind.P1P1, tapped=True),))
    b = _one("When ~ dies, return it to the battlefield under its owner's control.")
    assert b.effect == (ReturnDiedToBattlefield(),)


@pytest.mark.parametrize("text", [
    # "it" is the entering creature, not the source: ~ deals no damage here (when the event is
    # about ~ itself, "When ~ enters, it deals ..." is the source's: oracle.trigger_pronouns)
    "Whenever another creature you control enters, it deals 1 damage to any target.",
    "When ~ dies, return it to the battlefield tapped under your control.",
])
def test_misreads_are_refused(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_line(Line(text, text), CREATURE)


def test_706_2_natural_20_trigger_of_an_instant() -> None:
    from mtgrules.cards.registry import get_card
    from mtgrules.model import MoveTo, RollNatural20, SpellAbility, Zone

    card = get_card("Critical Hit")
    spell, trig = card.abilities
    assert isinstance(spell, SpellAbility) and isinstance(trig, TriggeredAbility)
    assert trig.event == RollNatural20()
    assert trig.effect == (MoveTo(ThisObject(), Zone.HAND, from_zone=Zone.GRAVEYARD),)


def test_500_8_first_combat_trigger_and_additional_combat_phase() -> None:
    from mtgrules.model import AdditionalCombatPhase, EndOfFirstCombat, Untap

    a = _one("At the end of the first combat phase on your turn, untap target creature you "
             "control. After this phase, there is an additional combat phase.")
    assert a.event == EndOfFirstCombat()
    assert a.effect == (Untap(TargetRef(0)), AdditionalCombatPhase())
