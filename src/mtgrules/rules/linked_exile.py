"""Cards exiled with a source (CR 607.2a): ``s.extra["exiled_with"]`` maps a source's id (a
string: the state is JSON) to the ids of the cards its abilities exiled (recorded by
:func:`link_exiled`); a card that left exile is a new object (400.7) and no longer counts."""

from __future__ import annotations

from mtgrules.state.game_state import GameState


def link_exiled(s: GameState, source: int, card: int) -> None:
    """Record that ``source``'s ability exiled ``card`` (CR 607.2a)."""
    s.extra.setdefault("exiled_with", {}).setdefault(str(source), []).append(card)


def exiled_with(s: GameState, source: int) -> list[int]:
    """The cards exiled with ``source`` that are still in exile."""
    got = (s.extra.get("exiled_with") or {}).get(str(source), ())
    return [c for c in got if c in s.objects and s.objects[c].zone == "exile"]
