"""Planning mana payments: can a cost be paid, and with which mana abilities (CR 601.2g-h,
602.2g-h, 605, 106.12, 616.1).

While casting a spell or activating an ability, the player first activates mana abilities
(CR 601.2g) and then pays the total cost in any order (601.2h). The planner answers "can this
mana cost be paid?" by searching over every mana ability the player could activate now (a
:class:`~mtgrules.rules.mana_options.Source` per ability, with any cost: {T}, {Q}, life,
sacrifice, mana from the pool) and every outcome of each (a type choice; replacement effects
and triggered mana abilities included). The same search restricts manual payment choices to
those that keep the payment possible and gives the automatic payment its steps, so a spell or
ability is offered exactly when it can be paid and its payment always completes (CR 732 never
has to rewind).

The search is a depth-first search over one slot per permanent (its {T}/{Q} abilities are
alternatives), with interchangeable plain sources merged into one slot (it branches on how many
to use), outcomes reduced to those that differ for the cost at hand, failed states memoised,
and at most :data:`NODE_LIMIT` nodes (beyond that it answers "not payable").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from mtgrules.mana import COLORS, TYPE_INDEX, ManaCost, pay_from_pool, pay_with_snow
from mtgrules.model.abilities import ActivatedAbility
from mtgrules.rules.layers import Characteristics, battlefield_memo
from mtgrules.rules.mana_options import Outcome, Source, source_of
from mtgrules.rules.mana_restrictions import Purpose, allows, chosen_of, usable_pool
from mtgrules.rules.mana_spending import payable_cost
from mtgrules.rules.phyrexian_mana import payable_somehow
from mtgrules.rules.snow_mana import snow_pool
from mtgrules.state.game_state import GameState

NODE_LIMIT = 20000
"""The most search nodes one plan explores (the bound that keeps huge boards fast)."""

NO_LIFE_LIMIT = 1 << 30

Step = tuple[Source, Outcome]
"""One mana ability activation of a plan and the outcome it should give."""


@dataclass(frozen=True, slots=True)
class Reserve:
    """At least ``n`` of the permanents ``ids`` must stay untapped and on the battlefield after
    the mana abilities, for a "tap N untapped ... you control" cost (CR 601.2h)."""

    n: int
    ids: frozenset[int]


def mana_sources(s: GameState, player: int) -> list[Source]:
    """Every mana ability ``player`` could activate now, in battlefield order (CR 605.1a,
    605.3a). Cached until the next ``state.touch()``."""
    key = ("mana_sources", player)
    cached = s.cache.get(key)
    if cached is not None:
        return list(cached)
    out: list[Source] = []
    for oid, a in battlefield_memo(s, "mana_abilities", _mana_abilities).get(player, ()):
        src = source_of(s, player, oid, a)
        if src is not None:
            out.append(src)
    s.cache[key] = tuple(out)
    s.cache[("mana_restricted", player)] = any(x.spend_only is not None for x in out)
    return out


def _mana_abilities(chars: dict[int, Characteristics]
                    ) -> dict[int, list[tuple[int, ActivatedAbility]]]:
    """Controller -> (permanent, mana ability) pairs in battlefield order (CR 605.1a)."""
    out: dict[int, list[tuple[int, ActivatedAbility]]] = {}
    for oid, c in chars.items():
        for a in c.abilities:
            if isinstance(a, ActivatedAbility) and a.mana_ability:
                out.setdefault(c.controller, []).append((oid, a))
    return out


def purpose_sources(s: GameState, player: int, exclude: int | None, purpose: Purpose
                    ) -> tuple[list[int], list[Source], tuple[object, ...] | None]:
    """(pool, sources, restriction key) for a payment by ``player`` for ``purpose``
    (:mod:`mtgrules.rules.mana_restrictions`, CR 106.6): the pool and mana abilities it may
    use (none of permanent ``exclude``); the key tells apart payments that may use different
    restricted mana (None when there is none)."""
    sources = mana_sources(s, player)
    p = s.players[player]
    if not s.cache.get(("mana_restricted", player)) and "restricted_mana" not in s.extra:
        return p.mana, [x for x in sources if x.obj != exclude], None
    ok = [x for x in sources if x.obj != exclude and (
        x.spend_only is None or allows(s, player, x.spend_only, purpose, chosen_of(s, x.obj)))]
    pool = usable_pool(s, player, purpose)
    return pool, ok, (tuple(x.obj for x in ok if x.spend_only is not None), tuple(pool))


def _relevance(cost: ManaCost, sources: Sequence[Source]) -> tuple[list[int], bool]:
    """Indexes of the types that matter for ``cost`` (its colors and those of converters'
    costs), and whether any other mana matters (generic mana in either)."""
    costs = [cost, *(x.cost for x in sources if x.cost.symbols)]
    if len(costs) > 1:
        return _relevance_of(costs)
    got = _RELEVANCE.get(cost)  # no converter: the cost's own, computed once per cost
    if got is None:
        if len(_RELEVANCE) > 4096:
            _RELEVANCE.clear()
        rel, generic = _relevance_of(costs)
        got = _RELEVANCE[cost] = (tuple(rel), generic)
    return list(got[0]), got[1]


_RELEVANCE: dict[ManaCost, tuple[tuple[int, ...], bool]] = {}


def _relevance_of(costs: list[ManaCost]) -> tuple[list[int], bool]:
    colors: set[str] = set()
    generic = False
    for c in costs:
        for sym in c.symbols:
            parts = sym.split("/")
            colors.update(p for p in parts if p in COLORS or p == "C")
            generic = generic or any(p.isdigit() and int(p) > 0 for p in parts)
    return sorted(TYPE_INDEX[t] for t in colors), generic


def _pruned(src: Source, rel: list[int], generic: bool) -> list[Outcome]:
    """The outcomes of ``src`` that differ for the cost: mana of irrelevant types counts as
    one kind (generic) or not at all; dominated outcomes are dropped; most relevant first."""
    if len(src.outcomes) == 1:
        o = src.outcomes[0]
        return [o] if generic or any(o.mana[i] for i in rel) else []
    proj: list[tuple[tuple[int, ...], Outcome]] = []
    for o in src.outcomes:
        p = tuple(o.mana[i] for i in rel)
        if generic:
            p += (sum(o.mana) - sum(p),)
        if any(p) and all(q != p for q, _ in proj):
            proj.append((p, o))
    kept = [(p, o) for p, o in proj
            if not any(q != p and all(a <= b for a, b in zip(p, q, strict=True))
                       for q, _ in proj)]
    kept.sort(key=lambda po: -sum(po[0][:len(rel)]))
    return [o for _, o in kept]


@dataclass(slots=True)
class _Slot:
    """A search slot: a ``group`` of interchangeable plain sources of distinct permanents
    with the same single outcome (use any number of them), or alternatives (use at most one:
    one permanent's {T}/{Q} abilities and their outcomes, or one activation of a repeatable
    ability)."""

    group: bool
    steps: list[Step]


def _slots(sources: Sequence[Source], cost: ManaCost, need: int,
           reserved: frozenset[int] = frozenset(),
           relevance: tuple[list[int], bool] | None = None) -> list[_Slot]:
    """Search slots in search order: plain single-outcome groups first, then alternatives,
    mana converters (abilities with a mana cost) last; battlefield order within each. A
    repeatable ability (no {T} or {Q}) gets ``need`` slots."""
    rel, generic = relevance if relevance is not None else _relevance(cost, sources)
    by_obj: dict[int, list[Step]] = {}
    repeat: list[_Slot] = []
    for src in sources:
        outs = _pruned(src, rel, generic)
        if not outs:
            continue
        if src.once:
            by_obj.setdefault(src.obj, []).extend((src, o) for o in outs)
        else:
            repeat.extend(_Slot(False, [(src, o) for o in outs]) for _ in range(max(need, 1)))
    slots: list[_Slot] = []
    groups: dict[tuple[int, ...], _Slot] = {}
    for steps in by_obj.values():
        if len(steps) == 1 and steps[0][0].plain:
            sig = steps[0][1].mana
            if sig in groups:
                groups[sig].steps.append(steps[0])
                continue
            groups[sig] = _Slot(True, list(steps))
            slots.append(groups[sig])
        else:
            slots.append(_Slot(False, steps))
    slots += repeat
    if reserved:  # within a group, use the permanents the rest of the cost doesn't tap first
        for sl in slots:
            if sl.group:
                sl.steps.sort(key=lambda st: st[0].obj in reserved)
    order = {id(sl): k for k, sl in enumerate(slots)}
    return sorted(slots, key=lambda sl: (any(x.cost.symbols for x, _ in sl.steps),
                                         not sl.group, order[id(sl)]))


def pay_keeping(pool: list[int], cost: ManaCost, needed: ManaCost) -> list[int] | None:
    """The pool left after paying ``cost`` (a mana ability's own cost, CR 605.3b) while the
    payment of ``needed`` is in progress: generic mana is taken from the types ``needed`` does
    not call for first (the player's choice of mana to spend, CR 601.2h, made so that the
    outer payment stays completable). None if the pool can't pay."""
    return _pay_converter(pool, cost, frozenset(_relevance(needed, ())[0]))


def _pay_converter(pool: list[int], cost: ManaCost, keep: frozenset[int]) -> list[int] | None:
    """The pool left after paying a mana ability's own cost (a converter's ``{2}``) from
    ``pool``: its colored and hybrid symbols as :func:`pay_from_pool` pays them, its generic
    mana from the types not in ``keep`` first (the types the cost being planned needs), so a
    converter never spends mana the rest of the payment needs when other mana would do."""
    generic = sum(int(x) for x in cost.symbols if x.isdigit())
    if not generic or not keep:
        return pay_from_pool(pool, cost)
    rest = pay_from_pool(pool, ManaCost(tuple(x for x in cost.symbols if not x.isdigit())))
    if rest is None or sum(rest) < generic:
        return None
    for kept in (False, True):
        while generic:
            cands = [i for i in range(6) if rest[i] and (i in keep) == kept]
            if not cands:
                break
            i = 5 if 5 in cands else max(cands, key=lambda k: rest[k])
            rest[i] -= 1
            generic -= 1
    return rest


def plan(pool: list[int], cost: ManaCost, sources: Sequence[Source],
         life: int = NO_LIFE_LIMIT, reserve: Sequence[Reserve] = (),
         used: frozenset[int] = frozenset(), snow: Sequence[int] | None = None
         ) -> list[Step] | None:
    """Mana ability activations (each with the outcome to take) that together with ``pool``
    pay ``cost`` (no X); None if there are none, or none found within :data:`NODE_LIMIT`.

    ``life``: the most life the activations may cost in all (CR 119.4); ``reserve``:
    permanents that must stay untapped (see :class:`Reserve`); ``used``: permanents already
    tapped or gone as far as ``reserve`` is concerned; ``snow``: the pool's mana produced by
    snow sources (six counts), which with the mana of snow sources' abilities pays {S}
    (CR 107.4h). The steps are in an order they can be activated in: plain ones first, then
    those that sacrifice, then those paying mana. Deterministic.
    """
    if "S" in cost.symbols:
        return _plan_snow(pool, cost, sources, life, reserve, used,
                          list(snow) if snow is not None else [0] * 6)
    if pay_from_pool(pool, cost) is not None and _reserve_ok(reserve, used):
        return []
    need = cost.mana_value()
    if sum(pool) + sum(x.amount if x.once else need for x in sources) < need:
        return None
    relevance = _relevance(cost, sources)
    slots = _slots(sources, cost, need,
                   frozenset().union(*(r.ids for r in reserve)) if reserve else frozenset(),
                   relevance)
    caps = []
    for sl in slots:
        most = max(sum(o.mana) for _, o in sl.steps)
        caps.append(most * len(sl.steps) if sl.group else most)
    rest_cap = [sum(caps[k:]) for k in range(len(slots) + 1)]
    keep = frozenset(relevance[0])
    failed: set[tuple[object, ...]] = set()
    nodes = 0
    chosen: list[Step] = []

    def dfs(k: int, cur: list[int], life_left: int, gone: frozenset[int]) -> bool:
        nonlocal nodes
        if pay_from_pool(cur, cost) is not None and _reserve_ok(reserve, gone):
            return True
        if k >= len(slots) or sum(cur) + rest_cap[k] < need:
            return False
        memo = (k, tuple(cur), life_left, gone if reserve else None)
        if memo in failed:
            return False
        nodes += 1
        if nodes > NODE_LIMIT:
            return False
        sl = slots[k]
        if sl.group:
            o = sl.steps[0][1]
            for n in range(1, len(sl.steps) + 1):
                nxt = [c + m * n for c, m in zip(cur, o.mana, strict=True)]
                chosen.extend(sl.steps[:n])
                if dfs(k + 1, nxt, life_left,
                       gone | {x.obj for x, _ in sl.steps[:n]} if reserve else gone):
                    return True
                del chosen[len(chosen) - n:]
        else:
            for src, o in sl.steps:
                if src.life > life_left:
                    continue
                base = _pay_converter(cur, src.cost, keep) if src.cost.symbols else cur
                if base is None:
                    continue
                nxt = [c + m for c, m in zip(base, o.mana, strict=True)]
                chosen.append((src, o))
                if dfs(k + 1, nxt, life_left - src.life,
                       gone | {src.obj} if reserve and src.once else gone):
                    return True
                chosen.pop()
        if dfs(k + 1, cur, life_left, gone):
            return True
        failed.add(memo)
        return False

    if not dfs(0, list(pool), life, used):
        return None
    return sorted(chosen, key=lambda st: (bool(st[0].cost.symbols), st[0].sacrifice))


def _plan_snow(pool: list[int], cost: ManaCost, sources: Sequence[Source], life: int,
               reserve: Sequence[Reserve], used: frozenset[int], snow: list[int]
               ) -> list[Step] | None:
    """:func:`plan` for a cost with {S}: the search also counts the mana snow sources add
    (CR 107.4h), one activation at a time (no grouping), and checks each pool with
    :func:`~mtgrules.mana.pay_with_snow`."""
    if pay_with_snow(pool, snow, cost) is not None and _reserve_ok(reserve, used):
        return []
    need = cost.mana_value()
    if sum(pool) + sum(x.amount if x.once else need for x in sources) < need:
        return None
    rel, _ = _relevance(cost, sources)
    by_obj: dict[int, list[Step]] = {}
    repeat: list[list[Step]] = []
    for src in sources:
        outs = _pruned(src, rel, True)
        if src.once:
            by_obj.setdefault(src.obj, []).extend((src, o) for o in outs)
        elif outs:
            repeat.extend([(src, o) for o in outs] for _ in range(max(need, 1)))
    slots = sorted([*by_obj.values(), *repeat],
                   key=lambda steps: (any(x.cost.symbols for x, _ in steps),
                                      not any(x.snow for x, _ in steps)))
    keep = frozenset(rel)
    failed: set[tuple[object, ...]] = set()
    nodes = 0
    chosen: list[Step] = []

    def dfs(k: int, cur: list[int], sn: list[int], life_left: int, gone: frozenset[int]
            ) -> bool:
        nonlocal nodes
        if pay_with_snow(cur, sn, cost) is not None and _reserve_ok(reserve, gone):
            return True
        if k >= len(slots):
            return False
        memo = (k, tuple(cur), tuple(sn), life_left, gone if reserve else None)
        if memo in failed:
            return False
        nodes += 1
        if nodes > NODE_LIMIT:
            return False
        for src, o in slots[k]:
            if src.life > life_left:
                continue
            base = _pay_converter(cur, src.cost, keep) if src.cost.symbols else cur
            if base is None:
                continue
            nxt = [c + m for c, m in zip(base, o.mana, strict=True)]
            sn2 = [min(a, b) for a, b in zip(sn, base, strict=True)]  # snow spent last
            if src.snow:
                sn2 = [a + m for a, m in zip(sn2, o.mana, strict=True)]
            chosen.append((src, o))
            if dfs(k + 1, nxt, sn2, life_left - src.life,
                   gone | {src.obj} if reserve and src.once else gone):
                return True
            chosen.pop()
        if dfs(k + 1, cur, sn, life_left, gone):
            return True
        failed.add(memo)
        return False

    if not dfs(0, list(pool), [min(a, b) for a, b in zip(snow, pool, strict=True)], life,
               used):
        return None
    return sorted(chosen, key=lambda st: (bool(st[0].cost.symbols), st[0].sacrifice))


def _reserve_ok(reserve: Sequence[Reserve], gone: frozenset[int]) -> bool:
    return all(len(r.ids - gone) >= r.n for r in reserve)


def can_pay(s: GameState, player: int, cost: ManaCost, exclude: int | None = None,
            life_reserved: int = 0, reserve: Sequence[Reserve] = (),
            purpose: Purpose = None) -> bool:
    """Whether ``player`` could pay ``cost`` (no X) from their pool and the mana abilities
    they could activate (CR 601.2g-h): ``exclude`` is a permanent whose abilities can't be
    used (its {T} or {Q} is part of the cost being paid); ``life_reserved`` is life the rest
    of the cost pays; ``reserve`` permanents the rest of the cost taps; ``purpose`` what the
    payment is for (restricted mana, CR 106.6: :mod:`mtgrules.rules.mana_restrictions`).
    Each Phyrexian symbol may be paid with 2 life instead (CR 107.4f) while the life total
    covers every life payment (119.4)."""
    if cost.phyrexian_count:
        return payable_somehow(cost, s.players[player].life - life_reserved, lambda m, n: can_pay(
            s, player, m, exclude, life_reserved + n, reserve, purpose))
    if not cost.symbols and not reserve:
        return True
    return payment_plan(s, player, cost, exclude, life_reserved, reserve,
                        purpose) is not None


def payment_plan(s: GameState, player: int, cost: ManaCost, exclude: int | None = None,
                 life_reserved: int = 0, reserve: Sequence[Reserve] = (),
                 purpose: Purpose = None) -> list[Step] | None:
    """The automatic payment's plan for ``cost`` (see :func:`can_pay` for the arguments;
    colored symbols are paid as generic while mana may be spent as any color, 609.4b)."""
    cost = payable_cost(s, player, cost)
    if "S" in cost.symbols:  # snow mana (CR 107.4h): not cached, the snow pool matters
        pool, sources, _ = purpose_sources(s, player, exclude, purpose)
        return plan(pool, cost, sources, max(s.players[player].life - life_reserved, 0),
                    reserve, snow=snow_pool(s, player))
    p = s.players[player]
    plain = s.cache.get(("mana_restricted", player)) is False and "restricted_mana" not in s.extra
    key: tuple[object, ...]
    if plain:  # no restricted mana or mana ability (CR 106.6): the purpose changes nothing
        key = ("payment_plan", player, cost, exclude, p.life - life_reserved, tuple(reserve),
               tuple(p.mana), None)
        if key in s.cache:
            return s.cache[key]
    pool, sources, rkey = purpose_sources(s, player, exclude, purpose)
    key = ("payment_plan", player, cost, exclude, p.life - life_reserved, tuple(reserve),
           tuple(p.mana), rkey)
    if key in s.cache:
        return s.cache[key]
    life = max(p.life - life_reserved, 0)
    # The plan is a function of its inputs alone: reused across touch() while the sources are
    # the very same objects (mana_options keeps one Source per unchanged plain ability); the
    # life total matters only to sources that cost life.
    mkey = ("plan", player, cost, life if any(x.life for x in sources) else 0, tuple(reserve),
            tuple(pool))
    m = s.memo.get(mkey)
    if m is not None and len(m[0]) == len(sources) and \
            all(a is b for a, b in zip(m[0], sources, strict=True)):
        out = m[1]
    else:
        out = plan(pool, cost, sources, life, reserve)
        s.memo[mkey] = (tuple(sources), out)
    s.cache[key] = out
    return out


def reserve_of(s: GameState, d: dict[str, Any]) -> list[Reserve]:
    """The reserve constraints of a ``pay`` frame's data (``reserve``: ``[n, ids]`` pairs),
    counting only the permanents still untapped on the battlefield."""
    out = []
    for n, ids in d.get("reserve", ()):
        live = frozenset(x for x in ids if x in s.objects and s.objects[x].zone == "battlefield"
                         and not s.objects[x].tapped)
        out.append(Reserve(n, live))
    return out


def life_for_mana(s: GameState, d: dict[str, Any]) -> int:
    """The most life the mana abilities of a ``pay`` frame (data ``d``) may cost: the payer's
    life total less the rest of the cost's life (``life``) and the life chosen for its
    Phyrexian symbols (``phyrexian_life``), CR 119.4."""
    p = s.players[d["player"]]
    return max(p.life - d.get("life", 0) - d.get("phyrexian_life", 0), 0)


def pay_sources(s: GameState, d: dict[str, Any]) -> list[Source]:
    """The sources a ``pay`` frame (data ``d``) may use: all of the player's but those of the
    permanent whose {T}/{Q} the cost being paid uses, and but the restricted ones its
    ``purpose`` doesn't allow (CR 106.6)."""
    return purpose_sources(s, d["player"], d.get("exclude"), d.get("purpose"))[1]


def payment_in_progress(s: GameState, player: int) -> dict[str, Any] | None:
    """The data of the innermost ``pay`` frame of ``player`` (a payment in progress), or
    None."""
    for fr in reversed(s.frames):
        if fr.kind == "pay" and fr.data.get("player") == player:
            return fr.data
    return None


def keeps_payment_feasible(s: GameState, d: dict[str, Any], added: Sequence[int]) -> bool:
    """Whether the payment of ``pay`` frame data ``d`` stays completable if ``added`` mana
    (six counts) were added to the pool now (used to offer only such replacement orders,
    CR 616.1, during a payment)."""
    pid = d["player"]
    pool = [a + b for a, b in zip(usable_pool(s, pid, d.get("purpose")), added, strict=True)]
    life = life_for_mana(s, d)
    snow = snow_pool(s, pid)
    return plan(pool, ManaCost(tuple(d["cost"])), pay_sources(s, d), life,
                reserve_of(s, d), snow=snow) is not None


def max_x(s: GameState, player: int, cost: ManaCost, limit: int = 20,
          purpose: Purpose = None) -> int:
    """The largest X (up to ``limit``) for which ``cost`` with that X is payable (for
    ``purpose``, CR 106.6); -1 if even X=0 isn't."""
    return max_x_of(s, player, cost.with_x, limit, purpose=purpose)


def max_x_of(s: GameState, player: int, cost_at: Callable[[int], ManaCost], limit: int = 20,
             lowest: int = 0, exclude: int | None = None, life_reserved: int = 0,
             reserve: Sequence[Reserve] = (), purpose: Purpose = None) -> int:
    """The largest X from ``lowest`` up to ``limit`` for which the cost ``cost_at(X)`` is
    payable (CR 601.2b, 602.2b: X is announced before the cost is paid, so only payable values
    are offered); ``exclude``, ``life_reserved``, ``reserve`` and ``purpose`` as for
    :func:`can_pay`. Returns ``lowest - 1`` if even X = ``lowest`` isn't payable."""
    if not can_pay(s, player, cost_at(lowest), exclude, life_reserved, reserve, purpose):
        return lowest - 1
    pool, sources, _ = purpose_sources(s, player, exclude, purpose)
    once = sum(x.amount for x in sources if x.once)
    repeatable = any(not x.once for x in sources)
    best = lowest
    for x in range(lowest + 1, limit + 1):
        cost = cost_at(x)
        if not repeatable and cost.mana_value() - cost.phyrexian_count > sum(pool) + once:
            break
        if not can_pay(s, player, cost, exclude, life_reserved, reserve, purpose):
            break
        best = x
    return best
