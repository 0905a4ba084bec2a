"""Which activated abilities the heuristic agent activates in its own main phase.

Three kinds, each one that can't loop (a rule or the ability's own cost limits it):

* loyalty abilities (CR 606): at most one per planeswalker each turn (606.3). The agent
  takes an ability whose loyalty cost empties the planeswalker only when it is the largest
  minus ability (an ultimate); otherwise a harmful minus ability when the opponent has a
  creature for it and the planeswalker keeps at least one loyalty counter; otherwise the
  largest plus (or zero) ability;
* equip (CR 702.6): an Equipment that is not attached to a creature of the agent's is
  attached to one;
* abilities that sacrifice their source to search the library (fetch lands, CR 701.23).

Mana abilities are never activated here (the automatic payer does that, CR 605.3a).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from mtgrules.agents.view import ObjectInfo, PlayerView
from mtgrules.cards.registry import get_ability
from mtgrules.model import AbilityKeyword, ActivatedAbility, Attach, Compound, Effect, May
from mtgrules.model.effects import SearchLibrary
from mtgrules.model.search import SearchAnyNumber
from mtgrules.state.decision import Action


def _ability(a: Action) -> ActivatedAbility | None:
    if a.kind != "activate" or len(a.args) < 2:
        return None
    try:
        ab = get_ability(a.args[1])
    except KeyError:
        return None
    return ab if isinstance(ab, ActivatedAbility) and not ab.mana_ability else None


def _flat(effects: Sequence[Effect]) -> list[Effect]:
    out: list[Effect] = []
    for e in effects:
        out.append(e)
        if isinstance(e, May | Compound):
            out.extend(_flat(e.effects))
    return out


def _loyalty(info: ObjectInfo) -> int:
    return dict(info.counters).get("loyalty", 0)


def _loyalty_choice(view: PlayerView, options: list[tuple[Action, ActivatedAbility]],
                    harmful: set[int]) -> Action | None:
    """The loyalty ability to activate among one planeswalker's ``options`` (see the module
    docstring); ``harmful`` holds the indexes of options whose effect harms an opponent's
    permanent or player."""
    info = view.info(options[0][0].args[0])
    if info is None:
        return None
    loyalty = _loyalty(info)
    costs = [ab.cost.loyalty or 0 for _, ab in options]
    ultimate = min(costs)
    for (a, _), cost in zip(options, costs, strict=True):
        if cost == ultimate and cost <= -5 and loyalty + cost >= 0:
            return a
    opponent_creatures = any(
        (o := view.info(x)) is not None and o.is_creature()
        for x in view.battlefield(view.opponent))
    minus = [(costs[i], a) for i, (a, _) in enumerate(options)
             if costs[i] < 0 and loyalty + costs[i] >= 1 and i in harmful]
    if minus and opponent_creatures:
        return min(minus, key=lambda t: t[0])[1]
    plus = [(costs[i], a) for i, (a, _) in enumerate(options) if costs[i] >= 0]
    return max(plus, key=lambda t: t[0])[1] if plus else None


def _equip_wanted(view: PlayerView, equipment: ObjectInfo) -> bool:
    mine = [i for i in (view.info(x) for x in view.battlefield(view.player))
            if i is not None and i.is_creature()]
    if not mine:
        return False
    if equipment.attached_to is None:
        return True
    holder = view.info(equipment.attached_to)
    return holder is None or not holder.is_creature() or holder.controller != view.player


def activation_option(view: PlayerView, opts: Sequence[Action],
                      harms: Callable[[ActivatedAbility], bool]) -> Action | None:
    """The ability to activate now among ``opts`` (the agent's priority options in its own
    main phase with an empty stack), or None: a fetch land's search first, then equip, then
    a loyalty ability (see the module docstring). ``harms(ability)`` tells whether an ability
    harms the opponent (the agent's effect profile)."""
    walkers: dict[int, list[tuple[Action, ActivatedAbility]]] = {}
    for a in opts:
        ab = _ability(a)
        if ab is None:
            continue
        source = view.info(a.args[0])
        if source is None:
            continue
        effects = _flat(ab.effect)
        if ab.cost.sacrifice_self and any(isinstance(e, SearchLibrary | SearchAnyNumber)
                                          for e in effects):
            return a
        if ab.keyword is AbilityKeyword.EQUIP and any(isinstance(e, Attach) for e in effects) \
                and _equip_wanted(view, source):
            return a
        if ab.cost.loyalty is not None:
            walkers.setdefault(source.id, []).append((a, ab))
    for options in walkers.values():
        harmful = {i for i, (_, ab) in enumerate(options) if harms(ab)}
        choice = _loyalty_choice(view, options, harmful)
        if choice is not None:
            return choice
    return None


__all__ = ["activation_option"]
