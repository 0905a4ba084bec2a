"""Exile until the source leaves the battlefield (CR 610.3): ``"When ~ enters, exile target
nonland permanent an opponent controls until ~ leaves the battlefield."``; exile, then return
later (603.7): ``"... If you do, return it to the battlefield under its owner's control at
the beginning of your next upkeep. It gains haste."``."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.refs import ObjectRef, Those


@dataclass(frozen=True, slots=True)
class ExileUntilSourceLeaves(Node):
    """"Exile [objects] until ~ leaves the battlefield" (CR 610.3a): the objects are exiled,
    and when the source leaves the battlefield they return to the battlefield under their
    owner's control at once (610.3c: a one-shot effect, not a triggered ability). If the
    source has already left the battlefield as this happens, nothing is exiled (610.3c)."""

    what: ObjectRef


class ReturnAt(enum.StrEnum):
    """When a delayed return happens (CR 603.7a): the beginning of the controller's next
    upkeep, or of the next end step (the value is the text's words)."""

    YOUR_NEXT_UPKEEP = "your next upkeep"
    NEXT_END_STEP = "the next end step"


@dataclass(frozen=True, slots=True)
class ReturnLater(Node):
    """"Return it to the battlefield under its owner's control at the beginning of [when][.
    It gains haste.]" (CR 603.7a): the effect creates a delayed triggered ability that
    returns the card the previous effect exiled (``what``: "it", a new object in exile,
    400.7) to the battlefield under its owner's control, if it is still in exile then
    (603.7c: it triggers once); ``haste``: the returned permanent gains haste for as long as
    it remains on the battlefield (611.2a, no duration)."""

    when: ReturnAt
    haste: bool = False
    what: ObjectRef = Those("it")

    def _check(self) -> None:
        if self.what != Those("it"):
            self.fail("the card returned is the 'it' the previous effect exiled")


@dataclass(frozen=True, slots=True)
class ReturnFromExile(Node):
    """The effect of :class:`ReturnLater`'s delayed triggered ability (CR 603.7): its source,
    the exiled card, returns to the battlefield under its owner's control if it is still in
    exile (400.7); ``haste``: it gains haste (611.2a)."""

    haste: bool = False


class ExileAt(enum.StrEnum):
    """When a delayed exile happens (CR 603.7a): at end of combat (511.1) or at the beginning
    of the next end step (the value is the text's words)."""

    END_OF_COMBAT = "at end of combat"
    NEXT_END_STEP = "at the beginning of the next end step"


EXILE_LATER_WORDS = ("it", "them", "that token", "those tokens")
"""The words "Exile [them] at end of combat" names the previous effect's objects with."""


@dataclass(frozen=True, slots=True)
class ExileLater(Node):
    """"Exile that token at end of combat", "Exile it at the beginning of the next end step"
    (CR 603.7a): the effect creates a delayed triggered ability for each object the previous
    effect acted on (``what``: :class:`~mtgrules.model.refs.Those`) still on the battlefield;
    it exiles that permanent then if it is still the same object (400.7), once (603.7c)."""

    when: ExileAt
    what: ObjectRef = Those("it")

    def _check(self) -> None:
        if not isinstance(self.what, Those) or self.what.word not in EXILE_LATER_WORDS:
            self.fail(f"names the previous effect's objects as one of {EXILE_LATER_WORDS}")
