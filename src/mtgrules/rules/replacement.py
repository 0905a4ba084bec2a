"""Applying replacement and prevention effects to an event (CR 614, 615, 616).

One procedure for every kind of event (damage, counters, mana production): when several
effects would modify how an event affects an object or player, the affected player or the
affected object's controller (its owner if it has none) chooses one to apply (CR 616.1);
self-replacement effects must be chosen first (616.1a, 614.15); the process repeats with
the modified event, taking into account only effects that now apply, each effect applying
at most once (616.1f, 614.5). When every order gives the same result (two Mana Reflections
doubling the same mana), the engine applies them without asking; otherwise the choice is a
``replacement`` decision (:data:`~mtgrules.state.decision.REPLACEMENT`) whose options are
``replacement <source object> <effect key>``.

The caller describes the event and its effects with two pure functions:

- ``applicable(event, applied) -> list[Candidate]``: the effects that would apply now to
  ``event`` (leaving out those in ``applied``);
- ``apply(event, candidate) -> event``: the modified event (pure; any side effect of the
  effect, such as a shield being used up, is part of the returned event data).

Events are JSON-compatible values (lists, dicts, ints, strings), so a process paused at a
decision lives in its frame's data and survives clone and save/load (DESIGN 3).
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from mtgrules.engine import ask
from mtgrules.state.decision import REPLACEMENT, Action
from mtgrules.state.game_state import GameState

MAX_COMPARED = 6
"""The most effects whose orders are compared to see whether the choice matters (6! = 720
orders); with more, the player is asked."""


@dataclass(frozen=True, slots=True)
class Candidate:
    """One applicable replacement or prevention effect: ``key`` identifies it (an ability key,
    or ``"shield:<id>"`` for an effect a resolved spell or ability created), ``source`` is the
    object it comes from (the decision's option names it), ``self_replacement`` marks a
    self-replacement effect (CR 614.15), ``text`` describes it for the prompt; ``kind``
    and ``n`` are the caller's data (what the effect does, an amount) for its ``apply``."""

    key: str
    source: int
    self_replacement: bool = False
    text: str = ""
    kind: str = ""
    n: int = 0

    @property
    def ident(self) -> str:
        """The identity under which it applies at most once to the event (CR 616.1f)."""
        return f"{self.source}|{self.key}"


Event = Any
Applicable = Callable[[Event, list[str]], list[Candidate]]
Apply = Callable[[Event, Candidate], Event]


def first_choices(cands: list[Candidate]) -> list[Candidate]:
    """The effects that may be chosen now (CR 616.1a: a self-replacement effect must be
    chosen while any applies; 616.1e otherwise any)."""
    selfs = [c for c in cands if c.self_replacement]
    return selfs or cands


def run_all(event: Event, applied: list[str], applicable: Applicable, apply: Apply,
            first: Candidate | None = None) -> Event:
    """The event after applying ``first`` and then the remaining effects in the canonical
    order (the first choosable each time), as the CR's process with fixed choices."""
    applied = list(applied)
    if first is not None:
        event = apply(event, first)
        applied.append(first.ident)
    while True:
        cands = applicable(event, applied)
        if not cands:
            return event
        c = first_choices(cands)[0]
        event = apply(event, c)
        applied.append(c.ident)


def _outcomes(event: Event, applied: list[str], applicable: Applicable, apply: Apply,
              depth: int = 0) -> set[str]:
    """Every final event (as canonical JSON) the choosing player could reach."""
    cands = applicable(event, applied)
    if not cands:
        return {json.dumps(event, sort_keys=True)}
    out: set[str] = set()
    for c in first_choices(cands):
        out |= _outcomes(apply(event, c), [*applied, c.ident], applicable, apply, depth + 1)
    return out


def order_matters(event: Event, applied: list[str], applicable: Applicable,
                  apply: Apply) -> bool:
    """Whether the choices left give different results (CR 616.1: when they all lead to the
    same event, nothing is asked)."""
    cands = applicable(event, applied)
    if len(first_choices(cands)) <= 1:
        # one choice now; later choices are asked when reached
        return False
    if len(cands) > MAX_COMPARED:
        return True
    return len(_outcomes(event, applied, applicable, apply)) > 1


def next_effect(s: GameState, chooser: int, event: Event, applied: list[str],
                applicable: Applicable, apply: Apply, answer: Action | None,
                prompt: str, about: int) -> Candidate | None | bool:
    """The next effect to apply to ``event`` (CR 616.1): the chosen one when ``answer``
    picks one, the only choosable one, the canonical one when the order doesn't matter, or
    ``False`` after asking ``chooser`` (a ``replacement`` decision about object ``about``).
    Returns None when no effect applies any more (the event happens as modified).

    Raises EngineError (from :func:`~mtgrules.engine.ask`) if the chooser has left the game.
    """
    cands = applicable(event, applied)
    if not cands:
        return None
    choosable = first_choices(cands)
    if answer is not None and answer.kind == "replacement":
        src, key = answer.args[0], answer.args[1]
        for c in choosable:
            if c.source == src and c.key == key:
                return c
    if len(choosable) == 1 or not order_matters(event, applied, applicable, apply):
        return choosable[0]
    ask(s, chooser, REPLACEMENT, [Action("replacement", (c.source, c.key)) for c in choosable],
        prompt + ": " + "; ".join(c.text or c.key for c in choosable), source=about)
    return False


def permutations_agree(items: list[Any], apply_all: Callable[[tuple[Any, ...]], Any]) -> bool:
    """Whether applying ``items`` in every order gives the same result (for callers that
    keep their own order loop, e.g. mana production)."""
    if len(items) <= 1:
        return True
    if len(items) > MAX_COMPARED:
        return False
    first = None
    for i, perm in enumerate(itertools.permutations(items)):
        r = apply_all(perm)
        if i == 0:
            first = r
        elif r != first:
            return False
    return True
