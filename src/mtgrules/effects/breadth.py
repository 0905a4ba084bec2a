"""One-shot effects of the breadth templates (:mod:`mtgrules.model.breadth`)."""

from __future__ import annotations

from mtgrules.effects.refs import died_card
from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.breadth import MayDiscardThen, ReturnDiedCard
from mtgrules.rules.zone_change import move
from mtgrules.state.decision import MAY, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


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


def may_discard_then(s: GameState, f: Frame, e: MayDiscardThen, rest: int) -> bool:
    """"You may discard a card. If you do, ..." (CR 608.2d): offered only when the controller
    has ``e.count`` cards in hand (else they can't, so they don't); declining skips the
    ``rest`` steps after it (the discard and what it enables)."""
    pid = int(f.data["ctx"]["controller"])
    ans = take_answer(f)
    if ans is None:
        if len(s.players[pid].hand) < e.count:
            log_event(s, "cant_discard", "701.9b", f"{s.players[pid].name} can't discard "
                      f"{e.count} card(s)", pid)
            f.data["pc"] += rest
            return True
        ask(s, pid, MAY, [Action("yes"), Action("no")],
            f"{s.players[pid].name}: discard {e.count} card(s)? (if you do, the rest of the "
            "effect happens)")
        return False
    if ans.kind != "yes":
        f.data["pc"] += rest
    return True
