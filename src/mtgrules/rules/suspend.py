"""Suspend (CR 702.62): "Suspend N—[cost]" means "If you could begin to cast this card by
putting it onto the stack from your hand, you may pay [cost] and exile it with N time counters
on it. This action doesn't use the stack" (a special action, CR 116.2f), "At the beginning of
your upkeep, if this card is suspended, remove a time counter from it", and "When the last
time counter is removed from it, if it's exiled, you may play it without paying its mana cost
if able. If you don't, it remains exiled. If you cast a creature spell this way, it gains
haste until you lose control of the spell or the permanent it becomes." (702.62a). A card is
suspended while it is in exile, has suspend and has a time counter on it (702.62b).

- :func:`suspend_options`: the special action, offered at priority as ``activate`` (card,
  key of its :class:`~mtgrules.model.Suspend` ability) for each card in hand whose definition
  has suspend (looked up per definition), when the card could begin to be cast now (its
  timing) and the cost can be paid;
- the ``suspend`` frame pays the cost and exiles the card with its time counters, and sets up
  the upkeep trigger (a delayed triggered ability tied to the exiled card, CR 702.62a);
- :data:`SUSPEND_TICK` removes a counter; the last one triggers :data:`SUSPEND_CAST`, whose
  effect casts it without paying its mana cost (an alternative cost, CR 118.9; X is 0,
  107.3b) if the player wants and can.
"""

from __future__ import annotations

from mtgrules.cards.definition import CardDef
from mtgrules.cards.registry import get_ability, get_card
from mtgrules.engine import handler, pop, push
from mtgrules.log import log_event, name_of
from mtgrules.model.abilities import TriggeredAbility
from mtgrules.model.alt_costs import Suspend, SuspendCast, SuspendTick
from mtgrules.model.base import Ability, Step
from mtgrules.model.triggers import BeginningOf, Enters
from mtgrules.rules.layers import characteristics
from mtgrules.rules.mana_planner import can_pay
from mtgrules.rules.timing import casts_as_though_flash, is_main_phase_empty_stack
from mtgrules.rules.zone_change import move
from mtgrules.state.decision import Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState

SUSPEND_TICK = TriggeredAbility(
    "suspend:tick", "At the beginning of your upkeep, if this card is suspended, remove a time "
    "counter from it.", event=BeginningOf(Step.UPKEEP), effect=(SuspendTick(),))
SUSPEND_CAST = TriggeredAbility(
    "suspend:cast", "When the last time counter is removed from it, if it's exiled, you may "
    "play it without paying its mana cost if able. If you don't, it remains exiled. If you "
    "cast a creature spell this way, it gains haste until you lose control of the spell or "
    "the permanent it becomes.", event=Enters(), effect=(SuspendCast(),))


def suspend_abilities() -> tuple[Ability, ...]:
    """The triggered abilities suspend sets up, for the ability registry."""
    return (SUSPEND_TICK, SUSPEND_CAST)


def suspend_of(card: CardDef) -> Suspend | None:
    """The card's suspend ability, if any (computed once per definition)."""
    got = _SUSPEND.get(id(card))
    if got is None or got[0] is not card:
        got = (card, next((a for a in card.abilities if isinstance(a, Suspend)), None))
        _SUSPEND[id(card)] = got
    return got[1]


_SUSPEND: dict[int, tuple[CardDef, Suspend | None]] = {}


def is_suspend_key(key: str) -> bool:
    """Whether an ``activate`` action's ability key is a suspend ability."""
    return isinstance(get_ability(key), Suspend)


def suspend_options(s: GameState, player: int) -> list[Action]:
    """The suspend special actions ``player`` may take now (CR 702.62a, 116.2f): a card in
    their hand with suspend that they could begin to cast now (timing: a sorcery's unless it
    has flash, 702.62c) whose suspend cost they can pay."""
    out: list[Action] = []
    main = None
    for oid in s.players[player].hand:
        sus = suspend_of(get_card(s.objects[oid].card))
        if sus is None:
            continue
        c = characteristics(s, oid)
        if "Land" in c.types:
            continue
        if not ("Instant" in c.types or "flash" in c.keywords):
            if main is None:
                main = is_main_phase_empty_stack(s, player) or casts_as_though_flash(s, player)
            if not main:
                continue
        if can_pay(s, player, sus.cost):
            out.append(Action("activate", (oid, sus.key)))
    return out


@handler("suspend")
def suspend_frame(s: GameState, f: Frame) -> None:
    """The suspend special action (CR 702.62a, 116.2f): pay the cost, then exile the card
    with N time counters on it. Frame data: ``player``, ``obj``, ``ability``."""
    d = f.data
    pid = d["player"]
    sus = get_ability(d["ability"])
    assert isinstance(sus, Suspend)
    if "paid" not in d:
        d["paid"] = True
        push(s, "pay", player=pid, cost=list(sus.cost.symbols), obj=d["obj"], rule="702.62a")
        return
    pop(s, f)
    new = move(s, d["obj"], "exile")
    o = s.objects[new]
    o.counters["time"] = sus.n
    s.touch()
    s.delayed.append({"event": "step_begin", "match": {"step": "upkeep", "active": pid},
                      "ability": SUSPEND_TICK.key, "source": new, "controller": pid,
                      "once": False, "source_zone": "exile"})
    log_event(s, "suspend", "702.62a", f"{s.players[pid].name} suspends {name_of(s, new)} "
              f"with {sus.n} time counters", pid, [new])


def suspended(s: GameState, oid: int) -> bool:
    """CR 702.62b: in exile, with suspend, with a time counter on it."""
    o = s.objects.get(oid)
    return o is not None and o.zone == "exile" and o.counters.get("time", 0) > 0 and \
        suspend_of(get_card(o.card)) is not None
