"""Registers the conditional-effect family (:mod:`mtgrules.oracle.history`) and the cost parts
(:mod:`mtgrules.oracle.cost_parts`) with the shared parsers and renderers (kept apart so that
:mod:`mtgrules.oracle.effects`, which reads ``merge_instead``, imports no module that imports
it)."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from mtgrules.model import TargetSlot
from mtgrules.model.effects import Effect
from mtgrules.model.replacement import EntersWithCounters
from mtgrules.oracle import effects, statics
from mtgrules.oracle.history import (
    condition_of,
    parse,
    render_condition_words,
)
from mtgrules.oracle.history import render as render_if


def _parse_here(s: str, slots: Any) -> list[Effect] | None:
    return parse(s, slots, effects.parse_sentence)


def _render_here(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    return render_if(e, targets, effects.render_node)


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
