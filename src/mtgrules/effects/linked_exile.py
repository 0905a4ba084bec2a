"""Putting the cards exiled with a source into graveyards
(:class:`~mtgrules.model.linked_exile.BuryExiledWithThenDamage`)."""

from __future__ import annotations

from mtgrules.effects.refs import refs
from mtgrules.log import log_event, name_of
from mtgrules.model.linked_exile import BuryExiledWithThenDamage
from mtgrules.rules import prevention
from mtgrules.rules.linked_exile import exiled_with
from mtgrules.rules.zone_change import move
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def bury_exiled_with_then_damage(s: GameState, f: Frame, e: BuryExiledWithThenDamage) -> bool:
    """The cards exiled with the source go to their owners' graveyards (CR 607.2a, 400.7);
    then the source deals that much damage to each player ``to`` names (120.3)."""
    src = int(f.data["ctx"]["source"])
    cards = exiled_with(s, src)
    for c in cards:
        log_event(s, "graveyard", "607.2a", f"{name_of(s, c)} is put into its owner's "
                  "graveyard", s.objects[c].owner, [c])
        move(s, c, "graveyard")
    s.extra.get("exiled_with", {}).pop(str(src), None)
    if cards:
        lki = f.data["ctx"].get("source_lki")
        prevention.deal(s, [[src, r, len(cards), False, lki] for r in refs(s, f, e.to)])
    return True
