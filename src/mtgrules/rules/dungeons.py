"""Dungeons (CR 309) and venturing into the dungeon (CR 701.49).

A player's dungeon is a card object in the command zone (309.2b), owned by them, whose
``chosen["room"]`` is the room their venture marker is on (309.4); ``Player.dungeon`` is its id
and ``Player.dungeons_completed`` the names of the dungeons they completed (309.7).

Venturing is a ``venture`` frame (the state holds its progress, DESIGN 3):

- with no dungeon in the command zone, the player chooses a dungeon card from outside the game
  (309.2a, 701.49a: a ``choose`` decision naming the dungeon; one option is chosen for them),
  puts it into the command zone and the marker on its topmost room;
- otherwise, from any room but the bottommost, they move the marker along an arrow, choosing
  when several leave the room (701.49b: a ``choose`` decision naming the room);
- from the bottommost room they remove the dungeon from the game, completing it (701.49c,
  309.7), then choose a dungeon again as above.

Moving the marker into a room triggers its room ability (309.4c), controlled by the dungeon's
owner with the dungeon card as its source. A dungeon whose marker is on its bottommost room is
removed by a state-based action once no room ability of it is waiting or on the stack (309.6),
which also completes it.

Only dungeons whose every room ability the engine implements are offered (the registry holds
them: the compiler reads each room's text with the render check). Venture into Undercity and
the initiative (CR 725) are not in the engine.
"""

from __future__ import annotations

from mtgrules.cards.dungeons import DUNGEON_BY_NAME, DUNGEONS, Dungeon, room_key
from mtgrules.cards.registry import get_card
from mtgrules.engine import ask, handler, pop, take_answer
from mtgrules.errors import UnknownCardError
from mtgrules.log import log_event
from mtgrules.rules.triggers import emit
from mtgrules.rules.zone_change import new_object
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def offered_dungeons() -> list[str]:
    """The dungeon cards a venturing player may choose (CR 309.2a): those the engine
    implements, in printed order."""
    out = []
    for d in DUNGEONS:
        try:
            get_card(d.name)
        except UnknownCardError:
            continue
        out.append(d.name)
    return out


def dungeon_of(s: GameState, pid: int) -> tuple[Dungeon, int] | None:
    """The dungeon player ``pid`` owns in the command zone and the index of the room their
    venture marker is on, or None (CR 309.3, 309.4)."""
    oid = s.players[pid].dungeon
    if oid is None:
        return None
    o = s.objects[oid]
    return DUNGEON_BY_NAME[o.card], int(o.chosen["room"])


def has_completed(s: GameState, pid: int, name: str | None = None) -> bool:
    """Whether player ``pid`` has completed a dungeon (``name``: that dungeon), CR 309.7."""
    done = s.players[pid].dungeons_completed
    return bool(done) if name is None else name in done


@handler("venture")
def venture_frame(s: GameState, f: Frame) -> None:
    """One venture into the dungeon by ``f.data["player"]`` (CR 701.49a-c)."""
    pid = f.data["player"]
    ans = take_answer(f)
    if s.players[pid].lost:
        pop(s, f)
        return
    cur = dungeon_of(s, pid)
    if cur is not None and not f.data.get("completed"):
        dungeon, room = cur
        if room == dungeon.bottommost:
            complete_dungeon(s, pid, "701.49c")
            f.data["completed"] = True
        else:
            nxt = dungeon.rooms[room].leads_to
            if len(nxt) > 1 and ans is None:
                ask(s, pid, CHOOSE, [Action("choose", (dungeon.rooms[i].name,)) for i in nxt],
                    f"Venture into the dungeon: choose the next room of {dungeon.name}")
                return
            target = nxt[0] if len(nxt) == 1 or ans is None else dungeon.room_index(
                str(ans.args[0]))
            pop(s, f)
            _enter_room(s, pid, target, "701.49b")
            return
    names = offered_dungeons()
    if not names:
        pop(s, f)
        log_event(s, "venture", "701.49a", f"{s.players[pid].name} can't venture: no dungeon "
                  "is implemented", pid)
        return
    if len(names) > 1 and ans is None:
        ask(s, pid, CHOOSE, [Action("choose", (n,)) for n in names],
            "Venture into the dungeon: choose a dungeon")
        return
    chosen = names[0] if ans is None else str(ans.args[0])
    pop(s, f)
    o = new_object(s, chosen, pid, "command")
    o.chosen["room"] = 0
    s.players[pid].dungeon = o.id
    log_event(s, "dungeon", "309.2a", f"{s.players[pid].name} puts {chosen} into the command "
              "zone", pid, [o.id])
    _enter_room(s, pid, 0, "701.49a")


def _enter_room(s: GameState, pid: int, room: int, rule: str) -> None:
    """Move ``pid``'s venture marker into ``room`` (CR 309.4a, 309.5a): its room ability
    triggers (309.4c)."""
    oid = s.players[pid].dungeon
    assert oid is not None
    o = s.objects[oid]
    o.chosen["room"] = room
    dungeon = DUNGEON_BY_NAME[o.card]
    s.touch()
    log_event(s, "venture", rule, f"{s.players[pid].name} ventures into "
              f"{dungeon.rooms[room].name} of {dungeon.name}", pid, [oid],
              room=dungeon.rooms[room].name)
    s.triggered.append({"ability": room_key(dungeon.name, room), "source": oid,
                        "controller": pid, "event": {"type": "room", "obj": oid,
                                                     "player": pid}})


def complete_dungeon(s: GameState, pid: int, rule: str) -> None:
    """Player ``pid`` removes their dungeon from the game and so completes it (CR 309.7);
    "whenever you complete a dungeon" abilities trigger."""
    oid = s.players[pid].dungeon
    assert oid is not None
    o = s.objects[oid]
    o.zone = "gone"
    s.players[pid].dungeon = None
    s.players[pid].dungeons_completed.append(o.card)
    s.touch()
    log_event(s, "complete_dungeon", rule, f"{s.players[pid].name} completes {o.card}", pid,
              [oid], dungeon=o.card)
    emit(s, {"type": "complete_dungeon", "player": pid, "dungeon": o.card})


def dungeon_sbas(s: GameState) -> bool:
    """CR 309.6 (a state-based action): a dungeon whose venture marker is on its bottommost
    room, and that is the source of no room ability waiting to be put on the stack or on the
    stack, is removed from the game by its owner, who completes it. True if any was."""
    acted = False
    for p in s.players:
        cur = dungeon_of(s, p.index)
        if cur is None or cur[1] != cur[0].bottommost or p.lost:
            continue
        oid = p.dungeon
        if any(t["source"] == oid for t in s.triggered) or any(
                s.objects[x].kind == "ability" and s.objects[x].source == oid for x in s.stack):
            continue
        complete_dungeon(s, p.index, "309.6")
        acted = True
    return acted
