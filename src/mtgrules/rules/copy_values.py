"""The exceptions to the copying process (CR 707.9) applied to copiable values (layer 1).

A copy made with exceptions ("except it's not legendary and it has haste") keeps them in its
state as JSON data (``chosen["copy_except"]``, or a "becomes a copy" effect's ``copy`` entry:
a list of :data:`~mtgrules.model.copies.CopyException` nodes in
:mod:`mtgrules.model.codec` form, oldest copy effect first). :func:`with_exceptions` applies
them to the printed values of the copied definition; the result *is* the copy's copiable values
(707.9a-b), so a copy of the copy gets them too (707.3). A characteristic the exception sets
is not defined by the original's characteristic-defining ability (707.9d: its P/T- or
color-defining CDA is not copied; "in addition to its other types" keeps type CDAs).
"""

from __future__ import annotations

import json
from typing import Any, assert_never

from mtgrules.cards.registry import get_ability
from mtgrules.model.abilities import StaticAbility
from mtgrules.model.base import Ability
from mtgrules.model.codec import from_data, to_data
from mtgrules.model.continuous import DefinePT, SetColors
from mtgrules.model.copies import (
    AlsoTypes,
    CopyException,
    HasAbilities,
    IsColor,
    IsPT,
    NoManaCost,
    NotLegendary,
)
from mtgrules.state.game_state import GameState

__all__ = ["counters_had", "decode_exceptions", "encode_exceptions", "with_exceptions"]


def counters_had(s: GameState, oid: int, kind: str) -> int:
    """The ``kind`` counters on object ``oid``: now if it is on the battlefield, else as it
    last existed there (CR 603.10a, 608.2h)."""
    o = s.objects.get(oid)
    if o is None:
        return 0
    counters = o.counters if o.zone == "battlefield" else (o.lki or {}).get("counters", {})
    return int(counters.get(kind, 0))

_DECODED: dict[str, tuple[CopyException, ...]] = {}


def encode_exceptions(exceptions: tuple[CopyException, ...]) -> list[Any]:
    """The state form (JSON data) of copy exceptions."""
    return [to_data(x) for x in exceptions]


def decode_exceptions(data: list[Any]) -> tuple[CopyException, ...]:
    """The exception nodes of their state form (cached by their JSON text). Raises
    CardDefinitionError for data that is not exception nodes."""
    key = json.dumps(data, sort_keys=True)
    got = _DECODED.get(key)
    if got is None:
        got = tuple(from_data(x, get_ability) for x in data)
        if len(_DECODED) > 1024:
            _DECODED.clear()
        _DECODED[key] = got
    return got


def _without_cda(ab: tuple[Ability, ...], part: type) -> tuple[Ability, ...]:
    """``ab`` without characteristic-defining abilities that define ``part``'s characteristic
    (CR 707.9d)."""
    return tuple(a for a in ab if not (isinstance(a, StaticAbility) and a.cda and any(
        isinstance(p, part) for p in a.layer_effects)))


def with_exceptions(t: tuple[Any, ...], data: list[Any]) -> tuple[Any, ...]:
    """The printed-characteristics template ``t`` of :mod:`mtgrules.rules.layers` (definition,
    name, mana cost, colors, supertypes, types, subtypes, abilities, power, toughness, loyalty,
    ...) with the copy exceptions ``data`` applied in order (CR 707.9)."""
    (d, name, cost, colors, supertypes, types, subtypes, ab, power, toughness,
     loyalty) = t[:11]
    for x in decode_exceptions(data):
        match x:
            case NotLegendary():
                supertypes = supertypes - {"Legendary"}
            case IsColor(colors=cs):
                colors = frozenset(c.value for c in cs)
                ab = _without_cda(ab, SetColors)
            case NoManaCost():
                cost = None
            case IsPT(power=p, toughness=tg):
                power, toughness = p, tg
                ab = _without_cda(ab, DefinePT)
            case AlsoTypes(types=ts, subtypes=sts):
                types = types | {c.value for c in ts}
                subtypes = subtypes | frozenset(sts)
            case HasAbilities(abilities=more):
                ab = ab + tuple(a for a in more if a not in ab)
            case _:
                assert_never(x)
    return (d, name, cost, colors, frozenset(supertypes), frozenset(types), frozenset(subtypes),
            ab, power, toughness, loyalty) + tuple(t[11:])
