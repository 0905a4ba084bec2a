"""Computed characteristics: continuous effects applied in layer order (CR 613).

Printed card data never changes; an object's current characteristics are computed here by
applying, layer by layer (613.1: 1 copy, 2 control, 3 text, 4 type, 5 color, 6 abilities,
7a characteristic-defining P/T, 7b set P/T, 7c modify P/T and counters, 7d switch), the
continuous effects of static abilities of permanents (CR 611.3) and the stored effects of
resolved spells and abilities (CR 611.2).

Layer 1 (613.2a, 707.2): a permanent that entered as a copy (:mod:`mtgrules.rules.copy`) starts
from the copiable values it acquired then (707.2b: locked in), i.e. the printed values of the
card at the end of the copy chain; its status, counters, choices and designations stay its own.

Within layers 2-6, effects apply in dependency order (613.8) and otherwise in timestamp order
(613.7): before each effect is applied, the remaining ones of the layer are re-examined
(613.8c); an effect depends on another (613.8a) when applying the other, tried on a scratch
copy of the characteristics, would change whether the first exists (its source loses the
ability, e.g. a land that Blood Moon's 305.7 effect strips), what it applies to (its affected
set, unless already locked in by 613.6), or, in layer 2, who "you" is for it (its source's
controller). A dependent effect waits until the effects it depends on are applied (613.8b); in
a loop, timestamp order. A static ability's effect that has not started to apply no longer
exists once its source has lost the ability (613.8a "existence"); one that started keeps
applying to the same objects in later layers (613.6). In layer 7 no effect can change what
another applies to (no filter reads power or toughness) nor remove an ability, so timestamp
order is exact there.

Results are cached in ``state.cache`` until the next ``state.touch()``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any, assert_never

from mtgrules.cards.basics import basic_mana_ability
from mtgrules.cards.registry import get_ability, get_card
from mtgrules.mana import ManaCost
from mtgrules.model.abilities import Keyword, StaticAbility
from mtgrules.model.amounts import Amount, CountersOn, Fixed, ManaValueOf
from mtgrules.model.base import Ability, CardType
from mtgrules.model.codec import from_data
from mtgrules.model.continuous import (
    LAYER_ORDER,
    AddAbilities,
    AddTypes,
    ChangeText,
    CopyOf,
    DefinePT,
    Layer,
    LayerEffect,
    LoseAllAbilities,
    ModifyPT,
    RemoveTypes,
    SetBasicLandTypes,
    SetColors,
    SetController,
    SetPT,
    SwitchPT,
)
from mtgrules.model.refs import AffectedObject, AttachedObject, Each, ObjectRef, ThisObject
from mtgrules.model.rules import RuleModification
from mtgrules.rules.amounts import evaluate
from mtgrules.rules.filters import IMPURE as _IMPURE
from mtgrules.rules.filters import matches
from mtgrules.rules.keyword_cda import keyword_cdas
from mtgrules.state.data import deep_copy
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import GameObject

__all__ = ["Characteristics", "characteristics", "compute_battlefield", "controller_of",
           "copiable_name", "matches", "base_abilities", "stored_parts"]


class Characteristics:
    """An object's current characteristics (CR 109.3) plus its controller and the rule
    modifications that apply to it.

    Attributes:
        name, mana_cost, colors, supertypes, types, subtypes, abilities (tuple of
        :class:`~mtgrules.model.base.Ability`), power/toughness (int or None), loyalty
        (printed), controller (player index), keywords (lower-case keyword names),
        rules (the :data:`~mtgrules.model.rules.RuleModification` nodes that apply to it,
        e.g. ``CantAttack()``).
    """

    __slots__ = ("name", "mana_cost", "colors", "supertypes", "types", "subtypes",
                 "abilities", "power", "toughness", "loyalty", "controller", "keywords",
                 "rules")

    def __init__(self) -> None:
        self.name = ""
        self.mana_cost: ManaCost | None = None
        self.colors: frozenset[str] = frozenset()
        self.supertypes: frozenset[str] = frozenset()
        self.types: frozenset[str] = frozenset()
        self.subtypes: frozenset[str] = frozenset()
        self.abilities: tuple[Ability, ...] = ()
        self.power: int | None = None
        self.toughness: int | None = None
        self.loyalty: int | None = None
        self.controller = 0
        self.keywords: frozenset[str] = frozenset()
        self.rules: frozenset[RuleModification] = frozenset()

    def is_type(self, t: str) -> bool:
        """True if the object has card type ``t`` (e.g. ``"Creature"``)."""
        return t in self.types

    def has(self, keyword: str) -> bool:
        """True if the object has keyword ability ``keyword`` (e.g. ``"flying"``)."""
        return keyword in self.keywords

    def snapshot(self) -> dict[str, Any]:
        """JSON-compatible last-known-information snapshot (CR 608.2h)."""
        return {
            "name": self.name, "types": sorted(self.types), "subtypes": sorted(self.subtypes),
            "supertypes": sorted(self.supertypes), "colors": sorted(self.colors),
            "power": self.power, "toughness": self.toughness, "controller": self.controller,
            "abilities": [a.key for a in self.abilities],
        }


def copiable_name(o: GameObject) -> str:
    """The name of the card (or token) definition whose printed values are ``o``'s copiable
    values (CR 707.2, 613.2c): the one it entered as a copy of (707.5; already the end of
    the copy chain, 707.3), else its own."""
    ch = o.chosen
    return ch.get("copy") or o.card if ch else o.card


def base_abilities(o: GameObject) -> tuple[Ability, ...]:
    """Printed abilities of the object's card (its copiable values, layer 1), plus Class
    abilities of its level (CR 716.2)."""
    d = get_card(copiable_name(o))
    if not d.level_abilities:
        return d.abilities
    return d.abilities + tuple(a for lvl, a in d.level_abilities if o.level >= lvl)


_PRINTED: dict[tuple[str, int], tuple[Any, ...]] = {}
"""Printed-characteristics templates by (card name, Class level or 0), with their CardDef kept
for an identity check (definitions are immutable, so a template never goes stale), whether the
abilities include a CDA, and the off-battlefield characteristics by controller (CDA-less)."""

_AbInfo = tuple[tuple[Ability, ...], frozenset[str], tuple[StaticAbility, ...],
                tuple[StaticAbility, ...]]
_AB_INFO: dict[int, _AbInfo] = {}
"""By ``id`` of an abilities tuple (kept in the entry so the id stays valid): the tuple, its
keyword names, its static abilities with layer effects or rules (not CDAs), and its CDAs."""


def _ab_info(ab: tuple[Ability, ...]) -> _AbInfo:
    k = _AB_INFO.get(id(ab))
    if k is None or k[0] is not ab:
        statics = tuple(a for a in ab if isinstance(a, StaticAbility))
        k = (ab, frozenset(a.name for a in ab if isinstance(a, Keyword)),
             tuple(a for a in statics if (a.layer_effects or a.rules) and not a.cda),
             tuple(a for a in statics if a.cda))
        if len(_AB_INFO) > 4096:
            _AB_INFO.clear()
        _AB_INFO[id(ab)] = k
    return k


def _template(o: GameObject) -> tuple[Any, ...]:
    name = copiable_name(o)
    d = get_card(name)
    key = (name, o.level if d.level_abilities else 0)
    t = _PRINTED.get(key)
    if t is None or t[0] is not d:
        tl = d.type_line
        ab = base_abilities(o)
        colors, subtypes = keyword_cdas(_ab_info(ab)[1], d.colors, frozenset(tl.subtypes))
        t = (d, d.name, d.mana_cost, colors, frozenset(tl.supertypes), frozenset(tl.types),
             subtypes, ab, d.power, d.toughness, d.loyalty,
             bool(_ab_info(ab)[3]), {})
        _PRINTED[key] = t
    return t


def _from_template(t: tuple[Any, ...], o: GameObject) -> Characteristics:
    c = Characteristics.__new__(Characteristics)
    (_, c.name, c.mana_cost, c.colors, c.supertypes, c.types, c.subtypes, c.abilities, c.power,
     c.toughness, c.loyalty) = t[:11]
    c.controller = o.controller
    c.keywords = _EMPTY
    c.rules = _NO_RULES
    return c


def _printed(o: GameObject) -> Characteristics:
    return _from_template(_template(o), o)


_EMPTY: frozenset[str] = frozenset()
_NO_RULES: frozenset[RuleModification] = frozenset()


class _Instance:
    """One continuous effect being applied: its parts, timestamp and locked affected set."""

    __slots__ = ("ts", "source", "controller", "parts", "affects", "affected", "ability",
                 "rules", "first_layer", "layers", "base")

    def __init__(self, ts: int, source: int | None, controller: int,
                 parts: tuple[LayerEffect, ...], affects: ObjectRef | None,
                 ability: StaticAbility | None, rules: tuple[RuleModification, ...],
                 base: tuple[Ability, ...] | None = None) -> None:
        self.ts = ts
        self.source = source
        self.controller = controller
        self.parts = parts
        self.affects = affects
        self.affected: list[int] | None = None
        self.ability = ability
        self.rules = rules
        self.first_layer = parts[0].LAYER if parts else None
        self.layers = _layers_of(parts)
        self.base = base
        """the abilities tuple its static ability was read from (its existence check's fast
        path: the source still has exactly those abilities)"""


_LAYERS_OF: dict[tuple[LayerEffect, ...], frozenset[Layer]] = {}


def _layers_of(parts: tuple[LayerEffect, ...]) -> frozenset[Layer]:
    got = _LAYERS_OF.get(parts)
    if got is None:
        got = frozenset(p.LAYER for p in parts)
        if len(_LAYERS_OF) > 4096:
            _LAYERS_OF.clear()
        _LAYERS_OF[parts] = got
    return got


_DECODED: dict[str, tuple[Any, ...]] = {}
"""Decoded stored-effect parts and rules by their JSON text (see :func:`stored_parts`)."""


def stored_parts(parts: list[Any], rules: list[Any]) -> dict[str, Any]:
    """The state form of a stored continuous effect's locked-in parts and rules (CR 611.2c):
    JSON data (:mod:`mtgrules.model.codec`) plus its text, the key of the decode cache."""
    return {"parts": parts, "rules": rules,
            "key": json.dumps([parts, rules], sort_keys=True, separators=(",", ":"))}


def _decoded(e: dict[str, Any]) -> tuple[Any, ...]:
    key = e["key"]
    d = _DECODED.get(key)
    if d is None:
        d = (tuple(from_data(x, get_ability) for x in e["parts"]),
             tuple(from_data(x, get_ability) for x in e["rules"]))
        if len(_DECODED) > 4096:
            _DECODED.clear()
        _DECODED[key] = d
    return d


def _static_instances(s: GameState, cur: dict[int, Characteristics],
                      base: dict[int, tuple[Ability, ...]] | None) -> Iterator[_Instance]:
    """Instances of the static abilities of permanents: from ``base`` (the abilities before
    layer 6), or, when None, from the current abilities."""
    objects = s.objects
    for oid in s.battlefield:
        o = objects[oid]
        abilities = cur[oid].abilities if base is None else base[oid]
        for a in _ab_info(abilities)[2]:
            yield _Instance(o.timestamp, oid, cur[oid].controller, a.layer_effects,
                            a.affects, a, a.rules, abilities)


def _decoded_affects(e: dict[str, Any]) -> Any:
    key = repr(e["affects"])
    got = _AFFECTS.get(key)
    if got is None:
        got = _AFFECTS[key] = from_data(e["affects"], get_ability)
    return got


_AFFECTS: dict[str, Any] = {}


def _stored_instances(s: GameState) -> Iterator[_Instance]:
    for e in s.effects:
        parts, rules = _decoded(e)
        inst = _Instance(e["ts"], e.get("source"), e["controller"], parts, None, None, rules)
        if "affects" in e:  # a group, read as it applies (CR 611.2c)
            inst.affects = _decoded_affects(e)
        else:
            inst.affected = list(e["affected"])
        yield inst


def _resolve_affected(s: GameState, inst: _Instance, cur: dict[int, Characteristics]) -> list[int]:
    """The objects ``inst`` applies to, locked in the first time it is asked (613.6)."""
    if inst.affected is not None:
        return inst.affected
    out = _affected_now(s, inst, cur)
    inst.affected = out
    return out


def _affected_now(s: GameState, inst: _Instance, cur: dict[int, Characteristics]) -> list[int]:
    """What ``inst`` would apply to given characteristics ``cur`` (its locked set if any)."""
    if inst.affected is not None:
        return inst.affected
    aff = inst.affects
    src = inst.source
    out: list[int]
    match aff:
        case ThisObject():
            out = [src] if src is not None else []
        case AttachedObject():
            t = s.objects[src].attached_to if src is not None else None
            out = [t] if t is not None and t in cur else []
        case Each(filter=flt, controlled_by=None):
            out = [oid for oid in s.battlefield
                   if matches(s, oid, cur[oid], flt, inst.controller, src)]
        case _:
            raise ValueError(f"a static ability can't affect {aff!r}")
    return out


def _apply_part(s: GameState, c: Characteristics, o: GameObject, inst: _Instance,
                part: LayerEffect) -> None:
    match part:
        case SetController():
            c.controller = inst.controller  # "you": the effect's controller (613.1b)
        case AddTypes(types=types, subtypes=subtypes):
            c.types = c.types | types
            if subtypes:
                c.subtypes = c.subtypes | subtypes
                gained = [t for t in sorted(subtypes) if t in _BASIC_TYPES]
                if gained:
                    # CR 305.7: a land given a basic land type "in addition to its other land
                    # types" keeps its abilities and has that type's mana ability (305.6).
                    have = c.abilities
                    c.abilities = have + tuple(
                        m for m in (basic_mana_ability(t) for t in gained) if m not in have)
        case RemoveTypes(types=types):
            c.types = c.types - types
            if CardType.PLANESWALKER in types:
                # Its planeswalker types go with the card type (CR 205.3d: a subtype needs a
                # corresponding type). For a card printed only as a planeswalker those are
                # exactly its printed subtypes.
                tl = get_card(copiable_name(o)).type_line
                if tl.types == ("Planeswalker",):
                    c.subtypes = c.subtypes - frozenset(tl.subtypes)
        case SetBasicLandTypes(subtypes=new):
            # CR 305.7: loses its old land types and all abilities from its rules text, gains
            # the basic land types' mana abilities.
            c.subtypes = frozenset(t for t in c.subtypes if t not in _LAND_SUBTYPES) | \
                frozenset(new)
            c.abilities = tuple(basic_mana_ability(t) for t in new)
        case SetColors(colors=colors):
            c.colors = frozenset(colors)
        case LoseAllAbilities():
            c.abilities = ()
        case AddAbilities(abilities=abilities):
            c.abilities = c.abilities + abilities
        case DefinePT():
            p, t = _define_pt(s, o, c.controller, part)
            reads = _CDA_READS[0]
            if reads is not None:
                reads.append((o.id, part, c.controller, (p, t)))
            if p is not None:
                c.power = p
            if t is not None:
                c.toughness = t
        case SetPT(power=pw, toughness=tg):
            c.power = _amount(s, pw, inst, o.id, c)
            c.toughness = _amount(s, tg, inst, o.id, c)
        case ModifyPT(power=pw, toughness=tg):
            c.power = (c.power or 0) + _amount(s, pw, inst, o.id, c)
            c.toughness = (c.toughness or 0) + _amount(s, tg, inst, o.id, c)
        case SwitchPT():
            c.power, c.toughness = c.toughness, c.power
        case CopyOf() | ChangeText():
            raise ValueError(f"{type(part).__name__} effects are not implemented yet")
        case _:
            assert_never(part)


def _define_pt(s: GameState, o: GameObject, controller: int,
               part: DefinePT) -> tuple[int | None, int | None]:
    """The values a characteristic-defining P/T ability gives now (CR 604.3, 613.4a)."""
    p = None if part.power is None else evaluate(s, part.power, o.id, controller, None, o.id)
    t = None if part.toughness is None else evaluate(s, part.toughness, o.id, controller, None,
                                                     o.id)
    return p, t


def _amount(s: GameState, v: Amount, inst: _Instance, affected: int,
            c: Characteristics) -> int:
    if isinstance(v, Fixed):
        return v.n
    if isinstance(v, ManaValueOf) and isinstance(v.obj, AffectedObject):
        # "each equal to its mana value": the affected object's, as computed so far
        # (its copiable mana cost, CR 202.3)
        return c.mana_cost.mana_value() if c.mana_cost else 0
    if not (isinstance(v, CountersOn) and isinstance(v.obj, AffectedObject | ThisObject)):
        _IMPURE[0] = True  # counters on the affected object are in the fingerprint
    return evaluate(s, v, inst.source, inst.controller, affected=affected)


_BASIC_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})
_LAND_SUBTYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate",
                            "Lair", "Locus", "Urza's", "Mine", "Power-Plant", "Tower", "Cave",
                            "Sphere", "Town"})


def _finish(c: Characteristics) -> Characteristics:
    c.keywords = _ab_info(c.abilities)[1]
    if "Creature" not in c.types:
        c.power = c.toughness = None
    elif c.power is None:
        c.power = c.power or 0
        c.toughness = c.toughness or 0
    return c


def _cda(s: GameState, o: GameObject, c: Characteristics) -> None:
    for a in _ab_info(c.abilities)[3]:
        inst = _Instance(o.timestamp, o.id, c.controller, (), _THIS, a, ())
        for part in a.layer_effects:
            _apply_part(s, c, o, inst, part)


_THIS = ThisObject()

_CdaRead = tuple[int, DefinePT, int, tuple[int | None, int | None]]
_CDA_READS: list[list[_CdaRead] | None] = [None]
"""The CDA P/T values read while computing the battlefield: (object id, CDA part, its
controller, value)."""


def _cda_reads_hold(s: GameState, reads: list[_CdaRead]) -> bool:
    """True if every recorded CDA P/T value is still what the CDA gives now."""
    if not reads:
        return True
    objects = s.objects
    return all(_define_pt(s, objects[oid], ctrl, part) == val
               for oid, part, ctrl, val in reads)


def _fingerprint(s: GameState) -> tuple[Any, ...]:
    objects = s.objects
    return tuple(
        (oid, o.card, o.level, o.controller, o.timestamp, o.attached_to,
         tuple(o.counters.items()) if o.counters else ())
        for oid in s.battlefield for o in (objects[oid],))


def compute_battlefield(s: GameState) -> dict[int, Characteristics]:
    """Characteristics of every permanent, all layers applied (CR 613.1-613.7).

    Besides the per-version cache, the last result is memoised across ``touch()`` with a
    fingerprint of everything a *pure* computation reads: the battlefield order, each
    permanent's card, level, controller, timestamp, attachment and counters, and the stored
    effects. A computation that consulted anything else (a filter's extra predicate, a dynamic
    amount) is not memoised; one that read characteristic-defining P/T values is reused only
    if those CDAs still give the same values.
    """
    cache = s.cache.get("bf")
    if cache is not None:
        return cache
    fp = _fingerprint(s)
    m = s.memo.get("bf")
    if m is not None and m[0] == fp and m[1] == s.effects and _cda_reads_hold(s, m[3]):
        s.cache["bf"] = m[2]
        return m[2]
    outer = _IMPURE[0]
    outer_reads = _CDA_READS[0]
    _IMPURE[0] = False
    reads: list[_CdaRead] = []
    _CDA_READS[0] = reads
    try:
        cur = _compute_battlefield(s)
        if _IMPURE[0]:
            s.memo.pop("bf", None)
        else:
            s.memo["bf"] = (fp, deep_copy(s.effects), cur, reads)
    finally:
        _IMPURE[0] = outer or _IMPURE[0]
        _CDA_READS[0] = outer_reads
    return cur


_DEPENDENCY_LAYERS = frozenset({Layer.CONTROL, Layer.TEXT, Layer.TYPE, Layer.COLOR,
                                Layer.ABILITY})
"""The layers where one effect can change another's existence, affected set or "you"."""


