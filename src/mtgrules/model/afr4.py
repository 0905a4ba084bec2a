"""AFR templates of shared4's batch: ``"that player loses the game"`` (CR 104.3e), ``"When ~
dies, it deals 1 damage to any target"`` (the source named by a pronoun, 603.10a) and ``"When
~ dies, return it to the battlefield tapped under its owner's control with a +1/+1 counter on
it"`` (603.6d, 400.7, 122.6: :class:`~mtgrules.model.keyword_abilities.ReturnDiedToBattlefield`,
with undying's and persist's return)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.amounts import Amount
from mtgrules.model.base import Node
from mtgrules.model.refs import PlayerRef, Ref


@dataclass(frozen=True, slots=True)
class LoseGame(Node):
    """"[Player] loses the game" (CR 104.3e): each player ``who`` names loses the game."""

    who: PlayerRef


@dataclass(frozen=True, slots=True)
class ItDealsDamage(Node):
    """"It deals N damage to [target]" in a leaves-the-battlefield trigger of the source
    itself: the source, as it last existed (CR 603.10a, 608.2h), deals the damage, as
    ``~ deals`` would; the pronoun is kept for the rendering."""

    amount: Amount
    to: Ref


@dataclass(frozen=True, slots=True)
class RollNatural20(Node):
    """"When you roll a natural 20" (CR 706.2: the die shows 20, before any modifier): of an
    instant or sorcery card it functions from its owner's graveyard, as its effect returns it
    from there (CR 113.6k)."""


@dataclass(frozen=True, slots=True)
class EndOfFirstCombat(Node):
    """"At the end of the first combat phase on your turn" (CR 511.2: as the end of combat
    step of the turn's first combat phase begins, on its controller's turn)."""


@dataclass(frozen=True, slots=True)
class AdditionalCombatPhase(Node):
    """"After this phase, there is an additional combat phase." (CR 500.8, 505.1a): a combat
    phase is added directly after the current one (no main phase between them)."""
