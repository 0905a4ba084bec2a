"""The step of :class:`~mtgrules.model.unless_sacrifices.UnlessSacrifices` (CR 118.12,
701.21a): the player may sacrifice; if they do, the effects after it are skipped."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.refs import players
from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.filters import ObjectFilter
from mtgrules.model.refs import PlayerRef
from mtgrules.rules import actions
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import compute_battlefield
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


@dataclass(frozen=True, slots=True)
class UnlessSacrificesStep:
    """Offer ``who`` the sacrifice of a permanent matching ``filter``; if made, skip the next
    ``skip`` steps (the effects)."""

    who: PlayerRef
    filter: ObjectFilter
    skip: int


def unless_sacrifices(s: GameState, f: Frame, e: UnlessSacrificesStep) -> bool:
    """The player chooses a permanent they control matching the filter, or none (CR 118.12);
    a chosen one is sacrificed (701.21a) and the effects don't happen. True when done, False
    when the choice is pending."""
    who = players(s, f, e.who)
    if not who:
        return True
    pid = who[0]
    src = f.data["ctx"]["source"]
    ans = take_answer(f)
    if ans is None:
        chars = compute_battlefield(s)
        cands = [oid for oid in s.battlefield if chars[oid].controller == pid
                 and matches(s, oid, chars[oid], e.filter, pid, src)]
        if not cands:
            log_event(s, "cant_sacrifice", "701.21a", f"{s.players[pid].name} has nothing to "
                      "sacrifice", pid)
            return True
        ask(s, pid, CHOOSE, [*(Action("choose_card", (oid,)) for oid in cands),
                             Action("choose_card", (0,))],
            f"{s.players[pid].name}: sacrifice a permanent, or let {name_of(s, src)}'s "
            "effect happen?", source=src)
        return False
    oid = int(ans.args[0])
    if oid:
        log_event(s, "pays", "118.12", f"{s.players[pid].name} sacrifices "
                  f"{name_of(s, oid)} instead", pid, [oid])
        actions.sacrifice(s, oid)
        f.data["pc"] += e.skip
    else:
        log_event(s, "declines_payment", "118.12", f"{s.players[pid].name} doesn't "
                  "sacrifice", pid)
    return True
