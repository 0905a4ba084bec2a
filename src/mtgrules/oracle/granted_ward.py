"""Statics granting keyword abilities to a group, ward among them (CR 613.1f, 702.21a):
``"Permanents you control with counters on them have ward {1}."``, ``"Other artifacts you
control have ward {2}."``, ``"Creatures you control with counters on them have trample."``.

The granted ward is the same triggered ability as a printed one (:func:`~mtgrules.oracle.
prevention.ward`), keyed ``"ward:<cost>"`` so every card granting ward of a cost shares one
registered ability. ``"with counters on them"`` is the filter predicate
:attr:`~mtgrules.model.Predicate.HAS_COUNTERS` (one or more counters of any kind, CR 122.1).
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.mana import ManaCost
from mtgrules.model import Each, Filter, Predicate, StaticAbility
from mtgrules.model.base import Ability
from mtgrules.model.continuous import AddAbilities
from mtgrules.model.filters import ObjectFilter
from mtgrules.oracle.effects import parse_group, render_group
from mtgrules.oracle.effects_base import grant, granted_keywords, kw_list, render_kw_list
from mtgrules.oracle.prevention import parse_ward, ward, ward_cost

WITH_COUNTERS = " with counters on them"


def granted_ward(cost: ManaCost) -> Ability:
    """Ward [cost] as a granted ability (CR 702.21a), under its shared key."""
    return dataclasses.replace(ward(cost), key=f"ward:{cost}")


def _ward_part(part: str) -> Ability | None:
    w = parse_ward(part) if part.startswith("ward ") else None
    cost = ward_cost(w) if w is not None else None
    return granted_ward(cost) if cost is not None else None


def _granted(s: str) -> tuple[Ability, ...] | None:
    """``"ward {1}"``, ``"trample and ward {2}"``: keywords with at most one ward, last."""
    head, sep, last = s.rpartition(" and ")
    w = _ward_part(last if sep else s)
    if w is None:
        return None
    if not sep:
        return (w,)
    kws = kw_list(head)
    if kws is None or ", " in head:
        return None
    return (*grant(kws).abilities, w)


def _render_granted(abilities: tuple[Ability, ...]) -> str:
    if not abilities:
        raise ValueError("grants nothing")
    cost = ward_cost(abilities[-1])
    if cost is None or abilities[-1] != granted_ward(cost):
        return render_kw_list(granted_keywords(abilities))
    w = f"ward {cost}"
    if len(abilities) == 1:
        return w
    return f"{render_kw_list(granted_keywords(abilities[:-1]))} and {w}"


def _group(s: str) -> ObjectFilter | None:
    counters = s.endswith(WITH_COUNTERS)
    f = parse_group(s[: -len(WITH_COUNTERS)] if counters else s)
    if f is None or not isinstance(f, Filter) or f.predicates:
        return None
    if counters:
        return dataclasses.replace(f, predicates=frozenset({Predicate.HAS_COUNTERS}))
    return f


def parse(line: str) -> StaticAbility | None:
    """``"<group>[ with counters on them] have <keywords and/or ward {N}>."``; None for other
    lines (a group without the counter clause granting only shared keywords is the static
    family's, :mod:`mtgrules.oracle.statics`)."""
    m = re.fullmatch(r"(.+?) have (.+)\.", line)
    if not m:
        return None
    f = _group(m.group(1))
    if f is None:
        return None
    granted = _granted(m.group(2))
    if granted is None:
        if not m.group(1).endswith(WITH_COUNTERS):
            return None
        kws = kw_list(m.group(2))
        if kws is None:
            return None
        granted = grant(kws).abilities
    return StaticAbility("", line, affects=Each(f), layer_effects=(AddAbilities(granted),))


def render(a: Ability) -> str | None:
    """The inverse of :func:`parse`; None for other abilities."""
    if not isinstance(a, StaticAbility) or a.rules or a.replacement or a.cost_modification \
            or a.cda or a.condition is not None or len(a.layer_effects) != 1:
        return None
    e = a.layer_effects[0]
    aff = a.affects
    if not isinstance(e, AddAbilities) or not isinstance(aff, Each) or \
            aff.controlled_by is not None or not isinstance(aff.filter, Filter):
        return None
    f = aff.filter
    suffix = ""
    if f.predicates == frozenset({Predicate.HAS_COUNTERS}):
        f, suffix = dataclasses.replace(f, predicates=frozenset()), WITH_COUNTERS
    elif f.predicates:
        return None
    try:
        return f"{render_group(f)}{suffix} have {_render_granted(e.abilities)}."
    except ValueError:
        return None
