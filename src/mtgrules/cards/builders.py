"""Helpers to build card definitions from printed data plus typed abilities
(:mod:`mtgrules.model`): "build for the class, not the card", so most cards are a few lines.

The helpers only assemble model nodes; every value is validated by the nodes themselves
(a wrong type or an unknown enum value raises :class:`~mtgrules.model.CardDefinitionError`
when the card module is imported, i.e. when the card registry loads). String shorthands
(``"Creature"``, ``"you"``) are converted to enums here, with the same error on a typo.
"""

from __future__ import annotations

import enum
from typing import Any, TypeVar

from mtgrules.cards.definition import CardDef, TypeLine, keyed
from mtgrules.cards.printed import printed_data
from mtgrules.cards.registry import register
from mtgrules.keywords import keyword
from mtgrules.mana import ManaCost
from mtgrules.model import (
    Ability,
    ActivatedAbility,
    Amount,
    ApplyContinuous,
    CardDefinitionError,
    CardType,
    ChapterReached,
    Cmp,
    Color,
    Condition,
    Cost,
    CostModification,
    Duration,
    Effect,
    Filter,
    Fixed,
    KeywordName,
    LayerEffect,
    ManaValueIs,
    ModifyPT,
    ObjectFilter,
    ObjectRef,
    Predicate,
    ReplacementEffect,
    RuleModification,
    SpellAbility,
    StaticAbility,
    Supertype,
    TargetKind,
    TargetSlot,
    ThisObject,
    TriggeredAbility,
    TriggerEvent,
    Whose,
    Zone,
)
from mtgrules.model.continuous import AddAbilities
from mtgrules.model.effects import AddMana, ManaSpec


def _int_or_none(v: Any) -> int | None:
    if v is None:
        return None
    try:
        return int(v)
    except (TypeError, ValueError):
        return None


def define(name: str, *abilities: Ability,
           level_abilities: tuple[tuple[int, Ability], ...] = ()) -> CardDef:
    """Register the card ``name`` with its printed data from ``printed.yaml`` and the given
    abilities (keys assigned as ``"<name>#<i>"`` unless set). Raises KeyError if ``name``
    has no printed entry, CardDefinitionError if the definition is refused (see
    :func:`mtgrules.cards.registry.register`)."""
    p = printed_data()[name]
    cost = p.get("mana_cost", "")
    card = CardDef(
        name=name,
        mana_cost=ManaCost.parse(cost) if cost else None,
        type_line=TypeLine.parse(p["type_line"]),
        oracle=p.get("oracle", ""),
        abilities=tuple(keyed(name, i, a) for i, a in enumerate(abilities)),
        power=_int_or_none(p.get("power")),
        toughness=_int_or_none(p.get("toughness")),
        loyalty=_int_or_none(p.get("loyalty")),
        level_abilities=tuple((lvl, keyed(name, 100 + i, a))
                              for i, (lvl, a) in enumerate(level_abilities)),
    )
    return register(card)


def token(name: str, type_line: str, power: int | None, toughness: int | None,
          colors: tuple[str, ...], *abilities: Ability, oracle: str = "") -> CardDef:
    """Register a token definition (CR 111.4) for ``CreateToken`` to use, keyed by ``name``
    (its subtype: the token's name is its subtypes plus "Token", :attr:`CardDef.object_name`)."""
    card = CardDef(name=name, mana_cost=None, type_line=TypeLine.parse(type_line),
                   oracle=oracle,
                   abilities=tuple(keyed("token:" + name, i, a) for i, a in enumerate(abilities)),
                   power=power, toughness=toughness, color_indicator=colors, token=True,
                   described=True)
    return register(card)


# --- string shorthands, converted to enums (a typo raises CardDefinitionError) -------------

E = TypeVar("E", bound=enum.Enum)


def enum_of(cls: type[E], value: Any) -> E:
    """``cls(value)``, raising CardDefinitionError naming the allowed values on a typo."""
    if isinstance(value, cls):
        return value
    try:
        return cls(value)
    except ValueError:
        allowed = ", ".join(repr(m.value) for m in cls)
        raise CardDefinitionError(f"unknown {cls.__name__} {value!r} (one of {allowed})") \
            from None


def flt(types: tuple[str, ...] = (), *, subtypes: tuple[str, ...] = (),
        supertypes: tuple[str, ...] = (), nontypes: tuple[str, ...] = (),
        nonsupertypes: tuple[str, ...] = (), colors: tuple[str, ...] = (),
        controller: str = "any", other: bool = False, zone: str = "battlefield",
        max_mana_value: int | None = None, predicates: tuple[str, ...] = ()) -> Filter:
    """A :class:`~mtgrules.model.Filter` from strings: ``flt(("Creature",),
    controller="you", predicates=("attacking",))``."""
    return Filter(
        types=frozenset(enum_of(CardType, t) for t in types),
        subtypes=frozenset(subtypes),
        supertypes=frozenset(enum_of(Supertype, t) for t in supertypes),
        nontypes=frozenset(enum_of(CardType, t) for t in nontypes),
        nonsupertypes=frozenset(enum_of(Supertype, t) for t in nonsupertypes),
        colors=frozenset(enum_of(Color, c) for c in colors),
        controller=enum_of(Whose, controller), other=other, zone=enum_of(Zone, zone),
        mana_value=None if max_mana_value is None else ManaValueIs(Cmp.LE, max_mana_value),
        predicates=frozenset(enum_of(Predicate, p) for p in predicates))


