"""Turn structure (CR 500-514) and the start of the game (CR 103).

The ``game`` frame shuffles, deals opening hands and runs London mulligans (CR 103.5) as
decisions, then pushes ``turn`` frames forever. The ``turn`` frame walks the steps in order,
performing each step's turn-based actions, giving priority where the step has it (untap and
cleanup normally don't, CR 502.4, 514.3), and emptying mana pools as each step and phase
ends (CR 106.4, 500.4).
"""

from __future__ import annotations

from mtgrules.engine import ask, handler, pop, push, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.abilities import StaticAbility
from mtgrules.model.rules import DoesntUntap, NoMaximumHandSize
from mtgrules.rules import day_night
from mtgrules.rules.actions import add_counters, draw, untap
from mtgrules.rules.discard import discard_card
from mtgrules.rules.forced_attack import end_forced_attacks
from mtgrules.rules.keyword_triggers import note_upkeep
from mtgrules.rules.layers import compute_battlefield
from mtgrules.rules.mana_restrictions import empty_restricted
from mtgrules.rules.phasing import untap_step_phasing
from mtgrules.rules.sba import check_state_based_actions
from mtgrules.rules.snow_mana import empty_snow
from mtgrules.rules.triggers import emit
from mtgrules.rules.turn_order import next_active
from mtgrules.rules.zone_change import move
from mtgrules.state.combat import Combat
from mtgrules.state.decision import BOTTOM, MULLIGAN, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import STEPS, GameState

HAND_SIZE = 7
MAX_HAND_SIZE = 7


@handler("game")
def game_frame(s: GameState, f: Frame) -> None:
    """Start of game (CR 103.3-103.5): shuffle, draw 7, mulligans, then turn 1."""
    stage = f.data.get("stage", "shuffle")
    if stage == "shuffle":
        for p in s.players:
            s.rng.shuffle(p.library)
            log_event(s, "shuffle", "103.3", f"{p.name} shuffles their library", p.index)
        for p in s.players:
            draw(s, p.index, HAND_SIZE)
        f.data["stage"] = "mulligan"
        f.data["order"] = [(s.first_player + i) % len(s.players) for i in range(len(s.players))]
        f.data["taking"] = []
        return
    if stage == "mulligan":
        order = f.data["order"]
        # a player who has left the game makes no further decisions (CR 800.4a)
        undecided = [p for p in order if not s.players[p].kept and not s.players[p].lost]
        if not undecided:
            f.data["stage"] = "begin"
            return
        # the next player in turn order who has neither kept nor declared a mulligan this round
        waiting = [p for p in undecided if p not in f.data["taking"]]
        if waiting:
            pid = waiting[0]
            p = s.players[pid]
            ans = take_answer(f)
            if ans is None:
                opts = [Action("keep")]
                if p.mulligans < HAND_SIZE + free_mulligans(s):
                    opts.append(Action("mulligan"))
                ask(s, pid, MULLIGAN, opts, f"{p.name}: keep this hand of {len(p.hand)}?",
                    mulligans=p.mulligans)
                return
            if ans.kind == "keep":
                p.kept = True
                # CR 103.5c: in multiplayer the first mulligan doesn't count; with a short
                # library the hand may hold fewer cards than there are to put on the bottom.
                n = min(max(p.mulligans - free_mulligans(s), 0), len(p.hand))
                log_event(s, "keep", "103.5c" if p.mulligans and free_mulligans(s) else "103.5",
                          f"{p.name} keeps {len(p.hand) - n} cards"
                          + (f" (putting {n} on the bottom)" if n else ""), pid)
                if n:
                    f.data["bottom"] = [pid, n]
                    f.data["stage"] = "bottom"
            else:
                f.data["taking"].append(pid)
                log_event(s, "declare_mulligan", "103.5", f"{p.name} will take a mulligan", pid)
            return
        # everyone declared: those who chose to take mulligans do so together (CR 103.5)
        for pid in f.data["taking"]:
            p = s.players[pid]
            if p.lost:
                continue
            p.mulligans += 1
            for oid in list(p.hand):
                move(s, oid, "library")
            s.rng.shuffle(p.library)
            draw(s, pid, HAND_SIZE)
            log_event(s, "mulligan", "103.5", f"{p.name} takes mulligan #{p.mulligans}", pid)
        f.data["taking"] = []
        return
    if stage == "bottom":
        pid, n = f.data["bottom"]
        p = s.players[pid]
        ans = take_answer(f)
        if ans is not None:
            move(s, ans.args[0], "library", position="bottom")
            log_event(s, "bottom", "103.5", f"{p.name} puts a card on the bottom", pid)
            n -= 1
            f.data["bottom"] = [pid, n]
        if n <= 0 or p.lost or not p.hand:
            f.data["stage"] = "mulligan"  # done, or the player left the game (CR 800.4a)
            return
        ask(s, pid, BOTTOM, [Action("bottom", (oid,)) for oid in p.hand],
            f"{p.name}: put a card on the bottom of your library ({n} more)")
        return
    # begin the first turn
    pop(s, f)
    s.turn = 0
    s.active = s.first_player
    while s.players[s.active].lost:  # CR 800.4k: a player who left begins no turn
        s.active = (s.active + 1) % len(s.players)
    push(s, "turn", step=0, stage="begin")


