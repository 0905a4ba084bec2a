"""Activating activated abilities (CR 602), loyalty abilities (CR 606), Class level abilities
(CR 716.2a) and mana abilities (CR 605), with their costs (CR 118, 107.5 {T}, 107.6 {Q}).

A non-mana ability is put on the stack as an object (CR 602.2a) and resolves later; a mana
ability resolves immediately after its costs are paid, without using the stack (CR 605.3b).
Summoning sickness (CR 302.6): a creature's ability with {T} or {Q} in its cost can't be
activated unless the creature has been under its controller's control continuously since
their most recent turn began (haste, or an effect like Thousand-Year Elixir's, lifts this).
"""

from __future__ import annotations

from typing import Any

from mtgrules.cards.registry import get_ability, get_card
from mtgrules.engine import EngineError, ask, handler, pop, push, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.mana import ManaCost, is_phyrexian, pay_from_pool, pay_with_snow
from mtgrules.model.abilities import ActivatedAbility, StaticAbility
from mtgrules.model.activation_rules import CantActivateAbilities
from mtgrules.model.base import Whose
from mtgrules.model.costs import ChooseOthers, Cost, ReduceCost
from mtgrules.model.refs import ThisObject
from mtgrules.rules.actions import add_counters, lose_life, remove_counters, sacrifice, tap, untap
from mtgrules.rules.chosen_name import activation_forbidden, named_prohibitions
from mtgrules.rules.cost_choices import (
    choose_parts,
    has_parts,
    parts_payable,
    pay_parts,
    sacrifice_reserve,
)
from mtgrules.rules.crew import can_crew, choose_crew, pay_crew
from mtgrules.rules.departure import reverse_announcement
from mtgrules.rules.discard import discard_card
from mtgrules.rules.divided import ability_divided_effect, divide
from mtgrules.rules.filters import matches
from mtgrules.rules.history import condition_holds, note_spent
from mtgrules.rules.layers import (
    Characteristics,
    battlefield_memo,
    characteristics,
    compute_battlefield,
    reaches_other_zones,
)
from mtgrules.rules.mana_options import Source
from mtgrules.rules.mana_planner import (
    Reserve,
    Step,
    can_pay,
    life_for_mana,
    max_x_of,
    pay_keeping,
    pay_sources,
    plan,
    reserve_of,
)
from mtgrules.rules.mana_restrictions import spend, usable_pool
from mtgrules.rules.mana_spending import payable_cost
from mtgrules.rules.phyrexian_mana import announce_phyrexian
from mtgrules.rules.player_prohibitions import activation_prohibited
from mtgrules.rules.snow_mana import set_snow_pool, snow_pool
from mtgrules.rules.summoning import can_pay_tap_cost as can_pay_tap_cost
from mtgrules.rules.summoning import ignores_summoning_sickness as ignores_summoning_sickness
from mtgrules.rules.summoning import summoning_sick as summoning_sick
from mtgrules.rules.summoning import (
    under_control_since_turn_began as under_control_since_turn_began,
)
from mtgrules.rules.targeting import (
    emit_targeted,
    has_legal_targets,
    legal_target,
    target_options,
)
from mtgrules.rules.timing import is_main_phase_empty_stack
from mtgrules.rules.triggers import emit
from mtgrules.rules.zone_change import move, new_object
from mtgrules.state.decision import CHOOSE_X, PAY_MANA, TARGET, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import GameObject

_CANT_ACTIVATE = CantActivateAbilities()


def _others(s: GameState, pid: int, oid: int, spec: ChooseOthers, tapped: bool) -> list[int]:
    chars = compute_battlefield(s)
    return [x for x in s.battlefield if x != oid and s.objects[x].tapped == tapped
            and matches(s, x, chars[x], spec.filter, pid, oid)]


