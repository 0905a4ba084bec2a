"""Keyword actions of no larger family (CR 701): the typed nodes.

- :class:`Investigate`: "Investigate" (CR 701.16a): its controller creates a Clue token, the
  predefined token of 111.10f; "investigate twice" does it twice.
- :class:`DoublePT`: "Double [object]'s power and toughness" (CR 701.10b-c).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.amounts import Amount, Fixed
from mtgrules.model.base import Node
from mtgrules.model.refs import ObjectRef


@dataclass(frozen=True, slots=True)
class DoublePT(Node):
    """"Double [object]'s power and toughness until end of turn" (CR 701.10b-c): each object
    gets +X/+Y until end of turn, where X and Y are its power and toughness as the effect
    resolves (locked in then). ``what`` is an object reference."""

    what: ObjectRef


@dataclass(frozen=True, slots=True)
class Investigate(Node):
    """"Investigate", "Investigate twice", "Investigate X times" (CR 701.16a): the ability's
    controller creates ``count`` Clue tokens (111.10f), one investigation each."""

    count: Amount = Fixed(1)

    def _check(self) -> None:
        if isinstance(self.count, Fixed) and self.count.n < 1:
            self.fail("investigate at least once")
