"""Conditional "enters with counters" statics: "~ enters with a +1/+1 counter on it if you
attacked this turn." (CR 614.1c), the condition read by :mod:`mtgrules.oracle.history` (kept
apart so that :mod:`mtgrules.oracle.effects`, which reads ``merge_instead``, imports no module
that imports :mod:`mtgrules.oracle.statics`). Declared in :mod:`mtgrules.oracle.readers`."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from mtgrules.model.replacement import EntersWithCounters
from mtgrules.oracle import statics
from mtgrules.oracle.history import (
    condition_of,
    render_condition_words,
)


def parse_enters_if(line: str) -> Any:
    """"~ enters with a +1/+1 counter on it if you attacked this turn." -> the static
    ability with the condition on its replacement effect (CR 614.1c); None for other
    lines."""
    m = re.fullmatch(r"(~ enters with .+ on it) if (.+)\.", line)
    if not m or (cond := condition_of(m.group(2))) is None:
        return None
    head = statics.parse_static(m.group(1) + ".")
    r = getattr(head, "replacement", None)
    if head is None or not isinstance(r, EntersWithCounters) or r.if_kicked:
        return None
    return dataclasses.replace(head, text=line,
                               replacement=dataclasses.replace(r, condition=cond))


def render_enters_if(a: Any) -> str | None:
    """The inverse of :func:`parse_enters_if`; None for other abilities."""
    r = getattr(a, "replacement", None)
    if not isinstance(r, EntersWithCounters) or r.condition is None:
        return None
    head = statics.render_static(dataclasses.replace(a, replacement=dataclasses.replace(
        r, condition=None)))
    words = render_condition_words(r.condition)
    return head[:-1] + f" if {words}."
