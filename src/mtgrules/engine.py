"""The engine's interpreter loop over the work stack, and the helpers handlers use.

Handlers are functions ``(game_state, frame) -> None`` marked with their frame kind by
:func:`handler`; marking registers nothing. The composition root (:mod:`mtgrules.wiring`, run by
``import mtgrules``) installs the handlers of every rules module with :func:`install_handlers`,
so no handler depends on which modules happened to be imported. The loop runs the top frame's handler until a decision is pending or the game
is over. A handler that needs a player's choice calls :func:`ask`; the answer arrives in
``frame.data["answer"]`` (as action data, a list) the next time the handler runs.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import ModuleType
from typing import Any

from mtgrules.errors import MtgRulesError
from mtgrules.state.decision import Action, Decision, DecisionKind, decision_kind, make_context
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState

Handler = Callable[[GameState, Frame], None]
HANDLERS: dict[str, Handler] = {}


class EngineError(MtgRulesError):
    """An internal inconsistency of the engine (a bug, not bad input)."""


_KIND_ATTR = "__frame_kind__"


def handler(kind: str) -> Callable[[Handler], Handler]:
    """Mark ``fn`` as the handler of frame kind ``kind`` (decorator). Registers nothing: see
    :func:`handlers_in` and :func:`install_handlers`."""

    def deco(fn: Handler) -> Handler:
        setattr(fn, _KIND_ATTR, kind)
        return fn

    return deco


def handlers_in(module: ModuleType) -> dict[str, Handler]:
    """The handlers marked with :func:`handler` among the functions defined in ``module``:
    frame kind -> handler. Raises EngineError if two of them handle the same kind."""
    found: dict[str, Handler] = {}
    for value in vars(module).values():
        kind = getattr(value, _KIND_ATTR, None)
        if kind is None or not callable(value) or value.__module__ != module.__name__:
            continue
        if kind in found:
            raise EngineError(f"duplicate frame handler {kind!r} in {module.__name__}")
        found[kind] = value
    return found


def install_handlers(handlers: Mapping[str, Handler]) -> None:
    """Install frame handlers (done once, by the composition root :mod:`mtgrules.wiring`).

    Raises EngineError when a kind already has a different handler."""
    for kind, fn in handlers.items():
        old = HANDLERS.get(kind)
        if old is not None and old is not fn:
            raise EngineError(f"duplicate frame handler {kind!r}")
        HANDLERS[kind] = fn


def push(s: GameState, kind: str, **data: Any) -> Frame:
    """Push a new frame on the work stack and return it."""
    f = Frame(kind, data)
    s.frames.append(f)
    return f


def ask(s: GameState, player: int, kind: DecisionKind | str,
        options: list[Action] | tuple[Action, ...], prompt: str = "", **context: Any) -> None:
    """Make a decision pending for ``player``. The calling handler's frame must be on top; it
    receives the chosen action in ``frame.data["answer"]`` when it runs again. ``context``
    gives the fields of the kind's typed context (``mtgrules.state.decision.CONTEXT_TYPES``).

    Raises EngineError when there are no options or the player has left the game (rules
    bugs: every decision has an option, and a player who left decides nothing, CR 800.4a),
    for an unknown kind or for context fields the kind's context does not have.
    """
    if not options:
        raise EngineError(f"decision {kind!r} for player {player} has no options")
    if s.players[player].lost:
        raise EngineError(f"decision {kind!r} for player {player}, who has left the game "
                          "(CR 800.4a)")
    try:
        k = kind if type(kind) is DecisionKind else decision_kind(kind)
        ctx = make_context(k, context)
    except ValueError as e:
        raise EngineError(str(e)) from None
    s.pending = Decision(player, k, tuple(options), prompt, ctx)


def take_answer(frame: Frame) -> Action | None:
    """Pop the answer left for ``frame`` by ``Game.apply`` (None when there is none)."""
    a = frame.data.pop("answer", None)
    return Action.trusted(a) if a is not None else None


def run(s: GameState, max_steps: int = 1_000_000) -> None:
    """Run frames until a decision is pending or the game is over.

    Raises EngineError if the work stack empties without the game ending, or if
    ``max_steps`` handler calls pass without a decision (an infinite loop guard; CR 104.4b
    mandatory loops are not modelled).
    """
    steps = 0
    frames = s.frames
    while s.pending is None and not s.over:
        if not frames:
            raise EngineError("work stack is empty but the game is not over")
        f = frames[-1]
        fn = HANDLERS.get(f.kind)
        if fn is None:
            raise EngineError(f"no handler for frame kind {f.kind!r}")
        fn(s, f)
        steps += 1
        if steps > max_steps:
            raise EngineError("engine ran too long without a decision (loop?)")


def pop(s: GameState, frame: Frame) -> None:
    """Remove ``frame`` from the work stack (it must be the top frame)."""
    if not s.frames or s.frames[-1] is not frame:
        raise EngineError(f"pop of {frame.kind!r}, which is not the top frame")
    s.frames.pop()
