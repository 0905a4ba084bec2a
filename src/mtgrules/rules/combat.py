"""Combat (CR 506-511): declaring attackers and blockers, and combat damage.

Declarations are split into atomic decisions: the attacking player adds one attacker at a time
(choosing what it attacks: a player or a planeswalker, CR 508.1b) then says ``done``; the
defending player adds one block at a time then ``done``. Restrictions are enforced as options
are offered (flying/reach 702.9b/702.17b, defender 702.3b, summoning sickness 302.6, "can't
attack/block" effects, sector blocking restrictions); menace (702.111b) is checked when the
declaration is finished. Combat damage (510) is assigned with one decision per blocker that
needs a real choice, then dealt simultaneously; first strike and double strike create a
first combat damage step (510.4, 702.7b, 702.4b); trample (702.19b), deathtouch (702.2c) and
lifelink (702.15b) are honoured.
"""

from __future__ import annotations

from typing import Any

from mtgrules.engine import ask, handler, pop, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.base import LANDWALK
from mtgrules.model.rules import (
    AttacksEachCombat,
    CanBlockOnly,
    CantAttack,
    CantBeBlocked,
    CantBlock,
)
from mtgrules.rules import prevention, protection
from mtgrules.rules.actions import tap
from mtgrules.rules.activation import summoning_sick
from mtgrules.rules.block_requirements import alone_attack_ok, attack_done_ok, declaration_ok
from mtgrules.rules.combat_removal import attacks_nothing, remove_unattackable_defenders
from mtgrules.rules.combat_restrictions import attackable, blockable_by, may_assign_unblocked
from mtgrules.rules.filters import matches
from mtgrules.rules.forced_attack import forced_defender
from mtgrules.rules.keyword_combat_events import emit_attack_events, emit_block_events
from mtgrules.rules.keyword_evasion import blocks_allowed, evasion_allows, max_blocked
from mtgrules.rules.layers import Characteristics, compute_battlefield
from mtgrules.rules.triggers import emit
from mtgrules.state.decision import ATTACKERS, BLOCKERS, DAMAGE, MAY, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import player_ref, ref_player

_CANT_ATTACK = CantAttack()
_CANT_BLOCK = CantBlock()
_CANT_BE_BLOCKED = CantBeBlocked()
_ATTACKS_EACH_COMBAT = AttacksEachCombat()
_LANDWALKS = frozenset(LANDWALK)


def _landwalk_blocks(s: GameState, a: Characteristics, defender: int,
                     chars: dict[int, Characteristics]) -> bool:
    """Landwalk (CR 702.14c): the attacker can't be blocked while the defending player
    controls a land of the named type."""
    walked = {LANDWALK[k] for k in a.keywords & _LANDWALKS}  # type: ignore[index]
    return any(c.controller == defender and "Land" in c.types and walked & c.subtypes
               for c in (chars[x] for x in s.battlefield))


def defenders(s: GameState) -> list[int]:
    """What the active player may attack: opponents and the planeswalkers they control."""
    chars = compute_battlefield(s)
    out: list[int] = [player_ref(p.index) for p in s.players if p.index != s.active and not p.lost]
    out += [oid for oid in s.battlefield if "Planeswalker" in chars[oid].types
            and chars[oid].controller != s.active]
    return out


def can_attack(s: GameState, oid: int, c: Characteristics) -> bool:
    """CR 508.1a: an untapped creature the active player controls that has been under their
    control since the turn began (or has haste) and has no defender / "can't attack"."""
    o = s.objects[oid]
    if "Creature" not in c.types or c.controller != s.active or o.tapped:
        return False
    if "defender" in c.keywords or _CANT_ATTACK in c.rules:
        return False
    return not summoning_sick(s, oid, c)


