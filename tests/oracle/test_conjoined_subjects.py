"""One sentence of two subjects, the second you (CR 608.2c, oracle/conjoined.py)."""

from __future__ import annotations

from mtgrules.cards.definition import TypeLine
from mtgrules.model import Conjoined, DealDamage, Investigate, SpellAbility, SubjectYou
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.normalize import Line
from mtgrules.oracle.render import render_ability

INSTANT = TypeLine((), ("Instant",), ())


def test_damage_and_you_investigate() -> None:
    text = "~ deals 3 damage to any target and you investigate."
    (a,) = compile_line(Line(text, text), INSTANT)
    assert isinstance(a, SpellAbility)
    (e,) = a.effect
    assert isinstance(e, Conjoined)
    assert isinstance(e.effects[0], DealDamage)
    assert e.effects[1] == SubjectYou(Investigate())
    assert render_ability(a) == text