def cost_reduction(s: GameState, pid: int, src: int, a: ActivatedAbility,
                   targets: list[int] | None) -> int:
    """The generic mana by which static cost reductions (:class:`~mtgrules.model.ReduceCost`,
    CR 601.2f, 602.2b) reduce activating ``a`` of ``src`` by ``pid``: abilities of the named
    keyword, activated by the right player, targeting the reducing permanent if it says so.
    ``targets``: the chosen targets, or None before they are chosen (then a reduction counts
    if the reducer is a legal target for some slot: the cheapest case)."""
    if a.keyword is None:
        return 0
    chars = compute_battlefield(s)
    total = 0
    for r in s.battlefield:
        for ab in chars[r].abilities:
            rc = ab.cost_modification if isinstance(ab, StaticAbility) else None
            if not isinstance(rc, ReduceCost) or rc.keyword is not a.keyword:
                continue
            mine = chars[r].controller == pid
            if (rc.who is Whose.YOU and not mine) or (rc.who is Whose.OPPONENT and mine):
                continue
            if isinstance(rc.targeting, ThisObject):
                if targets is None:
                    if not any(legal_target(s, spec, r, pid, src) for spec in a.targets):
                        continue
                elif r not in targets:
                    continue
            total += rc.generic
    return total


def reduced(cost: ManaCost, generic: int) -> ManaCost:
    """``cost`` with its generic mana reduced by ``generic``, never below zero (CR 601.2f:
    a reduction reduces only the generic component unless it says otherwise)."""
    if generic <= 0:
        return cost
    have = sum(int(x) for x in cost.symbols if x.isdigit())
    rest = tuple(x for x in cost.symbols if not x.isdigit())
    left = max(0, have - generic)
    return ManaCost(((str(left),) if left else ()) + rest)


def can_activate(s: GameState, pid: int, oid: int, a: ActivatedAbility) -> bool:
    """Whether ``pid`` may activate ability ``a`` of permanent ``oid`` now (CR 602.2, 602.5,
    606.3, 716.2a, 107.5, 107.6, 119.4, 302.6)."""
    o = s.objects[oid]
    if named_prohibitions(s) and activation_forbidden(
            s, characteristics(s, oid).name, a.mana_ability):
        return False  # Pithing Needle's chosen name (CR 602.5: rules.chosen_name)
    if a.zone != "battlefield":
        # CR 113.6: an ability that functions in another zone; its card's owner activates it
        if o.zone != a.zone or o.owner != pid:
            return False
        if a.sorcery_speed and not is_main_phase_empty_stack(s, pid):
            return False
        if not has_legal_targets(s, a.targets, pid, oid):
            return False
        if has_parts(a.cost) and not parts_payable(s, pid, oid, a.cost):
            return False
        return can_pay(s, pid, a.cost.mana.with_x(lowest_x(a)), life_reserved=a.cost.life,
                       reserve=sacrifice_reserve(s, pid, oid, a.cost))
    chars = compute_battlefield(s)
    c = chars.get(oid)
    if c is None or c.controller != pid:
        return False
    if _CANT_ACTIVATE in c.rules:
        return False  # CR 602.5: "its activated abilities can't be activated" (Arrest)
    if activation_prohibited(s, pid, oid):
        return False  # CR 602.5: "... can't activate abilities of creatures" (Grand Abolisher)
    cost = a.cost
    if (a.sorcery_speed or cost.loyalty is not None) and not is_main_phase_empty_stack(s, pid):
        return False
    if cost.loyalty is not None:
        if o.chosen.get("loyalty_turn") == s.turn:
            return False  # CR 606.3: one loyalty ability per permanent per turn
        if cost.loyalty < 0 and o.counters.get("loyalty", 0) < -cost.loyalty:
            return False
    if a.level is not None and o.level != a.level - 1:
        return False
    if a.once_each_turn and o.chosen.get("activated", {}).get(a.key) == s.turn:
        return False  # CR 602.5b
    if a.condition is not None and not condition_holds(s, a.condition, oid, pid):
        return False  # CR 602.5b: "Activate only if [condition]."
    if cost.tap and not can_pay_tap_cost(s, oid, c):
        return False
    if cost.untap and (not o.tapped or summoning_sick(s, oid, c)):
        return False  # CR 107.6, 302.6
    if cost.life and s.players[pid].life < cost.life:
        return False
    if not counters_payable(o, cost):
        return False  # CR 122.6, 602.2h: the counters to remove must be there
    if cost.tap_others and len(_others(s, pid, oid, cost.tap_others, False)) < cost.tap_others.count:
        return False
    if cost.untap_others and \
            len(_others(s, pid, oid, cost.untap_others, True)) < cost.untap_others.count:
        return False
    if has_parts(cost) and not parts_payable(s, pid, oid, cost):
        return False  # sacrifice, discard, exile ~ (rules.cost_choices)
    if cost.crew is not None and not can_crew(s, pid, oid, cost.crew):
        return False  # CR 702.122a (rules.crew)
    if not has_legal_targets(s, a.targets, pid, oid):
        return False
    mana = reduced(cost.mana, cost_reduction(s, pid, oid, a, None)) if a.keyword else cost.mana
    if mana.symbols:
        # CR 601.2g-h / 602.2g-h: mana abilities first (not this permanent's if its {T} or {Q}
        # is part of the cost), then the rest of the cost: its life, and the permanents it taps.
        reserve = _reserve(s, pid, oid, cost)
        if not can_pay(s, pid, mana.with_x(lowest_x(a)), oid if cost.has_tap_symbol else None,
                       cost.life, reserve, ["ability", a.level is not None]):
            return False
    return True


