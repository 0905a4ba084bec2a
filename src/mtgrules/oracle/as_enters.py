"""A choice as a permanent enters and its modes (CR 614.12a): ``"As ~ enters, choose Khans or
Dragons."`` -> a static ability with :class:`~mtgrules.model.as_enters.AsEntersChoose`, and
each ``"• Khans — [ability]"`` line -> that ability with the condition
:class:`~mtgrules.model.as_enters.ModeChosen` (the mode word is kept by
:func:`mtgrules.oracle.normalize.lines`, which otherwise drops flavor words; the card check
refuses a mode no choice names). Also ``"Whenever a creature you control leaves the
battlefield"`` (CR 603.6c -> :class:`~mtgrules.model.as_enters.LeavesBattlefield`)."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from mtgrules.model import Each, Filter, StaticAbility, ThisObject, TriggeredAbility
from mtgrules.model.as_enters import (
    AsEntersChoose,
    AsEntersChooseOne,
    ChoiceKind,
    ChosenNameRestriction,
    LeavesBattlefield,
    ModeChosen,
    NamedProhibition,
)
from mtgrules.model.base import Ability
from mtgrules.model.triggers import TriggerEvent
from mtgrules.oracle.phrases import parse_permanents, render_permanents

_CHOOSE = re.compile(r"As ~ enters, choose ([A-Z][a-z]+) or ([A-Z][a-z]+)\.")
_MODE = re.compile(r"• ([A-Z][a-z]+) — (.+)")
_LEAVES = re.compile(r"(When|Whenever) (.+?) leaves the battlefield")


def mode_words(text: str) -> tuple[str, ...]:
    """The options of a card's "As ~ enters, choose A or B." (any self-reference), for the
    normaliser to keep its "• A —" mode labels; empty for other cards."""
    m = re.search(r"^As .+? enters, choose ([A-Z][a-z]+) or ([A-Z][a-z]+)\.$", text, re.M)
    return (m.group(1), m.group(2)) if m else ()


def parse_static(line: str) -> StaticAbility | None:
    """``As ~ enters, choose A or B.``, ``As ~ enters, choose a creature type.`` (a card
    name, a nonland card name, a color: :class:`~mtgrules.model.as_enters.ChoiceKind`);
    None for other lines."""
    for what in NamedProhibition:  # "Spells with the chosen name can't be cast." (607.2)
        if line == what.value:
            return StaticAbility("", line, rules=(ChosenNameRestriction(what),))
    for kind in ChoiceKind:
        if line == f"As ~ enters, choose {kind.value}.":
            return StaticAbility("", line, replacement=AsEntersChooseOne(kind))
    m = _CHOOSE.fullmatch(line)
    if m is None or m.group(1) == m.group(2):
        return None
    return StaticAbility("", line, replacement=AsEntersChoose((m.group(1), m.group(2))))


def parse_mode_line(line: str, parse: Callable[[str], tuple[Ability, ...]]
                    ) -> tuple[Ability, ...] | None:
    """``• A — [ability]``: the ability (parsed by ``parse``) existing only if A was chosen
    (a triggered ability without an intervening "if"); None for other lines."""
    m = _MODE.fullmatch(line)
    if m is None:
        return None
    got = parse(m.group(2))
    if len(got) != 1 or not isinstance(got[0], TriggeredAbility) or \
            got[0].intervening_if is not None:
        return None
    return (dataclasses.replace(got[0], intervening_if=ModeChosen(m.group(1))),)


def render_ability(a: Ability, render: Callable[[Ability], str]) -> str | None:
    """The inverse of :func:`parse_static` and :func:`parse_mode_line`; None for others."""
    if isinstance(a, StaticAbility) and len(a.rules) == 1 and isinstance(
            a.rules[0], ChosenNameRestriction) and a == StaticAbility(a.key, a.text,
                                                                     rules=a.rules):
        return a.rules[0].what.value
    if isinstance(a, StaticAbility) and isinstance(a.replacement, AsEntersChooseOne) and \
            a == StaticAbility(a.key, a.text, replacement=a.replacement):
        return f"As ~ enters, choose {a.replacement.what.value}."
    if isinstance(a, StaticAbility) and isinstance(a.replacement, AsEntersChoose) and \
            a == StaticAbility(a.key, a.text, replacement=a.replacement):
        opts = a.replacement.options
        if len(opts) != 2:
            return None
        return f"As ~ enters, choose {opts[0]} or {opts[1]}."
    if isinstance(a, TriggeredAbility) and isinstance(a.intervening_if, ModeChosen):
        inner = render(dataclasses.replace(a, intervening_if=None))
        return f"• {a.intervening_if.word} — {inner}"
    return None


def parse_event(text: str) -> TriggerEvent | None:
    """``When ~ leaves the battlefield`` / ``Whenever a creature you control leaves the
    battlefield``; None for other trigger conditions."""
    m = _LEAVES.fullmatch(text)
    if m is None:
        return None
    when, subj = m.groups()
    if subj == "~":
        return LeavesBattlefield(ThisObject()) if when == "When" else None
    m2 = re.fullmatch(r"(a|an|another) (.+)", subj)
    if when != "Whenever" or m2 is None:
        return None
    f = parse_permanents(("other " if m2.group(1) == "another" else "") + m2.group(2))
    article = "an" if m2.group(2)[:1] in "aeiou" else "a"
    if not isinstance(f, Filter) or f != Filter(types=f.types, controller=f.controller,
                                                other=f.other) or \
            (m2.group(1) != "another" and m2.group(1) != article):
        return None  # looks back on types and controller only (CR 603.10a)
    return LeavesBattlefield(Each(f))


def render_event(e: TriggerEvent) -> str | None:
    """The inverse of :func:`parse_event`; None for other events."""
    if not isinstance(e, LeavesBattlefield):
        return None
    if isinstance(e.what, ThisObject):
        return "When ~ leaves the battlefield"
    f = e.what.filter
    assert isinstance(f, Filter)
    noun = render_permanents(dataclasses.replace(f, other=False))
    art = "another" if f.other else ("an" if noun[:1] in "aeiou" else "a")
    return f"Whenever {art} {noun} leaves the battlefield"
