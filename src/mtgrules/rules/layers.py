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
from collections.abc import Callable, Iterator
from typing import Any, TypeVar, assert_never, cast

from mtgrules.cards.basics import basic_mana_ability
from mtgrules.cards.face_down import face_down_key
from mtgrules.cards.registry import get_ability, get_card
from mtgrules.mana import ManaCost
from mtgrules.model.abilities import Keyword, StaticAbility
from mtgrules.model.amounts import Amount, CountersOn, CountOf, Fixed, ManaValueOf, Sum
from mtgrules.model.attached_conditions import AttachedIs
from mtgrules.model.base import Ability, CardType, Zone
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
    RemoveSubtypes,
    RemoveTypes,
    SetBasicLandTypes,
    SetColors,
    SetController,
    SetCreatureTypes,
    SetPT,
    SwitchPT,
    YouControlAtLeast,
)
from mtgrules.model.creature_types import CREATURE_TYPES
from mtgrules.model.devotion import DevotionBelow
from mtgrules.model.filters import AllOf, AnyOf, Filter, Not, ObjectFilter, filter_zone
from mtgrules.model.refs import (
    AffectedObject,
    AttachedObject,
    Each,
    ObjectRef,
    ThisAndPaired,
    ThisObject,
)
from mtgrules.model.rules import RuleModification
from mtgrules.model.where_x_amount import WhereXAmount
from mtgrules.rules.amounts import evaluate
from mtgrules.rules.bestow_chars import BESTOWED, bestowed_template
from mtgrules.rules.cda_values import CdaKind, cda_kind, cda_value
from mtgrules.rules.conditions import static_condition_holds
from mtgrules.rules.copy_values import with_exceptions
from mtgrules.rules.dependency import in_order
from mtgrules.rules.devotion import devotion_below
from mtgrules.rules.emblems import emblem_abilities, emblem_ids
from mtgrules.rules.filters import IMPURE as _IMPURE
from mtgrules.rules.filters import matches
from mtgrules.rules.keyword_cda import keyword_cdas
from mtgrules.rules.merged import component_abilities, merged_key
from mtgrules.rules.pairing import paired_affected
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
    values (CR 707.2, 613.2c): for a face-down object, the face-down characteristics (708.2,
    708.10: even if it became a copy); else the one it entered as a copy of (707.5; already
    the end of the copy chain, 707.3), else its own."""
    ch = o.chosen
    if o.face_down:
        return face_down_key(ch.get("face_down"))
    return ch.get("copy") or o.card if ch else o.card


def base_abilities(o: GameObject, spec: dict[str, Any] | None = None) -> tuple[Ability, ...]:
    """Printed abilities of the object's card (its copiable values, layer 1), plus Class
    abilities of its level (CR 716.2). ``spec``: the copiable values a "becomes a copy"
    effect gives it (:func:`_copy_overrides`), else its own."""
    ch = o.chosen if spec is None else spec
    name = copiable_name(o) if spec is None or o.face_down else (ch.get("copy") or o.card)
    d = get_card(name)
    ab = d.abilities if not d.level_abilities else d.abilities + tuple(
        a for lvl, a in d.level_abilities if o.level >= lvl)
    if ch and ("merged" in ch or "copy_merged" in ch):  # a mutated permanent (702.140e)
        ab = ab + component_abilities(ch)
    return ab


_PRINTED: dict[tuple[Any, ...], tuple[Any, ...]] = {}
"""Printed-characteristics templates by (card name, Class level or 0, the names of a merged
permanent's other components, CR 729), with their CardDef kept
for an identity check (definitions are immutable, so a template never goes stale), whether the
abilities include a CDA, and the off-battlefield characteristics by controller (CDA-less)."""

_AbInfo = tuple[tuple[Ability, ...], frozenset[str], tuple[StaticAbility, ...],
                tuple[StaticAbility, ...], tuple[StaticAbility, ...]]
_AB_INFO: dict[int, _AbInfo] = {}
"""By ``id`` of an abilities tuple (kept in the entry so the id stays valid): the tuple, its
keyword names, its static abilities with layer effects or rules (not CDAs), its CDAs, and its
static abilities whose effects also reach objects off the battlefield."""


def _ab_info(ab: tuple[Ability, ...]) -> _AbInfo:
    k = _AB_INFO.get(id(ab))
    if k is None or k[0] is not ab:
        statics = tuple(a for a in ab if isinstance(a, StaticAbility))
        k = (ab, frozenset(a.name for a in ab if isinstance(a, Keyword)),
             tuple(a for a in statics if (a.layer_effects or a.rules) and not a.cda),
             tuple(a for a in statics if a.cda),
             tuple(a for a in statics if a.layer_effects and isinstance(a.affects, Each)
                   and _zones(a.affects.filter) - _BATTLEFIELD_ONLY))
        if len(_AB_INFO) > 4096:
            _AB_INFO.clear()
        _AB_INFO[id(ab)] = k
    return k


_BATTLEFIELD_ONLY = frozenset({Zone.BATTLEFIELD})


def _zones(f: ObjectFilter) -> frozenset[Zone]:
    """The zones a filter can match objects in."""
    match f:
        case Filter():
            return frozenset({f.zone})
        case AnyOf(parts=parts):
            return frozenset().union(*(_zones(p) for p in parts))
        case AllOf(parts=parts):
            return frozenset.intersection(*(_zones(p) for p in parts))
        case Not():
            return _BATTLEFIELD_ONLY
        case _:
            assert_never(f)


def _template(o: GameObject, spec: dict[str, Any] | None = None) -> tuple[Any, ...]:
    ch = o.chosen if spec is None else spec  # spec: a "becomes a copy" effect's (layer 1)
    name = (ch.get("copy") or o.card) if ch else o.card  # copiable_name(o), inlined
    exc = ch.get("copy_except") if ch else None
    if o.face_down:  # the face-down characteristics (CR 708.2, 708.10)
        name = face_down_key(o.chosen.get("face_down"))
        exc = None
    d = get_card(name)
    key: tuple[Any, ...] = (name, o.level if d.level_abilities else 0)
    if ch and ("merged" in ch or "copy_merged" in ch):
        key += merged_key(ch)
    if exc:  # the exceptions of its copy effect (CR 707.9): part of its copiable values
        key += (json.dumps(exc, sort_keys=True),)
    bestowed = bool(ch) and bool(ch.get(BESTOWED)) and spec is None  # bestowed (CR 702.103b)
    if bestowed:
        key += (BESTOWED,)
    t = _PRINTED.get(key)
    if t is None or t[0] is not d:
        tl = d.type_line
        ab = base_abilities(o, spec)
        colors, subtypes = keyword_cdas(_ab_info(ab)[1], d.colors, frozenset(tl.subtypes))
        t = (d, d.object_name, d.mana_cost, colors, frozenset(tl.supertypes), frozenset(tl.types),
             subtypes, ab, d.power, d.toughness, d.loyalty,
             bool(_ab_info(ab)[3]), {})
        if exc:
            t = with_exceptions(t, exc)
            t = t[:11] + (bool(_ab_info(t[7])[3]), {})
        if bestowed:
            t = bestowed_template(t)
        _PRINTED[key] = t
    return t


def _copy_overrides(s: GameState) -> dict[int, dict[str, Any]]:
    """The copiable values "becomes a copy" effects give permanents (CR 613.2a, 707.4): by
    object, the latest effect's (timestamp order, 613.7); stored as ``e["copy"]``."""
    out: dict[int, dict[str, Any]] = {}
    for e in s.effects:
        spec = e.get("copy")
        if spec is not None:
            for oid in e["affected"]:
                out[oid] = spec
    return out


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


def printed_characteristics(o: GameObject) -> Characteristics:
    """``o``'s copiable values (CR 707.2: its printed characteristics, layer 1) with the
    keyword characteristic-defining abilities of color and type (devoid, changeling), before
    any other continuous effect or P/T-defining ability. A new instance each call."""
    return _printed(o)


_EMPTY: frozenset[str] = frozenset()
_NO_RULES: frozenset[RuleModification] = frozenset()


class _Instance:
    """One continuous effect being applied: its parts, timestamp and locked affected set."""

    __slots__ = ("ts", "source", "controller", "parts", "affects", "affected", "ability",
                 "rules", "first_layer", "layers", "base", "cond")

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
        self.cond: bool | None = None if ability is not None and \
            isinstance(ability.condition, YouControlAtLeast | DevotionBelow | AttachedIs) \
            else True
        """whether its "as long as" condition holds (None: not yet evaluated)"""
        """the abilities tuple its static ability was read from (its existence check's fast
        path: the source still has exactly those abilities)"""


_LAYERS_OF: dict[int, tuple[tuple[LayerEffect, ...], frozenset[Layer]]] = {}
"""The layers of a tuple of parts, by the tuple's identity (the entry keeps the tuple alive,
so its id is not reused): hashing the parts' dataclasses anew for every instance made was
most of the cost of reading hundreds of stored effects."""


def _layers_of(parts: tuple[LayerEffect, ...]) -> frozenset[Layer]:
    got = _LAYERS_OF.get(id(parts))
    if got is None or got[0] is not parts:
        got = (parts, frozenset(p.LAYER for p in parts))
        if len(_LAYERS_OF) > 4096:
            _LAYERS_OF.clear()
        _LAYERS_OF[id(parts)] = got
    return got[1]


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
            if a.condition is not None and not isinstance(
                    a.condition, YouControlAtLeast | DevotionBelow | AttachedIs):
                _IMPURE[0] = True  # reads the players and the turn: not memoised
                if not static_condition_holds(s, a.condition, oid, cur[oid].controller):
                    continue  # "as long as ..." (CR 611.3a)
            yield _Instance(o.timestamp, oid, cur[oid].controller, a.layer_effects,
                            a.affects, a, a.rules, abilities)
    for eid, ectrl, ea in emblem_abilities(s):  # CR 114.4: an emblem's static abilities
        if isinstance(ea, StaticAbility) and (ea.layer_effects or ea.rules) and not ea.cda \
                and ea.condition is None:
            yield _Instance(objects[eid].timestamp, eid, ectrl, ea.layer_effects, ea.affects,
                            ea, ea.rules, (ea,))


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
        case ThisAndPaired():  # soulbond's "both creatures" (CR 702.95b)
            out = paired_affected(s, src, inst.controller, cur) if src is not None else []
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
        case SetCreatureTypes(subtypes=new_types):  # CR 205.1a
            c.subtypes = frozenset(t for t in c.subtypes if t not in CREATURE_TYPES) | new_types
        case RemoveSubtypes(subtypes=gone):
            c.subtypes = c.subtypes - gone
        case SetColors(colors=colors):
            c.colors = frozenset(colors)
        case LoseAllAbilities():
            c.abilities = ()
        case AddAbilities(abilities=abilities):
            c.abilities = c.abilities + abilities
        case DefinePT():
            p, t = _define_pt(s, o, c.controller, part)
            reads = _CDA_READS[0]
            kind = cda_kind(part)
            if kind is CdaKind.MIXED:
                _IMPURE[0] = True  # reads both the permanents and other state: not memoised
            elif reads is not None and kind is CdaKind.OTHER:
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
    """The values a characteristic-defining P/T ability gives now (CR 604.3, 613.4a). On the
    battlefield, while the layers are being applied, counts of permanents read the
    permanents as computed so far (their types and controllers are final after layers 2-6)."""
    cur = _CURRENT[0] if o.zone == "battlefield" else None
    p = None if part.power is None else cda_value(s, part.power, o.id, controller, cur)
    t = None if part.toughness is None else cda_value(s, part.toughness, o.id, controller,
                                                       cur)
    return p, t




def _amount(s: GameState, v: Amount, inst: _Instance, affected: int,
            c: Characteristics) -> int:
    if isinstance(v, Fixed):
        return v.n
    _PT_ORDERED[0] = True
    if isinstance(v, WhereXAmount):  # CR 107.3: the amount X stands for
        return _amount(s, cast(Amount, v.amount), inst, affected, c)
    if isinstance(v, ManaValueOf) and isinstance(v.obj, AffectedObject):
        # "each equal to its mana value": the affected object's, as computed so far
        # (its copiable mana cost, CR 202.3)
        return c.mana_cost.mana_value() if c.mana_cost else 0
    if not (isinstance(v, CountersOn) and isinstance(v.obj, AffectedObject | ThisObject)):
        _IMPURE[0] = True  # counters on the affected object are in the fingerprint
    cur = _CURRENT[0]
    if isinstance(v, Sum) and cur is not None:
        return sum(_amount(s, p, inst, affected, c) for p in v.parts)
    if isinstance(v, CountOf) and cur is not None and \
            filter_zone(v.filter) is Zone.BATTLEFIELD:
        # "for each artifact you control" in layer 7c (613.4c): the permanents as computed so
        # far (their types and controllers, layers 2 and 4, are final by then)
        return sum(1 for x in s.battlefield
                   if x in cur and matches(s, x, cur[x], v.filter, inst.controller, inst.source))
    return evaluate(s, v, inst.source, inst.controller, affected=affected)


_PT_ORDERED = [False]
"""Set while computing the battlefield when a P/T value read an amount other than a number,
or a switch applied (layer 7d): then a later "+N/+M" can't simply be added to the result."""

_CURRENT: list[dict[int, Characteristics] | None] = [None]
"""The characteristics being computed by :func:`_compute_battlefield` (None outside it)."""


_BASIC_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})
_LAND_SUBTYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate",
                            "Lair", "Locus", "Urza's", "Mine", "Power-Plant", "Tower", "Cave",
                            "Sphere", "Town"})
