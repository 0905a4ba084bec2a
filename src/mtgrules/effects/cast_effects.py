"""Effects that look at how a spell was cast, and exile-and-play effects (CR 702.33d, 406.3,
601.3): "If this spell was kicked, ..." and "Exile the top N cards of your library. Until end
of turn / Until the end of your next turn, you may play those cards." Dispatched by
:func:`mtgrules.effects.interpreter.run_step`."""

from __future__ import annotations

from mtgrules.log import log_event, name_of
from mtgrules.model.effects import ExileTopCardsMayPlay, PlayDuration
from mtgrules.rules.turn_order import next_turn_of
from mtgrules.rules.zone_change import move
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def _ctrl(f: Frame) -> int:
    return int(f.data["ctx"]["controller"])


def if_kicked(s: GameState, f: Frame, skip: int) -> bool:
    """"If this spell was kicked, ..." (CR 702.33d): skip the body unless the resolving
    spell's kicker cost was paid (``chosen["kicked"]``, recorded as it was cast)."""
    o = s.objects.get(int(f.data["ctx"].get("obj") or 0))
    if o is None or not o.chosen.get("kicked"):
        f.data["pc"] += skip
    return True


def exile_top_cards_may_play(s: GameState, f: Frame, e: ExileTopCardsMayPlay) -> bool:
    """Exile the top ``count`` cards of the controller's library face up (CR 406.3); the
    controller may play them (601.3, 305.1) this turn, or until the end of their next turn:
    ``s.extra["play_permissions"]`` entries ``{"player", "obj", "turn"}`` or ``{"player",
    "obj", "until_turn"}``. Normal timing, costs and land plays apply; unplayed cards stay
    exiled."""
    pid = _ctrl(f)
    p = s.players[pid]
    top = list(p.library[: e.count])
    if not top:
        return True
    perms = list(s.extra.get("play_permissions", ()))
    new_ids = []
    for oid in top:
        new = move(s, oid, "exile")
        new_ids.append(new)
        if e.duration is PlayDuration.THIS_TURN:
            perms.append({"player": pid, "obj": new, "turn": s.turn})
        else:
            perms.append({"player": pid, "obj": new, "until_turn": next_turn_of(s, pid)})
    s.extra["play_permissions"] = perms
    s.touch()
    until = "this turn" if e.duration is PlayDuration.THIS_TURN else "until the end of their " \
        "next turn"
    log_event(s, "exile", "406.3", f"{p.name} exiles {', '.join(name_of(s, x) for x in new_ids)}"
              f" from the top of their library; they may play those cards {until}", pid,
              new_ids)
    return True
