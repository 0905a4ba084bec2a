"""The parts of an activation cost that name other objects (CR 601.2h, 602.2h): sacrificing
permanents (701.21a), discarding cards (701.9a), and exiling the permanent itself (406).

Payability (:func:`parts_payable`) is judged before anything is paid: enough matching
permanents (the source counts unless the cost says "another"), enough cards in hand. The
permanents a cost sacrifices are reserved from the mana payment when they are themselves mana
sources that would leave (a Treasure used for mana can't also be sacrificed for the cost:
:func:`sacrifice_reserve`). While paying, the player chooses which permanents and cards
(a ``choose`` decision per object when there is a choice, :func:`choose_parts`); then
:func:`pay_parts` sacrifices, discards and exiles. Each sacrificed permanent's last known
mana value, power and toughness (CR 608.2h) are kept on the ability on the stack
(``chosen["sacrificed"]``) for effects that read "the sacrificed artifact's mana value".
"""

from __future__ import annotations

from typing import Any

from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.abilities import ActivatedAbility
from mtgrules.model.costs import ChooseOthers, Cost
from mtgrules.rules.actions import sacrifice
from mtgrules.rules.discard import discard_card
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import characteristics, compute_battlefield
from mtgrules.rules.mana_planner import Reserve
from mtgrules.rules.zone_change import move
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def has_parts(cost: Cost) -> bool:
    """Whether ``cost`` sacrifices other permanents, discards, exiles its source or exiles
    cards from its controller's graveyard."""
    return cost.sacrifice is not None or cost.discard > 0 or cost.exile_self or \
        cost.exile_from_graveyard is not None or cost.discard_cards is not None


def graveyard_candidates(s: GameState, pid: int, src: int, spec: ChooseOthers) -> list[int]:
    """The cards of ``pid``'s graveyard the cost may exile ("Exile a creature card from your
    graveyard", CR 118.3), in graveyard order."""
    return [x for x in s.players[pid].graveyard
            if matches(s, x, characteristics(s, x), spec.filter, pid, src)]


def hand_candidates(s: GameState, pid: int, src: int, spec: ChooseOthers) -> list[int]:
    """The cards of ``pid``'s hand the cost may discard ("Discard a creature card", CR
    701.9a), in hand order."""
    return [x for x in s.players[pid].hand
            if matches(s, x, characteristics(s, x), spec.filter, pid, src)]


def sacrifice_candidates(s: GameState, pid: int, src: int, spec: ChooseOthers) -> list[int]:
    """The permanents ``pid`` controls that the cost may sacrifice, in battlefield order (the
    source too, unless the filter says "another")."""
    chars = compute_battlefield(s)
    return [x for x in s.battlefield if chars[x].controller == pid
            and matches(s, x, chars[x], spec.filter, pid, src)]


def parts_payable(s: GameState, pid: int, src: int, cost: Cost) -> bool:
    """Whether the parts of this family could be paid now (CR 602.2h: enough permanents to
    sacrifice, cards to discard; the caller checks that the source is in the ability's zone,
    from which "Exile ~" exiles it)."""
    if cost.sacrifice is not None and \
            len(sacrifice_candidates(s, pid, src, cost.sacrifice)) < cost.sacrifice.count:
        return False
    if cost.exile_from_graveyard is not None and len(graveyard_candidates(
            s, pid, src, cost.exile_from_graveyard)) < cost.exile_from_graveyard.count:
        return False
    if cost.discard_cards is not None and len(hand_candidates(
            s, pid, src, cost.discard_cards)) < cost.discard_cards.count:
        return False
    return not (cost.discard and len(s.players[pid].hand) < cost.discard)


def _leaves_for_mana(s: GameState, oid: int) -> bool:
    """Whether one of the permanent's mana abilities sacrifices it (a Treasure)."""
    return any(isinstance(a, ActivatedAbility) and a.mana_ability and a.cost.sacrifice_self
               for a in characteristics(s, oid).abilities)


def sacrifice_reserve(s: GameState, pid: int, src: int, cost: Cost) -> list[Reserve]:
    """The reserve constraint (:class:`~mtgrules.rules.mana_planner.Reserve`) that keeps
    enough permanents for the sacrifice out of the mana payment: only permanents that leave
    when used for mana (a tapped creature can still be sacrificed) are at risk."""
    spec = cost.sacrifice
    if spec is None:
        return []
    cands = sacrifice_candidates(s, pid, src, spec)
    fragile = [x for x in cands if _leaves_for_mana(s, x)]
    need = spec.count - (len(cands) - len(fragile))
    return [Reserve(need, frozenset(fragile))] if need > 0 else []


