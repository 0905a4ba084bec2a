"""A delayed sacrifice (CR 603.7a, 701.21a): ``"Create three 1/1 red Human creature tokens
with haste. Sacrifice those tokens at the beginning of the next end step."`` (Thatcher
Revolt).

The engine's op is :func:`mtgrules.effects.sacrifice_later.sacrifice_later`.
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.exile_until import EXILE_LATER_WORDS, ExileAt
from mtgrules.model.refs import ObjectRef, Those


@dataclass(frozen=True, slots=True)
class SacrificeLater(Node):
    """"Sacrifice those tokens at the beginning of the next end step" (CR 603.7a): the effect
    creates a delayed triggered ability for each object the previous effect acted on
    (``what``, :class:`~mtgrules.model.refs.Those`, worded as one of
    :data:`~mtgrules.model.exile_until.EXILE_LATER_WORDS`) still on the battlefield; its
    controller sacrifices that permanent then if it is still the same object (400.7), once
    (603.7c)."""

    when: ExileAt
    what: ObjectRef = Those("it")

    def _check(self) -> None:
        if not isinstance(self.what, Those) or self.what.word not in EXILE_LATER_WORDS:
            self.fail(f"names the previous effect's objects as one of {EXILE_LATER_WORDS}")
