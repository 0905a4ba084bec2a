"""The ops of returning to hand: :class:`~mtgrules.model.returns.ReturnChosenToHand` (CR
400.7, 608.2d): the ability's controller chooses one matching permanent they control; it
returns to its owner's hand. The choice is a decision (DESIGN 2); with one candidate there is
nothing to choose. And :class:`~mtgrules.model.returns.ReturnDiedCard` (603.6d)."""

from __future__ import annotations

from mtgrules.effects.refs import died_card, set_those
from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
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
