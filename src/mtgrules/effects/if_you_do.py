"""Executing :class:`~mtgrules.model.MayIfYouDo` (CR 608.2c, 608.2d): the optional action
is offered only when it can be done; declined or impossible, neither it nor what follows
"if you do" happens."""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.effects import ops
from mtgrules.effects.refs import objects, players
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
from mtgrules.rules.layers import compute_battlefield
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
