"""The static abilities of soulbond creatures (CR 702.95b, 611.3a): ``"As long as ~ is paired
with another creature, each of those creatures gets +4/+4."``, ``"... both creatures have
double strike."``, ``'... each of those creatures has "{2}{U}: Untap this creature."'``:
layer effects on :class:`~mtgrules.model.refs.ThisAndPaired` under
:class:`~mtgrules.model.soulbond.IsPaired`. Oracle words the subject by the effect: a P/T
change "each of those creatures gets", keywords "both creatures have", a quoted ability
"each of those creatures has" (so the rendering is fixed by the model). (The keyword line
``"Soulbond"`` is read with the other triggered keywords,
:mod:`mtgrules.oracle.keywords_parameterised`.) Declared in :mod:`mtgrules.oracle.readers`
(STATIC_READERS, ABILITY_RENDERERS)."""

from __future__ import annotations

import re

from mtgrules.model import AddAbilities, ModifyPT, StaticAbility
from mtgrules.model.base import Ability
from mtgrules.model.refs import ThisAndPaired
from mtgrules.model.soulbond import IsPaired
from mtgrules.oracle.effects_base import grant, granted_keywords, kw_list, render_kw_list
from mtgrules.oracle.granted import is_quoted
from mtgrules.oracle.pt import PT, parse_pt, render_pt

_HEAD = "As long as ~ is paired with another creature, "
_PT = re.compile(r"each of those creatures gets " + PT + r"\.")


def parse_static(line: str) -> StaticAbility | None:
    """A soulbond creature's static line -> its ability; None for other lines."""
    if not line.startswith(_HEAD):
        return None
    body = line[len(_HEAD):]
    part: ModifyPT | AddAbilities | None = None
    if (m := _PT.fullmatch(body)) is not None:
        part = parse_pt(m.group(1), m.group(2))
    elif (m := re.fullmatch(r"(both creatures have|each of those creatures has) (.+)\.",
                            body)) is not None:  # (a period after a quotation: add_periods)
        kws = kw_list(m.group(2))
        quoted = kws is not None and any(is_quoted(k) for k in kws)
        if kws is None or quoted != m.group(1).endswith("has") or (quoted and len(kws) > 1):
            return None
        part = grant(kws)  # (the normalised line names a quoted ability's holder "~")
    if part is None:
        return None
    return StaticAbility("", line, affects=ThisAndPaired(), layer_effects=(part,),
                         condition=IsPaired())


def render_static(a: Ability) -> str | None:
    """The inverse of :func:`parse_static`; None for other abilities."""
    if not isinstance(a, StaticAbility) or not isinstance(a.affects, ThisAndPaired):
        return None
    if a.condition != IsPaired() or len(a.layer_effects) != 1 or a.rules or \
            a.replacement is not None or a.cost_modification is not None or a.cda:
        raise ValueError("a paired creatures' ability without a rendering")
    part = a.layer_effects[0]
    if isinstance(part, ModifyPT):
        return f"{_HEAD}each of those creatures gets {render_pt(part)}."
    if isinstance(part, AddAbilities):
        kws = granted_keywords(part.abilities)
        if not any(is_quoted(k) for k in kws):
            return f"{_HEAD}both creatures have {render_kw_list(kws)}."
        return f"{_HEAD}each of those creatures has {render_kw_list(kws)}."
    raise ValueError("a paired creatures' effect without a rendering")
