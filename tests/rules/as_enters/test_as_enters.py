"""The as-enters choice and its modes (CR 614.12a) and leave-the-battlefield triggers (603.6c):
typed trees, the kept mode words, and the card check refusing a mode nothing names."""

from __future__ import annotations

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.model import (
    AsEntersChoose,
    CardType,
    Each,
    Filter,
    LeavesBattlefield,
    ModeChosen,
    StaticAbility,
    ThisObject,
    TriggeredAbility,
    Whose,
)
from mtgrules.oracle import verdict
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line, lines

ENCHANTMENT = TypeLine((), ("Enchantment",), ())


def _one(text: str) -> object:
    (a,) = compile_line(Line(text, text), ENCHANTMENT)
    return a


def test_614_12a_choice_and_mode_typed_trees() -> None:
    a = _one("As ~ enters, choose Khans or Dragons.")
    assert isinstance(a, StaticAbility) and a.replacement == AsEntersChoose(("Khans", "Dragons"))
    m = _one("• Dragons — Whenever a creature you control leaves the battlefield, ~ deals 1 "
             "damage to any target.")
    assert isinstance(m, TriggeredAbility) and m.intervening_if == ModeChosen("Dragons")
    assert m.event == LeavesBattlefield(Each(Filter(types=frozenset({CardType.CREATURE}),
                                                    controller=Whose.YOU)))
    assert _one("When ~ leaves the battlefield, you gain 2 life.").event == \
        LeavesBattlefield(ThisObject())  # type: ignore[attr-defined]


def test_614_12a_mode_words_are_kept_only_with_the_choice() -> None:
    text = ("As this enchantment enters, choose Khans or Dragons.\n• Khans — At the beginning "
            "of your upkeep, you gain 1 life.")
    assert lines(text, "X")[1].text == "• Khans — At the beginning of your upkeep, you gain 1 " \
                                        "life."
    other = "• Khans — At the beginning of your upkeep, you gain 1 life."
    assert lines(other, "X")[0].text == "• At the beginning of your upkeep, you gain 1 life."


def test_614_12a_sieges_compile() -> None:
    for name in ("Outpost Siege", "Palace Siege"):
        v = verdict(name)
        assert v is not None and v.implemented, (name, v and v.unsupported)


@pytest.mark.parametrize("text", [
    "As ~ enters, choose Khans or Khans.",
    "Whenever a creature you control with flying leaves the battlefield, you gain 1 life.",
    "Whenever ~ leaves the battlefield, you gain 1 life.",
])
def test_614_12a_misreads_are_refused(text: str) -> None:
    with pytest.raises(Unsupported):
        compile_line(Line(text, text), ENCHANTMENT)
