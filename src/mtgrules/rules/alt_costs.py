"""Alternative and optional costs whose payment matters after the spell is cast (CR 601.2b,
118.9, 608.3g): dash (702.109a), evoke (702.74a), warp (702.185a) and buyback (702.27a).

The cast frame records the alternative cost paid (``chosen["alt_cost"]``, the key of its
:class:`~mtgrules.model.SpellCost`) and an optional cost paid (``chosen["buyback"]``). As the
spell resolves (:mod:`mtgrules.rules.resolve` calls :func:`entering_info`,
:func:`after_entering` and :func:`resolution_zone`):

- dash: the permanent has haste ("as long as this permanent's dash cost was paid, it has
  haste": a continuous effect on it from its own static ability), and a delayed triggered
  ability returns it to its owner's hand at the beginning of the next end step (608.3g);
- evoke: "When this permanent enters, if its evoke cost was paid, its controller sacrifices
  it" triggers;
- warp: a delayed triggered ability exiles it at the beginning of the next end step, and its
  owner may cast it from exile after that turn (:class:`~mtgrules.model.ExileWarped`);
- buyback: the instant or sorcery goes to its owner's hand instead of the graveyard.
"""

from __future__ import annotations

from typing import Any

from mtgrules.cards.registry import get_card
from mtgrules.keywords import keyword
from mtgrules.log import log_event, name_of
from mtgrules.mana import ManaCost
from mtgrules.model import (
    AddAbilities,
    BeginningOf,
    Duration,
    Enters,
    MoveTo,
    Sacrifice,
    Step,
    ThisObject,
    TriggeredAbility,
    Zone,
)
from mtgrules.model.alt_costs import ExileWarped
from mtgrules.model.base import Ability
from mtgrules.model.codec import to_data
from mtgrules.rules.casting import castable_modes, spell_ability, spell_targets
from mtgrules.rules.cost_changes import changed_cost
from mtgrules.rules.layers import stored_parts
from mtgrules.rules.mana_planner import can_pay
from mtgrules.rules.spell_costs import additional_costs_payable, spell_costs
from mtgrules.rules.targeting import has_legal_targets
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import GameObject

DASH_RETURN = TriggeredAbility(
    "dash:return", "Return it to its owner's hand at the beginning of the next end step.",
    event=BeginningOf(Step.END),
    effect=(MoveTo(ThisObject(), Zone.HAND, from_zone=Zone.BATTLEFIELD),))
EVOKE_SACRIFICE = TriggeredAbility(
    "evoke:sacrifice", "When this permanent enters, if its evoke cost was paid, its "
    "controller sacrifices it.", event=Enters(), effect=(Sacrifice(ThisObject()),))
WARP_EXILE = TriggeredAbility(
    "warp:exile", "Exile it at the beginning of the next end step. Its owner may cast it "
    "after this turn for as long as it remains exiled.", event=BeginningOf(Step.END),
    effect=(ExileWarped(),))
_HASTE = AddAbilities((keyword("haste"),))
_ON_ENTERING = frozenset({"dash", "evoke", "warp", "suspend"})


def alt_cost_abilities() -> tuple[Ability, ...]:
    """The abilities these costs set up, for the ability registry (:mod:`mtgrules.wiring`)."""
    return (DASH_RETURN, EVOKE_SACRIFICE, WARP_EXILE)


def paid_keyword(o: GameObject) -> str | None:
    """The keyword of the alternative cost paid for spell ``o`` ("dash", "evoke", ...), or
    None (its mana cost, or an alternative cost without a keyword)."""
    alt = o.chosen.get("alt_cost") if o.chosen else None
    if not alt:
        return None
    for sc in spell_costs(get_card(o.card)):
        if sc.key == alt:
            return sc.keyword or None
    return None


def entering_info(o: GameObject) -> dict[str, Any]:
    """What the permanent a resolving spell ``o`` becomes keeps of its casting: the keyword
    of the alternative cost paid, when it matters on the battlefield."""
    kw = "suspend" if o.chosen and o.chosen.get("cast_via") == "suspend" else paid_keyword(o)
    return {"alt_paid": kw} if kw in _ON_ENTERING else {}


def after_entering(s: GameState, new: int) -> None:
    """The effects of dash, evoke and warp as the permanent ``new`` enters (CR 702.109a,
    702.74a, 702.185a, 608.3g)."""
    o = s.objects[new]
    kw = o.chosen.get("alt_paid")
    if kw is None:
        return
    ctrl = o.controller
    if kw in ("dash", "suspend"):  # haste (CR 702.109a; a creature cast with suspend, 702.62a)
        e: dict[str, Any] = {"id": s.next_ts, "ts": s.next_ts, "source": new,
                             "controller": ctrl, "affected": [new],
                             "duration": Duration.INDEFINITE.value}
        e.update(stored_parts([to_data(_HASTE)], []))
        s.next_ts += 1
        s.effects.append(e)
        s.touch()
    if kw == "dash":
        _delayed(s, new, ctrl, DASH_RETURN)
        log_event(s, "dash", "702.109a", f"{name_of(s, new)} has haste and returns to its "
                  "owner's hand at the beginning of the next end step (dash)", ctrl, [new])
    elif kw == "warp":
        _delayed(s, new, ctrl, WARP_EXILE)
        log_event(s, "warp", "702.185a", f"{name_of(s, new)} will be exiled at the beginning "
                  "of the next end step (warp)", ctrl, [new])
    elif kw == "evoke":
        s.triggered.append({"ability": EVOKE_SACRIFICE.key, "source": new, "controller": ctrl,
                            "event": {"type": "enters", "obj": new, "from": "stack",
                                      "controller": ctrl}})
        log_event(s, "evoke", "702.74a", f"{name_of(s, new)} was evoked: its sacrifice "
                  "trigger triggers", ctrl, [new])


def _delayed(s: GameState, new: int, ctrl: int, a: TriggeredAbility) -> None:
    s.delayed.append({"event": "step_begin", "match": {"step": "end"}, "ability": a.key,
                      "source": new, "controller": ctrl, "once": True})


def resolution_zone(o: GameObject, zone: str) -> str:
    """Where a resolving instant or sorcery goes: its owner's hand if its buyback cost was
    paid (CR 702.27a), else ``zone``."""
    if zone == "graveyard" and o.chosen and o.chosen.get("buyback"):
        return "hand"
    return zone


# --- casting for an alternative cost during an effect (madness, CR 702.35a) ------------


def castable_for(s: GameState, pid: int, oid: int, mana: ManaCost) -> bool:
    """Whether ``pid`` could cast card ``oid`` now for the alternative cost ``mana`` when an
    effect
    lets them cast it during its resolution (timing is not checked, CR 608.2g): targets for
    its spell, its additional costs, and the cost with its changes (CR 601.2f)."""
    card = get_card(s.objects[oid].card)
    sa = spell_ability(card)
    if sa is not None and sa.modes:
        if not castable_modes(s, pid, oid, sa):
            return False
    elif not has_legal_targets(s, spell_targets(card), pid, oid):
        return False
    return additional_costs_payable(s, pid, oid, card) and \
        can_pay(s, pid, changed_cost(s, pid, oid, card, mana), purpose=["spell", oid])
