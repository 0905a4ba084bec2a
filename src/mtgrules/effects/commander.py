"""Effects of the Commander variant's cards (CR 903): "copy it for each time you've cast your
commander from the command zone this game" (:class:`~mtgrules.model.CommanderCastCopies`)."""

from __future__ import annotations

from mtgrules.effects.copies import storm_copies
from mtgrules.log import log_event, name_of
from mtgrules.model.commander import CommanderCastCopies
from mtgrules.model.copies import StormCopies
from mtgrules.rules.commander import commander_casts
from mtgrules.rules.spell_copies import copy_spell
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def commander_cast_copies(s: GameState, f: Frame, e: CommanderCastCopies) -> bool:
    """Copy the spell that triggered the ability once for each time its controller has cast
    their commanders from the command zone this game (CR 903.8; counted as it resolves), each
    copy put on the stack with the spell's copiable values and choices, not cast (707.10,
    707.10a); with ``new_targets`` its controller may then choose new targets for each copy,
    as storm's copies do (707.10c, :func:`mtgrules.effects.copies.storm_copies`). Returns
    False while a decision is pending."""
    ctx = f.data["ctx"]
    v = ctx["vars"]
    if "storm" not in v:
        pid = int(ctx["controller"])
        src = int(ctx["source"])
        n = commander_casts(s, pid)
        made = [copy_spell(s, src, pid) for _ in range(n)] if src in s.objects else []
        log_event(s, "copy", "707.10", f"{s.players[pid].name} has cast their commander from "
                  f"the command zone {n} time{'' if n == 1 else 's'} this game: {len(made)} "
                  f"cop{'y' if len(made) == 1 else 'ies'} of {name_of(s, src)} put on the "
                  "stack", pid, [src, *made])
        v["storm"] = {"copies": made if e.new_targets else [], "i": 0, "slot": 0}
    return storm_copies(s, f, StormCopies())
