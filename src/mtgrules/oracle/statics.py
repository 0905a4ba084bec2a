"""The static-ability family (CR 604): ``"~ enters tapped."`` (614.1c), ``"~ can't block."``,
``"~ can't attack."`` (508.1c, 509.1b), anthems ``"Creatures you control get +1/+1."``,
``"Other creatures you control get +1/+1."`` (613.4c), ``"Creatures you control have
flying."`` (613.1f), and Auras' ``"Enchanted creature gets +2/+2."``, ``"Enchanted creature has
flying."``, ``"Enchanted creature can't attack or block."`` (303.4)."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from mtgrules.model import (
    AttachedObject,
    CantAttack,
    CantBlock,
    CardType,
    CounterKind,
    Each,
    EntersTapped,
    EntersWithCounters,
    Filter,
    Fixed,
    KeywordName,
    ModifyPT,
    StaticAbility,
    ThisObject,
    X,
)
from mtgrules.model.continuous import AddAbilities
from mtgrules.model.dungeons import CompletedDungeon, DuringYourTurn, IsEquipped
from mtgrules.model.refs import ObjectRef
from mtgrules.model.rules import CanBlockOnly, CantBeBlocked, RuleModification
from mtgrules.model.triggers import Condition
from mtgrules.oracle.effects import parse_group, render_group
from mtgrules.oracle.effects_base import grant, granted_keywords, kw_list, render_kw_list
from mtgrules.oracle.keywords_combat import COMBAT_RULES
from mtgrules.oracle.phrases import parse_word_number, word_number
from mtgrules.oracle.player_rules import parse_player_rule, render_player_rule
from mtgrules.oracle.pt import PT, parse_pt, render_pt

_RULES: dict[str, tuple[RuleModification, ...]] = {
    "can't block": (CantBlock(),), "can't attack": (CantAttack(),),
    "can't attack or block": (CantAttack(), CantBlock()),
    "can't be blocked": (CantBeBlocked(),),
    "can block only creatures with flying": (CanBlockOnly(Filter(
        types=frozenset({CardType.CREATURE}), keywords=frozenset({KeywordName.FLYING}))),),
    **COMBAT_RULES}


_RULES_RE = "|".join(re.escape(k) for k in sorted(_RULES, key=len, reverse=True))


def _subject(s: str) -> tuple[ObjectRef, bool] | None:
    """(affects, plural) of a static ability's subject."""
    if s == "~":
        return ThisObject(), False
    if s in ("Enchanted creature", "Equipped creature"):
        return AttachedObject(equipped=s == "Equipped creature"), False
    if s in ("Enchanted land", "Enchanted permanent", "Enchanted artifact",
             "Enchanted enchantment"):
        return AttachedObject(noun=s.split()[1]), False  # the Aura's enchant restriction
    f = parse_group(s)
    if f is not None and _has_keyword_criterion(f):
        return None  # the layer system doesn't read keywords while applying layer 7 yet
    return (Each(f), True) if f is not None else None


def _has_keyword_criterion(f: object) -> bool:
    from mtgrules.model.base import walk
    from mtgrules.model.filters import Filter as F
    return any(isinstance(n, F) and (n.keywords or n.nonkeywords or n.power is not None)
               for n in walk(f))


def _render_subject(aff: ObjectRef) -> tuple[str, bool]:
    if isinstance(aff, ThisObject):
        return "~", False
    if isinstance(aff, AttachedObject):
        return "Equipped creature" if aff.equipped else f"Enchanted {aff.noun}", False
    if isinstance(aff, Each) and aff.controlled_by is None:
        return render_group(aff.filter), True
    raise ValueError(f"affects {type(aff).__name__} has no rendering")


STATIC_PARSERS: tuple[Callable[[str], StaticAbility | None], ...] = ()
"""Parsers of static-ability families in their own modules (declared in
:mod:`mtgrules.oracle.readers`); each gives None for a line not of its family."""


