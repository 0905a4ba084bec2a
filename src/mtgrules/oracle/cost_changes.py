"""The spell cost change family (CR 601.2f, :class:`~mtgrules.model.ChangeSpellCost`):

- ``"Affinity for artifacts"`` (CR 702.41a: this spell costs {1} less to cast for each
  artifact you control)
- ``"~ costs {1} less to cast for each creature you control."``
- ``"Instant and sorcery spells you cast cost {1} less to cast."``, ``"Creature spells you
  cast cost {2} less to cast."``, ``"Dinosaur spells you cast cost {1} less to cast."``,
  ``"~ costs {1} less to cast if you control three or more artifacts."`` (metalcraft),
  ``"Noncreature spells cost {1} more to cast."`` (every player's spells)

Each line compiles into one :class:`~mtgrules.model.StaticAbility` whose only part is the
cost change.
"""

from __future__ import annotations

import re

from mtgrules.model import AnyOf, Filter, StaticAbility, ThisObject, Whose, Zone
from mtgrules.model.amounts import CountOf
from mtgrules.model.base import Ability
from mtgrules.model.continuous import YouControlAtLeast
from mtgrules.model.cost_changes import ChangeSpellCost, TargetsA
from mtgrules.model.creature_types import CREATURE_TYPES
from mtgrules.model.filters import ObjectFilter
from mtgrules.model.triggers import CreatureDiedThisTurn
from mtgrules.oracle.phrases import (
    CARD_TYPE_WORDS,
    TYPE_WORD,
    common,
    parse_noun,
    parse_permanents,
    parse_word_number,
    render_noun,
    render_permanents,
    with_fields,
    word_number,
)

_SPELL_TYPES = ("instant", "sorcery", "creature", "artifact", "enchantment", "planeswalker")


def _plural(noun: str) -> str:
    return noun[:-1] + "ies" if noun.endswith("y") else noun + "s"


def _singular(noun: str) -> str | None:
    if noun.endswith("ies"):
        return noun[:-3] + "y"
    if noun.endswith("s") and not noun.endswith("ss"):
        return noun[:-1]
    return None


def _parse_spells(s: str) -> tuple[ObjectFilter | None, bool]:
    """A spells phrase without "spells": ``""`` (every spell), ``"Instant and sorcery"``,
    ``"Noncreature"``, ``"Dinosaur"``. Returns (filter, ok)."""
    if s == "":
        return None, True
    low = s[0].lower() + s[1:]
    parts = low.split(" and ")
    if len(parts) == 2 and all(p in _SPELL_TYPES for p in parts) and parts[0] != parts[1]:
        return AnyOf(tuple(Filter(types=frozenset({CARD_TYPE_WORDS[p]}), zone=Zone.STACK)
                           for p in parts)), True
    if low in _SPELL_TYPES:
        return Filter(types=frozenset({CARD_TYPE_WORDS[low]}), zone=Zone.STACK), True
    m = re.fullmatch(r"non(\w+)", low)
    if m and m.group(1) in _SPELL_TYPES + ("land",):
        return Filter(nontypes=frozenset({CARD_TYPE_WORDS[m.group(1)]}), zone=Zone.STACK), True
    if s in CREATURE_TYPES:
        return Filter(subtypes=frozenset({s}), zone=Zone.STACK), True
    return None, False


def _render_spells(f: ObjectFilter | None) -> str:
    if f is None:
        return ""
    if isinstance(f, AnyOf) and len(f.parts) == 2 and all(
            isinstance(p, Filter) and p == Filter(types=p.types, zone=Zone.STACK)
            and len(p.types) == 1 for p in f.parts):
        words = [TYPE_WORD[next(iter(common(p).types))] for p in f.parts]
        return words[0].capitalize() + " and " + words[1]
    if not isinstance(f, Filter):
        raise ValueError("spells phrase has no rendering")
    if f == Filter(types=f.types, zone=Zone.STACK) and len(f.types) == 1:
        return TYPE_WORD[next(iter(f.types))].capitalize()
    if f == Filter(nontypes=f.nontypes, zone=Zone.STACK) and len(f.nontypes) == 1:
        return "Non" + TYPE_WORD[next(iter(f.nontypes))]
    if f == Filter(subtypes=f.subtypes, zone=Zone.STACK) and len(f.subtypes) == 1:
        return next(iter(f.subtypes))
    raise ValueError("spells phrase has no rendering")


