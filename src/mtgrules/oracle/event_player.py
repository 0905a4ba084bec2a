""""that player" in a triggered ability's effect naming the player of its event (CR 603.2,
608.2h): ``"At the beginning of each opponent's upkeep, that player sacrifices a creature of
their choice."`` (the player whose upkeep it is; Sorin, Solemn Visitor's emblem),
``"Whenever ~ deals combat damage to a player, that player ..."`` (the player dealt damage).

Composed with every player sentence: the effect is read as the same sentence about "target
player", then that one target slot is replaced by :class:`~mtgrules.model.refs.EventPlayer`
(the event names the player: nothing is targeted, CR 115.1). The rendering does the reverse:
a node naming the event's player that no other renderer renders is rendered about a target
player, whose words become "that player".
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from contextlib import contextmanager

from mtgrules.model import TargetKind, TargetRef, TargetSlot, Whose
from mtgrules.model.base import Node
from mtgrules.model.effects import Effect
from mtgrules.model.filters import Filter
from mtgrules.model.refs import Each, EventPlayer
from mtgrules.model.triggers import (
    BeginningOf,
    DealsCombatDamageToPlayer,
    Dies,
    Enters,
    SpellCast,
    TriggerEvent,
)
from mtgrules.oracle import effects
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.effects_base import cap

_THAT_WORDS = re.compile(r"\bthat player\b")
_TARGET_WORDS = re.compile(r"\b[Tt]arget player\b")
_PLAYER = TargetSlot(TargetKind.PLAYER, text="target player")


def names_a_player(event: TriggerEvent) -> bool:
    """Whether ``event`` names one player "that player" refers to: each opponent's or each
    player's step (the active player, CR 503.1a), a player dealt combat damage (510.2), a
    player other than you who casts a spell (601.2i: the caster), or a permanent an opponent
    controls that enters or dies (its controller, 603.6a, 603.10a)."""
    if isinstance(event, BeginningOf):
        return event.whose in (Whose.OPPONENT, Whose.ANY)
    if isinstance(event, SpellCast):
        return event.who in (Whose.OPPONENT, Whose.ANY)
    if isinstance(event, Enters | Dies) and isinstance(event.what, Each) and \
            isinstance(event.what.filter, Filter) and event.what.controlled_by is None:
        return event.what.filter.controller is Whose.OPPONENT and not event.or_this
    return isinstance(event, DealsCombatDamageToPlayer)


def _replace(node: object, old: object, new: object) -> object:
    """``node`` with every occurrence of ``old`` in its fields replaced by ``new`` (nodes and
    tuples are rebuilt; other values kept)."""
    if node == old:
        return new
    if isinstance(node, tuple):
        return tuple(_replace(x, old, new) for x in node)
    if isinstance(node, Node) and dataclasses.is_dataclass(node):
        changes = {f.name: _replace(getattr(node, f.name), old, new)
                   for f in dataclasses.fields(node)}
        if any(changes[k] is not getattr(node, k) for k in changes):
            return dataclasses.replace(node, **changes)
    return node


def parse_trigger_effect(event: TriggerEvent, rest: str, slots: Slots
                         ) -> tuple[Effect, ...] | None:
    """``"that player [does something]."`` after an event naming a player -> the effect of
    ``"Target player [does something]"`` with that target replaced by the event's player;
    None for other text, events, or when the sentence names other targets too."""
    if not names_a_player(event) or not rest.endswith(".") or \
            len(_THAT_WORDS.findall(rest)) != 1 or _TARGET_WORDS.search(rest):
        return None
    own = Slots()
    got = effects.parse_sentence(cap(_THAT_WORDS.sub("target player", rest[:-1])), own)
    if got is None or len(own.targets) != 1 or own.targets[0] != _PLAYER:
        return None
    replaced = tuple(_replace(e, TargetRef(0), EventPlayer()) for e in got)
    if any(TargetRef(0) == n for e in replaced for n in _nodes(e)):
        return None
    return replaced  # type: ignore[return-value]


def _nodes(node: object) -> Iterator[object]:
    yield node
    if isinstance(node, tuple):
        for x in node:
            yield from _nodes(x)
    elif isinstance(node, Node) and dataclasses.is_dataclass(node):
        for f in dataclasses.fields(node):
            yield from _nodes(getattr(node, f.name))


_rendering: list[Effect] = []
"""The nodes being rendered by :func:`render` (not rendered by it again while it asks the
other renderers)."""


@contextmanager
def _inside(e: Effect) -> Iterator[None]:
    _rendering.append(e)
    try:
        yield
    finally:
        _rendering.pop()


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse_trigger_effect` for one node: None when ``e`` names no
    event player directly or another renderer renders it."""
    if any(x is e for x in _rendering) or \
            not any(getattr(e, f.name) == EventPlayer() for f in dataclasses.fields(e)):
        return None
    with _inside(e):
        try:
            return effects.render_node(e, targets)
        except ValueError:
            pass
        slot = TargetRef(len(targets))
        text = effects.render_node(_replace(e, EventPlayer(), slot),  # type: ignore[arg-type]
                                   (*targets, _PLAYER))
    if len(_TARGET_WORDS.findall(text)) != 1:
        return None
    return _TARGET_WORDS.sub(lambda m: m.group(0)[0] + "hat player", text)
