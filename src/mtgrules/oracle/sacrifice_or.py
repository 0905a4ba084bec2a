"""Sacrifice, or else (CR 701.21a): ``"Sacrifice another creature. If you can't, ~ deals 6
damage to you."`` (two sentences read as one :class:`~mtgrules.model.sacrifice_or.
SacrificeOrElse`: :func:`merge_if_cant` joins them before the sentence templates run); an
opponent's optional sacrifice (CR 608.2d): ``"Any opponent may sacrifice a creature of their
choice. If a player does, tap ~ and put a +1/+1 counter on it."``
(:class:`~mtgrules.model.sacrifice_or.OpponentMaySacrifice`, joined by
:func:`merge_if_a_player_does`).

The sentence readers are passed in (:mod:`mtgrules.oracle.readers`), so this module
imports no shared effect module: :mod:`mtgrules.oracle.effects` imports it."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtgrules.model import (
    Conjoined,
    DealDamage,
    LoseLife,
    PutCounters,
    Sacrifice,
    Tap,
    TargetRef,
    ThisObject,
    Whose,
)
from mtgrules.model.base import walk
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.sacrifice_or import OpponentMaySacrifice, SacrificeOrElse
from mtgrules.oracle.effects_base import low
from mtgrules.oracle.phrases import common, parse_noun, render_noun, with_fields

_IF_CANT = "If you can't, "
_SAC = re.compile(r"Sacrifice (a|an|another) ([a-z ]+)\. If you can't, (.+)")
_IF_DOES = "If a player does, "
_OPP_SAC = re.compile(r"Any opponent may sacrifice (a|an) ([a-z ]+) of their choice\. "
                      r"If a player does, (.+)")


def merge_if_a_player_does(sents: list[str]) -> list[str]:
    """"Any opponent may sacrifice ..." and the "If a player does, ..." sentence after it,
    joined (CR 608.2d)."""
    out: list[str] = []
    for sent in sents:
        if out and sent.startswith(_IF_DOES) and out[-1].startswith("Any opponent may "):
            out[-1] = out[-1] + " " + sent
        else:
            out.append(sent)
    return out


def _parse_opponent_sacrifice(s: str, slots: Any, parse_sentence: Callable[[str, Any], Any]
                              ) -> list[Effect] | None:
    m = _OPP_SAC.fullmatch(s)
    if m is None:
        return None
    art, noun, rest = m.groups()
    f = parse_noun(noun)
    if f is None or art != ("an" if noun[0] in "aeiou" else "a") or common(f).controller \
            != Whose.ANY or common(f).other:
        return None
    if "~" in rest and rest.endswith(" it"):  # "tap ~ and put a counter on it": ~ again
        rest = rest[:-len("it")] + "~"
    got = parse_sentence(rest[:1].upper() + rest[1:], type(slots)())
    if not got or not all(_on_source(x) for x in got):
        return None
    return [OpponentMaySacrifice(f, tuple(got))]


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
        return _parse_opponent_sacrifice(s, slots, parse_sentence)
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


def _on_source(e: Effect) -> bool:
    """An effect on the source that asks nothing: "tap ~", "put a +1/+1 counter on ~", both
    joined by "and" (run inside the opponent's sacrifice step)."""
    if isinstance(e, Conjoined):
        return all(_on_source(x) for x in e.effects)
    return e == Tap(ThisObject()) or (isinstance(e, PutCounters) and e.what == ThisObject())


def render(e: Effect, targets: tuple[TargetSlot, ...],
           render_node: Callable[[Any, Any], str]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if isinstance(e, OpponentMaySacrifice):
        noun = render_noun(e.filter)
        art = "an" if noun[0] in "aeiou" else "a"
        rest = low(" ".join(render_node(x, ()) for x in e.then))
        if rest.count("~") == 2 and rest.endswith(" ~"):
            rest = rest[:-1] + "it"  # the second reference to ~ is a pronoun
        return f"Any opponent may sacrifice {art} {noun} of their choice. {_IF_DOES}{rest}"
    if not isinstance(e, SacrificeOrElse):
        return None
    c = common(e.filter)
    if c.controller != Whose.YOU:
        raise ValueError("a sacrifice of another player's permanent")
    noun = render_noun(with_fields(e.filter, controller=Whose.ANY, other=False))
    art = "another" if c.other else "an" if noun[0] in "aeiou" else "a"
    rest = " ".join(render_node(x, ()) + "." for x in e.otherwise)
    return f"Sacrifice {art} {noun}. {_IF_CANT}{low(rest[:-1])}"
