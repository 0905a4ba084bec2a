"""Counters (CR 122) and how a permanent enters (CR 614.1c-d, 614.12): counters put on
objects after replacement effects such as Hardened Scales (614.1a), planeswalkers' loyalty
(306.5b), Sagas' lore counter (714.3a), "enters with counters" and "enters tapped".

Split from :mod:`mtgrules.rules.actions` (which re-exports these names) so that zone changes
can apply entering replacements without an import cycle.
"""

from __future__ import annotations

from mtgrules.cards.registry import get_card
from mtgrules.log import log_event, name_of
from mtgrules.model.abilities import StaticAbility
from mtgrules.model.replacement import EntersTapped, EntersWithCounters, ExtraCounters
from mtgrules.rules.amounts import evaluate
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import characteristics, compute_battlefield, copiable_name
from mtgrules.rules.triggers import emit
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import GameObject


def _counter_replacements(s: GameState, o: GameObject, kind: str, n: int) -> int:
    """Apply replacement effects to "put N counters of ``kind`` on ``o``" (CR 614.1a):
    e.g. Hardened Scales ("one or more +1/+1 counters ... that many plus one")."""
    if n <= 0:
        return n
    chars = compute_battlefield(s)
    for oid in list(s.battlefield):
        for a in chars[oid].abilities:
            r = a.replacement if isinstance(a, StaticAbility) else None
            if isinstance(r, ExtraCounters) and r.counter == kind and o.id in chars \
                    and matches(s, o.id, chars[o.id], r.on, chars[oid].controller, oid):
                n += r.extra
                log_event(s, "replacement", "614.1a",
                          f"{name_of(s, oid)}: that many plus one counters", None, [oid, o.id])
    return n


def add_counters(s: GameState, oid: int, kind: str, n: int, rule: str = "122.1") -> int:
    """Put ``n`` counters of ``kind`` on a permanent (CR 122.1), after replacement effects.
    Returns the number actually put. Emits ``counters`` (Saga lore triggers, CR 714.2b)."""
    o = s.objects[oid]
    if n <= 0:
        return 0
    n = _counter_replacements(s, o, kind, n)
    before = o.counters.get(kind, 0)
    o.counters[kind] = before + n
    s.touch()
    log_event(s, "counters", rule, f"{n} {kind} counter(s) put on {name_of(s, oid)}", None,
              [oid], counter=kind, amount=n)
    emit(s, {"type": "counters", "obj": oid, "counter": kind, "before": before,
             "after": before + n})
    return n


def remove_counters(s: GameState, oid: int, kind: str, n: int, rule: str = "122.1") -> int:
    """Remove up to ``n`` counters of ``kind``; returns how many were removed."""
    o = s.objects[oid]
    have = o.counters.get(kind, 0)
    k = min(have, n)
    if k <= 0:
        return 0
    if have - k:
        o.counters[kind] = have - k
    else:
        del o.counters[kind]
    s.touch()
    log_event(s, "counters_removed", rule, f"{k} {kind} counter(s) removed from "
              f"{name_of(s, oid)}", None, [oid], counter=kind, amount=k)
    return k


def apply_etb_replacements(s: GameState, o: GameObject, from_zone: str | None) -> None:
    """Modify how a permanent enters (CR 614.1c-d, 614.12): loyalty counters for
    planeswalkers (306.5b), a lore counter for Sagas (714.3a), "enters with X counters"
    self-replacements (614.15, 107.3m: X is the spell's X), "enters tapped"."""
    d = get_card(copiable_name(o))  # a copy's printed loyalty is copied (CR 707.2)
    c = characteristics(s, o.id)
    if "Planeswalker" in c.types and d.loyalty is not None:
        o.counters["loyalty"] = o.counters.get("loyalty", 0) + d.loyalty
        s.touch()
    for a in c.abilities:
        r = a.replacement if isinstance(a, StaticAbility) else None
        if isinstance(r, EntersWithCounters):
            n = evaluate(s, r.amount, o.id, c.controller)
            log_event(s, "enters_with_counters", "614.1c",
                      f"{name_of(s, o.id)} enters with {n} {r.counter} counter(s)",
                      None, [o.id], x=o.x)
            if n:
                add_counters(s, o.id, r.counter.value, n, rule="614.1c")
        elif isinstance(r, EntersTapped):
            o.tapped = True
            s.touch()
    if "Saga" in c.subtypes:
        add_counters(s, o.id, "lore", 1, rule="714.3a")