def choose_parts(s: GameState, f: Frame, pid: int, src: int, cost: Cost, what: str) -> bool:
    """Choose the permanents to sacrifice and the cards to discard, one ``choose`` decision
    per object when there is a choice (CR 601.2h); the picks are kept in the frame's
    ``cost_picks``. False while a decision is pending. ``what``: the ability's name for the
    prompt."""
    d = f.data
    old = d.get("cost_picks", {})
    picks = {"sacrifice": list(old.get("sacrifice", ())), "discard": list(old.get("discard", ())),
             "exile": list(old.get("exile", ()))}
    ans = take_answer(f)
    discard = cost.discard_cards.count if cost.discard_cards is not None else cost.discard
    wants = (("sacrifice", cost.sacrifice.count if cost.sacrifice is not None else 0,
              "a permanent to sacrifice"), ("discard", discard, "a card to discard"),
             ("exile", cost.exile_from_graveyard.count if cost.exile_from_graveyard is not None
              else 0, "a card to exile from your graveyard"))
    for key, n, noun in wants:
        if not n:
            continue
        if key == "sacrifice":
            assert cost.sacrifice is not None
            cands = [x for x in sacrifice_candidates(s, pid, src, cost.sacrifice)
                     if x not in picks[key]]
        elif key == "exile":
            assert cost.exile_from_graveyard is not None
            cands = [x for x in graveyard_candidates(s, pid, src, cost.exile_from_graveyard)
                     if x not in picks[key]]
        elif cost.discard_cards is not None:
            cands = [x for x in hand_candidates(s, pid, src, cost.discard_cards)
                     if x not in picks[key]]
        else:
            cands = [x for x in s.players[pid].hand if x not in picks[key]]
        if ans is not None and len(picks[key]) < n:
            if ans.args and ans.args[0] in cands:
                picks[key].append(int(ans.args[0]))
                cands.remove(int(ans.args[0]))
            ans = None
        while len(picks[key]) < n:
            if len(cands) <= n - len(picks[key]):  # no choice left: all of them
                picks[key].extend(cands)
                break
            d["cost_picks"] = picks
            ask(s, pid, CHOOSE, [Action("choose_card", (x,)) for x in cands],
                f"Choose {noun} for {what}")
            return False
    d["cost_picks"] = picks
    return True


def note_sacrificed(s: GameState, paid_for: int, oid: int) -> None:
    """Before permanent ``oid`` is sacrificed to pay for spell or ability ``paid_for``: keep its
    mana value, power and toughness as it last existed (CR 608.2h) in ``paid_for``'s
    ``chosen["sacrificed"]``."""
    c = characteristics(s, oid)
    o = s.objects[paid_for]
    lki = {"mana_value": c.mana_cost.mana_value(0) if c.mana_cost else 0,
           "power": c.power, "toughness": c.toughness}
    o.chosen = {**o.chosen, "sacrificed": [*o.chosen.get("sacrificed", ()), lki]}


def pay_parts(s: GameState, pid: int, src: int, cost: Cost, d: dict[str, Any]) -> None:
    """Sacrifice the chosen permanents (their last known information kept on the ability on
    the stack, CR 608.2h), discard the chosen cards (701.9a), exile the source (406)."""
    picks = d.get("cost_picks", {"sacrifice": [], "discard": []})
    stack_obj = s.objects.get(d["stack_obj"]) if "stack_obj" in d else None
    for x in picks["sacrifice"]:
        if s.objects[x].zone != "battlefield":
            continue
        if stack_obj is not None:
            note_sacrificed(s, stack_obj.id, x)
        sacrifice(s, x, rule="602.2h")
    for x in picks["discard"]:
        if x in s.players[pid].hand:
            discard_card(s, pid, x, "602.2h", " (cost)")
    for x in picks.get("exile", ()):
        if x in s.players[pid].graveyard:  # CR 118.3: a card of the graveyard, exiled
            name = name_of(s, x)
            new = move(s, x, "exile")
            log_event(s, "exile", "602.2h", f"{s.players[pid].name} exiles {name} from their "
                      "graveyard (cost)", pid, [new])
    o = s.objects[src]
    if cost.exile_self and o.zone == "battlefield":
        name = name_of(s, src)
        new = move(s, src, "exile")
        log_event(s, "exile", "602.2h", f"{s.players[pid].name} exiles {name} (cost)", pid,
                  [new])
