"""Dependency order within a layer (CR 613.8), for :mod:`mtgrules.rules.layers`.

Within layers 2-6 the effects apply in dependency order, otherwise in timestamp order (613.7):
before each effect is applied the remaining ones are re-examined (613.8c). An effect depends
on another (613.8a) when applying the other, tried on scratch copies of the characteristics,
would change whether the first exists (its source loses the ability), what it applies to (its
affected set, unless already locked in by 613.6), or, in layer 2, who "you" is for it (its
source's controller). A dependent effect waits until the effects it depends on are applied
(613.8b); in a dependency loop, timestamp order. In layer 7 no effect can change what another
applies to (no filter reads power or toughness) nor remove an ability, so timestamp order is
exact there.

The effect instances, characteristics and the functions computing an affected set and
applying a part are the layer system's (passed in, so this module needs nothing of it).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, NamedTuple

from mtgrules.model.continuous import Layer
from mtgrules.model.refs import AttachedObject, Each, ThisObject
from mtgrules.state.game_state import GameState


class _Ops(NamedTuple):
    affected_now: Callable[..., list[int]]
    apply_part: Callable[..., None]
    clone: Callable[[Any], Any]
    matches_one: Callable[..., bool]


_DEPENDENCY_LAYERS = frozenset({Layer.CONTROL, Layer.TEXT, Layer.TYPE, Layer.COLOR,
                                Layer.ABILITY})
"""The layers where one effect can change another's existence, affected set or "you"."""


def exists(inst: Any, cur: dict[int, Any], started: set[int]) -> bool:
    """Whether ``inst`` still exists (613.8a): a stored effect always does; a static ability's
    effect that started to apply keeps applying (613.6); one that has not exists only while
    its source still has the ability."""
    if inst.ability is None or id(inst) in started:
        return True
    c = cur.get(inst.source) if inst.source is not None else None
    if c is None:
        # not a permanent: an emblem's ability (CR 114.4), read with base ``(ability,)``
        return inst.base == (inst.ability,)
    return c.abilities is inst.base or inst.ability in c.abilities


def _sensitive(inst: Any, started: set[int], layer: Layer) -> bool:
    """Whether another effect of ``layer`` could change anything 613.8a looks at for
    ``inst``: its existence (a static ability's effect not yet started), its affected set
    (not yet locked, chosen by a filter) or, in layer 2, its "you"."""
    if inst.ability is None:
        return False  # a resolved effect: its objects and controller were locked in
    if id(inst) not in started:
        return True
    return inst.affected is None or layer is Layer.CONTROL


def _you(inst: Any, cur: dict[int, Any]) -> int:
    if inst.ability is not None and inst.source in cur:
        return cur[inst.source].controller
    return inst.controller


class _Examination:
    """What one re-examination of a layer's remaining effects (613.8c) computes once and
    reads for every pair: each effect's trial application on scratch copies (it does not
    depend on the effect being tested) and each effect's affected set on the current
    characteristics (it does not depend on the other effect). Without it a layer of E effects
    on N permanents cost E*E trial applications and filter scans of all N permanents."""

    def __init__(self, s: GameState, cur: dict[int, Any], layer: Layer, ops: _Ops) -> None:
        self.s = s
        self.cur = cur
        self.layer = layer
        self.ops = ops
        self._trials: dict[int, dict[int, Any]] = {}
        self._affected: dict[tuple[int, int], list[int]] = {}
        self._affected_set: dict[tuple[int, int], set[int]] = {}

    def trial(self, b: Any) -> dict[int, Any]:
        """Scratch copies of the characteristics of the objects ``b`` would change now, with
        ``b``'s parts of this layer applied ("you" is its source's controller now)."""
        got = self._trials.get(id(b))
        if got is not None:
            return got
        s, cur, ops = self.s, self.cur, self.ops
        trial: dict[int, Any] = {}
        b_aff = [oid for oid in self.affected_list(b) if oid in cur]
        if b_aff:
            saved = b.controller
            b.controller = _you(b, cur)
            try:
                for oid in b_aff:
                    c = trial[oid] = ops.clone(cur[oid])
                    for part in b.parts:
                        if part.LAYER is self.layer:
                            ops.apply_part(s, c, s.objects[oid], b, part)
            finally:
                b.controller = saved
        self._trials[id(b)] = trial
        return trial

    def affected_list(self, a: Any) -> list[int]:
        """What ``a`` applies to on the current characteristics, with its "you" as set now."""
        key = (id(a), a.controller)
        got = self._affected.get(key)
        if got is None:
            got = self._affected[key] = self.ops.affected_now(self.s, a, self.cur)
        return got

    def affected(self, a: Any) -> set[int]:
        """:meth:`affected_list` as a set."""
        key = (id(a), a.controller)
        got = self._affected_set.get(key)
        if got is None:
            got = self._affected_set[key] = set(self.affected_list(a))
        return got


