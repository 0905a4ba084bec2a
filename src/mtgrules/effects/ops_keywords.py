"""One-shot effects of triggered keyword abilities (CR 702): renown's "it becomes renowned"
(undying and persist's return is :func:`mtgrules.effects.returns.return_died_to_battlefield`)."""

from __future__ import annotations

from mtgrules.log import log_event, name_of
from mtgrules.model.keyword_abilities import BecomeRenowned
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def become_renowned(s: GameState, f: Frame, e: BecomeRenowned) -> bool:
    """CR 702.112b: the source permanent becomes renowned (while it stays on the
    battlefield: a new object after a zone change is not renowned, CR 400.7)."""
    src = f.data["ctx"].get("source")
    o = s.objects.get(src) if isinstance(src, int) else None
    if o is not None and o.zone == "battlefield":
        o.chosen["renowned"] = True
        log_event(s, "renowned", "702.112b", f"{name_of(s, src)} becomes renowned",
                  o.controller, [src])
    return True
