"""The trigger event ``"Whenever ~ becomes untapped"`` (CR 701.26b; inspired, Pain Seer):
:class:`~mtgrules.model.BecomesUntapped`."""

from __future__ import annotations

from mtgrules.model import BecomesUntapped
from mtgrules.model.triggers import TriggerEvent

_EVENT = "Whenever ~ becomes untapped"


def parse_event(text: str) -> TriggerEvent | None:
    """``"Whenever ~ becomes untapped"`` -> the event; None for other text."""
    return BecomesUntapped() if text == _EVENT else None


def render_event(e: TriggerEvent) -> str | None:
    """The inverse of :func:`parse_event`; None for other events."""
    return _EVENT if isinstance(e, BecomesUntapped) else None
