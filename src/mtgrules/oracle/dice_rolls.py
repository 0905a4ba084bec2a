"""Rolling a die as an effect (CR 706): ``"Roll a d20."`` with or without its results table
(the table's rows are read by :mod:`mtgrules.oracle.dice`), and ``"You create a number of 1/1
... tokens equal to the result"`` (706.2, :class:`~mtgrules.model.RollResult`).

Declared in :mod:`mtgrules.oracle.readers`: :func:`parse` with the sentence parsers,
:func:`render` for ``RollDie`` and :func:`render_token_count` for ``CreateToken``.
"""

from __future__ import annotations

import re

from mtgrules.model import CreateToken, RollDie, RollResult, TargetSlot, You
from mtgrules.model.effects import Effect
from mtgrules.oracle import effects
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.tokens import parse_token, render_token, token_def


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """One sentence (no final period) of this family; None otherwise."""
    if (m := re.fullmatch(r"Roll a d(\d+)", s)) and int(m.group(1)) >= 2:
        return [RollDie(int(m.group(1)))]
    m = re.fullmatch(r"You create a number of (.+) tokens equal to the result", s)
    if m and (d := parse_token(m.group(1) + " token")) is not None:  # CR 706.2
        return [CreateToken(d.name, RollResult(), You())]
    return None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """``"Roll a d20"`` and its table's rows; None for other nodes."""
    match e:
        case RollDie(sides=n, rows=()):
            return f"Roll a d{n}"
        case RollDie():
            from mtgrules.oracle.dice import render_rows  # dice reads rows with effects
            try:
                return render_rows(e, targets, effects.render_node)
            except ValueError:  # a row with no rendering
                return None
    return None


def render_token_count(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """``"You create a number of ... tokens equal to the result"``; None for other nodes."""
    match e:
        case CreateToken(count=RollResult(), who=You()) if not \
                token_def(e.token).type_line.supertypes:
            text = render_token(token_def(e.token))[: -len(" token")]
            return f"You create a number of {text} tokens equal to the result"
    return None
