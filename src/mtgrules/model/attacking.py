"""Permanents put onto the battlefield tapped and attacking (CR 506.3, 508.4):

- ``"Create a 1/1 red Goblin creature token that's tapped and attacking."``
  (:class:`CreateTokensAttacking`);
- ``"You may put a Dragon creature card from your hand onto the battlefield tapped and
  attacking."`` (:class:`PutFromHandAttacking`).

Such creatures are attacking but never "attacked" (508.4: no attack triggers, no attack
requirements or restrictions, 508.4c); outside combat, or under a player who isn't the
attacking player, they enter tapped and not attacking (506.3b). The engine's side is
:mod:`mtgrules.rules.enter_attacking`.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.amounts import Amount, Fixed
from mtgrules.model.base import Node
from mtgrules.model.filters import ObjectFilter


@dataclass(frozen=True, slots=True)
class CreateTokensAttacking(Node):
    """"Create N [token] that's/that are tapped and attacking" (CR 111.2, 508.4): the
    ability's controller creates the tokens tapped; each attacks a player or planeswalker
    its controller chooses among those it could attack. ``token`` names a token definition
    (as :class:`~mtgrules.model.CreateToken`)."""

    token: str
    count: Amount = Fixed(1)


@dataclass(frozen=True, slots=True)
class PutFromHandAttacking(Node):
    """"You may put a [filter] card from your hand onto the battlefield tapped and
    attacking" (CR 400.7, 508.4): the controller chooses such a card in their hand, or none;
    it is not cast or played (305.4)."""

    filter: ObjectFilter