def activation_options(s: GameState, player: int) -> list[Action]:
    """``activate`` actions (object id, ability key) for every activatable ability of a
    permanent ``player`` controls; interchangeable untouched permanents appear once."""
    out: list[Action] = []
    objects = s.objects
    attached: set[int | None] | None = None
    seen: set[tuple[Any, ...]] = set()
    for oid, acts, all_tap in battlefield_memo(s, "activated_abilities",
                                               _activated_by_controller).get(player, ()):
        o = objects[oid]
        if all_tap and o.tapped:
            continue  # every {T} cost unpayable (CR 107.5): can_activate would say no
        if attached is None:
            attached = {objects[x].attached_to for x in s.battlefield}
        plain = not o.counters and not o.damage and oid not in attached and \
            o.attached_to is None
        for a in acts:
            if o.tapped and a.cost.tap:
                continue  # its {T} can't be paid (CR 107.5): can_activate would say no
            sig = (o.card, a.key, o.tapped, o.sick) if plain else (oid, a.key)
            if sig in seen:
                continue
            if can_activate(s, player, oid, a):
                seen.add(sig)
                out.append(Action("activate", (oid, a.key)))
    p = s.players[player]
    printed = not reaches_other_zones(s)  # then a card's printed abilities are all it has
    known = _PRINTS_ZONE_ABILITIES.get
    for zone, ids in (("graveyard", p.graveyard), ("hand", p.hand)):
        # abilities that function in the graveyard (unearth) or the hand (cycling), CR 113.6
        for oid in ids:
            if printed:
                card = objects[oid].card
                has = known(card)
                if not (has if has is not None else _prints_zone_abilities(card)):
                    continue
            for a in _zone_abilities(s, oid, zone):
                if can_activate(s, player, oid, a):
                    out.append(Action("activate", (oid, a.key)))
    return out


def _activated_by_controller(chars: dict[int, Characteristics]
                             ) -> dict[int, list[tuple[int, tuple[ActivatedAbility, ...], bool]]]:
    """Controller -> (permanent, its activated abilities, whether each has {T} in its cost)
    for each permanent with some, in battlefield order."""
    out: dict[int, list[tuple[int, tuple[ActivatedAbility, ...], bool]]] = {}
    for oid, c in chars.items():
        acts = _activated(c.abilities)
        if acts:
            out.setdefault(c.controller, []).append(
                (oid, acts, all(a.cost.tap for a in acts)))
    return out


_ACTIVATED: dict[int, tuple[tuple[Any, ...], tuple[ActivatedAbility, ...]]] = {}
"""id of an abilities tuple -> (that tuple, its activated abilities)."""


