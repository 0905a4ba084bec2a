"""Pumps whose X the sentence defines (beside :mod:`mtgrules.oracle.where_x`, which wraps any
sentence naming X) (CR 107.3c: "where X is [amount]"), counted once as
the effect begins (CR 608.2h) and locked in for its duration (CR 611.2c):

- ``"Creatures you control get +X/+X until end of turn, where X is the number of creatures
  you control"``;
- ``"Creatures you control gain trample and get +X/+X until end of turn, where X is ..."``
  (Craterhoof Behemoth; the keyword part first, as the sentence writes it);
- ``"Target creature gets +X/+X and gains trample until end of turn, where X is ..."``.

The amounts are the shared "equal to" amounts (:func:`mtgrules.oracle.counted.parse_count`:
"the number of [permanents] you control", "the greatest power among ...", "its power").
The model is one :class:`~mtgrules.model.ApplyContinuous` whose parts are a
:class:`~mtgrules.model.ModifyPT` of that amount (the toughness the same amount, or 0 for
"+X/+0") and, optionally, an :class:`~mtgrules.model.AddAbilities`, in the sentence's order.
"""

from __future__ import annotations

import re

from mtgrules.model import (
    AddAbilities,
    ApplyContinuous,
    Duration,
    Fixed,
    ModifyPT,
    PowerOf,
    ThisObject,
)
from mtgrules.model.amounts import Amount
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.oracle.counted import parse_count, render_count
from mtgrules.oracle.effects import Slots, _render_subject, _subject
from mtgrules.oracle.effects_base import grant, granted_keywords, kw_list, render_kw_list

_PT = r"\+X/([+-]0|\+X)"
_GET_FIRST = re.compile(r"(.+?) (gets?) " + _PT + r"(?: and (gains?) (.+?))? until end of "
                        r"turn, where X is (.+)")
_GAIN_FIRST = re.compile(r"(.+?) (gains?) (.+?) and (gets?) " + _PT + r" until end of turn, "
                         r"where X is (.+)")


def _pump(amount: Amount, tough: str) -> ModifyPT | None:
    if tough == "+X":
        return ModifyPT(amount, amount)
    return ModifyPT(amount, Fixed(0)) if tough == "+0" else None


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """A sentence of this family (capitalised, no final period) -> one ApplyContinuous until
    end of turn; None for other sentences (or a verb whose number doesn't agree with its
    subject, an amount the shared readers don't read)."""
    m = _GAIN_FIRST.fullmatch(s)
    if m is not None:  # tried first: the get-first pattern would take "... gain K and" whole
        subject, verb, kws_text, verb2, tough, amount_text = m.groups()
        first_gain = True
    else:
        m = _GET_FIRST.fullmatch(s)
        if m is None:
            return None
        subject, verb, tough, verb2, kws_text, amount_text = m.groups()
        first_gain = False
    plural = verb in ("get", "gain")
    if verb2 is not None and (verb2 in ("get", "gain")) != plural:
        return None
    amount = parse_count(amount_text)
    pump = _pump(amount, tough) if amount is not None else None
    kws = kw_list(kws_text) if kws_text is not None else ()
    if pump is None or kws is None:
        return None
    what = _subject(subject, plural, slots)
    if what is None or (amount == PowerOf(ThisObject()) and what != ThisObject()):
        return None  # "its power" of a target is that creature's, not the source's
    parts: tuple[ModifyPT | AddAbilities, ...] = (pump,)
    if kws:
        parts = (grant(kws), pump) if first_gain else (pump, grant(kws))
    return [ApplyContinuous(what, parts, Duration.END_OF_TURN)]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse` (no final period); None for other nodes."""
    if not isinstance(e, ApplyContinuous) or e.duration is not Duration.END_OF_TURN or \
            not 1 <= len(e.parts) <= 2:
        return None
    pumps = [p for p in e.parts if isinstance(p, ModifyPT)]
    grants = [p for p in e.parts if isinstance(p, AddAbilities)]
    if len(pumps) != 1 or len(grants) != len(e.parts) - 1:
        return None
    pump = pumps[0]
    amount = render_count(pump.power)
    if amount is None or pump.toughness not in (pump.power, Fixed(0)):
        return None
    tough = "+X" if pump.toughness == pump.power else "+0"
    try:
        subject, plural = _render_subject(e.what, targets)
        kws = render_kw_list(granted_keywords(grants[0].abilities)) if grants else ""
    except ValueError:
        return None
    s = "" if plural else "s"
    get = f"get{s} +X/{tough}"
    if not grants:
        body = get
    elif isinstance(e.parts[0], AddAbilities):
        body = f"gain{s} {kws} and {get}"
    else:
        body = f"{get} and gain{s} {kws}"
    return f"{subject} {body} until end of turn, where X is {amount}"
