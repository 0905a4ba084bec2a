"""``"You may [A]. If you do, [B]."`` (CR 608.2c, 608.2d): an optional action and what
follows only if it was done -> :class:`~mtgrules.model.MayIfYouDo`. The two sentences are
read as one (:func:`merge_if_you_do`, used by :func:`mtgrules.oracle.effects.parse_effect`).

[A] is an action whose feasibility the engine knows before asking, so "if you do" means "if
you chose to": discarding N cards (CR 701.9a; not possible with fewer in hand) and
sacrificing N permanents of a kind (701.21a; not possible with fewer), exiling the source
(406.3; possible while it is on the battlefield) or a target (possible while the target is
legal), and drawing N cards (121.1; offered only
when the library has N cards: a draw from a library too small draws fewer, so "if you do"
would not follow, and the choice of attempting it, 121.3, is not offered)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtgrules.model import (
    Discard,
    Draw,
    Fixed,
    MayIfYouDo,
    MoveTo,
    SacrificeChosen,
    TargetRef,
    TargetSlot,
    ThisObject,
    You,
    Zone,
)
from mtgrules.model.effects import Effect
from mtgrules.oracle.effects_base import cap, low

_MAY = re.compile(r"You may (.+?)\. If you do, (.+)")
_ACTIONS = ("You may discard ", "You may sacrifice ", "You may exile ~.", "You may draw ",
            "You may exile target ")
"""The optional actions joined with their "If you do" (optional payments are another
family's, :mod:`mtgrules.oracle.may_pay`)."""


def merge_if_you_do(sents: list[str]) -> list[str]:
    """Join each "If you do, ..." sentence to the "You may ..." sentence before it."""
    out: list[str] = []
    for sent in sents:
        if out and sent.startswith("If you do, ") and out[-1].startswith(_ACTIONS) and \
                ". If you do, " not in out[-1]:
            out[-1] = out[-1] + " " + sent
        else:
            out.append(sent)
    return out


def doable(e: Effect) -> bool:
    """Whether ``e`` is an optional action this template reads (see the module doc)."""
    match e:
        case Discard(count=Fixed(), who=You()):
            return True
        case SacrificeChosen(who=You(), count=Fixed()):
            return True
        case MoveTo(what=ThisObject(), to=Zone.EXILE, from_zone=None, under_your_control=False):
            return True  # "you may exile ~" (CR 406.3): while it is on the battlefield
        case MoveTo(what=TargetRef(), to=Zone.EXILE, from_zone=None, under_your_control=False):
            return True  # "you may exile target creature card from your graveyard": while
            # the target is legal (else the ability doesn't resolve, CR 608.2b)
        case Draw(who=You(), count=Fixed()):
            return True
    return False


def parse(s: str, slots: Any, sentence: Callable[[str, Any], list[Effect] | None]
          ) -> list[Effect] | None:
    """The joined sentence (capitalised, no final period); None for others."""
    m = _MAY.fullmatch(s)
    if not m:
        return None
    first = sentence(cap(m.group(1)), slots)
    if first is None or len(first) != 1 or not doable(first[0]):
        return None
    then = sentence(cap(m.group(2)), slots)
    if then is None or len(then) != 1:
        return None
    return [MayIfYouDo("You may " + m.group(1) + "?", tuple(first), tuple(then))]


def render(e: Effect, targets: tuple[TargetSlot, ...],
           node: Callable[[Effect, tuple[TargetSlot, ...]], str]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not isinstance(e, MayIfYouDo) or len(e.effects) != 1 or len(e.then) != 1:
        return None
    first = low(node(e.effects[0], targets))
    if e.prompt != f"You may {first}?":
        return None
    return f"You may {first}. If you do, {low(node(e.then[0], targets))}"