@handler("declare_attackers")
def declare_attackers_frame(s: GameState, f: Frame) -> None:
    """CR 508.1: the active player declares attackers, one at a time, then ``done``."""
    assert s.combat is not None
    chars = compute_battlefield(s)
    ans = take_answer(f)
    if ans is not None and ans.kind == "attack":
        s.combat.attackers[ans.args[0]] = ans.args[1]
        s.touch()
    elif ans is not None and ans.kind == "done":
        _finish_attackers(s)
        pop(s, f)
        return
    opts = [Action("done")]
    defs = defenders(s)
    required = False
    for oid in s.battlefield:
        if oid in s.combat.attackers:
            continue
        c = chars[oid]
        if can_attack(s, oid, c):
            must = forced_defender(s, oid, defs) if s.effects else None
            if must is not None:  # CR 508.1d: it must attack that planeswalker
                opts.append(Action("attack", (oid, must)))
                required = True
                continue
            able = attackable(s, oid, c, defs, chars) if c.rules else defs  # CR 508.1c
            if c.rules and not alone_attack_ok(s, oid, c, chars, can_attack):
                continue  # CR 506.5: it can't attack alone and nothing could attack with it
            opts.extend(Action("attack", (oid, d)) for d in able)
            required = required or (bool(c.rules) and _ATTACKS_EACH_COMBAT in c.rules
                                    and bool(able))
    if required and defs:
        opts = opts[1:]  # CR 508.1d: a creature that attacks each combat if able must attack
    elif len(opts) == 1:
        _finish_attackers(s)
        pop(s, f)
        return
    if opts[0].kind == "done" and not attack_done_ok(s.combat.attackers, chars):
        opts = opts[1:]  # CR 506.5: a creature that can't attack alone isn't the only one
    ask(s, s.active, ATTACKERS, opts, f"{s.players[s.active].name}: declare attackers",
        declared=len(s.combat.attackers))


def _finish_attackers(s: GameState) -> None:
    assert s.combat is not None
    chars = compute_battlefield(s)
    for oid, d in s.combat.attackers.items():
        if "vigilance" not in chars[oid].keywords:
            tap(s, oid)  # CR 508.1f
        log_event(s, "attack", "508.1", f"{name_of(s, oid)} attacks {_def_name(s, d)}",
                  s.active, [oid])
    # the total power attacked with, as declared (pack tactics' condition)
    s.turn_flags["attacking_power"] = sum(chars[oid].power or 0 for oid in s.combat.attackers)
    if not s.combat.attackers:
        log_event(s, "no_attackers", "508.8", "no attackers are declared", s.active)
    for oid, d in list(s.combat.attackers.items()):
        pl = ref_player(d)
        dp = d if pl is not None else player_ref(chars[d].controller)
        emit(s, {"type": "attacks", "obj": oid, "defender": d, "defender_player": dp,
                 "player": s.active})  # CR 508.3a
    if s.combat.attackers:  # "whenever you attack" (CR 508.3d)
        emit(s, {"type": "player_attacks", "player": s.active})
    emit_attack_events(s)  # attacks alone (506.5, exalted 702.83a)


def _def_name(s: GameState, ref: int) -> str:
    pl = ref_player(ref)
    return s.players[pl].name if pl is not None else name_of(s, ref)


def _defending_players(s: GameState) -> list[int]:
    assert s.combat is not None
    chars = compute_battlefield(s)
    out: list[int] = []
    for d in s.combat.attackers.values():
        pl = ref_player(d)
        p = pl if pl is not None else s.combat.not_attacked[d] if d in s.combat.not_attacked \
            else (chars[d].controller if d in chars else None)
        if p is not None and p not in out:
            out.append(p)
    return sorted(out, key=lambda p: (p - s.active) % len(s.players))


