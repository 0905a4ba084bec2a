"""Lists of subtypes as one group (CR 205.3): ``"Skeletons, Vampires, and Zombies you
control"``, ``"Elves and Faeries you control"`` -> an AnyOf of one-subtype filters (read by
:func:`mtgrules.oracle.effects.parse_group`, so anthems and group effects take them)."""

from __future__ import annotations

import re

from mtgrules.model.filters import AnyOf, Filter, ObjectFilter
from mtgrules.oracle.phrases import parse_permanents, render_permanents
from mtgrules.oracle.subtypes import SINGULAR, plural


def parse_subtype_list(s: str) -> ObjectFilter | None:
    """``"Skeletons, Vampires, and Zombies you control"``, ``"Elves and Faeries you
    control"``: an AnyOf of one-subtype filters with the same controller (CR 205.3)."""
    m = re.fullmatch(r"([A-Z][\w’]+(?:, [A-Z][\w’]+)*,? and [A-Z][\w’]+)( you control| an "
                     r"opponent controls)?", s)
    if m is None:
        return None
    names = re.split(r", and |, | and ", m.group(1))
    if (len(names) > 2) != (", and " in m.group(1)) or any(n not in SINGULAR for n in names):
        return None
    subs = [SINGULAR[n] for n in names]
    if len(set(subs)) != len(subs):
        return None
    parts = []
    for st in subs:
        f = parse_permanents(st + (m.group(2) or ""))
        if not isinstance(f, Filter):
            return None
        parts.append(f)
    return AnyOf(tuple(parts))


def render_subtype_list(f: AnyOf) -> str | None:
    """The inverse of :func:`parse_subtype_list`; None for another AnyOf."""
    parts = [p for p in f.parts if isinstance(p, Filter) and len(p.subtypes) == 1
             and not p.types]
    if len(parts) != len(f.parts) or len(parts) < 2:
        return None
    tails = set()
    names = []
    for p in parts:
        one = render_permanents(p)
        head, _, tail = one.partition(" ")
        tails.add(tail)
        names.append(plural(head))
    if len(tails) != 1:
        return None
    tail = tails.pop()
    body = " and ".join(names) if len(names) == 2 else ", ".join(names[:-1]) + ", and " + \
        names[-1]
    return body + (" " + tail if tail else "")
