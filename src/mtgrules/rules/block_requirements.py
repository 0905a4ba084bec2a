"""Blocking requirements and "alone" restrictions (CR 509.1b-c, 508.1c, 506.5).

CR 509.1c: a declaration of blockers is illegal if it obeys fewer requirements than the
maximum number that could be obeyed without disobeying a restriction. The requirements read
here (:mod:`mtgrules.model.blocking`):

- a creature that "blocks each combat if able" / "blocks this turn if able": one requirement,
  obeyed when it blocks;
- an attacker that "must be blocked if able": one requirement, obeyed when any creature
  blocks it;
- an attacker that "all creatures able to block it do so": one requirement per creature able
  to block it, each obeyed when that creature blocks it;
- a stored "blocks it this combat if able" effect (``{"must_block": [blocker, attacker]}``):
  one requirement.

The maximum is found once per declaration (the defending player's choices don't change the
possibilities) by a depth-first search over each able creature blocking one attacker or none,
checking the restrictions the declaration itself checks (evasion, menace, blocking limits,
"can't block alone"), and kept in the declaration frame. Nothing of this runs when no
attacker or able blocker has a rule modification and no stored requirement exists.
A search that would visit more than :data:`SEARCH_LIMIT` partial declarations keeps the best
found so far.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtgrules.model.blocking import (
    AllMustBlock,
    BlocksIfAble,
    CantAttackAlone,
    CantBlockAlone,
    MustBeBlocked,
)
from mtgrules.model.rules import CantBlock
from mtgrules.rules.keyword_evasion import max_blocked
from mtgrules.rules.layers import Characteristics
from mtgrules.state.game_state import GameState

_BLOCKS, _MUST, _ALL = BlocksIfAble(), MustBeBlocked(), AllMustBlock()
_ALONE_A, _ALONE_B, _CANT = CantAttackAlone(), CantBlockAlone(), CantBlock()
SEARCH_LIMIT = 20000
"""Partial declarations the search for the maximum visits at most."""

Req = tuple[str, int, int]
"""A requirement: ``("any", blocker, 0)``, ``("blocked", 0, attacker)``, ``("this", blocker,
attacker)``."""
CanBlock = Callable[[int, int], bool]


def _able(s: GameState, pid: int, chars: dict[int, Characteristics]) -> list[int]:
    return [x for x in s.battlefield if chars[x].controller == pid
            and "Creature" in chars[x].types and not s.objects[x].tapped
            and _CANT not in chars[x].rules]


def requirements(s: GameState, pid: int, attackers: list[int], able: list[int],
                 chars: dict[int, Characteristics], can_block: CanBlock) -> list[Req]:
    """The blocking requirements on defending player ``pid``'s creatures (CR 509.1c)."""
    reqs: list[Req] = []
    for b in able:
        if chars[b].rules and _BLOCKS in chars[b].rules:
            reqs.append(("any", b, 0))
    for a in attackers:
        r = chars[a].rules
        if r and _MUST in r:
            reqs.append(("blocked", 0, a))
        if r and _ALL in r:
            reqs.extend(("this", b, a) for b in able if can_block(b, a))
    for e in s.effects:
        mb = e.get("must_block")
        if mb and mb[0] in able and mb[1] in attackers:
            reqs.append(("this", int(mb[0]), int(mb[1])))
    return reqs


def obeyed(reqs: list[Req], blocks: list[list[int]]) -> int:
    """How many of ``reqs`` the blocks ``[[blocker, attacker], ...]`` obey."""
    pairs = {(b, a) for b, a in blocks}
    blockers = {b for b, _ in blocks}
    blocked = {a for _, a in blocks}
    n = 0
    for kind, b, a in reqs:
        if (kind == "any" and b in blockers) or (kind == "blocked" and a in blocked) or (
                kind == "this" and (b, a) in pairs):
            n += 1
    return n


def restrictions_ok(blocks: list[list[int]], attackers: list[int],
                    chars: dict[int, Characteristics]) -> bool:
    """The restrictions on a whole declaration: menace (702.111b), "can't be blocked by more
    than N creatures" (509.1b), "can't block alone" (506.5)."""
    count: dict[int, int] = {}
    for _, a in blocks:
        count[a] = count.get(a, 0) + 1
    for a, n in count.items():
        if n == 1 and "menace" in chars[a].keywords:
            return False
        cap = max_blocked(chars[a].rules) if chars[a].rules else None
        if cap is not None and n > cap:
            return False
    blockers = {b for b, _ in blocks}
    if len(blockers) == 1:
        (b,) = blockers
        if chars[b].rules and _ALONE_B in chars[b].rules:
            return False
    return True


