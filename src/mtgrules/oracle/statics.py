"""The static-ability family (CR 604): ``"~ enters tapped."`` (614.1c), ``"~ can't block."``,
``"~ can't attack."`` (508.1c, 509.1b), anthems ``"Creatures you control get +1/+1."``,
``"Other creatures you control get +1/+1."`` (613.4c), ``"Creatures you control have
flying."`` (613.1f), and Auras' ``"Enchanted creature gets +2/+2."``, ``"Enchanted creature has
flying."``, ``"Enchanted creature can't attack or block."`` (303.4)."""

from __future__ import annotations

import re
from typing import Any

from mtgrules.abilities import Filter, StaticAbility
from mtgrules.cards.builders import le
from mtgrules.keywords import keyword, keyword_key
from mtgrules.oracle.effects import KEYWORDS_GRANTABLE, parse_plural, render_plural

_RULES = {"can't block": "cant_block", "can't attack": "cant_attack",
          "can't attack or block": "cant_attack,cant_block"}
_RULE_TEXT = {v: k for k, v in _RULES.items()}


def _kws(s: str) -> tuple[str, ...] | None:
    if ", and " in s:
        head, last = s.rsplit(", and ", 1)
        parts = head.split(", ") + [last]
    else:
        parts = s.split(" and ")
    return tuple(parts) if all(p in KEYWORDS_GRANTABLE for p in parts) else None


def _render_kws(kws: tuple[str, ...]) -> str:
    return " and ".join(kws) if len(kws) <= 2 else ", ".join(kws[:-1]) + ", and " + kws[-1]


def _subject(s: str) -> tuple[Any, bool] | None:
    """(affects, plural) of a static ability's subject."""
    if s == "~":
        return "self", False
    if s == "Enchanted creature":
        return "enchanted", False
    f = parse_plural(s[:1].lower() + s[1:])
    return (f, True) if f is not None else None


def _render_subject(aff: Any) -> str:
    if aff == "self":
        return "~"
    if aff == "enchanted":
        return "Enchanted creature"
    if isinstance(aff, Filter):
        s = render_plural(aff)
        return s[:1].upper() + s[1:]
    raise ValueError(f"affects {aff!r} has no rendering")


def parse_static(line: str) -> StaticAbility | None:
    """A static ability line; None if not of this family."""
    if line == "~ enters tapped.":
        return StaticAbility("", line, replacement="enters_tapped")
    m = re.fullmatch(r"(.+?) (can't attack or block|can't block|can't attack)\.", line)
    if m:
        sub = _subject(m.group(1))
        if sub is None or sub[1]:
            return None
        return StaticAbility("", line, affects=sub[0], rule=_RULES[m.group(2)])
    m = re.fullmatch(r"(.+?) (gets?) ([+-]\d+)/([+-]\d+)\.", line)
    if m:
        sub = _subject(m.group(1))
        if sub is None or sub[1] != (m.group(2) == "get") or sub[0] == "self":
            return None
        return StaticAbility("", line, affects=sub[0], layer_effects=(
            le("7c", "modify_pt", power=int(m.group(3)), toughness=int(m.group(4))),))
    m = re.fullmatch(r"(.+?) (has|have) (.+)\.", line)
    if m:
        sub = _subject(m.group(1))
        kws = _kws(m.group(3))
        if sub is None or kws is None or sub[1] != (m.group(2) == "have") or sub[0] == "self":
            return None
        return StaticAbility("", line, affects=sub[0], layer_effects=(
            le("6", "add_abilities", keys=tuple(keyword(k).key for k in kws)),))
    return None


def render_static(a: StaticAbility) -> str:
    """The inverse of :func:`parse_static`."""
    if a.cda or a.rargs:
        raise ValueError("static ability has no rendering")
    if a.replacement == "enters_tapped" and a.affects == "self" and not a.layer_effects \
            and a.rule is None:
        return "~ enters tapped."
    if a.replacement is not None:
        raise ValueError("replacement has no rendering")
    subj = _render_subject(a.affects)
    plural = isinstance(a.affects, Filter)
    if a.rule is not None and not a.layer_effects:
        return f"{subj} {_RULE_TEXT[a.rule]}."
    if len(a.layer_effects) == 1 and a.rule is None:
        e = a.layer_effects[0]
        args = dict(e.args)
        if e.layer == "7c" and e.kind == "modify_pt" and set(args) == {"power", "toughness"}:
            return f"{subj} get{'' if plural else 's'} " \
                   f"{args['power']:+d}/{args['toughness']:+d}."
        if e.layer == "6" and e.kind == "add_abilities" and set(args) == {"keys"}:
            names = []
            for k in args["keys"]:
                n = k[3:]
                if k != keyword_key(n) or n not in KEYWORDS_GRANTABLE:
                    raise ValueError(f"{k!r} is not a grantable keyword")
                names.append(n)
            return f"{subj} {'have' if plural else 'has'} {_render_kws(tuple(names))}."
    raise ValueError("static ability has no rendering")
