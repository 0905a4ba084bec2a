"""The replacement and prevention family (CR 614-616, 701.19, 702.16): templates and their
renderings.

Effect sentences (read inside spells and activated abilities by
:func:`mtgrules.oracle.effects.parse_sentence`):

- ``"Regenerate ~"``, ``"Regenerate enchanted creature"``, ``"Regenerate target creature"``
  (CR 701.19a: a regeneration shield);
- ``"Prevent the next N damage that would be dealt to <target> this turn"`` (615.7);
- ``"Prevent all combat damage that would be dealt this turn"`` (615.1a).

Lines:

- protection keywords, alone or among other keywords: ``"Protection from red"``,
  ``"Flying, protection from black"``, ``"Protection from artifacts"``, ``"Protection from
  everything"`` (702.16a, 702.16j);
- statics: ``"If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter
  from ~."`` (615.1a), ``"If a creature dealt damage by ~ this turn would die, exile it
  instead."`` (614.1a), counter doubling and halving (614.1a, 614.16).
"""

from __future__ import annotations

import dataclasses
import re
from typing import Protocol

from mtgrules.mana import ManaCost, ManaError
from mtgrules.model import (
    AsEntersPayLifeOrTapped,
    AttachedObject,
    BecomesTarget,
    CardType,
    Color,
    Counter,
    CounterKind,
    Each,
    EventObject,
    ExileIfDealtDamageWouldDie,
    ExileIfWouldDieThisTurn,
    Payer,
    PreventAllCombatDamage,
    PreventDamageRemoveCounter,
    PreventNextDamage,
    ProtectionFrom,
    Regenerate,
    ScaleCounters,
    StaticAbility,
    TargetKind,
    TargetRef,
    TargetSlot,
    ThisObject,
    Those,
    TriggeredAbility,
    UnlessPays,
    Whose,
)
from mtgrules.model.base import Ability
from mtgrules.model.effects import Effect
from mtgrules.model.refs import Ref
from mtgrules.oracle.keywords import keyword_name, parse_keywords, render_keywords
from mtgrules.oracle.phrases import (
    parse_amount,
    parse_permanents,
    parse_target,
    render_amount,
    render_permanents,
    render_target,
)


class SlotAdder(Protocol):
    """The compiler's target slots (:class:`mtgrules.oracle.effects.Slots`)."""

    targets: list[TargetSlot]

    def add(self, t: TargetSlot) -> TargetRef: ...


# --- effect sentences ---------------------------------------------------------------------


def _ref(s: str, slots: SlotAdder, players: bool) -> Ref | None:
    if s == "~":
        return ThisObject()
    if s == "enchanted creature":
        return AttachedObject()
    t = parse_target(s)
    if t is None or (not players and t.kind is not TargetKind.OBJECT):
        return None
    return slots.add(t)


def _render_ref(r: Ref, targets: tuple[TargetSlot, ...]) -> str:
    if isinstance(r, ThisObject):
        return "~"
    if isinstance(r, AttachedObject):
        return "enchanted creature"
    if isinstance(r, TargetRef):
        return render_target(targets[r.slot])
    raise ValueError(f"reference {type(r).__name__} has no rendering here")


_THAT_DIES = "If that creature would die this turn, exile it instead"
_THAT_DIES_PW = ("If that creature or planeswalker would die this turn, exile it "
                 "instead")
_DEALT_DIES = "If a creature dealt damage this way would die this turn, exile it instead"


def _that(last: TargetSlot) -> str | None:
    """The "that ..." wording for the last target slot, if it names creatures (or creatures
    or planeswalkers)."""
    text = render_target(last)
    if text.endswith(" creature or planeswalker"):
        return _THAT_DIES_PW
    return _THAT_DIES if text.endswith(" creature") else None


