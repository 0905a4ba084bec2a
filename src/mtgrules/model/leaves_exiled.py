"""A permanent an effect put onto the battlefield and exiles instead if it would leave:
"If it would leave the battlefield, exile it instead of putting it anywhere else" (Whip of
Erebos, Moira and Teshar, Gruesome Encore; CR 614.1a)."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.refs import ObjectRef


@dataclass(frozen=True, slots=True)
class ExileIfItWouldLeave(Node):
    """"If [it] would leave the battlefield, exile it instead of putting it anywhere else"
    (CR 614.1a): a replacement effect on each permanent ``what`` names (the one the effect
    before it put onto the battlefield), for as long as it is that object (400.7)."""

    what: ObjectRef
