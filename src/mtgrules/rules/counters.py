"""Counters (CR 122) and how a permanent enters (CR 614.1c-d, 614.12): counters put on
objects after replacement effects such as Hardened Scales (614.1a), planeswalkers' loyalty
(306.5b), Sagas' lore counter (714.3a), "enters with counters" and "enters tapped".

Split from :mod:`mtgrules.rules.actions` (which re-exports these names) so that zone changes
can apply entering replacements without an import cycle.
"""

from __future__ import annotations

from typing import Any

from mtgrules.cards.registry import get_card
from mtgrules.engine import push
from mtgrules.log import log_event, name_of
from mtgrules.model.abilities import StaticAbility
from mtgrules.model.as_enters import AsEntersChoose, AsEntersChooseOne
from mtgrules.model.base import Whose
from mtgrules.model.keywords_counters import (
    BloodthirstCounters,
    DevourCounters,
    MayEnterWithCounter,
)
from mtgrules.model.lands import EntersTappedUnless
from mtgrules.model.manlands import EntersTappedIf
from mtgrules.model.prevention import AsEntersPayLifeOrTapped, ScaleCounters
from mtgrules.model.replacement import EntersTapped, EntersWithCounters, ExtraCounters
from mtgrules.rules.amounts import evaluate
from mtgrules.rules.as_enters import choice_options
from mtgrules.rules.dice_replacement import others_enter_with_counters
from mtgrules.rules.filters import matches
from mtgrules.rules.history import condition_holds as history_condition_holds
from mtgrules.rules.keywords_counters import bloodthirst_counters
from mtgrules.rules.lands import condition_holds
from mtgrules.rules.layers import characteristics, compute_battlefield, controller_of, copiable_name
from mtgrules.rules.replacement import Candidate, order_matters, run_all
from mtgrules.rules.triggers import emit
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import GameObject


def counter_applicable(s: GameState, oid: int, kind: str, by: int, ev: dict[str, Any],
                       applied: list[str]) -> list[Candidate]:
    """The replacement effects that would apply now to putting ``ev["n"]`` counters of
    ``kind`` on ``oid`` by player ``by`` (CR 614.1a, 614.16, 616.1f): "that many plus N"
    (Hardened Scales), "twice that many" / "half that many, rounded down" (Vorinclex)."""
    if ev["n"] <= 0:
        return []
    o = s.objects[oid]
    chars = compute_battlefield(s)
    out: list[Candidate] = []
    for src in s.battlefield:
        for a in chars[src].abilities:
            r = a.replacement if isinstance(a, StaticAbility) else None
            if isinstance(r, ExtraCounters):
                if r.counter == kind and o.id in chars and matches(
                        s, o.id, chars[o.id], r.on, chars[src].controller, src):
                    out.append(Candidate(a.key, src, text=f"{name_of(s, src)}: that many plus "
                                         f"{r.extra}", kind="plus", n=r.extra))
            elif isinstance(r, ScaleCounters):
                mine = by == chars[src].controller
                if mine == (r.who is Whose.YOU):
                    out.append(Candidate(a.key, src, text=f"{name_of(s, src)}: "
                                         f"{'twice' if r.double else 'half'} that many",
                                         kind="double" if r.double else "half"))
    return [c for c in out if c.ident not in applied]


def counter_apply(ev: dict[str, Any], c: Candidate) -> dict[str, Any]:
    """The counter event after replacement ``c`` (pure)."""
    n = ev["n"]
    n = n + c.n if c.kind == "plus" else n * 2 if c.kind == "double" else n // 2
    return {"n": n, "log": [*ev["log"], [c.source, c.kind, n]]}


def _counter_replacements(s: GameState, o: GameObject, kind: str, n: int, by: int,
                          chosen: list[Candidate] | None = None) -> int:
    """Apply replacement effects to "put N counters of ``kind`` on ``o``" (CR 614.1a, 616.1):
    the ``chosen`` order first (the affected object's controller's choices), then any left in
    the canonical order."""
    if n <= 0:
        return n
    ev: dict[str, Any] = {"n": n, "log": []}
    applied: list[str] = []
    for c in chosen or ():
        ev = counter_apply(ev, c)
        applied.append(c.ident)
    ev = run_all(ev, applied, lambda e, done: counter_applicable(s, o.id, kind, by, e, done),
                 counter_apply)
    for src, how, k in ev["log"]:
        text = "that many plus one counters" if how == "plus" else \
            f"{'twice' if how == 'double' else 'half'} that many ({k} {kind} counter(s))"
        log_event(s, "replacement", "614.1a", f"{name_of(s, src)}: {text}", None, [src, o.id])
    return int(ev["n"])


def add_counters(s: GameState, oid: int, kind: str, n: int, rule: str = "122.1",
                 by: int | None = None, chosen: list[Candidate] | None = None) -> int:
    """Put ``n`` counters of ``kind`` on a permanent (CR 122.1), after replacement effects
    (``by`` is the player putting them, by default the permanent's controller; ``chosen``
    the replacement effects in the order its controller chose, CR 616.1). Returns the number
    actually put. Emits ``counters`` (Saga lore triggers, CR 714.2b)."""
    o = s.objects[oid]
    if n <= 0:
        return 0
    n = _counter_replacements(s, o, kind, n, controller_of(s, oid) if by is None else by,
                              chosen)
    if n <= 0:
        return 0
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
    emit(s, {"type": "counters_removed", "obj": oid, "counter": kind, "before": have,
             "after": have - k})  # "when the last ... counter is removed" (CR 702.63a)
    return k


