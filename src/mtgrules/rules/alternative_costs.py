"""Paying the parts of an alternative cost that aren't mana (CR 118.9, 601.2h, 119.4): "You
may pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost"
(Force of Will), "return an Island you control to its owner's hand" (Daze), "sacrifice two
Mountains" (Fireblast).

:func:`parts_payable` judges, before the cost is offered, whether the parts could be paid (a
player can pay life only up to their life total, CR 119.4; the spell itself is on the stack,
not in the hand, when the cost is paid, so it is never one of the cards exiled).
:func:`pay_parts` pays them after the mana (601.2h), one ``choose`` decision per object when
there is a choice. The parts paid so far are kept in the cast frame (``alt_parts``).
"""

from __future__ import annotations

from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.costs import ChooseOthers, Cost
from mtgrules.rules.actions import lose_life, sacrifice
from mtgrules.rules.cost_choices import note_sacrificed
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import characteristics, compute_battlefield
from mtgrules.rules.zone_change import move
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState

_PARTS = ("exile_from_hand", "return_to_hand", "sacrifice")


def has_parts(c: Cost) -> bool:
    """Whether the alternative cost ``c`` has parts other than mana."""
    return bool(c.life) or any(getattr(c, k) is not None for k in _PARTS)


def _candidates(s: GameState, player: int, oid: int, key: str, spec: ChooseOthers
                ) -> list[int]:
    if key == "exile_from_hand":  # other cards of the hand (CR 118.9)
        return [x for x in s.players[player].hand if x != oid
                and matches(s, x, characteristics(s, x), spec.filter, player, oid)]
    chars = compute_battlefield(s)
    return [x for x in s.battlefield if chars[x].controller == player
            and matches(s, x, chars[x], spec.filter, player, oid)]


def parts_payable(s: GameState, player: int, oid: int, c: Cost) -> bool:
    """Whether ``player`` casting ``oid`` could pay the non-mana parts of ``c`` now (CR
    119.4: life up to their life total; enough matching cards and permanents)."""
    if c.life and s.players[player].life < c.life:
        return False
    for key in _PARTS:
        spec = getattr(c, key)
        if spec is not None and len(_candidates(s, player, oid, key, spec)) < spec.count:
            return False
    return True


def pay_parts(s: GameState, f: Frame, player: int, oid: int, c: Cost, name: str) -> bool:
    """Pay the non-mana parts of alternative cost ``c`` for spell ``oid`` (CR 601.2h): the
    life (119.4), then each card exiled from the hand, each permanent returned or sacrificed.
    False while a question is pending."""
    d = f.data
    done = d.setdefault("alt_parts", {})
    if c.life and not done.get("life"):
        d["alt_parts"] = done = {**done, "life": True}
        lose_life(s, player, c.life, rule="119.4")
    for key in _PARTS:
        spec = getattr(c, key)
        n = int(done.get(key, 0))
        while spec is not None and n < spec.count:
            cands = _candidates(s, player, oid, key, spec)
            if not cands:
                break
            ans = take_answer(f)
            if ans is None and len(cands) > 1:
                ask(s, player, CHOOSE, [Action("choose_card", (x,)) for x in cands],
                    f"Choose {_NOUN[key]} to pay for {name}")
                return False
            pick = int(ans.args[0]) if ans is not None and ans.args and \
                int(ans.args[0]) in cands else cands[0]
            _pay_one(s, player, oid, key, pick, name)
            n += 1
            d["alt_parts"] = done = {**done, key: n}
    return True


_NOUN = {"exile_from_hand": "a card to exile from your hand",
         "return_to_hand": "a permanent to return to its owner's hand",
         "sacrifice": "a permanent to sacrifice"}


def _pay_one(s: GameState, player: int, oid: int, key: str, pick: int, name: str) -> None:
    who = s.players[player].name
    what = name_of(s, pick)
    if key == "sacrifice":
        note_sacrificed(s, oid, pick)  # "the sacrificed creature's power" (608.2h)
        sacrifice(s, pick, rule="601.2h")
        return
    if key == "exile_from_hand":
        new = move(s, pick, "exile")
        log_event(s, "exile", "601.2h", f"{who} exiles {what} from their hand to pay for "
                  f"{name}", player, [new])
        return
    new = move(s, pick, "hand")
    log_event(s, "return", "601.2h", f"{who} returns {what} to its owner's hand to pay for "
              f"{name}", player, [new])
