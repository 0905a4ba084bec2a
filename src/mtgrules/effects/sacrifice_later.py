"""Executing :mod:`mtgrules.model.sacrifice_later`: a delayed triggered ability that
sacrifices each permanent the previous effect made (CR 603.7a, 701.21a)."""

from __future__ import annotations

from mtgrules.effects.exile_until import delay_for_each_permanent
from mtgrules.model.abilities import TriggeredAbility
from mtgrules.model.base import Step, Whose
from mtgrules.model.effects import Sacrifice
from mtgrules.model.refs import ThisObject
from mtgrules.model.sacrifice_later import SacrificeLater
from mtgrules.model.triggers import BeginningOf
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState

SACRIFICE_IT = TriggeredAbility(
    "sacrifice_later:sacrifice", "Sacrifice it.", event=BeginningOf(Step.END, Whose.ANY),
    effect=(Sacrifice(ThisObject()),))
"""The delayed triggered ability of :class:`SacrificeLater` (CR 603.7a); its source is the
permanent to sacrifice; the step it waits for is in the delayed trigger's record."""


def delayed_sacrifice_abilities() -> tuple[TriggeredAbility, ...]:
    """This module's delayed abilities, for the ability registry (:mod:`mtgrules.wiring`)."""
    return (SACRIFICE_IT,)


def sacrifice_later(s: GameState, f: Frame, e: SacrificeLater) -> bool:
    """Create a delayed triggered ability sacrificing each permanent "those tokens" names,
    at end of combat or at the beginning of the next end step (CR 603.7a); it triggers once
    (603.7c) and is forgotten if that permanent leaves the battlefield first (400.7)."""
    return delay_for_each_permanent(s, f, e.what, e.when, SACRIFICE_IT.key, "sacrificed")
