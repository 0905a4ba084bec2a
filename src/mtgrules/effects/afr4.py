"""Executing :mod:`mtgrules.model.afr4`."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.registry import get_ability
from mtgrules.effects import ops
from mtgrules.effects.refs import died_card, players
from mtgrules.log import log_event, name_of
from mtgrules.model.afr4 import (
    AdditionalCombatPhase,
    ItDealsDamage,
    LoseGame,
)
from mtgrules.model.effects import DealDamage
from mtgrules.model.keyword_abilities import ReturnDiedToBattlefield, TriggerKeyword
from mtgrules.rules.sba import lose
from mtgrules.rules.zone_change import move
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState

_RETURN_KEYWORDS = {TriggerKeyword.UNDYING: "702.93a", TriggerKeyword.PERSIST: "702.79a"}
"""The keywords whose trigger returns the card with a counter, and their rules."""


def lose_game(s: GameState, f: Frame, e: LoseGame) -> bool:
    """CR 104.3e: each named player still in the game loses it."""
    for pid in players(s, f, e.who):
        if not s.players[pid].lost:
            lose(s, pid, "104.3e", "an effect says so")
    return True


def it_deals_damage(s: GameState, f: Frame, e: ItDealsDamage) -> bool:
    """The source deals the damage (:func:`mtgrules.effects.ops.deal_damage`, with its last
    known information when it has left, CR 603.10a)."""
    return ops.deal_damage(s, f, DealDamage(e.amount, e.to))


def return_died_to_battlefield(s: GameState, f: Frame, e: ReturnDiedToBattlefield) -> bool:
    """The card the source became in the graveyard enters the battlefield under its owner's
    control (CR 603.6d, 110.2), tapped and with the counter if the text says so (122.6);
    nothing happens if it left that graveyard (400.7). Undying's and persist's triggers (CR
    702.93a, 702.79a: the ability's keyword) log their own rule as ``return_with_counter``."""
    card = died_card(s, f)
    if card is None:
        return True
    owner = s.objects[card].owner
    info: dict[str, Any] = {"enters_with": {e.counter.value: 1}} if e.counter else {}
    new = move(s, card, "battlefield", tapped=e.tapped, controller=owner, info=info or None)
    tag = getattr(get_ability(str(f.data["key"])), "keyword_tag", None)
    with_counter = f" with a {e.counter.value} counter" if e.counter else ""
    if tag is not None and tag.name in _RETURN_KEYWORDS:
        log_event(s, "return_with_counter", _RETURN_KEYWORDS[tag.name],
                  f"{name_of(s, new)} returns to the battlefield{with_counter}", owner, [new])
    else:
        log_event(s, "return_to_battlefield", "603.6d", f"{name_of(s, new)} returns to the "
                  f"battlefield under its owner's control{with_counter}", owner, [new])
    return True


def additional_combat_phase(s: GameState, f: Frame, e: AdditionalCombatPhase) -> bool:
    """CR 500.8: one more combat phase directly after this one (``turn_flags["extra_combats"]``,
    read by :mod:`mtgrules.rules.turn` as the end of combat step ends)."""
    s.turn_flags["extra_combats"] = int(s.turn_flags.get("extra_combats", 0)) + 1
    s.turn_flags.setdefault("combat_phases", 1)  # (a game set up in combat: this is the first)
    log_event(s, "additional_phase", "500.8", "there is an additional combat phase after this "
              "phase", int(f.data["ctx"]["controller"]))
    return True
