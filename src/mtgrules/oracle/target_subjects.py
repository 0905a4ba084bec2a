"""Several targets named by one phrase with a number as a sentence's subject (CR 115.1,
601.2c): ``"Up to three target creatures can't block this turn."`` (Panic Attack),
``"Two target creatures get +2/+2 until end of turn."``.

The phrase is one instance of the word "target" choosing N different objects: N target slots
with the same spec (each "up to" when the text says so), one effect node each, read from the
same sentence with the singular subject ("Target creature can't block this turn") by the
shared sentence readers; done in order (608.2c). The verb after the subject is written plural
("get", "gain", "can't"): :data:`_VERBS` gives its singular. The object form ("Tap up to two
target creatures") is :mod:`mtgrules.oracle.multi_targets`'.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from typing import Any

from mtgrules.model import TargetRef, TargetSlot
from mtgrules.model.effects import Effect
from mtgrules.oracle.multi_targets import plural_noun, render_runs, singular_noun
from mtgrules.oracle.phrases import parse_word_number, word_number

_VERBS = {"get": "gets", "gain": "gains", "lose": "loses", "can't": "can't", "can": "can"}
_SENTENCE = re.compile(r"(Up to )?(\w+) target (.+?) (get|gain|lose|can't|can) (.+)")
_MOST = 5
_AFR2_PAIR = " can't block this turn"
"""``"Up to two target creatures can't block this turn"`` is read by
:func:`mtgrules.oracle.block_restriction_effects.parse` (two slots of "up to one target creature")."""

Sentence = Callable[[str, Any], list[Effect] | None]
Node = Callable[[Effect, tuple[TargetSlot, ...]], str]


def parse(s: str, slots: Any, sentence: Sentence) -> list[Effect] | None:
    """One sentence (no final period); None for other sentences."""
    m = _SENTENCE.fullmatch(s)
    if not m:
        return None
    n = parse_word_number(m.group(2).lower())
    if n is None or not 2 <= n <= _MOST:
        return None
    if m.group(1) and n == 2 and m.group(3) == "creatures" and s.endswith(_AFR2_PAIR):
        return None  # block_restriction_effects' pair of "up to one target creature" slots (its own template)
    noun = singular_noun(m.group(3))
    if noun is None:
        return None
    fresh = type(slots)()
    got = sentence(f"Target {noun} {_VERBS[m.group(4)]} {m.group(5)}", fresh)
    if not got or len(got) != 1 or len(fresh.targets) != 1 or \
            getattr(got[0], "what", None) != TargetRef(0):
        return None
    spec = fresh.targets[0]
    up_to = bool(m.group(1))
    phrase = f"{'up to ' if up_to else ''}{m.group(2).lower()} target {m.group(3)}"
    t = dataclasses.replace(spec, up_to=up_to, text=phrase)
    node: Any = got[0]
    return [dataclasses.replace(node, what=slots.add(t)) for _ in range(n)]


def _with_what(e: Any, ref: TargetRef) -> Any:
    """``e`` acting on ``ref`` instead."""
    return dataclasses.replace(e, what=ref)


def _run(effect: tuple[Effect, ...], i: int, targets: tuple[TargetSlot, ...], node: Node
         ) -> tuple[int, str] | None:
    """(length, sentence) of a run of this family starting at node ``i``, or None."""
    first: Any = effect[i]
    ref = getattr(first, "what", None)
    if not isinstance(ref, TargetRef):
        return None
    spec = targets[ref.slot]
    k = 1
    while i + k < len(effect) and type(effect[i + k]) is type(first):
        nxt = getattr(effect[i + k], "what", None)
        if not isinstance(nxt, TargetRef) or nxt.slot != ref.slot + k or \
                targets[nxt.slot] != spec or \
                _with_what(first, nxt) != effect[i + k]:
            break
        k += 1
    if not 2 <= k <= _MOST:
        return None
    one = dataclasses.replace(spec, up_to=False, text="")
    single = node(_with_what(first, TargetRef(0)), (one,))
    m = re.fullmatch(r"Target (.+?) (gets|gains|loses|can't|can) (.+)", single)
    if not m:
        return None
    plural = plural_noun(m.group(1))
    verb = next(p for p, q in _VERBS.items() if q == m.group(2))
    if plural is None:
        return None
    phrase = f"{'up to ' if spec.up_to else ''}{word_number(k)} target {plural}"
    if spec.text != phrase:
        return None
    return k, f"{phrase[0].upper()}{phrase[1:]} {verb} {m.group(3)}"


def render_sequence(effect: tuple[Effect, ...], targets: tuple[TargetSlot, ...], node: Node
                    ) -> str | None:
    """The sentences of an effect with a run of this family; None when it has none."""
    return render_runs(effect, targets, lambda e, i, t: _run(e, i, t, node), node)
