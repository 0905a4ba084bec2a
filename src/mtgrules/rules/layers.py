"""Computed characteristics: continuous effects applied in layer order (CR 613).

Printed card data never changes; an object's current characteristics are computed here by
applying, layer by layer (613.1: 1 copy, 2 control, 3 text, 4 type, 5 color, 6 abilities,
7a characteristic-defining P/T, 7b set P/T, 7c modify P/T and counters, 7d switch), the
continuous effects of static abilities of permanents (CR 611.3) and the stored effects of
resolved spells and abilities (CR 611.2). Within a layer, effects apply in timestamp order
(613.7). Dependencies (613.8) are not yet modelled: timestamp order is used throughout, which
agrees with 613.8 whenever no effect depends on another (true for every registered card).

An effect that starts to apply in one layer keeps applying to the same set of objects in later
layers even if its ability is removed (613.6). Static abilities are read from the objects'
abilities as they stand before layer 6 for layers 1-6, and after layer 6 for layer 7.

Results are cached in ``state.cache`` until the next ``state.touch()``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from mtgrules.abilities import Ability, Filter, Keyword, LayerEffect, StaticAbility
from mtgrules.cards.registry import get_ability, get_card
from mtgrules.mana import ManaCost
from mtgrules.state.data import deep_copy
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import GameObject

LAYERS = ("1", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d")


class Characteristics:
    """An object's current characteristics (CR 109.3) plus its controller and the rule
    modifications that apply to it.

    Attributes:
        name, mana_cost, colors, supertypes, types, subtypes, abilities (tuple of
        :class:`~mtgrules.abilities.Ability`), power/toughness (int or None), loyalty
        (printed), controller (player index), keywords (lower-case keyword names),
        rules (names of rule modifications such as ``"cant_attack"``).
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
        self.rules: frozenset[str] = frozenset()

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


def base_abilities(o: GameObject) -> tuple[Ability, ...]:
    """Printed abilities of the object's card, plus Class abilities of its level (CR 716.2)."""
    d = get_card(o.card)
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
             tuple(a for a in statics if (a.layer_effects or a.rule) and not a.cda),
             tuple(a for a in statics if a.cda))
        if len(_AB_INFO) > 4096:
            _AB_INFO.clear()
        _AB_INFO[id(ab)] = k
    return k


def _template(o: GameObject) -> tuple[Any, ...]:
    d = get_card(o.card)
    key = (o.card, o.level if d.level_abilities else 0)
    t = _PRINTED.get(key)
    if t is None or t[0] is not d:
        tl = d.type_line
        ab = base_abilities(o)
        t = (d, d.name, d.mana_cost, d.colors, frozenset(tl.supertypes), frozenset(tl.types),
             frozenset(tl.subtypes), ab, d.power, d.toughness, d.loyalty,
             bool(_ab_info(ab)[3]), {})
        _PRINTED[key] = t
    return t


def _from_template(t: tuple[Any, ...], o: GameObject) -> Characteristics:
    c = Characteristics.__new__(Characteristics)
    (_, c.name, c.mana_cost, c.colors, c.supertypes, c.types, c.subtypes, c.abilities, c.power,
     c.toughness, c.loyalty) = t[:11]
    c.controller = o.controller
    c.keywords = _EMPTY
    c.rules = _EMPTY
    return c


def _printed(o: GameObject) -> Characteristics:
    return _from_template(_template(o), o)


_EMPTY: frozenset[str] = frozenset()


class _Instance:
    """One continuous effect being applied: its parts, timestamp and locked affected set."""

    __slots__ = ("ts", "source", "controller", "parts", "affects", "affected", "ability",
                 "rule", "first_layer")

    def __init__(self, ts: int, source: int | None, controller: int,
                 parts: list[tuple[str, str, dict[str, Any]]], affects: Any,
                 ability: StaticAbility | None, rule: str | None) -> None:
        self.ts = ts
        self.source = source
        self.controller = controller
        self.parts = parts
        self.affects = affects
        self.affected: list[int] | None = None
        self.ability = ability
        self.rule = rule
        self.first_layer = parts[0][0] if parts else "rules"


def _parts(les: tuple[LayerEffect, ...]) -> list[tuple[str, str, dict[str, Any]]]:
    return [(le.layer, le.kind, dict(le.args)) for le in les]


