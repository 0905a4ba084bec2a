"""A user's agent for the simulate tests: always the first option (seeded, to show the
``seed=`` keyword is passed)."""

from __future__ import annotations


class FirstOption:
    """Takes option 0 of every decision."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def act(self, view, decision, options):  # type: ignore[no-untyped-def]
        return options[0]


class NoAct:
    """Not an agent: no act() method."""


class Boom:
    """An agent that fails at its first decision."""

    def act(self, view, decision, options):  # type: ignore[no-untyped-def]
        raise RuntimeError("my agent crashed")
