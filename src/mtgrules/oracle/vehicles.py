"""Vehicles and crew (CR 301.7, 702.122; :mod:`mtgrules.model.vehicles`):

- the keyword line ``"Crew N"`` (and ``"Crew N. Activate only once each turn."``, 602.5b), read
  as the activated ability it stands for (702.122a): "Tap any number of other untapped
  creatures you control with total power N or greater: This Vehicle becomes an artifact
  creature until end of turn.";
- the effect sentence ``"~ becomes an artifact creature until end of turn"`` (613.1d);
- the trigger event ``"Whenever ~ becomes crewed"`` (702.122d).
"""

from __future__ import annotations

import re

from mtgrules.model import AbilityKeyword, ActivatedAbility, Cost, ThisObject
from mtgrules.model.effects import Effect
from mtgrules.model.triggers import TriggerEvent
from mtgrules.model.vehicles import BecomesArtifactCreature, BecomesCrewed
from mtgrules.oracle.effects import Slots, Targets

_CREW = re.compile(r"Crew (0|[1-9]\d?)(\. Activate only once each turn\.)?")
_ONCE = ". Activate only once each turn."
_SENTENCE = "~ becomes an artifact creature until end of turn"
_EVENT = "Whenever ~ becomes crewed"
_CREW_EFFECT = (BecomesArtifactCreature(ThisObject(), crew=True),)


def parse_crew(line: str) -> ActivatedAbility | None:
    """``"Crew 3"`` -> the crew ability (CR 702.122a); None for any other line."""
    m = _CREW.fullmatch(line)
    if m is None:
        return None
    return ActivatedAbility("", line, cost=Cost(crew=int(m.group(1))), effect=_CREW_EFFECT,
                            keyword=AbilityKeyword.CREW, once_each_turn=bool(m.group(2)))


def render_crew(a: ActivatedAbility) -> str:
    """The inverse of :func:`parse_crew`, from the model alone; ValueError for a crew ability
    of another shape."""
    n = a.cost.crew
    if a.keyword is not AbilityKeyword.CREW or n is None or a.cost != Cost(crew=n) or \
            a.effect != _CREW_EFFECT or a.targets or a.mana_ability or a.sorcery_speed or \
            a.level is not None or a.x_nonzero:
        raise ValueError("a crew ability of another shape")
    return f"Crew {n}" + (_ONCE if a.once_each_turn else "")


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """The sentence ``"~ becomes an artifact creature until end of turn"`` (no final
    period); None for others."""
    return [BecomesArtifactCreature(ThisObject())] if s == _SENTENCE else None


def render(e: Effect, targets: Targets) -> str | None:
    """The inverse of :func:`parse`; None for other nodes (a crew ability's effect is worded
    by its keyword, :func:`render_crew`)."""
    if e == BecomesArtifactCreature(ThisObject()):
        return _SENTENCE
    return None


def parse_event(text: str) -> TriggerEvent | None:
    """``"Whenever ~ becomes crewed"`` -> the event (CR 702.122d); None for other text."""
    return BecomesCrewed() if text == _EVENT else None


def render_event(e: TriggerEvent) -> str | None:
    """The inverse of :func:`parse_event`; None for other events."""
    return _EVENT if isinstance(e, BecomesCrewed) else None
