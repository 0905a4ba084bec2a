"""What each mana ability a player could activate now would give (CR 605, 106.7, 106.12,
605.4a, 616.1): the inputs of the mana payment planner.

A :class:`Source` is one mana ability of one permanent whose costs the player could pay now:
{T} (untapped, not summoning sick, CR 107.5, 302.6), {Q} (tapped, CR 107.6), life (CR 119.4),
sacrificing the permanent, and mana paid from the pool (Pili-Pala's "{2}, {Q}"). Each of its
:class:`Outcome` s is the total mana one activation adds to the pool for one choice of type:
the ability's own mana with the replacement effects on mana applied in the order that gives the
most (the player chooses that order, CR 616.1: Contamination before Mana Reflection gives
{B}{B}), plus the mana of the triggered mana abilities it triggers ("tapped for mana":
Heartbeat of Spring, Wild Growth), which resolve right away (CR 605.4a, 106.12a).

Costs the planner doesn't model (tapping or untapping other permanents, sacrificing other
permanents, loyalty) make the ability no :class:`Source`; no registered card has such a mana
ability.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from itertools import product
from typing import Any

from mtgrules.cards.registry import get_ability
from mtgrules.mana import TYPE_INDEX, ManaCost
from mtgrules.model.abilities import ActivatedAbility, StaticAbility
from mtgrules.model.activation_rules import CantActivateAbilities
from mtgrules.model.amounts import Fixed
from mtgrules.model.devotion import DevotionToChosenColor
from mtgrules.model.effects import AddMana, AddManaProducedByEvent, Effect, FixedMana
from mtgrules.model.mana_combinations import ManaCombinationOfChoice
from mtgrules.model.mana_spend import SpendOnly
from mtgrules.model.replacement import MultiplyMana, TappedForManaProducesInstead
from mtgrules.model.triggers import TappedForMana
from mtgrules.rules.chosen_name import activation_forbidden, named_prohibitions
from mtgrules.rules.history import condition_holds
from mtgrules.rules.layers import compute_battlefield
from mtgrules.rules.mana_production import base_types, mana_replacements, production_amount
from mtgrules.rules.player_prohibitions import activation_prohibited
from mtgrules.rules.summoning import can_pay_tap_cost, summoning_sick
from mtgrules.rules.triggers import intervening_if_holds, matches_event, triggered_index
from mtgrules.state.game_state import GameState

Counts = tuple[int, int, int, int, int, int]
"""Six mana counts in WUBRGC order."""

_CANT_ACTIVATE = CantActivateAbilities()


@dataclass(frozen=True, slots=True)
class Outcome:
    """The mana one activation adds in all (``mana``, six counts), and the type chosen for the
    ability's "one mana of any type ..." (``typ``; None when the ability's mana is fixed)."""

    mana: Counts
    typ: str | None


@dataclass(frozen=True, slots=True)
class Source:
    """A mana ability ``key`` of permanent ``obj`` that ``player`` could activate now.

    ``outcomes``: what one activation could add (at least one, each adding some mana);
    ``cost``: mana paid from the pool to activate it (no X); ``life``: life paid;
    ``once``: its cost includes {T} or {Q}, so it can be activated once (and the permanent's
    other {T}/{Q} abilities are used up too); ``sacrifice``: the permanent is sacrificed.
    """

    obj: int
    key: str
    outcomes: tuple[Outcome, ...]
    cost: ManaCost = ManaCost()
    life: int = 0
    once: bool = True
    sacrifice: bool = False
    amount: int = 0
    """The most mana one activation adds (set by :func:`source_of`)."""
    spend_only: SpendOnly | None = None
    """The restriction on spending its mana (CR 106.6), if any."""
    snow: bool = False
    """The permanent is snow: its mana can pay {S} (CR 107.4h)."""

    @property
    def types(self) -> tuple[str, ...]:
        """The types of mana some outcome adds, in WUBRGC order."""
        return tuple(t for t, i in TYPE_INDEX.items() if any(o.mana[i] for o in self.outcomes))

    @property
    def plain(self) -> bool:
        """A {T} or {Q} ability without other costs (interchangeable with its copies)."""
        return self.once and not self.cost.symbols and not self.life and not self.sacrifice


def mana_effect(effect: tuple[Effect, ...]) -> Iterator[AddMana | AddManaProducedByEvent]:
    """The mana-adding effects of an ability's effect (:class:`~mtgrules.model.AddMana`,
    :class:`~mtgrules.model.AddManaProducedByEvent`)."""
    for e in effect:
        if isinstance(e, AddMana | AddManaProducedByEvent):
            yield e


def _counts(letters: Iterable[str]) -> list[int]:
    out = [0] * 6
    for t in letters:
        out[TYPE_INDEX[t]] += 1
    return out


def replaced_mana(s: GameState, src: int, player: int, mana: list[str]) -> list[str]:
    """``mana`` after the replacement effects that apply when ``src`` is tapped for mana by
    ``player`` (CR 106.12b), in the order giving the most mana: type-changing ones
    (Contamination) first, then multiplying ones (Mana Reflection)."""
    if not mana:
        return mana
    reps = mana_replacements(s, src, player)
    for _, a in reps:
        if isinstance(a.replacement, TappedForManaProducesInstead):
            mana = [a.replacement.mana.value]
    for _, a in reps:
        if isinstance(a.replacement, MultiplyMana):
            mana = [t for t in mana for _ in range(a.replacement.factor)]
    return mana


def best_replacement_first(s: GameState, pending: list[list[Any]]) -> list[Any]:
    """Of the pending replacement effects (``[obj, key]`` pairs), the one to apply first so
    that the mana is the most (see :func:`replaced_mana`)."""
    for pick in pending:
        a = get_ability(pick[1])
        if isinstance(a, StaticAbility) and isinstance(a.replacement,
                                                       TappedForManaProducesInstead):
            return pick
    return pending[0]


def triggered_mana(s: GameState, src: int, player: int, mana: list[str]) -> list[list[int]]:
    """The alternative mana (six counts each) that the triggered mana abilities triggered by
    ``player`` tapping ``src`` for ``mana`` add to ``player``'s pool (CR 106.12a, 605.4a)."""
    chars = compute_battlefield(s)
    watchers = mana_watchers(s)
    if not watchers:
        return [[0] * 6]
    ev = {"type": "tapped_for_mana", "obj": src, "player": player, "mana": list(mana),
          "types": sorted(chars[src].types) if src in chars else []}
    branches: list[list[list[int]]] = []
    for oid, a in watchers:
        ctrl = chars[oid].controller
        if not matches_event(s, a, oid, ctrl, ev):
            continue
        if a.intervening_if is not None and not intervening_if_holds(s, a.intervening_if, oid,
                                                                     ctrl):
            continue
        for e in mana_effect(a.effect):
            alts: list[list[int]] = []
            if isinstance(e, AddManaProducedByEvent):
                n = e.count
                alts = [_counts([t] * n) for t in sorted(set(mana), key=TYPE_INDEX.__getitem__)]
            elif ctrl == player:
                alts = [_counts(m) for m in base_mana(s, oid, ctrl, e)]
            if alts:
                branches.append(alts)
    if not branches:
        return [[0] * 6]
    out: list[list[int]] = []
    for combo in product(*branches):
        total = [sum(c[i] for c in combo) for i in range(6)]
        if total not in out:
            out.append(total)
    return out