def maximum(reqs: list[Req], attackers: list[int], able: list[int],
            chars: dict[int, Characteristics], can_block: CanBlock) -> int:
    """The most requirements a legal declaration can obey (CR 509.1c), each able creature
    blocking at most one attacker."""
    if not reqs:
        return 0
    involved = {b for _, b, _ in reqs} | {a for _, _, a in reqs}
    order = sorted(able, key=lambda b: b not in involved)
    options: list[list[int | None]] = []
    for b in order:
        opts: list[int | None] = [a for a in attackers if can_block(b, a)]
        opts.sort(key=lambda a: -sum(1 for k, rb, ra in reqs
                                     if (k == "this" and rb == b and ra == a)
                                     or (k == "blocked" and ra == a) or (k == "any" and rb == b)))
        none: list[int | None] = [None]
        options.append(opts + none if b in involved else none + opts)
    best = [0]
    visits = [0]
    total = len(reqs)
    blocks: list[list[int]] = []

    def dfs(i: int) -> None:
        if best[0] == total or visits[0] > SEARCH_LIMIT:
            return
        visits[0] += 1
        if i == len(order):
            if restrictions_ok(blocks, attackers, chars):
                best[0] = max(best[0], obeyed(reqs, blocks))
            return
        if obeyed(reqs, blocks) + _open(reqs, order[i:]) <= best[0]:
            return
        for a in options[i]:
            if a is None:
                dfs(i + 1)
            else:
                blocks.append([order[i], a])
                dfs(i + 1)
                blocks.pop()

    dfs(0)
    return best[0]


def _open(reqs: list[Req], rest: list[int]) -> int:
    """An upper bound on the requirements the creatures ``rest`` can still obey."""
    left = set(rest)
    return sum(1 for k, b, _ in reqs if k == "blocked" or b in left)


def declaration_ok(s: GameState, data: dict[str, Any], pid: int, blocks: list[list[int]],
                   attackers: list[int], chars: dict[int, Characteristics],
                   can_block: CanBlock) -> bool:
    """Whether defending player ``pid``'s declaration ``blocks`` obeys the maximum number of
    requirements (CR 509.1c) and the "alone" restriction; the maximum is computed once and
    kept in the frame's ``data``."""
    mine = [bl for bl in blocks if bl[0] in chars and bl[1] in chars
            and chars[bl[0]].controller == pid]  # not those gone with a player (800.4a)
    attackers = [a for a in attackers if a in chars]
    key = f"req_max_{pid}"
    best = data.get(key)
    if best is None:
        best = 0
        able = _able(s, pid, chars)
        if s.effects or any(chars[x].rules for x in attackers) or \
                any(chars[x].rules for x in able):
            reqs = requirements(s, pid, attackers, able, chars, can_block)
            best = maximum(reqs, attackers, able, chars, can_block)
            if best:
                data[f"req_{pid}"] = [list(r) for r in reqs]
        data[key] = best
    if best and obeyed([(str(k), int(b), int(a)) for k, b, a in data[f"req_{pid}"]],
                       mine) < best:
        return False
    if len({b for b, _ in mine}) == 1:
        b = mine[0][0]
        return not (chars[b].rules and _ALONE_B in chars[b].rules)
    return True


def attack_done_ok(attackers: dict[int, int], chars: dict[int, Characteristics]) -> bool:
    """CR 508.1c, 506.5: a creature that can't attack alone isn't the only attacker."""
    if len(attackers) != 1:
        return True
    (a,) = attackers
    return not (chars[a].rules and _ALONE_A in chars[a].rules)


def alone_attack_ok(s: GameState, oid: int, c: Characteristics,
                    chars: dict[int, Characteristics],
                    can_attack: Callable[[GameState, int, Characteristics], bool]) -> bool:
    """Whether creature ``oid`` may be declared as an attacker now given "can't attack alone"
    (CR 506.5): always, unless it has that restriction, nothing has been declared yet and no
    other creature could attack with it."""
    if _ALONE_A not in c.rules:
        return True
    assert s.combat is not None
    if any(a != oid for a in s.combat.attackers):
        return True
    return any(x != oid and can_attack(s, x, chars[x]) for x in s.battlefield)