DOESNT_UNTAP = DoesntUntap()
NO_MAX_HAND_SIZE = NoMaximumHandSize()

def free_mulligans(s: GameState) -> int:
    """Mulligans that don't count (CR 103.5c): the first one in a multiplayer game."""
    return 1 if len(s.players) > 2 else 0


def next_turn(s: GameState, f: Frame) -> None:
    """End the turn and begin the next player's (CR 500.1, 101.4 turn order; an extra turn
    first, CR 500.7: :func:`mtgrules.rules.turn_order.next_active`)."""
    f.data["step"] = 0
    f.data["stage"] = "begin"
    s.active = next_active(s)


def step_has_priority(s: GameState, step: str) -> bool:
    """Whether players receive priority in ``step`` (CR 502.4, 514.3; 508.8 and 509.6 skip
    the rest of combat without attackers / blockers are handled by the combat frames)."""
    return step not in ("untap", "cleanup")


@handler("turn")
def turn_frame(s: GameState, f: Frame) -> None:
    """One turn: the current step's turn-based actions, priority, then the next step."""
    idx = f.data["step"]
    step = STEPS[idx]
    stage = f.data["stage"]
    if stage == "begin":
        s.step = step
        if idx == 0:
            s.turn += 1
            s.turn_flags = {}
            day_night.turn_begins(s)  # the turn that ended, for 730.2 and "last turn"
            for p in s.players:
                p.lands_played = 0
                p.life_lost_this_turn = 0
                p.life_gained_this_turn = 0
                p.spells_cast_this_turn = 0
                p.cards_drawn_this_turn = 0
            log_event(s, "turn", "500.1", f"Turn {s.turn}: {s.players[s.active].name}",
                      s.active)
        s.step = step
        s.priority = None
        if _skip_step(s, f, step):
            f.data["stage"] = "end"
            return
        log_event(s, "step", _STEP_RULE[step], f"{_label(step)} step begins", s.active)
        f.data["stage"] = "priority"
        turn_based_actions(s, f, step)
        if step == "upkeep":
            note_upkeep(s)  # echo (CR 702.30a)
        emit(s, {"type": "step_begin", "step": step, "active": s.active})
        return
    if stage == "priority":
        f.data["stage"] = "end"
        if step == "cleanup":
            # CR 514.3a: state-based actions are checked; only if some are performed or
            # triggered abilities wait does priority occur (then another cleanup step).
            depth = len(s.frames)
            acted = check_state_based_actions(s)
            if s.over:
                return
            if acted or s.triggered:
                f.data["stage"] = "cleanup_again"
                s.priority = s.active
                s.passes = 0
                s.frames.insert(depth, Frame("priority", {}))  # under a choice it asked for
            return
        if step_has_priority(s, step):
            s.priority = s.active
            s.passes = 0
            push(s, "priority")
        return
    if stage == "cleanup_again":
        f.data["stage"] = "begin"  # CR 514.3a: another cleanup step
        return
    # end of step: mana empties (CR 106.4, 500.4)
    for p in s.players:
        if any(p.mana):
            p.mana = [0, 0, 0, 0, 0, 0]
            log_event(s, "mana_empties", "106.4", f"{p.name}'s mana pool empties", p.index)
    if "restricted_mana" in s.extra and empty_restricted(s):  # (CR 106.6 mana too)
        log_event(s, "mana_empties", "106.4", "restricted mana empties from the mana pools")
    empty_snow(s)  # and with it the record of which mana was snow (CR 107.4h)
    if step == "end_of_combat" or (step == "combat_damage" and f.data.get("combat_over")):
        s.combat = None
        s.touch()  # what depended on attacking or blocking no longer applies (CR 511.3)
    if step == "combat_damage" and f.data.get("second_damage"):
        f.data["second_damage"] = False
        f.data["stage"] = "begin"
        return
    if step == "end_of_combat" and s.turn_flags.get("extra_combats"):
        s.turn_flags["extra_combats"] -= 1  # CR 500.8: an added combat phase comes next
        f.data["step"] = STEPS.index("beginning_of_combat")
        f.data["stage"] = "begin"
        return
    if idx + 1 >= len(STEPS):
        next_turn(s, f)
        return
    f.data["step"] = idx + 1
    f.data["stage"] = "begin"


def _skip_step(s: GameState, f: Frame, step: str) -> bool:
    if step == "draw" and s.active == s.first_player and s.turn == 1 and len(s.players) == 2:
        # CR 103.8a: in a two-player game the starting player skips the first draw; in other
        # multiplayer games no player skips it (103.8c)
        return True
    if step in ("declare_blockers", "combat_damage") and not (s.combat and s.combat.attackers):
        return True  # CR 508.8
    return bool(step == "end_of_combat" and s.combat is None)