def base_mana(s: GameState, src: int, controller: int, e: AddMana) -> list[list[str]]:
    """The alternative mana one "Add ..." effect adds before replacement effects: the fixed
    mana, or ``amount`` mana of each type it could choose (CR 106.7; none if the types are
    undefined, CR 106.5)."""
    n = production_amount(s, src, controller, e.amount)
    if n <= 0:
        return []
    if isinstance(e.mana, FixedMana):
        return [[str(m) for m in e.mana.mana] * n]
    if isinstance(e.mana, ManaCombinationOfChoice):  # CR 106.4: one combination, chosen
        return [[str(m) for m in c] * n for c in e.mana.combinations]
    types = sorted(base_types(s, src, controller, e.mana), key=TYPE_INDEX.__getitem__)
    if isinstance(e.amount, DevotionToChosenColor):  # as much as the devotion to each color
        per = [(t, production_amount(s, src, controller, e.amount, t)) for t in types]
        return [[t] * k for t, k in per if k > 0]
    return [[t] * n for t in types]


def outcomes(s: GameState, oid: int, a: ActivatedAbility, player: int) -> tuple[Outcome, ...]:
    """What one activation of mana ability ``a`` of ``oid`` by ``player`` could add now, one
    :class:`Outcome` per type choice (duplicates and empty outcomes dropped)."""
    entry = _FIXED.get(id(a))
    if entry is None or entry[0] is not a:
        entry = _FIXED[id(a)] = (a, _fixed_outcomes(a))
    fixed = entry[1]
    if fixed is not None and not (a.cost.tap and (mana_watchers(s) or
                                                  _replacements_apply(s, oid, player))):
        return fixed
    out: list[Outcome] = []
    seen: set[Counts] = set()
    for e in mana_effect(a.effect):
        if not isinstance(e, AddMana):
            continue
        choice = not isinstance(e.mana, FixedMana)
        combination = isinstance(e.mana, ManaCombinationOfChoice)  # typ: "BG" (CR 106.4)
        for base in base_mana(s, oid, player, e):
            mana = base
            if a.cost.tap:
                mana = replaced_mana(s, oid, player, base)
                extras = triggered_mana(s, oid, player, mana) if mana else [[0] * 6]
            else:
                extras = [[0] * 6]
            own = _counts(mana)
            for extra in extras:
                total: Counts = tuple(x + y for x, y in zip(own, extra, strict=True))  # type: ignore[assignment]
                if sum(total) and total not in seen:
                    seen.add(total)
                    typ = "".join(base) if combination else base[0]
                    out.append(Outcome(total, typ if choice else None))
        break  # one "Add ..." effect per mana ability
    return tuple(out)


