"""Phasing (CR 702.26): ``"~ phases out."``, ``"Target creature or planeswalker an opponent
controls phases out."`` (:class:`PhaseOut`); the keyword ``Phasing`` is
:attr:`~mtgrules.model.KeywordName.PHASING` (its untap-step rule is in
:mod:`mtgrules.rules.phasing`)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.refs import ObjectRef


@dataclass(frozen=True, slots=True)
class PhaseOut(Node):
    """"[objects] phase(s) out" (CR 702.26b): each is treated as though it doesn't exist
    until it phases in during its controller's next untap step (702.26a); what is attached
    to it phases out with it (702.26g)."""

    what: ObjectRef
