"""Resolving spells and abilities (CR 608).

The ``resolve`` frame takes the top object of the stack: it checks its targets (608.2b: if
every target is now illegal it doesn't resolve), runs its effect program, and then puts an
instant or sorcery into its owner's graveyard (608.2n) or lets a permanent spell enter the
battlefield (608.3), attached to its target if it's an Aura (303.4f).
"""

from __future__ import annotations

from typing import Any

from mtgrules.cards.registry import get_ability, get_card
from mtgrules.engine import handler, pop, push
from mtgrules.log import log_event, name_of
from mtgrules.model.abilities import ActivatedAbility, SpellAbility, TriggeredAbility
from mtgrules.rules import alt_costs, bestow, faces, history, mutate, rebound
from mtgrules.rules.casting import chosen_spell_ability
from mtgrules.rules.copy import PENDING, choose_copy
from mtgrules.rules.targeting import legal_target
from mtgrules.rules.triggers import intervening_if_holds
from mtgrules.rules.zone_change import move
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def _check_targets(s: GameState, specs: tuple[Any, ...], targets: list[int], controller: int,
                   source: int | None) -> tuple[list[int], bool]:
    """(targets with illegal ones replaced by 0, whether it had targets and all are illegal)."""
    if not specs:
        return targets, False
    checked = []
    for spec, t in zip(specs, targets, strict=False):
        ok = t != 0 and legal_target(s, spec, t, controller, source, targets)
        checked.append(t if ok else 0)
    chosen = [t for t in targets if t]
    fizzle = bool(chosen) and not any(checked)
    return checked, fizzle


def stack_name(s: GameState, oid: int) -> str:
    """How the log names stack object ``oid``: a spell by its card (``"Lightning Bolt#45"``),
    an ability by its source and kind (``"Desecration Demon#12's triggered ability"``,
    CR 113.7a: an ability on the stack is not a card), as the source was named."""
    o = s.objects[oid]
    if o.kind != "ability" or not o.source or o.source not in s.objects:
        return name_of(s, oid)
    name = name_of(s, oid)
    if name.endswith("'s ability"):  # a designation's ability (CR 724)
        return name
    kind = "triggered" if isinstance(get_ability(o.ability or ""), TriggeredAbility) \
        else "activated"
    return f"{name_of(s, o.source)}'s {kind} ability"


@handler("resolve")
def resolve_frame(s: GameState, f: Frame) -> None:
    """Resolve the top object of the stack (CR 608.2-608.3)."""
    d = f.data
    if "obj" not in d:
        oid = s.stack[-1]
        d["obj"] = oid
        o = s.objects[oid]
        if o.kind == "ability":
            a = get_ability(o.ability or "")
            specs = getattr(a, "targets", ())
            src = o.source
            if isinstance(a, TriggeredAbility) and a.intervening_if is not None and not \
                    intervening_if_holds(s, a.intervening_if, src or 0, o.controller, o.event):
                log_event(s, "no_effect", "603.4", f"{a.text[:40]}... does nothing (condition "
                          "false)", o.controller, [oid])
                _remove_ability(s, oid)
                pop(s, f)
                return
        else:
            sa = chosen_spell_ability(s, oid)
            specs = sa.targets if sa else ()
            src = oid
        checked, fizzle = _check_targets(s, specs, list(o.targets), o.controller, src)
        if fizzle:
            log_event(s, "fizzle", "608.2b", f"{stack_name(s, oid)} doesn't resolve: all its "
                      "targets are illegal", o.controller, [oid])
            if o.kind == "ability":
                _remove_ability(s, oid)
            else:
                move(s, oid, "graveyard")
            pop(s, f)
            return
        log_event(s, "resolve", "608.2", f"{stack_name(s, oid)} resolves", o.controller, [oid])
        d["stage"] = "effect"
        key = o.ability if o.kind == "ability" else (sa.key if sa else None)
        if key is not None and _has_effect(key):
            lki = None
            if o.kind == "ability" and src in s.objects:
                so = s.objects[src]
                lki = so.lki if so.zone != "battlefield" else None
            ctx = {"source": src, "controller": o.controller, "targets": checked,
                   "x": o.x, "obj": oid, "event": o.event, "vars": {}, "source_lki": lki}
            if o.kind != "ability" and get_card(o.card).is_permanent_card():
                pass  # Aura targeting only; no effect program
            else:
                push(s, "effect", key=key, ctx=ctx, pc=0)
        return
    oid = d["obj"]
    o = s.objects[oid]
    info: dict[str, Any] = {}
    if o.zone == "stack" and o.kind != "ability" and mutate.is_mutating(o):
        merged = mutate.resolve_mutating(s, f, oid)  # CR 702.140b-c
        if merged == mutate.PENDING:
            return
        if merged:
            pop(s, f)
            return
    if o.zone == "stack" and o.kind != "ability":
        got = choose_copy(s, f, oid, o.controller)  # CR 707.5: as it enters
        if got == PENDING:
            return
        assert isinstance(got, dict)
        info = got
    pop(s, f)
    if o.zone != "stack":
        return  # it left the stack during its own resolution
    if o.kind == "ability":
        _remove_ability(s, oid)
        return
    card = get_card(o.card)
    if card.is_permanent_card():
        attach = None
        if bestow.is_bestowed(o):  # CR 702.103e: an illegal target makes it a creature spell
            attach = bestow.resolve_bestowed(s, oid)
            if attach is not None:
                info = {**info, bestow.BESTOWED: True}  # a bestowed Aura (702.103b)
        elif "Aura" in card.type_line.subtypes:
            attach = o.targets[0] if o.targets else None
            if not attach or attach not in s.objects or s.objects[attach].zone != "battlefield":
                attach = None
        info = {**info, **alt_costs.entering_info(o)}  # dash, evoke, warp (CR 608.3g)
        if o.chosen.get("kicked"):  # the permanent was kicked (CR 702.33e)
            info["kicked"] = True
        info = {**info, **history.entering_info(o)}  # mana from a Treasure spent on it
        new = move(s, oid, "battlefield", controller=o.controller, info=info or None,
                   attach_to=(attach or 0) if "Aura" in card.type_line.subtypes
                   or bestow.BESTOWED in info else None)
        log_event(s, "enters", "608.3", f"{name_of(s, new)} enters the battlefield",
                  o.controller, [new])
        alt_costs.after_entering(s, new)
    else:
        # 608.2n; an Adventure, 715.3d; buyback, 702.27a
        zone = alt_costs.resolution_zone(o, faces.resolution_zone(s, o))
        if rebound.rebounds(o, zone):  # exiled instead (CR 702.88a)
            new = move(s, oid, "exile")
            rebound.after_rebound(s, new, o.controller)
        else:
            new = move(s, oid, zone)
        faces.after_resolution(s, o, new)


def _has_effect(key: str) -> bool:
    a = get_ability(key)
    return isinstance(a, SpellAbility | ActivatedAbility | TriggeredAbility) and bool(a.effect)


def _remove_ability(s: GameState, oid: int) -> None:
    """An ability leaves the stack: it ceases to exist (CR 113.7a)."""
    if oid in s.stack:
        s.stack.remove(oid)
    s.objects[oid].zone = "gone"
    s.touch()
