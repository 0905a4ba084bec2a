"""Additional, optional additional and alternative costs of spells (CR 118.8, 118.9, 601.2b,
601.2f-h; kicker 702.33, spectacle 702.137), wherever the spell is cast from: the hand, or
exile with a permission to play the card (seed 002: "You'll still pay all costs for a spell
cast this way, including additional costs. You may also pay alternative costs if any are
available.").

The cast frame (:mod:`mtgrules.rules.casting`) calls :func:`announce_spell_costs` as the
spell is proposed (601.2b: the player announces an alternative cost and whether an optional
cost is paid), :func:`total_mana_cost` to determine the total cost (601.2f), and
:func:`pay_additional_costs` after the mana is paid (601.2h: costs are paid in any order).
The choices are kept on the spell: ``chosen["alt_cost"]`` (the key of the alternative cost
paid) and ``chosen["kicked"]``.
"""

from __future__ import annotations

import dataclasses

from mtgrules.cards.definition import CardDef
from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.mana import ManaCost
from mtgrules.model.spell_costs import SpellCost, SpellCostCondition, SpellCostKind
from mtgrules.rules import alternative_costs, bestow, commander, flashback, overload
from mtgrules.rules.actions import lose_life, sacrifice
from mtgrules.rules.cost_changes import changed_cost, target_conditional
from mtgrules.rules.cost_choices import note_sacrificed
from mtgrules.rules.cost_keywords import can_pay_with_helpers
from mtgrules.rules.discard import discard_card
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import compute_battlefield
from mtgrules.rules.mana_planner import can_pay
from mtgrules.rules.zone_change import move
from mtgrules.state.decision import CHOOSE, MAY, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState

MANA_COST = "mana cost"
"""The answer for paying the spell's mana cost rather than an alternative cost."""
_NO_MANA = ManaCost()
FREE = "without paying its mana cost"
"""The alternative cost of casting a spell without paying its mana cost (CR 118.9; suspend,
702.62a): no mana; X is 0 (107.3b)."""


def spell_costs(card: CardDef) -> tuple[SpellCost, ...]:
    """The card's additional and alternative cost abilities, in printed order (computed once
    per definition: definitions are immutable)."""
    got = _COSTS.get(id(card))
    if got is None or got[0] is not card:
        got = (card, tuple(a for a in card.abilities if isinstance(a, SpellCost)))
        _COSTS[id(card)] = got
    return got[1]


_COSTS: dict[int, tuple[CardDef, tuple[SpellCost, ...]]] = {}


def alternatives(s: GameState, oid: int, card: CardDef) -> tuple[SpellCost, ...]:
    """:func:`spell_costs` of card or spell ``oid``, with a flashback cost an effect gave it
    (CR 702.34a, :mod:`mtgrules.rules.flashback`)."""
    costs = spell_costs(card)
    if "flashback_grants" not in s.extra:
        return costs
    extra = tuple(sc for sc in flashback.flashback_costs(s, oid, card) if sc not in costs)
    return (*costs, *extra) if extra else costs


def only_alternative(s: GameState, oid: int, costs: tuple[SpellCost, ...]) -> bool:
    """Whether card or spell ``oid`` may be cast only for one of its alternative costs: a
    card in (or cast from) a graveyard is cast from there by its flashback permission, whose
    cost replaces the mana cost (CR 702.34a)."""
    o = s.objects[oid]
    where = o.chosen.get("cast_from") if o.zone == "stack" else o.zone
    return where == "graveyard" and any(
        sc.condition is SpellCostCondition.FROM_GRAVEYARD for sc in costs)


def label(sc: SpellCost) -> str:
    """How an optional or alternative cost is offered: ``"spectacle {R}"``; an alternative
    cost with other parts by its text (``"alternative cost: You may pay 1 life and ..."``)."""
    if alternative_costs.has_parts(sc.cost):
        return f"alternative cost: {sc.text}"
    return f"{sc.keyword or 'alternative cost'} {sc.cost.mana}"


