"""Keyword lines of the counter keywords (:mod:`mtgrules.keywords_counters`) that the
generic ``"<Keyword> N"`` reader of :mod:`mtgrules.oracle.keywords_parameterised` doesn't take:
``"Living weapon"``, ``"For Mirrodin!"`` (CR 702.92a, 702.163a), ``"Modular N"`` (702.43a:
two abilities), ``"Scavenge {cost}"`` (702.97a), ``"Reinforce N—{cost}"`` (702.77a), ``"Riot"``, ``"Unleash"`` and ``"Bloodthirst N"`` (702.54a: a static ability). (Fabricate N, mentor,
evolve and extort are read there, as triggered keywords.)

Each parse builds the canonical abilities; each rendering is refused unless the model is
exactly them.

Also the keyword action explore (CR 701.44): the sentences ``"~ explores"`` and ``"Target
creature you control explores"`` (registered with the effect parsers), and the trigger
``"When ~ enters, it explores."`` whose "it" is the trigger's own subject, this object (read
here as a whole line, since a sentence alone can't know what "it" is).
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.keywords_counters import (
    GERM,
    REBEL,
    bloodthirst,
    devour,
    fading,
    modular,
    outlast,
    reinforce,
    riot,
    scavenge,
    unleash,
    vanishing,
)
from mtgrules.keywords_triggered import keyword_trigger
from mtgrules.mana import ManaCost
from mtgrules.model import (
    AbilityKeyword,
    ActivatedAbility,
    Each,
    EventObject,
    Fixed,
    PutCounters,
    StaticAbility,
    TargetKind,
    TargetRef,
    ThisObject,
    TriggeredAbility,
)
from mtgrules.model.base import Ability
from mtgrules.model.effects import Effect
from mtgrules.model.keyword_abilities import KeywordTag, TriggerKeyword
from mtgrules.model.keywords_counters import (
    BloodthirstCounters,
    Bolster,
    Connive,
    DevourCounters,
    Explore,
    MayEnterWithCounter,
)
from mtgrules.model.triggers import Enters
from mtgrules.oracle import effects
from mtgrules.oracle.effects_base import cap
from mtgrules.oracle.phrases import parse_target, render_target
from mtgrules.oracle.tokens import parse_token
from mtgrules.oracle.triggers import parse_event, render_event

_N = r"([1-9]\d?)"


def parse_line(line: str) -> tuple[Ability, ...] | None:
    """A keyword line of this family -> its abilities; None if not one."""
    if line == "Living weapon" and parse_token(GERM) is not None:
        return (keyword_trigger(KeywordTag(TriggerKeyword.LIVING_WEAPON)),)
    if line == "For Mirrodin!" and parse_token(REBEL) is not None:
        return (keyword_trigger(KeywordTag(TriggerKeyword.FOR_MIRRODIN)),)
    m = re.fullmatch(r"Modular " + _N, line)
    if m:
        return modular(int(m.group(1)))
    m = re.fullmatch(r"(Vanishing|Fading) " + _N, line)
    if m:
        return (vanishing if m.group(1) == "Vanishing" else fading)(int(m.group(2)))
    m = re.fullmatch(r"Scavenge ((?:\{[0-9WUBRGC]\})+)", line)
    if m:
        return (scavenge(ManaCost.parse(m.group(1))),)
    m = re.fullmatch(r"Reinforce " + _N + r"—((?:\{[0-9WUBRGC]\})+)", line)
    if m:
        return (reinforce(int(m.group(1)), ManaCost.parse(m.group(2))),)
    m = re.fullmatch(r"Outlast ((?:\{[0-9WUBRGC]\})+)", line)
    if m:
        return (outlast(ManaCost.parse(m.group(1))),)
    if line == "Riot":
        return (riot(),)
    if line == "Unleash":
        return unleash()
    m = re.fullmatch(r"Devour " + _N, line)
    if m:
        return (devour(int(m.group(1))),)
    m = re.fullmatch(r"Bloodthirst " + _N, line)
    if m:
        return (bloodthirst(int(m.group(1))),)
    m = re.fullmatch(r"((?:When|Whenever) [^,]+), it explores(, then it explores again)?\.",
                     line)
    if m:
        event = parse_event(m.group(1))
        it = _it(event)
        if event is None or it is None:
            return None
        return (TriggeredAbility("", line, event=event, effect=(Explore(it),) * (
            2 if m.group(2) else 1)),)
    m = re.fullmatch(r"((?:When|Whenever) [^,]+), it connives\.", line)
    if m:
        event = parse_event(m.group(1))
        it = _it(event)
        if event is None or it is None:
            return None
        return (TriggeredAbility("", line, event=event, effect=(Connive(it),)),)
    return None


def _it(event: object) -> ThisObject | EventObject | None:
    """What "it" is in a trigger's effect: this object when the event is about it; the
    entering permanent for "Whenever a creature you control enters" (CR 603.2)."""
    what = getattr(event, "what", None)
    if what == ThisObject():
        return ThisObject()
    if isinstance(event, Enters) and isinstance(what, Each):
        return EventObject()
    return None


def _same(a: Ability, b: Ability) -> bool:
    return dataclasses.replace(a, key="", text="") == dataclasses.replace(b, key="", text="")


def render_line(abilities: tuple[Ability, ...]) -> str | None:
    """The line of modular's or unleash's two abilities, or None if ``abilities`` are not
    such a pair (ValueError if they claim to be but are not the canonical ones)."""
    if len(abilities) not in (2, 3):
        return None
    first = abilities[0]
    if isinstance(first, StaticAbility) and first.replacement == MayEnterWithCounter():
        if len(abilities) != 2 or not all(_same(a, b) for a, b in zip(abilities, unleash(), strict=True)):
            raise ValueError("not the unleash abilities")
        return "Unleash"
    trig = abilities[1]
    tag = getattr(trig, "keyword_tag", None)
    if not isinstance(tag, KeywordTag) or tag.n is None:
        return None
    groups = {TriggerKeyword.MODULAR: modular, TriggerKeyword.VANISHING: vanishing,
              TriggerKeyword.FADING: fading}
    build = groups.get(tag.name)
    if build is None:
        return None
    want: tuple[Ability, ...] = build(tag.n)
    if len(want) != len(abilities) or not all(
            _same(a, b) for a, b in zip(abilities, want, strict=True)):
        raise ValueError(f"not the {tag.name.value} abilities")
    return f"{tag.name.value.capitalize()} {tag.n}"


def render_ability(a: Ability) -> str | None:
    """The line of a bloodthirst ability or of "When ~ enters, it explores.", or None for any
    other ability."""
    it = _it(a.event) if isinstance(a, TriggeredAbility) else None
    if isinstance(a, TriggeredAbility) and it is not None and a.effect in (
            (Explore(it),), (Explore(it), Explore(it))) and not a.targets \
            and a.intervening_if is None and a.keyword_tag is None and not a.mana_ability:
        again = ", then it explores again" if len(a.effect) == 2 else ""
        return f"{render_event(a.event)}, it explores{again}."
    if isinstance(a, TriggeredAbility) and it is not None and a.effect == (Connive(it),) \
            and not a.targets and a.intervening_if is None and a.keyword_tag is None \
            and not a.mana_ability:
        return f"{render_event(a.event)}, it connives."
    if isinstance(a, ActivatedAbility) and a.keyword is AbilityKeyword.SCAVENGE:
        if not _same(a, scavenge(a.cost.mana)):
            raise ValueError("not the scavenge ability")
        return f"Scavenge {a.cost.mana}"
    if isinstance(a, ActivatedAbility) and a.keyword is AbilityKeyword.OUTLAST:
        if not _same(a, outlast(a.cost.mana)):
            raise ValueError("not the outlast ability")
        return f"Outlast {a.cost.mana}"
    if isinstance(a, ActivatedAbility) and a.keyword is AbilityKeyword.REINFORCE:
        n = a.effect[0].count if a.effect and isinstance(a.effect[0], PutCounters) else None
        if not isinstance(n, Fixed) or n.n < 1 or not _same(a, reinforce(n.n, a.cost.mana)):
            raise ValueError("not the reinforce ability")
        return f"Reinforce {n.n}—{a.cost.mana}"
    if isinstance(a, StaticAbility) and isinstance(a.replacement, MayEnterWithCounter):
        if not _same(a, riot()):
            raise ValueError("not the riot ability")
        return "Riot"
    if isinstance(a, StaticAbility) and isinstance(a.replacement, DevourCounters):
        if not _same(a, devour(a.replacement.n)):
            raise ValueError("not the devour ability")
        return f"Devour {a.replacement.n}"
    if isinstance(a, StaticAbility) and isinstance(a.replacement, BloodthirstCounters):
        if not _same(a, bloodthirst(a.replacement.n)):
            raise ValueError("not the bloodthirst ability")
        return f"Bloodthirst {a.replacement.n}"
    return None


def parse_explore(s: str, slots: effects.Slots) -> list[Effect] | None:
    """``"~ explores"``, ``"Target creature you control explores"`` (CR 701.44a), ``"~
    connives"`` (701.50a; no final period); None for other sentences."""
    if s == "~ connives":
        return [Connive(ThisObject())]
    b = re.fullmatch(r"Bolster " + _N, s)
    if b:
        return [Bolster(int(b.group(1)))]
    m = re.fullmatch(r"(.+) explores", s)
    if not m:
        return None
    if m.group(1) == "~":
        return [Explore(ThisObject())]
    t = parse_target(m.group(1)[:1].lower() + m.group(1)[1:])
    if t is None or t.kind is not TargetKind.OBJECT or t.up_to or t.count != 1:
        return None
    return [Explore(slots.add(t))]


def render_explore(e: Effect, targets: effects.Targets) -> str | None:
    """The inverse of :func:`parse_explore` (and bolster N, CR 701.39a); None for other
    nodes."""
    if e == Connive(ThisObject()):
        return "~ connives"
    if isinstance(e, Bolster):
        return f"Bolster {e.n}"
    if not isinstance(e, Explore):
        return None
    if isinstance(e.what, ThisObject):
        return "~ explores"
    if isinstance(e.what, TargetRef):
        return cap(render_target(targets[e.what.slot])) + " explores"
    raise ValueError("an explorer without a rendering")
