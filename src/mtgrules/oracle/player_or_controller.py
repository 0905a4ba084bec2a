"""``"That player or that planeswalker's controller ..."`` after an effect on a "target player
or planeswalker" (CR 115.1, 108.4): ``"~ deals 3 damage to target player or planeswalker.
That player or that planeswalker's controller discards two cards."`` (Blightning). The
player is :class:`~mtgrules.model.PlayerOrControllerOf` the target; the verb is read by the
verb reader of :mod:`mtgrules.oracle.player_effects` (discards, mills, loses, sacrifices).

:func:`~mtgrules.oracle.following_sentences.merge_that_player` joins the sentence to the one
before (its "that" names that sentence's target);
:func:`render_sequence` writes it only after a node acting on the same target, so the round
trip proves the referent.
"""

from __future__ import annotations

from mtgrules.model import PlayerOrControllerOf, TargetKind, TargetRef
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.oracle import effects, player_effects
from mtgrules.oracle.following_sentences import THAT_PLAYER_OR_CONTROLLER as THAT


def _target(e: Effect) -> TargetRef | None:
    for field in ("to", "what", "who"):
        ref = getattr(e, field, None)
        if isinstance(ref, TargetRef):
            return ref
    return None


def parse(s: str, slots: effects.Slots) -> list[Effect] | None:
    """The joined sentences (no final period); None if not of this family."""
    head, sep, tail = s.partition(". " + THAT)
    if not sep or ". " in tail:
        return None
    first = effects.parse_sentence(head, slots)
    ref = _target(first[0]) if first is not None and len(first) == 1 else None
    if first is None or ref is None or \
            slots.targets[ref.slot].kind is not TargetKind.PLAYER_OR_PLANESWALKER:
        return None
    then = player_effects.verb(tail, PlayerOrControllerOf(ref))
    return None if then is None else [first[0], then]


def render_sequence(effect: tuple[Effect, ...], targets: tuple[TargetSlot, ...]) -> str | None:
    """The sentences of an effect with a "That player or that planeswalker's controller"
    sentence; None when it has none. Raises ValueError when "that" would have no referent."""
    if not any(isinstance(getattr(e, "who", None), PlayerOrControllerOf) for e in effect):
        return None
    out: list[str] = []
    for i, e in enumerate(effect):
        who = getattr(e, "who", None)
        if isinstance(who, PlayerOrControllerOf):
            if not i or _target(effect[i - 1]) != who.target or \
                    targets[who.target.slot].kind is not TargetKind.PLAYER_OR_PLANESWALKER:
                raise ValueError("'that player' without the target it refers to")
            out[-1] = out[-1][:-1] + ". " + THAT + player_effects.render_verb(e) + "."
        else:
            out.append(effects.render_node(e, targets) + ".")
    return " ".join(out)
