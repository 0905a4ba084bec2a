""""You may have [it / ~] deal N damage to [target]" (CR 608.2d, 120.2): the controller of
the ability chooses, as it resolves, whether its source deals the damage.

The damage is read by the ordinary damage sentence (``"~ deals N damage to ..."``) and held
in a :class:`~mtgrules.model.May` whose prompt keeps the words, ``"it"`` or ``"~"``; both
name the ability's source (after "When ~ dies", its last known information, CR 608.2h).
Declared in :mod:`mtgrules.oracle.readers` (SENTENCE_READERS, PRE_RENDERERS).
"""

from __future__ import annotations

import re

from mtgrules.model import May
from mtgrules.model.effects import DealDamage, Effect, TargetSlot
from mtgrules.oracle import effects

_MAY_HAVE = re.compile(r"You may have (it|~) deal (.+)")


def parse(s: str, slots: effects.Slots) -> list[Effect] | None:
    """``"You may have it deal 1 damage to any target"`` -> ``[May(prompt, (DealDamage,))]``;
    None for other sentences."""
    m = _MAY_HAVE.fullmatch(s)
    if m is None:
        return None
    dealt = effects.parse_sentence(f"~ deals {m.group(2)}", slots)
    if not dealt or len(dealt) != 1 or not isinstance(dealt[0], DealDamage):
        return None
    return [May(f"You may have {m.group(1)} deal {m.group(2)}?", (dealt[0],))]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not isinstance(e, May) or len(e.effects) != 1 or \
            not isinstance(e.effects[0], DealDamage):
        return None
    m = _MAY_HAVE.fullmatch(e.prompt[:-1]) if e.prompt.endswith("?") else None
    if m is None:
        return None
    text = effects.render_node(e.effects[0], targets)
    if not text.startswith("~ deals "):
        return None
    sentence = f"You may have {m.group(1)} deal {text[len('~ deals '):]}"
    return sentence if sentence + "?" == e.prompt else None