def can_block(s: GameState, blocker: int, attacker: int, chars: dict[int, Characteristics]) -> bool:
    """Whether ``blocker`` may block ``attacker`` (CR 509.1a-b with evasion abilities)."""
    b, a = chars[blocker], chars[attacker]
    if "flying" in a.keywords and not ({"flying", "reach"} & b.keywords):
        return False
    if a.rules and _CANT_BE_BLOCKED in a.rules:
        return False
    if a.rules and not protection.can_block(s, blocker, a):
        return False  # CR 702.16f
    if b.rules:
        for r in b.rules:
            if isinstance(r, CanBlockOnly) and not matches(s, attacker, a, r.filter,
                                                           b.controller, blocker):
                return False
    if a.rules and not blockable_by(s, blocker, b, attacker, a):
        return False  # "can't be blocked by creatures with power 2 or less" (CR 509.1b)
    if a.keywords & _LANDWALKS and _landwalk_blocks(s, a, b.controller, chars):
        return False
    if not evasion_allows(a, b):
        return False  # fear, intimidate, shadow, horsemanship, skulk (CR 702)
    # BlockOnlyWithinSector this turn (702.158): only creatures in the same sector can block
    # (sectors vanish with the last space sculptor permanent, lifting the restriction).
    return not (s.turn_flags.get("sector_blocking")
                and s.objects[blocker].sector != s.objects[attacker].sector)


@handler("declare_blockers")
def declare_blockers_frame(s: GameState, f: Frame) -> None:
    """CR 509.1: each defending player declares blockers, one block at a time, then done."""
    assert s.combat is not None
    combat = s.combat
    remove_unattackable_defenders(s)
    chars = compute_battlefield(s)
    if "players" not in f.data:
        f.data["players"] = _defending_players(s)
        f.data["blocks"] = []
    queue = f.data["players"]
    while queue and s.players[queue[0]].lost:
        queue.pop(0)  # a player who left the game declares no blockers (CR 800.4a)
    if not queue:
        _finish_blockers(s, f.data["blocks"])
        pop(s, f)
        return
    pid = queue[0]
    blocks: list[list[int]] = f.data["blocks"]
    ans = take_answer(f)
    if ans is not None:
        if ans.kind == "block":
            blocks.append([ans.args[0], ans.args[1]])
        elif ans.kind == "reset":
            f.data["blocks"] = blocks = [b for b in blocks if chars[b[0]].controller != pid]
        elif ans.kind == "done":
            queue.pop(0)
            return
    used = {oid for oid in {b[0] for b in blocks}  # CR 509.1a: one attacker, unless more
            if oid not in chars or not chars[oid].rules
            or sum(1 for b in blocks if b[0] == oid) >= blocks_allowed(chars[oid].rules)}
    attackers_here = [a for a, d in combat.attackers.items()
                      if (ref_player(d) == pid) or combat.not_attacked.get(d) == pid
                      or (d not in combat.not_attacked and d in chars
                          and chars[d].controller == pid)]
    opts: list[Action] = []
    if _menace_ok(blocks, attackers_here, chars) and declaration_ok(
            s, f.data, pid, blocks, attackers_here, chars,
            lambda b, a: can_block(s, b, a, chars)):  # CR 509.1c requirements, 506.5
        opts.append(Action("done"))
    able = [oid for oid in s.battlefield
            if oid not in used and chars[oid].controller == pid
            and "Creature" in chars[oid].types and not s.objects[oid].tapped
            and _CANT_BLOCK not in chars[oid].rules]
    menace = [a for a in attackers_here if "menace" in chars[a].keywords]
    for oid in able:
        for a in attackers_here:
            if [oid, a] in blocks or not can_block(s, oid, a, chars):
                continue
            cap = max_blocked(chars[a].rules) if chars[a].rules else None
            if cap is not None and sum(1 for b in blocks if b[1] == a) >= cap:
                continue  # CR 509.1b: can't be blocked by more than N creatures
            if menace and not _completable(s, blocks + [[oid, a]], menace,
                                           [x for x in able if x != oid], chars):
                continue  # CR 702.111b: no legal declaration could include this block
            if len(able) == 1 and not (
                    _menace_ok(blocks + [[oid, a]], attackers_here, chars)
                    and declaration_ok(s, f.data, pid, blocks + [[oid, a]], attackers_here,
                                       chars, lambda b, x: can_block(s, b, x, chars))):
                continue  # the last creature able to block: a dead end (CR 509.1c) is no option
            opts.append(Action("block", (oid, a)))
    if not opts or (not any(o.kind == "done" for o in opts) and
                    not any(o.kind == "block" for o in opts)) or not any(o.kind == "done" for o in opts):
        opts.append(Action("reset"))
    if len(opts) == 1 and opts[0].kind == "done":
        queue.pop(0)
        return
    ask(s, pid, BLOCKERS, opts, f"{s.players[pid].name}: declare blockers")


