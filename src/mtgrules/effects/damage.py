"""One source dealing damage to several recipients at once (:class:`~mtgrules.model.damage.
DealDamageToSeveral`, CR 120.2, 120.3)."""

from __future__ import annotations

from typing import Any

from mtgrules.effects.refs import amount, refs, set_those
from mtgrules.model.damage import DealDamageToSeveral
from mtgrules.rules import prevention
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def deal_damage_to_several(s: GameState, f: Frame, e: DealDamageToSeveral) -> bool:
    """Each part's amount to each of its recipients, all dealt at once (one damage event,
    CR 120.3, 603.2c; prevention applies to each part, 615); a recipient that is gone or an
    illegal target gets nothing, the others still do (608.2b). A source that left deals it
    as it last existed (608.2h). "Those" afterwards: the permanents dealt damage."""
    ctx = f.data["ctx"]
    src = int(ctx["source"])
    lki = ctx.get("source_lki")
    events: list[list[Any]] = []
    hit: list[int] = []
    for p in e.parts:
        n = amount(s, f, p.amount)
        for r in refs(s, f, p.to):
            events.append([src, r, n, False, lki])
            if r > 0 and r not in hit:
                hit.append(r)
    set_those(f, hit)
    prevention.deal(s, events)
    return True
