"""Exile until the source leaves the battlefield (CR 610.3): ``"When ~ enters, exile target
nonland permanent an opponent controls until ~ leaves the battlefield."``."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.refs import ObjectRef


@dataclass(frozen=True, slots=True)
class ExileUntilSourceLeaves(Node):
    """"Exile [objects] until ~ leaves the battlefield" (CR 610.3a): the objects are exiled,
    and when the source leaves the battlefield they return to the battlefield under their
    owner's control at once (610.3c: a one-shot effect, not a triggered ability). If the
    source has already left the battlefield as this happens, nothing is exiled (610.3c)."""

    what: ObjectRef
