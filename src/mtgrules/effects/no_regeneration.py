"""Executing :mod:`mtgrules.model.no_regeneration`: the objects the previous effect acted on
can't be regenerated this turn (CR 701.19c), noted in the turn's ``cant_regenerate`` flag
that :func:`mtgrules.rules.actions.destroy` reads."""

from __future__ import annotations

from mtgrules.effects.refs import objects
from mtgrules.model.no_regeneration import CantBeRegeneratedThisTurn
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def cant_be_regenerated(s: GameState, f: Frame, e: CantBeRegeneratedThisTurn) -> bool:
    """Note each object ``e.what`` names (by id: a new object after a zone change is not
    barred, CR 400.7) as unable to regenerate until the turn ends (CR 701.19c)."""
    barred = list(s.turn_flags.get("cant_regenerate", []))
    for oid in objects(s, f, e.what):
        if oid not in barred:
            barred.append(oid)
    s.turn_flags["cant_regenerate"] = barred
    return True
