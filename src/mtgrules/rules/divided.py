"""Dividing a spell's damage among its targets as it is cast (CR 601.2d): after the targets
are chosen (601.2c) its controller announces how much of the damage each target gets, at
least 1 each; one decision per target but the last, which gets the rest. The division is
kept with the spell (``chosen["divided"]``: one amount per slot of the effect, 0 for a slot
left without a target) and read as it resolves (:mod:`mtgrules.effects.divided`). A triggered
or activated ability's damage is divided the same way as it is put on the stack (CR 603.3d,
602.2b): :func:`divide`."""

from __future__ import annotations

from mtgrules.cards.definition import CardDef
from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.abilities import SpellAbility
from mtgrules.model.base import Ability, walk
from mtgrules.model.divided import DIVIDED_TYPES, DealDividedDamage, PutDividedCounters
from mtgrules.rules.departure import reverse_announcement
from mtgrules.state.decision import DAMAGE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState

Divided = DealDividedDamage | PutDividedCounters
_DIVIDED: dict[tuple[str, int | None], Divided | None] = {}


def divided_effect(card: CardDef, mode: int | None) -> Divided | None:
    """The divided-damage or distributed-counters effect of the card's spell ability (of its
    choice of modes ``mode``), if any (cached per card: definitions are immutable)."""
    key = (card.name, mode)
    if key not in _DIVIDED:
        found = None
        for a in card.abilities:
            if isinstance(a, SpellAbility):
                effect = a.selected(a.selections()[mode]).effect if a.modes and mode is not None \
                    else a.effect  # the chosen modes (CR 700.2)
                found = next((n for e in effect for n in walk(e)
                              if isinstance(n, DIVIDED_TYPES)), None)
                break
        _DIVIDED[key] = found
    return _DIVIDED[key]


def _x_position(s: GameState, oid: int, card: CardDef, slot: int) -> int | None:
    """For a spell dividing damage among "X target ...": how many slots of that phrase come
    before ``slot`` minus X (negative: within the first X); None for other slots."""
    e = divided_effect(card, s.objects[oid].chosen.get("mode"))
    if e is None or not e.x_targets or slot not in {r.slot for r in e.to}:
        return None
    return slot - min(r.slot for r in e.to) - s.objects[oid].x


def x_target_options(s: GameState, oid: int, card: CardDef, slot: int,
                     opts: list[Action]) -> list[Action]:
    """The options for target slot ``slot`` of spell ``oid``: for the first X slots of "X
    target ..." a target, never "none" (CR 601.2c; X is announced first, 601.2b). Other
    slots' options are unchanged."""
    k = _x_position(s, oid, card, slot)
    return opts if k is None or k >= 0 else [a for a in opts if a.args[0] != 0]


def past_x_targets(s: GameState, oid: int, card: CardDef, slot: int) -> bool:
    """Whether ``slot`` is one of "X target ..." beyond the first X: it gets no target and
    nothing is asked (CR 601.2c)."""
    k = _x_position(s, oid, card, slot)
    return k is not None and k >= 0


def announce_division(s: GameState, f: Frame, pid: int, oid: int, card: CardDef) -> bool:
    """Announce the division of spell ``oid``'s damage (CR 601.2d); True when done (or
    nothing to divide), False while a decision is pending. With "X targets" and X more than
    there can be targets (each needs at least 1), the casting can't be completed and is
    reversed (601.2d, 732.1)."""
    o = s.objects[oid]
    e = divided_effect(card, o.chosen.get("mode"))
    if e is None:
        return True
    chosen = [i for i, r in enumerate(e.to) if r.slot < len(o.targets) and o.targets[r.slot]]
    if e.x_targets and len(chosen) != o.x:
        reverse_announcement(s, f, oid, spell=True)
        return False
    return divide(s, f, pid, oid, e)


def ability_divided_effect(a: Ability) -> DealDividedDamage | None:
    """The divided-damage effect among the own effects of a triggered or activated ability
    (CR 602.2b, 603.3d), if any."""
    effect = getattr(a, "effect", ())
    return next((n for n in effect if isinstance(n, DealDividedDamage)), None)


def divide(s: GameState, f: Frame, pid: int, oid: int, e: Divided) -> bool:
    """``pid`` announces how the damage of ``e`` is divided among the targets of the spell or
    ability ``oid`` (CR 601.2d; an ability's as it is put on the stack, 602.2b, 603.3d): one
    ``damage`` decision per target but the last, each at least 1. The division is kept with
    the object (``chosen["divided"]``). True when done, False while a decision is pending
    (the answers in progress are kept in ``f.data["divided"]``)."""
    o = s.objects[oid]
    chosen = [i for i, r in enumerate(e.to) if r.slot < len(o.targets) and o.targets[r.slot]]
    got: list[int] = f.data.setdefault("divided", [])
    ans = take_answer(f)
    if ans is not None:
        got.append(int(ans.args[1]))
    while len(got) < len(chosen) - 1:
        left = e.amount - sum(got)
        hi = left - (len(chosen) - len(got) - 1)  # each target still to come gets 1 or more
        if hi <= 1:
            got.append(1)
            continue
        t = o.targets[e.to[chosen[len(got)]].slot]
        ask(s, pid, DAMAGE, [Action("assign", (t, k)) for k in range(1, hi + 1)],
            f"Divide {name_of(s, oid)}'s {_what(e)}: how much to "
            f"{_ref_name(s, t)}? ({left} left)", attacker=oid)
        return False
    if chosen:
        got.append(e.amount - sum(got))
    division = [0] * len(e.to)
    for i, k in zip(chosen, got, strict=True):
        division[i] = k
    o.chosen["divided"] = division
    f.data.pop("divided", None)
    if chosen:
        log_event(s, "divide", "601.2d", f"{name_of(s, oid)} divides its {_what(e, False)}: "
                  + ", ".join(
            f"{k} to {_ref_name(s, o.targets[e.to[i].slot])}" for i, k in zip(
                chosen, got, strict=True)), pid, [oid])
    s.touch()
    return True


def _what(e: Divided, amount: bool = True) -> str:
    """What ``e`` divides: ``"3 damage"``, ``"2 +1/+1 counters"`` (without the amount:
    ``"damage"``, ``"+1/+1 counters"``)."""
    n = f"{e.amount} " if amount else ""
    if isinstance(e, PutDividedCounters):
        return f"{n}{e.counter.value} counters"
    return f"{n}damage"


def _ref_name(s: GameState, ref: int) -> str:
    return s.players[-ref - 1].name if ref < 0 else name_of(s, ref)
