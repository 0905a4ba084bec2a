"""Effects on a chosen target, for results tables and beyond (issue 9, AFR target):

- ``"Choose target instant or sorcery card in your graveyard, then roll a d20"`` (CR 115.1,
  706.3; the rows say "that card");
- ``"Choose target player."`` then ``"Return half the creatures they control to their owner's
  hand, rounded up"`` (107.1a: the controller chooses which, 400.7);
- rows about the chosen object: ``"Return it to its owner's hand"``, ``"Return that card to
  your hand"``, ``"You may put that card on top of your library"``, ``"Its owner puts it on
  their choice of the top or bottom of their library"`` (401.4), ``"Gain control of it until
  the end of your next turn"`` (611.2a, 613.1b).

Declared in :mod:`mtgrules.oracle.readers`.
"""

from __future__ import annotations

import re

from mtgrules.model import (
    ApplyContinuous,
    ChooseTarget,
    Duration,
    MoveTo,
    RollDie,
    SetController,
    TargetKind,
    TargetRef,
    Those,
    Zone,
)
from mtgrules.model.base import CardType
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.filters import Filter
from mtgrules.model.player_effects import PutOnTopOrBottom, ReturnHalf
from mtgrules.oracle import effects
from mtgrules.oracle.effects_base import low
from mtgrules.oracle.phrases import common, parse_target, render_target

Targets = tuple[TargetSlot, ...]

_IN_GRAVEYARD = re.compile(r"Choose (target .+ card) in your graveyard, then roll a d(\d+)")
_HALF = "Return half the creatures they control to their owner's hand, rounded up"
_CREATURE = CardType.CREATURE
_ROWS: dict[str, Effect] = {
    "Return it to its owner's hand": MoveTo(Those("it"), Zone.HAND, from_zone=Zone.BATTLEFIELD),
    "Return that card to your hand": MoveTo(Those("that card"), Zone.HAND,
                                            from_zone=Zone.GRAVEYARD),
    "Put that card on top of your library": MoveTo(Those("that card"), Zone.LIBRARY,
                                                   from_zone=Zone.GRAVEYARD),
    "Its owner puts it on their choice of the top or bottom of their library":
        PutOnTopOrBottom(Those("it")),
    "Gain control of it until the end of your next turn":
        ApplyContinuous(Those("it"), (SetController(),), Duration.UNTIL_END_OF_YOUR_NEXT_TURN),
}
_TEXT = {v: k for k, v in _ROWS.items()}


def parse(s: str, slots: effects.Slots) -> list[Effect] | None:
    """One sentence of this family (no final period); None if not of it."""
    if s in _ROWS:
        return [_ROWS[s]]
    if s == "Choose target player":
        t = parse_target("target player")
        return None if t is None else [ChooseTarget(slots.add(t))]
    if s == _HALF:
        players = [i for i, t in enumerate(slots.targets)
                   if t.kind in (TargetKind.PLAYER, TargetKind.OPPONENT)]
        if not players:
            return None  # "they" names no chosen player
        return [ReturnHalf(Filter(types=frozenset({_CREATURE})), TargetRef(players[-1]))]
    m = _IN_GRAVEYARD.fullmatch(s)
    if m and int(m.group(2)) >= 2:
        t = parse_target(m.group(1) + " from your graveyard")
        if t is None or common(t.filter).zone != Zone.GRAVEYARD:
            return None
        return [ChooseTarget(slots.add(t)), RollDie(int(m.group(2)))]
    return None


def render(e: Effect, targets: Targets) -> str | None:
    """The inverse of :func:`parse` for one node; None for other nodes."""
    if e in _TEXT:
        return _TEXT[e]
    if isinstance(e, ChooseTarget) and isinstance(e.what, TargetRef) and \
            targets[e.what.slot].kind is TargetKind.PLAYER:
        return f"Choose {render_target(targets[e.what.slot])}"
    if isinstance(e, ReturnHalf) and e.filter == Filter(types=frozenset({_CREATURE})) and \
            isinstance(e.who, TargetRef) and targets[e.who.slot].kind in (
                TargetKind.PLAYER, TargetKind.OPPONENT):
        return _HALF
    return None


def render_sequence(effect: tuple[Effect, ...], targets: Targets) -> str | None:
    """"Choose target ... card in your graveyard, then roll a dN." (its table rendered by
    the dice family); None for other effects."""
    if len(effect) == 2 and isinstance(c := effect[0], ChooseTarget) and \
            isinstance(effect[1], RollDie) and isinstance(c.what, TargetRef) and \
            common(targets[c.what.slot].filter).zone == Zone.GRAVEYARD:
        noun = render_target(targets[c.what.slot])
        if not noun.endswith(" from your graveyard"):
            return None
        roll = effects.render_node(effect[1], targets)
        return f"Choose {noun[:-len(' from your graveyard')]} in your graveyard, then " \
               f"{low(roll)}."
    return None