def _static(line: str, ch: ChangeSpellCost) -> StaticAbility:
    return StaticAbility("", line, cost_modification=ch)


_WHO = {" you cast": Whose.YOU, " your opponents cast": Whose.OPPONENT, "": Whose.ANY}
"""Whose spells a cost change applies to, as written after "spells"."""


def parse_cost_change(line: str) -> tuple[Ability, ...] | None:
    """A line of this family -> its static ability; None if not of this family."""
    m = re.fullmatch(r"Affinity for ([a-zA-Z]+)", line)
    if m:
        one = _singular(m.group(1))
        f = parse_permanents(one + " you control") if one else None
        if f is None:
            return None
        return (_static(line, ChangeSpellCost(1, this_spell=True, per=CountOf(f),
                                              affinity=True)),)
    m = re.fullmatch(r"~ costs \{(\d+)\} less to cast if it targets an? (.+)\.", line)
    if m and int(m.group(1)) >= 1:
        f = parse_permanents(m.group(2))
        if f is None:
            return None
        return (_static(line, ChangeSpellCost(int(m.group(1)), this_spell=True,
                                              condition=TargetsA(f))),)
    m = re.fullmatch(r"~ costs \{(\d+)\} less to cast if (you control an? (.+)|you control "
                     r"(\w+) or more (.+)|a creature died this turn)\.", line)
    if m and int(m.group(1)) >= 1:
        cond: YouControlAtLeast | CreatureDiedThisTurn = CreatureDiedThisTurn()
        if m.group(3) is not None:
            f = parse_permanents(m.group(3) + " you control")
            if f is None:
                return None
            cond = YouControlAtLeast(f, 1)
        if m.group(4) is not None:  # metalcraft: "three or more artifacts" (CR 207.2c)
            k = parse_word_number(m.group(4))
            one = _singular(m.group(5))
            f = parse_permanents(one + " you control") if one else None
            if f is None or k is None or k < 2 or _plural(one or "") != m.group(5):
                return None
            cond = YouControlAtLeast(f, k)
        return (_static(line, ChangeSpellCost(int(m.group(1)), this_spell=True,
                                              condition=cond)),)
    m = re.fullmatch(r"~ costs \{(\d+)\} less to cast for each (.+) in your graveyard\.", line)
    if m and int(m.group(1)) >= 1:  # cards in your graveyard: "instant and sorcery card"
        g = parse_noun(m.group(2).replace(" and ", " or "), card=True)
        if g is None:
            return None
        g = with_fields(g, zone=Zone.GRAVEYARD, controller=Whose.YOU)
        return (_static(line, ChangeSpellCost(int(m.group(1)), this_spell=True,
                                              per=CountOf(g))),)
    m = re.fullmatch(r"~ costs \{(\d+)\} less to cast for each (.+)\.", line)
    if m:
        f = _each_permanent(m.group(2))
        if f is None or int(m.group(1)) < 1:
            return None
        return (_static(line, ChangeSpellCost(int(m.group(1)), this_spell=True,
                                              per=CountOf(f))),)
    m = re.fullmatch(r"(?:(.+) s|S)pells( you cast| your opponents cast)? cost \{(\d+)\} "
                     r"(less|more) to cast\.", line)
    if m:
        spells, ok = _parse_spells(m.group(1) or "")
        n = int(m.group(3))
        if not ok or n < 1:
            return None
        return (_static(line, ChangeSpellCost(n, more=m.group(4) == "more", spells=spells,
                                              who=_WHO[m.group(2) or ""])),)
    return None


