"""Evasion keyword abilities and blocking limits (CR 702, 509.1b-c), read by the declare
blockers step (:mod:`mtgrules.rules.combat`).

- Fear (CR 702.36b): can't be blocked except by artifact creatures and/or black creatures.
- Intimidate (CR 702.13b): can't be blocked except by artifact creatures and/or creatures
  that share a color with it.
- Shadow (CR 702.28b): can't be blocked except by creatures with shadow, and a creature with
  shadow can't block creatures without shadow.
- Horsemanship (CR 702.31b): can't be blocked except by creatures with horsemanship.
- Skulk (CR 702.118b): can't be blocked by creatures with greater power.
- "~ can block an additional creature each combat" (CR 509.1a with 509.1b's maximum).
- "~ can't be blocked by more than N creatures" (CR 509.1b).
"""

from __future__ import annotations

from collections.abc import Iterable

from mtgrules.model.rules import CanBlockAdditional, CantBeBlockedByMore, RuleModification
from mtgrules.rules.layers import Characteristics

EVASION = frozenset({"fear", "intimidate", "shadow", "horsemanship", "skulk"})
"""The keyword names this module judges (on the attacker; shadow on the blocker too)."""


def evasion_allows(a: Characteristics, b: Characteristics) -> bool:
    """Whether blocker ``b`` may block attacker ``a`` as far as fear, intimidate, shadow,
    horsemanship and skulk go (CR 702.36b, 702.13b, 702.28b, 702.31b, 702.118b)."""
    ak, bk = a.keywords, b.keywords
    if ("shadow" in ak) != ("shadow" in bk):
        return False
    if not ak & EVASION:
        return True
    artifact = "Artifact" in b.types
    if "fear" in ak and not (artifact or "B" in b.colors):
        return False
    if "intimidate" in ak and not (artifact or a.colors & b.colors):
        return False
    if "horsemanship" in ak and "horsemanship" not in bk:
        return False
    return not ("skulk" in ak and (b.power or 0) > (a.power or 0))


def max_blocked(rules: Iterable[RuleModification]) -> int | None:
    """The most creatures that may block a creature with these rules ("can't be blocked by
    more than N creatures", CR 509.1b), or None for no limit."""
    limits = [r.n for r in rules if isinstance(r, CantBeBlockedByMore)]
    return min(limits) if limits else None


def blocks_allowed(rules: Iterable[RuleModification]) -> int:
    """How many attackers a creature with these rules may block: one, plus one for each
    "can block an additional creature each combat" (CR 509.1a)."""
    return 1 + sum(r.extra for r in rules if isinstance(r, CanBlockAdditional))