def parse_prevention_sentence(s: str, slots: SlotAdder) -> list[Effect] | None:
    """One effect sentence of this family (no final period); None if not of it."""
    m = re.fullmatch(r"Regenerate each (.+)", s)  # "Regenerate each creature you control"
    if m:
        f = parse_permanents(m.group(1))
        return None if f is None else [Regenerate(Each(f))]
    m = re.fullmatch(r"Regenerate (.+)", s)
    if m:
        r = _ref(m.group(1), slots, players=False)
        if r is None or not isinstance(r, ThisObject | AttachedObject | TargetRef):
            return None
        return [Regenerate(r)]
    m = re.fullmatch(r"Prevent the next (\d+|X) damage that would be dealt to (.+) this turn", s)
    if m:
        n = parse_amount(m.group(1))
        to = _ref(m.group(2), slots, players=True)
        if n is None or to is None:
            return None
        return [PreventNextDamage(to, n)]
    if s == "Prevent all combat damage that would be dealt this turn":
        return [PreventAllCombatDamage()]
    if s in (_THAT_DIES, _THAT_DIES_PW, _DEALT_DIES) and (slots.targets or s == _DEALT_DIES):
        # "a creature dealt damage this way": any the sentence before dealt damage to, a
        # target or each of a group (Anger of the Gods, CR 614.1a)
        if s != _DEALT_DIES and _that(slots.targets[-1]) != s:
            return None
        return [ExileIfWouldDieThisTurn(Those(), dealt_damage=s == _DEALT_DIES)]
    return None


