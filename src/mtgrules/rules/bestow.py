"""Bestow (CR 702.103): casting a creature card as an Aura spell for its bestow cost.

- Casting: "Bestow [cost]" is an alternative cost (702.103a, 118.9; a
  :class:`~mtgrules.model.SpellCost` with the keyword :data:`BESTOW`, announced with the
  others by :mod:`mtgrules.rules.spell_costs`). Paying it makes the spell *bestowed*
  (``chosen["bestowed"]``, set by :func:`note_alternative_cost`): as it is put onto the stack
  it becomes an Aura enchantment spell with enchant creature (702.103b), so it has one target,
  :data:`BESTOW_TARGET` (:func:`bestowed_targets`, 601.2c).
- Characteristics (:func:`~mtgrules.rules.bestow_chars.bestowed_template`, applied to the printed characteristics by
  :mod:`mtgrules.rules.layers`): not a creature and none of its creature types (205.1b), an
  Aura, no power or toughness (208.3); its other types, its abilities and its mana cost stay.
- Resolving (:func:`resolve_bestowed`): if its target is illegal, it ceases to be bestowed and
  resolves as a creature spell (702.103e, 608.3b); otherwise the permanent it becomes is a
  bestowed Aura attached to that creature (303.4f).
- On the battlefield: what it may enchant is its enchant creature (:func:`enchant_filter`,
  read by :mod:`mtgrules.rules.attachments`); when it becomes unattached or is attached to an
  illegal object, it becomes unattached and ceases to be bestowed instead of being put into
  its owner's graveyard (702.103f, an exception to 704.5m: :func:`cease_bestowed`, called by
  the state-based actions). It is the same permanent: it doesn't enter the battlefield again.

Not yet: copies of a bestowed Aura spell (702.103c) are not bestowed, and a bestowed Aura
phasing in unattached (702.103g) is not handled apart from the state-based check above.
"""

from __future__ import annotations

from mtgrules.log import log_event, name_of
from mtgrules.model.base import CardType
from mtgrules.model.effects import TargetKind, TargetSlot
from mtgrules.model.filters import Filter, ObjectFilter
from mtgrules.model.spell_costs import BESTOW, SpellCost
from mtgrules.rules.bestow_chars import BESTOWED
from mtgrules.rules.targeting import has_legal_targets, legal_target
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import GameObject

__all__ = ["BESTOW", "BESTOWED", "BESTOW_TARGET", "bestowed_targets", "can_target",
           "cease_bestowed", "enchant_filter", "is_bestowed", "note_alternative_cost",
           "resolve_bestowed"]

BESTOW_TARGET = TargetSlot(TargetKind.OBJECT, Filter(types=frozenset({CardType.CREATURE})),
                           text="target creature")
"""The target of a bestowed Aura spell: its enchant creature (CR 702.103b, 303.4a)."""


def is_bestowed(o: GameObject) -> bool:
    """Whether ``o`` is a bestowed Aura spell or a bestowed Aura (CR 702.103b)."""
    return bool(o.chosen) and bool(o.chosen.get(BESTOWED))


def note_alternative_cost(s: GameState, oid: int, sc: SpellCost) -> None:
    """Spell ``oid`` is being cast for the alternative cost ``sc``: if it is its bestow cost,
    the spell becomes a bestowed Aura spell (CR 702.103a-b)."""
    if sc.keyword != BESTOW:
        return
    o = s.objects[oid]
    o.chosen[BESTOWED] = True
    s.touch()
    log_event(s, "bestow", "702.103b", f"{name_of(s, oid)} is cast bestowed: an Aura spell "
              "with enchant creature", o.controller, [oid])


def can_target(s: GameState, pid: int, oid: int) -> bool:
    """Whether card ``oid`` cast bestowed by ``pid`` would have a legal target (CR 601.2c,
    702.103b): the bestow cost is offered only then."""
    return has_legal_targets(s, (BESTOW_TARGET,), pid, oid)


def bestowed_targets(o: GameObject) -> tuple[TargetSlot, ...]:
    """The target slots spell ``o`` has for being bestowed: one, or none when it isn't
    (CR 702.103b)."""
    return (BESTOW_TARGET,) if is_bestowed(o) else ()


def enchant_filter(o: GameObject) -> ObjectFilter | None:
    """What bestowed Aura ``o`` may enchant (its enchant creature, CR 702.103b), or None
    when it is not bestowed."""
    return BESTOW_TARGET.filter if is_bestowed(o) else None


def resolve_bestowed(s: GameState, oid: int) -> int | None:
    """Bestowed Aura spell ``oid`` begins to resolve (CR 702.103e, 608.3b): the creature it
    will enchant, or None when its target is illegal, in which case it ceases to be bestowed
    and resolves as a creature spell."""
    o = s.objects[oid]
    target = o.targets[0] if o.targets else 0
    if target and legal_target(s, BESTOW_TARGET, target, o.controller, oid):
        return target
    o.chosen.pop(BESTOWED, None)
    s.touch()
    log_event(s, "bestow_fails", "702.103e", f"{name_of(s, oid)}'s target is illegal: it "
              "ceases to be bestowed and resolves as a creature spell", o.controller, [oid])
    return None


def cease_bestowed(s: GameState, oid: int) -> None:
    """Bestowed Aura ``oid`` is unattached or attached to an illegal object: it becomes
    unattached and ceases to be bestowed, an enchantment creature again (CR 702.103f; a
    state-based check in place of 704.5m)."""
    o = s.objects[oid]
    o.attached_to = None
    o.chosen.pop(BESTOWED, None)
    s.touch()
    log_event(s, "bestow_unattached", "702.103f", f"{name_of(s, oid)} is unattached: it "
              "ceases to be bestowed and is a creature again", o.controller, [oid])
