"""One-shot effects of triggered keyword abilities (CR 702): undying and persist's "return
it to the battlefield under its owner's control with a counter on it", renown's "it becomes
renowned"."""

from __future__ import annotations

from mtgrules.log import log_event, name_of
from mtgrules.model.keyword_abilities import BecomeRenowned, ReturnWithCounter
from mtgrules.rules.zone_change import move
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def return_with_counter(s: GameState, f: Frame, e: ReturnWithCounter) -> bool:
    """CR 702.93a / 702.79a: the card the dying permanent became (the leaves event's new
    object, which a leaves-the-battlefield ability can find in the graveyard, CR 603.6d,
    400.7) returns to the battlefield under its owner's control and enters with one
    ``e.counter`` counter (CR 122.6). Does nothing if the card has left the graveyard."""
    ev = f.data["ctx"].get("event") or {}
    card = ev.get("new")
    o = s.objects.get(card) if isinstance(card, int) else None
    if o is None or not isinstance(card, int) or o.zone != "graveyard" \
            or ev.get("to") != "graveyard":
        return True
    new = move(s, card, "battlefield", controller=o.owner, tapped=e.tapped,
               info={"enters_with": {e.counter.value: 1}})
    rule = "603.6d" if e.tapped else "702.93a" if e.counter.value == "+1/+1" else "702.79a"
    log_event(s, "return_with_counter", rule,
              f"{name_of(s, new)} returns to the battlefield with a {e.counter.value} counter",
              o.owner, [new])
    return True


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