def condition_holds(s: GameState, player: int, sc: SpellCost, oid: int | None = None) -> bool:
    """Whether an alternative cost may be paid now for card or spell ``oid`` (CR 118.9;
    spectacle: an opponent lost life this turn, 702.137a; warp: cast from the hand,
    702.185a; flashback: cast from the graveyard, 702.34a; madness and miracle: only through
    their triggers, 702.35a, 702.94a)."""
    match sc.condition:
        case SpellCostCondition.ALWAYS:
            return True
        case SpellCostCondition.OPPONENT_LOST_LIFE:
            return any(p.life_lost_this_turn > 0 for p in s.players
                       if p.index != player and not p.lost)
        case SpellCostCondition.FROM_HAND:
            o = s.objects.get(oid) if oid is not None else None
            if o is None:
                return False
            return (o.chosen.get("cast_from") if o.zone == "stack" else o.zone) == "hand"
        case SpellCostCondition.FROM_GRAVEYARD:  # flashback (CR 702.34a)
            o = s.objects.get(oid) if oid is not None else None
            if o is None:
                return False
            return (o.chosen.get("cast_from") if o.zone == "stack" else o.zone) == "graveyard"
        case SpellCostCondition.MADNESS | SpellCostCondition.MIRACLE:
            return False  # only through their triggers (CR 702.35a, 702.94a)
        case SpellCostCondition.CREATURE_DIED_THIS_TURN:  # CR 700.4
            return bool(s.turn_flags.get("creature_died"))
        case SpellCostCondition.CAST_ANOTHER_SPELL_THIS_TURN:
            return s.players[player].spells_cast_this_turn > 0  # CR 601.2i


def _sacrifice_candidates(s: GameState, player: int, oid: int, sc: SpellCost) -> list[int]:
    """The permanents ``player`` controls the cost may sacrifice or, for "return a land you
    control to its owner's hand", return."""
    spec = sc.cost.sacrifice or sc.cost.return_to_hand
    assert spec is not None
    chars = compute_battlefield(s)
    return [x for x in s.battlefield if chars[x].controller == player
            and matches(s, x, chars[x], spec.filter, player, oid)]


def castable_with_costs(s: GameState, player: int, oid: int, card: CardDef,
                        cost: ManaCost) -> bool:
    """Whether some way of casting ``card`` is payable (CR 601.2f-h, 118.9): its additional
    sacrifices have enough permanents, and its mana cost (X = 0) or an available alternative
    cost can be paid."""
    costs = alternatives(s, oid, card)
    if any(sc.kind is SpellCostKind.RESTRICTION and not condition_holds(s, player, sc, oid)
           for sc in costs):
        return False  # "Cast ~ only if ..." (CR 601.3)
    extra = additional_mana(s, player, oid, card)
    if extra is None:
        return False
    spell = ["spell", oid]  # restricted mana may pay for some spells (CR 106.6)
    # with no legal target for its ordinary spell, only its overload cost can cast it (601.2c)
    if not only_alternative(s, oid, costs) and not overload.only_overloaded(s, player, oid, card):
        base = changed_cost(s, player, oid, card, _plus(cost.with_x(0), extra))  # 601.2f
        if can_pay(s, player, base, purpose=spell) or \
                can_pay_with_helpers(s, player, card, base):
            return True
    return any(sc.kind is SpellCostKind.ALTERNATIVE and condition_holds(s, player, sc, oid)
               and alternative_costs.parts_payable(s, player, oid, sc.cost)  # CR 118.9
               and can_pay(s, player, changed_cost(s, player, oid, card,
                                                   _plus(sc.cost.mana.with_x(0), extra)),
                           purpose=spell)
               for sc in costs)


def _plus(a: ManaCost, b: ManaCost) -> ManaCost:
    return ManaCost(a.symbols + b.symbols) if b.symbols else a


def _other_part_payable(s: GameState, player: int, oid: int, sc: SpellCost) -> bool:
    if sc.cost.life:
        return s.players[player].life >= sc.cost.life
    if sc.cost.discard:
        hand = s.players[player].hand
        return len(hand) - (oid in hand) >= sc.cost.discard
    spec = sc.cost.sacrifice or sc.cost.return_to_hand
    assert spec is not None
    return len(_sacrifice_candidates(s, player, oid, sc)) >= spec.count


def additional_mana(s: GameState, player: int, oid: int, card: CardDef) -> ManaCost | None:
    """None if some additional cost of ``card`` can't be paid (CR 601.2h: not enough
    permanents to sacrifice, other cards in hand to discard (701.9a), life (119.4)); else the
    mana the additional costs "[cost] or pay [mana]" need when their other part can't be
    paid (nothing otherwise)."""
    extra: tuple[str, ...] = ()
    for sc in spell_costs(card):
        if sc.kind is SpellCostKind.ADDITIONAL and not _other_part_payable(s, player, oid, sc):
            if sc.or_pay is None:
                return None
            extra += sc.or_pay.symbols
    if "commanders" in s.extra:
        extra += commander.commander_tax(s, oid).symbols  # an additional cost (CR 903.8)
    return ManaCost(extra)