_STATIC_CONDITIONS: tuple[tuple[str, Condition], ...] = (
    ("As long as you've completed a dungeon, ", CompletedDungeon()),
    ("As long as ~ is equipped, ", IsEquipped()),
    ("During your turn, ", DuringYourTurn()),
)


def parse_static(line: str) -> StaticAbility | None:
    """A static ability line; None if not of this family. ``"As long as [condition], "`` and
    ``"During your turn, "`` before a layer or rule static make it conditional (CR 611.3a)."""
    for head, cond in _STATIC_CONDITIONS:
        if line.startswith(head):
            rest = line[len(head):]
            inner = parse_static(rest[:1].upper() + rest[1:]) or _self_static(rest)
            if inner is None or inner.condition is not None or inner.replacement is not None \
                    or inner.cost_modification is not None or inner.cda:
                return None
            return dataclasses.replace(inner, condition=cond, text=line)  # its whole text
    return _parse_static(line)


def _self_static(line: str) -> StaticAbility | None:
    """``"~ gets +3/+0 and has flying."``, ``"~ has double strike."``: the source's own
    layer effects, read only under a condition (an unconditional one is printed P/T)."""
    m = re.fullmatch(r"~ (?:gets ([+-]\d+)/([+-]\d+)(?: and has (.+))?|has (.+))\.", line)
    if m is None:
        return None
    parts: list[ModifyPT | AddAbilities] = []
    if m.group(1):
        if "-0" in (m.group(1), m.group(2)):
            return None
        parts.append(ModifyPT(Fixed(int(m.group(1))), Fixed(int(m.group(2)))))
    words = m.group(3) or m.group(4)
    if words:
        kws = kw_list(words)
        if kws is None:
            return None
        parts.append(grant(kws))
    return StaticAbility("", line, affects=ThisObject(), layer_effects=tuple(parts))


_ENTERS_WITH = re.compile(r"(~|If ~ was kicked, it) enters( tapped(?: and)?)? with (an?|\w+|X) "
                          r"(\S+) counters? on it\.")


def _enters_with_counters(line: str) -> StaticAbility | None:
    """``"~ enters with three charge counters on it."``, ``"~ enters tapped with two charge
    counters on it."``, ``"If ~ was kicked, it enters with X +1/+1 counters on it."`` (CR
    614.1c, 122.6); None for other lines."""
    m = _ENTERS_WITH.fullmatch(line)
    if m is None:
        return None
    who, tapped, word, kind = m.groups()
    try:
        counter = CounterKind(kind)
    except ValueError:
        return None
    one = " counter on " in line
    if word in ("a", "an"):
        n: X | int | None = 1 if one and word == _article(kind) else None
    else:
        n = X() if word == "X" else parse_word_number(word)
        if one or isinstance(n, int) and n < 2:
            n = None
    if n is None:
        return None
    return StaticAbility("", line, replacement=EntersWithCounters(
        counter, n if isinstance(n, X) else Fixed(n), if_kicked=who != "~",
        tapped=tapped is not None, tapped_and=tapped == " tapped and"))