_FIXED: dict[int, tuple[ActivatedAbility, tuple[Outcome, ...] | None]] = {}
"""Per ability object (by identity, so a re-registered ability is never confused with the
old one): the outcome of a mana ability adding a fixed amount of fixed mana ("{T}:
Add {G}") before replacement effects and triggers, or None for other mana abilities."""


def _fixed_outcomes(a: ActivatedAbility) -> tuple[Outcome, ...] | None:
    for e in mana_effect(a.effect):
        if not isinstance(e, AddMana) or not isinstance(e.mana, FixedMana) or not isinstance(
                e.amount, Fixed) or e.amount.n <= 0:
            return None
        letters = [str(m) for m in e.mana.mana] * e.amount.n
        return (Outcome(tuple(_counts(letters)), None),)  # type: ignore[arg-type]
    return None


def _replacements_apply(s: GameState, oid: int, player: int) -> bool:
    return bool(mana_replacements(s, oid, player))


def mana_watchers(s: GameState) -> list[tuple[int, Any]]:
    """The triggered mana abilities on the battlefield that trigger on tapping for mana
    (CR 605.1b, 106.12a), cached per state version."""
    watchers = s.cache.get("mana_triggers")
    if watchers is None:
        watchers = [(oid, a) for oid, a in triggered_index(s, compute_battlefield(s))
                    if a.mana_ability and isinstance(a.event, TappedForMana)]
        s.cache["mana_triggers"] = watchers
    return watchers


def source_of(s: GameState, player: int, oid: int, a: ActivatedAbility) -> Source | None:
    """The :class:`Source` for mana ability ``a`` of permanent ``oid`` if ``player`` could
    pay its costs now (apart from mana and life, which the planner tracks), else None."""
    cost = a.cost
    if cost.tap_others or cost.untap_others or cost.sacrifice or cost.loyalty is not None \
            or "X" in cost.mana.symbols:
        return None
    if cost.remove_counters is not None and (not cost.has_tap_symbol or s.objects[
            oid].counters.get(cost.remove_counters.counter.value, 0) < cost.remove_counters.n):
        return None  # CR 122.6: the counters must be there (and the ability used once)
    chars = compute_battlefield(s)
    c = chars[oid]
    if named_prohibitions(s) and activation_forbidden(s, c.name, True):
        return None  # Phyrexian Revoker's chosen name (CR 602.5: rules.chosen_name)
    if _CANT_ACTIVATE in c.rules:
        return None  # CR 602.5: "its activated abilities can't be activated" (Arrest)
    if activation_prohibited(s, player, oid):
        return None  # CR 602.5, 605.3a: "... can't activate abilities of creatures"
    if a.condition is not None and not condition_holds(s, a.condition, oid, player):
        return None  # CR 602.5b, 605.1a: "Activate only if [condition]." of a mana ability
    if cost.tap and not can_pay_tap_cost(s, oid, c):
        return None
    if cost.untap and (not s.objects[oid].tapped or summoning_sick(s, oid, c)):
        return None
    outs = outcomes(s, oid, a, player)
    if not outs:
        return None
    snow = "Snow" in c.supertypes
    if outs is _FIXED[id(a)][1]:  # the same Source as last time for this permanent
        memo = _PLAIN.get((oid, id(a)))
        if memo is not None and memo[0] is a and memo[1].snow == snow:
            return memo[1]
        src = _source(oid, a, outs, snow)
        _PLAIN[(oid, id(a))] = (a, src)
        return src
    return _source(oid, a, outs, snow)


_PLAIN: dict[tuple[int, int], tuple[ActivatedAbility, Source]] = {}
"""The :class:`Source` of a fixed-mana ability ``a`` (see ``_FIXED``) of permanent ``oid``
without replacement effects or triggers, per (``oid``, ability identity): it depends on
nothing else."""


def _source(oid: int, a: ActivatedAbility, outs: tuple[Outcome, ...], snow: bool) -> Source:
    cost = a.cost
    return Source(oid, a.key, outs, cost.mana, cost.life,
                  cost.tap or cost.untap or cost.sacrifice_self, cost.sacrifice_self,
                  max(sum(o.mana) for o in outs),
                  next((e.spend_only for e in a.effect if isinstance(e, AddMana)), None), snow)