def _completable(s: GameState, blocks: list[list[int]], menace: list[int], free: list[int],
                 chars: dict[int, Characteristics]) -> bool:
    """Whether the blocks declared so far can still be completed into a legal declaration
    (CR 509.1b-c with menace, 702.111b): each menace attacker blocked by exactly one creature
    needs another of the ``free`` creatures, each free creature blocking one attacker (a
    bipartite matching, found by augmenting paths)."""
    short = [a for a in menace if sum(1 for b in blocks if b[1] == a) == 1]
    match: dict[int, int] = {}  # free blocker -> attacker

    def augment(a: int, seen: set[int]) -> bool:
        for b in free:
            if b in seen or not can_block(s, b, a, chars):
                continue
            seen.add(b)
            if b not in match or augment(match[b], seen):
                match[b] = a
                return True
        return False

    return all(augment(a, set()) for a in short)


def _menace_ok(blocks: list[list[int]], attackers: list[int],
               chars: dict[int, Characteristics]) -> bool:
    """CR 702.111b: a creature with menace can't be blocked except by two or more."""
    for a in attackers:
        if "menace" in chars[a].keywords:
            n = sum(1 for b in blocks if b[1] == a)
            if n == 1:
                return False
    return True


def _finish_blockers(s: GameState, blocks: list[list[int]]) -> None:
    assert s.combat is not None
    combat = s.combat
    # blocks by creatures that left the game with their owner (CR 800.4a) are not made
    blocks = [[b, a] for b, a in blocks
              if s.objects[b].zone == "battlefield" and a in combat.attackers]
    for a in combat.attackers:
        combat.blocked[a] = [b for b, x in blocks if x == a]
        if combat.blocked[a]:
            combat.was_blocked.add(a)
    for b, a in blocks:
        combat.blockers.setdefault(b, []).append(a)
        log_event(s, "block", "509.1", f"{name_of(s, b)} blocks {name_of(s, a)}", None, [b, a])
    s.touch()
    for b, a in blocks:
        emit(s, {"type": "blocks", "obj": b, "attacker": a})
    for a in combat.attackers:
        if a in combat.was_blocked:
            emit(s, {"type": "becomes_blocked", "obj": a})
    emit_block_events(s, blocks)  # blocks or becomes blocked, once each (509.3c-d)


def _deals_in_step(c: Characteristics, oid: int, first: bool, combat: Any) -> bool:
    fs = "first strike" in c.keywords or "double strike" in c.keywords
    if first:
        return fs
    if not combat.first_strike_step:
        return True
    return oid not in combat.dealt_first or "double strike" in c.keywords


def _lethal(s: GameState, blocker: int, chars: dict[int, Characteristics],
            already: int, deathtouch: bool) -> int:
    """Lethal damage for assignment (CR 702.19c, 702.2c)."""
    c = chars[blocker]
    if deathtouch:
        return 1 if s.objects[blocker].damage + already == 0 else 0
    return max(0, (c.toughness or 0) - s.objects[blocker].damage - already)