def _activated(ab: tuple[Any, ...]) -> tuple[ActivatedAbility, ...]:
    """The activated abilities among ``ab`` (cached by the tuple's identity: characteristics
    share their abilities tuples between objects and states)."""
    k = _ACTIVATED.get(id(ab))
    if k is None or k[0] is not ab:
        k = (ab, tuple(a for a in ab if isinstance(a, ActivatedAbility)))
        if len(_ACTIVATED) > 4096:
            _ACTIVATED.clear()
        _ACTIVATED[id(ab)] = k
    return k[1]


_PRINTS_ZONE_ABILITIES: dict[str, bool] = {}
"""Card name -> whether its printed abilities include one functioning outside the battlefield
(definitions are immutable once loaded)."""


def _prints_zone_abilities(card: str) -> bool:
    got = _PRINTS_ZONE_ABILITIES.get(card)
    if got is None:
        got = _PRINTS_ZONE_ABILITIES[card] = any(
            isinstance(a, ActivatedAbility) and a.zone != "battlefield"
            for a in get_card(card).abilities)
    return got


_ZONE_ABILITIES: dict[tuple[int, str], tuple[tuple[Any, ...], tuple[ActivatedAbility, ...]]] = {}
"""(id of an abilities tuple, zone) -> (that tuple, its abilities functioning in the zone)."""


def _zone_abilities(s: GameState, oid: int, zone: str) -> tuple[ActivatedAbility, ...]:
    """The activated abilities of card ``oid`` that function in ``zone`` (cached by the
    identity of its abilities tuple, which characteristics share between objects)."""
    ab = characteristics(s, oid).abilities
    k = _ZONE_ABILITIES.get((id(ab), zone))
    if k is None or k[0] is not ab:
        k = (ab, tuple(a for a in ab if isinstance(a, ActivatedAbility) and a.zone == zone))
        if len(_ZONE_ABILITIES) > 4096:
            _ZONE_ABILITIES.clear()
        _ZONE_ABILITIES[(id(ab), zone)] = k
    return k[1]


