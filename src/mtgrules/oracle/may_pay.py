"""``"You may pay [cost]. If you do, [effect]."`` (CR 118.3, 119.4, 608.2c): the optional
payment (:class:`~mtgrules.model.if_you_do.MayPay`: ``"You may pay {1}"``, ``"You may pay 2
life"``) and what follows only if it was made (:class:`~mtgrules.model.if_you_do.IfYouDo`).
"If you do" compiles only right after such a payment (:func:`check_if_you_do`). Declared in
:mod:`mtgrules.oracle.readers`; the other optional actions ("You may discard a card. If you
do") are :mod:`mtgrules.oracle.if_you_do`'s."""

from __future__ import annotations

import dataclasses
import re

from mtgrules.mana import ManaCost, ManaError
from mtgrules.model.base import walk
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.if_you_do import IfYouDo, MayPay
from mtgrules.oracle import effects
from mtgrules.oracle.effects_base import cap, low
from mtgrules.oracle.errors import Unsupported


def parse(s: str, slots: effects.Slots) -> list[Effect] | None:
    """``You may pay [mana]`` / ``You may pay N life`` / ``If you do, [effect]`` (capitalised,
    no final period); None for other sentences."""
    m = re.fullmatch(r"You may pay ((?:\{[0-9WUBRGC]\})+|(\d+) life)", s)
    if m:
        if m.group(2):
            return [MayPay(life=int(m.group(2)))] if int(m.group(2)) > 0 else None
        try:
            mana = ManaCost.parse(m.group(1))
        except (ValueError, ManaError):
            return None
        return [MayPay(mana=mana)]
    m = re.fullmatch(r"If you do, (.+)", s)
    if m:
        got = effects.parse_sentence(cap(m.group(1)), slots)
        if not got:
            return None
        return [IfYouDo(tuple(got))]
    return None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse` (no final period); None for other nodes."""
    match e:
        case MayPay(life=n) if n:
            return f"You may pay {n} life"
        case MayPay(mana=mana):
            return f"You may pay {mana}"
        case IfYouDo(effects=(one,)):
            return "If you do, " + low(effects.render_node(one, targets))  # type: ignore[arg-type]
    return None


def check_if_you_do(a: object) -> None:
    """Raise Unsupported unless each "If you do" of ability ``a`` directly follows the
    optional payment it refers to (CR 608.2c): after another optional action ("You may
    discard a card. If you do, ...") whether it was done is not tracked yet."""
    for n in walk(a):
        for fld in dataclasses.fields(n):
            seq = getattr(n, fld.name)
            if not isinstance(seq, tuple):
                continue
            for i, e in enumerate(seq):
                if isinstance(e, IfYouDo) and (i == 0 or not isinstance(seq[i - 1], MayPay)):
                    raise Unsupported("'If you do' after an action other than an optional "
                                      "payment")