def additional_costs_payable(s: GameState, player: int, oid: int, card: CardDef) -> bool:
    """Whether ``card``'s additional costs could be paid, the mana of "or pay [mana]" aside
    (:func:`additional_mana`)."""
    return additional_mana(s, player, oid, card) is not None


def _base(s: GameState, oid: int, card: CardDef) -> ManaCost:
    alt = s.objects[oid].chosen.get("alt_cost")
    if alt == FREE:
        return ManaCost()
    for sc in alternatives(s, oid, card):
        if sc.key == alt:
            return sc.cost.mana
    return card.mana_cost or ManaCost()


def announced_cost(s: GameState, oid: int, card: CardDef) -> ManaCost:
    """The mana cost or the alternative cost spell ``oid`` is cast for, before X is
    announced (CR 601.2b): its {X} are the ones X is chosen for (107.3)."""
    return _base(s, oid, card)


def announce_spell_costs(s: GameState, f: Frame, pid: int, oid: int, card: CardDef) -> bool:
    """CR 601.2b: announce an alternative cost (a ``choose`` decision between the mana cost
    and each available, payable alternative) and each optional cost (a ``may``: kicker).
    Returns False while a question is pending (it runs again with the answer)."""
    d = f.data
    o = s.objects[oid]
    costs = alternatives(s, oid, card)
    if "alt_done" not in d and d.get("alt"):  # an effect lets it be cast for this cost
        d["alt_done"] = True
        o.chosen["alt_cost"] = d["alt"]
        if d.get("via"):
            o.chosen["cast_via"] = d["via"]
        s.touch()
        paid = next((sc for sc in costs if sc.key == d["alt"]), None)
        how = FREE if paid is None else f"for its {label(paid)} cost"
        log_event(s, "alternative_cost", "118.9", f"{s.players[pid].name} casts "
                  f"{name_of(s, oid)} {how}", pid, [oid])
        if paid is not None:
            bestow.note_alternative_cost(s, oid, paid)  # CR 702.103b
    if not costs:
        return True
    if "alt_done" not in d:
        alts = [sc for sc in costs if sc.kind is SpellCostKind.ALTERNATIVE
                and condition_holds(s, pid, sc, oid)
                and (sc.keyword != bestow.BESTOW or bestow.can_target(s, pid, oid))
                and alternative_costs.parts_payable(s, pid, oid, sc.cost)  # CR 118.9
                and can_pay(s, pid, changed_cost(s, pid, oid, card, sc.cost.mana.with_x(0)),
                            purpose=["spell", oid])]
        if not alts:
            d["alt_done"] = True
        else:
            ans = take_answer(f)
            if ans is None:
                opts = [Action("choose", (label(sc),)) for sc in alts]
                if not only_alternative(s, oid, costs) and \
                        not overload.only_overloaded(s, pid, oid, card) and can_pay(
                        s, pid, changed_cost(s, pid, oid, card,
                                             (card.mana_cost or ManaCost()).with_x(0)),
                        purpose=["spell", oid]):
                    opts.insert(0, Action("choose", (MANA_COST,)))
                ask(s, pid, CHOOSE, opts, f"Pay {card.name}'s mana cost or an alternative "
                    "cost?")
                return False
            d["alt_done"] = True
            chosen = next((sc for sc in alts if label(sc) == ans.args[0]), None)
            if chosen is not None:
                o.chosen["alt_cost"] = chosen.key
                flashback.note_paid(o, chosen)  # exiled as it leaves the stack (702.34a)
                s.touch()
                log_event(s, "alternative_cost", "118.9", f"{s.players[pid].name} casts "
                          f"{name_of(s, oid)} for its {label(chosen)} cost", pid, [oid])
                bestow.note_alternative_cost(s, oid, chosen)  # CR 702.103b
    if not _announce_or_pay(s, f, pid, oid, card):
        return False
    optional = [sc for sc in costs if sc.kind is SpellCostKind.OPTIONAL]
    i = d.get("optional_done", 0)
    if i < len(optional):
        sc = optional[i]
        # with the costs announced so far (X is announced later: 0 here)
        total = total_mana_cost(s, oid, card, more=sc.cost.mana).with_x(0)
        if not can_pay(s, pid, total, purpose=["spell", oid]):
            d["optional_done"] = i + 1
            return False  # nothing asked: run again for the next one
        ans = take_answer(f)
        if ans is None:
            ask(s, pid, MAY, [Action("yes"), Action("no")],
                f"Pay {card.name}'s {label(sc)} cost?")
            return False
        d["optional_done"] = i + 1
        if ans.kind == "yes" and sc.keyword == "kicker":
            o.chosen["kicked"] = True
            s.touch()
            log_event(s, "kicker", "702.33a", f"{s.players[pid].name} kicks "
                      f"{name_of(s, oid)} ({label(sc)})", pid, [oid])
        elif ans.kind == "yes" and sc.keyword == "buyback":
            o.chosen["buyback"] = True
            s.touch()
            log_event(s, "buyback", "702.27a", f"{s.players[pid].name} pays the buyback "
                      f"cost of {name_of(s, oid)} ({label(sc)})", pid, [oid])
        return False
    return True


