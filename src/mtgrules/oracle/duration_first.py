"""``"Until end of turn, [effect]"``: the duration written before the effect it bounds (CR
611.2a; the rules are those of "[effect] until end of turn"):

- ``"Until end of turn, creatures you control get +5/+5 and gain first strike, trample, and
  lifelink."`` (Titanic Ultimatum);
- ``"Until end of turn, creatures you control gain trample and get +X/+X, where X is the
  greatest power among creatures you control."`` (Overwhelming Stampede: the duration goes
  before ", where X is ...", CR 107.3c).

The sentence is read by the shared sentence readers with the duration moved after the effect;
the one :class:`~mtgrules.model.ApplyContinuous` or :class:`~mtgrules.model.ApplyRule` they
give is marked ``duration_first`` (a rendering field). Granted quoted abilities ("Until end
of turn, target creature gains \\"...\\"") are :mod:`mtgrules.oracle.granted`'s.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from mtgrules.model import ApplyContinuous, ApplyRule, Duration
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.oracle.effects_base import cap, low

_FIRST = "Until end of turn, "
_LAST = " until end of turn"
_WHERE_X = ", where X is "

Sentence = Callable[[str, Any], list[Effect] | None]
Node = Callable[[Effect, tuple[TargetSlot, ...]], str]


def parse(s: str, slots: Any, sentence: Sentence) -> list[Effect] | None:
    """A sentence of this family (capitalised, no final period); None for others."""
    if not s.startswith(_FIRST) or '"' in s or _LAST in s:
        return None
    rest = cap(s[len(_FIRST):])
    head, where, tail = rest.partition(_WHERE_X)
    got = sentence(head + _LAST + where + tail, slots)
    if not got or len(got) != 1 or not isinstance(got[0], ApplyContinuous | ApplyRule) or \
            got[0].duration is not Duration.END_OF_TURN or got[0].duration_first:
        return None
    return [dataclasses.replace(got[0], duration_first=True)]


def render(e: Effect, targets: tuple[TargetSlot, ...], node: Node) -> str | None:
    """The inverse of :func:`parse`; None for other nodes. Raises ValueError when the effect's
    own rendering doesn't end in "until end of turn" (before any ", where X is ...")."""
    if not isinstance(e, ApplyContinuous | ApplyRule) or not e.duration_first:
        return None
    text = node(dataclasses.replace(e, duration_first=False), targets)
    head, where, tail = text.partition(_WHERE_X)
    if not head.endswith(_LAST) or _LAST in head[: -len(_LAST)]:
        raise ValueError("'Until end of turn, ' needs an effect ending in 'until end of turn'")
    return _FIRST + low(head[: -len(_LAST)]) + where + tail
