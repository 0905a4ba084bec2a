"""The keywords that trigger when their spell is cast, as canonical triggered abilities:
storm (CR 702.40a, :func:`storm`: "When you cast this spell, copy it for each other spell
that was cast before it this turn. If the spell has any targets, you may choose new targets
for any of the copies.") and cascade (CR 702.85a): "When you cast this spell, exile
cards from the top of your library until you exile a nonland card whose mana value is less
than this spell's mana value. You may cast that card without paying its mana cost if the
resulting spell's mana value is less than this spell's mana value. Then put all cards exiled
this way that weren't cast on the bottom of your library in a random order."

Each triggers from the stack (:mod:`mtgrules.rules.cascade`); cascade's effect runs in
:mod:`mtgrules.effects.cascade`, storm's in :mod:`mtgrules.effects.copies`. Both are built by
:func:`mtgrules.keywords_triggered.keyword_trigger`, so the Oracle compiler renders one as
``"Cascade"`` or ``"Storm"`` only when it is exactly that ability.
"""

from __future__ import annotations

from mtgrules.model import TriggeredAbility
from mtgrules.model.cascade import CascadeBottom, CascadeExile, CastThisSpell
from mtgrules.model.copies import StormCopies
from mtgrules.model.keyword_abilities import KeywordTag


def cascade(key: str, text: str, tag: KeywordTag) -> TriggeredAbility:
    """Cascade (CR 702.85a); each instance is a triggered ability of its own (702.85c)."""
    return TriggeredAbility(key, text, event=CastThisSpell(),
                            effect=(CascadeExile(), CascadeBottom()), keyword_tag=tag)


def storm(key: str, text: str, tag: KeywordTag) -> TriggeredAbility:
    """Storm (CR 702.40a); each instance triggers separately (702.40b). Its effect runs in
    :mod:`mtgrules.effects.copies`."""
    return TriggeredAbility(key, text, event=CastThisSpell(), effect=(StormCopies(),),
                            keyword_tag=tag)