def turn_based_actions(s: GameState, f: Frame, step: str) -> None:
    """Perform the turn-based actions of ``step`` (CR 703.4)."""
    if step == "untap":
        day_night.untap_check(s)  # CR 502.2, 730.2
        untap_step(s)
    elif step == "draw":
        draw(s, s.active)
    elif step == "precombat_main":
        sagas(s)
    elif step == "beginning_of_combat":
        s.combat = Combat()
        s.turn_flags["combat_phases"] = int(s.turn_flags.get("combat_phases", 0)) + 1
    elif step == "declare_attackers":
        push(s, "declare_attackers")
    elif step == "declare_blockers":
        push(s, "declare_blockers")
    elif step == "combat_damage":
        push(s, "combat_damage", turn_frame=len(s.frames) - 1)
    elif step == "end_of_combat":
        pass
    elif step == "cleanup":
        push(s, "cleanup")


def untap_step(s: GameState) -> None:
    """CR 502: phasing (702.26a), summoning sickness ends for the active player's
    permanents (302.6), then the active player untaps their permanents except those with
    "doesn't untap" effects (502.3)."""
    untap_step_phasing(s)  # CR 702.26a: phasing, before untapping
    chars = compute_battlefield(s)
    for oid in s.battlefield:
        if chars[oid].controller == s.active:
            s.objects[oid].sick = False
            s.objects[oid].chosen["steady"] = s.active
    ended = [e for e in s.effects if e.get("duration") == "until_your_next_turn"
             and e.get("controller") == s.active]
    if ended:  # "until your next turn" effects end as that turn begins
        s.effects = [e for e in s.effects if e not in ended]
    blocked: set[int] = set()
    for e in list(s.effects):
        if e.get("duration") == "until_untap" and e.get("player") == s.active:
            blocked.update(e["affected"])
            s.effects.remove(e)
    for oid in list(s.battlefield):
        if chars[oid].controller != s.active or not s.objects[oid].tapped:
            continue
        if oid in blocked or DOESNT_UNTAP in chars[oid].rules:
            log_event(s, "doesnt_untap", "502.3", f"{name_of(s, oid)} doesn't untap", None,
                      [oid])
            continue
        untap(s, oid)
    s.touch()
    log_event(s, "untap", "502.3", f"{s.players[s.active].name} untaps their permanents",
              s.active)


def sagas(s: GameState) -> None:
    """CR 714.3b: as the precombat main phase begins, the active player puts a lore counter
    on each Saga they control (a turn-based action)."""
    chars = compute_battlefield(s)
    for oid in list(s.battlefield):
        c = chars.get(oid)
        if c and "Saga" in c.subtypes and c.controller == s.active and "Enchantment" in c.types:
            add_counters(s, oid, "lore", 1, rule="714.3b")


@handler("cleanup")
def cleanup_frame(s: GameState, f: Frame) -> None:
    """Cleanup step (CR 514): discard to maximum hand size (514.1), then remove damage and
    end "until end of turn" effects simultaneously (514.2)."""
    p = s.players[s.active]
    limit = max_hand_size(s, s.active)
    ans = take_answer(f)
    if ans is not None:
        discard_card(s, p.index, ans.args[0], "514.1", " to hand size")  # madness, 702.35a
    if limit is not None and len(p.hand) > limit and not p.lost:
        ask(s, p.index, "discard", [Action("discard", (oid,)) for oid in p.hand],
            f"{p.name}: discard down to {limit} cards ({len(p.hand) - limit} more)")
        return
    for oid in s.battlefield:
        o = s.objects[oid]
        o.damage = 0
        o.deathtouched = False
    s.effects = [e for e in s.effects if e.get("duration") != "end_of_turn" and not (
        e.get("duration") == "until_end_of_your_next_turn" and e.get("ends_turn", 0) <= s.turn)]
    end_forced_attacks(s)  # "during [player]'s next turn" (CR 514.2)
    s.touch()
    log_event(s, "cleanup", "514.2", "damage wears off and \"until end of turn\" effects end")
    pop(s, f)


def max_hand_size(s: GameState, player: int) -> int | None:
    """A player's maximum hand size (CR 402.2), None for "no maximum hand size"."""
    chars = compute_battlefield(s)
    for oid in s.battlefield:
        c = chars[oid]
        if c.controller == player:
            for a in c.abilities:
                if isinstance(a, StaticAbility) and NO_MAX_HAND_SIZE in a.rules:
                    return None
    return MAX_HAND_SIZE


_STEP_RULE = {
    "untap": "502.1", "upkeep": "503.1", "draw": "504.1", "precombat_main": "505.1",
    "beginning_of_combat": "507.1", "declare_attackers": "508.1", "declare_blockers": "509.1",
    "combat_damage": "510.1", "end_of_combat": "511.1", "postcombat_main": "505.1",
    "end": "513.1", "cleanup": "514.1",
}


def _label(step: str) -> str:
    return step.replace("_", " ").capitalize()