def _exists(inst: _Instance, cur: dict[int, Characteristics], started: set[int]) -> bool:
    """Whether ``inst`` still exists (613.8a): a stored effect always does; a static ability's
    effect that started to apply keeps applying (613.6); one that has not exists only while
    its source still has the ability."""
    if inst.ability is None or id(inst) in started:
        return True
    c = cur.get(inst.source) if inst.source is not None else None
    if c is None:
        return False
    return c.abilities is inst.base or inst.ability in c.abilities


def _clone(c: Characteristics) -> Characteristics:
    n = Characteristics.__new__(Characteristics)
    for f in Characteristics.__slots__:
        setattr(n, f, getattr(c, f))
    return n


def _sensitive(inst: _Instance, started: set[int], layer: Layer) -> bool:
    """Whether another effect of ``layer`` could change anything 613.8a looks at for
    ``inst``: its existence (a static ability's effect not yet started), its affected set
    (not yet locked, chosen by a filter) or, in layer 2, its "you"."""
    if inst.ability is None:
        return False  # a resolved effect: its objects and controller were locked in
    if id(inst) not in started:
        return True
    return inst.affected is None or layer is Layer.CONTROL


def _you(inst: _Instance, cur: dict[int, Characteristics]) -> int:
    if inst.ability is not None and inst.source in cur:
        return cur[inst.source].controller
    return inst.controller