@handler("activate")
def activate_frame(s: GameState, f: Frame) -> None:
    """CR 602.2 (and 605.3 for mana abilities): announce, targets, pay, then the ability is
    on the stack, or, for a mana ability, resolves at once."""
    d = f.data
    pid = d["player"]
    src = d["obj"]
    a = get_ability(d["ability"])
    assert isinstance(a, ActivatedAbility)
    stage = d["stage"]
    if stage == "start":
        if a.once_each_turn:  # CR 602.5b: record the activation (the dict is replaced, not
            o = s.objects[src]  # mutated: ``chosen`` is copied shallowly)
            o.chosen["activated"] = {**o.chosen.get("activated", {}), a.key: s.turn}
        if a.mana_ability:
            d["stage"] = "costs"
            d["targets"] = []
            return
        ab = new_object(s, s.objects[src].card, s.objects[src].owner, "stack", "ability")
        ab.controller = pid
        ab.ability = a.key
        ab.source = src
        s.stack.append(ab.id)
        s.touch()
        d["stack_obj"] = ab.id
        d["stage"] = "x" if a.cost.mana.x_count else "targets"
        return
    if stage == "x":  # CR 602.2b, 601.2b: announce X before the targets are chosen
        if announce_x(s, f, pid, src, a):
            d["stage"] = "targets"
        return
    if stage == "targets":
        ab = s.objects[d["stack_obj"]]
        ans = take_answer(f)
        if ans is not None:
            ab.targets.append(ans.args[0])
        i = len(ab.targets)
        if i < len(a.targets):
            spec = a.targets[i]
            opts = target_options(s, spec, pid, src, ab.targets, a.targets)
            if not opts:  # its targets left the game mid-announcement (CR 800.4a, 732.1)
                reverse_announcement(s, f, ab.id, spell=False)
                return
            ask(s, pid, TARGET, opts, f"Choose {spec.text or 'a target'} for {a.text}",
                obj=ab.id, slot=i)
            return
        d["stage"] = "divide"
        return
    if stage == "divide":  # CR 602.2b, 601.2d: the division is announced with the targets
        e = ability_divided_effect(a)
        if e is not None and not divide(s, f, pid, d["stack_obj"], e):
            return
        d["stage"] = "costs"
        return
    if stage == "costs":
        # CR 602.2g-h (601.2g-h): mana abilities are activated before any cost is paid, so a
        # cost that sacrifices or taps a permanent doesn't change what the mana abilities
        # could produce; then the total cost is paid (mana from the pool, then the rest).
        d["stage"] = "nonmana"
        cost = a.cost
        x = s.objects[d["stack_obj"]].x if "stack_obj" in d else 0  # 601.2f: X is generic
        mana = reduced(cost.mana.with_x(x), cost_reduction(
            s, pid, src, a, s.objects[d["stack_obj"]].targets if "stack_obj" in d else []))
        if mana.symbols:
            reserve = [[cost.tap_others.count, _others(s, pid, src, cost.tap_others, False)]] \
                if cost.tap_others else []
            reserve += [[r.n, sorted(r.ids)] for r in sacrifice_reserve(s, pid, src, cost)]
            mana = payable_cost(s, pid, mana)  # 609.4b
            push(s, "pay", player=pid, cost=list(mana.symbols), obj=src,
                 exclude=src if cost.has_tap_symbol else None, life=cost.life,
                 reserve=reserve, rule="602.2h", spent_for=d.get("stack_obj"),
                 purpose=["ability", a.level is not None])  # CR 106.6
        return
    if stage == "nonmana":
        if has_parts(a.cost) and not choose_parts(s, f, pid, src, a.cost, name_of(s, src)):
            return  # CR 601.2h: which permanents to sacrifice, which cards to discard
        if a.cost.crew is not None and not choose_crew(s, f, pid, src, a.cost.crew):
            return  # CR 702.122a: which creatures crew it
        d["stage"] = "mana"
        pay_nonmana_costs(s, pid, src, a.cost, d)
        return
    if stage == "mana":
        pop(s, f)
        if a.mana_ability:
            log_event(s, "mana_ability", "605.3b", f"{s.players[pid].name} activates "
                      f"{name_of(s, src)}'s mana ability", pid, [src])
            ctx = {"source": src, "controller": pid, "targets": [], "x": 0, "obj": src,
                   "mana_ability": a.key, "tapped": a.cost.tap, "hint": d.get("hint"),
                   "allowed": d.get("allowed"),
                   "vars": {}}
            push(s, "mana_triggers")
            push(s, "effect", key=a.key, ctx=ctx, pc=0)
            return
        ab = s.objects[d["stack_obj"]]
        log_event(s, "activate", "602.2i", f"{s.players[pid].name} activates "
                  f"{activation_label(a, name_of(s, src))}", pid, [src, ab.id], ability=a.key)
        emit_activation(s, pid, src, a)
        emit_targeted(s, ab.id)  # "becomes the target" (ward, CR 702.21a)
        return


def activation_label(a: ActivatedAbility, source: str) -> str:
    """How the log names an activation of ``a`` from ``source`` (``"Name#id"``): a keyword,
    loyalty or level ability by its label (``"Equip {1} of Bonesplitter#7"``, ``"[+1] of
    ..."``, ``"Level 2 of ..."``), any other by its cost with "~" as the card's name
    (``"Evolving Wilds#4's ability ({T}, Sacrifice Evolving Wilds)"``, CR 201.5)."""
    if a.level is not None:
        return f"Level {a.level} of {source}"
    label = a.text.split(":")[0].replace("~", source.split("#")[0])
    if a.keyword is not None or a.cost.loyalty is not None:
        return f"{label} of {source}"
    return f"{source}'s ability ({label})"


def lowest_x(a: ActivatedAbility) -> int:
    """The smallest X its controller may announce for ``a``'s {X} (CR 107.3a): 1 if the
    ability says "X can't be 0", else 0."""
    return 1 if a.x_nonzero else 0


