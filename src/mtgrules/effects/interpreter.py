"""The effect interpreter: runs an effect program (a tuple of
:class:`~mtgrules.abilities.Instr`) with a program counter kept in the ``effect`` frame
(DESIGN non-negotiable 3). An instruction that needs a player's choice asks and returns
``False``; it runs again with the answer in ``frame.data["answer"]``.

The frame's ``ctx`` is plain data: ``source`` (object id), ``controller`` (player index),
``targets`` (references, 0 for an illegal or unchosen target), ``x``, ``obj`` (the spell or
ability object), ``event`` (trigger event data), ``vars`` (values instructions pass on).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import ModuleType

from mtgrules.abilities import (
    Ability,
    ActivatedAbility,
    Effect,
    Instr,
    SpellAbility,
    TriggeredAbility,
)
from mtgrules.cards.registry import get_ability
from mtgrules.engine import handler, pop
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState

Op = Callable[[GameState, Frame, Instr], bool]
OPS: dict[str, Op] = {}


_OP_ATTR = "__effect_op__"


def op_handler(name: str) -> Callable[[Op], Op]:
    """Mark ``fn`` as the implementation of effect instruction ``name`` (decorator). Registers
    nothing: the composition root (:mod:`mtgrules.wiring`) installs the instructions of the
    modules it lists with :func:`install_ops` (:func:`ops_in` finds them)."""

    def deco(fn: Op) -> Op:
        setattr(fn, _OP_ATTR, name)
        return fn

    return deco


def ops_in(module: ModuleType) -> dict[str, Op]:
    """The instructions marked with :func:`op_handler` among the functions defined in
    ``module``: instruction name -> implementation. Raises ValueError on a duplicate name."""
    found: dict[str, Op] = {}
    for value in vars(module).values():
        name = getattr(value, _OP_ATTR, None)
        if name is None or not callable(value) or value.__module__ != module.__name__:
            continue
        if name in found:
            raise ValueError(f"effect instruction {name!r} defined twice in {module.__name__}")
        found[name] = value
    return found


def install_ops(ops: Mapping[str, Op]) -> None:
    """Install effect instructions (done once, by :mod:`mtgrules.wiring`). Raises ValueError
    when a name already has a different implementation."""
    for name, fn in ops.items():
        old = OPS.get(name)
        if old is not None and old is not fn:
            raise ValueError(f"effect instruction {name!r} installed twice")
        OPS[name] = fn


def effect_of(a: Ability) -> Effect:
    """The effect program of a spell, activated or triggered ability."""
    if isinstance(a, SpellAbility | ActivatedAbility | TriggeredAbility):
        return a.effect
    return ()


@handler("effect")
def effect_frame(s: GameState, f: Frame) -> None:
    """Run instructions from ``pc`` until one pauses or the program ends (CR 608.2c)."""
    prog = effect_of(get_ability(f.data["key"]))
    while f.data["pc"] < len(prog):
        ins = prog[f.data["pc"]]
        fn = OPS.get(ins.op)
        if fn is None:
            raise ValueError(f"unknown effect instruction {ins.op!r}")
        depth = len(s.frames)
        if not fn(s, f, ins):
            return
        f.data["pc"] += 1
        if len(s.frames) != depth or s.pending is not None:
            return  # a sub-frame was pushed: let it run first
    pop(s, f)
