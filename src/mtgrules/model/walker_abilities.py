"""Nodes of planeswalker-style abilities (CR 306, 606): a keyword "of your choice" granted
until end of turn (``"... gains your choice of vigilance, lifelink, or indestructible until end
of turn"``), and the static prevention "Prevent all damage that would be dealt to ~ during your
turn" (CR 615.1a)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import KeywordName, Node
from mtgrules.model.refs import ObjectRef


@dataclass(frozen=True, slots=True)
class GainChoiceOfKeyword(Node):
    """"[Objects] gain(s) your choice of [keywords] until end of turn" (CR 608.2d: the choice
    is made as the ability resolves; 613.1f): the controller chooses one of ``keywords``."""

    what: ObjectRef
    keywords: tuple[KeywordName, ...]

    def _check(self) -> None:
        if len(self.keywords) < 2 or len(set(self.keywords)) != len(self.keywords):
            self.fail("a choice of at least two different keywords")


@dataclass(frozen=True, slots=True)
class PreventDamageToSelf(Node):
    """"Prevent all damage that would be dealt to ~ [during your turn]" (CR 615.1a): a static
    prevention effect of the permanent on itself, only during its controller's turn when
    ``during_your_turn``."""

    during_your_turn: bool = False