def announce_x(s: GameState, f: Frame, pid: int, src: int, a: ActivatedAbility) -> bool:
    """CR 602.2b, 601.2b, 107.3a: the controller of an ability with {X} in its activation cost
    announces X (a ``choose_x`` decision among the payable values: X = 0 up, or 1 up if "X
    can't be 0"); the ability on the stack keeps it (``x`` of the stack object, 107.3k), and
    its cost is then paid with each {X} as X generic mana (601.2f). True once announced;
    False while the decision is pending."""
    ab = s.objects[f.data["stack_obj"]]
    ans = take_answer(f)
    if ans is None:
        lo = lowest_x(a)
        hi = max_x_of(s, pid, lambda x: _x_cost(s, pid, src, a, x), lowest=lo,
                      exclude=src if a.cost.has_tap_symbol else None, life_reserved=a.cost.life,
                      reserve=_reserve(s, pid, src, a.cost),
                      purpose=["ability", a.level is not None])
        ask(s, pid, CHOOSE_X, [Action("x", (x,)) for x in range(lo, max(hi, lo) + 1)],
            f"Choose X for {a.text.split(':')[0]} of {name_of(s, src)}", obj=ab.id)
        return False
    ab.x = int(ans.args[0])
    s.touch()
    log_event(s, "announce_x", "602.2b", f"X is {ab.x} for {a.text.split(':')[0]} of "
              f"{name_of(s, src)}", pid, [src, ab.id], x=ab.x)
    return True


def _x_cost(s: GameState, pid: int, src: int, a: ActivatedAbility, x: int) -> ManaCost:
    """The mana of ``a``'s cost with X = ``x``, less the reductions that apply whatever the
    targets (those that need a target are not counted: the announced X stays payable)."""
    mana = a.cost.mana.with_x(x)
    return reduced(mana, cost_reduction(s, pid, src, a, [])) if a.keyword else mana


def _reserve(s: GameState, pid: int, src: int, cost: Cost) -> list[Reserve]:
    """The permanents the rest of ``cost`` taps or sacrifices, which its mana can't use."""
    reserve = [Reserve(cost.tap_others.count,
                       frozenset(_others(s, pid, src, cost.tap_others, False)))] \
        if cost.tap_others else []
    if cost.sacrifice is not None:
        reserve += sacrifice_reserve(s, pid, src, cost)
    return reserve


def counters_payable(o: GameObject, cost: Cost) -> bool:
    """Whether object ``o`` has the counters ``cost`` removes ("Remove a charge counter from
    ~", CR 122.6, 602.2h; True for a cost removing none)."""
    r = cost.remove_counters
    return r is None or o.counters.get(r.counter.value, 0) >= r.n


def emit_activation(s: GameState, pid: int, src: int, a: ActivatedAbility) -> None:
    """Emit the ``activate`` event (for "whenever you activate" triggers)."""
    emit(s, {"type": "activate", "obj": src, "player": pid, "ability": a.key})


