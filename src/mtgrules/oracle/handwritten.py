"""The render check applied to hand-written card definitions (issue 9, section 3): a
definition passes when its abilities, rendered from the model alone, give its Oracle text line
for line (normalised as for compiled cards). Keyword abilities sharing a line ("Flying,
vigilance") are grouped as the text groups them, and so are Saga chapter abilities sharing a
line ("I, II — ...", CR 714.2b); a modal spell's bullet lines are its one ability (CR 700.2);
an instant's or sorcery's effect paragraphs are its one spell ability (CR 113.3a), as the
compiler reads them; a Class's level abilities follow their level line (CR 716.2a); a basic
land type's intrinsic mana ability (CR 305.6) has no line of its own.
"""

from __future__ import annotations

from mtgrules.cards.basics import basic_mana_abilities
from mtgrules.cards.definition import CardDef
from mtgrules.model import ActivatedAbility, ChapterReached, TriggeredAbility
from mtgrules.model.base import Ability
from mtgrules.oracle.compiler import _spell_paragraphs
from mtgrules.oracle.effects_modal import join_modes
from mtgrules.oracle.granted import add_periods
from mtgrules.oracle.keywords import keyword_name
from mtgrules.oracle.normalize import lines
from mtgrules.oracle.render import render_ability, render_line


def _in_text_order(d: CardDef) -> list[Ability]:
    """The abilities in the order their lines print: a Class's level-N abilities right after
    its "Level N" line (CR 716.2a)."""
    intrinsic = set(basic_mana_abilities())
    out: list[Ability] = []
    for a in d.abilities:
        if a in intrinsic:
            continue
        out.append(a)
        if isinstance(a, ActivatedAbility) and a.level is not None:
            out.extend(b for lvl, b in d.level_abilities if lvl == a.level)
    return out


def _chapters_on(line: str) -> int:
    head, sep, _ = line.partition(" — ")
    return len(head.split(", ")) if sep and head.replace(", ", "").strip("IVX") == "" else 1


def render_check(d: CardDef) -> str | None:
    """None when ``d`` passes the render check, else why it doesn't (the first line that
    differs, or the part of the model with no rendering)."""
    abilities = _in_text_order(d)
    own = [a for a in d.abilities if a not in set(basic_mana_abilities())]
    if len(abilities) - len(own) != len(d.level_abilities):
        return "level abilities without their level line"
    want = [add_periods(ln.text) for ln in _spell_paragraphs(join_modes(lines(d.oracle, d.name)),
                                                d.type_line)]
    got: list[str] = []
    i = 0
    try:
        for line in want:
            if i >= len(abilities):
                return f"no ability for the line {line!r}"
            a = abilities[i]
            if keyword_name(a) is not None:
                n = len(line.split(", "))
                group = tuple(abilities[i:i + n])
                i += n
                got.append(render_line(group))
            elif isinstance(a, TriggeredAbility) and isinstance(a.event, ChapterReached):
                n = _chapters_on(line)
                got.append(render_line(tuple(abilities[i:i + n])))
                i += n
            else:
                got.append(render_ability(a))
                i += 1
            if got[-1] != line:
                return f"renders {got[-1]!r} for {line!r}"
    except (ValueError, KeyError, IndexError) as e:
        return f"no rendering: {e}"
    if i != len(abilities):
        return "abilities beyond the text"
    return None
