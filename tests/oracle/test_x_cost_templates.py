"""{X} in activated abilities' costs (CR 602.2b, 107.3a): the typed trees of the templates
the engine now announces X for, "X can't be 0." (107.3a), and the shapes still refused by
name (a mana ability with {X}, 605.3a; X read by an effect that doesn't evaluate it as the
ability resolves)."""

from __future__ import annotations

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.mana import ManaCost
from mtgrules.model import (
    ActivatedAbility,
    AddAbilities,
    AddMana,
    ApplyContinuous,
    Cost,
    CreateToken,
    DealDamage,
    Dies,
    Duration,
    Fixed,
    FixedMana,
    GainLife,
    ModifyPT,
    TargetRef,
    ThisObject,
    TriggeredAbility,
    X,
    You,
)
from mtgrules.model.base import ManaType
from mtgrules.oracle import verdict
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line
from mtgrules.oracle.render import render_line
from mtgrules.oracle.x_costs import check_x_costs

ARTIFACT = TypeLine.parse("Artifact")


def _one(text: str, tl: TypeLine = ARTIFACT) -> ActivatedAbility:
    (a,) = compile_line(Line(text, text), tl)
    assert isinstance(a, ActivatedAbility)
    return a


def test_gain_x_life_tree() -> None:
    a = _one("{X}, {T}: You gain X life.")
    assert a.cost.mana == ManaCost(("X",)) and a.cost.tap
    assert a.effect == (GainLife(X(), You()),)
    assert not a.x_nonzero


def test_xx_create_x_treasures_tree() -> None:
    a = _one("{X}{X}, {T}, Sacrifice ~: Create X Treasure tokens.")
    assert a.cost.mana.x_count == 2 and a.cost.sacrifice_self
    assert a.effect == (CreateToken("Treasure", X(), You()),)


def test_x_damage_tree() -> None:
    a = _one("{X}{R}, {T}, Sacrifice ~: ~ deals X damage to any target.")
    assert a.effect == (DealDamage(X(), TargetRef(0)),)


def test_gets_plus_x_tree() -> None:
    a = _one("{X}: ~ gets +X/+0 until end of turn.")
    assert a.effect == (ApplyContinuous(ThisObject(), (ModifyPT(X(), Fixed(0)),),
                                        Duration.END_OF_TURN),)


def test_x_cant_be_0_is_read_and_rendered() -> None:
    text = "{X}{G}: Until end of turn, ~ becomes an X/X green Hydra creature. It's still a " \
        "land. X can't be 0."
    a = _one(text, TypeLine.parse("Land"))
    assert a.x_nonzero
    assert render_line((a,)) == text


def test_x_cant_be_0_without_x_is_not_read() -> None:
    with pytest.raises(Unsupported):
        compile_line(Line("{1}: You gain 1 life. X can't be 0.", "x"), ARTIFACT)


def test_mana_ability_with_x_stays_refused() -> None:
    with pytest.raises(Unsupported, match="mana ability"):
        compile_line(Line("{X}, {T}: Add {C}.", "x"), ARTIFACT)


def test_x_read_by_an_effect_not_evaluating_it_stays_refused() -> None:
    a = ActivatedAbility("k", "t", cost=Cost(mana=ManaCost(("X",))),
                         effect=(AddMana(FixedMana((ManaType.C,)), X()),))
    with pytest.raises(Unsupported, match="AddMana"):
        check_x_costs(a)


def test_x_read_by_a_granted_triggered_ability_stays_refused() -> None:
    """107.3j: the X of an ability an effect grants is that ability's own (0 here)."""
    inner = TriggeredAbility("k2", "t2", event=Dies(), effect=(GainLife(X(), You()),))
    a = ActivatedAbility("k", "t", cost=Cost(mana=ManaCost(("X",))), effect=(
        ApplyContinuous(ThisObject(), (AddAbilities((inner,)),), Duration.END_OF_TURN),))
    with pytest.raises(Unsupported, match="TriggeredAbility"):
        check_x_costs(a)


@pytest.mark.parametrize("name", [
    "Ballista Squad", "Cackling Witch", "Cinder Elemental", "Demonspine Whip", "Goblin Dynamo",
    "Kessig Wolf Run", "Latulla, Keldon Overseer", "Lavaclaw Reaches", "Minsc, Beloved Ranger",
    "Oracle of Nectars", "Pain Kami", "Panacea", "Silklash Spider", "Snake Basket",
    "Treasure Vault", "Lair of the Hydra",
])
def test_x_cost_cards_compile(name: str) -> None:
    v = verdict(name)
    assert v is not None and v.implemented, v.unsupported if v else None