LAND_TYPES = _LAND_SUBTYPES
"""The land types (CR 205.3i)."""


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
    out = []  # a plain loop: measurably faster than a generator here (once per touch)
    for oid in s.battlefield:
        o = objects[oid]
        out.append((oid, o.card, o.level, o.controller, o.timestamp, o.attached_to,
                    tuple(o.counters.items()) if o.counters else (),
                    len(o.chosen["merged"]) if "merged" in o.chosen else 0))  # merged parts
    return tuple(out)


def compute_battlefield(s: GameState) -> dict[int, Characteristics]:
    """Characteristics of every permanent, all layers applied (CR 613.1-613.7).

    Besides the per-version cache, the last result is memoised across ``touch()`` with a
    fingerprint of everything a *pure* computation reads: the battlefield order, each
    permanent's card, level, controller, timestamp, attachment, counters and merged components
    (CR 729), and the stored
    effects. A computation that consulted anything else (a filter's extra predicate, a dynamic
    amount) is not memoised; one that read characteristic-defining P/T values is reused only
    if those CDAs still give the same values.
    """
    cache = s.cache.get("bf")
    if cache is not None:
        return cache
    fp = (_fingerprint(s), emblem_ids(s))
    m = s.memo.get("bf")
    if m is not None and m[0] == fp and _cda_reads_hold(s, m[3]):
        got = m[2] if m[1] == s.effects else _with_added_pt(s, m) if m[4] else None
        if got is not None:
            s.cache["bf"] = got
            return got
    outer = _IMPURE[0]
    outer_pt = _PT_ORDERED[0]
    _PT_ORDERED[0] = False
    outer_reads = _CDA_READS[0]
    _IMPURE[0] = False
    reads: list[_CdaRead] = []
    _CDA_READS[0] = reads
    outer_in = _IN_BATTLEFIELD[0]
    _IN_BATTLEFIELD[0] = True
    try:
        cur = _compute_battlefield(s)
        if _IMPURE[0]:
            s.memo.pop("bf", None)
        else:
            s.memo["bf"] = (fp, effects_snapshot(s.effects), cur, reads, not _PT_ORDERED[0])
    finally:
        _IMPURE[0] = outer or _IMPURE[0]
        _PT_ORDERED[0] = outer_pt or _PT_ORDERED[0]
        _CDA_READS[0] = outer_reads
        _IN_BATTLEFIELD[0] = outer_in
    return cur


