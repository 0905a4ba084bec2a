"""Effects that last until a player's next untap step (CR 502.3, 611.2):

- ``"That creature doesn't untap during its controller's next untap step"`` / ``"It ..."``
  after an effect that acted on it (:class:`~mtgrules.model.Those`);
- ``"Target creature doesn't untap during its controller's next untap step"``.

Declared in :mod:`mtgrules.oracle.readers`: :func:`parse` with the sentence parsers and
:func:`render` among the node renderers.
"""

from __future__ import annotations

import re

from mtgrules.model import ApplyRule, DoesntUntap, Duration, TargetRef, TargetSlot, Those
from mtgrules.model.effects import Effect
from mtgrules.oracle import effects
from mtgrules.oracle.effects import _object as effect_object
from mtgrules.oracle.effects import _render_object as render_effect_object
from mtgrules.oracle.effects_base import cap, low

Targets = tuple[TargetSlot, ...]

_NEXT_UNTAP = " doesn't untap during its controller's next untap step"


def parse(s: str, slots: effects.Slots) -> list[Effect] | None:
    """One sentence (capitalised, no final period) of this family, or None."""
    m = re.fullmatch(r"(That creature|It)" + _NEXT_UNTAP, s)
    if m:
        return [ApplyRule(DoesntUntap(), Those(low(m.group(1))), Duration.UNTIL_NEXT_UNTAP)]
    return None


def parse_target(s: str, slots: effects.Slots) -> list[Effect] | None:
    """``"Target ... doesn't untap during its controller's next untap step"``; None
    otherwise."""
    m = re.fullmatch(r"(Target .+?)" + _NEXT_UNTAP, s)
    if m is None:
        return None
    what = effect_object(low(m.group(1)), slots)
    if not isinstance(what, TargetRef):
        return None
    return [ApplyRule(DoesntUntap(), what, Duration.UNTIL_NEXT_UNTAP)]


def render(e: Effect, targets: Targets) -> str | None:
    """The sentence of a node of this family (no final period); None for other nodes."""
    match e:
        case ApplyRule(rule=DoesntUntap(), what=Those(word=("that creature" | "it") as w),
                       duration=Duration.UNTIL_NEXT_UNTAP):
            return cap(w) + _NEXT_UNTAP
        case ApplyRule(rule=DoesntUntap(), what=TargetRef() as t,
                       duration=Duration.UNTIL_NEXT_UNTAP):
            return cap(render_effect_object(t, targets)) + _NEXT_UNTAP
    return None
