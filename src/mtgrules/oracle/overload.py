"""Overload (CR 702.96): ``"Overload {6}{U}"`` is read as an alternative cost by the spell-cost
family (:mod:`mtgrules.oracle.spell_costs`, keyword ``"overload"``, 702.96a); this module reads
the spell a card cast for it becomes (702.96b): its spell text with every word "target"
replaced by "each", compiled as any line is (and so proved by rendering it back exactly),
kept as an :class:`~mtgrules.model.overload.OverloadedSpell`.

``"Mizzium Mortars deals 4 damage to target creature you don't control."`` overloaded is
``"~ deals 4 damage to each creature you don't control."``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from mtgrules.model.abilities import SpellAbility
from mtgrules.model.base import Ability
from mtgrules.model.overload import OVERLOAD, OverloadedSpell
from mtgrules.model.spell_costs import SpellCost
from mtgrules.oracle.errors import Unsupported

_TARGET = re.compile(r"\b([Tt])arget\b")


def overloaded_text(text: str) -> str:
    """``text`` with each word "target" replaced by "each" (CR 702.96b), keeping a capital."""
    return _TARGET.sub(lambda m: "Each" if m.group(1) == "T" else "each", text)


def has_overload(abilities: Sequence[Ability]) -> bool:
    """Whether ``abilities`` hold an overload cost (CR 702.96a)."""
    return any(isinstance(a, SpellCost) and a.keyword == OVERLOAD for a in abilities)


def overloaded_spell(spell_text: str, compile_text: Callable[[str], tuple[Ability, ...]]
                     ) -> OverloadedSpell:
    """The overloaded spell of a card whose spell line (normalised) is ``spell_text``:
    ``compile_text`` (the compiler's line compiler, with its render check) reads the changed
    text, which must be one spell ability without targets. Raises Unsupported naming the
    changed text when it can't be read."""
    text = overloaded_text(spell_text)
    if text == spell_text:
        raise Unsupported("overload: the spell has no word \"target\" to change (CR 702.96b)")
    try:
        got = compile_text(text)
    except Unsupported as e:
        raise Unsupported(f"overloaded text {text!r}: {e.reason}") from None
    if len(got) != 1 or not isinstance(got[0], SpellAbility) or got[0].targets or \
            got[0].modes or not got[0].effect:
        raise Unsupported(f"overloaded text {text!r} is not one spell ability without "
                          "targets (CR 702.96b)")
    return OverloadedSpell("", text, spell=got[0])
