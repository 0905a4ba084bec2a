"""Combat requirements and blocking limits written as static abilities of a creature
(read with the other "~ can't block." rules of :mod:`mtgrules.oracle.statics`):
``"~ attacks each combat if able."`` (CR 508.1d), ``"~ can block an additional creature each
combat."`` (509.1a), ``"~ can't be blocked by more than one creature."`` (509.1b)."""

from __future__ import annotations

from mtgrules.model.blocking import BlocksIfAble, CantAttackAlone, CantBlockAlone, MustBeBlocked
from mtgrules.model.rules import (
    AttacksEachCombat,
    CanBlockAdditional,
    CantBeBlockedByMore,
    RuleModification,
)
from mtgrules.oracle.phrases import word_number

COMBAT_RULES: dict[str, tuple[RuleModification, ...]] = {
    "attacks each combat if able": (AttacksEachCombat(),),
    # requirements and restrictions of blocking (CR 509.1c, 506.5: mtgrules.model.blocking)
    "blocks each combat if able": (BlocksIfAble(),),
    "attacks or blocks each combat if able": (AttacksEachCombat(), BlocksIfAble()),
    "must be blocked if able": (MustBeBlocked(),),
    "can't attack or block alone": (CantAttackAlone(), CantBlockAlone()),
    "can't attack alone": (CantAttackAlone(),),
    "can't block alone": (CantBlockAlone(),),
    "can block an additional creature each combat": (CanBlockAdditional(1),),
    **{f"can block {word_number(n)} additional creatures each combat": (CanBlockAdditional(n),)
       for n in range(2, 5)},
    "can't be blocked by more than one creature": (CantBeBlockedByMore(1),),
    **{f"can't be blocked by more than {word_number(n)} creatures": (CantBeBlockedByMore(n),)
       for n in range(2, 5)},
}
"""Rule text after the subject -> the rule modifications it makes (both directions)."""