@handler("combat_damage")
def combat_damage_frame(s: GameState, f: Frame) -> None:
    """CR 510.1-510.2: assign, then deal, combat damage."""
    assert s.combat is not None
    combat = s.combat
    remove_unattackable_defenders(s)
    chars = compute_battlefield(s)
    d = f.data
    if "first" not in d:
        participants = list(combat.attackers) + list(combat.blockers)
        first = not combat.first_strike_step and any(
            {"first strike", "double strike"} & chars[x].keywords for x in participants
            if x in chars)
        d["first"] = first
        if first:
            combat.first_strike_step = True
            s.frames[d["turn_frame"]].data["second_damage"] = True
        d["queue"] = [a for a in combat.attackers
                      if a in chars and _deals_in_step(chars[a], a, first, combat)]
        d["assign"] = []
        log_event(s, "combat_damage_step", "510.4" if first else "510.1",
                  "first-strike combat damage step" if first else "combat damage step")
    ans = take_answer(f)
    if ans is not None and "unblocked" in d:  # "as though it weren't blocked" (510.1c)
        a, target, power = d.pop("unblocked")
        if ans.kind == "yes":
            log_event(s, "assign_unblocked", "510.1c", f"{name_of(s, a)} assigns its combat "
                      "damage as though it weren't blocked", chars[a].controller, [a])
            d["assign"].append([a, target, power])
        else:
            _start_division(s, f, a, chars)
        ans = None
    if ans is not None and "bcur" in d:  # a blocker's division among attackers (510.1d)
        d.setdefault("bsplit", []).append([d.pop("bcur"), ans.args[0], ans.args[1]])
    elif ans is not None:
        _record(s, d, chars, ans.args[0], ans.args[1])
    _forget_departed(s, d, chars)
    while True:
        if "unblocked" in d:
            a = d["unblocked"][0]
            ask(s, chars[a].controller, MAY, [Action("yes"), Action("no")],
                f"Have {name_of(s, a)} assign its combat damage as though it weren't blocked?")
            return
        if "cur" in d and d.get("recips"):
            if _ask_division(s, f, chars):
                return
            continue
        if "cur" in d and d.get("left", 0) > 0 and d.get("to_player") is not None:
            d["assign"].append([d["cur"], d["to_player"], d["left"]])
        d.pop("cur", None)
        if not d["queue"]:
            break
        a = d["queue"].pop(0)
        _assign_attacker(s, f, a, chars)
    # blockers assign too (510.1d)
    by_blockers: list[list[int]] = []
    for b, blocked in combat.blockers.items():
        if b not in chars or not _deals_in_step(chars[b], b, d["first"], combat):
            continue
        live = [x for x in blocked if x in chars]
        p = chars[b].power or 0
        if len(live) > 1 and p > 0:
            if _ask_blocker_division(s, f, b, live, p, by_blockers):
                return
        elif live and p > 0:
            by_blockers.append([b, live[0], p])
    pop(s, f)
    _deal_all(s, d["assign"] + by_blockers, d["first"])


def _forget_departed(s: GameState, d: dict[str, Any],
                     chars: dict[int, Characteristics]) -> None:
    """Drop attackers and blockers that left the game with a player who left (CR 800.4a)
    from the damage assignment in progress."""
    d["queue"] = [a for a in d["queue"] if a in chars]
    if "cur" in d:
        if d["cur"] not in chars:
            d.pop("cur")
            d.pop("recips", None)
        elif d.get("recips"):
            d["recips"] = [b for b in d["recips"] if b in chars]
            if not d["recips"] and d.get("to_player") is None:
                d.pop("cur")


def _assign_attacker(s: GameState, f: Frame, a: int, chars: dict[int, Characteristics]) -> None:
    assert s.combat is not None
    d = f.data
    power = chars[a].power or 0
    if power <= 0:
        return
    target = s.combat.attackers[a]
    pl = ref_player(target)
    if pl is not None and s.players[pl].lost:
        return  # CR 800.4e: no combat damage is assigned to a player who left the game
    if attacks_nothing(s, a) and a not in s.combat.was_blocked:
        log_event(s, "no_combat_damage", "506.4c", f"{name_of(s, a)} is unblocked but attacks "
                  "nothing: it deals no combat damage", None, [a])
        return
    if a not in s.combat.was_blocked:
        if ref_player(target) is not None or target in chars:
            d["assign"].append([a, target, power])  # 510.1b
        return
    if chars[a].rules and may_assign_unblocked(chars[a]) and not attacks_nothing(s, a) and \
            (ref_player(target) is not None or target in chars):
        d["unblocked"] = [a, target, power]  # asked by the frame (CR 510.1c)
        return
    _start_division(s, f, a, chars)


