"""Cascade (CR 702.85a) as its canonical triggered ability: "When you cast this spell, exile
cards from the top of your library until you exile a nonland card whose mana value is less
than this spell's mana value. You may cast that card without paying its mana cost if the
resulting spell's mana value is less than this spell's mana value. Then put all cards exiled
this way that weren't cast on the bottom of your library in a random order."

It triggers from the stack (:mod:`mtgrules.rules.cascade`), its effect runs in
:mod:`mtgrules.effects.cascade`; built by :func:`mtgrules.keywords_triggered.keyword_trigger`
so the Oracle compiler renders it as ``"Cascade"`` only when it is exactly this ability.
"""

from __future__ import annotations

from mtgrules.model import TriggeredAbility
from mtgrules.model.cascade import CascadeBottom, CascadeExile, CastThisSpell
from mtgrules.model.keyword_abilities import KeywordTag


def cascade(key: str, text: str, tag: KeywordTag) -> TriggeredAbility:
    """Cascade (CR 702.85a); each instance is a triggered ability of its own (702.85c)."""
    return TriggeredAbility(key, text, event=CastThisSpell(),
                            effect=(CascadeExile(), CascadeBottom()), keyword_tag=tag)