def matches(s: GameState, oid: int, c: Characteristics, f: Filter, controller: int,
            source: int | None) -> bool:
    """True if the object ``oid`` with characteristics ``c`` satisfies filter ``f``, judged
    from the point of view of ``controller`` with ``source`` as "this" object."""
    if f.other and oid == source:
        return False
    if f.controller == "you" and c.controller != controller:
        return False
    if f.controller == "opponent" and c.controller == controller:
        return False
    for t in f.types:
        if t not in c.types:
            return False
    if f.any_types and not any(t in c.types for t in f.any_types):
        return False
    for t in f.nontypes:
        if t in c.types or t in c.supertypes:
            return False
    for t in f.subtypes:
        if t not in c.subtypes:
            return False
    for t in f.supertypes:
        if t not in c.supertypes:
            return False
    if f.max_mana_value is not None:
        mv = c.mana_cost.mana_value() if c.mana_cost else 0
        if mv > f.max_mana_value:
            return False
    if f.extra:
        from mtgrules.rules.filters import extra_predicate

        _IMPURE[0] = True

        o = s.objects[oid]
        for name in f.extra:
            if not extra_predicate(s, o, c, name, controller, source):
                return False
    return True


_PARTS: dict[int, tuple[StaticAbility, list[tuple[str, str, dict[str, Any]]]]] = {}


def _static_parts(a: StaticAbility) -> list[tuple[str, str, dict[str, Any]]]:
    """``_parts(a.layer_effects)``, cached by ability identity (the parts are never mutated)."""
    k = _PARTS.get(id(a))
    if k is None or k[0] is not a:
        k = (a, _parts(a.layer_effects))
        if len(_PARTS) > 4096:
            _PARTS.clear()
        _PARTS[id(a)] = k
    return k[1]


def _static_instances(s: GameState, cur: dict[int, Characteristics],
                      base: dict[int, tuple[Ability, ...]] | None) -> Iterator[_Instance]:
    """Instances of the static abilities of permanents: from ``base`` (the abilities before
    layer 6), or, when None, from the current abilities."""
    objects = s.objects
    for oid in s.battlefield:
        o = objects[oid]
        abilities = cur[oid].abilities if base is None else base[oid]
        for a in _ab_info(abilities)[2]:
            yield _Instance(o.timestamp, oid, cur[oid].controller, _static_parts(a),
                            a.affects, a, a.rule)


def _stored_instances(s: GameState) -> Iterator[_Instance]:
    for e in s.effects:
        parts = [(p[0], p[1], p[2]) for p in e.get("parts", ())]
        inst = _Instance(e["ts"], e.get("source"), e["controller"], parts, None, None,
                         e.get("rule"))
        inst.affected = list(e["affected"])
        yield inst


def _resolve_affected(s: GameState, inst: _Instance, cur: dict[int, Characteristics]) -> list[int]:
    if inst.affected is not None:
        return inst.affected
    aff = inst.affects
    src = inst.source
    out: list[int]
    if aff == "self":
        out = [src] if src is not None else []
    elif aff in ("enchanted", "equipped"):
        t = s.objects[src].attached_to if src is not None else None
        out = [t] if t is not None and t in cur else []
    elif isinstance(aff, Filter):
        out = [oid for oid in s.battlefield
               if matches(s, oid, cur[oid], aff, inst.controller, src)]
    else:
        out = []
    inst.affected = out
    return out


def _apply_part(s: GameState, c: Characteristics, o: GameObject, inst: _Instance, kind: str,
                args: dict[str, Any]) -> None:
    if kind == "control":
        c.controller = args.get("player", inst.controller)
    elif kind == "add_types":
        c.types = c.types | frozenset(args["types"])
        c.subtypes = c.subtypes | frozenset(args.get("subtypes", ()))
    elif kind == "remove_types":
        c.types = c.types - frozenset(args["types"])
        if "Planeswalker" in args["types"]:
            # Its planeswalker types go with the card type (CR 205.3d: a subtype needs a
            # corresponding type). For a card printed only as a planeswalker those are exactly
            # its printed subtypes.
            tl = get_card(o.card).type_line
            if tl.types == ("Planeswalker",):
                c.subtypes = c.subtypes - frozenset(tl.subtypes)
    elif kind == "set_land_subtypes":
        # CR 305.7: loses its old land types and all abilities from its rules text, gains the
        # basic land types' mana abilities.
        new = tuple(args["subtypes"])
        c.subtypes = frozenset(t for t in c.subtypes if t not in _LAND_SUBTYPES) | frozenset(new)
        from mtgrules.cards.basics import basic_mana_ability

        c.abilities = tuple(basic_mana_ability(t) for t in new)
    elif kind == "set_colors":
        c.colors = frozenset(args["colors"])
    elif kind == "lose_all_abilities":
        c.abilities = ()
    elif kind == "add_abilities":
        c.abilities = c.abilities + tuple(get_ability(k) for k in args["keys"])
    elif kind == "cda_pt":
        from mtgrules.rules.filters import cda_value

        p, t = cda_value(s, o, args["name"])
        reads = _CDA_READS[0]
        if reads is not None:
            reads.append((o.id, args["name"], (p, t)))
        c.power, c.toughness = p, t
    elif kind == "set_pt":
        c.power, c.toughness = args["power"], args["toughness"]
    elif kind == "set_pt_counters":
        n = o.counters.get(args["counter"], 0)
        c.power, c.toughness = n, n
    elif kind == "modify_pt":
        c.power = (c.power or 0) + _amount(s, args["power"], inst)
        c.toughness = (c.toughness or 0) + _amount(s, args["toughness"], inst)
    elif kind == "switch_pt":
        c.power, c.toughness = c.toughness, c.power
    else:
        raise ValueError(f"unknown layer effect kind {kind!r}")


