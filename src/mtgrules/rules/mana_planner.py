"""Planning mana payments: can a cost be paid, and with which sources (CR 601.2g-h, 605).

The planner sees each untapped permanent with a mana ability whose only cost is {T} as a
source of ``amount`` mana of one type chosen from ``types``. It ignores replacement effects
on mana production (which can only add mana or change its type; the actual payment re-plans
after each activation, so the result stays correct when they help). It is used to decide which
spells are castable, to restrict manual payment choices to those that keep the payment
possible, and for the automatic payment.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.mana import TYPE_INDEX, ManaCost, pay_from_pool
from mtgrules.model.abilities import ActivatedAbility
from mtgrules.rules.layers import compute_battlefield
from mtgrules.state.game_state import GameState


@dataclass(frozen=True, slots=True)
class Source:
    """A usable mana source: permanent ``obj``, ability ``key``, and what it can make."""

    obj: int
    key: str
    types: tuple[str, ...]
    amount: int


def mana_sources(s: GameState, player: int) -> list[Source]:
    """Untapped sources of ``player`` whose mana ability costs only {T} (CR 605.1a), in
    battlefield order, with the types they could produce now (CR 106.7). Cached until the
    next ``state.touch()``."""
    key = ("mana_sources", player)
    cached = s.cache.get(key)
    if cached is not None:
        return list(cached)
    out = _mana_sources(s, player)
    s.cache[key] = tuple(out)
    return out


def _mana_sources(s: GameState, player: int) -> list[Source]:
    from mtgrules.rules.activation import can_pay_tap_cost
    from mtgrules.rules.mana_production import ability_could_produce

    out: list[Source] = []
    chars = compute_battlefield(s)
    for oid in s.battlefield:
        c = chars[oid]
        if c.controller != player or s.objects[oid].tapped:
            continue
        for a in c.abilities:
            if not (isinstance(a, ActivatedAbility) and a.mana_ability):
                continue
            cost = a.cost
            if not cost.tap or cost.mana.symbols or cost.untap or cost.sacrifice_self \
                    or cost.life or cost.tap_others:
                continue
            if not can_pay_tap_cost(s, oid, c):
                continue
            types, amount = ability_could_produce(s, oid, a)
            if types and amount > 0:
                out.append(Source(oid, a.key, tuple(sorted(types, key=TYPE_INDEX.__getitem__)),
                                  amount))
    return out


def _slots(sources: list[Source]) -> list[list[Source]]:
    """Group sources for the search: one slot per permanent (its abilities are alternatives:
    tapping it for one uses it up), and permanents with identical single-ability offers are
    merged into one slot of interchangeable copies (so the search branches on how many)."""
    by_obj: dict[int, list[Source]] = {}
    for x in sources:
        by_obj.setdefault(x.obj, []).append(x)
    slots: list[list[Source]] = []
    index: dict[tuple[tuple[str, ...], int], int] = {}
    for alts in by_obj.values():
        if len(alts) == 1 and len(alts[0].types) == 1:
            sig = (alts[0].types, alts[0].amount)
            if sig in index:
                slots[index[sig]].append(alts[0])
                continue
            index[sig] = len(slots)
        slots.append(list(alts))
    # single-type groups first (keep flexible sources for last), then battlefield order
    return sorted(slots, key=lambda sl: (max(len(x.types) for x in sl), sources.index(sl[0])))


def plan(pool: list[int], cost: ManaCost, sources: list[Source]) -> list[tuple[Source, str]] | None:
    """Find sources (with the type each should make) that together with ``pool`` pay
    ``cost``; None if impossible. Each permanent is used at most once (one of its mana
    abilities). Deterministic; prefers single-type sources, in battlefield order."""
    if pay_from_pool(pool, cost) is not None:
        return []
    slots = _slots(sources)
    need = cost.mana_value()
    caps = [max(x.amount for x in sl) * (len(sl) if _is_group(sl) else 1) for sl in slots]
    rest_cap = [sum(caps[k:]) for k in range(len(slots) + 1)]
    best: list[tuple[Source, str]] | None = None

    def dfs(k: int, cur: list[int], chosen: list[tuple[Source, str]]) -> bool:
        nonlocal best
        if pay_from_pool(cur, cost) is not None:
            best = list(chosen)
            return True
        if k >= len(slots) or sum(cur) + rest_cap[k] < need:
            return False
        sl = slots[k]
        if _is_group(sl):
            t = sl[0].types[0]
            if t not in _useful_types(cur, cost, (t,)):
                return dfs(k + 1, cur, chosen)
            for n in range(1, len(sl) + 1):
                nxt = list(cur)
                nxt[TYPE_INDEX[t]] += sl[0].amount * n
                chosen.extend((x, t) for x in sl[:n])
                if dfs(k + 1, nxt, chosen):
                    return True
                del chosen[len(chosen) - n:]
            return dfs(k + 1, cur, chosen)
        for src in sl:
            for t in _useful_types(cur, cost, src.types):
                nxt = list(cur)
                nxt[TYPE_INDEX[t]] += src.amount
                chosen.append((src, t))
                if dfs(k + 1, nxt, chosen):
                    return True
                chosen.pop()
        return dfs(k + 1, cur, chosen)

    dfs(0, list(pool), [])
    return best


def _is_group(slot: list[Source]) -> bool:
    """A slot of interchangeable single-type permanents (as opposed to one permanent's
    alternative abilities)."""
    return len(slot[0].types) == 1 and len({x.obj for x in slot}) == len(slot)


def _useful_types(pool: list[int], cost: ManaCost, types: tuple[str, ...]) -> list[str]:
    """Types worth trying for a source: colors the cost still needs first, then one other
    (for generic)."""
    needed: list[str] = []
    for sym in cost.symbols:
        for part in sym.split("/"):
            if part in TYPE_INDEX and part in types and part not in needed:
                needed.append(part)
    others = [t for t in types if t not in needed]
    if others:
        needed.append("C" if "C" in others else others[0])
    return needed


def can_pay(s: GameState, player: int, cost: ManaCost) -> bool:
    """Whether ``player`` could pay ``cost`` (no X) from their pool and untapped sources."""
    if not cost.symbols:
        return True
    return plan(s.players[player].mana, cost, mana_sources(s, player)) is not None


def max_x(s: GameState, player: int, cost: ManaCost, limit: int = 20) -> int:
    """The largest X (up to ``limit``) for which ``cost`` with that X is payable; -1 if even
    X=0 isn't."""
    sources = mana_sources(s, player)
    pool = s.players[player].mana
    if plan(pool, cost.with_x(0), sources) is None:
        return -1
    total = sum(pool) + sum(src.amount for src in sources)
    best = 0
    for x in range(1, limit + 1):
        if cost.with_x(x).mana_value() > total:
            break
        if plan(pool, cost.with_x(x), sources) is None:
            break
        best = x
    return best
