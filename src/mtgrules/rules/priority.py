"""Priority (CR 117) and the stack's resolution order (CR 405, 608.1).

The ``priority`` frame lives for one step. Each time a player would receive priority it first
performs state-based actions and puts waiting triggered abilities on the stack, repeating until
neither happens (CR 117.5, 704.3). Then the player with priority decides: pass, play a land
(a special action, CR 116.2a, 305), cast a spell (CR 601), or activate an ability (CR 602, 605).
When all players pass in succession, the top object of the stack resolves (CR 117.4, 608), or,
with an empty stack, the step ends.
"""

from __future__ import annotations

from mtgrules.cards.registry import get_card
from mtgrules.engine import ask, handler, pop, push, take_answer
from mtgrules.errors import IllegalActionError
from mtgrules.log import log_event, name_of
from mtgrules.rules import casting, face_down, faces, play_permissions, suspend
from mtgrules.rules.activation import activation_options
from mtgrules.rules.cast_profile import cast_profile
from mtgrules.rules.dice_replacement import additional_land_plays
from mtgrules.rules.layers import reaches_other_zones
from mtgrules.rules.library_top import playable_top_land
from mtgrules.rules.sba import check_state_based_actions
from mtgrules.rules.state_triggers import check_state_triggers
from mtgrules.rules.timing import is_main_phase_empty_stack as is_main_phase_empty_stack
from mtgrules.rules.timing import living_players as living_players
from mtgrules.rules.timing import next_player as next_player
from mtgrules.rules.zone_change import move
from mtgrules.state.decision import CHOOSE, PASS, PRIORITY, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def priority_options(s: GameState, player: int) -> list[Action]:
    """Every legal priority action of ``player`` in a deterministic order: pass, land plays,
    spells, activated abilities (mana abilities included, CR 605.3a), turning face-down
    permanents face up (CR 116.2b)."""
    opts = [PASS]
    p = s.players[player]
    if is_main_phase_empty_stack(s, player) and (
            p.lands_played == 0 or p.lands_played < land_plays_allowed(s, player)):
        # CR 305.1-305.2: lands from hand, and exiled lands or the library's top card an
        # effect lets the player play (same timing and land-play count; seed 002, Bell Borca).
        seen: set[tuple[str, str]] = set()
        printed = not reaches_other_zones(s)  # then a plain card is a land as printed
        top = playable_top_land(s, player)  # "play lands from the top of your library"
        for oid in [*p.hand, *casting.permitted_exiled_cards(s, player, lands_only=True),
                    *([top] if top is not None else [])]:
            o = s.objects[oid]
            if (o.card, o.zone) in seen:
                continue
            if printed and not o.chosen and not o.face_down and \
                    (prof := cast_profile(o.card)).plain:
                land = prof.land
            else:
                land = bool(faces.land_faces(s, oid))  # a land face, CR 305.1, 712.12
            if land:
                seen.add((o.card, o.zone))
                opts.append(Action("play", (oid,)))
    # Spells and abilities available depend only on the state (cache cleared on touch), the
    # timing window, the mana pool (which empties without a touch) and the turn (exile play
    # permissions last one turn).
    key = ("spells_abilities", player, is_main_phase_empty_stack(s, player), bool(s.stack),
           tuple(p.mana), s.turn, s.step if s.extra.get("step_permissions") else "")
    more = s.cache.get(key)
    if more is None:
        more = casting.cast_options(s, player) + activation_options(s, player) + \
            face_down.turn_face_up_options(s, player) + \
            suspend.suspend_options(s, player)  # special actions, CR 116.2b, 116.2f
        s.cache[key] = more
    opts.extend(more)
    return opts


def land_plays_allowed(s: GameState, player: int) -> int:
    """Land plays available this turn (CR 305.2): one, plus additional-land effects."""
    return 1 + additional_land_plays(s, player)


