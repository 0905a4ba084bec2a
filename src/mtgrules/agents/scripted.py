"""An agent that plays a fixed script, for tests."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeAlias

from mtgrules.agents.view import PlayerView
from mtgrules.errors import MtgRulesError
from mtgrules.state.decision import Action, Decision

Step: TypeAlias = (Action | Sequence[Any]
                   | Callable[[PlayerView, Decision, Sequence[Action]], Action])


class ScriptExhausted(MtgRulesError):
    """Raised when a :class:`ScriptedAgent` is asked to act after its script ran out and it
    has no fallback."""


class ScriptedAgent:
    """Plays the given steps in order: each is an :class:`Action`, its list form
    (``["cast", 12]``) or a callable ``(view, decision, options) -> Action``.

    When the script runs out, ``fallback`` (another agent) decides, or ``"pass"``/the first
    option is used if ``fallback`` is None and ``strict`` is False; with ``strict=True``
    :class:`ScriptExhausted` is raised.
    """

    def __init__(self, steps: Iterable[Step], fallback: Any = None,
                 strict: bool = False) -> None:
        self.steps: list[Step] = list(steps)
        self.fallback = fallback
        self.strict = strict
        self.used = 0

    @property
    def remaining(self) -> int:
        """Steps not yet played."""
        return len(self.steps) - self.used

    def act(self, view: PlayerView, decision: Decision, options: Sequence[Action]) -> Action:
        """Return the next scripted action (it is validated by the game, not here)."""
        if self.used < len(self.steps):
            step = self.steps[self.used]
            self.used += 1
            if isinstance(step, Action):
                return step
            if callable(step):
                return step(view, decision, options)
            return Action.from_data(list(step))
        if self.fallback is not None:
            return self.fallback.act(view, decision, options)
        if self.strict:
            raise ScriptExhausted(f"script exhausted at {decision.kind!r}: {decision.prompt}")
        return Action("pass") if Action("pass") in options else options[0]