def _announce_or_pay(s: GameState, f: Frame, pid: int, oid: int, card: CardDef) -> bool:
    """CR 601.2b: for each additional cost "[cost] or pay [mana]", announce which part is
    paid (a ``choose`` decision when both can be; recorded in ``chosen["or_paid"]``, the
    indexes whose mana is paid). False while a question is pending."""
    d = f.data
    o = s.objects[oid]
    for j, sc in enumerate(spell_costs(card)):
        if sc.or_pay is None or str(j) in d.setdefault("or_done", {}):
            continue
        other = _other_part_payable(s, pid, oid, sc)
        paid = list(o.chosen.get("or_paid", ()))
        base = _base(s, oid, card).with_x(0)
        for k in paid:
            base = _plus(base, spell_costs(card)[k].or_pay or ManaCost())
        mana_ok = can_pay(s, pid, changed_cost(s, pid, oid, card, _plus(base, sc.or_pay)),
                          purpose=["spell", oid])
        pay = not other
        if other and mana_ok:
            ans = take_answer(f)
            if ans is None:
                rest = dataclasses.replace(sc, or_pay=None, pay_first=False)
                ask(s, pid, CHOOSE, [Action("choose", (f"pay {sc.or_pay}",)),
                                     Action("choose", (_part_label(rest),))],
                    f"{card.name}: which additional cost do you pay?")
                return False
            pay = ans.args[0] == f"pay {sc.or_pay}"
        d["or_done"] = {**d["or_done"], str(j): True}
        if pay:
            o.chosen["or_paid"] = [*paid, j]
            s.touch()
            log_event(s, "additional_cost", "601.2b", f"{s.players[pid].name} will pay "
                      f"{sc.or_pay} for {name_of(s, oid)}", pid, [oid])
    return True


def _part_label(sc: SpellCost) -> str:
    c = sc.cost
    if c.life:
        return f"pay {c.life} life"
    if c.discard:
        return "discard a card"
    if c.return_to_hand is not None:
        return "return a permanent to its owner's hand"
    return "sacrifice"


def total_mana_cost(s: GameState, oid: int, card: CardDef,
                    targets: list[int] | None = None, more: ManaCost = _NO_MANA
                    ) -> ManaCost:
    """The mana part of the total cost (CR 601.2f): the mana cost or the alternative cost
    paid, with X, plus the mana of each optional cost paid (kicker) and of ``more``, then
    cost increases and reductions (:func:`mtgrules.rules.cost_changes.changed_cost`;
    ``targets``: judge "if it targets ..." by these)."""
    o = s.objects[oid]
    symbols = _base(s, oid, card).with_x(o.x).symbols + more.symbols
    paid = {"kicker": bool(o.chosen.get("kicked")), "buyback": bool(o.chosen.get("buyback"))}
    or_paid = o.chosen.get("or_paid", ())
    for j, sc in enumerate(spell_costs(card)):
        if sc.kind is SpellCostKind.OPTIONAL and paid.get(sc.keyword):
            symbols += sc.cost.mana.symbols
        if sc.or_pay is not None and j in or_paid:  # "or pay [mana]" (601.2b, 601.2f)
            symbols += sc.or_pay.symbols
    if "commanders" in s.extra:
        symbols += commander.commander_tax(s, oid).symbols  # an additional cost (CR 903.8)
    return changed_cost(s, o.controller, oid, card, ManaCost(symbols), targets)


