"""Permissions to play cards from exile (CR 601.3, 305.1, 611.2b): the state's
``s.extra["play_permissions"]`` list, each entry ``{"player", "obj"}`` with optional keys:

- ``"turn"``: that turn only ("this turn", "until end of turn", CR 514.2);
- ``"until_turn"``: until the end of that turn ("until the end of your next turn");
- ``"from_turn"``: from that turn on (warp, CR 702.185a; "during your next turn" has both);
- ``"until_end_step"``: until that turn's end step begins ("until your next end step", 513.1);
- ``"cast_only"``: the card may be cast, not played as a land ("you may cast", 305.9);
- ``"group"``: only one card of the group may be played ("one of those cards"): playing one
  ends the others' permissions (``s.extra["play_groups_used"]``);
- ``"after_another_spell"``: only while the player has cast a spell this turn;
- ``"any_color"``: mana may be spent as though it were mana of any color to cast it (CR
  609.4b; the spell keeps it as ``chosen["any_color"]`` once on the stack).

A permission whose card left exile is void (the card became a new object, CR 400.7). Only
the permission list is read, never the battlefield, so the check is cheap.

The static permission "You may play cards exiled with ~" (:class:`~mtgrules.model.
linked_exile.PlayCardsExiledWith`, CR 607.2a) lives on a permanent instead: only when some
source has linked exiled cards (``s.extra["exiled_with"]``) are the permanents with that rule
looked up, once per battlefield result (:func:`~mtgrules.rules.layers.battlefield_memo`).
"""

from __future__ import annotations

from typing import Any

from mtgrules.model.impulse import AnyColorSpend
from mtgrules.model.linked_exile import PlayCardsExiledWith
from mtgrules.rules.layers import Characteristics, battlefield_memo
from mtgrules.rules.linked_exile import exiled_with
from mtgrules.state.game_state import GameState

_AFTER_END = ("end", "cleanup")


def holds(s: GameState, perm: dict[str, Any]) -> bool:
    """Whether permission ``perm`` lasts now (its card still in exile, its window open, its
    group not used)."""
    if perm.get("turn", s.turn) != s.turn or perm.get("until_turn", s.turn) < s.turn or \
            perm.get("from_turn", s.turn) > s.turn:
        return False
    end = perm.get("until_end_step")
    if end is not None and (s.turn > end or (s.turn == end and s.step in _AFTER_END)):
        return False
    if perm.get("after_another_spell") and \
            s.players[perm["player"]].spells_cast_this_turn < 1:  # "cast another spell"
        return False
    return not ended(s, perm)


def ended(s: GameState, perm: dict[str, Any]) -> bool:
    """Whether permission ``perm`` is over for good (its window closed, its card left exile,
    its group was used); a permission that doesn't hold now may still hold later."""
    if perm.get("until_turn", s.turn) < s.turn or perm.get("turn", s.turn) < s.turn:
        return True
    end = perm.get("until_end_step")
    if end is not None and (s.turn > end or (s.turn == end and s.step in _AFTER_END)):
        return True
    group = perm.get("group")
    if group is not None and group in s.extra.get("play_groups_used", ()):
        return True
    o = s.objects.get(perm["obj"])
    return o is None or o.zone != "exile"


def permitted(s: GameState, player: int, lands: bool = False) -> list[int]:
    """Exiled cards ``player`` may play now, once each; ``lands``: those they may play as a
    land (a cast-only permission doesn't let a land be played, CR 305.9)."""
    ids: list[int] = []
    for perm in s.extra.get("play_permissions", ()):
        if perm["player"] == player and perm["obj"] not in ids and \
                not (lands and perm.get("cast_only")) and holds(s, perm):
            ids.append(perm["obj"])
    if "exiled_with" in s.extra:
        ids.extend(c for c, _ in linked(s, player) if c not in ids)
    return ids


LinkedSources = tuple[tuple[int, int, bool], ...]
"""Permanents with "You may play cards exiled with ~": (id, controller, mana may be spent
as though it were any color)."""


def _linked_sources(chars: dict[int, Characteristics]) -> LinkedSources:
    out = []
    for oid, c in chars.items():
        for r in c.rules:
            if isinstance(r, PlayCardsExiledWith):
                out.append((oid, c.controller, r.spend is not AnyColorSpend.NONE))
    return tuple(out)


def linked(s: GameState, player: int) -> list[tuple[int, bool]]:
    """The cards ``player`` may play because a permanent they control says "You may play cards
    exiled with ~" (CR 607.2a, 601.3): the cards its own abilities exiled that are still in
    exile, each with whether mana may be spent as though it were any color for it (609.4b)."""
    if not s.extra.get("exiled_with"):
        return []
    out: list[tuple[int, bool]] = []
    for src, ctrl, any_color in battlefield_memo(s, "play_exiled_with", _linked_sources):
        if ctrl == player:
            out.extend((c, any_color) for c in exiled_with(s, src))
    return out


def grant(s: GameState, perms: list[dict[str, Any]]) -> None:
    """Add permissions; those that are over for good are dropped (:func:`ended`)."""
    kept = [p for p in s.extra.get("play_permissions", ()) if not ended(s, p)]
    s.extra["play_permissions"] = kept + perms
    if any("until_end_step" in p for p in perms):
        s.extra["step_permissions"] = True  # the priority cache then keys on the step too


def end_step_turn(s: GameState, player: int, next_turn: int) -> int:
    """The turn whose end step is ``player``'s next one (CR 513.1): this turn's if it is
    theirs and its end step hasn't begun, else their next turn's (``next_turn``)."""
    if s.active == player and s.step not in _AFTER_END:
        return s.turn
    return next_turn


def note_played(s: GameState, oid: int, player: int | None = None) -> bool:
    """Card ``oid`` is being played from exile (cast, CR 601.2a, or played as a land, 305.1):
    the other cards of its "one of those cards" groups may no longer be played. Returns
    whether a permission (of ``player``, the one playing it) lets its mana be spent as
    though of any color (609.4b)."""
    perms = [p for p in s.extra.get("play_permissions", ()) if p["obj"] == oid and holds(s, p)]
    groups = [p["group"] for p in perms if "group" in p]
    if groups:
        s.extra["play_groups_used"] = [*s.extra.get("play_groups_used", ()), *groups]
    return any(p.get("any_color") for p in perms) or _linked_any_color(s, player, oid)


def _linked_any_color(s: GameState, player: int | None, oid: int) -> bool:
    """Whether a "cards exiled with ~" permission of ``player`` (None: of any player) lets
    mana be spent as though it were any color to cast ``oid`` (CR 609.4b)."""
    if "exiled_with" not in s.extra:
        return False
    players = range(len(s.players)) if player is None else (player,)
    return any(c == oid and ac for p in players for c, ac in linked(s, p))


def spends_any_color(s: GameState, player: int, oid: int) -> bool:
    """Whether ``player`` may spend mana as though it were mana of any color to cast ``oid``
    (CR 609.4b): an exiled card a permission says so of, or the spell it became."""
    o = s.objects.get(oid)
    if o is None:
        return False
    if o.zone == "stack":
        return bool(o.chosen.get("any_color"))
    return o.zone == "exile" and (any(
        p["player"] == player and p["obj"] == oid and p.get("any_color") and holds(s, p)
        for p in s.extra.get("play_permissions", ())) or _linked_any_color(s, player, oid))
