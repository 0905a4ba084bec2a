"""Exiling a permanent and returning it (CR 400.7, 406, 610.3 "blink"): ``"Exile target
creature you control, then return that card to the battlefield under your control."``,
``"... then return it to the battlefield under its owner's control."``; the linked return
``"Return the exiled card(s) to the battlefield under its/their owner's control"`` and
``"... to their owners' hands"`` (CR 607.2a, :func:`parse_exiled`).

The return is a :class:`~mtgrules.model.MoveTo` of :class:`~mtgrules.model.refs.Those` (the
card the exile just made, a new object, CR 400.7) from exile to the battlefield, under its
owner's control or the ability's controller's (CR 110.2a); a token that left the battlefield
can't come back (CR 111.8). The text's word for the card ("it", "that card", "them", "those
cards") is kept in the reference for the rendering.

Also ``"Exile target ... until ~ leaves the battlefield"`` (CR 610.3,
:class:`~mtgrules.model.exile_until.ExileUntilSourceLeaves`).
"""

from __future__ import annotations

import re

from mtgrules.model import MoveTo, TargetKind, TargetRef, Zone
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.exile_until import ExileUntilSourceLeaves
from mtgrules.model.refs import ExiledCards, Those
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.phrases import common, parse_target, render_target

_RETURN = re.compile(r"Return (it|that card|them|those cards) to the battlefield under "
                     r"(its owner's|their owner's|your) control")
_SINGULAR = ("it", "that card")


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """The return sentence (no final period), of "it" or of "the exiled card(s)"
    (:func:`parse_exiled`); None if not of this family."""
    m = _RETURN.fullmatch(s)
    if m is None:
        return parse_exiled(s, slots)
    word, whose = m.groups()
    if whose != "your" and (word in _SINGULAR) != (whose == "its owner's"):
        return None
    return [MoveTo(Those(word), Zone.BATTLEFIELD, from_zone=Zone.EXILE,
                   under_your_control=whose == "your")]


_EXILED = re.compile(r"Return the exiled (card|cards) to (?:the battlefield under (its owner's|"
                     r"their owner's|their owners'|your) control|(its owner's hand|their "
                     r"owner's hand|their owners' hands))")


def parse_exiled(s: str, slots: Slots) -> list[Effect] | None:
    """``"Return the exiled card to the battlefield under its owner's control"``, ``"Return the
    exiled cards to their owners' hands"``: the cards the source's linked ability exiled
    (CR 607.2a, :class:`~mtgrules.model.refs.ExiledCards`); None if not of this form."""
    m = _EXILED.fullmatch(s)
    if m is None:
        return None
    noun, control, hand = m.groups()
    whose = control or hand
    plural = noun == "cards"
    if whose != "your" and whose.startswith("its") == plural:
        return None
    what = ExiledCards(plural, "owners'" in whose)
    if control is not None:
        return [MoveTo(what, Zone.BATTLEFIELD, from_zone=Zone.EXILE,
                       under_your_control=whose == "your")]
    return [MoveTo(what, Zone.HAND, from_zone=Zone.EXILE)]


def _render_exiled(e: MoveTo, what: ExiledCards) -> str | None:
    owners = "its owner's" if not what.plural else         "their owners'" if what.owners else "their owner's"
    head = f"Return the exiled card{'s' if what.plural else ''} to"
    if e.from_zone != Zone.EXILE:
        return None
    if e.to == Zone.BATTLEFIELD:
        if e.under_your_control and what.owners:
            return None
        return f"{head} the battlefield under {'your' if e.under_your_control else owners} " \
            "control"
    if e.to == Zone.HAND and not e.under_your_control:
        return f"{head} {owners} hand{'s' if what.owners else ''}"
    return None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse` and :func:`parse_exiled`; None for other nodes."""
    if isinstance(e, MoveTo) and isinstance(e.what, ExiledCards):
        return _render_exiled(e, e.what)
    if not (isinstance(e, MoveTo) and isinstance(e.what, Those) and e.to == Zone.BATTLEFIELD
            and e.from_zone == Zone.EXILE and e.what.word):
        return None
    word = e.what.word
    whose = "your" if e.under_your_control else \
        "its owner's" if word in _SINGULAR else "their owner's"
    return f"Return {word} to the battlefield under {whose} control"


_UNTIL = re.compile(r"Exile (.+) until ~ leaves the battlefield")


def parse_until(s: str, slots: Slots) -> list[Effect] | None:
    """``Exile target creature an opponent controls until ~ leaves the battlefield`` (CR
    610.3); None if not of this form."""
    m = _UNTIL.fullmatch(s)
    if m is None:
        return None
    t = parse_target(m.group(1))
    if t is None or t.kind != TargetKind.OBJECT or common(t.filter).zone != Zone.BATTLEFIELD:
        return None
    return [ExileUntilSourceLeaves(slots.add(t))]


def render_until(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse_until`; None for other nodes."""
    if not isinstance(e, ExileUntilSourceLeaves) or not isinstance(e.what, TargetRef):
        return None
    return f"Exile {render_target(targets[e.what.slot])} until ~ leaves the battlefield"
