"""Graveyards: ``"Exile target player's graveyard"``, ``"Exile all graveyards"``,
``"Exile each opponent's graveyard"`` (:class:`~mtgrules.model.ExileGraveyard`, CR 406.1), and
returning cards from a graveyard (CR 400.7, 404): ``"Return target creature card from your
graveyard to the battlefield"`` (the card's owner is you, so it enters under your control,
CR 110.2), ``"Return target creature card with mana value 3 or less from your graveyard to the
battlefield"``, and a card's own ``"Return ~ from your graveyard to your hand"`` (an
activated ability that functions in the graveyard, CR 113.6), and the untargeted ``"Return a
land you control to its owner's hand"`` (the controller chooses as it resolves, 608.2d). (Returning a target card to the
hand is read by :mod:`mtgrules.oracle.effects`.)"""

from __future__ import annotations

import re

from mtgrules.model import (
    EachOpponent,
    EachPlayer,
    ExileGraveyard,
    MoveTo,
    ReturnChosenToHand,
    TargetKind,
    TargetRef,
    ThisObject,
    Whose,
    Zone,
)
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.phrases import (
    common,
    parse_permanents,
    parse_target,
    render_permanents,
    render_target,
    with_fields,
)


def _article(noun: str) -> str:
    return "an" if noun[:1] in "aeiou" else "a"

SELF_TO_HAND = MoveTo(ThisObject(), Zone.HAND, from_zone=Zone.GRAVEYARD)
""""Return ~ from your graveyard to your hand": an ability of the card in its owner's
graveyard (CR 113.6)."""


SELF_TO_BATTLEFIELD = MoveTo(ThisObject(), Zone.BATTLEFIELD, from_zone=Zone.GRAVEYARD)
""""Return ~ from your graveyard to the battlefield" (Bloodghast, Vengevine): a triggered
ability of the card in its owner's graveyard (CR 113.6k); it enters under its owner's control
(110.2)."""

_SELF_RETURNS = {"Return ~ from your graveyard to your hand": SELF_TO_HAND,
                 "Return ~ from your graveyard to the battlefield": SELF_TO_BATTLEFIELD}
_SELF_RETURN_TEXT = {v: k for k, v in _SELF_RETURNS.items()}


_EXILE_ALL: dict[str, EachPlayer | EachOpponent] = {
    "Exile all graveyards": EachPlayer(), "Exile each opponent's graveyard": EachOpponent()}


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """A return-from-graveyard sentence (no final period); None if not of this family."""
    if s in _SELF_RETURNS:
        return [_SELF_RETURNS[s]]
    if s in _EXILE_ALL:
        return [ExileGraveyard(_EXILE_ALL[s])]
    m = re.fullmatch(r"Exile (target player|target opponent)'s graveyard", s)
    if m:
        t = parse_target(m.group(1))
        return None if t is None else [ExileGraveyard(slots.add(t))]
    m = re.fullmatch(r"Return (a|an) (.+) you control to its owner's hand", s)
    if m:
        f = parse_permanents(m.group(2) + " you control")
        if f is None or common(f).other or m.group(1) != _article(m.group(2)):
            return None
        return [ReturnChosenToHand(f)]
    m = re.fullmatch(r"Return (.+ from your graveyard) to the battlefield", s)
    if not m:
        return None
    t = parse_target(m.group(1))
    if t is None or t.kind != TargetKind.OBJECT or common(t.filter).zone != Zone.GRAVEYARD:
        return None
    return [MoveTo(slots.add(t), Zone.BATTLEFIELD, from_zone=Zone.GRAVEYARD)]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if e in _SELF_RETURN_TEXT:
        return _SELF_RETURN_TEXT[e]
    if isinstance(e, ExileGraveyard):
        if isinstance(e.who, TargetRef):
            return f"Exile {render_target(targets[e.who.slot])}'s graveyard"
        text = next((k for k, v in _EXILE_ALL.items() if v == e.who), None)
        if text is None:
            raise ValueError("exiling the graveyards of players with no rendering")
        return text
    if isinstance(e, ReturnChosenToHand):
        if common(e.filter).controller != Whose.YOU or common(e.filter).other:
            raise ValueError("a chosen return of another player's permanent")
        noun = render_permanents(with_fields(e.filter, controller=Whose.ANY))
        return f"Return {_article(noun)} {noun} you control to its owner's hand"
    if not (isinstance(e, MoveTo) and e.to == Zone.BATTLEFIELD and
            e.from_zone == Zone.GRAVEYARD and isinstance(e.what, TargetRef)):
        return None
    t = targets[e.what.slot]
    if e.under_your_control or t.kind != TargetKind.OBJECT or \
            common(t.filter).controller != Whose.YOU:
        raise ValueError("a return from a graveyard without a rendering")
    return f"Return {render_target(t)} to the battlefield"
