"""Reflexive triggers (CR 603.12): the typed tree of Spare Dagger's granted ability, and the
card check refusing a "sacrifice [name]" that names another card."""

from __future__ import annotations

from mtgrules.cards.checks import context_errors
from mtgrules.cards.registry import get_card
from mtgrules.model import (
    AddAbilities,
    Attacks,
    DealDamage,
    Fixed,
    MaySacrificeGrantor,
    ReflexiveEvent,
    StaticAbility,
    TargetKind,
    TargetRef,
    ThisObject,
    TriggeredAbility,
)
from mtgrules.model.base import walk


def test_603_12_spare_dagger_typed_tree() -> None:
    card = get_card("Spare Dagger")
    (st,) = [a for a in card.abilities if isinstance(a, StaticAbility)]
    (grant,) = [p for p in st.layer_effects if isinstance(p, AddAbilities)]
    (granted,) = grant.abilities
    assert isinstance(granted, TriggeredAbility) and granted.event == Attacks(ThisObject())
    assert not granted.targets  # the reflexive ability's target is its own (CR 603.12)
    (may,) = granted.effect
    assert isinstance(may, MaySacrificeGrantor) and may.name == "Spare Dagger"
    r = may.reflexive
    assert isinstance(r, TriggeredAbility) and r.event == ReflexiveEvent() and r.key
    assert r.effect == (DealDamage(Fixed(1), TargetRef(0)),)
    assert [t.kind for t in r.targets] == [TargetKind.ANY]


def test_603_12_a_name_that_is_not_the_cards_is_refused() -> None:
    import dataclasses

    card = get_card("Spare Dagger")
    other = dataclasses.replace(card, name="Other Dagger")
    errs = [e for a in other.abilities for e in context_errors(other, a)]
    assert any("603.12" in e for e in errs)
    assert not [e for a in card.abilities for e in context_errors(card, a)]
    assert any(isinstance(n, MaySacrificeGrantor) for a in card.abilities for n in walk(a))


def test_603_12_power_becomes_20_this_way_typed_tree() -> None:
    from mtgrules.model import ActivatedAbility, ApplyContinuous, ItDealsDamage, WhenPowerBecomes

    card = get_card("Inferno of the Star Mounts")
    (act,) = [a for a in card.abilities if isinstance(a, ActivatedAbility)]
    pump, when = act.effect
    assert isinstance(pump, ApplyContinuous) and not act.targets
    assert isinstance(when, WhenPowerBecomes) and (when.power, when.gain) == (20, 1)
    r = when.reflexive
    assert isinstance(r, TriggeredAbility) and r.event == ReflexiveEvent()
    assert r.effect == (ItDealsDamage(Fixed(20), TargetRef(0)),)
    assert [t.kind for t in r.targets] == [TargetKind.ANY]