def render_prevention_node(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The sentence (no final period) of a node of this family; None for other nodes."""
    if isinstance(e, Regenerate):
        if isinstance(e.what, Each) and e.what.controlled_by is None:
            return f"Regenerate each {render_permanents(e.what.filter)}"
        return f"Regenerate {_render_ref(e.what, targets)}"
    if isinstance(e, PreventNextDamage):
        return f"Prevent the next {render_amount(e.amount)} damage that would be dealt to " \
               f"{_render_ref(e.to, targets)} this turn"
    if isinstance(e, PreventAllCombatDamage):
        return "Prevent all combat damage that would be dealt this turn"
    if isinstance(e, ExileIfWouldDieThisTurn):
        if not isinstance(e.what, Those):
            raise ValueError("an exile-instead effect on another object has no rendering")
        if e.dealt_damage:
            return _DEALT_DIES
        that = _that(targets[-1]) if targets else None
        if that is None:
            raise ValueError("\"that creature\" without a creature target")
        return that
    return None


# --- protection -----------------------------------------------------------------------------

_COLORS = {"white": Color.WHITE, "blue": Color.BLUE, "black": Color.BLACK, "red": Color.RED,
           "green": Color.GREEN}
_COLOR_WORDS = {v: k for k, v in _COLORS.items()}
_TYPES = {"artifacts": CardType.ARTIFACT, "creatures": CardType.CREATURE,
          "enchantments": CardType.ENCHANTMENT, "lands": CardType.LAND,
          "planeswalkers": CardType.PLANESWALKER, "instants": CardType.INSTANT,
          "sorceries": CardType.SORCERY}
_TYPE_WORDS = {v: k for k, v in _TYPES.items()}


def _quality(word: str) -> ProtectionFrom | None:
    if word in _COLORS:
        return ProtectionFrom(colors=frozenset({_COLORS[word]}))
    if word in _TYPES:
        return ProtectionFrom(types=frozenset({_TYPES[word]}))
    if word == "everything":
        return ProtectionFrom(everything=True)
    return None


def _quality_word(p: ProtectionFrom) -> str:
    if p.everything:
        return "everything"
    if p.colors:
        return _COLOR_WORDS[next(iter(p.colors))]
    return _TYPE_WORDS[next(iter(p.types))]


def protection(p: ProtectionFrom, text: str = "") -> StaticAbility:
    """The static ability "Protection from [quality]" (CR 702.16a)."""
    return StaticAbility("", text or f"Protection from {_quality_word(p)}", rules=(p,))


def protection_of(a: Ability) -> ProtectionFrom | None:
    """The quality of a protection ability built by :func:`protection`, else None."""
    if isinstance(a, StaticAbility) and len(a.rules) == 1 and \
            isinstance(a.rules[0], ProtectionFrom) and isinstance(a.affects, ThisObject) and \
            not (a.layer_effects or a.replacement or a.cost_modification or a.cda):
        return a.rules[0]
    return None


def _parse_protection(part: str) -> Ability | None:
    m = re.fullmatch(r"[Pp]rotection from (\w+)", part)
    q = _quality(m.group(1)) if m else None
    return protection(q) if q is not None else None


def _parse_protection_pair(part: str) -> tuple[Ability, Ability] | None:
    """``"protection from white and from black"`` (CR 702.16g: shorthand for two protection
    abilities, which behave separately) -> the two abilities; None for other parts."""
    m = re.fullmatch(r"([Pp]rotection from )(\w+) and from (\w+)", part)
    if not m or m.group(2) == m.group(3):
        return None
    a = _parse_protection(m.group(1) + m.group(2))
    b = _parse_protection(m.group(1) + m.group(3))
    return (a, b) if a is not None and b is not None else None


def protection_part(part: str) -> tuple[Ability, ...] | None:
    """A granted keyword phrase ``"protection from red"`` or ``"protection from red and from
    white"`` (CR 702.16a, 702.16g) -> its one or two protection abilities; None otherwise."""
    both = _parse_protection_pair(part)
    if both is not None:
        return both
    one = _parse_protection(part) if part.startswith("protection ") else None
    return (one,) if one is not None else None


def render_protection_part(abilities: tuple[Ability, ...]) -> str:
    """The inverse of :func:`protection_part`; ValueError for other abilities."""
    qs = [protection_of(a) for a in abilities]
    if not 1 <= len(qs) <= 2 or any(q is None for q in qs):
        raise ValueError("not one or two protection abilities")
    return "protection from " + " and from ".join(_quality_word(q) for q in qs if q is not None)


def ward(cost: ManaCost, life: int = 0) -> TriggeredAbility:
    """Ward [cost] (CR 702.21a): "Whenever this permanent becomes the target of a spell or
    ability an opponent controls, counter that spell or ability unless that player pays
    [cost]." ``life``: a cost in life ("Ward—Pay 3 life", "Ward—{2}, Pay 2 life", 119.4)."""
    text = f"Ward {cost}" if not life else _life_ward_text(cost, life)
    return TriggeredAbility("", text, event=BecomesTarget(),
                            effect=(UnlessPays(cost, (Counter(EventObject()),),
                                               Payer.THAT_PLAYER, life),))


def _life_ward_text(cost: ManaCost, life: int) -> str:
    return f"Ward—{f'{cost}, ' if cost.symbols else ''}Pay {life} life."


_LIFE_WARD = re.compile(r"Ward—((?:\{[0-9WUBRGC]\})+, )?Pay ([1-9]\d*) life\.")


def parse_life_ward(line: str) -> TriggeredAbility | None:
    """``"Ward—Pay 3 life."`` / ``"Ward—{2}, Pay 2 life."`` (CR 702.21a, 119.4) -> the ward
    ability; None for other lines."""
    m = _LIFE_WARD.fullmatch(line)
    if not m:
        return None
    try:
        cost = ManaCost.parse(m.group(1)[:-2]) if m.group(1) else ManaCost(())
    except ManaError:
        return None
    return ward(cost, int(m.group(2)))


def life_ward(a: Ability) -> tuple[ManaCost, int] | None:
    """The (mana, life) cost of a ward ability with a life cost built by :func:`ward`, else
    None."""
    if not isinstance(a, TriggeredAbility) or len(a.effect) != 1:
        return None
    e = a.effect[0]
    if isinstance(e, UnlessPays) and e.life and dataclasses.replace(
            ward(e.cost, e.life), key=a.key, text=a.text) == a:
        return e.cost, e.life
    return None


def ward_cost(a: Ability) -> ManaCost | None:
    """The cost of a ward ability built by :func:`ward`, else None."""
    if not isinstance(a, TriggeredAbility) or len(a.effect) != 1:
        return None
    e = a.effect[0]
    if isinstance(e, UnlessPays) and dataclasses.replace(ward(e.cost), key=a.key,
                                                         text=a.text) == a:
        return e.cost
    return None


def parse_ward(part: str) -> Ability | None:
    """``"Ward {2}"`` / ``"ward {2}"`` (CR 702.21a, a mana cost) -> :func:`ward`; None if not."""
    m = re.fullmatch(r"[Ww]ard ((?:\{[0-9WUBRGC]\})+)", part)
    if not m:
        return None
    try:
        cost = ManaCost.parse(m.group(1))
    except ManaError:
        return None
    return ward(cost) if cost.symbols else None


def parse_protection_line(line: str) -> tuple[Ability, ...] | None:
    """A keyword line with at least one protection or ward ability (``"Flying, protection
    from red"``, ``"Ward {2}"``); None if the line has neither or another part isn't a
    keyword."""
    if (lw := parse_life_ward(line)) is not None:
        return (lw,)
    if "rotection from " not in line and not re.search(r"(^W|, w)ard \{", line):
        return None
    out: list[Ability] = []
    parts = line.split(", ")
    for i, part in enumerate(parts):
        if part[:1].isupper() != (i == 0):
            return None
        both = _parse_protection_pair(part)  # "protection from A and from B" (702.16g)
        if both is not None:
            out.extend(both)
            continue
        prot = _parse_protection(part) or parse_ward(part)
        if prot is not None:
            out.append(prot)
            continue
        kws = parse_keywords(part[:1].upper() + part[1:])
        if kws is None:
            return None
        out.extend(kws)
    return tuple(out)


def render_protection_line(abilities: tuple[Ability, ...]) -> str | None:
    """The inverse of :func:`parse_protection_line`; None when no ability is protection."""
    if len(abilities) == 1 and (lw := life_ward(abilities[0])) is not None:
        return _life_ward_text(*lw)
    if not any(protection_of(a) is not None or ward_cost(a) is not None for a in abilities):
        return None
    parts: list[str] = []
    after_protection = False
    for a in abilities:
        p = protection_of(a)
        w = ward_cost(a)
        if p is not None and after_protection:  # two in a row: "... and from B" (702.16g)
            if " and from " in parts[-1]:
                raise ValueError("three protection abilities in a row have no rendering")
            parts[-1] += f" and from {_quality_word(p)}"
        elif p is not None:
            parts.append(f"protection from {_quality_word(p)}")
        elif w is not None:
            parts.append(f"ward {w}")
        elif keyword_name(a) is not None:
            parts.append(render_keywords((a,)).lower())
        else:
            raise ValueError("a protection line with another ability")
        after_protection = p is not None
    text = ", ".join(parts)
    return text[:1].upper() + text[1:]


# --- static abilities -----------------------------------------------------------------------

_CENTAUR = re.compile(r"If damage would be dealt to ~, prevent that damage\. Remove a "
                      r"(\+1/\+1) counter from ~\.")
_FROSTWIELDER = "If a creature dealt damage by ~ this turn would die, exile it instead."
_VORINCLEX_YOU = ("If you would put one or more counters on a permanent or player, put twice "
                  "that many of each of those kinds of counters on that permanent or player "
                  "instead.")
_VORINCLEX_OPP = ("If an opponent would put one or more counters on a permanent or player, "
                  "they put half that many of each of those kinds of counters on that "
                  "permanent or player instead, rounded down.")


def parse_prevention_static(line: str) -> StaticAbility | None:
    """A static replacement or prevention line of this family; None if not of it."""
    m = _CENTAUR.fullmatch(line)
    if m:
        return StaticAbility("", line, replacement=PreventDamageRemoveCounter(
            CounterKind(m.group(1))))
    m = re.fullmatch(r"As ~ enters, you may pay (\d+) life\. If you don't, it enters tapped\.",
                     line)
    if m and int(m.group(1)) >= 1:
        return StaticAbility("", line, replacement=AsEntersPayLifeOrTapped(int(m.group(1))))
    if line == _FROSTWIELDER:
        return StaticAbility("", line, replacement=ExileIfDealtDamageWouldDie())
    if line == _VORINCLEX_YOU:
        return StaticAbility("", line, replacement=ScaleCounters(Whose.YOU, double=True))
    if line == _VORINCLEX_OPP:
        return StaticAbility("", line, replacement=ScaleCounters(Whose.OPPONENT, double=False))
    return None


def render_prevention_static(a: StaticAbility) -> str | None:
    """The inverse of :func:`parse_prevention_static`; None for other static abilities."""
    r = a.replacement
    if r is None or a.layer_effects or a.rules or not isinstance(a.affects, ThisObject):
        return None
    if isinstance(r, PreventDamageRemoveCounter):
        return f"If damage would be dealt to ~, prevent that damage. Remove a {r.counter.value} " \
               "counter from ~."
    if isinstance(r, ExileIfDealtDamageWouldDie):
        return _FROSTWIELDER
    if isinstance(r, AsEntersPayLifeOrTapped):
        return f"As ~ enters, you may pay {r.life} life. If you don't, it enters tapped."
    if isinstance(r, ScaleCounters):
        if r.who is Whose.YOU and r.double:
            return _VORINCLEX_YOU
        if r.who is Whose.OPPONENT and not r.double:
            return _VORINCLEX_OPP
    return None