def _each_permanent(s: str) -> ObjectFilter | None:
    """"creature you control", "creature your opponents control", "creature on the
    battlefield" (any controller's) -> the filter of the permanents counted."""
    if s.endswith(" on the battlefield"):
        f = parse_permanents(s[: -len(" on the battlefield")])
        return f if f is not None and common(f).controller is Whose.ANY else None
    if s.endswith(" your opponents control"):
        return parse_permanents(s[: -len(" your opponents control")] + " an opponent controls")
    f = parse_permanents(s)
    return f if f is not None and common(f).controller is Whose.YOU else None


def render_cost_change(a: StaticAbility) -> str:
    """The line of a spell cost change static. Raises ValueError when it has none."""
    ch = a.cost_modification
    if not isinstance(ch, ChangeSpellCost) or a.layer_effects or a.rules or a.replacement \
            or a.cda or a.condition is not None or a.affects != ThisObject() or \
            ch.nth is not None or ch.during_your_turn or \
            not ch.colored.is_empty():
        raise ValueError("not a spell cost change of this family")
    if ch.this_spell and ch.condition is not None:
        if isinstance(ch.condition, TargetsA):
            noun = render_permanents(ch.condition.filter)
            art = "an" if noun[0] in "aeiou" else "a"
            return f"~ costs {{{ch.generic}}} less to cast if it targets {art} {noun}."
        if isinstance(ch.condition, CreatureDiedThisTurn):
            return f"~ costs {{{ch.generic}}} less to cast if a creature died this turn."
        if ch.condition.count < 1:
            raise ValueError("a count of permanents has no rendering")
        noun = render_permanents(ch.condition.filter)
        if not noun.endswith(" you control"):
            raise ValueError("not a permanent you control")
        noun = noun[:-len(" you control")]
        if ch.condition.count > 1:
            return f"~ costs {{{ch.generic}}} less to cast if you control " \
                   f"{word_number(ch.condition.count)} or more {_plural(noun)}."
        art = "an" if noun[0].lower() in "aeiou" else "a"
        return f"~ costs {{{ch.generic}}} less to cast if you control {art} {noun}."
    if ch.this_spell:
        if ch.per is None or ch.more:
            raise ValueError("spell's own cost change has no rendering")
        if common(ch.per.filter).zone is Zone.GRAVEYARD:
            if ch.affinity:
                raise ValueError("affinity counts permanents")
            card = render_noun(with_fields(ch.per.filter, zone=Zone.BATTLEFIELD,
                                           controller=Whose.ANY), card=True)
            if isinstance(ch.per.filter, AnyOf):
                card = card.replace(" or ", " and ")
            if common(ch.per.filter).controller is not Whose.YOU:
                raise ValueError("only cards in your graveyard")
            return f"~ costs {{{ch.generic}}} less to cast for each {card} in your graveyard."
        noun = render_permanents(ch.per.filter)
        if ch.affinity:
            if not noun.endswith(" you control") or " " in noun[:-len(" you control")]:
                raise ValueError("affinity for a phrase has no rendering")
            return "Affinity for " + _plural(noun[:-len(" you control")])
        who = common(ch.per.filter).controller
        if who is Whose.ANY:  # "for each creature on the battlefield"
            noun += " on the battlefield"
        elif who is Whose.OPPONENT:  # "for each creature your opponents control"
            noun = noun.replace(" an opponent controls", " your opponents control")
        return f"~ costs {{{ch.generic}}} less to cast for each {noun}."
    spells = _render_spells(ch.spells)
    head = f"{spells} spells" if spells else "Spells"
    you = next(k for k, v in _WHO.items() if v is ch.who)
    return f"{head}{you} cost {{{ch.generic}}} {'more' if ch.more else 'less'} to cast."


def is_cost_change_line(line: str) -> bool:
    """Whether an instant's or sorcery's line is of this family (not an effect paragraph)."""
    return line.startswith(("Affinity for ", "~ costs {"))

