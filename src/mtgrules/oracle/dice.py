"""The results-table family (CR 706.3): an ability that rolls a die followed by its table lines,
``"When ~ enters, roll a d20."`` / ``"1—9 | Scry 1."`` / ``"10—19 | Scry 2."`` / ``"20 |
Scry 3."``. The roll instruction and its table are one ability (706.3b), so
:func:`group_tables` joins the table lines to the line that rolls (with newlines), and
:func:`parse_with_table` reads the first line with the other templates, then each row's effect
into the :class:`~mtgrules.model.RollDie` node it ends with. Rendering writes the rows back
(:func:`render_rows`), so the render check covers the whole table.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from mtgrules.model import (
    ActivatedAbility,
    CreateToken,
    Fixed,
    ResultRow,
    RollDie,
    SpellAbility,
    TriggeredAbility,
)
from mtgrules.model.base import Ability
from mtgrules.model.copies import CreateTokenCopy
from mtgrules.model.dungeons import ChooseTarget
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.roll_again import MayRollAgain
from mtgrules.model.triggers import RollNatural20, TriggerEvent
from mtgrules.oracle.copies import parse_roll_again
from mtgrules.oracle.effects import Slots, parse_effect
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line

_ROW = re.compile(r"(\d+)(?:—(\d+))? \| (.+)")


def group_tables(found: tuple[Line, ...]) -> tuple[Line, ...]:
    """``found`` with each results table's lines joined to the line before them (CR 706.3b)."""
    out: list[Line] = []
    for ln in found:
        if _ROW.fullmatch(ln.text) and out:
            prev = out.pop()
            ln = Line(prev.text + "\n" + ln.text, prev.raw + "\n" + ln.raw)
        out.append(ln)
    return tuple(out)


def is_table(text: str) -> bool:
    """Whether the joined line ``text`` is a roll followed by its results table."""
    rest = text.split("\n")[1:]
    return bool(rest) and all(_ROW.fullmatch(r) for r in rest)


def parse_with_table(text: str, parse_first: Callable[[str], tuple[Ability, ...]]
                     ) -> tuple[Ability, ...]:
    """The ability of a line with its results table (see the module doc). Raises
    Unsupported when the first line doesn't end by rolling, or a row isn't read."""
    first, *rows = text.split("\n")
    got = parse_first(first)
    if len(got) != 1 or not isinstance(got[0], SpellAbility | ActivatedAbility |
                                       TriggeredAbility):
        raise Unsupported("a results table after a line that is not one ability")
    a = got[0]
    if isinstance(a, SpellAbility) and a.modes or not a.effect or \
            a.effect[-1] != RollDie(a.effect[-1].sides if isinstance(a.effect[-1], RollDie)
                                    else 20):
        raise Unsupported("a results table not right after the roll (CR 706.3)")
    die = a.effect[-1]
    assert isinstance(die, RollDie)
    slots = Slots(list(a.targets))
    table: list[ResultRow] = []
    for row in rows:
        m = _ROW.fullmatch(row)
        if m is None:
            raise Unsupported(f"not a results table row: {row!r}")
        low = int(m.group(1))
        high = int(m.group(2)) if m.group(2) else low
        named = any(isinstance(x, ChooseTarget) for x in a.effect)
        body = m.group(3)
        table.append(ResultRow(low, high, _row_effect(body, slots, table, named),
                               those_tokens=_THOSE_TOKENS.fullmatch(
                                   body.removesuffix(_AGAIN)) is not None))
    covered = sorted(n for r in table for n in range(r.low, r.high + 1))
    if covered != list(range(1, die.sides + 1)):
        raise Unsupported("the results table doesn't cover each result once")
    effect = (*a.effect[:-1], RollDie(die.sides, tuple(table)))
    return (dataclasses.replace(a, effect=effect, targets=tuple(slots.targets)),)


_THOSE_TOKENS = re.compile(r"Create (one|two|three|four|five) of those tokens\.")
_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_AGAIN = " You may roll again."


def _row_effect(text: str, slots: Slots, before: list[ResultRow], those_ok: bool = False
                ) -> tuple[Effect, ...]:
    """A row's effect; ``"Create two of those tokens."`` names the token the row before it
    creates (one :class:`~mtgrules.model.CreateToken` of that row)."""
    if text.endswith(_AGAIN):  # CR 706.3a: only a row can roll its table's die again
        return (*_row_effect(text[: -len(_AGAIN)], slots, before, those_ok),
                *(parse_roll_again("You may roll again", slots) or ()))
    m = _THOSE_TOKENS.fullmatch(text)
    if m is None:
        return parse_effect(text, slots, those_ok=those_ok)
    prev = before[-1].effects if before else ()
    if len(prev) != 1 or not isinstance(prev[0], CreateToken | CreateTokenCopy):
        raise Unsupported("'those tokens' without a token created in the row before")
    return (dataclasses.replace(prev[0], count=Fixed(_WORDS[m.group(1)])),)


def _those_tokens(r: ResultRow, before: list[ResultRow]) -> str | None:
    """``"Create two of those tokens."`` for a row creating more of the previous row's token."""
    prev = before[-1].effects if before else ()
    effects = r.effects
    again = bool(effects) and isinstance(effects[-1], MayRollAgain)
    if again:
        effects = effects[:-1]
    if not r.those_tokens or len(effects) != 1 or len(prev) != 1:
        return None
    e, p = effects[0], prev[0]
    if isinstance(e, CreateTokenCopy) and isinstance(p, CreateTokenCopy) and \
            isinstance(e.count, Fixed) and dataclasses.replace(e, count=p.count) == p:
        pass
    elif not (isinstance(e, CreateToken) and isinstance(p, CreateToken)) or \
            e.token != p.token or e.who != p.who or not isinstance(e.count, Fixed):
        return None
    assert isinstance(e.count, Fixed)
    word = {v: k for k, v in _WORDS.items()}.get(e.count.n)
    return f"Create {word} of those tokens." + (_AGAIN if again else "") if word else None


def render_rows(e: RollDie, targets: tuple[TargetSlot, ...],
                render: Callable[[Effect, tuple[TargetSlot, ...]], str]) -> str:
    """``"Roll a d20.\\n1—9 | Scry 1.\\n20 | Scry 3"`` (the caller adds the final period)."""
    lines = [f"Roll a d{e.sides}."]
    for i, r in enumerate(e.rows):
        span = str(r.low) if r.low == r.high else f"{r.low}—{r.high}"
        body = _those_tokens(r, list(e.rows[:i])) if r.those_tokens else \
            " ".join(render(x, targets) + "." for x in r.effects)
        if body is None:
            raise ValueError("'those tokens' without the previous row's token")
        lines.append(f"{span} | {body}")
    return "\n".join(lines)[:-1]


NATURAL_20 = "When you roll a natural 20"


def parse_natural_20(text: str) -> TriggerEvent | None:
    """``When you roll a natural 20`` (CR 706.2: the die shows 20, before any modifier); None
    for other trigger conditions."""
    return RollNatural20() if text == NATURAL_20 else None


def render_natural_20(e: TriggerEvent) -> str | None:
    """The inverse of :func:`parse_natural_20`."""
    return NATURAL_20 if isinstance(e, RollNatural20) else None
