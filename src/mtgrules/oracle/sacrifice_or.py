"""Sacrifice, or else (CR 701.21a): ``"Sacrifice another creature. If you can't, ~ deals 6
damage to you."`` (two sentences read as one :class:`~mtgrules.model.sacrifice_or.
SacrificeOrElse`: :func:`merge_if_cant` joins them before the sentence templates run).

The sentence readers are passed in (:mod:`mtgrules.oracle.readers`), so this module
imports no shared effect module: :mod:`mtgrules.oracle.effects` imports it."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtgrules.model import DealDamage, LoseLife, Sacrifice, TargetRef, ThisObject, Whose
from mtgrules.model.base import walk
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.sacrifice_or import SacrificeOrElse
from mtgrules.oracle.effects_base import low
from mtgrules.oracle.phrases import common, parse_noun, render_noun, with_fields

_IF_CANT = "If you can't, "
_SAC = re.compile(r"Sacrifice (a|an|another) ([a-z ]+)\. If you can't, (.+)")


def merge_if_cant(sents: list[str]) -> list[str]:
    """A "Sacrifice ..." sentence and the "If you can't, ..." sentence after it, joined."""
    out: list[str] = []
    for sent in sents:
        if out and sent.startswith(_IF_CANT) and out[-1].startswith("Sacrifice "):
            out[-1] = out[-1] + " " + sent
        else:
            out.append(sent)
    return out


def parse(s: str, slots: Any, parse_sentence: Callable[[str, Any], Any]) -> list[Effect] | None:
    """The joined sentences (no final period); None if not of this family.
    ``parse_sentence`` reads the "if you can't" effect (it may target nothing)."""
    m = _SAC.fullmatch(s)
    if m is None:
        return None
    art, noun, rest = m.groups()
    f = parse_noun(noun)
    if f is None or (art != "another" and art != ("an" if noun[0] in "aeiou" else "a")):
        return None
    got = parse_sentence(rest[:1].upper() + rest[1:], type(slots)())
    if not got or not all(_no_question(x) for x in got):
        return None
    return [SacrificeOrElse(with_fields(f, controller=Whose.YOU, other=art == "another"),
                            tuple(got))]


def _no_question(e: Effect) -> bool:
    """An effect that asks nothing and targets nothing (it runs inside the sacrifice's step)."""
    return (isinstance(e, DealDamage | LoseLife)
            and not any(isinstance(n, TargetRef) for n in walk(e))) or \
        e == Sacrifice(ThisObject())


def render(e: Effect, targets: tuple[TargetSlot, ...],
           render_node: Callable[[Any, Any], str]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if not isinstance(e, SacrificeOrElse):
        return None
    c = common(e.filter)
    if c.controller != Whose.YOU:
        raise ValueError("a sacrifice of another player's permanent")
    noun = render_noun(with_fields(e.filter, controller=Whose.ANY, other=False))
    art = "another" if c.other else "an" if noun[0] in "aeiou" else "a"
    rest = " ".join(render_node(x, ()) + "." for x in e.otherwise)
    return f"Sacrifice {art} {noun}. {_IF_CANT}{low(rest[:-1])}"
