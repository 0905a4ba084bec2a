"""``"Any number of target players each [verb phrase]"`` (CR 115.1, 601.2c, 608.2c):
``"Any number of target players each draw twenty cards"`` (Jace, Memory Adept), ``"... each
mill two cards"``, ``"... each mill a card and lose 1 life"``.

The verb phrase is the plain form of a player's verbs (:func:`mtgrules.oracle.
player_effects.plain_verbs`: draw, discard, mill N cards; gain, lose N life; a series of
them), read once per target slot: one "up to one" target player slot per player a game can
have (:data:`~mtgrules.model.target_players.ANY_NUMBER_OF_PLAYERS`, CR 115.3), as
:class:`~mtgrules.model.target_players.EachTargetPlayer`. Declared in
:mod:`mtgrules.oracle.readers`.
"""

from __future__ import annotations

import dataclasses

from mtgrules.model import TargetKind, TargetRef, TargetSlot
from mtgrules.model.base import walk
from mtgrules.model.effects import Effect
from mtgrules.model.target_players import ANY_NUMBER_OF_PLAYERS, EachTargetPlayer
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.player_effects import plain_verbs, render_plain_verbs

_ANY = "Any number of target players each "
_SLOT = TargetSlot(TargetKind.PLAYER, up_to=True, text="target player")


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """``"Any number of target players each [verbs]"`` (no final period) -> one node of
    :data:`ANY_NUMBER_OF_PLAYERS` effects; None for other sentences."""
    if not s.startswith(_ANY):
        return None
    body = s[len(_ANY):]
    if plain_verbs(body, TargetRef(0)) is None:
        return None
    got: list[Effect] = []
    for _ in range(ANY_NUMBER_OF_PLAYERS):
        e = plain_verbs(body, slots.add(_SLOT))
        if e is None:
            raise ValueError("the same verbs read for one slot but not another")
        got.append(e)
    return [EachTargetPlayer(tuple(got))]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes. Raises ValueError when the
    effects are not one verb phrase over the slots of "any number of target players"."""
    if not isinstance(e, EachTargetPlayer):
        return None
    refs = [[n for n in walk(x) if isinstance(n, TargetRef)] for x in e.effects]
    first = refs[0][0] if refs[0] else None
    if first is None or any(not r or any(t != r[0] for t in r) for r in refs):
        raise ValueError("each effect names one target player")
    slots = [r[0].slot for r in refs]
    if slots != list(range(first.slot, first.slot + len(slots))) or any(
            dataclasses.replace(targets[i], text="target player") != _SLOT for i in slots):
        raise ValueError("'any number of target players': consecutive player slots")
    body = render_plain_verbs(e.effects[0])  # type: ignore[arg-type]
    if any(render_plain_verbs(x) != body for x in e.effects[1:]):  # type: ignore[arg-type]
        raise ValueError("'each' with different verbs")
    return _ANY + body