def _depends(s: GameState, a: _Instance, b: _Instance, cur: dict[int, Characteristics],
             started: set[int], layer: Layer) -> bool:
    """613.8a: would applying ``b`` now change ``a``'s existence, what it applies to, or (in
    layer 2) who controls its source? Tried on scratch copies of the characteristics ``b``
    would change; nothing is locked in."""
    b_aff = [oid for oid in _affected_now(s, b, cur) if oid in cur]
    if not b_aff:
        return False
    trial: dict[int, Characteristics] = {}
    saved = b.controller
    b.controller = _you(b, cur)
    try:
        for oid in b_aff:
            c = trial[oid] = _clone(cur[oid])
            for part in b.parts:
                if part.LAYER is layer:
                    _apply_part(s, c, s.objects[oid], b, part)
    finally:
        b.controller = saved
    src = a.source
    if src in trial:
        before, after = cur[src], trial[src]
        if id(a) not in started and a.ability is not None and (
                _exists(a, cur, started) != _exists(a, {src: after}, started)):
            return True
        if layer is Layer.CONTROL and before.controller != after.controller:
            return True
    if a.affected is None and not isinstance(a.affects, ThisObject | AttachedObject):
        view = dict(cur)
        view.update(trial)
        saved = a.controller
        a.controller = _you(a, view)
        try:
            return _affected_now(s, a, cur) != _affected_now(s, a, view)
        finally:
            a.controller = saved
    return False


