"""Executing :class:`~mtgrules.model.MayIfYouDo` (CR 608.2c, 608.2d): the optional action
is offered only when it can be done; declined or impossible, neither it nor what follows
"if you do" happens. Likewise "You may pay [cost]. If you do" (:class:`MayPay`, CR 118.3,
119.4) and "You may discard a card. If you do" (:class:`MayDiscardThen`, 608.2d) of
:mod:`mtgrules.model.if_you_do`."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects import ops
from mtgrules.effects.refs import objects, players
from mtgrules.engine import ask, push, take_answer
from mtgrules.log import log_event
from mtgrules.model import (
    Discard,
    Draw,
    Each,
    Fixed,
    MoveTo,
    SacrificeChosen,
    TargetRef,
    ThisObject,
    Zone,
)
from mtgrules.model.effects import Effect
from mtgrules.model.if_you_do import MayDiscardThen, MayPay
from mtgrules.rules import actions
from mtgrules.rules.layers import compute_battlefield
from mtgrules.rules.mana_planner import can_pay
from mtgrules.state.decision import MAY, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


@dataclass(frozen=True, slots=True)
class MayDoStep:
    """"You may [first]. If you do, ...": when ``first`` can't be done, skip the next
    ``skip`` steps (the action and what follows) without asking; else ask as "you may"."""

    prompt: str
    skip: int
    first: Effect


def can_do(s: GameState, f: Frame, e: Effect) -> bool:
    """Whether the controller can do the optional action ``e`` now (all of it)."""
    match e:
        case Discard(count=Fixed(n=n), who=who):
            return all(len(s.players[p].hand) >= n for p in players(s, f, who))
        case Draw(count=Fixed(n=n), who=who):  # CR 121.1: drawn only from a big enough library
            return all(len(s.players[p].library) >= n for p in players(s, f, who))
        case SacrificeChosen(filter=flt, count=Fixed(n=n)):
            chars = compute_battlefield(s)
            ctrl = f.data["ctx"]["controller"]
            mine = [o for o in objects(s, f, Each(flt)) if chars[o].controller == ctrl]
            return len(mine) >= n
        case MoveTo(what=ThisObject(), to=Zone.EXILE):  # "you may exile ~" (CR 406.3)
            src = s.objects.get(f.data["ctx"]["source"])
            return src is not None and src.zone == "battlefield"
        case MoveTo(what=TargetRef() as ref, to=Zone.EXILE):  # a target still legal (608.2b)
            return bool(objects(s, f, ref))
    raise AssertionError(f"{type(e).__name__} is not an optional action of this template")


def may_do(s: GameState, f: Frame, step: MayDoStep) -> bool:
    """Run the step (see :class:`MayDoStep`); False while the yes/no decision is pending."""
    if "answer" not in f.data and not can_do(s, f, step.first):
        f.data["pc"] += step.skip
        return True
    return ops.may(s, f, step.prompt, step.skip)


_PAID = "paid"
"""The ctx variable recording whether the last optional payment was made."""


@dataclass(frozen=True, slots=True)
class IfYouDoStep:
    """"If you do, ...": skip the next ``skip`` steps unless the payment was made."""

    skip: int


def may_pay(s: GameState, f: Frame, e: MayPay) -> bool:
    """Offer the cost to the controller (a ``may`` decision, only when it can be paid, CR
    118.3; life: only with at least that much life, 119.4). Paying mana pushes the same
    ``pay`` frame as casting uses (mana abilities may be activated, CR 605.3a)."""
    ctx = f.data["ctx"]
    pid = int(ctx["controller"])
    p = s.players[pid]
    vs = ctx["vars"]
    ans = take_answer(f)
    if ans is None:
        vs[_PAID] = False
        what = f"{e.life} life" if e.life else str(e.mana)
        payable = p.life >= e.life if e.life else can_pay(s, pid, e.mana)
        if not payable:
            log_event(s, "cant_pay", "118.3", f"{p.name} can't pay {what}", pid)
            return True
        ask(s, pid, MAY, [Action("yes"), Action("no")], f"Pay {what}?")
        return False
    if ans.kind != "yes":
        return True
    vs[_PAID] = True
    if e.life:
        actions.lose_life(s, pid, e.life, rule="119.4")
    else:
        push(s, "pay", player=pid, cost=list(e.mana.symbols), obj=int(ctx["source"]),
             rule="118.3")
    return True


def if_you_do(s: GameState, f: Frame, e: IfYouDoStep) -> bool:
    """Skip the body unless the optional payment before it was made (CR 608.2c)."""
    if not f.data["ctx"]["vars"].get(_PAID):
        f.data["pc"] += e.skip
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
