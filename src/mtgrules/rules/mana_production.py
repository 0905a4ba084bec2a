"""Producing mana (CR 106): what a mana ability could produce (106.7), undefined types
(106.5), and the production event with its replacement effects (106.12b, 614, 616.1).

Replacement effects on mana production are static abilities with ``replacement`` one of
``"mana_multiply"`` (Mana Reflection, Nyxbloom Ancient: "if you tap a permanent for mana, it
produces N times as much"), ``"land_mana_becomes"`` (Contamination: "if a land is tapped for
mana, it produces {B} instead of any other type and amount"). When several apply, the
controller of the mana ability (the affected player) chooses the order (CR 616.1), each
applying once; the ``produce_mana`` frame asks when the order matters.
"""

from __future__ import annotations

from typing import Any

from mtgrules.abilities import ActivatedAbility, StaticAbility
from mtgrules.engine import ask, handler, pop, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.mana import COLORS, TYPE_INDEX, format_counts
from mtgrules.rules.layers import characteristics, compute_battlefield
from mtgrules.state.decision import REPLACEMENT, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def _mana_effect_args(a: ActivatedAbility) -> dict[str, Any] | None:
    for ins in a.effect:
        if ins.op == "add_mana":
            return dict(ins.args)
    return None


def production_amount(s: GameState, src: int, controller: int, amount: Any) -> int:
    """Evaluate the amount of an ``add_mana`` instruction (an int or a count expression)."""
    if isinstance(amount, int):
        return amount
    from mtgrules.rules.filters import dynamic_amount

    return dynamic_amount(s, amount, src, controller)


def base_types(s: GameState, src: int, controller: int, args: dict[str, Any],
               known: dict[int, set[str]] | None = None) -> set[str]:
    """Types one activation could make before replacement effects; empty if undefined.

    For abilities that refer to what other lands "could produce" (Reflecting Pool, Exotic
    Orchard), ``known`` gives each permanent's types (default: :func:`could_produce_map`).
    """
    mana = args.get("mana")
    if mana:
        return {mana[0]} if len(set(mana)) == 1 else set(mana)
    choice = args.get("choice")
    if choice == "any_color":
        return set(COLORS)
    if choice in ("lands_you_control", "lands_opponents_control"):
        if known is None:
            known = could_produce_map(s)
        chars = compute_battlefield(s)
        out: set[str] = set()
        for oid in s.battlefield:
            c = chars[oid]
            if "Land" not in c.types:
                continue
            if (c.controller == controller) != (choice == "lands_you_control"):
                continue
            out |= known.get(oid, set())
        if args.get("colors_only"):
            out &= set(COLORS)
        return out
    if choice:
        return set(choice)
    return set()


def mana_replacements(s: GameState, src: int, controller: int) -> list[tuple[int, StaticAbility]]:
    """Replacement effects that would apply if ``src`` were tapped for mana by
    ``controller`` (CR 106.12b). Cached per state version (they depend only on the
    battlefield, whether ``src`` is a land, and the controller)."""
    chars = compute_battlefield(s)
    is_land = src in chars and "Land" in chars[src].types
    key = ("mana_replacements", controller, is_land)
    cached = s.cache.get(key)
    if cached is not None:
        return cached
    out: list[tuple[int, StaticAbility]] = []
    for oid in s.battlefield:
        c = chars[oid]
        for a in c.abilities:
            if not isinstance(a, StaticAbility) or a.replacement is None:
                continue
            if (a.replacement == "mana_multiply" and c.controller == controller) or \
                    (a.replacement == "land_mana_becomes" and is_land):
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
    args = _mana_effect_args(a)
    if args is None:
        return set(), 0
    ctrl = characteristics(s, oid).controller
    types = base_types(s, oid, ctrl, args, known)
    amount = production_amount(s, oid, ctrl, args.get("amount", 1))
    if not types or amount <= 0:
        return set(), 0
    if a.cost.tap:
        for _, r in mana_replacements(s, oid, ctrl):
            if r.replacement == "land_mana_becomes":
                # In any order the result of Contamination is its type (CR 106.7).
                types = {r.rarg("mana", "B")}
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
        from mtgrules.rules.triggers import emit

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
    from mtgrules.cards.registry import get_ability

    a = get_ability(key)
    assert isinstance(a, StaticAbility)
    if not mana:
        return mana
    if a.replacement == "mana_multiply":
        return [t for t in mana for _ in range(int(a.rarg("factor", 2)))]
    if a.replacement == "land_mana_becomes":
        return [a.rarg("mana", "B")]
    raise ValueError(f"unknown mana replacement {a.replacement!r}")


def _apply_replacement(s: GameState, oid: int, key: str, mana: list[str]) -> list[str]:
    from mtgrules.cards.registry import get_ability

    a = get_ability(key)
    assert isinstance(a, StaticAbility)
    if a.replacement == "mana_multiply":
        n = int(a.rarg("factor", 2))
        out = [t for t in mana for _ in range(n)]
        log_event(s, "replacement", "106.12b", f"{name_of(s, oid)}: {n} times as much mana",
                  None, [oid], mana="".join(out))
        return out
    if a.replacement == "land_mana_becomes":
        out = [a.rarg("mana", "B")]
        log_event(s, "replacement", "106.12b", f"{name_of(s, oid)}: produces "
                  f"{{{out[0]}}} instead", None, [oid], mana="".join(out))
        return out
    raise ValueError(f"unknown mana replacement {a.replacement!r}")


