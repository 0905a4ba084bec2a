"""Sacrifice, or else (:class:`~mtgrules.model.sacrifice_or.SacrificeOrElse`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtgrules.effects.player_choices import sacrifice_chosen
from mtgrules.log import log_event
from mtgrules.model.player_choices import SacrificeChosen
from mtgrules.model.refs import You
from mtgrules.model.sacrifice_or import SacrificeOrElse
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def sacrifice_or_else(s: GameState, f: Frame, e: SacrificeOrElse,
                      run_step: Callable[[GameState, Frame, Any], bool]) -> bool:
    """Sacrifice one matching permanent of the controller's choice (CR 701.21a: a decision
    when there are several); when nothing was sacrificed, the ``otherwise`` effects happen
    (``run_step`` runs each, none of which asks a question)."""
    if not sacrifice_chosen(s, f, SacrificeChosen(You(), e.filter)):
        return False  # asked which permanent to sacrifice
    if f.data["ctx"]["vars"].get("those"):
        return True
    pid = int(f.data["ctx"]["controller"])
    log_event(s, "cant_sacrifice", "701.21a", f"{s.players[pid].name} can't sacrifice: "
              "the other effect happens instead", pid)
    for x in e.otherwise:
        if not run_step(s, f, x):
            raise AssertionError("an 'if you can't' effect asked a question")
    return True
