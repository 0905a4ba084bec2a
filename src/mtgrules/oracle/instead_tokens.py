"""``"[Create tokens]. If [condition], create N of those tokens instead."``: the same token
creation with another count when the condition holds as the spell resolves (CR 608.2c,
111.2) -> :class:`~mtgrules.model.history.IfElse` of form
:attr:`~mtgrules.model.history.IfForm.INSTEAD_THOSE_TOKENS`:

- ``"Create two 1/1 white Human creature tokens. If you have 5 or less life, create five of
  those tokens instead."`` (Gather the Townsfolk; fateful hour, its ability word removed, CR
  207.2c);
- ``"Create a token that's a copy of target creature. If ~ was kicked, create five of those
  tokens instead."`` (Rite of Replication, CR 702.33d, 707.2).

The conditions are :func:`mtgrules.oracle.history.instead_condition`'s (the sentences arrive
joined by :func:`mtgrules.oracle.history.merge_instead`).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from typing import Any

from mtgrules.model.amounts import Fixed
from mtgrules.model.copies import CreateTokenCopy
from mtgrules.model.effects import CreateToken, Effect, TargetSlot
from mtgrules.model.history import IfElse, IfForm
from mtgrules.oracle.effects_base import low
from mtgrules.oracle.history import instead_condition, render_condition_words
from mtgrules.oracle.phrases import parse_word_number, word_number

_SENTENCE = re.compile(r"(Create .+?)\. If (.+?), create (\w+) of those tokens instead")

Sentence = Callable[[str, Any], list[Effect] | None]
Node = Callable[[Effect, tuple[TargetSlot, ...]], str]


def parse(s: str, slots: Any, sentence: Sentence) -> list[Effect] | None:
    """A sentence of this family (capitalised, no final period) -> ``[IfElse]``; None for
    other sentences. ``sentence`` reads the token creation (one
    :class:`~mtgrules.model.effects.CreateToken` or
    :class:`~mtgrules.model.copies.CreateTokenCopy` of a fixed count)."""
    m = _SENTENCE.fullmatch(s)
    if not m:
        return None
    cond = instead_condition(m.group(2))
    n = parse_word_number(m.group(3))
    if cond is None or n is None or n < 2:
        return None
    first = sentence(m.group(1), slots)
    if not first or len(first) != 1 or not isinstance(first[0], CreateToken | CreateTokenCopy) \
            or not isinstance(first[0].count, Fixed) or first[0].count.n == n:
        return None
    then = dataclasses.replace(first[0], count=Fixed(n))
    return [IfElse(cond, (then,), (first[0],), IfForm.INSTEAD_THOSE_TOKENS)]


def render(e: Effect, targets: tuple[TargetSlot, ...], node: Node) -> str | None:
    """The inverse of :func:`parse`; None for other nodes. Raises ValueError for an
    :class:`IfElse` of this form whose two effects differ other than in their count."""
    if not isinstance(e, IfElse) or e.form is not IfForm.INSTEAD_THOSE_TOKENS:
        return None
    if len(e.then) != 1 or len(e.otherwise) != 1:
        raise ValueError("'those tokens instead' needs one token creation and one other")
    then, first = e.then[0], e.otherwise[0]
    if not isinstance(first, CreateToken | CreateTokenCopy) or not isinstance(then, type(first)) \
            or not isinstance(then.count, Fixed) or then.count.n < 2 \
            or dataclasses.replace(then, count=first.count) != first:
        raise ValueError("'those tokens instead' is the same token creation, another count")
    base = node(first, targets)
    cond = render_condition_words(e.condition)
    return f"{base}. If {low(cond)}, create {word_number(then.count.n)} of those tokens instead"