def _depends(a: Any, b: Any, started: set[int], ex: _Examination) -> bool:
    """613.8a: would applying ``b`` now change ``a``'s existence, what it applies to, or (in
    layer 2) who controls its source? Tried on scratch copies of the characteristics ``b``
    would change; nothing is locked in."""
    trial = ex.trial(b)
    if not trial:
        return False
    cur = ex.cur
    src = a.source
    if src in trial:
        before, after = cur[src], trial[src]
        if id(a) not in started and a.ability is not None and (
                exists(a, cur, started) != exists(a, {src: after}, started)):
            return True
        if ex.layer is Layer.CONTROL and before.controller != after.controller:
            return True
    if a.affected is None and not isinstance(a.affects, ThisObject | AttachedObject):
        saved = a.controller
        if a.ability is not None and src in cur:
            a.controller = (trial[src] if src in trial else cur[src]).controller
        try:
            aff = a.affects
            if isinstance(aff, Each) and aff.controlled_by is None:
                # The characteristics differ only for the objects in the trial, and whether an
                # object matches reads its own characteristics: only those can change.
                now = ex.affected(a)
                return any(ex.ops.matches_one(ex.s, a, oid, c) != (oid in now)
                           for oid, c in trial.items())
            view = dict(cur)
            view.update(trial)
            return ex.ops.affected_now(ex.s, a, cur) != ex.ops.affected_now(ex.s, a, view)
        finally:
            a.controller = saved
    return False


def _reach(deps: dict[int, list[Any]], start: Any) -> set[int]:
    seen: set[int] = set()
    todo = [start]
    while todo:
        for d in deps[id(todo.pop())]:
            if id(d) not in seen:
                seen.add(id(d))
                todo.append(d)
    return seen


def _next_effect(s: GameState, remaining: list[Any], cur: dict[int, Any],
                 started: set[int], layer: Layer, ops: _Ops) -> Any:
    """The effect of ``remaining`` (timestamp order) to apply next (613.8b): the earliest
    that depends on none of the others; if every one depends on another, the earliest of
    a dependency loop that waits on nothing outside the loop (613.8b: a loop is applied in
    timestamp order)."""
    if not any(_sensitive(i, started, layer) for i in remaining):
        return remaining[0]
    ex = _Examination(s, cur, layer, ops)
    deps = {id(a): ([b for b in remaining if b is not a and _depends(a, b, started, ex)]
                    if _sensitive(a, started, layer) else [])
            for a in remaining}
    for a in remaining:
        if not deps[id(a)]:
            return a
    reach = {id(a): _reach(deps, a) for a in remaining}
    by_id = {id(a): a for a in remaining}
    for a in remaining:
        if all(id(a) in reach[x] for x in reach[id(a)] if x in by_id):
            return a
    return remaining[0]  # pragma: no cover  (a finite graph always has a sink loop)


def in_order(s: GameState, pending: list[Any], cur: dict[int, Any], started: set[int],
             layer: Layer, affected_now: Callable[..., list[int]],
             apply_part: Callable[..., None], clone: Callable[[Any], Any],
             matches_one: Callable[..., bool]) -> Iterator[Any]:
    """The effects of one layer in the order they apply (613.7, 613.8), re-examined after
    each is applied (613.8c: the caller applies each before asking for the next); effects
    that ceased to exist meanwhile are skipped."""
    ops = _Ops(affected_now, apply_part, clone, matches_one)
    dependency = layer in _DEPENDENCY_LAYERS
    if not dependency and not any(_may_cease(i, started) for i in pending):
        # Stored effects and static abilities' effects that already started always exist
        # (613.6), and without dependencies the order is the timestamp order: one pass.
        yield from list(pending)
        return
    remaining = list(pending)
    while remaining:
        if any(_may_cease(i, started) for i in remaining):
            remaining = [i for i in remaining if exists(i, cur, started)]
            if not remaining:
                return
        pick = remaining[0] if len(remaining) == 1 or not dependency else \
            _next_effect(s, remaining, cur, started, layer, ops)
        remaining.remove(pick)
        yield pick


def _may_cease(inst: Any, started: set[int]) -> bool:
    """Whether :func:`exists` may say False for ``inst``: a static ability's effect that has
    not started to apply (the others exist until they end, 613.6)."""
    return inst.ability is not None and id(inst) not in started