def _reach(deps: dict[int, list[_Instance]], start: _Instance) -> set[int]:
    seen: set[int] = set()
    todo = [start]
    while todo:
        for d in deps[id(todo.pop())]:
            if id(d) not in seen:
                seen.add(id(d))
                todo.append(d)
    return seen


def _next_effect(s: GameState, remaining: list[_Instance], cur: dict[int, Characteristics],
                 started: set[int], layer: Layer) -> _Instance:
    """The effect of ``remaining`` (timestamp order) to apply next (613.8b): the earliest
    that depends on none of the others; if every one depends on another, the earliest of
    a dependency loop that waits on nothing outside the loop (613.8b: a loop is applied in
    timestamp order)."""
    if not any(_sensitive(i, started, layer) for i in remaining):
        return remaining[0]
    deps = {id(a): ([b for b in remaining if b is not a
                     and _depends(s, a, b, cur, started, layer)]
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


def _in_order(s: GameState, pending: list[_Instance], cur: dict[int, Characteristics],
              started: set[int], layer: Layer) -> Iterator[_Instance]:
    """The effects of one layer in the order they apply (613.7, 613.8), re-examined after
    each is applied (613.8c: the caller applies each before asking for the next); effects
    that ceased to exist meanwhile are skipped."""
    remaining = list(pending)
    dependency = layer in _DEPENDENCY_LAYERS
    while remaining:
        remaining = [i for i in remaining if _exists(i, cur, started)]
        if not remaining:
            return
        pick = remaining[0] if len(remaining) == 1 or not dependency else \
            _next_effect(s, remaining, cur, started, layer)
        remaining.remove(pick)
        yield pick


def _compute_battlefield(s: GameState) -> dict[int, Characteristics]:
    objects = s.objects
    cur: dict[int, Characteristics] = {}
    base: dict[int, tuple[Ability, ...]] = {}
    for oid in s.battlefield:
        o = objects[oid]
        t = _template(o)
        cur[oid] = _from_template(t, o)
        base[oid] = t[7]
    early = list(_static_instances(s, cur, base)) + list(_stored_instances(s))
    early.sort(key=lambda i: i.ts)
    started: set[int] = set()
    rules: dict[int, set[RuleModification]] = {}
    late: list[_Instance] = []
    for layer in LAYER_ORDER:
        if layer is Layer.CDA_PT:
            late = [i for i in _static_instances(s, cur, None)]
            live = {(i.ability.key if i.ability else "", i.source) for i in late}
            # effects that started in an earlier layer continue (613.6); others need the
            # ability to still exist after layer 6.
            keep = [i for i in early if id(i) in started or i.ability is None
                    or (i.ability.key, i.source) in live]
            late_new = [i for i in late if not any(
                k.ability is i.ability and k.source == i.source for k in keep)]
            early = sorted(keep + late_new, key=lambda i: i.ts)
            for oid, c in cur.items():
                if _ab_info(c.abilities)[3]:
                    _cda(s, objects[oid], c)
        control = layer is Layer.CONTROL
        pending = [i for i in early if layer in i.layers]
        for inst in (_in_order(s, pending, cur, started, layer) if pending else ()):
            if control and inst.ability is not None and inst.source in cur:
                inst.controller = cur[inst.source].controller  # "you" after earlier control
            started.add(id(inst))
            for part in inst.parts:
                if part.LAYER is not layer:
                    continue
                for oid in _resolve_affected(s, inst, cur):
                    if oid in cur:
                        _apply_part(s, cur[oid], s.objects[oid], inst, part)
        if control:
            # later layers read "you" of a static ability as its source's controller now
            for inst in early:
                if inst.ability is not None and inst.source in cur:
                    inst.controller = cur[inst.source].controller
        if layer is Layer.MODIFY_PT:
            for oid, c in cur.items():
                cnt = s.objects[oid].counters
                if cnt and c.power is not None:
                    d = cnt.get("+1/+1", 0) - cnt.get("-1/-1", 0)
                    c.power += d
                    c.toughness = (c.toughness or 0) + d
    for inst in early:
        if inst.rules:
            for oid in _resolve_affected(s, inst, cur):
                rules.setdefault(oid, set()).update(inst.rules)
    for oid, c in cur.items():
        if oid in rules:
            c.rules = frozenset(rules[oid])
        _finish(c)
    s.cache["bf"] = cur
    return cur


def characteristics(s: GameState, oid: int) -> Characteristics:
    """Current characteristics of object ``oid`` in any zone.

    On the battlefield all continuous effects apply (CR 613); elsewhere, the printed values
    with characteristic-defining abilities (CR 604.3). Raises KeyError for an unknown id.
    """
    o = s.objects[oid]
    if o.zone == "battlefield":
        bf = s.cache.get("bf")
        return (bf if bf is not None else compute_battlefield(s))[oid]
    key = ("z", oid)
    c = s.cache.get(key)
    if c is None:
        t = _template(o)
        if t[11]:
            c = _from_template(t, o)
            _cda(s, o, c)
            _finish(c)
        else:
            # Without a CDA the result depends on the card, level and controller only: the
            # template shares one (never mutated) instance per controller across games.
            c = t[12].get(o.controller)
            if c is None:
                c = t[12][o.controller] = _finish(_from_template(t, o))
        s.cache[key] = c
    return c


def controller_of(s: GameState, oid: int) -> int:
    """The controller of an object (CR 108.4, 110.2): for a permanent, after layer 2."""
    o = s.objects[oid]
    if o.zone == "battlefield":
        return compute_battlefield(s)[oid].controller
    return o.controller
