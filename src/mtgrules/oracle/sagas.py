"""The Saga family (CR 714): chapter lines ``"I — Effect."`` and ``"I, II — Effect."``.

Each chapter number of a line is a chapter ability of its own (CR 714.2b: "I, II — " is two
chapter abilities with the same effect), a triggered ability that triggers when the number of
lore counters on the Saga becomes at least that number (714.2b, 714.3a-b). The effect is any
effect of :mod:`mtgrules.oracle.effects` (or another effect family the compiler reads). The
lore counter as the Saga enters and after the draw step, and the sacrifice after the final
chapter (714.4), are rules of the game the engine applies (:mod:`mtgrules.rules.counters`,
:mod:`mtgrules.rules.turn`, :mod:`mtgrules.rules.sba`): the reminder text saying so is
removed like any reminder text.
"""

from __future__ import annotations

import re

from mtgrules.model import ChapterReached, TriggeredAbility
from mtgrules.model.base import Ability
from mtgrules.oracle.bodies import parse_body, render_body
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.errors import Unsupported

ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII")
_NUMERAL = "|".join(sorted(ROMAN, key=len, reverse=True))
_CHAPTER = re.compile(rf"((?:{_NUMERAL})(?:, (?:{_NUMERAL}))*) — (.+)")


def roman(n: int) -> str:
    """The chapter numeral of ``n`` (1 -> ``"I"``); ValueError beyond VII."""
    if not 1 <= n <= len(ROMAN):
        raise ValueError(f"chapter {n} has no numeral")
    return ROMAN[n - 1]


def parse_chapters(line: str) -> tuple[TriggeredAbility, ...] | None:
    """A chapter line -> one chapter ability per numeral (CR 714.2b); None when the line is
    not a chapter line. Raises Unsupported when the effect is not read or the numerals are
    not in increasing order."""
    m = _CHAPTER.fullmatch(line)
    if not m:
        return None
    nums = [ROMAN.index(x) + 1 for x in m.group(1).split(", ")]
    if nums != sorted(set(nums)):
        raise Unsupported("chapter numerals out of order")
    slots = Slots()
    effect = parse_body(m.group(2), slots)
    targets = tuple(slots.targets)
    return tuple(TriggeredAbility("", line, event=ChapterReached(n), effect=effect,
                                  targets=targets) for n in nums)


def is_chapter(a: Ability) -> bool:
    """Whether ``a`` is a Saga chapter ability (CR 714.2b)."""
    return isinstance(a, TriggeredAbility) and isinstance(a.event, ChapterReached)


def render_chapters(abilities: tuple[Ability, ...]) -> str:
    """The inverse of :func:`parse_chapters`: chapter abilities with one effect and the same
    targets, as one line. ValueError when they differ or are not chapter abilities."""
    if not abilities or not all(is_chapter(a) for a in abilities):
        raise ValueError("not chapter abilities")
    first = abilities[0]
    assert isinstance(first, TriggeredAbility)
    nums: list[int] = []
    for a in abilities:
        assert isinstance(a, TriggeredAbility) and isinstance(a.event, ChapterReached)
        if a.effect != first.effect or a.targets != first.targets or \
                a.intervening_if is not None or a.mana_ability:
            raise ValueError("chapters of one line differ")
        nums.append(a.event.chapter)
    if nums != sorted(set(nums)):
        raise ValueError("chapters out of order")
    return ", ".join(roman(n) for n in nums) + " — " + render_body(first.effect, first.targets)