def pay_additional_costs(s: GameState, f: Frame, pid: int, oid: int, card: CardDef) -> bool:
    """CR 601.2h: pay each additional cost that sacrifices permanents or discards cards, one
    chosen permanent or card at a time (a ``choose`` decision when there is a choice), or
    pays life (CR 119.4). False while a question is pending."""
    d = f.data
    alt = s.objects[oid].chosen.get("alt_cost")
    paid = next((sc for sc in alternatives(s, oid, card) if sc.key == alt), None)
    if paid is not None and alternative_costs.has_parts(paid.cost) and \
            not alternative_costs.pay_parts(s, f, pid, oid, paid.cost, card.name):
        return False  # the alternative cost's life, cards and permanents (CR 118.9, 601.2h)
    or_paid = s.objects[oid].chosen.get("or_paid", ())
    for j, sc in enumerate(spell_costs(card)):
        if sc.kind is not SpellCostKind.ADDITIONAL or j in or_paid:
            continue
        if sc.cost.life:
            if str(j) not in d.setdefault("life_paid", {}):
                d["life_paid"] = {**d["life_paid"], str(j): True}
                lose_life(s, pid, sc.cost.life, rule="119.4")
            continue
        if sc.cost.discard:
            if not _discard_cost(s, f, pid, j, sc, card):
                return False
            continue
        if sc.cost.return_to_hand is not None:
            if not _return_cost(s, f, pid, oid, j, sc, card):
                return False
            continue
        assert sc.cost.sacrifice is not None
        done = d.setdefault("sacrificed", {}).get(str(j), 0)
        while done < sc.cost.sacrifice.count:
            cands = _sacrifice_candidates(s, pid, oid, sc)
            if not cands:
                break
            ans = take_answer(f)
            if ans is None and len(cands) > 1:
                ask(s, pid, CHOOSE, [Action("choose_card", (x,)) for x in cands],
                    f"Choose a permanent to sacrifice for {card.name}")
                return False
            pick = int(ans.args[0]) if ans is not None else cands[0]
            note_sacrificed(s, oid, pick)  # "the sacrificed creature's power" (608.2h)
            sacrifice(s, pick, rule="601.2h")
            done += 1
            d["sacrificed"] = {**d["sacrificed"], str(j): done}
    return True


def _return_cost(s: GameState, f: Frame, pid: int, oid: int, j: int, sc: SpellCost,
                 card: CardDef) -> bool:
    """Return the permanents "return a land you control to its owner's hand" asks for
    (CR 601.2h: after the mana is paid, so a land tapped for it may be chosen), one
    ``choose`` decision per permanent when there is a choice; False while a question is
    pending."""
    d = f.data
    assert sc.cost.return_to_hand is not None
    done = d.setdefault("returned", {}).get(str(j), 0)
    while done < sc.cost.return_to_hand.count:
        cands = _sacrifice_candidates(s, pid, oid, sc)
        if not cands:
            break
        ans = take_answer(f)
        if ans is None and len(cands) > 1:
            ask(s, pid, CHOOSE, [Action("choose_card", (x,)) for x in cands],
                f"Choose a permanent to return to its owner's hand for {card.name}")
            return False
        pick = int(ans.args[0]) if ans is not None else cands[0]
        name = name_of(s, pick)
        new = move(s, pick, "hand")
        log_event(s, "return", "601.2h", f"{s.players[pid].name} returns {name} to its "
                  f"owner's hand to pay for {card.name}", pid, [new])
        done += 1
        d["returned"] = {**d["returned"], str(j): done}
    return True


def _discard_cost(s: GameState, f: Frame, pid: int, j: int, sc: SpellCost,
                  card: CardDef) -> bool:
    """Discard the cards an additional cost asks for (CR 601.2h, 701.9a), one ``choose``
    decision per card; False while a question is pending."""
    d = f.data
    done = d.setdefault("discarded", {}).get(str(j), 0)
    while done < sc.cost.discard:
        hand = s.players[pid].hand
        if not hand:
            break
        ans = take_answer(f)
        if ans is None and len(hand) > 1:
            ask(s, pid, CHOOSE, [Action("choose_card", (x,)) for x in hand],
                f"Choose a card to discard for {card.name}")
            return False
        pick = int(ans.args[0]) if ans is not None else hand[0]
        discard_card(s, pid, pick, "601.2h", f" to pay for {card.name}")  # madness, 702.35a
        done += 1
        d["discarded"] = {**d["discarded"], str(j): done}
    return True


def payable_targets(s: GameState, pid: int, oid: int, card: CardDef,
                    opts: list[Action]) -> list[Action]:
    """The target options of spell ``oid`` that keep its total cost payable, for a spell
    with an "if it targets ..." reduction (CR 601.2f): a target that doesn't give the
    reduction is offered only if the cost without it can be paid (so the payment always
    completes, CR 732 never has to rewind)."""
    if not target_conditional(card):
        return opts
    chosen = list(s.objects[oid].targets)
    out = []
    for a in opts:
        cost = total_mana_cost(s, oid, card, [*chosen, int(a.args[0])]).with_x(0)
        if can_pay(s, pid, cost, purpose=["spell", oid]) or \
                can_pay_with_helpers(s, pid, card, cost):
            out.append(a)
    return out
