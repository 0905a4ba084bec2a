"""A color chosen as an effect resolves: "[object] gains protection from the color of your
choice until end of turn" (Gods Willing, Mother of Runes; CR 702.16a, 608.2d)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.refs import ObjectRef


@dataclass(frozen=True, slots=True)
class GainProtectionFromChosenColor(Node):
    """"[objects] gain(s) protection from the color of your choice until end of turn": as the
    effect resolves its controller chooses a color (CR 608.2d, 105.1); each object ``what``
    names gains protection from that color (702.16a) until end of turn (layer 6, 611.2a)."""

    what: ObjectRef
