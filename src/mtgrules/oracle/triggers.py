"""The triggered-ability family (CR 603).

Events: ``"When ~ enters"`` (603.6a), ``"When ~ dies"`` (603.6c, 700.4), ``"Whenever ~
attacks"`` (508.3a), ``"Whenever ~ deals combat damage to a player"`` (510.2), the same with a
group subject (``"Whenever another creature you control enters"``, ``"Whenever a creature you
control dies"``), ``"At the beginning of your upkeep"``/``"... each upkeep"``/``"... your end
step"``/``"... combat on your turn"`` (503.1a, 513.1a, 507.1), ``"Whenever you cast a
noncreature spell"`` (601.2i), ``"Whenever you gain life"`` (119.9), ``"Whenever you draw a
card"`` (121.1). The effect is any effect of :mod:`mtgrules.oracle.effects`.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from mtgrules.model import (
    AttachedObject,
    Attacks,
    BeginningOf,
    DealsCombatDamageToPlayer,
    DiceRolled,
    Dies,
    Draws,
    DungeonCompleted,
    Each,
    Enters,
    Filter,
    GainsLife,
    IsDealtDamage,
    PlayerAttacks,
    SpellCast,
    Step,
    TargetKind,
    TargetSlot,
    ThisObject,
    TriggeredAbility,
    Whose,
)
from mtgrules.model.effects import Effect
from mtgrules.model.keyword_abilities import AttacksWithOthers
from mtgrules.model.triggers import TriggerEvent
from mtgrules.oracle.conditions import render_condition, split_intervening_if
from mtgrules.oracle.effects import Slots, parse_effect, render_effect
from mtgrules.oracle.effects_base import cap, low
from mtgrules.oracle.morph import parse_face_up_event, render_face_up_event
from mtgrules.oracle.phrases import (
    common,
    parse_permanents,
    parse_target,
    parse_word_number,
    render_permanents,
    render_target,
    word_number,
)

STEPS: tuple[tuple[str, BeginningOf], ...] = (
    ("At the beginning of your upkeep", BeginningOf(Step.UPKEEP, Whose.YOU)),
    ("At the beginning of each upkeep", BeginningOf(Step.UPKEEP, Whose.ANY)),
    ("At the beginning of your draw step", BeginningOf(Step.DRAW, Whose.YOU)),
    ("At the beginning of combat on your turn",
     BeginningOf(Step.BEGINNING_OF_COMBAT, Whose.YOU)),
    ("At the beginning of your end step", BeginningOf(Step.END, Whose.YOU)),
    ("At the beginning of each end step", BeginningOf(Step.END, Whose.ANY)),
    ("At the beginning of the end step", BeginningOf(Step.END, Whose.ANY, the=True)),
    ("At end of combat", BeginningOf(Step.END_OF_COMBAT, Whose.ANY)),  # CR 511.2
)
_VERBS = {"enters": Enters, "dies": Dies, "attacks": Attacks,
          "deals combat damage to a player": DealsCombatDamageToPlayer}
_VERB_OF = {v: k for k, v in _VERBS.items()}


def _article(noun: str) -> str:
    return "an" if noun[:1] in "aeiou" else "a"


def parse_event(text: str) -> TriggerEvent | None:
    """The trigger condition before the comma -> an event; None if not supported."""
    for parse_family in EVENT_PARSERS:
        got = parse_family(text)
        if got is not None:
            return got
    for step_text, ev in STEPS:
        if text == step_text:
            return ev
    if text == "Whenever you gain life":
        return GainsLife(Whose.YOU)
    if text == "Whenever you attack":
        return PlayerAttacks(Whose.YOU)  # CR 508.3d
    if text == "Whenever you draw a card":
        return Draws(Whose.YOU)
    if text == "Whenever you complete a dungeon":
        return DungeonCompleted(Whose.YOU)
    if text == "Whenever you roll one or more dice":
        return DiceRolled(Whose.YOU)
    if text == "Whenever ~ is dealt damage":
        return IsDealtDamage()
    face_up = parse_face_up_event(text)  # CR 702.37e
    if face_up is not None:
        return face_up
    m = re.fullmatch(r"Whenever (equipped|enchanted) creature (attacks|deals combat damage to "
                     r"a player)", text)
    if m:  # the creature the source is attached to (CR 301.5a, 303.4b)
        on = AttachedObject(equipped=m.group(1) == "equipped")
        return Attacks(on) if m.group(2) == "attacks" else DealsCombatDamageToPlayer(on)
    m = re.fullmatch(r"Whenever ~ and at least (\w+) other creatures attack", text)
    if m:  # battalion (CR 207.2c)
        n = parse_word_number(m.group(1))
        return AttacksWithOthers(n) if n is not None and n >= 2 else None
    m = re.fullmatch(r"(Whenever you cast (?:a|an) (?:.+ )?spell) that targets ~", text)
    if m:  # heroic (CR 207.2c)
        cast = parse_event(m.group(1))
        if not isinstance(cast, SpellCast):
            return None
        return dataclasses.replace(cast, targets_this=True)
    m = re.fullmatch(r"Whenever you cast (a|an) ((?:.+ )?spell with .+)", text)
    if m:  # "a spell with mana value 3 or less" (the spell phrase of a target, CR 115.1)
        slot = parse_target(f"target {m.group(2)}")
        if slot is None or slot.kind != TargetKind.SPELL or m.group(1) != _article(m.group(2)):
            return None
        return SpellCast(Whose.YOU, slot.filter)
    m = re.fullmatch(r"Whenever you cast (a|an) (.+) spell", text)
    if m:
        if m.group(2) == "spell":
            return None
        slot = parse_target(f"target {m.group(2)} spell")
        if slot is None or slot.kind != TargetKind.SPELL or m.group(1) != _article(m.group(2)):
            return None
        return SpellCast(Whose.YOU, slot.filter)
    if text == "Whenever you cast a spell":
        return SpellCast(Whose.YOU, Filter())
    m = re.fullmatch(r"(When|Whenever) (.+?) (enters|dies|attacks|deals combat damage to a "
                     r"player)", text)
    if not m:
        return None
    when, subj, verb = m.groups()
    cls = _VERBS[verb]
    if subj == "~":
        if (when == "When") != (verb in ("enters", "dies")):
            return None
        return _event(cls, ThisObject())
    if when != "Whenever":
        return None
    if subj.startswith("~ or another ") and cls is Enters:  # rally (CR 207.2c)
        other = parse_event(f"Whenever {subj[len('~ or '):]} enters")
        if not isinstance(other, Enters) or not isinstance(other.what, Each):
            return None
        return dataclasses.replace(other, or_this=True)
    m2 = re.fullmatch(r"(a|an|another) (.+)", subj)
    if not m2:
        return None
    f = parse_permanents(("other " if m2.group(1) == "another" else "") + m2.group(2))
    if f is None or (m2.group(1) != "another" and m2.group(1) != _article(m2.group(2))):
        return None
    if cls is Dies and not (isinstance(f, Filter) and f == Filter(
            types=f.types, subtypes=f.subtypes, controller=f.controller, other=f.other)):
        return None  # a dies trigger looks back on types, subtypes, controller (CR 603.10a)
    return _event(cls, Each(f))


def _event(cls: type, what: ThisObject | Each) -> TriggerEvent:
    if cls is Enters:
        return Enters(what)
    if cls is Dies:
        return Dies(what)
    if cls is Attacks:
        return Attacks(what)
    return DealsCombatDamageToPlayer(what)


def render_event(e: TriggerEvent) -> str:
    """The inverse of :func:`parse_event`."""
    for render_family in EVENT_RENDERERS_BY_TYPE.get(type(e), ()):
        text = render_family(e)
        if text is not None:
            return text
    for t, ev in STEPS:
        if e == ev:
            return t
    if e == GainsLife(Whose.YOU):
        return "Whenever you gain life"
    if e == PlayerAttacks(Whose.YOU):
        return "Whenever you attack"
    if e == Draws(Whose.YOU):
        return "Whenever you draw a card"
    if e == DungeonCompleted(Whose.YOU):
        return "Whenever you complete a dungeon"
    if e == DiceRolled(Whose.YOU):
        return "Whenever you roll one or more dice"
    if e == IsDealtDamage():
        return "Whenever ~ is dealt damage"
    face_up = render_face_up_event(e)
    if face_up is not None:
        return face_up
    if isinstance(e, Attacks | DealsCombatDamageToPlayer) and isinstance(e.what, AttachedObject):
        word = "equipped" if e.what.equipped else "enchanted"
        return f"Whenever {word} creature {_VERB_OF[type(e)]}"
    if isinstance(e, AttacksWithOthers) and e.others >= 2:
        return f"Whenever ~ and at least {word_number(e.others)} other creatures attack"
    if isinstance(e, SpellCast) and e.targets_this:
        return render_event(dataclasses.replace(e, targets_this=False)) + " that targets ~"
    if isinstance(e, SpellCast) and e.who == Whose.YOU and e.nth is None:
        if e.spell == Filter():
            return "Whenever you cast a spell"
        noun = render_target(TargetSlot(TargetKind.SPELL, e.spell))[len("target "):]
        return f"Whenever you cast {_article(noun)} {noun}"
    if isinstance(e, Enters) and e.or_this:
        return "Whenever ~ or " + render_event(dataclasses.replace(e, or_this=False))[
            len("Whenever "):]
    if isinstance(e, Enters | Dies | Attacks | DealsCombatDamageToPlayer):
        verb = _VERB_OF[type(e)]
        if isinstance(e.what, ThisObject):
            when = "When" if verb in ("enters", "dies") else "Whenever"
            return f"{when} ~ {verb}"
        if isinstance(e.what, Each) and e.what.controlled_by is None:
            f = e.what.filter
            if common(f).other:
                return f"Whenever another {render_permanents(f, other_word='')} {verb}"
            noun = render_permanents(f)
            return f"Whenever {_article(noun)} {noun} {verb}"
    raise ValueError(f"trigger {type(e).__name__} has no rendering")


EVENT_PARSERS: tuple[Callable[[str], TriggerEvent | None], ...] = ()
"""Parsers of trigger conditions kept in other modules (declared in
:mod:`mtgrules.oracle.readers`), tried first; each gives None for other text."""
EVENT_RENDERERS_BY_TYPE: dict[type, tuple[Callable[[TriggerEvent], str | None], ...]] = {}
"""Renderers of events kept in other modules, by the event's type (declared in
:mod:`mtgrules.oracle.readers`), tried first; each gives None for an event it doesn't
render."""
EFFECT_PARSERS: tuple[Callable[[TriggerEvent, str, Slots], tuple[Effect, ...] | None], ...] = ()
"""Parsers of a trigger's effect text that depend on the event (pronouns naming the event's
object, "that much"), tried before the ordinary effect templates; each gives None for other
text."""


def parse_triggered(line: str) -> TriggeredAbility | None:
    """A triggered ability line of a supported trigger; None otherwise. Raises Unsupported
    when the trigger is read but its effect is not."""
    m = re.fullmatch(r"((?:When|Whenever|At) [^,]+), (.+)", line)
    if not m:
        return None
    event = parse_event(m.group(1))
    if event is None:
        return None
    slots = Slots()
    rest, cond = m.group(2), None
    if (got := split_intervening_if(rest)) is not None:  # CR 603.4
        cond, rest = got
    effect = next((e for p in EFFECT_PARSERS if (e := p(event, rest, slots)) is not None),
                  None) or parse_effect(cap(rest), slots)
    return TriggeredAbility("", line, event=event, effect=effect, targets=tuple(slots.targets),
                            intervening_if=cond)


def render_triggered(a: TriggeredAbility) -> str:
    """The inverse of :func:`parse_triggered`."""
    if a.mana_ability:
        raise ValueError("trigger has no rendering")
    cond = "" if a.intervening_if is None else f"if {render_condition(a.intervening_if)}, "
    return f"{render_event(a.event)}, {cond}{low(render_effect(a.effect, a.targets))}"