def target(kind: str, text: str = "", up_to: bool = False,
           filter: ObjectFilter | None = None, **flt_args: Any) -> TargetSlot:
    """A target slot (CR 115.1): ``kind`` one of :class:`~mtgrules.model.TargetKind`'s
    values; the filter given, or built by :func:`flt` from ``flt_args``."""
    return TargetSlot(enum_of(TargetKind, kind), filter if filter is not None else flt(**flt_args),
                      up_to=up_to, text=text)


def n(v: int | Amount) -> Amount:
    """An amount: ints become :class:`~mtgrules.model.Fixed`."""
    return Fixed(v) if isinstance(v, int) else v


_THIS = ThisObject()


# --- abilities -------------------------------------------------------------------------------


def kw(*names: str) -> tuple[Ability, ...]:
    """Keyword abilities by name (CR 702)."""
    return tuple(keyword(x) for x in names)


def spell(text: str, *effect: Effect, targets: tuple[TargetSlot, ...] = ()) -> SpellAbility:
    """An instant/sorcery spell ability, or an Aura's enchant target (CR 303.4a)."""
    return SpellAbility("", text, effect=effect, targets=targets)


def modal(text: str, *modes: SpellAbility) -> SpellAbility:
    """A modal spell ability, "Choose one —" (CR 700.2); each mode is a :func:`spell`."""
    return SpellAbility("", text, modes=modes)


def mana_ability(text: str, mana: ManaSpec, cost: Cost | None = None,
                 amount: int | Amount = 1) -> ActivatedAbility:
    """A mana ability "[cost]: Add ..." (CR 605.1a); {T} unless ``cost`` is given."""
    return ActivatedAbility("", text, cost=cost or Cost(tap=True),
                            effect=(AddMana(mana, n(amount)),), mana_ability=True)


def activated(text: str, cost: Cost, *effect: Effect, targets: tuple[TargetSlot, ...] = (),
              sorcery: bool = False) -> ActivatedAbility:
    """A non-mana activated ability (CR 602)."""
    return ActivatedAbility("", text, cost=cost, effect=effect, targets=targets,
                            sorcery_speed=sorcery)


def loyalty(text: str, change: int, *effect: Effect,
            targets: tuple[TargetSlot, ...] = ()) -> ActivatedAbility:
    """A loyalty ability (CR 606)."""
    return ActivatedAbility("", text, cost=Cost(loyalty=change), effect=effect, targets=targets)


def triggered(text: str, event: TriggerEvent, *effect: Effect,
              targets: tuple[TargetSlot, ...] = (), mana: bool = False,
              intervening_if: Condition | None = None) -> TriggeredAbility:
    """A triggered ability (CR 603)."""
    return TriggeredAbility("", text, event=event, effect=effect, targets=targets,
                            mana_ability=mana, intervening_if=intervening_if)


def chapter(k: int, text: str, *effect: Effect,
            targets: tuple[TargetSlot, ...] = ()) -> TriggeredAbility:
    """A Saga chapter ability (CR 714.2b)."""
    return triggered(text, ChapterReached(k), *effect, targets=targets)


def static(text: str, *layer_effects: LayerEffect, affects: ObjectRef = _THIS,
           rules: tuple[RuleModification, ...] = (), replacement: ReplacementEffect | None = None,
           cost_modification: CostModification | None = None,
           cda: bool = False) -> StaticAbility:
    """A static ability (CR 604)."""
    return StaticAbility("", text, affects=affects, layer_effects=layer_effects, rules=rules,
                         replacement=replacement, cost_modification=cost_modification, cda=cda)


# --- common effects ----------------------------------------------------------------------------


def pump(what: ObjectRef, power: int | Amount, toughness: int | Amount,
         duration: Duration = Duration.END_OF_TURN) -> ApplyContinuous:
    """"[Objects] get +P/+T until end of turn" (layer 7c, CR 613.4c)."""
    return ApplyContinuous(what, (ModifyPT(n(power), n(toughness)),), duration)


def grant(what: ObjectRef, *keywords: str,
          duration: Duration = Duration.END_OF_TURN) -> ApplyContinuous:
    """"[Objects] gain [keywords] until end of turn" (layer 6, CR 613.1f)."""
    for k in keywords:
        enum_of(KeywordName, k)
    return ApplyContinuous(what, (AddAbilities(kw(*keywords)),), duration)
