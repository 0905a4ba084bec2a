"""The definition every emblem object is made from (CR 114.2): named "Emblem", no mana cost,
no types, colorless, no printed abilities. An emblem's abilities are those the effect that
created it gave it (kept on the object by key, :mod:`mtgrules.rules.emblems`), so one
definition serves every emblem."""

from __future__ import annotations

from mtgrules.cards.definition import CardDef, TypeLine

EMBLEM = "Emblem"
"""The name of every emblem object's definition."""

EMBLEM_DEF = CardDef(name=EMBLEM, mana_cost=None, type_line=TypeLine((), (), ()), oracle="",
                     color_indicator=(), token=True)
"""The emblem definition (CR 114.2): registered with the token definitions, since it is no card
of the database."""
