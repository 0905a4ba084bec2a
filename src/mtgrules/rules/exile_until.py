"""The link between a source and the cards exiled "until ~ leaves the battlefield" (CR 610.3).

``s.extra["exiled_until"]`` maps a source permanent's id (as a string: the state is JSON) to
the ids of the cards it exiled that way; :func:`link` records one, :func:`pop_linked` takes a
source's list as it leaves the battlefield (:func:`mtgrules.rules.zone_change.move` then
returns each card still in exile to the battlefield under its owner's control, 610.3c).
"""

from __future__ import annotations

from mtgrules.state.game_state import GameState


def link(s: GameState, source: int, exiled: int) -> None:
    """Record that ``source`` exiled card ``exiled`` until it leaves the battlefield."""
    s.extra.setdefault("exiled_until", {}).setdefault(str(source), []).append(exiled)


def pop_linked(s: GameState, source: int) -> list[int]:
    """The cards ``source`` exiled until it leaves, still in exile, and forget them (CR
    610.3c); empty when there are none (one dict lookup in nearly every game). A token in
    exile ceases to exist and never returns (CR 111.8)."""
    links = s.extra.get("exiled_until")
    if not links:
        return []
    got = links.pop(str(source), None)
    if not links:
        s.extra.pop("exiled_until", None)
    if not got:
        return []
    return [r for r in got if r in s.objects and s.objects[r].zone == "exile"
            and s.objects[r].kind != "token"]
