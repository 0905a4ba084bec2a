"""Putting every matching card of some graveyards onto the battlefield (CR 400.7, 110.2a):
:class:`~mtgrules.model.graveyard_returns.PutAllFromGraveyards`."""

from __future__ import annotations

from mtgrules.effects.refs import players, set_those
from mtgrules.log import log_event, name_of
from mtgrules.model.graveyard_returns import PutAllFromGraveyards
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import characteristics
from mtgrules.rules.zone_change import move
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def put_all_from_graveyards(s: GameState, f: Frame, e: PutAllFromGraveyards) -> bool:
    """The matching cards are found in every named graveyard first, then all enter the
    battlefield (CR 603.6a: the same event for triggers), each a new object (400.7), under
    the ability's controller's control with ``under_your_control`` (110.2a), else its
    owner's; logged as one ``return`` event."""
    ctx = f.data["ctx"]
    ctrl, src = int(ctx["controller"]), ctx.get("source")
    n = len(s.players)
    named = set(players(s, f, e.whose))
    found = [oid for pid in ((s.active + i) % n for i in range(n)) if pid in named
             for oid in list(s.players[pid].graveyard)
             if matches(s, oid, characteristics(s, oid), e.filter, ctrl, src)]
    names = [name_of(s, oid) for oid in found]
    moved = [move(s, oid, "battlefield", controller=ctrl if e.under_your_control else None)
             for oid in found]
    set_those(f, moved)
    who = f"{s.players[ctrl].name}'s control" if e.under_your_control else \
        "their owners' control"
    log_event(s, "return", "400.7", f"{', '.join(names) or 'no card'} put onto the "
              f"battlefield under {who}", ctrl, moved)
    return True
