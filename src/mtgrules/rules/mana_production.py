"""Producing mana (CR 106): what a mana ability could produce (106.7), undefined types
(106.5), and the production event with its replacement effects (106.12b, 614, 616.1).

Replacement effects on mana production are static abilities whose ``replacement`` is a
:class:`~mtgrules.model.MultiplyMana` ("if you tap a permanent for mana, it produces N times as
much") or a :class:`~mtgrules.model.TappedForManaProducesInstead` ("if a land is tapped for
mana, it produces {B} instead of any other type and amount"). When several apply, the
controller of the mana ability (the affected player) chooses the order (CR 616.1), each
applying once; the ``produce_mana`` frame asks when the order matters.
"""

from __future__ import annotations

from typing import Any, assert_never

from mtgrules.cards.registry import get_ability
from mtgrules.engine import ask, handler, pop, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.mana import COLORS, TYPE_INDEX, format_counts
from mtgrules.model.abilities import ActivatedAbility, StaticAbility
from mtgrules.model.amounts import Amount, Fixed
from mtgrules.model.base import Whose
from mtgrules.model.effects import AddMana, FixedMana, ManaLandsCouldProduce, ManaOfChoice, ManaSpec
from mtgrules.model.replacement import MultiplyMana, TappedForManaProducesInstead
from mtgrules.rules.amounts import evaluate
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import characteristics, compute_battlefield
from mtgrules.rules.triggers import emit
from mtgrules.state.decision import REPLACEMENT, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def mana_effect(a: ActivatedAbility) -> AddMana | None:
    """The "Add ..." effect of a mana ability, if any."""
    for e in a.effect:
        if isinstance(e, AddMana):
            return e
    return None


def production_amount(s: GameState, src: int, controller: int, amount: Amount) -> int:
    """Evaluate how many times an "Add ..." effect adds its mana ("for each Elf")."""
    if isinstance(amount, Fixed):
        return amount.n
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


@handler("produce_mana")
def produce_mana_frame(s: GameState, f: Frame) -> None:
    """A mana production event (CR 106.3-106.4): apply replacement effects in the order the
    affected player chooses (CR 616.1), then add the mana and, for a {T} mana ability of a
    permanent that produced mana, trigger "tapped for mana" abilities (CR 106.12a)."""
    d = f.data
    pid = d["player"]
    src = d["source"]
    mana: list[str] = d["mana"]
    if "pending" not in d:
        reps = mana_replacements(s, src, pid) if d.get("tapped") else []
        d["pending"] = [[oid, a.key] for oid, a in reps]
    ans = take_answer(f)
    pending: list[list[Any]] = d["pending"]
    if ans is not None:
        pick = [ans.args[0], ans.args[1]]
        pending.remove(pick)
        mana = _apply_replacement(s, pick[0], pick[1], mana)
        d["mana"] = mana
    if pending and mana:
        if len(pending) == 1:
            oid, key = pending.pop()
            mana = _apply_replacement(s, oid, key, mana)
            d["mana"] = mana
        else:
            picks = _orders_keeping_payment(s, pid, src, mana, pending)
            if len(picks) == 1:
                pending.remove(picks[0])
                d["mana"] = mana = _apply_replacement(s, picks[0][0], picks[0][1], mana)
                return
            ask(s, pid, REPLACEMENT, [Action("replacement", (oid, key)) for oid, key in picks],
                f"Choose which replacement effect applies first to mana from "
                f"{name_of(s, src)}", source=src)
            return
    pop(s, f)
    p = s.players[pid]
    counts = [0] * 6
    for t in mana:
        counts[TYPE_INDEX[t]] += 1
        p.mana[TYPE_INDEX[t]] += 1
    s.touch()
    if mana:
        log_event(s, "add_mana", "106.3", f"{name_of(s, src)} adds {format_counts(counts)} "
                  f"to {p.name}'s mana pool", pid, [src], mana="".join(mana))
    else:
        log_event(s, "no_mana", d.get("rule", "106.5"), f"{name_of(s, src)} produces no mana",
                  pid, [src])
    if d.get("tapped") and mana:
        c = characteristics(s, src)
        emit(s, {"type": "tapped_for_mana", "obj": src, "player": pid, "mana": list(mana),
                 "types": sorted(c.types)})


def _orders_keeping_payment(s: GameState, pid: int, src: int, mana: list[str],
                            pending: list[list[Any]]) -> list[list[Any]]:
    """The pending replacement effects ``pid`` may apply first (CR 616.1). During a payment
    (CR 601.2g) only those after which the payment can still be completed are offered (the
    engine never lets a payment fail, so CR 732 never applies), and an automatic payment
    takes the one giving the most mana."""
    from mtgrules.rules.mana_options import best_replacement_first, triggered_mana
    from mtgrules.rules.mana_planner import keeps_payment_feasible, payment_in_progress

    pay = payment_in_progress(s, pid)
    if pay is None:
        return pending
    if pay.get("auto"):
        return [best_replacement_first(s, pending)]
    out = []
    for pick in pending:
        rest = [x for x in pending if x is not pick]
        final = _apply_pure(pick[1], mana)
        first = best_replacement_first(s, rest) if rest else None
        for x in ([first] if first else []) + [y for y in rest if y is not first]:
            final = _apply_pure(x[1], final)
        counts = [final.count(t) for t in "WUBRGC"]
        if any(keeps_payment_feasible(s, pay, [a + b for a, b in zip(counts, extra, strict=True)])
               for extra in triggered_mana(s, src, pid, final)):
            out.append(pick)
    return out or pending


def _apply_pure(key: str, mana: list[str]) -> list[str]:
    """``mana`` after replacement ``key`` (no event logged)."""
    a = get_ability(key)
    assert isinstance(a, StaticAbility)
    if not mana:
        return mana
    r = a.replacement
    if isinstance(r, MultiplyMana):
        return [t for t in mana for _ in range(r.factor)]
    if isinstance(r, TappedForManaProducesInstead):
        return [r.mana.value]
    raise ValueError(f"not a mana replacement effect: {r!r}")


def _apply_replacement(s: GameState, oid: int, key: str, mana: list[str]) -> list[str]:
    a = get_ability(key)
    assert isinstance(a, StaticAbility)
    r = a.replacement
    if isinstance(r, MultiplyMana):
        n = r.factor
        out = [t for t in mana for _ in range(n)]
        log_event(s, "replacement", "106.12b", f"{name_of(s, oid)}: {n} times as much mana",
                  None, [oid], mana="".join(out))
        return out
    if isinstance(r, TappedForManaProducesInstead):
        out = [r.mana.value]
        log_event(s, "replacement", "106.12b", f"{name_of(s, oid)}: produces "
                  f"{{{out[0]}}} instead", None, [oid], mana="".join(out))
        return out
    raise ValueError(f"not a mana replacement effect: {r!r}")


