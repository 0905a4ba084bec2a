"""The activated-ability family (CR 602): ``"[Cost]: [Effect]"``, e.g. ``"{R}: ~ gets +1/+0
until end of turn."``, ``"{1}, {T}, Sacrifice ~: Draw a card."``, optionally followed by
``"Activate only as a sorcery."`` (CR 602.5d), ``"Activate only once each turn."``
(602.5b) or ``"Activate only if an opponent controls four or more lands."`` (602.5b); ``"X can't be 0."`` before those restricts the X announced for the cost's {X}
(CR 107.3a, 602.2b)."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from mtgrules.model import (
    ActivatedAbility,
    AddMana,
    ApplyRule,
    CountOf,
    DealDamage,
    DoesntUntap,
    Duration,
    ThisObject,
    You,
    Zone,
)
from mtgrules.oracle.costs import parse_cost, render_cost
from mtgrules.oracle.effects import Slots, parse_effect, render_effect
from mtgrules.oracle.effects_graveyard import SELF_TO_HAND
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.history import activation_condition, render_activation_condition
from mtgrules.oracle.x_costs import X_NONZERO

FROM_GRAVEYARD = "Exile ~ from your graveyard"
"""The cost of an ability that functions in the graveyard (CR 113.6b)."""
SORCERY = " Activate only as a sorcery."
ONCE = " Activate only once each turn."
"""CR 602.5b: the ability can be activated only once each turn."""
"""CR 602.5b: an activation restriction on what an opponent controls."""
MANA_SIDE_EFFECTS = (ApplyRule(DoesntUntap(), ThisObject(), Duration.UNTIL_NEXT_UNTAP),)
"""Effects that may follow a mana ability's "Add" (CR 605.1a): "~ doesn't untap during your
next untap step" (502.3)."""


def parse_activated(line: str) -> ActivatedAbility | None:
    """An activated ability line; None if it has no "cost: effect" shape. Raises Unsupported
    when the cost or the effect is not read."""
    m = re.fullmatch(r"([^:\"]+?): (.+)", line)
    if not m:
        return None
    cost = parse_cost(m.group(1))
    if cost is None:
        raise Unsupported(f"cost not supported: {m.group(1)!r}")
    body = m.group(2)
    cond = None
    only_if = re.fullmatch(r"(.+) Activate only if (.+)\.", body)
    if only_if:  # CR 602.5b
        cond = activation_condition(only_if.group(2))
        if cond is None:
            raise Unsupported(f"activation condition not supported: {only_if.group(2)!r}")
        body = only_if.group(1)
    sorcery = body.endswith(SORCERY)
    if sorcery:
        body = body[: -len(SORCERY)]
    once = body.endswith(ONCE)
    if once:
        body = body[: -len(ONCE)]
    nonzero = body.endswith(X_NONZERO) and bool(cost.mana.x_count)  # CR 107.3a
    if nonzero:
        body = body[: -len(X_NONZERO)]
    slots = Slots()
    effect = parse_effect(body, slots)
    if any(isinstance(e, AddMana) for e in effect) and not slots.targets and not nonzero:
        # a mana ability (CR 605.1a): "Add {W} or {U}. ~ deals 1 damage to you." (a pain
        # land); "Activate only if [condition]." after one effect (602.5b, 605.1a)
        if cond is not None:
            if len(effect) != 1 or sorcery or once:
                raise Unsupported("a mana ability with an activation condition and other "
                                  "restrictions or effects")
            return ActivatedAbility("", line, cost=cost, effect=effect, mana_ability=True,
                                    condition=cond)
        if len(effect) == 2 and isinstance(effect[0], AddMana) and not (sorcery or once) \
                and effect[1] in MANA_SIDE_EFFECTS:  # "~ doesn't untap during ..." (502.3)
            return ActivatedAbility("", line, cost=cost, effect=effect, mana_ability=True)
        if len(effect) == 1 and isinstance(effect[0], AddMana) and \
                isinstance(effect[0].amount, CountOf) and not (sorcery or once):
            # "{T}: Add {G} for each creature you control with defender" (CR 106.3, 605.1a)
            return ActivatedAbility("", line, cost=cost, effect=effect, mana_ability=True)
        if sorcery or once or not isinstance(effect[0], AddMana) or not all(
                e == DealDamage(e.amount, You()) for e in effect[1:]
                if isinstance(e, DealDamage)) or not all(
                isinstance(e, AddMana | DealDamage) for e in effect) or len(effect) != 2:
            raise Unsupported("a mana ability with an activation restriction or other effects")
        return ActivatedAbility("", line, cost=cost, effect=effect, mana_ability=True)
    zone = Zone.GRAVEYARD if effect == (SELF_TO_HAND,) or \
        FROM_GRAVEYARD in m.group(1).split(", ") else Zone.BATTLEFIELD  # CR 113.6b
    if cost.discard_self:  # "Discard ~": it functions in the hand (CR 113.6j; bloodrush)
        if zone != Zone.BATTLEFIELD:
            raise Unsupported("a discard-this-card cost outside the hand")
        zone = Zone.HAND
    if zone == Zone.GRAVEYARD and (cost.tap or cost.untap or cost.sacrifice_self):
        raise Unsupported("a graveyard ability with a cost of the permanent")
    return ActivatedAbility("", line, cost=cost, effect=effect, targets=tuple(slots.targets),
                            sorcery_speed=sorcery, once_each_turn=once, zone=zone,
                            x_nonzero=nonzero, condition=cond)


def render_activated(a: ActivatedAbility) -> str:
    """The inverse of :func:`parse_activated`."""
    from_graveyard = a.zone == Zone.GRAVEYARD and a.cost.exile_self
    if a.mana_ability or a.level is not None or a.keyword or a.zone != (
            Zone.GRAVEYARD if a.effect == (SELF_TO_HAND,) or from_graveyard
            else Zone.HAND if a.cost.discard_self else Zone.BATTLEFIELD):
        raise ValueError("not a plain activated ability")
    cost = render_cost(a.cost)
    if from_graveyard:  # "Exile ~ from your graveyard" (the cost of an ability there)
        cost = ", ".join(FROM_GRAVEYARD if p == "Exile ~" else p for p in cost.split(", "))
    text = f"{cost}: {render_effect(a.effect, a.targets)}" + (X_NONZERO if a.x_nonzero else "")
    text += (ONCE if a.once_each_turn else "") + (SORCERY if a.sorcery_speed else "")
    if a.condition is not None:  # CR 602.5b
        text += f" Activate only if {render_activation_condition(a.condition)}."
    return text


def render_mana_ability_condition(a: ActivatedAbility, render_mana: Callable[
        [ActivatedAbility], str]) -> str:
    """A mana ability with "Activate only if [condition]." after its effect (CR 602.5b,
    605.1a): ``render_mana`` renders the rest."""
    if a.condition is None:
        return render_mana(a)
    rest = render_mana(dataclasses.replace(a, condition=None))
    return f"{rest} Activate only if {render_activation_condition(a.condition)}."
