"""Creating a delayed "whenever" triggered ability (CR 603.7a, 611.2b):
:class:`~mtgrules.model.delayed_triggers.WheneverUntilYourNextTurn`.

The record in ``s.delayed`` has ``"whenever": True`` (it triggers each time, 603.7c, and is
matched like a permanent's trigger by :mod:`mtgrules.rules.triggers`) and ``"until"``: the
controller and the turn it was made in; it ends as that player's next turn begins (611.2b,
:func:`mtgrules.rules.delayed_triggers.has_ended`).
"""

from __future__ import annotations

from mtgrules.log import log_event, name_of
from mtgrules.model.abilities import TriggeredAbility
from mtgrules.model.delayed_triggers import WheneverUntilYourNextTurn
from mtgrules.rules.triggers import event_type
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def whenever_until_your_next_turn(s: GameState, f: Frame, e: WheneverUntilYourNextTurn
                                  ) -> bool:
    """Create the delayed triggered ability ``e.ability``: its source is the source of the
    resolving ability and its controller that ability's controller (CR 603.7d-e)."""
    a = e.ability
    assert isinstance(a, TriggeredAbility) and a.key, "a keyed triggered ability"
    ctx = f.data["ctx"]
    src, ctrl = int(ctx["source"]), int(ctx["controller"])
    s.delayed.append({"event": event_type(a.event), "ability": a.key, "source": src,
                      "controller": ctrl, "once": False, "whenever": True,
                      "until": [ctrl, s.turn]})
    log_event(s, "delayed_trigger", "603.7a", f"until {s.players[ctrl].name}'s next turn: "
              f"{a.text.replace('~', name_of(s, src))}", ctrl, [src])
    return True