def _article(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"


def _render_enters_with_counters(r: EntersWithCounters) -> str | None:
    """The inverse of :func:`_enters_with_counters`; None for an amount it doesn't write."""
    who = "If ~ was kicked, it" if r.if_kicked else "~"
    tapped = " tapped and" if r.tapped_and else " tapped" if r.tapped else ""
    kind = r.counter.value
    if isinstance(r.amount, X):
        return f"{who} enters{tapped} with X {kind} counters on it."
    if isinstance(r.amount, Fixed) and r.amount.n >= 1:
        k = r.amount.n
        word = _article(kind) if k == 1 else word_number(k)
        return f"{who} enters{tapped} with {word} {kind} counter{'' if k == 1 else 's'} on it."
    return None


def _parse_static(line: str) -> StaticAbility | None:
    for parse_family in STATIC_PARSERS:
        got = parse_family(line)
        if got is not None:
            return got
    ruled = parse_player_rule(line)
    if ruled is not None:
        return ruled
    if line == "~ enters tapped.":
        return StaticAbility("", line, replacement=EntersTapped())
    got = _enters_with_counters(line)
    if got is not None:
        return got
    m = re.fullmatch(r"(.+?) (" + _RULES_RE + r")\.", line)
    if m:
        sub = _subject(m.group(1))
        if sub is None or sub[1]:
            return None
        return StaticAbility("", line, affects=sub[0], rules=_RULES[m.group(2)])
    m = re.fullmatch(r"(.+?) (gets?) " + PT + r"(?: and (has|have) (.+))?\.", line)
    if m:
        sub = _subject(m.group(1))
        plural = m.group(2) == "get"
        mod = parse_pt(m.group(3), m.group(4))
        if sub is None or sub[1] != plural or isinstance(sub[0], ThisObject) or mod is None:
            return None
        parts: list[ModifyPT | AddAbilities] = [mod]
        if m.group(5):
            kws = kw_list(m.group(6))
            if kws is None or (m.group(5) == "have") != plural:
                return None
            parts.append(grant(kws))
        return StaticAbility("", line, affects=sub[0], layer_effects=tuple(parts))
    m = re.fullmatch(r"(.+?) (has|have) (.+)\.", line)
    if m:
        sub = _subject(m.group(1))
        kws = kw_list(m.group(3))
        if sub is None or kws is None or sub[1] != (m.group(2) == "have") or \
                isinstance(sub[0], ThisObject):
            return None
        return StaticAbility("", line, affects=sub[0], layer_effects=(grant(kws),))
    return None


def render_static(a: StaticAbility) -> str:
    """The inverse of :func:`parse_static`."""
    if a.condition is not None:
        for head, cond in _STATIC_CONDITIONS:
            if cond == a.condition:
                inner = render_static(dataclasses.replace(a, condition=None))
                return head + (inner if inner.startswith("~") else inner[:1].lower() + inner[1:])
        raise ValueError("condition has no rendering")
    ruled = render_player_rule(a)
    if ruled is not None:
        return ruled
    if a.cda or a.cost_modification is not None:
        raise ValueError("static ability has no rendering")
    if a.replacement is not None:
        if a.layer_effects or a.rules or not isinstance(a.affects, ThisObject):
            raise ValueError("replacement with other effects has no rendering")
        r = a.replacement
        if isinstance(r, EntersTapped):
            return "~ enters tapped."
        if isinstance(r, EntersWithCounters) and r.condition is None:  # a condition:
            got = _render_enters_with_counters(r)                      # oracle.history
            if got is not None:
                return got
        raise ValueError("replacement has no rendering")
    subj, plural = _render_subject(a.affects)
    if a.rules and not a.layer_effects:
        for text, rules in _RULES.items():
            if rules == a.rules and not plural:
                return f"{subj} {text}."
        raise ValueError("rules have no rendering")
    if len(a.layer_effects) == 2 and not a.rules:
        e, g = a.layer_effects
        if isinstance(e, ModifyPT) and isinstance(e.power, Fixed) and \
                isinstance(e.toughness, Fixed) and isinstance(g, AddAbilities):
            kws = granted_keywords(g.abilities)
            return f"{subj} get{'' if plural else 's'} {render_pt(e)} " \
                   f"and {'have' if plural else 'has'} {render_kw_list(kws)}."
    if len(a.layer_effects) == 1 and not a.rules:
        e = a.layer_effects[0]
        if isinstance(e, ModifyPT) and isinstance(e.power, Fixed) and \
                isinstance(e.toughness, Fixed):
            return f"{subj} get{'' if plural else 's'} {render_pt(e)}."
        if isinstance(e, AddAbilities):
            kws = granted_keywords(e.abilities)
            return f"{subj} {'have' if plural else 'has'} {render_kw_list(kws)}."
    raise ValueError("static ability has no rendering")
