"""Two targets named by one phrase (CR 115.1, 601.2c): ``"Untap two target lands"``, ``"Tap
two target creatures"``, ``"Destroy two target artifacts"``.

The phrase is one instance of the word "target" choosing two different objects (CR 115.3): two
target slots with the same spec, one effect node each. The engine requires that many different
legal choices to cast or activate (:func:`mtgrules.rules.targeting.has_legal_targets`) and
never offers a chosen object again. Declared in :mod:`mtgrules.oracle.readers`.
"""

from __future__ import annotations

import re

from mtgrules.model import Destroy, TargetKind, TargetRef, TargetSlot, Untap, Zone
from mtgrules.model import Tap as TapNode
from mtgrules.model.effects import Effect
from mtgrules.oracle import effects
from mtgrules.oracle.phrases import common, parse_target, render_target

_VERBS: dict[str, type[Untap] | type[TapNode] | type[Destroy]] = {
    "Untap": Untap, "Tap": TapNode, "Destroy": Destroy}
_VERB_OF = {v: k for k, v in _VERBS.items()}
_PLURAL = {"creatures": "creature", "artifacts": "artifact", "enchantments": "enchantment",
           "lands": "land", "planeswalkers": "planeswalker", "permanents": "permanent"}
_SINGULAR = {v: k for k, v in _PLURAL.items()}


def _swap_first(phrase: str, table: dict[str, str]) -> str | None:
    words = phrase.split(" ")
    for i, w in enumerate(words):
        base = w[3:] if w.startswith("non") else w
        if base in table:
            words[i] = w[: len(w) - len(base)] + table[base]
            return " ".join(words)
    return None


def parse(s: str, slots: effects.Slots) -> list[Effect] | None:
    """``"Untap two target lands"`` -> ``[Untap(T0), Untap(T1)]`` with two equal slots."""
    m = re.fullmatch(r"(Untap|Tap|Destroy) two target (.+)", s)
    if not m:
        return None
    noun = _swap_first(m.group(2), _PLURAL)
    t = parse_target("target " + noun) if noun is not None else None
    if t is None or t.kind != TargetKind.OBJECT or common(t.filter).zone != Zone.BATTLEFIELD:
        return None
    t = TargetSlot(t.kind, t.filter, text="two target " + m.group(2))
    cls = _VERBS[m.group(1)]
    return [cls(slots.add(t)), cls(slots.add(t))]


def _pair(a: Effect, b: Effect | None, targets: tuple[TargetSlot, ...]) -> str | None:
    if not isinstance(a, Untap | TapNode | Destroy) or type(b) is not type(a) or \
            getattr(a, "no_regenerate", False) or getattr(b, "no_regenerate", False):
        return None
    ra, rb = getattr(a, "what", None), getattr(b, "what", None)
    if not (isinstance(ra, TargetRef) and isinstance(rb, TargetRef)) or rb.slot != ra.slot + 1:
        return None
    ta, tb = targets[ra.slot], targets[rb.slot]
    if ta.kind != tb.kind or ta.filter != tb.filter or ta.up_to or tb.up_to:
        return None
    plural = _swap_first(render_target(ta)[len("target "):], _SINGULAR)
    if plural is None:
        raise ValueError("no plural rendering")
    return f"{_VERB_OF[type(a)]} two target {plural}"


def render_sequence(effect: tuple[Effect, ...], targets: tuple[TargetSlot, ...]) -> str | None:
    """The sentences of an effect with a "two target" pair; None when it has none."""
    if not any(_pair(effect[i], effect[i + 1], targets) for i in range(len(effect) - 1)):
        return None
    out: list[str] = []
    i = 0
    while i < len(effect):
        both = _pair(effect[i], effect[i + 1] if i + 1 < len(effect) else None, targets)
        out.append((both if both is not None else effects.render_node(effect[i], targets)) + ".")
        i += 2 if both is not None else 1
    return " ".join(out)
