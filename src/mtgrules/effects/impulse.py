"""Exiling the top card with a permission to play it
(:class:`~mtgrules.model.impulse.ExileTopPlayable`), and the general template's two effects:
the exile (:class:`~mtgrules.model.impulse.ExileFromTop`) and the permission
(:class:`~mtgrules.model.impulse.PlayExiled`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, assert_never

from mtgrules.cards.registry import get_card
from mtgrules.effects.cast_effects import next_turn_of
from mtgrules.effects.refs import amount, objects, players, set_those
from mtgrules.engine import ask, push, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.impulse import (
    AnyColorSpend,
    ExiledNoun,
    ExileFromTop,
    ExileTopPlayable,
    LookAtExiled,
    PlayExiled,
    PlayVerb,
    PlayWindow,
)
from mtgrules.model.refs import Those
from mtgrules.rules.alt_costs import castable_for
from mtgrules.rules.casting import is_land_card
from mtgrules.rules.face_down import allow_look, exile_face_down
from mtgrules.rules.linked_exile import link_exiled
from mtgrules.rules.play_permissions import end_step_turn, grant
from mtgrules.rules.zone_change import move
from mtgrules.state.decision import MAY, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def exile_top_cards(s: GameState, source: int, pid: int, n: int, note: str = "",
                    face_down: bool = False) -> list[int]:
    """Player ``pid`` exiles the top ``n`` cards of their library face up (CR 406.3; as many
    as there are if it has fewer, none for ``n`` < 1), logged with ``note`` after the usual
    words; returns the new objects (CR 400.7), linked to ``source`` as "cards exiled with ~"
    (CR 607.2a). ``face_down``: exiled face down (406.3): the log names no card."""
    p = s.players[pid]
    top = list(p.library[:max(n, 0)])
    if not top:
        return []
    if face_down:  # no player sees them (CR 406.3)
        what = "card" if len(top) == 1 else f"{len(top)} cards"
        log_event(s, "exile", "406.3", f"the top {what} of {p.name}'s library "
                  f"{'is' if len(top) == 1 else 'are'} exiled face down{note}", pid, [])
    else:
        log_event(s, "exile", "406.3", f"{p.name} exiles "
                  f"{', '.join(name_of(s, x) for x in top)} from the top of their library{note}",
                  pid, top)
    exiled: list[int] = []
    for oid in top:
        new = move(s, oid, "exile")
        if face_down:
            exile_face_down(s, new)
        link_exiled(s, source, new)
        exiled.append(new)
    return exiled


def exile_top_playable(s: GameState, f: Frame, e: ExileTopPlayable) -> bool:
    """Exile the controller's top card face up (CR 406.3) with a play permission
    (``s.extra["play_permissions"]``, read by :func:`mtgrules.rules.casting.
    permitted_exiled_cards`): ``{"turn"}`` this turn, ``{"until_turn"}`` until the end of
    their next turn, no limit while it remains exiled (a new object elsewhere, CR 400.7)."""
    pid = int(f.data["ctx"]["controller"])
    exiled = exile_top_cards(s, int(f.data["ctx"]["source"]), pid, 1,
                             f" ({e.wording.value.lower()})")
    if not exiled:
        set_those(f, [])
        return True
    (new,) = exiled
    perm: dict[str, Any] = {"player": pid, "obj": new}
    if e.this_turn:
        perm["turn"] = s.turn
    elif e.until_next_turn:
        perm["until_turn"] = next_turn_of(s, pid)
    s.extra["play_permissions"] = [*s.extra.get("play_permissions", ()), perm]
    set_those(f, [new])
    s.touch()
    return True


def exile_from_top(s: GameState, f: Frame, e: ExileFromTop) -> bool:
    """Each player ``e.who`` names exiles the top ``e.count`` cards of their library face up
    (CR 406.3; as many as there are if the library has fewer); the new
    objects (CR 400.7) are the ability's "those cards" for the next sentence and are linked to
    the source ("cards exiled with ~", 607.2a)."""
    n = amount(s, f, e.count)
    exiled: list[int] = []
    for pid in players(s, f, e.who):
        exiled += exile_top_cards(s, int(f.data["ctx"]["source"]), pid, n,
                                  face_down=e.face_down)
    set_those(f, exiled)
    s.touch()
    return True


def play_exiled(s: GameState, f: Frame, e: PlayExiled) -> bool:
    """The controller may play (or only cast) the cards the previous effect exiled that are
    still in exile, for ``e.window`` (CR 601.3, 305.1, 611.2b; permissions are read by
    :mod:`mtgrules.rules.play_permissions`); "one of those cards" allows one only."""
    pid = int(f.data["ctx"]["controller"])
    ids = [o for o in objects(s, f, e.what) if s.objects[o].zone == "exile"]
    if not ids:
        return True
    window: dict[str, Any] = {}
    match e.window:
        case PlayWindow.THIS_TURN | PlayWindow.END_OF_TURN:
            window["turn"] = s.turn
        case PlayWindow.NEXT_TURN:
            window["until_turn"] = next_turn_of(s, pid)
        case PlayWindow.DURING_NEXT_TURN:
            window["from_turn"] = window["until_turn"] = next_turn_of(s, pid)
        case PlayWindow.NEXT_END_STEP:
            window["until_end_step"] = end_step_turn(s, pid, next_turn_of(s, pid))
        case PlayWindow.WHILE_EXILED:
            pass
        case _:
            assert_never(e.window)
    if e.verb is not PlayVerb.PLAY:
        window["cast_only"] = True
    if e.spend is not AnyColorSpend.NONE:
        window["any_color"] = True  # CR 609.4b (rules.play_permissions)
    if e.noun is ExiledNoun.ONE_OF_THOSE and len(ids) > 1:
        window["group"] = ids[0]  # object ids are never reused: a unique group
    if e.look:  # "you may look at and play that card" (CR 406.3)
        for o in ids:
            allow_look(s, o, pid)
    grant(s, [{"player": pid, "obj": o, **window} for o in ids])
    verb = "play" if e.verb is PlayVerb.PLAY else "cast"
    which = "one of " if "group" in window else ""
    log_event(s, "play_permission", "601.3", f"{s.players[pid].name} may {verb} {which}"
              f"{', '.join(name_of(s, o) for o in ids)} {e.window.value}", pid, ids)
    s.touch()
    return True


def look_at_exiled(s: GameState, f: Frame, e: LookAtExiled) -> bool:
    """"You may look at it for as long as it remains exiled" (CR 406.3): the controller may
    look at the cards the previous effect exiled face down that are still in exile (the
    object's ``chosen["look"]``; a player view then shows the card to them alone)."""
    pid = int(f.data["ctx"]["controller"])
    ids = [o for o in objects(s, f, e.what) if allow_look(s, o, pid)]
    if ids:
        log_event(s, "look", "406.3", f"{s.players[pid].name} may look at "
                  f"{', '.join(name_of(s, o) for o in ids)} for as long as it remains exiled",
                  pid, ids)
    return True


@dataclass(frozen=True, slots=True)
class CastExiledStep:
    """The flattened :class:`~mtgrules.model.impulse.CastExiledOrElse`: offer the cast; if
    the card is cast, skip the next ``skip`` steps (what happens "if you don't")."""

    skip: int


def cast_exiled(s: GameState, f: Frame, step: CastExiledStep) -> bool:
    """CR 608.2g: the controller may cast the card the previous effect exiled, now (a
    ``may`` decision, offered only if it could be cast: not a land, 305.9; its targets and
    costs, 601.2c-h); casting pushes the ``cast`` frame (601.2a-i, no priority after it) and
    skips the "if you don't" steps, which otherwise follow."""
    pid = int(f.data["ctx"]["controller"])
    ids = [o for o in objects(s, f, Those()) if s.objects[o].zone == "exile"]
    oid = ids[0] if ids else 0
    ans = take_answer(f)
    if ans is None:
        if oid and _castable(s, pid, oid):
            ask(s, pid, MAY, [Action("yes"), Action("no")],
                f"{s.players[pid].name}: cast {name_of(s, oid)}?")
            return False
        return True
    if ans.kind == "yes" and oid:
        log_event(s, "cast_while_resolving", "608.2g", f"{s.players[pid].name} casts "
                  f"{name_of(s, oid)} while the ability resolves", pid, [oid])
        push(s, "cast", player=pid, obj=oid, stage="start")
        f.data["pc"] += step.skip
    return True


def _castable(s: GameState, pid: int, oid: int) -> bool:
    """Whether ``pid`` could cast exiled card ``oid`` now for its mana cost (timing aside,
    CR 608.2g): not a land (305.9), a mana cost to pay (202.1b), targets and costs."""
    if is_land_card(s, oid):
        return False
    cost = get_card(s.objects[oid].card).mana_cost
    return cost is not None and castable_for(s, pid, oid, cost)
