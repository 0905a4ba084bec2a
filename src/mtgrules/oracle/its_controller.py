""""Its controller" after an effect on one target (CR 108.4, 608.2h): the player reference
:class:`~mtgrules.model.ControllerOf` and the amount "equal to its power"
(:class:`~mtgrules.model.PowerOf`) of the object the sentence before acted on, read as last
known information once it has left the battlefield.

- ``"Exile target creature. Its controller gains life equal to its power."`` (Swords to
  Plowshares)
- ``"Exile target creature with power 2 or less. Its controller gains 4 life."``
- ``"Destroy target creature. Its controller loses 2 life."``
- ``"Destroy target artifact. You gain life equal to its mana value."`` (Divine Offering)
- ``"Destroy target permanent. Its controller creates a 3/3 green Beast creature token."``
  (Beast Within; CR 111.2)

The "Its controller ..." sentence is joined to the one before
(:func:`mtgrules.oracle.following_sentences.merge_following`),
whose single node must act on one target: "its" is that target. :func:`render_sequence`
writes "Its controller" only where the node before acts on the same target, so the round trip
proves the pronoun's referent.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from mtgrules.model import (
    ControllerOf,
    CreateToken,
    GainLife,
    LoseLife,
    ManaValueOf,
    PowerOf,
    TargetRef,
    ToughnessOf,
    You,
)
from mtgrules.model.effects import Effect
from mtgrules.oracle import effects
from mtgrules.oracle.following_sentences import ITS_CONTROLLER, ITS_CREATES, ITS_LIFE, YOU_ITS
from mtgrules.oracle.phrases import parse_amount, render_amount

_ITS = ITS_CONTROLLER


def _what(e: Effect) -> Any:
    return getattr(e, "what", None)


def parse(s: str, slots: Any) -> list[Effect] | None:
    """The joined sentences (no final period); None if not of this family."""
    you = _you_its(s, slots)
    if you is not None:
        return you
    head, sep, tail = s.partition(". " + _ITS)
    if not sep or ". " in tail:
        return None
    if ITS_CREATES.fullmatch(_ITS + tail):
        return _its_creates(head, tail, slots)
    m = ITS_LIFE.fullmatch(_ITS + tail)
    first = effects.parse_sentence(head, slots)
    if m is None or first is None or len(first) != 1 or \
            not isinstance(ref := _what(first[0]), TargetRef):
        return None
    if m.group(2):
        amount = parse_amount(m.group(2))
        if amount is None:
            return None
    else:
        amount = PowerOf(ref) if m.group(3) == "power" else ToughnessOf(ref)
    who = ControllerOf(ref)
    return [first[0], GainLife(amount, who) if m.group(1) == "gains" else LoseLife(amount, who)]


_FIELDS: dict[str, type[PowerOf] | type[ToughnessOf] | type[ManaValueOf]] = {
    "power": PowerOf, "toughness": ToughnessOf, "mana value": ManaValueOf}


def _you_its(s: str, slots: Any) -> list[Effect] | None:
    """``"Destroy target artifact. You gain life equal to its mana value"``: the life of the
    ability's controller changes by a value of the target the sentence before acted on."""
    head, sep, tail = s.rpartition(". You ")
    m = YOU_ITS.fullmatch("You " + tail) if sep and ". " not in tail else None
    if m is None:
        return None
    first = effects.parse_sentence(head, slots)
    if first is None or len(first) != 1 or not isinstance(ref := _what(first[0]), TargetRef):
        return None
    amount: PowerOf | ToughnessOf | ManaValueOf = _FIELDS[m.group(2)](ref)
    return [first[0], GainLife(amount, You()) if m.group(1) == "gain" else
            LoseLife(amount, You())]


def _its_creates(head: str, tail: str, slots: Any) -> list[Effect] | None:
    """``"Destroy target permanent. Its controller creates a 3/3 green Beast creature
    token"`` (CR 111.2): the token sentence is read as "Create ..." by the shared readers and
    made by the controller of the target (last known information, 608.2h)."""
    first = effects.parse_sentence(head, slots)
    if first is None or len(first) != 1 or not isinstance(ref := _what(first[0]), TargetRef):
        return None
    made = effects.parse_sentence("Create " + tail[len("creates "):], effects.Slots())
    if made is None or len(made) != 1 or not isinstance(made[0], CreateToken) or \
            made[0].who != You():
        return None
    return [first[0], replace(made[0], who=ControllerOf(ref))]


def _clause(e: Effect, ref: TargetRef) -> str | None:
    if isinstance(e, CreateToken) and e.who == ControllerOf(ref):
        text = effects.render_node(replace(e, who=You()), ())
        if not text.startswith("Create "):
            return None
        return f"{_ITS}creates {text[len('Create '):]}"
    if isinstance(e, GainLife | LoseLife) and e.who == You():
        field = next((k for k, v in _FIELDS.items() if e.amount == v(ref)), None)
        if field is None:
            return None
        return f"You {'gain' if isinstance(e, GainLife) else 'lose'} life equal to its {field}"
    if not isinstance(e, GainLife | LoseLife) or e.who != ControllerOf(ref):
        return None
    verb = "gains" if isinstance(e, GainLife) else "loses"
    if e.amount == PowerOf(ref):
        return f"{_ITS}{verb} life equal to its power"
    if e.amount == ToughnessOf(ref):
        return f"{_ITS}{verb} life equal to its toughness"
    if isinstance(e.amount, PowerOf | ToughnessOf):
        raise ValueError("the power of another object has no rendering here")
    return f"{_ITS}{verb} {render_amount(e.amount)} life"


def _mentions_controller_of(e: Effect) -> bool:
    """A life gain or loss of "its controller" (the family of this module; other verbs of
    :class:`ControllerOf`, such as a search, render themselves)."""
    if isinstance(e, CreateToken) and isinstance(e.who, ControllerOf):
        return True
    return isinstance(e, GainLife | LoseLife) and (isinstance(e.who, ControllerOf) or (
        e.who == You() and isinstance(e.amount, PowerOf | ToughnessOf | ManaValueOf)
        and isinstance(e.amount.obj, TargetRef)))


def render_sequence(effect: tuple[Effect, ...], targets: effects.Targets) -> str | None:
    """The sentences of an effect with an "Its controller ..." sentence; None when it has
    none. Raises ValueError when "its" would have no referent (the node before doesn't act
    on the same target)."""
    if not any(_mentions_controller_of(e) for e in effect):
        return None
    out: list[str] = []
    for i, e in enumerate(effect):
        if _mentions_controller_of(e):
            ref = _what(effect[i - 1]) if i else None
            got = _clause(e, ref) if isinstance(ref, TargetRef) else None
            if got is None:
                raise ValueError("'its controller' without the target it refers to")
            out[-1] = out[-1][:-1] + ". " + got + "."  # joined, as merge_its_controller reads
        else:
            out.append(effects.render_node(e, targets) + ".")
    return " ".join(out)

