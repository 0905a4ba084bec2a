"""Casting a card from its owner's graveyard by its own permission (CR 601.3, 113.6b):
``"You may cast this card from your graveyard as long as you control a Zombie."``
(:class:`~mtgrules.model.graveyard_casting.CastThisFromGraveyard`, Gravecrawler).

The ability functions only while its card is in the graveyard (its text says so, 113.6b);
the card is cast with normal timing and costs (601.2), and leaves the graveyard for the
stack. The condition ("as long as you control a Zombie") is checked as the spell is
proposed: a card whose permission doesn't hold then can't be begun to be cast (601.3).
"""

from __future__ import annotations

from functools import cache

from mtgrules.cards.registry import get_card
from mtgrules.model.abilities import StaticAbility
from mtgrules.model.graveyard_casting import CastThisFromGraveyard
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import characteristics, compute_battlefield, reaches_other_zones
from mtgrules.state.game_state import GameState


@cache
def _printed(name: str) -> bool:
    """Whether the card named ``name`` prints such a permission (most don't: the common
    case costs one look-up)."""
    return any(isinstance(a, StaticAbility) and
               any(isinstance(r, CastThisFromGraveyard) for r in a.rules)
               for a in get_card(name).abilities)


def _permissions(s: GameState, oid: int) -> list[CastThisFromGraveyard]:
    if not reaches_other_zones(s) and not _printed(s.objects[oid].card):
        return []  # its printed abilities are all it has (CR 611.3c)
    return [r for a in characteristics(s, oid).abilities if isinstance(a, StaticAbility)
            for r in a.rules if isinstance(r, CastThisFromGraveyard)]


def _holds(s: GameState, player: int, card: int, rule: CastThisFromGraveyard) -> bool:
    f = rule.while_you_control
    if f is None:
        return True
    chars = compute_battlefield(s)
    return any(matches(s, oid, chars[oid], f, player, card) for oid in s.battlefield)


def graveyard_castable(s: GameState, player: int) -> list[int]:
    """The cards in ``player``'s graveyard whose own static ability lets them cast it from
    there now (CR 601.3), as object ids in graveyard order; [] when none."""
    out = []
    for oid in s.players[player].graveyard:
        rules = _permissions(s, oid)
        if any(_holds(s, player, oid, r) for r in rules):
            out.append(oid)
    return out
