"""The owner's choice to put their commander into the command zone from a graveyard or exile
(CR 903.9a, a state-based action); see :mod:`mtgrules.rules.commander` for the variant's state."""

from __future__ import annotations

from mtgrules.engine import ask, handler, pop, push, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.rules.zone_change import move
from mtgrules.state.decision import MAY, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def command_zone_choice(s: GameState) -> bool:
    """CR 903.9a, a state-based action: for a commander put into a graveyard or exile since
    state-based actions were last checked, its owner may put it into the command zone. Pushes
    the ``commander_zone`` frame for the first such commander and returns True; False when
    there is none."""
    for e in s.extra.get("commanders", ()):
        if not e["fresh"]:
            continue
        e["fresh"] = False
        o = s.objects[e["id"]]
        if o.zone in ("graveyard", "exile") and not s.players[e["owner"]].lost:
            push(s, "commander_zone", obj=e["id"], player=e["owner"])
            return True
    return False


@handler("commander_zone")
def commander_zone_frame(s: GameState, f: Frame) -> None:
    """The owner chooses whether their commander in a graveyard or exile goes to the command
    zone (CR 903.9a)."""
    oid, pid = f.data["obj"], f.data["player"]
    if s.objects[oid].zone not in ("graveyard", "exile") or s.players[pid].lost:
        pop(s, f)
        return
    ans = take_answer(f)
    if ans is None:
        ask(s, pid, MAY, [Action("yes"), Action("no")], f"Put {name_of(s, oid)} from "
            f"{'your graveyard' if s.objects[oid].zone == 'graveyard' else 'exile'} into the "
            "command zone? (CR 903.9a)")
        return
    pop(s, f)
    if ans.kind == "yes":
        was = s.objects[oid].zone
        new = move(s, oid, "command")
        log_event(s, "command_zone", "903.9a", f"{s.players[pid].name} puts "
                  f"{name_of(s, new)} from {was} into the command zone", pid, [new])
