"""Mutate (CR 702.140): casting a creature spell for its mutate cost, and a mutating creature
spell merging with its target as it resolves (729.2).

- Casting: mutate is an alternative cost (702.140a, 118.9; announced with the others,
  :mod:`mtgrules.rules.spell_costs`); a spell cast for it is a *mutating creature spell* and
  has one target, :data:`MUTATE_TARGET`, "a non-Human creature with the same owner as this
  spell" (:func:`mutating_targets`).
- Resolving (:func:`resolve_mutating`): if its target is illegal, it resolves as a creature
  spell and enters the battlefield (702.140b); otherwise its controller chooses to put it
  on top of the creature or under it, and it merges with it (702.140c, 729.2): the
  permanent is the same object (729.2c, no new object, it doesn't enter), its topmost
  component gives its characteristics (729.2a), it has every component's abilities
  (702.140e, :mod:`mtgrules.rules.merged`), it is a token only if its topmost component is
  (729.2d), and its "whenever this creature mutates" abilities trigger (702.140d).
- Leaving the battlefield, each component goes to the new zone
  (:func:`mtgrules.rules.merged.leave_components`, 729.3).
"""

from __future__ import annotations

from typing import Literal

from mtgrules.cards.registry import get_ability
from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.base import CardType
from mtgrules.model.effects import TargetKind, TargetSlot
from mtgrules.model.filters import AllOf, Filter, Not, Predicate
from mtgrules.model.mutate import MUTATE
from mtgrules.model.spell_costs import SpellCost
from mtgrules.rules.targeting import legal_target
from mtgrules.rules.triggers import emit
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import GameObject

__all__ = ["MUTATE_TARGET", "PENDING", "is_mutating", "mutating_targets", "resolve_mutating"]

MUTATE_TARGET = TargetSlot(
    TargetKind.OBJECT,
    AllOf((Filter(types=frozenset({CardType.CREATURE}),
                  predicates=frozenset({Predicate.SAME_OWNER})),
           Not(Filter(subtypes=frozenset({"Human"}))))),
    text="target non-Human creature with the same owner as this spell")
"""The target of a mutating creature spell (CR 702.140a)."""

PENDING: Literal["pending"] = "pending"
OVER, UNDER = "on top", "under"


def is_mutating(o: GameObject) -> bool:
    """Whether spell ``o`` was cast for its mutate cost (a mutating creature spell,
    CR 702.140a)."""
    key = o.chosen.get("alt_cost") if o.chosen else None
    if not key:
        return False
    try:
        a = get_ability(str(key))
    except KeyError:  # an alternative cost that is no ability ("without paying its mana cost")
        return False
    return isinstance(a, SpellCost) and a.keyword == MUTATE


def mutating_targets(o: GameObject) -> tuple[TargetSlot, ...]:
    """The target slots spell ``o`` has for being a mutating creature spell: one, or none
    when it isn't one (CR 702.140a)."""
    return (MUTATE_TARGET,) if is_mutating(o) else ()


def resolve_mutating(s: GameState, f: Frame, oid: int) -> Literal["pending"] | bool:
    """Resolve mutating creature spell ``oid`` (CR 702.140b-d): True when it merged (it has
    left the stack), False when its target is illegal and it resolves as a creature spell
    (702.140b), PENDING while its controller chooses on top or under."""
    o = s.objects[oid]
    target = o.targets[0] if o.targets else 0
    if not target or not legal_target(s, MUTATE_TARGET, target, o.controller, oid):
        log_event(s, "mutate_fails", "702.140b", f"{name_of(s, oid)}'s target is illegal: it "
                  "resolves as a creature spell", o.controller, [oid])
        return False
    ans = take_answer(f)
    if ans is None or ans.args[0] not in (OVER, UNDER):
        ask(s, o.controller, CHOOSE, [Action("choose", (OVER,)), Action("choose", (UNDER,))],
            f"Put {name_of(s, oid)} on top of {name_of(s, target)} or under it "
            "(CR 702.140c)?", obj=oid)
        return PENDING
    perm = s.objects[target]
    merged = list(perm.chosen.get("merged") or [])
    if ans.args[0] == OVER:
        merged.insert(0, {"card": perm.card, "kind": perm.kind})
        perm.card = o.card
        perm.kind = "card"  # a token only if its topmost component is (729.2d)
    else:
        merged.append({"card": o.card, "kind": o.kind})
    perm.chosen["merged"] = merged
    s.stack.remove(oid)
    o.zone = "gone"  # it becomes part of the permanent (729.2b)
    s.touch()
    log_event(s, "mutate", "702.140c", f"{name_of(s, oid)} merges with {name_of(s, target)}, "
              f"{ans.args[0]}", o.controller, [oid, target], position=ans.args[0])
    emit(s, {"type": "mutate", "obj": target, "spell": oid})
    return True
