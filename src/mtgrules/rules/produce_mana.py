"""The ``produce_mana`` frame: mana is added to a pool after the replacement effects on its
production (CR 106.3, 106.12b, 614, 616.1), the affected player choosing their order when it
matters; during a payment only orders that keep the payment possible are offered (601.2g).

What a mana ability produces and which replacement effects apply is
:mod:`mtgrules.rules.mana_production`; this frame also asks the payment planner, which itself
builds on mana production, so it lives in its own module (no import cycle).
"""

from __future__ import annotations

from typing import Any

from mtgrules.cards.registry import get_ability
from mtgrules.engine import ask, handler, pop, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.mana import TYPE_INDEX, format_counts
from mtgrules.model.abilities import StaticAbility
from mtgrules.model.replacement import MultiplyMana, TappedForManaProducesInstead
from mtgrules.rules.history import note_produced
from mtgrules.rules.layers import characteristics
from mtgrules.rules.mana_options import best_replacement_first, triggered_mana
from mtgrules.rules.mana_planner import keeps_payment_feasible, payment_in_progress
from mtgrules.rules.mana_production import mana_replacements
from mtgrules.rules.mana_restrictions import add_restricted
from mtgrules.rules.replacement import permutations_agree
from mtgrules.rules.snow_mana import note_snow_produced
from mtgrules.rules.triggers import emit
from mtgrules.state.decision import REPLACEMENT, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


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
        elif _order_irrelevant(mana, pending):
            # CR 616.1: every order gives the same mana (two Mana Reflections): no choice
            while pending:
                oid, key = pending.pop(0)
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
    note_produced(s, pid, src, mana)  # mana from a Treasure (rules.history)
    p = s.players[pid]
    counts = [0] * 6
    for t in mana:
        counts[TYPE_INDEX[t]] += 1
    if d.get("spend"):  # mana that may be spent only on some things (CR 106.6)
        o = s.objects.get(src)  # "of the chosen type": its choice now (CR 607.2)
        add_restricted(s, pid, [TYPE_INDEX[t] for t in mana], d["spend"],
                       o.chosen.get("as_enters") if o is not None else None)
    else:
        note_snow_produced(s, pid, src, mana)  # mana from a snow source (CR 107.4h)
        for t in mana:
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


def _order_irrelevant(mana: list[str], pending: list[list[Any]]) -> bool:
    """Whether applying the pending replacement effects in any order gives the same mana."""
    def run(order: tuple[list[Any], ...]) -> list[str]:
        out = mana
        for _, key in order:
            out = _apply_pure(key, out)
        return sorted(out)

    return permutations_agree(pending, run)


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
