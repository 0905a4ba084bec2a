"""The condition of a meld card's ability, "if you both own and control ~ and a creature
named [name]" (CR 712.4a), and the permanents it finds."""

from __future__ import annotations

from mtgrules.model.base import CardType
from mtgrules.rules.layers import characteristics
from mtgrules.state.game_state import GameState

__all__ = ["meld_partners", "owns_and_controls", "source_owned_and_partner"]


def owns_and_controls(s: GameState, oid: int | None, player: int) -> bool:
    """Whether permanent ``oid`` is on the battlefield, owned and controlled by ``player``."""
    o = s.objects.get(oid) if oid is not None else None
    return o is not None and o.zone == "battlefield" and o.owner == player and \
        characteristics(s, o.id).controller == player


def meld_partners(s: GameState, source: int | None, player: int, name: str,
                  card_type: CardType) -> list[int]:
    """The permanents named ``name`` of type ``card_type`` other than ``source`` that
    ``player`` both owns and controls (CR 712.4a)."""
    return [oid for oid in s.battlefield if oid != source and owns_and_controls(s, oid, player)
            and (c := characteristics(s, oid)).name == name and card_type.value in c.types]


def source_owned_and_partner(s: GameState, source: int | None, player: int, name: str,
                             card_type: CardType) -> bool:
    """"if you both own and control ~ and a [card type] named [name]" (CR 712.4a)."""
    return owns_and_controls(s, source, player) and bool(
        meld_partners(s, source, player, name, card_type))