def _amount(s: GameState, v: Any, inst: _Instance) -> int:
    if isinstance(v, int):
        return v
    from mtgrules.rules.filters import dynamic_amount

    _IMPURE[0] = True

    return dynamic_amount(s, v, inst.source, inst.controller)


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
        for le in a.layer_effects:
            inst = _Instance(o.timestamp, o.id, c.controller, [], "self", a, None)
            _apply_part(s, c, o, inst, le.kind, dict(le.args))


_IMPURE = [False]
"""Set while computing when the result read state beyond the fingerprint (see below)."""

_CDA_READS: list[list[tuple[int, str, tuple[int, int]]] | None] = [None]
"""The CDA P/T values read while computing the battlefield: (object id, CDA name, value)."""


def _cda_reads_hold(s: GameState, reads: list[tuple[int, str, tuple[int, int]]]) -> bool:
    """True if every recorded CDA P/T value is still what the CDA gives now."""
    if not reads:
        return True
    from mtgrules.rules.filters import cda_value

    objects = s.objects
    return all(cda_value(s, objects[oid], name) == val for oid, name, val in reads)


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
    reads: list[tuple[int, str, tuple[int, int]]] = []
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


def _control_order(s: GameState, early: list[_Instance],
                   cur: dict[int, Characteristics]) -> list[_Instance]:
    """Layer-2 effects in application order (CR 613.8): an effect that changes the control of
    another control effect's source is applied first, since the other's result (who gains
    control) depends on it (613.8a); otherwise, and in a dependency loop, timestamp order
    (613.7, 613.8b). A static ability's "you" is read when it is applied (e.g. Mind Control
    whose Aura was stolen gives the creature to the Aura's new controller)."""
    pending = [i for i in early if any(p[0] == "2" for p in i.parts)]
    out: list[_Instance] = []
    while pending:
        pick = 0
        for k, inst in enumerate(pending):
            if not any(j is not inst and inst.source in _resolve_affected(s, j, cur)
                       for j in pending):
                pick = k
                break
        out.append(pending.pop(pick))
    return out


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
    rules: dict[int, set[str]] = {}
    late: list[_Instance] = []
    for layer in LAYERS:
        if layer == "7a":
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
        for inst in (_control_order(s, early, cur) if layer == "2" else early):
            if layer == "2" and inst.ability is not None and inst.source in cur:
                inst.controller = cur[inst.source].controller  # "you" after earlier control
            for lay, kind, args in inst.parts:
                if lay != layer:
                    continue
                started.add(id(inst))
                for oid in _resolve_affected(s, inst, cur):
                    if oid in cur:
                        _apply_part(s, cur[oid], s.objects[oid], inst, kind, args)
        if layer == "2":
            # later layers read "you" of a static ability as its source's controller now
            for inst in early:
                if inst.ability is not None and inst.source in cur:
                    inst.controller = cur[inst.source].controller
        if layer == "7c":
            for oid, c in cur.items():
                cnt = s.objects[oid].counters
                if cnt and c.power is not None:
                    d = cnt.get("+1/+1", 0) - cnt.get("-1/-1", 0)
                    c.power += d
                    c.toughness = (c.toughness or 0) + d
    for inst in early:
        if inst.rule:
            for oid in _resolve_affected(s, inst, cur):
                rules.setdefault(oid, set()).update(inst.rule.split(","))
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
