"""Values of characteristic-defining P/T abilities (CR 604.3, 613.4a: layer 7a).

Counting what a CDA counts is done here once per ability node: :func:`cda_kind` classifies,
by definition, whether its value depends only on the permanents (so the layer system's
battlefield memo stays valid without re-evaluating it), only on other state (re-checked
before a memoised battlefield is reused) or on both (never memoised). No work is added for
objects without such an ability.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator, Mapping
from typing import Any

from mtgrules.model.amounts import Amount, CountOf, Devotion, Fixed, Sum
from mtgrules.model.base import Zone
from mtgrules.model.continuous import DefinePT
from mtgrules.model.filters import filter_zone
from mtgrules.rules.amounts import devotion, evaluate
from mtgrules.rules.filters import matches
from mtgrules.state.game_state import GameState


def cda_value(s: GameState, a: Amount, oid: int, controller: int,
              cur: Mapping[int, Any] | None) -> int:
    """The value of amount ``a`` for the P/T-defining ability of object ``oid`` (CR 604.3,
    613.4a) controlled by ``controller``. ``cur``: the permanents' characteristics as
    computed so far while the layers are applied to the battlefield (their types and
    controllers are final after layers 1-6), which counts of permanents and devotion read;
    None elsewhere (the amount is evaluated normally)."""
    if cur is not None:
        if isinstance(a, CountOf) and filter_zone(a.filter) is Zone.BATTLEFIELD:
            return sum(1 for x in s.battlefield
                       if x in cur and matches(s, x, cur[x], a.filter, controller, oid))
        if isinstance(a, Devotion):
            return devotion(s, cur, a.color.value, controller)
        if isinstance(a, Sum):
            return sum(cda_value(s, p, oid, controller, cur) for p in a.parts)
    return evaluate(s, a, oid, controller, None, oid)


class CdaKind(enum.Enum):
    """What a P/T-defining ability's value depends on: only the permanents (their
    characteristics, fixed by the battlefield fingerprint), only other state (re-checked
    before a memoised battlefield is reused), or both (never memoised)."""

    PERMANENTS = "permanents"
    OTHER = "other"
    MIXED = "mixed"


_CDA_KINDS: dict[DefinePT, CdaKind] = {}


def cda_kind(part: DefinePT) -> CdaKind:
    """What ``part``'s values depend on (cached per definition node)."""
    k = _CDA_KINDS.get(part)
    if k is None:
        leaves = [n for a in (part.power, part.toughness) if a is not None
                  for n in _leaves(a)]
        board = [isinstance(n, Devotion) or (isinstance(n, CountOf) and filter_zone(
            n.filter) is Zone.BATTLEFIELD) for n in leaves if not isinstance(n, Fixed)]
        k = CdaKind.PERMANENTS if all(board) else CdaKind.OTHER if not any(board) \
            else CdaKind.MIXED
        _CDA_KINDS[part] = k
    return k


def _leaves(a: Amount) -> Iterator[Amount]:
    if isinstance(a, Sum):
        for p in a.parts:
            yield from _leaves(p)
    else:
        yield a