def _enters_with(s: GameState, oid: int, kind: str, n: int, by: int) -> None:
    """Put the counters a permanent enters with (CR 614.1c), after the replacement effects on
    them (614.16): when their order matters, the ``enter_counters`` frame (the next thing
    the engine does) asks the permanent's controller (616.1)."""
    ev: dict[str, Any] = {"n": n, "log": []}
    if order_matters(ev, [], lambda e, done: counter_applicable(s, oid, kind, by, e, done),
                     counter_apply):
        push(s, "enter_counters", obj=oid, counter=kind, n=n, player=by, chosen=[])
        return
    add_counters(s, oid, kind, n, rule="614.1c", by=by)


def apply_etb_replacements(s: GameState, o: GameObject, from_zone: str | None) -> None:
    """Modify how a permanent enters (CR 614.1c-d, 614.12): loyalty counters for
    planeswalkers (306.5b), a lore counter for Sagas (714.3a), "enters with X counters"
    self-replacements (614.15, 107.3m: X is the spell's X), "enters tapped"."""
    d = get_card(copiable_name(o))  # a copy's printed loyalty is copied (CR 707.2)
    c = characteristics(s, o.id)
    for kind, n in o.chosen.pop("enters_with", {}).items():  # "with a counter on it" (122.6)
        add_counters(s, o.id, kind, n, rule="122.6")
    if "Planeswalker" in c.types and d.loyalty is not None:
        n = _counter_replacements(s, o, "loyalty", d.loyalty, c.controller)
        o.counters["loyalty"] = o.counters.get("loyalty", 0) + n
        s.touch()
    for src, ctrl, other in others_enter_with_counters(s):  # CR 614.1c, other permanents'
        if src != o.id and matches(s, o.id, c, other.filter, ctrl, src):
            log_event(s, "enters_with_counters", "614.1c", f"{name_of(s, o.id)} enters with "
                      f"{other.n} additional {other.counter} counter(s)", None, [o.id, src])
            _enters_with(s, o.id, other.counter.value, other.n, c.controller)
    for a in c.abilities:
        r = a.replacement if isinstance(a, StaticAbility) else None
        if isinstance(r, EntersWithCounters):
            if r.if_kicked and not o.chosen.get("kicked"):  # CR 702.33e
                continue
            if r.condition is not None and not history_condition_holds(
                    s, r.condition, o.id, c.controller):
                continue  # "... if you attacked this turn" (rules.history)
            if r.tapped:  # "enters tapped with two charge counters on it"
                o.tapped = True
                s.touch()
            n = evaluate(s, r.amount, o.id, c.controller)
            log_event(s, "enters_with_counters", "614.1c",
                      f"{name_of(s, o.id)} enters with {n} {r.counter} counter(s)",
                      None, [o.id], x=o.x)
            if n:
                _enters_with(s, o.id, r.counter.value, n, c.controller)
        elif isinstance(r, EntersTapped):
            o.tapped = True
            s.touch()
        elif isinstance(r, AsEntersPayLifeOrTapped):
            # CR 614.12a: its controller chooses as it enters; asked next, before any player
            # can act (see mtgrules.rules.entering)
            push(s, "as_enters", obj=o.id, player=c.controller, life=r.life)
        elif isinstance(r, AsEntersChoose):  # CR 614.12a (mtgrules.rules.as_enters)
            push(s, "as_enters_choose", obj=o.id, player=c.controller, options=list(r.options))
        elif isinstance(r, AsEntersChooseOne):  # a creature type, a card name (614.12a)
            opts = choice_options(s, r.what, c.controller)
            if opts:  # (no card in the game to name: nothing is chosen)
                push(s, "as_enters_choose", obj=o.id, player=c.controller, options=opts,
                     what=r.what.value)
        elif isinstance(r, DevourCounters):  # CR 702.82a
            push(s, "devour", obj=o.id, player=c.controller, n=r.n, chosen=[])
        elif isinstance(r, MayEnterWithCounter):  # unleash, riot (CR 702.98a, 702.136a)
            push(s, "may_enter_with_counter", obj=o.id, player=c.controller,
                 haste=r.else_haste)
        elif isinstance(r, BloodthirstCounters):  # CR 702.54a
            n = bloodthirst_counters(s, o, r, c.controller)
            if n:
                _enters_with(s, o.id, "+1/+1", n, c.controller)
        elif (isinstance(r, EntersTappedUnless) and not condition_holds(
                s, r.condition, o.id, c.controller)) or (isinstance(r, EntersTappedIf) and
                                                         condition_holds(s, r.condition, o.id,
                                                                         c.controller)):
            o.tapped = True
            log_event(s, "enters_tapped", "614.1c", f"{name_of(s, o.id)} enters tapped",
                      None, [o.id])
            s.touch()
    if "Saga" in c.subtypes:
        add_counters(s, o.id, "lore", 1, rule="714.3a")
