"""The mana-ability family (CR 605.1a): ``"{T}: Add {G}."``, ``"{T}: Add {C}{C}."``,
``"{T}: Add {R} or {G}."``, ``"{T}: Add {W}, {U}, or {B}."``, ``"{T}: Add one mana of any
color."``, with any supported cost (``"{1}, {T}: ..."``, ``"{T}, Pay 1 life: ..."``)."""

from __future__ import annotations

import re

from mtgrules.abilities import ActivatedAbility, op
from mtgrules.oracle.costs import parse_cost, render_cost

_SYM = re.compile(r"\{([WUBRGC])\}")


def parse_mana_ability(line: str) -> ActivatedAbility | None:
    """A mana ability line -> an :class:`ActivatedAbility` with ``mana_ability``; None if not
    of this family."""
    m = re.fullmatch(r"(.+?): Add (.+)\.", line)
    if not m:
        return None
    cost = parse_cost(m.group(1))
    if cost is None or cost.sacrifice_self:
        return None
    what = m.group(2)
    if what == "one mana of any color":
        args: dict[str, object] = {"choice": "any_color"}
    elif re.fullmatch(r"(\{[WUBRGC]\})+", what):
        args = {"mana": "".join(_SYM.findall(what))}
    else:
        parts = re.split(r", or |, | or ", what)
        if len(parts) < 2 or not all(_SYM.fullmatch(p) for p in parts):
            return None
        syms = "".join(p[1] for p in parts)
        if len(set(syms)) != len(syms) or "C" in syms:
            return None
        args = {"choice": syms}
    return ActivatedAbility("", line, cost=cost, effect=(op("add_mana", **args),),
                            mana_ability=True)


def render_mana_ability(a: ActivatedAbility) -> str:
    """The inverse of :func:`parse_mana_ability`."""
    if len(a.effect) != 1 or a.effect[0].op != "add_mana" or a.targets or a.sorcery_speed:
        raise ValueError("not a simple mana ability")
    args = dict(a.effect[0].args)
    if set(args) - {"mana", "choice"} or len(args) != 1:
        raise ValueError("mana ability arguments have no rendering")
    if args.get("choice") == "any_color":
        what = "one mana of any color"
    elif "mana" in args:
        what = "".join("{" + c + "}" for c in args["mana"])
    else:
        syms = ["{" + c + "}" for c in args["choice"]]
        what = " or ".join(syms) if len(syms) == 2 else ", ".join(syms[:-1]) + ", or " + syms[-1]
    return f"{render_cost(a.cost)}: Add {what}."