def _start_division(s: GameState, f: Frame, a: int, chars: dict[int, Characteristics]) -> None:
    """A blocked attacker's combat damage among its blockers (CR 510.1c), with trample's
    excess to the player (702.19b)."""
    assert s.combat is not None
    d = f.data
    power = chars[a].power or 0
    target = s.combat.attackers[a]
    blockers = [b for b in s.combat.blocked.get(a, []) if b in chars]
    trample = "trample" in chars[a].keywords
    if not blockers:
        if trample and not attacks_nothing(s, a) and \
                (ref_player(target) is not None or target in chars):
            d["assign"].append([a, target, power])  # 702.19e
        return
    d["cur"] = a
    d["left"] = power
    d["recips"] = list(blockers)
    d["trample"] = trample
    d["all_lethal"] = True
    d["to_player"] = target if trample and not attacks_nothing(s, a) else None


def _record(s: GameState, d: dict[str, Any], chars: dict[int, Characteristics], b: int,
            k: int) -> None:
    """Record ``k`` damage from the current attacker to blocker ``b``."""
    a = d["cur"]
    d["assign"].append([a, b, k])
    d["left"] -= k
    d["recips"].pop(0)
    if k < _lethal(s, b, chars, 0, "deathtouch" in chars[a].keywords):
        d["all_lethal"] = False


def _ask_division(s: GameState, f: Frame, chars: dict[int, Characteristics]) -> bool:
    """Offer the amounts the current blocker may be assigned; True if a decision is pending.

    CR 510.1c: damage is divided among the blockers as the attacking player chooses; with
    trample (702.19b) the rest may go to the player only if every blocker was assigned lethal
    damage (deathtouch: 1 is lethal, 702.2c), so the last blocker's minimum is its lethal
    damage in that case and otherwise it takes everything left."""
    d = f.data
    a = d["cur"]
    recips: list[int] = d["recips"]
    left = d["left"]
    dt = "deathtouch" in chars[a].keywords
    b = recips[0]
    if len(recips) > 1:
        lo, hi = 0, left
    elif d["trample"] and d.get("all_lethal", True):
        lo, hi = min(_lethal(s, b, chars, 0, dt), left), left
    else:
        lo = hi = left
    if lo == hi:
        _record(s, d, chars, b, lo)
        return False
    ask(s, chars[a].controller, DAMAGE, [Action("assign", (b, k)) for k in range(lo, hi + 1)],
        f"Assign {name_of(s, a)}'s combat damage: how much to {name_of(s, b)}? ({left} left)",
        attacker=a)
    return True


def _ask_blocker_division(s: GameState, f: Frame, b: int, live: list[int], p: int,
                          out: list[list[int]]) -> bool:
    """CR 510.1d: a creature blocking several attackers divides its combat damage among them
    as its controller chooses; one decision per attacker but the last, which gets the rest.
    Appends the division to ``out``; True if a decision is pending."""
    split = [x for x in f.data.get("bsplit", []) if x[0] == b]
    given = sum(k for _, _, k in split)
    if len(split) < len(live) - 1:
        x = live[len(split)]
        f.data["bcur"] = b
        ask(s, compute_battlefield(s)[b].controller, DAMAGE,
            [Action("assign", (x, k)) for k in range(0, p - given + 1)],
            f"Assign {name_of(s, b)}'s combat damage: how much to {name_of(s, x)}? "
            f"({p - given} left)", attacker=b)
        return True
    out.extend([b, x, k] for _, x, k in split)
    out.append([b, live[-1], p - given])
    return False


def _deal_all(s: GameState, assign: list[list[int]], first: bool) -> None:
    """CR 510.2: all assigned combat damage is dealt simultaneously, each part after the
    prevention effects that apply to it (CR 615, :mod:`mtgrules.rules.prevention`)."""
    assert s.combat is not None
    events: list[list[Any]] = []
    for src, target, n in assign:
        if n > 0:
            events.append([src, target, n, True, None])
            if first:
                s.combat.dealt_first.add(src)
    prevention.deal(s, events)
