"""Day and night (CR 730) and the daybound and nightbound keywords (702.145).

The game's designation is ``s.extra["day_night"]``: ``"day"``, ``"night"``, or absent for
neither (730.1: the game starts with neither; once it is day or night it stays one of them).
It changes

- as the second part of the untap step (502.2, 730.2): day becomes night if the previous
  turn's active player cast no spells during it; night becomes day if they cast two or more;
- when a permanent with daybound is on the battlefield while it's neither: it becomes day
  (702.145d); with nightbound and no daybound permanent: it becomes night (702.145g).

As it becomes night, each daybound permanent front face up transforms; as it becomes day,
each nightbound permanent back face up transforms (702.145b, 702.145e); a daybound card
entering at night enters transformed (702.145b, :func:`mtgrules.rules.faces.card_after_move`). Daybound and nightbound permanents can't
transform except by these rules (702.145b, 702.145e; :func:`mtgrules.rules.faces.transform`).
"""

from __future__ import annotations

from mtgrules.cards.faces import whole_card
from mtgrules.log import log_event
from mtgrules.rules import faces
from mtgrules.rules.layers import characteristics
from mtgrules.state.game_state import GameState

__all__ = ["DAY", "NIGHT", "bound", "day_night", "turn_begins", "untap_check", "update"]

DAY = "day"
NIGHT = "night"


def day_night(s: GameState) -> str | None:
    """``"day"``, ``"night"`` or None (neither, CR 730.1)."""
    v = s.extra.get("day_night")
    return str(v) if v is not None else None


def bound(s: GameState, oid: int) -> set[str]:
    """Which of ``"daybound"``/``"nightbound"`` permanent ``oid`` has now."""
    kws = characteristics(s, oid).keywords
    return {k for k in ("daybound", "nightbound") if k in kws}


def turn_begins(s: GameState) -> None:
    """As a turn begins, before the per-turn counts are reset: record each player's spells
    cast in the turn that ended (``s.extra["spells_last_turn"]``, for "last turn" conditions
    and 730.2) and that turn's active player (``s.extra["previous_active"]``)."""
    if s.turn > 1:
        s.extra["spells_last_turn"] = [p.spells_cast_this_turn for p in s.players]
        if "turn_active" in s.extra:
            s.extra["previous_active"] = s.extra["turn_active"]
    s.extra["turn_active"] = s.active


def untap_check(s: GameState) -> None:
    """CR 502.2, 730.2: the untap step's day/night check of the previous turn."""
    now = day_night(s)
    prev = s.extra.get("previous_active")
    if now is None or prev is None:
        return  # 730.2c: neither, no check; no previous turn
    cast = s.extra.get("spells_last_turn", [0] * len(s.players))[int(prev)]
    if now == DAY and cast == 0:
        _become(s, NIGHT, "730.2a", f"{s.players[int(prev)].name} cast no spells last turn")
    elif now == NIGHT and cast >= 2:
        _become(s, DAY, "730.2b", f"{s.players[int(prev)].name} cast {cast} spells last turn")


def update(s: GameState, oid: int) -> None:
    """CR 702.145d, 702.145g: while it's neither day nor night, a permanent with daybound
    makes it day; with nightbound, when no permanent has daybound, night (called as
    permanent ``oid`` enters: only then does the battlefield gain one)."""
    if day_night(s) is not None or not (mine := bound(s, oid)):
        return
    if "daybound" in mine:
        _become(s, DAY, "702.145d", "a permanent with daybound is on the battlefield")
    elif not any("daybound" in bound(s, x) for x in s.battlefield):
        _become(s, NIGHT, "702.145g", "a permanent with nightbound is on the battlefield")


def _become(s: GameState, to: str, rule: str, why: str) -> None:
    s.extra["day_night"] = to
    s.touch()
    log_event(s, "day_night", rule, f"It becomes {to} ({why})", None)
    # 702.145b/e: as it becomes night (day), daybound (nightbound) permanents transform
    kw = "daybound" if to == NIGHT else "nightbound"
    for oid in list(s.battlefield):
        o = s.objects[oid]
        front_up = o.card == whole_card(o.card)
        if kw in bound(s, oid) and front_up == (to == NIGHT):
            faces.transform(s, oid, day_night=True)
