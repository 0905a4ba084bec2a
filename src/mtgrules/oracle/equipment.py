"""The Equipment family (CR 301.5): the equip keyword ability ``"Equip {2}"`` (702.6a), read as
the activated ability it stands for: "[Cost]: Attach this permanent to target creature you
control. Activate only as a sorcery." The "Equipped creature gets +1/+1" statics are read by
:mod:`mtgrules.oracle.statics` (subject "Equipped creature").

Only mana equip costs are read ("Equip—Pay 1 life for each card in your hand" and "Equip
[quality]" restrictions, 702.6c, are not).

Equipment and "has ward" statics (CR 301.5, 702.21a, 613.1f):

- ``"Equipped creature gets +0/+1 and has ward {1}."``, ``"Equipped creature has ward {2}."``;
- ``"~ has ward {4}."``, ``"~ has haste and ward {10}."`` (read under an "as long as"
  condition by :mod:`mtgrules.oracle.restriction_statics`);
- ``"Create a 1/1 red Goblin creature token, then attach ~ to it"``;
- ``"Equip abilities you activate cost {2} less to activate."`` (CR 601.2f, 602.2b: a
  :class:`~mtgrules.model.ReduceCost` of every equip ability its controller activates).

The granted ward is the shared ``"ward:<cost>"`` ability (:func:`~mtgrules.oracle.granted_ward.
granted_ward`). Declared in :mod:`mtgrules.oracle.readers`.
"""

from __future__ import annotations

import re

from mtgrules.mana import ManaCost, ManaError
from mtgrules.model import (
    AbilityKeyword,
    ActivatedAbility,
    AddAbilities,
    Attach,
    AttachedObject,
    Compound,
    Conjunction,
    Cost,
    CreateToken,
    ModifyPT,
    ReduceCost,
    StaticAbility,
    TargetRef,
    ThisObject,
    Those,
)
from mtgrules.model.base import Ability, Whose
from mtgrules.model.continuous import LayerEffect
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.refs import ObjectRef
from mtgrules.oracle import effects
from mtgrules.oracle.effects_base import grant, granted_keywords, kw_list, render_kw_list
from mtgrules.oracle.granted_ward import granted_ward
from mtgrules.oracle.phrases import parse_target, render_target
from mtgrules.oracle.prevention import parse_ward, ward_cost
from mtgrules.oracle.pt import parse_pt, render_pt

_EQUIP = re.compile(r"Equip ((?:\{[0-9WUBRGC]+\})+)(\. Activate only once each turn\.)?")
_TARGET = "target creature you control"


def parse_equip(line: str) -> ActivatedAbility | None:
    """``"Equip {1}{R}"`` -> the equip ability (CR 702.6a), also ``"Equip {0}. Activate only
    once each turn."`` (602.5b); None for any other line."""
    m = _EQUIP.fullmatch(line)
    if not m:
        return None
    try:
        mana = ManaCost.parse(m.group(1))
    except (ValueError, ManaError):
        return None
    slot = parse_target(_TARGET)
    assert slot is not None
    return ActivatedAbility("", line, cost=Cost(mana=mana),
                            effect=(Attach(ThisObject(), TargetRef(0)),), targets=(slot,),
                            sorcery_speed=True, keyword=AbilityKeyword.EQUIP,
                            once_each_turn=bool(m.group(2)))


def render_equip(a: ActivatedAbility) -> str:
    """The inverse of :func:`parse_equip`, from the model alone; ValueError for an equip
    ability of another shape."""
    c = a.cost
    if (a.keyword != AbilityKeyword.EQUIP or not a.sorcery_speed or a.mana_ability
            or a.effect != (Attach(ThisObject(), TargetRef(0)),) or len(a.targets) != 1
            or render_target(a.targets[0]) != _TARGET or c != Cost(mana=c.mana)
            or c.mana.is_empty() or a.level is not None):
        raise ValueError("an equip ability of another shape")
    return f"Equip {c.mana}" + (". Activate only once each turn." if a.once_each_turn else "")


_STATIC = re.compile(r"(~|Equipped creature|Enchanted creature) (?:gets ([+-]\d+)/([+-]\d+) "
                     r"and )?has (?:(.+) and )?(ward (?:\{[0-9WUBRGC]\})+)\.")


