"""How many modes a modal spell chooses (CR 700.2), and the spell ability a choice of several
modes resolves with.

A modal spell's instruction names the number of modes its controller chooses as the spell is
cast (CR 601.2b, 700.2a): ``"Choose one —"``, ``"Choose two —"``, ``"Choose one or both —"``,
``"Choose one or more —"``. A mode is never chosen twice (CR 700.2d). The chosen modes are
performed in the order written (CR 608.2c), so a choice of several modes resolves as one spell
ability: the chosen modes' effects in printed order, with their target slots one after the
other (a mode's ``TargetRef`` slots are shifted past the slots of the chosen modes before it,
CR 700.2c: the modes not chosen have no targets).

A *selection* is the tuple of chosen mode indices, in printed order; the selections of a
spell are listed by :func:`selections` (each single mode first, in printed order, so a
"Choose one" spell's selection ``j`` is its mode ``j``), and a spell on the stack keeps the
index of its selection (``chosen["mode"]``).
"""

from __future__ import annotations

import dataclasses
import enum
import itertools
from typing import Any

from mtgrules.model.base import Ability, Node
from mtgrules.model.refs import TargetRef


class ModeChoice(enum.Enum):
    """The number of modes a modal spell's controller chooses (CR 700.2): its instruction's
    words, and the fewest and most modes chosen (``None``: every mode may be chosen)."""

    ONE = ("one", 1, 1)
    TWO = ("two", 2, 2)
    ONE_OR_BOTH = ("one or both", 1, 2)
    ONE_OR_MORE = ("one or more", 1, None)

    @property
    def words(self) -> str:
        """The instruction's number words (``"one or both"``)."""
        return str(self.value[0])

    @property
    def heading(self) -> str:
        """The instruction as printed (``"Choose one or both —"``)."""
        return f"Choose {self.words} —"

    def counts(self, n_modes: int) -> range:
        """The numbers of modes that may be chosen from ``n_modes`` modes."""
        hi = self.value[2] if self.value[2] is not None else n_modes
        return range(int(self.value[1]), min(int(hi), n_modes) + 1)


def mode_choice(heading: str) -> ModeChoice | None:
    """The :class:`ModeChoice` a ``"Choose ... —"`` line states; None for another line."""
    for c in ModeChoice:
        if c.heading == heading:
            return c
    return None


def selections(choice: ModeChoice, n_modes: int) -> tuple[tuple[int, ...], ...]:
    """Every choice of modes (mode indices in printed order) ``choice`` allows among
    ``n_modes`` modes: fewer modes first, then in printed order (CR 700.2, 700.2d)."""
    return tuple(combo for k in choice.counts(n_modes)
                 for combo in itertools.combinations(range(n_modes), k))


def selection_key(key: str, selection: tuple[int, ...]) -> str:
    """The registry key of the spell ability selection ``selection`` of the modal spell
    ability keyed ``key`` resolves with: ``"<key>.<j>"`` for one mode (the mode's own key),
    ``"<key>.<j>+<k>"`` for several."""
    return f"{key}." + "+".join(str(j) for j in selection)


def shift_targets(node: Any, by: int) -> Any:
    """``node`` with every :class:`TargetRef` slot raised by ``by``, not descending into an
    ability nested in it (its targets are its own)."""
    if by == 0:
        return node
    if isinstance(node, tuple):
        return tuple(shift_targets(x, by) for x in node)
    if isinstance(node, frozenset):
        return frozenset(shift_targets(x, by) for x in node)
    if isinstance(node, TargetRef):
        return dataclasses.replace(node, slot=node.slot + by)
    if not isinstance(node, Node) or isinstance(node, Ability):
        return node
    changes = {}
    for f in dataclasses.fields(node):  # type: ignore[arg-type]
        v = getattr(node, f.name)
        nv = shift_targets(v, by)
        if nv is not v and nv != v:
            changes[f.name] = nv
    return dataclasses.replace(node, **changes) if changes else node  # type: ignore[type-var]
