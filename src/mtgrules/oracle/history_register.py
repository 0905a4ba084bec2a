"""Registers the conditional-effect family (:mod:`mtgrules.oracle.history`) and the cost parts
(:mod:`mtgrules.oracle.cost_parts`) with the shared parsers and renderers (kept apart so that
:mod:`mtgrules.oracle.effects`, which reads ``merge_instead``, imports no module that imports
it)."""

from __future__ import annotations

from typing import Any

from mtgrules.model import TargetSlot
from mtgrules.model.effects import Effect
from mtgrules.oracle import costs, counted, effects, render
from mtgrules.oracle.cost_parts import render_cost_parts
from mtgrules.oracle.history import parse, render_cast_restriction
from mtgrules.oracle.history import render as render_if


def _parse_here(s: str, slots: Any) -> list[Effect] | None:
    return parse(s, slots, effects.parse_sentence)


def _render_here(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    return render_if(e, targets, effects.render_node)


def register() -> None:
    """Add this family and the cost parts (:mod:`mtgrules.oracle.cost_parts`) to the shared
    hook lists (called once by :func:`mtgrules.oracle.effects_more.register`)."""
    if _parse_here in effects.SENTENCE_PARSERS:
        return
    effects.SENTENCE_PARSERS.insert(0, _parse_here)
    effects.NODE_RENDERERS.insert(0, _render_here)
    costs.COST_RENDERERS.insert(0, render_cost_parts)
    effects.SENTENCE_PARSERS.insert(0, counted.parse)  # "damage equal to the number of ..."
    effects.PRE_RENDERERS.insert(0, counted.render)
    render.ABILITY_RENDERERS.append(render_cast_restriction)  # "Cast ~ only if ..."
