"""Sacrifice, or else (:class:`~mtgrules.model.sacrifice_or.SacrificeOrElse`); an opponent's
optional sacrifice (:class:`~mtgrules.model.sacrifice_or.OpponentMaySacrifice`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtgrules.effects.player_choices import sacrifice_chosen
from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event
from mtgrules.model.effects import Conjoined
from mtgrules.model.player_choices import SacrificeChosen
from mtgrules.model.refs import You
from mtgrules.model.sacrifice_or import OpponentMaySacrifice, SacrificeOrElse
from mtgrules.rules.actions import sacrifice
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import compute_battlefield
from mtgrules.state.decision import CHOOSE, Action
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


def _flat(effects: tuple[Any, ...]) -> list[Any]:
    """The effects in order, "A and B" (Conjoined) as A then B (CR 608.2c)."""
    out: list[Any] = []
    for e in effects:
        out.extend(_flat(e.effects) if isinstance(e, Conjoined) else (e,))
    return out


def opponent_may_sacrifice(s: GameState, f: Frame, e: OpponentMaySacrifice,
                           run_step: Callable[[GameState, Frame, Any], bool]) -> bool:
    """Each opponent of the controller, in turn order from the controller, may sacrifice a
    matching permanent they control (a ``choose`` decision, ``0`` declines), until one does
    (CR 701.21a, 608.2d); then the ``then`` effects happen (``run_step`` runs each, none of
    which asks a question). False while an opponent decides."""
    pid = int(f.data["ctx"]["controller"])
    src = int(f.data["ctx"]["source"])
    v = f.data["ctx"]["vars"]
    n = len(s.players)
    order = [(pid + k) % n for k in range(1, n)]
    i = int(v.get("opponent_sacrifice", 0))
    ans = take_answer(f)
    while i < len(order):
        opp = order[i]
        if ans is None:
            chars = compute_battlefield(s)
            cands = [oid for oid in s.battlefield if chars[oid].controller == opp
                     and matches(s, oid, chars[oid], e.filter, pid, src)]
            if cands and not s.players[opp].lost:
                v["opponent_sacrifice"] = i
                ask(s, opp, CHOOSE, [Action("choose_card", (x,)) for x in cands]
                    + [Action("choose_card", (0,))],
                    "Choose a permanent to sacrifice, or none")
                return False
        elif ans.args[0]:
            v.pop("opponent_sacrifice", None)
            sacrifice(s, int(ans.args[0]))
            for x in _flat(e.then):
                if not run_step(s, f, x):
                    raise AssertionError("an 'if a player does' effect asked a question")
            return True
        else:
            log_event(s, "decline", "608.2d", f"{s.players[opp].name} sacrifices nothing", opp)
        ans = None
        i += 1
    v.pop("opponent_sacrifice", None)
    return True
