"""Producing mana (CR 106): what a mana ability could produce (106.7), undefined types
(106.5), and the production event with its replacement effects (106.12b, 614, 616.1).

Replacement effects on mana production are static abilities whose ``replacement`` is a
:class:`~mtgrules.model.MultiplyMana` ("if you tap a permanent for mana, it produces N times as
much") or a :class:`~mtgrules.model.TappedForManaProducesInstead` ("if a land is tapped for
mana, it produces {B} instead of any other type and amount"). When several apply, the
controller of the mana ability (the affected player) chooses the order (CR 616.1), each
applying once; the ``produce_mana`` frame (:mod:`mtgrules.rules.produce_mana`) asks when the
order matters.
"""

from __future__ import annotations

from typing import assert_never

from mtgrules.mana import COLORS
from mtgrules.model.abilities import ActivatedAbility, StaticAbility
from mtgrules.model.amounts import Amount, Fixed
from mtgrules.model.base import Color, Whose
from mtgrules.model.commander import ManaInCommanderIdentity
from mtgrules.model.devotion import DevotionToChosenColor
from mtgrules.model.effects import AddMana, FixedMana, ManaLandsCouldProduce, ManaOfChoice, ManaSpec
from mtgrules.model.mana_combinations import ManaCombinationOfChoice
from mtgrules.model.replacement import MultiplyMana, TappedForManaProducesInstead
from mtgrules.rules.amounts import evaluate
from mtgrules.rules.commander import commander_identity
from mtgrules.rules.devotion import devotion_to
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import characteristics, compute_battlefield
from mtgrules.state.game_state import GameState


def mana_effect(a: ActivatedAbility) -> AddMana | None:
    """The "Add ..." effect of a mana ability, if any."""
    for e in a.effect:
        if isinstance(e, AddMana):
            return e
    return None


def production_amount(s: GameState, src: int, controller: int, amount: Amount,
                      typ: str | None = None) -> int:
    """Evaluate how many times an "Add ..." effect adds its mana ("for each Elf"). For
    "an amount of mana of that color equal to your devotion to that color"
    (:class:`~mtgrules.model.devotion.DevotionToChosenColor`, CR 700.5) the amount of mana
    of type ``typ``; with no type, the most of any color."""
    if isinstance(amount, Fixed):
        return amount.n
    if isinstance(amount, DevotionToChosenColor):
        chars = compute_battlefield(s)
        colors = [Color(typ)] if typ is not None and typ in COLORS else \
            [] if typ is not None else list(Color)
        return max((devotion_to(s, chars, [c], controller) for c in colors), default=0)
    return evaluate(s, amount, src, controller)


def base_types(s: GameState, src: int, controller: int, spec: ManaSpec,
               known: dict[int, set[str]] | None = None) -> set[str]:
    """Types one activation could make before replacement effects; empty if undefined.

    For abilities that refer to what other lands "could produce" (Reflecting Pool, Exotic
    Orchard), ``known`` gives each permanent's types (default: :func:`could_produce_map`).
    """
    match spec:
        case FixedMana(mana=mana):
            return {str(m) for m in mana}
        case ManaOfChoice(options=options):
            return {str(m) for m in options}
        case ManaInCommanderIdentity():  # CR 903.4; none without a commander (903.4f)
            return set(commander_identity(s, controller) or ())
        case ManaCombinationOfChoice(combinations=combinations):
            return {str(m) for c in combinations for m in c}
        case ManaLandsCouldProduce(controller=whose, colors_only=colors_only):
            if known is None:
                known = could_produce_map(s)
            chars = compute_battlefield(s)
            out: set[str] = set()
            for oid in s.battlefield:
                c = chars[oid]
                if "Land" not in c.types:
                    continue
                if (c.controller == controller) != (whose is Whose.YOU):
                    continue
                out |= known.get(oid, set())
            if colors_only:
                out &= set(COLORS)
            return out
        case _:
            assert_never(spec)