def _with_added_pt(s: GameState, m: tuple[Any, ...]) -> dict[int, Characteristics] | None:
    """The memoised result ``m`` (same permanents, same CDA values) brought up to date when the
    only change is stored effects appended that each give fixed "+N/+M" to objects locked in
    (a pump spell): in layer 7c additions commute (613.4c), no earlier layer reads them and
    ``m`` had no switch nor P/T read from other values, so the new values are the old plus the
    sums. None when that does not hold (the caller computes everything)."""
    old = m[1]
    effects = s.effects
    k = len(old)
    if len(effects) <= k or effects[:k] != old:
        return None
    adds: list[tuple[list[int], int, int]] = []
    for e in effects[k:]:
        if "affects" in e or "copy" in e:
            return None
        parts, rules = _decoded(e)
        if rules or not parts or not all(
                type(p) is ModifyPT and type(p.power) is Fixed and type(p.toughness) is Fixed
                for p in parts):
            return None
        adds.append((e["affected"], sum(p.power.n for p in parts),
                     sum(p.toughness.n for p in parts)))
    cur = dict(m[2])
    fresh: set[int] = set()
    for affected, dp, dt in adds:
        for oid in affected:
            c = cur.get(oid)
            if c is None or c.power is None:
                continue  # not a permanent now, or not a creature: no P/T (CR 208.3)
            if c.toughness is None:
                return None
            if oid not in fresh:
                c = cur[oid] = _clone(c)
                fresh.add(oid)
            c.power = cast(int, c.power) + dp
            c.toughness = cast(int, c.toughness) + dt
    s.memo["bf"] = (m[0], old + effects_snapshot(effects[k:]), cur, m[3], True)
    return cur


