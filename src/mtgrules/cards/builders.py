"""Helpers to build card definitions from printed data plus abilities ("build for the class,
not the card": most cards are a few lines composed from these)."""

from __future__ import annotations

import dataclasses
from typing import Any

from mtgrules.abilities import (
    Ability,
    ActivatedAbility,
    Cost,
    Effect,
    Filter,
    Instr,
    Keyword,
    LayerEffect,
    SpellAbility,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
    op,
)
from mtgrules.cards.definition import CardDef, TypeLine
from mtgrules.cards.printed import printed_data
from mtgrules.cards.registry import register
from mtgrules.keywords import keyword
from mtgrules.mana import ManaCost


def _int_or_none(v: Any) -> int | None:
    if v is None:
        return None
    try:
        return int(v)
    except (TypeError, ValueError):
        return None


def _keyed(card: str, i: int, a: Ability) -> Ability:
    if a.key:
        return a
    if isinstance(a, SpellAbility) and a.modes:
        modes = tuple(dataclasses.replace(m, key=f"{card}#{i}.{j}")
                      for j, m in enumerate(a.modes))
        return dataclasses.replace(a, key=f"{card}#{i}", modes=modes)
    return dataclasses.replace(a, key=f"{card}#{i}")


def define(name: str, *abilities: Ability,
           level_abilities: tuple[tuple[int, Ability], ...] = ()) -> CardDef:
    """Register the card ``name`` with its printed data from ``printed.yaml`` and the given
    abilities (keys assigned as ``"<name>#<i>"`` unless set). Raises KeyError if ``name``
    has no printed entry."""
    p = printed_data()[name]
    cost = p.get("mana_cost", "")
    card = CardDef(
        name=name,
        mana_cost=ManaCost.parse(cost) if cost else None,
        type_line=TypeLine.parse(p["type_line"]),
        oracle=p.get("oracle", ""),
        abilities=tuple(_keyed(name, i, a) for i, a in enumerate(abilities)),
        power=_int_or_none(p.get("power")),
        toughness=_int_or_none(p.get("toughness")),
        loyalty=_int_or_none(p.get("loyalty")),
        level_abilities=tuple((lvl, _keyed(name, 100 + i, a))
                              for i, (lvl, a) in enumerate(level_abilities)),
    )
    return register(card)


def token(name: str, type_line: str, power: int | None, toughness: int | None,
          colors: tuple[str, ...], *abilities: Ability, oracle: str = "") -> CardDef:
    """Register a token definition (CR 111.4) for ``create_token`` to use."""
    card = CardDef(name=name, mana_cost=None, type_line=TypeLine.parse(type_line),
                   oracle=oracle,
                   abilities=tuple(_keyed("token:" + name, i, a) for i, a in enumerate(abilities)),
                   power=power, toughness=toughness, color_indicator=colors, token=True)
    return register(card)


def kw(*names: str) -> tuple[Ability, ...]:
    """Keyword abilities by name (CR 702)."""
    return tuple(keyword(n) for n in names)


def spell(text: str, *effect: Instr, targets: tuple[TargetSpec, ...] = ()) -> SpellAbility:
    """An instant/sorcery spell ability."""
    return SpellAbility("", text, effect=tuple(effect), targets=targets)


def modal(text: str, *modes: SpellAbility) -> SpellAbility:
    """A modal spell ability, "Choose one —" (CR 700.2); each mode is a :func:`spell`."""
    return SpellAbility("", text, modes=modes)


def mana_ability(text: str, cost: Cost | None = None, **add: Any) -> ActivatedAbility:
    """A mana ability "{T}: Add ..." (CR 605.1a); ``add`` are ``add_mana`` arguments."""
    return ActivatedAbility("", text, cost=cost or Cost(tap=True),
                            effect=(op("add_mana", **add),), mana_ability=True)


def activated(text: str, cost: Cost, *effect: Instr, targets: tuple[TargetSpec, ...] = (),
              sorcery: bool = False) -> ActivatedAbility:
    """A non-mana activated ability (CR 602)."""
    return ActivatedAbility("", text, cost=cost, effect=tuple(effect), targets=targets,
                            sorcery_speed=sorcery)


def loyalty(text: str, change: int, *effect: Instr,
            targets: tuple[TargetSpec, ...] = ()) -> ActivatedAbility:
    """A loyalty ability (CR 606)."""
    return ActivatedAbility("", text, cost=Cost(loyalty=change), effect=tuple(effect),
                            targets=targets)


def triggered(text: str, event: str, *effect: Instr, targets: tuple[TargetSpec, ...] = (),
              mana: bool = False, chapter: int | None = None, intervening_if: str | None = None,
              **condition: Any) -> TriggeredAbility:
    """A triggered ability (CR 603)."""
    return TriggeredAbility("", text, event=event, condition=tuple(sorted(condition.items())),
                            effect=tuple(effect), targets=targets, mana_ability=mana,
                            chapter=chapter, intervening_if=intervening_if)


def chapter(n: int, text: str, *effect: Instr,
            targets: tuple[TargetSpec, ...] = ()) -> TriggeredAbility:
    """A Saga chapter ability (CR 714.2b)."""
    return triggered(text, "counters", *effect, targets=targets, chapter=n)


def static(text: str, *layer_effects: LayerEffect, affects: Any = "self", rule: str | None = None,
           replacement: str | None = None, cda: bool = False, **rargs: Any) -> StaticAbility:
    """A static ability (CR 604)."""
    return StaticAbility("", text, affects=affects, layer_effects=tuple(layer_effects), rule=rule,
                         replacement=replacement, rargs=tuple(sorted(rargs.items())), cda=cda)


def le(layer: str, kind: str, **args: Any) -> LayerEffect:
    """One layer part of a continuous effect (CR 613.1)."""
    return LayerEffect(layer, kind, tuple(sorted(args.items())))


def target(kind: str, text: str = "", optional: bool = False, **flt: Any) -> TargetSpec:
    """A target slot; ``flt`` are :class:`~mtgrules.abilities.Filter` fields."""
    return TargetSpec(kind, Filter(**flt), optional, text)


__all__ = ["Effect", "Keyword", "op", "Cost", "Filter"]
