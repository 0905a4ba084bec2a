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

from mtgrules.cards.definition import CardDef
from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.mana import ManaCost
from mtgrules.model.spell_costs import SpellCost, SpellCostCondition, SpellCostKind
from mtgrules.rules.actions import sacrifice
from mtgrules.rules.cost_changes import changed_cost
from mtgrules.rules.cost_keywords import can_pay_with_helpers
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import compute_battlefield
from mtgrules.rules.mana_planner import can_pay
from mtgrules.rules.zone_change import move
from mtgrules.state.decision import CHOOSE, MAY, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState

MANA_COST = "mana cost"
"""The answer for paying the spell's mana cost rather than an alternative cost."""


def spell_costs(card: CardDef) -> tuple[SpellCost, ...]:
    """The card's additional and alternative cost abilities, in printed order (computed once
    per definition: definitions are immutable)."""
    got = _COSTS.get(id(card))
    if got is None or got[0] is not card:
        got = (card, tuple(a for a in card.abilities if isinstance(a, SpellCost)))
        _COSTS[id(card)] = got
    return got[1]


_COSTS: dict[int, tuple[CardDef, tuple[SpellCost, ...]]] = {}


def label(sc: SpellCost) -> str:
    """How an optional or alternative cost is offered: ``"spectacle {R}"``."""
    return f"{sc.keyword} {sc.cost.mana}"


def condition_holds(s: GameState, player: int, sc: SpellCost) -> bool:
    """Whether an alternative cost may be paid now (CR 118.9; spectacle: an opponent lost
    life this turn, 702.137a)."""
    match sc.condition:
        case SpellCostCondition.ALWAYS:
            return True
        case SpellCostCondition.OPPONENT_LOST_LIFE:
            return any(p.life_lost_this_turn > 0 for p in s.players
                       if p.index != player and not p.lost)


def _sacrifice_candidates(s: GameState, player: int, oid: int, sc: SpellCost) -> list[int]:
    spec = sc.cost.sacrifice
    assert spec is not None
    chars = compute_battlefield(s)
    return [x for x in s.battlefield if chars[x].controller == player
            and matches(s, x, chars[x], spec.filter, player, oid)]


def castable_with_costs(s: GameState, player: int, oid: int, card: CardDef,
                        cost: ManaCost) -> bool:
    """Whether some way of casting ``card`` is payable (CR 601.2f-h, 118.9): its additional
    sacrifices have enough permanents, and its mana cost (X = 0) or an available alternative
    cost can be paid."""
    costs = spell_costs(card)
    for sc in costs:
        if sc.kind is SpellCostKind.ADDITIONAL:
            if sc.cost.discard:  # other cards in hand to discard (CR 601.2h, 701.9a)
                hand = s.players[player].hand
                if len(hand) - (oid in hand) < sc.cost.discard:
                    return False
                continue
            assert sc.cost.sacrifice is not None
            if len(_sacrifice_candidates(s, player, oid, sc)) < sc.cost.sacrifice.count:
                return False
    base = changed_cost(s, player, oid, card, cost.with_x(0))  # 601.2f
    if can_pay(s, player, base) or can_pay_with_helpers(s, player, card, base):
        return True
    return any(sc.kind is SpellCostKind.ALTERNATIVE and condition_holds(s, player, sc)
               and can_pay(s, player, changed_cost(s, player, oid, card, sc.cost.mana))
               for sc in costs)


def _base(s: GameState, oid: int, card: CardDef) -> ManaCost:
    alt = s.objects[oid].chosen.get("alt_cost")
    for sc in spell_costs(card):
        if sc.key == alt:
            return sc.cost.mana
    return card.mana_cost or ManaCost()


def announce_spell_costs(s: GameState, f: Frame, pid: int, oid: int, card: CardDef) -> bool:
    """CR 601.2b: announce an alternative cost (a ``choose`` decision between the mana cost
    and each available, payable alternative) and each optional cost (a ``may``: kicker).
    Returns False while a question is pending (it runs again with the answer)."""
    d = f.data
    o = s.objects[oid]
    costs = spell_costs(card)
    if not costs:
        return True
    if "alt_done" not in d:
        alts = [sc for sc in costs if sc.kind is SpellCostKind.ALTERNATIVE
                and condition_holds(s, pid, sc)
                and can_pay(s, pid, changed_cost(s, pid, oid, card, sc.cost.mana))]
        if not alts:
            d["alt_done"] = True
        else:
            ans = take_answer(f)
            if ans is None:
                opts = [Action("choose", (label(sc),)) for sc in alts]
                if can_pay(s, pid, changed_cost(s, pid, oid, card,
                                                (card.mana_cost or ManaCost()).with_x(0))):
                    opts.insert(0, Action("choose", (MANA_COST,)))
                ask(s, pid, CHOOSE, opts, f"Pay {card.name}'s mana cost or an alternative "
                    "cost?")
                return False
            d["alt_done"] = True
            chosen = next((sc for sc in alts if label(sc) == ans.args[0]), None)
            if chosen is not None:
                o.chosen["alt_cost"] = chosen.key
                s.touch()
                log_event(s, "alternative_cost", "118.9", f"{s.players[pid].name} casts "
                          f"{name_of(s, oid)} for its {label(chosen)} cost", pid, [oid])
    optional = [sc for sc in costs if sc.kind is SpellCostKind.OPTIONAL]
    i = d.get("optional_done", 0)
    if i < len(optional):
        sc = optional[i]
        total = changed_cost(s, pid, oid, card, ManaCost(
            _base(s, oid, card).with_x(0).symbols + sc.cost.mana.symbols))
        if not can_pay(s, pid, total):
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
        return False
    return True


def total_mana_cost(s: GameState, oid: int, card: CardDef) -> ManaCost:
    """The mana part of the total cost (CR 601.2f): the mana cost or the alternative cost
    paid, with X, plus the mana of each optional cost paid (kicker), then cost increases and
    reductions (:func:`mtgrules.rules.cost_changes.changed_cost`)."""
    o = s.objects[oid]
    symbols = _base(s, oid, card).with_x(o.x).symbols
    if o.chosen.get("kicked"):
        for sc in spell_costs(card):
            if sc.kind is SpellCostKind.OPTIONAL and sc.keyword == "kicker":
                symbols += sc.cost.mana.symbols
    return changed_cost(s, o.controller, oid, card, ManaCost(symbols))


def pay_additional_costs(s: GameState, f: Frame, pid: int, oid: int, card: CardDef) -> bool:
    """CR 601.2h: pay each additional cost that sacrifices permanents or discards cards, one
    chosen permanent or card at a time (a ``choose`` decision when there is a choice). False
    while a question is pending."""
    d = f.data
    for j, sc in enumerate(spell_costs(card)):
        if sc.kind is not SpellCostKind.ADDITIONAL:
            continue
        if sc.cost.discard:
            if not _discard_cost(s, f, pid, j, sc, card):
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
            sacrifice(s, pick, rule="601.2h")
            done += 1
            d["sacrificed"] = {**d["sacrificed"], str(j): done}
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
        new = move(s, pick, "graveyard")
        log_event(s, "discard", "601.2h", f"{s.players[pid].name} discards "
                  f"{name_of(s, new)} to pay for {card.name}", pid, [new])
        done += 1
        d["discarded"] = {**d["discarded"], str(j): done}
    return True