_SHARED_FIELDS = frozenset({"parts", "rules"})


def effects_snapshot(effects: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A copy of the stored continuous effects that compares equal to them while they are
    unchanged: every field copied, except the locked-in parts and rules, which are shared
    (they are read through their ``key`` text, never changed in place, so the key's copy
    stands for them; copying them was most of the cost with hundreds of effects)."""
    return [{k: v if k in _SHARED_FIELDS or type(v) in _SCALARS else deep_copy(v)
             for k, v in e.items()} for e in effects]


_SCALARS = frozenset({int, str, bool, float, type(None)})


def _in_order(s: GameState, pending: list[_Instance], cur: dict[int, Characteristics],
              started: set[int], layer: Layer) -> Iterator[_Instance]:
    """The effects of one layer in the order they apply (613.7, 613.8; see
    :mod:`mtgrules.rules.dependency`)."""
    return in_order(s, pending, cur, started, layer, _affected_now, _apply_part, _clone,
                    _matches_one)


def _matches_one(s: GameState, inst: _Instance, oid: int, c: Characteristics) -> bool:
    """Whether permanent ``oid`` with characteristics ``c`` is one of those ``inst``'s group
    ("each ... ", an :class:`Each` without a controller) applies to."""
    aff = inst.affects
    assert isinstance(aff, Each)
    return matches(s, oid, c, aff.filter, inst.controller, inst.source)


def _condition(s: GameState, inst: _Instance, cur: dict[int, Characteristics]) -> bool:
    """Whether the "as long as" condition of ``inst``'s static ability holds (CR 604.1),
    judged once, on the characteristics as they stand when the effect would first apply
    (its first layer); the answer holds for its later layers (613.6)."""
    if inst.cond is None:
        cond = inst.ability.condition if inst.ability is not None else None
        if isinstance(cond, DevotionBelow):  # on layers 1-3's results (CR 700.5a)
            inst.cond = devotion_below(s, cond, cur, inst.controller)
        elif isinstance(cond, AttachedIs):  # the attached permanent (CR 611.3a, 303.4)
            _IMPURE[0] = True  # reads the attachment: not memoised
            on = s.objects[inst.source].attached_to if inst.source in s.objects else None
            inst.cond = on is not None and on in cur and matches(
                s, on, cur[on], cond.filter, inst.controller, inst.source) != cond.negated
        elif not isinstance(cond, YouControlAtLeast):
            inst.cond = True  # the others are judged as the instance is made
        else:
            n = sum(1 for oid in s.battlefield if oid in cur and matches(
                s, oid, cur[oid], cond.filter, inst.controller, inst.source))
            inst.cond = n >= cond.count
    return inst.cond


def _clone(c: Characteristics) -> Characteristics:
    n = Characteristics.__new__(Characteristics)
    for f in Characteristics.__slots__:
        setattr(n, f, getattr(c, f))
    return n


def _compute_battlefield(s: GameState) -> dict[int, Characteristics]:
    objects = s.objects
    cur: dict[int, Characteristics] = {}
    base: dict[int, tuple[Ability, ...]] = {}
    over = _copy_overrides(s) if s.effects else None
    for oid in s.battlefield:
        o = objects[oid]
        t = _template(o, over.get(oid) if over else None)
        cur[oid] = _from_template(t, o)
        base[oid] = t[7]
    early = list(_static_instances(s, cur, base)) + list(_stored_instances(s))
    early.sort(key=lambda i: i.ts)
    outer_cur = _CURRENT[0]
    _CURRENT[0] = cur
    try:
        _apply_layers(s, cur, base, early)
    finally:
        _CURRENT[0] = outer_cur
    s.cache["bf"] = cur
    return cur


def _apply_layers(s: GameState, cur: dict[int, Characteristics],
                  base: dict[int, tuple[Ability, ...]], early: list[_Instance]) -> None:
    objects = s.objects
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
        pending = [i for i in early if layer in i.layers and (i.cond or _condition(s, i, cur))]
        if pending and layer is Layer.SWITCH_PT:
            _PT_ORDERED[0] = True
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
        if inst.rules and (inst.cond or _condition(s, inst, cur)):
            for oid in _resolve_affected(s, inst, cur):
                rules.setdefault(oid, set()).update(inst.rules)
    for oid, c in cur.items():
        if oid in rules:
            c.rules = frozenset(rules[oid])
        _finish(c)


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
    cache = s.cache
    c = cache.get(key)
    if c is None:
        t = _template(o)
        off = cache.get("offbf")
        if off is None:
            off = _off_battlefield(s)
        if off:
            c = _from_template(t, o)
            if t[11]:
                _cda(s, o, c)
            _apply_off_battlefield(s, o, c, off)
            _finish(c)
        elif t[11]:
            c = _from_template(t, o)
            _cda(s, o, c)
            _finish(c)
        else:
            # Without a CDA the result depends on the card, level and controller only: the
            # template shares one (never mutated) instance per controller across games.
            c = t[12].get(o.controller)
            if c is None:
                c = t[12][o.controller] = _finish(_from_template(t, o))
        cache[key] = c
    return c


T = TypeVar("T")


def battlefield_memo(s: GameState, key: str, fn: Callable[[dict[int, Characteristics]], T]) -> T:
    """``fn(characteristics of every permanent)``, computed once per battlefield result: a
    value that depends on the permanents' characteristics alone (e.g. which players a rule
    applies to) is reused across ``touch()`` while :func:`compute_battlefield` reuses its
    result."""
    got = s.cache.get(key)
    if got is None:
        bf = compute_battlefield(s)
        m = s.memo.get(key)
        if m is not None and m[0] is bf:
            got = m[1]
        else:
            got = fn(bf)
            s.memo[key] = (bf, got)
        s.cache[key] = got
    return cast(T, got)


def reaches_other_zones(s: GameState) -> bool:
    """Whether a static ability of a permanent now affects objects outside the battlefield
    (CR 611.3c, e.g. "All cards that aren't on the battlefield ... are colorless"). When none
    does, every object in another zone has its printed characteristics with its
    characteristic-defining abilities (604.3), which callers may read from the card itself."""
    off = s.cache.get("offbf")
    return bool(off if off is not None else _off_battlefield(s))


_IN_BATTLEFIELD = [False]
"""True while the battlefield is being computed (no off-battlefield effects are read then)."""


def _off_battlefield(s: GameState) -> list[_Instance]:
    """Effects of static abilities of permanents that reach objects in other zones ("All
    cards that aren't on the battlefield, spells, and permanents are colorless", CR 611.3),
    as the permanents' abilities stand after all layers; cached per state version."""
    got = s.cache.get("offbf")
    if got is None:
        if _IN_BATTLEFIELD[0]:
            return []
        bf = compute_battlefield(s)
        m = s.memo.get("offbf")
        if m is not None and m[0] is bf:  # the same battlefield result: the same effects
            s.cache["offbf"] = m[1]
            return m[1]
        got = []
        for oid in s.battlefield:
            c = bf.get(oid)
            if c is None:
                continue
            for a in _ab_info(c.abilities)[4]:
                got.append(_Instance(s.objects[oid].timestamp, oid, c.controller,
                                     a.layer_effects, a.affects, a, a.rules))
        got.sort(key=lambda i: i.ts)
        s.cache["offbf"] = got
        s.memo["offbf"] = (bf, got)
    return got


def _apply_off_battlefield(s: GameState, o: GameObject, c: Characteristics,
                           off: list[_Instance]) -> None:
    """Apply, in layer then timestamp order (613.1, 613.7), the parts of ``off`` whose filter
    matches ``o`` in its zone."""
    zone = Zone(o.zone) if o.zone in _ZONE_NAMES else None
    mine = [i for i in off if zone is not None and isinstance(i.affects, Each)
            and zone in _zones(i.affects.filter)
            and matches(s, o.id, c, i.affects.filter, i.controller, i.source)]
    for layer in LAYER_ORDER:
        for inst in mine:
            for part in inst.parts:
                if part.LAYER is layer:
                    _apply_part(s, c, o, inst, part)


_ZONE_NAMES = frozenset(z.value for z in Zone)


def controller_of(s: GameState, oid: int) -> int:
    """The controller of an object (CR 108.4, 110.2): for a permanent, after layer 2."""
    o = s.objects[oid]
    if o.zone == "battlefield":
        return compute_battlefield(s)[oid].controller
    return o.controller
