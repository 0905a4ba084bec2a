"""Rebound (CR 702.88a): "If you cast this spell from your hand, exile it as it resolves. At
the beginning of your next upkeep, you may cast this card from exile without paying its mana
cost." A resolving instant or sorcery with rebound cast from its owner's hand goes to exile
instead of the graveyard (a replacement effect, 614.1a) and a delayed triggered ability waits
for its controller's next upkeep (603.7), tied to the card staying in exile; as it resolves
the controller may cast the card without paying its mana cost (118.9, timing ignored,
608.2g); if they don't, it stays exiled."""

from __future__ import annotations

from mtgrules.cards.registry import get_card
from mtgrules.log import log_event, name_of
from mtgrules.model.abilities import Keyword, TriggeredAbility
from mtgrules.model.base import KeywordName, Step
from mtgrules.model.miracle import ReboundCast
from mtgrules.model.triggers import BeginningOf
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import GameObject

REBOUND_CAST = TriggeredAbility(
    "rebound:cast", "At the beginning of your next upkeep, you may cast this card from exile "
    "without paying its mana cost.", event=BeginningOf(Step.UPKEEP), effect=(ReboundCast(),))
"""The rebound delayed trigger (CR 702.88a), shared; its ``source`` is the exiled card."""


def has_rebound(card_name: str) -> bool:
    """Whether the card has rebound (CR 702.88a)."""
    return any(isinstance(a, Keyword) and a.name is KeywordName.REBOUND
               for a in get_card(card_name).abilities)


def rebounds(o: GameObject, zone: str) -> bool:
    """Whether resolving spell ``o``, about to go to ``zone``, is exiled by rebound instead:
    a spell (not a copy) cast from its owner's hand going to the graveyard (CR 702.88a)."""
    return zone == "graveyard" and o.kind == "card" and o.cast and \
        o.chosen.get("cast_from") == "hand" and has_rebound(o.card)


def after_rebound(s: GameState, new: int, controller: int) -> None:
    """Card ``new`` was exiled by rebound: its delayed trigger waits for ``controller``'s
    next upkeep, as long as the card stays in exile (CR 702.88a, 603.7)."""
    s.delayed.append({"event": "step_begin", "match": {"step": "upkeep", "active": controller},
                      "ability": REBOUND_CAST.key, "source": new, "controller": controller,
                      "once": True, "source_zone": "exile"})
    s.touch()
    log_event(s, "rebound", "702.88a", f"{name_of(s, new)} is exiled (rebound); "
              f"{s.players[controller].name} may cast it at their next upkeep", controller, [new])
