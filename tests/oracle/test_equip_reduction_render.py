"""The any-target equip reduction ("Equip abilities you activate cost {N} less to activate.",
CR 601.2f, 602.2b) renders only a static ability that is that reduction and nothing else: a
static ability that also carries layer effects, rules or another subject is not that sentence
(its other words would go unsaid, so its card could not count as implemented)."""

from __future__ import annotations

import pytest

from mtgrules.keywords import keyword
from mtgrules.model import (
    AbilityKeyword,
    AddAbilities,
    CantBeBlockedByMore,
    Fixed,
    ModifyPT,
    ReduceCost,
    StaticAbility,
)
from mtgrules.model.refs import AttachedObject
from mtgrules.oracle.equipment import parse_static, render_static

LINE = "Equip abilities you activate cost {2} less to activate."
CM = ReduceCost(2, AbilityKeyword.EQUIP, targeting=None)


def test_the_reduction_alone_renders() -> None:
    a = parse_static(LINE)
    assert a == StaticAbility("", LINE, cost_modification=CM)
    assert render_static(a) == LINE


@pytest.mark.parametrize("mixed", [
    StaticAbility("", LINE, cost_modification=CM,
                  layer_effects=(ModifyPT(Fixed(1), Fixed(1)),)),
    StaticAbility("", LINE, cost_modification=CM,
                  layer_effects=(AddAbilities((keyword("flying"),)),)),
    StaticAbility("", LINE, cost_modification=CM, rules=(CantBeBlockedByMore(1),)),
    StaticAbility("", LINE, cost_modification=CM, affects=AttachedObject()),
], ids=["pt", "abilities", "rules", "affects"])
def test_a_reduction_mixed_with_anything_else_is_refused(mixed: StaticAbility) -> None:
    assert render_static(mixed) is None


def test_other_equip_reductions_are_not_this_sentence() -> None:
    assert render_static(StaticAbility("", LINE, cost_modification=ReduceCost(
        2, AbilityKeyword.EQUIP))) is None  # "that target ~" (targeting this): not any target
