"""Executing :mod:`mtgrules.model.next_sorcery` (CR 601.3e, 702.8a)."""

from __future__ import annotations

from mtgrules.log import log_event
from mtgrules.model.next_sorcery import NextSorceryAsThoughFlash
from mtgrules.rules import next_sorcery
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def next_sorcery_as_though_flash(s: GameState, f: Frame, e: NextSorceryAsThoughFlash) -> bool:
    """The controller's next sorcery spell this turn may be cast as though it had flash
    (:func:`mtgrules.rules.next_sorcery.grant`)."""
    pid = int(f.data["ctx"]["controller"])
    next_sorcery.grant(s, pid)
    log_event(s, "next_sorcery_flash", "601.3e", f"{s.players[pid].name}'s next sorcery spell "
              "this turn can be cast as though it had flash", pid)
    return True