def pay_nonmana_costs(s: GameState, pid: int, src: int, cost: Cost, d: dict[str, Any]) -> None:
    """Pay the non-mana parts of a cost (CR 601.2h, 602.2h): {T}, {Q}, loyalty, life,
    sacrifice, tapping/untapping other permanents (chosen deterministically: earliest first)."""
    o = s.objects[src]
    if cost.tap:
        tap(s, src)
    if cost.untap:
        untap(s, src)
    if cost.loyalty is not None:
        o.chosen["loyalty_turn"] = s.turn
        if cost.loyalty > 0:
            add_counters(s, src, "loyalty", cost.loyalty, rule="606.4")
        elif cost.loyalty < 0:
            remove_counters(s, src, "loyalty", -cost.loyalty, rule="606.4")
    if cost.life:
        lose_life(s, pid, cost.life, rule="119.4")
    if cost.remove_counters is not None:  # CR 122.6, 602.2h
        remove_counters(s, src, cost.remove_counters.counter.value, cost.remove_counters.n,
                        rule="602.2h")
    if cost.tap_others:
        for x in _others(s, pid, src, cost.tap_others, False)[: cost.tap_others.count]:
            tap(s, x)
    if cost.untap_others:
        for x in _others(s, pid, src, cost.untap_others, True)[: cost.untap_others.count]:
            untap(s, x)
    if cost.sacrifice_self:
        d["sacrificed"] = sacrifice(s, src, rule="602.2h")
    if cost.exile_self and o.zone == "graveyard":
        # "Exile this card from your graveyard" (scavenge, CR 702.97a): the card as it last
        # existed in the graveyard is the ability's last known information (CR 608.2h)
        o.lki = characteristics(s, src).snapshot()
        new = move(s, src, "exile")
        log_event(s, "exile", "702.97a", f"{s.players[pid].name} exiles {name_of(s, new)} "
                  "from their graveyard (cost)", pid, [new])
    if cost.discard_self and o.zone == "hand":
        discard_card(s, pid, src, why=" (cost)")  # madness, CR 702.35a
    if has_parts(cost):
        pay_parts(s, pid, src, cost, d)  # the chosen sacrifices and discards, exile ~
    if cost.crew is not None:
        pay_crew(s, pid, src, d)  # CR 702.122a-b


@handler("pay")
def pay_frame(s: GameState, f: Frame) -> None:
    """Pay a mana cost (CR 601.2g-h, 602.2g-h): the player activates mana abilities (one
    decision each, or ``auto`` for the engine's deterministic plan), then the cost is paid
    from the pool when it can be. Frame data: ``cost`` (symbols), ``exclude`` (a permanent
    whose {T}/{Q} the cost uses), ``life`` (life the rest of the cost pays), ``reserve``
    (``[n, ids]`` pairs: permanents the rest of the cost taps), ``phyrexian_life`` (the life
    chosen for Phyrexian symbols, paid with the mana, CR 107.4f, 119.4). Phyrexian symbols
    still in ``cost`` are announced first (:mod:`mtgrules.rules.phyrexian_mana`). Only
    choices that keep the payment completable are offered."""
    d = f.data
    pid = d["player"]
    p = s.players[pid]
    purpose = d.get("purpose")  # what restricted mana may pay (CR 106.6)
    phyrexian = any(is_phyrexian(x) for x in d["cost"])
    if phyrexian and not announce_phyrexian(
            s, f, pid, "cost", max(p.life - d.get("life", 0), 0),
            lambda m, n: plan(usable_pool(s, pid, purpose), payable_cost(s, pid, m),
                              pay_sources(s, d), max(p.life - d.get("life", 0) - n, 0),
                              reserve_of(s, d), snow=snow_pool(s, pid)) is not None,
            name_of(s, d["obj"]) if d.get("obj") in s.objects else "the cost"):
        return  # CR 107.4f, 602.2b: mana or 2 life for each Phyrexian symbol
    cost = ManaCost(tuple(d["cost"]))
    if phyrexian:  # the symbols paid with mana, spent as though any color (CR 609.4b)
        cost = payable_cost(s, pid, cost)
        d["cost"] = list(cost.symbols)
    outer = next((fr.data for fr in reversed(s.frames) if fr is not f and fr.kind == "pay"
                  and fr.data.get("player") == pid), None)
    pool = usable_pool(s, pid, purpose)
    snow = snow_pool(s, pid)
    if "S" in cost.symbols:  # {S}: paid with mana from snow sources (CR 107.4h)
        paid = pay_with_snow(pool, snow, cost)
        rest, snow = paid if paid is not None else (None, snow)
    else:
        rest = pay_from_pool(pool, cost) if outer is None else \
            pay_keeping(pool, cost, ManaCost(tuple(outer["cost"])))  # a converter's cost
    if rest is not None:
        note_spent(s, pid, pool, rest, d.get("spent_for"))  # mana from a Treasure
        spend(s, pid, purpose, pool, rest)
        if any(snow):  # snow mana is spent last where the cost doesn't need it
            set_snow_pool(s, pid, [min(a, b) for a, b in zip(snow, p.mana, strict=True)])
        s.touch()
        life_paid = d.get("phyrexian_life", 0)
        what = " and ".join(x for x in (str(cost) if cost.symbols else "",
                                         f"{life_paid} life" if life_paid else "") if x)
        log_event(s, "pay", d.get("rule", "601.2h"), f"{p.name} pays {what or '{0}'}", pid,
                  [d["obj"]] if d.get("obj") in s.objects else [])
        if life_paid:  # the life for Phyrexian symbols, paid with the mana (CR 119.4, 601.2h)
            lose_life(s, pid, life_paid, rule="119.4")
        pop(s, f)
        return
    sources = pay_sources(s, d)
    reserve = reserve_of(s, d)
    life = life_for_mana(s, d)
    ans = take_answer(f)
    if ans is not None and ans.kind == "auto":
        d["auto"] = True
    elif ans is not None:
        chosen = [x for x in sources if x.obj == ans.args[0] and x.key == ans.args[1]]
        allowed = None
        if chosen:
            ok = [o for o in chosen[0].outcomes
                  if _keeps_feasible(pool, cost, sources, (chosen[0], o), life, reserve, snow)]
            allowed = sorted({o.typ for o in ok if o.typ is not None and len(o.typ) == 1}) \
                or None  # one type each; a combination ("BG", CR 106.4) is chosen freely
        push(s, "activate", obj=ans.args[0], ability=ans.args[1], player=pid, stage="start",
             allowed=allowed)
        return
    if d.get("auto"):
        steps = plan(pool, cost, sources, life, reserve, snow=snow)
        if not steps:
            raise_unpayable(s, pid, cost)
            return
        src, o = steps[0]
        push(s, "activate", obj=src.obj, ability=src.key, player=pid, stage="start",
             hint=o.typ, allowed=[o.typ] if o.typ and len(o.typ) == 1 else None)
        return
    opts = [Action("auto")]
    seen: set[tuple[object, ...]] = set()
    for x in sources:
        sig = (x.key, x.outcomes, x.cost, x.life, x.once, x.sacrifice)
        if sig in seen:
            continue
        if any(_keeps_feasible(pool, cost, sources, (x, o), life, reserve, snow)
               for o in x.outcomes):
            seen.add(sig)
            opts.append(Action("mana", (x.obj, x.key)))
    ask(s, pid, PAY_MANA, opts, f"{p.name}: pay {cost}", cost=str(cost))