_SUBJECTS: dict[str, ObjectRef] = {"~": ThisObject(), "Equipped creature": AttachedObject(
    equipped=True), "Enchanted creature": AttachedObject()}


_SUBJECT_TEXT = {v: k for k, v in _SUBJECTS.items()}


_ATTACH_IT = ", then attach ~ to it"


_EQUIP_LESS = re.compile(r"Equip abilities you activate cost \{([1-9])\} less to activate\.")


def parse_static(line: str) -> StaticAbility | None:
    """A "has ward {N}" static, or "Equip abilities you activate cost {N} less to activate.";
    None for other lines."""
    less = _EQUIP_LESS.fullmatch(line)
    if less is not None:
        return StaticAbility("", line, cost_modification=ReduceCost(
            int(less.group(1)), AbilityKeyword.EQUIP, targeting=None))
    m = _STATIC.fullmatch(line)
    if m is None:
        return None
    w = parse_ward(m.group(5))
    cost = ward_cost(w) if w is not None else None
    if cost is None:
        return None
    aff = _SUBJECTS[m.group(1)]
    parts: list[LayerEffect] = []
    if m.group(2):
        pt = parse_pt(m.group(2), m.group(3))
        if pt is None or aff == ThisObject():
            return None
        parts.append(pt)
    kws: tuple[str, ...] = ()
    if m.group(4):
        got = kw_list(m.group(4))
        if not got or ", " in m.group(4) or any(k.startswith('"') for k in got):
            return None
        kws = got
    parts.append(AddAbilities((*(grant(kws).abilities if kws else ()), granted_ward(cost))))
    return StaticAbility("", line, affects=aff, layer_effects=tuple(parts))


def render_static(a: Ability) -> str | None:
    """The inverse of :func:`parse_static`; None for other abilities."""
    cm = a.cost_modification if isinstance(a, StaticAbility) else None
    if isinstance(cm, ReduceCost) and cm.keyword is AbilityKeyword.EQUIP and \
            cm.who is Whose.YOU and cm.targeting is None:
        if a != StaticAbility(a.key, a.text, cost_modification=cm):
            return None  # the sentence says the reduction only: nothing else may ride on it
        return f"Equip abilities you activate cost {{{cm.generic}}} less to activate."
    if not isinstance(a, StaticAbility) or a.rules or a.replacement or a.cost_modification \
            or a.cda or a.condition is not None or a.affects not in _SUBJECT_TEXT:
        return None
    parts = a.layer_effects
    head = ""
    if len(parts) == 2 and isinstance(parts[0], ModifyPT) and a.affects != ThisObject():
        try:
            head = f"gets {render_pt(parts[0])} and "
        except ValueError:
            return None
        parts = parts[1:]
    if len(parts) != 1 or not isinstance(parts[0], AddAbilities) or not parts[0].abilities:
        return None
    *rest, last = parts[0].abilities
    cost = ward_cost(last)
    if cost is None or last != granted_ward(cost):
        return None
    try:
        kws = f"{render_kw_list(granted_keywords(tuple(rest)))} and " if rest else ""
    except ValueError:
        return None
    return f"{_SUBJECT_TEXT[a.affects]} {head}has {kws}ward {cost}."


def parse_sentence(s: str, slots: effects.Slots) -> list[Effect] | None:
    """``"Create a 1/1 red Goblin creature token, then attach ~ to it"`` (CR 111.2, 701.3a:
    the Equipment is attached to the token just made); None otherwise."""
    if not s.endswith(_ATTACH_IT):
        return None
    got = effects.parse_sentence(s[: -len(_ATTACH_IT)], slots)
    if not got or len(got) != 1 or not isinstance(got[0], CreateToken):
        return None
    return [Compound((got[0], Attach(ThisObject(), Those())), Conjunction.THEN)]


def render_sentence(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse_sentence`; None for other nodes."""
    match e:
        case Compound(effects=(CreateToken() as c, Attach(what=ThisObject(), to=Those(word=""))),
                      conjunction=Conjunction.THEN):
            try:
                return effects.render_node(c, targets) + _ATTACH_IT
            except ValueError:
                return None
    return None
