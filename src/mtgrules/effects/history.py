"""Conditional effects (:class:`~mtgrules.model.history.IfElse`, CR 608.2c): "If [condition],
[effects]" and "... If [condition], [other effects] instead", flattened into the effect
program as an :class:`IfStep` (skip the "then" part unless the condition holds) and a
:class:`SkipStep` after it (skip the "otherwise" part when the "then" part was done)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects.refs import objects
from mtgrules.model.counter_thresholds import HasCountersOn
from mtgrules.model.history import EffectCondition, ObjectIs
from mtgrules.rules.history import condition_holds
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


@dataclass(frozen=True, slots=True)
class IfStep:
    """Skip the next ``skip`` steps unless ``condition`` holds."""

    condition: EffectCondition
    skip: int


@dataclass(frozen=True, slots=True)
class SkipStep:
    """Skip the next ``skip`` steps (the "otherwise" part after a "then" part was done)."""

    skip: int


def if_step(s: GameState, f: Frame, e: IfStep) -> bool:
    """Evaluate the condition as the spell or ability resolves (CR 608.2c)."""
    ctx = f.data["ctx"]
    obj = None
    if isinstance(e.condition, ObjectIs | HasCountersOn):
        found = objects(s, f, e.condition.obj)
        obj = found[0] if found else None
    if not condition_holds(s, e.condition, ctx.get("source"), int(ctx["controller"]), ctx,
                           obj):
        f.data["pc"] += e.skip
    return True


def skip_step(s: GameState, f: Frame, e: SkipStep) -> bool:
    """Jump over the "otherwise" part."""
    f.data["pc"] += e.skip
    return True