@handler("priority")
def priority_frame(s: GameState, f: Frame) -> None:
    """One step's priority rounds (CR 117.3-117.4)."""
    ans = take_answer(f)
    if ans is not None:
        _act(s, f, ans)
        return
    # CR 117.5: SBAs, then triggered abilities, repeated, before a player gets priority.
    if check_state_based_actions(s):
        return
    if s.over or s.frames[-1] is not f:
        return
    check_state_triggers(s)  # CR 603.8
    if s.triggered:
        push(s, "put_triggers")
        return
    pid = s.priority
    if pid is None:
        pid = s.priority = s.active
    if s.players[pid].lost:
        s.priority = next_player(s, pid)
        return
    ask(s, pid, PRIORITY, priority_options(s, pid), f"{s.players[pid].name} has priority")


def _act(s: GameState, f: Frame, a: Action) -> None:
    pid = s.priority if s.priority is not None else s.active
    if a.kind == "pass":
        s.passes += 1
        if s.passes >= len(living_players(s)):
            s.passes = 0
            if not s.stack:
                pop(s, f)  # CR 117.4 / 500.2: the step ends
                return
            s.priority = s.active  # CR 117.3b: after resolution the active player gets it
            push(s, "resolve")
            return
        s.priority = next_player(s, pid)
        return
    s.passes = 0  # CR 117.3c: a player who acts receives priority again
    if a.kind == "play":
        if len(faces.land_faces(s, a.args[0])) > 1:  # which land face (CR 712.12)
            push(s, "play_land", obj=a.args[0], player=pid)
        else:
            play_land(s, pid, a.args[0])
    elif a.kind == "cast":
        push(s, "cast", obj=a.args[0], player=pid, stage="start")
    elif a.kind == "activate" and suspend.is_suspend_key(a.args[1]):
        push(s, "suspend", obj=a.args[0], ability=a.args[1], player=pid)
    elif a.kind == "activate":
        push(s, "activate", obj=a.args[0], ability=a.args[1], player=pid, stage="start")
    elif a.kind == "turn_face_up":  # CR 116.2b, 702.37e
        push(s, "turn_face_up", obj=a.args[0], player=pid)
    else:
        raise IllegalActionError(f"unknown priority action {a}")


def play_land(s: GameState, pid: int, oid: int, face: str | None = None) -> None:
    """Play a land (CR 305.1): a special action that puts it onto the battlefield, from the
    hand or from exile when an effect permits it (the move is from whichever zone it is in);
    ``face``: the land face it enters with (default: its only one, CR 712.12)."""
    p = s.players[pid]
    p.lands_played += 1
    from_zone = s.objects[oid].zone
    if from_zone == "exile":
        play_permissions.note_played(s, oid, pid)  # "one of those cards"
        if s.objects[oid].face_down:  # exiled face down (CR 406.3a)
            face_down.turn_exiled_face_up(s, oid, pid)
    face = face or faces.land_faces(s, oid)[0]
    if face != s.objects[oid].card:  # the land face is put onto the battlefield up
        s.objects[oid].card = face  # (CR 712.12, 712.8f)
        s.touch()
    new = move(s, oid, "battlefield", controller=pid)
    log_event(s, "play_land", "305.1", f"{p.name} plays {name_of(s, new).rsplit('#', 1)[0]}"
              + (f" from {from_zone}" if from_zone != "hand" else ""), pid, [new])


@handler("play_land")
def play_land_frame(s: GameState, f: Frame) -> None:
    """Playing a modal double-faced card with two land faces: the player chooses the face it
    enters with before it is put onto the battlefield (CR 712.12), then plays it (305.1)."""
    d = f.data
    names = {get_card(k).name: k for k in faces.land_faces(s, d["obj"])}
    ans = take_answer(f)
    if ans is None or str(ans.args[0]) not in names:
        ask(s, d["player"], CHOOSE, [Action("choose", (n,)) for n in names],
            "Choose which face to play (CR 712.12)", obj=d["obj"])
        return
    pop(s, f)
    play_land(s, d["player"], d["obj"], names[str(ans.args[0])])
