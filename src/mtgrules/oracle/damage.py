"""One source dealing damage to several recipients in one sentence (CR 120.2, 120.3;
:class:`~mtgrules.model.damage.DealDamageToSeveral`), composed from the ordinary damage
sentence ("~ deals N damage to [recipient]", :mod:`mtgrules.oracle.effects`) for each part:

- ``"~ deals 2 damage to any target and 1 damage to any other target"``: a second "any
  target" of the sentence is written "any other target" (CR 115.3; the engine never offers a
  chosen target again);
- ``"~ deals 4 damage to target creature and 2 damage to that creature's controller"``: the
  controller of an earlier target (:class:`~mtgrules.model.refs.ControllerOf`, CR 108.4);
- ``"~ deals X damage to target player or planeswalker and each creature that player or that
  planeswalker's controller controls"``: the amount written once (``shared_amount``), the
  permanents controlled by that target player, or by that target planeswalker's controller;
- ``"... 2 damage to target opponent or planeswalker and 2 damage to up to one target
  creature that player or that planeswalker's controller controls"``: a target chosen among
  that player's permanents (CR 601.2c; :func:`target_controller.make_dependent`).

Three parts are written "A, B, and C". Also damage that can't be prevented (CR 615.12):
``"~ deals 5 damage to target white or blue creature. The damage can't be prevented."``,
``"Damage can't be prevented this turn."``, and ``"Players can't gain life this turn."``
(119.7). Declared in :mod:`mtgrules.oracle.readers`.
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.model.damage import (
    DamageCantBePreventedThisTurn,
    DamagePart,
    DealDamageEqualToHandSize,
    DealDamageToSeveral,
    PlayersCantGainLifeThisTurn,
    UnpreventableDamage,
)
from mtgrules.model.effects import DealDamage, Effect, TargetKind, TargetSlot
from mtgrules.model.refs import (
    ControllerOf,
    Each,
    EachOpponent,
    EachPlayer,
    Ref,
    TargetRef,
    You,
)
from mtgrules.oracle import effects, target_controller
from mtgrules.oracle.target_controller import controller_phrase

_HEAD = "~ deals "
_SPLIT = re.compile(r"(?:, and |, | and )(?=\S+ damage to )")
_PART = re.compile(r"(\S+) damage to (.+)")
_OTHER_ANY = "any other target"
_CONTROLS = re.compile(r"each (.+?) (that player or that planeswalker's controller|that (\w+)'s "
                       r"controller) controls")
_THAT_PLAYER = re.compile(r"each (.+?) that (player|opponent) controls")
_PLAYER_KINDS = {"player": TargetKind.PLAYER, "opponent": TargetKind.OPPONENT}


def _one(text: str, slots: effects.Slots) -> DealDamage | None:
    """``"~ deals N damage to [recipient]"`` read by the shared readers: one plain DealDamage,
    or None."""
    got = effects.parse_sentence(text, slots)
    if got is None or len(got) != 1 or not isinstance(got[0], DealDamage) or \
            got[0].no_regenerate:
        return None
    return got[0]


def _part(amount: str, rec: str, done: list[DamagePart], slots: effects.Slots
          ) -> DamagePart | None:
    """One part "``amount`` damage to ``rec``", after the parts ``done``."""
    earlier = [p.to for p in done if isinstance(p.to, TargetRef)]
    base = target_controller.without_dependent(rec)
    if base is not None:  # "up to one target creature that player or that planeswalker's ..."
        d = _one(f"{_HEAD}{amount} damage to {base}", slots)
        if d is None or not isinstance(d.to, TargetRef) or \
                not target_controller.make_dependent(slots.targets, d.to.slot):
            return None
        return DamagePart(d.amount, d.to)
    if rec == _OTHER_ANY:
        if not any(slots.targets[r.slot].kind is TargetKind.ANY for r in earlier):
            return None
        d = _one(f"{_HEAD}{amount} damage to any target", slots)
        return None if d is None else DamagePart(d.amount, d.to)
    m = _THAT_PLAYER.fullmatch(rec)
    if m:  # "each creature that player controls": the target player's (CR 115.1, 608.2b)
        ref = next((r for r in reversed(earlier)
                    if slots.targets[r.slot].kind is _PLAYER_KINDS[m.group(2)]), None)
        d = _one(f"{_HEAD}{amount} damage to each {m.group(1)}", slots)
        if ref is None or d is None or not isinstance(d.to, Each) or d.to.controlled_by:
            return None
        return DamagePart(d.amount, Each(d.to.filter, ref))
    m = _CONTROLS.fullmatch(rec)
    owner = m.group(2) if m else rec
    ref = next((r for r in reversed(earlier)
                if controller_phrase(slots.targets[r.slot]) == owner), None)
    if m:
        d = _one(f"{_HEAD}{amount} damage to each {m.group(1)}", slots)
        if ref is None or d is None or not isinstance(d.to, Each) or d.to.controlled_by:
            return None
        return DamagePart(d.amount, Each(d.to.filter, ControllerOf(ref)))
    if ref is not None:
        d = _one(f"{_HEAD}{amount} damage to you", slots)
        return None if d is None else DamagePart(d.amount, ControllerOf(ref))
    d = _one(f"{_HEAD}{amount} damage to {rec}", slots)
    return None if d is None else DamagePart(d.amount, d.to)


CANT_BE_PREVENTED = "The damage can't be prevented"
"""The sentence after a damage sentence making that damage unpreventable (CR 615.12); joined
to it (:func:`mtgrules.oracle.following_sentences.merge_following`)."""
_TURN_RULES: dict[str, Effect] = {
    "Damage can't be prevented this turn": DamageCantBePreventedThisTurn(),  # CR 615.12
    "Players can't gain life this turn": PlayersCantGainLifeThisTurn(),  # CR 119.7
}


_HAND_SIZE = re.compile(r"~ deals damage to (each opponent|each player) equal to the number "
                        r"of cards in that player's hand")


def parse(s: str, slots: effects.Slots) -> list[Effect] | None:
    """One sentence of this family (no final period); None if not of it."""
    if s in _TURN_RULES:
        return [_TURN_RULES[s]]
    m = _HAND_SIZE.fullmatch(s)
    if m:  # CR 608.2h: each player's own hand
        return [DealDamageEqualToHandSize(EachOpponent() if m.group(1) == "each opponent"
                                          else EachPlayer())]
    if s.startswith(_HEAD) and s.endswith(". " + CANT_BE_PREVENTED):
        d = _one(s[: -len(". " + CANT_BE_PREVENTED)], slots)
        return None if d is None else [UnpreventableDamage(d.amount, d.to)]
    if not s.startswith(_HEAD):
        return None
    pieces = _SPLIT.split(s[len(_HEAD):])
    trial = effects.Slots(list(slots.targets))
    done: list[DamagePart] = []
    shared = False
    if len(pieces) == 1:  # "X damage to target player or planeswalker and each creature ..."
        m = _PART.fullmatch(pieces[0])
        if not m or " and each " not in m.group(2):
            return None
        first, second = m.group(2).split(" and each ", 1)
        pieces = [f"{m.group(1)} damage to {first}", f"{m.group(1)} damage to each {second}"]
        shared = True
    if len(pieces) < 2:
        return None
    for piece in pieces:
        m = _PART.fullmatch(piece)
        p = _part(m.group(1), m.group(2), done, trial) if m else None
        if p is None:
            return None
        done.append(p)
    if shared and not isinstance(done[0].to, TargetRef):
        return None  # "each creature and each player": the core readers' (one recipient)
    slots.targets[:] = trial.targets
    return [DealDamageToSeveral(tuple(done), shared_amount=shared)]


def _render_part(p: DamagePart, before: tuple[DamagePart, ...],
                 targets: tuple[TargetSlot, ...]) -> str:
    """"N damage to [recipient]" of one part. Raises ValueError when it has no rendering."""
    to: Ref = p.to
    tail = ""
    if isinstance(to, TargetRef):
        target_controller.check_dependent(targets, to.slot)
    if isinstance(to, ControllerOf):
        phrase = controller_phrase(targets[to.obj.slot]) \
            if isinstance(to.obj, TargetRef) else None
        if phrase is None:
            raise ValueError("no phrase for that controller")
        tail, to = phrase, You()
    elif isinstance(to, Each) and isinstance(to.controlled_by, TargetRef):
        kind = targets[to.controlled_by.slot].kind
        word = {k: w for w, k in _PLAYER_KINDS.items()}.get(kind)
        if word is None:
            raise ValueError("no phrase for the permanents' controller")
        tail, to = f"that {word} controls", dataclasses.replace(to, controlled_by=None)
    elif isinstance(to, Each) and to.controlled_by is not None:
        by = to.controlled_by
        phrase = controller_phrase(targets[by.obj.slot]) \
            if isinstance(by, ControllerOf) and isinstance(by.obj, TargetRef) else None
        if phrase is None:
            raise ValueError("no phrase for the permanents' controller")
        tail, to = phrase + " controls", dataclasses.replace(to, controlled_by=None)
    text = effects.render_node(DealDamage(p.amount, to), targets)
    if not text.startswith(_HEAD):
        raise ValueError("a damage part that isn't '~ deals'")
    text = text[len(_HEAD):]
    if isinstance(p.to, ControllerOf):
        text = text.removesuffix(" you") + " " + tail
    elif tail:
        text += " " + tail
    elif isinstance(to, TargetRef) and targets[to.slot].kind is TargetKind.ANY and any(
            isinstance(b.to, TargetRef) and targets[b.to.slot].kind is TargetKind.ANY
            for b in before):
        text = text.removesuffix("any target") + _OTHER_ANY
    return text


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse` (capitalised, no period); None for other nodes."""
    for text, node in _TURN_RULES.items():
        if e == node:
            return text
    if isinstance(e, DealDamageEqualToHandSize):
        who = {EachOpponent(): "each opponent", EachPlayer(): "each player"}.get(e.to)
        return None if who is None else f"~ deals damage to {who} equal to the number of " \
            "cards in that player's hand"
    if isinstance(e, UnpreventableDamage):
        return effects.render_node(DealDamage(e.amount, e.to), targets) + \
            ". " + CANT_BE_PREVENTED
    if not isinstance(e, DealDamageToSeveral):
        return None
    texts = [_render_part(p, e.parts[:i], targets) for i, p in enumerate(e.parts)]
    if e.shared_amount:
        lead = texts[0].split(" damage to ", 1)[0] + " damage to "
        if len(texts) != 2 or not all(t.startswith(lead) for t in texts):
            raise ValueError("a shared amount over other than two parts")
        return f"{_HEAD}{texts[0]} and {texts[1][len(lead):]}"
    if len(texts) == 2:
        return f"{_HEAD}{texts[0]} and {texts[1]}"
    return _HEAD + ", ".join(texts[:-1]) + ", and " + texts[-1]