def _keeps_feasible(pool: list[int], cost: ManaCost, sources: list[Source], step: Step,
                    life: int, reserve: list[Reserve], snow: list[int]) -> bool:
    """Whether taking ``step`` (a source and the outcome it gives) keeps ``cost`` payable
    with the remaining sources (the engine offers only such choices, so CR 732 never
    applies); ``snow``: the pool's snow mana (CR 107.4h)."""
    src, o = step
    if src.life > life:
        return False
    base = pay_keeping(pool, src.cost, cost) if src.cost.symbols else list(pool)
    if base is None:
        return False
    nxt = [a + b for a, b in zip(base, o.mana, strict=True)]
    sn = [min(a, b) + (m if src.snow else 0) for a, b, m in zip(snow, base, o.mana, strict=True)]
    rest = [y for y in sources if not (src.once and y.obj == src.obj)]
    used = frozenset({src.obj}) if src.once else frozenset()
    return plan(nxt, cost, rest, life - src.life, reserve, used, snow=sn) is not None


def raise_unpayable(s: GameState, pid: int, cost: ManaCost) -> None:
    """The automatic payment found no plan (a replacement effect or trigger changed what the
    sources make). The cost can't be completed; CR 732 would rewind, which the engine avoids
    by checking payability first, so reaching this is an engine bug."""
    raise EngineError(f"{s.players[pid].name} can't complete payment of {cost}")
