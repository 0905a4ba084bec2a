"""Amounts the effect's own text defines (:mod:`mtgrules.model.where_x`):

- ``"[sentence naming X], where X is [amount]"`` (CR 107.3c): any effect sentence another
  reader reads with the amount X (``"Each opponent loses X life"``, ``"Target creature gets
  +X/+X until end of turn"``), and an amount phrase of :func:`parse_defined_amount` ("your
  devotion to black", CR 700.5; "the number of ..."); the model is
  :class:`~mtgrules.model.WhereX` around the sentence's effects;
- ``"[sentence with 'a number of'] equal to [amount]"``: the same, read as the sentence with X
  in place of "a number of" (``"Create a number of 1/0 blue Elemental creature tokens equal
  to your devotion to blue"``, :class:`~mtgrules.model.where_x.XWording`);
- ``"You gain life equal to the life lost this way"`` (CR 119.3):
  :class:`~mtgrules.model.GainLifeLostThisWay` (the card checks accept it only after an
  effect making players lose life, :mod:`mtgrules.cards.checks`).
"""

from __future__ import annotations

import re

from mtgrules.model.amounts import Amount, X
from mtgrules.model.base import walk
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.where_x import GainLifeLostThisWay, WhereX, XWording
from mtgrules.oracle import effects
from mtgrules.oracle.cda import parse_cda_amount, render_cda_amount
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.effects import _player as parse_player
from mtgrules.oracle.effects import _render_player as render_player
from mtgrules.oracle.effects_base import cap, low

_WHERE = re.compile(r"(.+), where X is (.+)")
_A_NUMBER = re.compile(r"(.+) equal to (.+)")
_LOST = re.compile(r"(.+?) (gain|gains) life equal to the life lost this way")


def parse_defined_amount(s: str) -> Amount | None:
    """The amount phrase after "where X is": the P/T-defining amounts
    (:func:`mtgrules.oracle.cda.parse_cda_amount`: devotion, "the number of ...", "your life
    total"); None for another phrase."""
    a = parse_cda_amount(s)
    return None if a is None or any(isinstance(n, X) for n in walk(a)) else a


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """A sentence of this family (capitalised, no final period); None for others."""
    m = _WHERE.fullmatch(s)
    if m is not None:
        value = parse_defined_amount(m.group(2))
        if value is None:
            return None
        body = effects.parse_sentence(m.group(1), slots)
        if not body or not any(isinstance(n, X) for e in body for n in walk(e)):
            return None
        return [WhereX(tuple(body), value)]
    m = _A_NUMBER.fullmatch(s)
    if m is not None and m.group(1).count(" a number of ") == 1 and " X" not in s:
        value = parse_defined_amount(m.group(2))
        if value is None:
            return None
        body = effects.parse_sentence(m.group(1).replace(" a number of ", " X "), slots)
        if not body or not any(isinstance(n, X) for e in body for n in walk(e)):
            return None
        return [WhereX(tuple(body), value, XWording.A_NUMBER)]
    m = _LOST.fullmatch(s)
    if m is not None:
        who = parse_player(low(m.group(1)), slots)
        if who is None or (m.group(2) == "gain") != (m.group(1) == "You"):
            return None
        return [GainLifeLostThisWay(who)]
    return None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse` (no final period); None for other nodes. Raises
    ValueError for an amount with no rendering."""
    if isinstance(e, WhereX):
        if len(e.effects) != 1:
            return None
        body = effects.render_node(e.effects[0], targets)  # type: ignore[arg-type]
        value = render_cda_amount(e.value)
        if e.wording is XWording.A_NUMBER:
            if body.count(" X ") != 1:
                raise ValueError("'a number of' in place of one X")
            return f"{body.replace(' X ', ' a number of ')} equal to {value}"
        return f"{body}, where X is {value}"
    if isinstance(e, GainLifeLostThisWay):
        who = cap(render_player(e.who, targets))
        return f"{who} {'gain' if who == 'You' else 'gains'} life equal to the life lost this way"
    return None

