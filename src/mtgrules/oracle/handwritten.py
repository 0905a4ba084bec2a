"""The render check applied to hand-written card definitions (issue 9, section 3): a
definition passes when its abilities, rendered from the model alone, give its Oracle text line
for line (normalised as for compiled cards). Keyword abilities sharing a line ("Flying,
vigilance") are grouped as the text groups them; a basic land type's intrinsic mana ability
(CR 305.6) has no line of its own.
"""

from __future__ import annotations

from mtgrules.cards.basics import basic_mana_abilities
from mtgrules.cards.definition import CardDef
from mtgrules.oracle.keywords import keyword_name
from mtgrules.oracle.normalize import lines
from mtgrules.oracle.render import render_ability, render_line


def render_check(d: CardDef) -> str | None:
    """None when ``d`` passes the render check, else why it doesn't (the first line that
    differs, or the part of the model with no rendering)."""
    intrinsic = set(basic_mana_abilities())
    abilities = [a for a in d.abilities if a not in intrinsic]
    want = [ln.text for ln in lines(d.oracle, d.name)]
    got: list[str] = []
    i = 0
    try:
        for line in want:
            if i >= len(abilities):
                return f"no ability for the line {line!r}"
            if keyword_name(abilities[i]) is not None:
                n = len(line.split(", "))
                group = tuple(abilities[i:i + n])
                i += n
                got.append(render_line(group))
            else:
                got.append(render_ability(abilities[i]))
                i += 1
            if got[-1] != line:
                return f"renders {got[-1]!r} for {line!r}"
    except (ValueError, KeyError, IndexError) as e:
        return f"no rendering: {e}"
    if i != len(abilities):
        return "abilities beyond the text"
    return None
