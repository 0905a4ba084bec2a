"""The ops of returning to hand: :class:`~mtgrules.model.returns.ReturnChosenToHand` (CR
400.7, 608.2d): the ability's controller chooses one matching permanent they control; it
returns to its owner's hand. The choice is a decision (DESIGN 2); with one candidate there is
nothing to choose. And :class:`~mtgrules.model.returns.ReturnDiedCard` (603.6d), and undying's and persist's
return to the battlefield (702.93a, 702.79a)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.registry import get_ability
from mtgrules.effects.refs import died_card, set_those
from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.keyword_abilities import ReturnDiedToBattlefield, TriggerKeyword
from mtgrules.model.returns import ReturnChosenToHand, ReturnDiedCard
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import compute_battlefield
from mtgrules.rules.zone_change import move
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def return_chosen_to_hand(s: GameState, f: Frame, e: ReturnChosenToHand) -> bool:
    """Ask the controller to choose (when several qualify), then return the chosen permanent
    to its owner's hand. True when done, False when a decision is pending."""
    ctx = f.data["ctx"]
    pid, src = int(ctx["controller"]), ctx.get("source")
    ans = take_answer(f)
    if ans is not None:
        pick: int | None = ans.args[0]
    else:
        chars = compute_battlefield(s)
        cands = [oid for oid in s.battlefield if oid in chars and chars[oid].controller == pid
                 and matches(s, oid, chars[oid], e.filter, pid, src)]
        if len(cands) > 1:
            ask(s, pid, CHOOSE, [Action("choose_card", (oid,)) for oid in cands],
                "Choose a permanent to return to its owner's hand")
            return False
        pick = cands[0] if cands else None
    if pick is None or s.objects[pick].zone != "battlefield":
        set_those(f, [])
        return True
    log_event(s, "bounce", "400.7", f"{name_of(s, pick)} returns to its owner's hand", pid,
              [pick])
    set_those(f, [move(s, pick, "hand")])
    return True


def return_died_card(s: GameState, f: Frame, e: ReturnDiedCard) -> bool:
    """"Return it to its owner's hand" (CR 603.6d, 400.7): the card the permanent became in
    the graveyard (the leaves event's new object) is put into its owner's hand; nothing
    happens if it is no longer in that graveyard (a new object, CR 400.7)."""
    card = died_card(s, f)
    if card is None:
        return True
    owner = s.objects[card].owner
    new = move(s, card, "hand")
    log_event(s, "return_to_hand", "603.6d", f"{name_of(s, new)} returns to its owner's hand "
              "from the graveyard", owner, [new])
    return True


_RETURN_KEYWORDS = {TriggerKeyword.UNDYING: "702.93a", TriggerKeyword.PERSIST: "702.79a"}
"""The keywords whose trigger returns the card with a counter, and their rules."""


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
