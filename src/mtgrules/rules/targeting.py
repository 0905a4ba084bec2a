"""Targets (CR 115): which objects and players a target slot may choose, and whether a chosen
target is still legal on resolution (CR 608.2b).

Hexproof (CR 702.11b: can't be the target of spells or abilities your opponents control) and
shroud (CR 702.18a: can't be the target of spells or abilities) are enforced here.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import islice

from mtgrules.model.base import Zone
from mtgrules.model.effects import TargetKind, TargetSlot
from mtgrules.model.filters import AnyOf, Filter, ObjectFilter, filter_zone
from mtgrules.rules import protection
from mtgrules.rules.filters import matches
from mtgrules.rules.layers import characteristics, compute_battlefield
from mtgrules.rules.triggers import emit
from mtgrules.state.decision import Action
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import player_ref, ref_player

_PLAYERS_OK = (TargetKind.PLAYER, TargetKind.ANY, TargetKind.PLAYER_OR_PLANESWALKER)


def _targetable(s: GameState, oid: int, controller: int, source: int | None = None) -> bool:
    c = characteristics(s, oid)
    if "shroud" in c.keywords:
        return False
    if c.rules and not protection.can_target(s, c, source):
        return False  # CR 702.16b
    return not ("hexproof" in c.keywords and c.controller != controller)


def _zones(f: ObjectFilter) -> tuple[Zone, ...]:
    """The zones a target filter chooses from, in the order the choices are listed: one, or
    for an :class:`AnyOf` whose parts are of different zones (CR 115.1: "target creatures from
    the battlefield and/or creature cards from graveyards") each of them."""
    if isinstance(f, AnyOf):
        return tuple(dict.fromkeys(filter_zone(p) for p in f.parts))
    return (filter_zone(f),)


def chosen_player(s: GameState, ref: int) -> int | None:
    """The player a player-or-planeswalker target ``ref`` stands for: the player chosen, or
    the planeswalker's controller (its last known controller once it has left, CR 608.2h);
    None for no target (0)."""
    pl = ref_player(ref)
    if pl is not None:
        return pl
    o = s.objects.get(ref)
    if o is None:
        return None
    return characteristics(s, ref).controller if o.zone == "battlefield" else o.controller


def legal_target(s: GameState, spec: TargetSlot, ref: int, controller: int,
                 source: int | None, chosen: Sequence[int] = ()) -> bool:
    """Whether ``ref`` (object id or player reference) is a legal choice for ``spec`` for a
    spell or ability controlled by ``controller`` with source ``source`` (CR 115.1-115.4).
    ``chosen``: the targets chosen for the earlier slots, in slot order; a slot whose
    ``controlled_by_slot`` names one of them needs ``ref`` controlled by that target's player
    (:func:`chosen_player`; CR 601.2c). Without that choice the dependency isn't checked."""
    pl = ref_player(ref)
    if pl is not None:
        if pl >= len(s.players) or s.players[pl].lost:
            return False
        if spec.kind in _PLAYERS_OK:
            return True
        if spec.kind in (TargetKind.OPPONENT, TargetKind.OPPONENT_OR_PLANESWALKER):
            return pl != controller
        return False
    o = s.objects.get(ref)
    if o is None:
        return False
    if spec.kind is TargetKind.SPELL:
        if o.zone != "stack" or o.kind == "ability":
            return False
        return matches(s, ref, characteristics(s, ref), spec.filter, controller, source)
    if spec.kind is TargetKind.ABILITY:  # an activated or triggered ability (CR 115.1b-c)
        return o.zone == "stack" and o.kind == "ability" and ref != source
    flt = spec.filter
    zone = flt.zone if type(flt) is Filter else filter_zone(flt)
    if o.zone != zone:
        if not isinstance(flt, AnyOf) or o.zone not in _zones(flt):
            return False
        zone = Zone(o.zone)  # "creatures from the battlefield and/or creature cards from graveyards"
    if isinstance(flt, AnyOf) and len(_zones(flt)) > 1:  # the parts of the object's zone
        here = tuple(p for p in flt.parts if filter_zone(p) == zone)
        flt = here[0] if len(here) == 1 else AnyOf(here)
        spec = TargetSlot(spec.kind, flt, spec.up_to, spec.count, spec.text)
    c = characteristics(s, ref)
    if zone == "battlefield" and not _targetable(s, ref, controller, source):
        return False
    if spec.kind is TargetKind.ANY:
        if not c.types & {"Creature", "Planeswalker", "Battle"}:
            return False
    elif spec.kind in (TargetKind.PLAYER_OR_PLANESWALKER, TargetKind.OPPONENT_OR_PLANESWALKER):
        if "Planeswalker" not in c.types:
            return False
    elif spec.kind is not TargetKind.OBJECT:
        return False
    k = spec.controlled_by_slot
    if k is not None and k < len(chosen) and c.controller != chosen_player(s, chosen[k]):
        return False
    return matches(s, ref, c, spec.filter, controller, source)


def legal_targets(s: GameState, spec: TargetSlot, controller: int, source: int | None,
                  exclude: tuple[int, ...] = (), chosen: Sequence[int] = ()) -> list[int]:
    """All legal choices for ``spec``, players first (in turn order) then objects in zone
    order. ``exclude`` removes choices already made for the same instance of "target"
    (CR 115.3); ``chosen`` are the earlier slots' targets (:func:`legal_target`)."""
    return list(_legal_choices(s, spec, controller, source, exclude, chosen))


def _legal_choices(s: GameState, spec: TargetSlot, controller: int, source: int | None,
                   exclude: tuple[int, ...] = (), chosen: Sequence[int] = ()
                   ) -> Iterator[int]:
    """The legal choices of :func:`legal_targets`, lazily (so a caller that only needs to
    know whether there are enough stops at the first ones)."""
    if spec.kind in _PLAYERS_OK or spec.kind in (TargetKind.OPPONENT,
                                                  TargetKind.OPPONENT_OR_PLANESWALKER):
        for p in s.players:
            r = player_ref(p.index)
            if r not in exclude and legal_target(s, spec, r, controller, source, chosen):
                yield r
    if spec.kind is TargetKind.PLAYER or spec.kind is TargetKind.OPPONENT:
        return
    if spec.kind is TargetKind.SPELL or spec.kind is TargetKind.ABILITY:
        ids: list[int] = list(reversed(s.stack))
    else:
        ids = []
        for zone in _zones(spec.filter):  # one zone, but for an AnyOf across zones
            if zone == "battlefield":
                compute_battlefield(s)
                ids += s.battlefield
            elif zone == "graveyard":
                ids += [oid for p in s.players for oid in p.graveyard]
            elif zone == "exile":
                ids += s.exile
    spell = spec.kind is TargetKind.SPELL  # a spell can't target itself (CR 115.5)
    for oid in ids:
        if oid not in exclude and not (spell and oid == source) and \
                legal_target(s, spec, oid, controller, source, chosen):
            yield oid


_ONE_TARGET = ("up to one target ", "another target ", "any other target", "other target ")
"""How the text of a slot that is a whole instance of the word "target" begins (one object or
player), even when an equal slot precedes it (Dissection Practice's two "up to one target
creature")."""
_REQUIRED_ONE = ("target ", "any target")
"""Likewise for a required slot (Common Bond's two "target creature")."""
_OTHER_TARGET = ("another target ", "any other target", "other target ")
"""How a slot's text begins when its words make it differ from the targets before it."""


def _same_words(a: TargetSlot, b: TargetSlot) -> bool:
    """Whether two slots choose the same things (of one phrase, "up to" aside)."""
    return a.kind == b.kind and a.filter == b.filter and \
        a.controlled_by_slot == b.controlled_by_slot


def instance_start(specs: Sequence[TargetSlot], i: int) -> int:
    """The first slot of the instance of the word "target" slot ``i`` belongs to (CR 115.3,
    601.2c). The slots of one phrase naming several targets ("two target lands", "one or two
    target creatures", "any number of target players") choose the same things and are
    consecutive, the later ones "up to" when the phrase allows fewer. A required slot whose
    text names one target ("target creature": Common Bond's second) or an "up to one" or
    "another" slot is an instance of its own."""
    spec = specs[i]
    if spec.text.startswith(_ONE_TARGET) or (
            not spec.up_to and spec.text.startswith(_REQUIRED_ONE)):
        return i
    while i > 0 and _same_words(specs[i - 1], spec) and not (
            specs[i - 1].text.startswith(_ONE_TARGET)):
        i -= 1
        if not specs[i].up_to and specs[i].text.startswith(_REQUIRED_ONE):
            break  # the phrase's first, required slot
    return i


def _instances(specs: Sequence[TargetSlot]) -> list[tuple[TargetSlot, int]]:
    """Each instance of the word "target" as (its slot, how many slots), in order."""
    out: list[tuple[TargetSlot, int]] = []
    for i, spec in enumerate(specs):
        if instance_start(specs, i) == i:
            out.append((spec, 1))
        else:
            out[-1] = (spec, out[-1][1] + 1)
    return out


def has_legal_targets(s: GameState, specs: tuple[TargetSlot, ...], controller: int,
                      source: int | None) -> bool:
    """Whether every required target slot has a legal choice (CR 601.2c): the required slots
    of one instance of the word "target" ("two target lands") need that many different
    choices; different instances may choose the same object or player (115.3)."""
    if not specs:
        return True
    if any(spec.controlled_by_slot is not None or spec.text.startswith(_OTHER_TARGET)
           for spec in specs):  # slots that depend on the choices before them
        return _completable(s, specs, [], controller, source)
    for spec, n in _instances(specs):
        if spec.up_to:
            continue
        choices = _legal_choices(s, spec, controller, source)
        if n == 1:  # the usual case: one legal choice is enough
            if next(choices, _NONE) is _NONE:
                return False
        elif sum(1 for _ in islice(choices, n)) < n:
            return False
    return True


def same_instance_chosen(specs: Sequence[TargetSlot], chosen: Sequence[int]) -> tuple[int, ...]:
    """The targets already chosen for the instance of the word "target" of the next slot
    (slot ``len(chosen)``), which it can't choose again (CR 115.3). Without ``specs`` every
    chosen target counts, and so it does for "another target ...", which by its words
    differs from the targets before it."""
    i = len(chosen)
    if i >= len(specs) or specs[i].text.startswith(_OTHER_TARGET):
        return tuple(t for t in chosen if t)
    return tuple(t for t in chosen[instance_start(specs, i):] if t)


_NONE = object()


def _completable(s: GameState, specs: Sequence[TargetSlot], chosen: list[int],
                 controller: int, source: int | None) -> bool:
    """Whether the slots after ``chosen`` can all be chosen, each different (CR 115.3) and
    each within its earlier slot's controller (``controlled_by_slot``, CR 601.2c); an "up to
    one" slot may stay empty (0). A search over the choices, for slots that depend on others."""
    i = len(chosen)
    if i == len(specs):
        return True
    spec = specs[i]
    if spec.up_to and _completable(s, specs, [*chosen, 0], controller, source):
        return True
    exclude = same_instance_chosen(specs, chosen)
    return any(_completable(s, specs, [*chosen, r], controller, source)
               for r in _legal_choices(s, spec, controller, source, exclude, chosen))


def target_options(s: GameState, spec: TargetSlot, controller: int, source: int | None,
                   chosen: list[int], specs: Sequence[TargetSlot] = ()) -> list[Action]:
    """The options of a ``target`` decision for one slot (CR 601.2c, 602.2b, 603.3d): each
    legal choice not already chosen for the same instance of the word "target" (CR 115.3;
    without ``specs``, for the same spell or ability), plus
    ``target(0)`` ("no target") when the slot is "up to one". ``specs``: all the slots, in
    order (this one is ``specs[len(chosen)]``).

    - When the slot before this one is this same "up to one" spec and was left empty, the
      slots are of one phrase ("any number of target players", "up to two target creatures")
      and interchangeable, so the player has chosen how many: only ``target(0)`` is left.
    - When a later slot depends on this one (``controlled_by_slot``), only choices that leave
      the later slots choosable are offered ("target player or planeswalker and ... target
      creature that player or that planeswalker's controller controls")."""
    i = len(chosen)
    one = 0 < i < len(specs) and instance_start(specs, i) < i  # of the previous slot's phrase
    if spec.up_to and one and chosen and chosen[-1] == 0:
        return [Action("target", (0,))]
    refs = legal_targets(s, spec, controller, source,
                         exclude=same_instance_chosen(specs, chosen), chosen=chosen)
    if any(later.controlled_by_slot == i for later in specs[i + 1:]):
        refs = [r for r in refs if _completable(s, specs, [*chosen, r], controller, source)]
    opts = [Action("target", (r,)) for r in refs]
    if spec.up_to:
        opts.append(Action("target", (0,)))
    return opts


def emit_targeted(s: GameState, obj: int) -> None:
    """Emit a ``targeted`` event for each permanent the spell or ability ``obj`` on the stack
    targets, once the targets are chosen (CR 115.1, 601.2c, 602.2b, 603.3d): "becomes the
    target" triggers such as ward (702.21a) wait for it. ``obj`` is the event's object (what
    ward counters), ``player`` its controller, ``target`` the permanent."""
    o = s.objects[obj]
    pid = o.controller
    seen: set[int] = set()
    for t in o.targets:
        if t > 0 and t not in seen and t in s.objects and s.objects[t].zone == "battlefield":
            seen.add(t)
            emit(s, {"type": "targeted", "obj": obj, "player": pid, "target": t})
