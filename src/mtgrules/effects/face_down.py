"""The keyword actions that put cards onto the battlefield face down: manifest (CR 701.40),
cloak (701.58) and manifest dread (701.62). The face-down permanents they make are those of
:mod:`mtgrules.rules.face_down` (a manifested or cloaked creature card may be turned face up
for its mana cost, 701.40b, 701.58b)."""

from __future__ import annotations

from mtgrules.effects.refs import set_those
from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.face_down import FaceDownReason, Manifest, ManifestDread
from mtgrules.rules.zone_change import move
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def _ctrl(f: Frame) -> int:
    return int(f.data["ctx"]["controller"])


def put_face_down(s: GameState, card: int, player: int, reason: FaceDownReason,
                  rule: str) -> int:
    """Turn ``card`` face down and put it onto the battlefield under ``player``'s control as
    a 2/2 creature (CR 701.40a, 701.58a; turned face down before it enters, 708.3); returns
    the permanent's id."""
    new = move(s, card, "battlefield", controller=player, face_down=reason.value)
    log_event(s, reason.value, rule, f"{s.players[player].name} {reason.value}s a card: "
              f"{name_of(s, new)} enters the battlefield face down", player, [new])
    return new


def manifest(s: GameState, f: Frame, e: Manifest) -> bool:
    """Manifest or cloak the top ``e.count`` cards of the controller's library, one at a
    time (CR 701.40e, 701.58e); fewer if the library runs out."""
    pid = _ctrl(f)
    reason = FaceDownReason.CLOAK if e.cloak else FaceDownReason.MANIFEST
    rule = "701.58a" if e.cloak else "701.40a"
    made: list[int] = []
    for _ in range(e.count):
        lib = s.players[pid].library
        if not lib:
            break
        made.append(put_face_down(s, lib[0], pid, reason, rule))
    set_those(f, made)
    return True


def manifest_dread(s: GameState, f: Frame, e: ManifestDread) -> bool:
    """CR 701.62a: the controller looks at the top two cards of their library (a ``choose``
    decision only they see, by object id), manifests one, and puts the other into their
    graveyard. With one card it is manifested; with none nothing happens."""
    pid = _ctrl(f)
    top = list(s.players[pid].library[:2])
    if not top:
        set_those(f, [])
        return True
    pick = top[0]
    if len(top) == 2:
        ans = take_answer(f)
        if ans is None or int(ans.args[0]) not in top:
            ask(s, pid, CHOOSE, [Action("choose_card", (x,)) for x in top],
                "Manifest dread: choose the card to manifest (the other goes to your "
                "graveyard, CR 701.62a)")
            return False
        pick = int(ans.args[0])
    new = put_face_down(s, pick, pid, FaceDownReason.MANIFEST, "701.62a")
    for other in top:
        if other != pick and s.objects[other].zone == "library":
            gone = move(s, other, "graveyard")
            log_event(s, "manifest_dread", "701.62a", f"{s.players[pid].name} puts "
                      f"{s.objects[gone].card}#{gone} into their graveyard (manifest dread)",
                      pid, [gone])
    set_those(f, [new])
    return True
