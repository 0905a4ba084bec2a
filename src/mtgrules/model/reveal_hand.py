"""The "reveal your hand, I choose a card from it" family (CR 701.20a, 701.9b): "Target
opponent reveals their hand. You choose a nonland card from it. That player discards that
card." (Duress, Thoughtseize, Coercion...), with "Exile that card." (Doomfall), "and exile
that card" (Castigate), "That player exiles that card." (Ghastlord of Fugue), "You may
choose ... If you do, ..." and the run-on form inside an "instead" (Devour Intellect).

The engine's op is :func:`mtgrules.effects.reveal_hand.reveal_hand_choose`.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from mtgrules.model.base import Node, Zone
from mtgrules.model.filters import AnyOf, Filter, ObjectFilter
from mtgrules.model.refs import PlayerRef


class HandCardFate(enum.StrEnum):
    """What happens to the chosen card."""

    DISCARD = "discard"
    """"That player discards that card" (CR 701.9b: another player chooses the card)"""
    EXILE = "exile"
    """"Exile that card" / "and exile that card" (CR 406.3: the effect's controller exiles it)"""
    OWNER_EXILES = "owner_exiles"
    """"That player exiles that card" (CR 406.3: its owner exiles it)"""
    BOTTOM_THEN_DRAW = "bottom_then_draw"
    """"that player reveals the chosen card, puts it on the bottom of their library, then
    draws a card" (CR 701.20a, 401.4, 121.1; Vendilion Clique)"""


class RevealWording(enum.StrEnum):
    """How the sentences are written (the same rules meaning)."""

    SENTENCES = "sentences"
    """"X reveals their hand. You choose a [card] from it. That player discards that card.\""""
    AND_EXILE = "and_exile"
    """"X reveals their hand. You choose a [card] from it and exile that card.\""""
    IF_YOU_DO = "if_you_do"
    """"X reveals their hand. You may choose a [card] from it. If you do, that player
    discards that card.\""""
    LOOK = "look"
    """"Look at [player]'s hand. You may choose a [card] from it. If you do, [fate]." (the
    hand is looked at, not revealed: only the effect's controller sees it, CR 701.20a)"""
    RUN_ON = "run_on"
    """"that player reveals their hand, you choose a [card] from it, then that player
    discards that card" (one sentence, after "instead")"""


@dataclass(frozen=True, slots=True)
class RevealHandChoose(Node):
    """"[Player] reveals their hand. You [may] choose a [filter] card from it. [fate]."
    (CR 701.20a, 701.9b): each player ``who`` names reveals the cards in their hand (they stay
    there, 701.20b); the effect's controller chooses one card among them matching ``filter``
    (a decision; none when no card matches; ``may``: choosing none is allowed), then that card
    is discarded by its owner or exiled (``fate``). "It" afterwards is that card."""

    who: PlayerRef
    filter: ObjectFilter
    fate: HandCardFate = HandCardFate.DISCARD
    may: bool = False
    wording: RevealWording = RevealWording.SENTENCES

    def _check(self) -> None:
        parts = self.filter.parts if isinstance(self.filter, AnyOf) else (self.filter,)
        if any(not isinstance(p, Filter) or p.zone is not Zone.HAND for p in parts):
            self.fail("the filter names cards in a hand")
        if self.wording is RevealWording.IF_YOU_DO and not self.may:
            self.fail("'If you do' follows 'you may choose'")
        if (self.wording is RevealWording.LOOK) != (self.fate is HandCardFate.BOTTOM_THEN_DRAW) \
                or (self.wording is RevealWording.LOOK and not self.may):
            self.fail("'Look at [player]'s hand. You may choose ...' puts the card on the bottom")
        if self.wording is RevealWording.AND_EXILE and self.fate is not HandCardFate.EXILE:
            self.fail("'and exile that card' exiles it")