def mana_replacement_statics(s: GameState) -> list[tuple[int, StaticAbility]]:
    """(permanent, static ability) pairs on the battlefield that are replacement effects on
    mana production (CR 106.12b), cached per state version."""
    cached = s.cache.get("mana_replacement_statics")
    if cached is not None:
        return cached
    chars = compute_battlefield(s)
    out = [(oid, a) for oid in s.battlefield for a in chars[oid].abilities
           if isinstance(a, StaticAbility) and isinstance(
               a.replacement, MultiplyMana | TappedForManaProducesInstead)]
    s.cache["mana_replacement_statics"] = out
    return out


def mana_replacements(s: GameState, src: int, controller: int) -> list[tuple[int, StaticAbility]]:
    """Replacement effects that would apply if ``src`` were tapped for mana by
    ``controller`` (CR 106.12b). Cached per state version (they depend only on the
    battlefield, the source and the controller)."""
    statics = mana_replacement_statics(s)
    if not statics:
        return []
    key = ("mana_replacements", controller, src)
    cached = s.cache.get(key)
    if cached is not None:
        return cached
    chars = compute_battlefield(s)
    out: list[tuple[int, StaticAbility]] = []
    for oid, a in statics:
        c = chars[oid]
        r = a.replacement
        if (isinstance(r, MultiplyMana) and (r.who is Whose.ANY or (
                c.controller == controller) == (r.who is Whose.YOU))) or (
                isinstance(r, TappedForManaProducesInstead) and src in chars
                and matches(s, src, chars[src], r.source, c.controller, oid)):
            out.append((oid, a))
    s.cache[key] = out
    return out


def could_produce_map(s: GameState) -> dict[int, set[str]]:
    """For every permanent, the types of mana it could produce (CR 106.7).

    Abilities that refer to what other lands could produce make this a system of mutual
    references (two Reflecting Pools look at each other); its answer is the least fixed point,
    computed by starting from nothing and adding types until nothing changes. That is the
    rule's meaning: a type is producible only if some chain of abilities ends in an ability
    that defines it (so a lone Reflecting Pool, or Exotic Orchards facing only each other,
    could produce nothing, CR 106.5). Cached until the state changes.
    """
    cached = s.cache.get("could_produce")
    if cached is not None:
        return cached
    chars = compute_battlefield(s)
    entries = [(oid, a) for oid in s.battlefield for a in chars[oid].abilities
               if isinstance(a, ActivatedAbility) and a.mana_ability]
    known: dict[int, set[str]] = {oid: set() for oid in s.battlefield}
    changed = True
    while changed:
        changed = False
        for oid, a in entries:
            types, amount = _could_produce_one(s, oid, a, known)
            if amount > 0 and not types <= known[oid]:
                known[oid] |= types
                changed = True
    s.cache["could_produce"] = known
    return known


def could_produce(s: GameState, oid: int) -> set[str]:
    """The types of mana permanent ``oid`` could produce (CR 106.7): any type an ability of
    it would produce if it resolved now, with applicable replacement effects in any order,
    ignoring whether costs could be paid. Empty if none can be defined."""
    return set(could_produce_map(s).get(oid, set()))


def ability_could_produce(s: GameState, oid: int, a: ActivatedAbility) -> tuple[set[str], int]:
    """(types, amount) one activation of mana ability ``a`` of ``oid`` could produce now,
    replacement effects considered in any order (CR 106.7); amount is the most before
    multiplying replacements."""
    return _could_produce_one(s, oid, a, None)  # the map is built only if the ability refers


def _could_produce_one(s: GameState, oid: int, a: ActivatedAbility,
                       known: dict[int, set[str]] | None) -> tuple[set[str], int]:
    e = mana_effect(a)
    if e is None:
        return set(), 0
    ctrl = characteristics(s, oid).controller
    types = base_types(s, oid, ctrl, e.mana, known)
    if isinstance(e.amount, DevotionToChosenColor):  # a color of devotion 0 adds no mana
        types = {t for t in types if production_amount(s, oid, ctrl, e.amount, t) > 0}
    amount = production_amount(s, oid, ctrl, e.amount)
    if not types or amount <= 0:
        return set(), 0
    if a.cost.tap:
        for _, ra in mana_replacements(s, oid, ctrl):
            r = ra.replacement
            if isinstance(r, TappedForManaProducesInstead):
                # In any order the result of Contamination is its type (CR 106.7).
                types = {r.mana.value}
                amount = 1
    return types, amount


