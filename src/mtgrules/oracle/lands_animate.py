"""Land templates of planeswalkers and others (CR 605.1b, 613.1d, 701.23):

- ``"Whenever you tap a Forest for mana, add an additional {G}."``: a triggered mana ability
  (605.1b) of the tapping player's permanents matching the noun;
- ``"It becomes a 0/0 Elemental creature with vigilance and haste that's still a land."``:
  the object the effect acted on gains the types, P/T and keywords for good (611.2c; layers 4,
  6, 7b);
(``"Search your library for any number of Forest cards, put them onto the battlefield tapped,
then shuffle."`` is read by :mod:`mtgrules.oracle.search`, with "up to N".)
"""

from __future__ import annotations

import re

from mtgrules.model import (
    AddAbilities,
    AddMana,
    AddTypes,
    ApplyContinuous,
    CardType,
    Duration,
    Each,
    Fixed,
    FixedMana,
    ManaType,
    SetPT,
    TappedForMana,
    TriggeredAbility,
    Whose,
)
from mtgrules.model.base import Ability
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.refs import Those
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.effects_base import grant, kw_list, render_animated
from mtgrules.oracle.phrases import (
    parse_permanents,
    render_permanents,
    with_fields,
)

_TAP = re.compile(r"Whenever you tap (a|an) ([A-Za-z ]+) for mana, add an additional "
                  r"((?:\{[WUBRGC]\})+)\.")
_BECOMES = re.compile(r"It becomes a (\d+)/(\d+) ((?:[A-Z][a-z]+ )+)creature(?: with ([a-z ,]+))?"
                      r" that's still a land")


def _article(noun: str) -> str:
    return "an" if noun[:1] in "aeiou" else "a"


def parse_mana_trigger(line: str) -> TriggeredAbility | None:
    """The "Whenever you tap a Forest for mana" line; None for another line."""
    m = _TAP.fullmatch(line)
    if m is None:
        return None
    art, noun, syms = m.groups()
    f = parse_permanents(noun + " you control")
    if f is None or art != _article(noun):
        return None
    mana = tuple(ManaType(x) for x in re.findall(r"\{(\w)\}", syms))
    return TriggeredAbility("", line, event=TappedForMana(Each(f)),
                            effect=(AddMana(FixedMana(mana)),), mana_ability=True)


def render_mana_trigger(a: Ability) -> str | None:
    """The inverse of :func:`parse_mana_trigger`; None for another ability."""
    if not (isinstance(a, TriggeredAbility) and a.mana_ability and
            isinstance(a.event, TappedForMana) and isinstance(a.event.what, Each) and
            a.event.what.controlled_by is None and len(a.effect) == 1 and
            isinstance(a.effect[0], AddMana) and isinstance(a.effect[0].mana, FixedMana) and
            a.effect[0].amount == Fixed(1) and a.intervening_if is None and not a.targets):
        return None
    f = a.event.what.filter
    try:
        noun = render_permanents(with_fields(f, controller=Whose.ANY))
    except ValueError:
        return None
    if render_permanents(f) != noun + " you control":
        return None
    syms = "".join("{" + m.value + "}" for m in a.effect[0].mana.mana)
    return f"Whenever you tap {_article(noun)} {noun} for mana, add an additional {syms}."


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """The "It becomes ... that's still a land" sentence (no final period); None if not of
    this family."""
    m = _BECOMES.fullmatch(s)
    if m:
        subtypes = m.group(3).split()
        kws = kw_list(m.group(4)) if m.group(4) else ()
        if subtypes != sorted(set(subtypes)) or kws is None or \
                any(k.startswith('"') for k in kws):
            return None
        parts: list[AddTypes | SetPT | AddAbilities] = [
            AddTypes(frozenset({CardType.CREATURE}), frozenset(subtypes)),
            SetPT(Fixed(int(m.group(1))), Fixed(int(m.group(2))))]
        if kws:
            parts.append(grant(kws))
        return [ApplyContinuous(Those(), tuple(parts), Duration.INDEFINITE)]  # "it" (the word is fixed)
    return None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not (isinstance(e, ApplyContinuous) and e.what == Those() and
            e.duration == Duration.INDEFINITE and len(e.parts) in (2, 3)):
        return None
    body = render_animated(e.parts)
    return None if body is None else f"It becomes a {body} that's still a land"
