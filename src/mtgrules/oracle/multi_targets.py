"""Several targets named by one phrase with a number (CR 115.1, 115.3, 601.2c): ``"Tap up to
two target creatures"``, ``"Destroy three target artifacts"``, ``"Return up to two target
creature cards from your graveyard to your hand"``, ``"Return up to three target creatures to
their owners' hands"``.

The phrase is one instance of the word "target" choosing N different objects: N target slots
with the same spec (each "up to" when the text says so: zero to N objects, CR 601.2c), one effect
node each, done in order (608.2c). ``"Tap two target creatures"`` without "up to" is
:mod:`mtgrules.oracle.two_targets`' (registered after this module, which leaves it alone).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from mtgrules.model import (
    Destroy,
    MoveTo,
    TargetKind,
    TargetRef,
    TargetSlot,
    Those,
    Untap,
    Zone,
)
from mtgrules.model import Tap as TapNode
from mtgrules.model.base import walk
from mtgrules.model.effects import Effect
from mtgrules.oracle.effects import Slots, render_node
from mtgrules.oracle.phrases import (
    common,
    parse_target,
    parse_word_number,
    render_target,
    word_number,
)

_PLURAL = {"creatures": "creature", "artifacts": "artifact", "enchantments": "enchantment",
           "lands": "land", "planeswalkers": "planeswalker", "permanents": "permanent",
           "cards": "card",
           # the basic land types with a plural of their own (CR 305.6; "Plains" has none)
           "Forests": "Forest", "Islands": "Island", "Mountains": "Mountain",
           "Swamps": "Swamp"}
_SINGULAR = {v: k for k, v in _PLURAL.items()}
_TO_HAND = " to their owners' hands"
_FROM_GRAVEYARD = " from your graveyard to your hand"
_MOST = 5
"""The largest number written ("up to five target creatures")."""


def _swap(phrase: str, table: dict[str, str]) -> str | None:
    """The phrase with its noun made singular or plural: "card(s)" if it has that word
    ("creature cards"), else its first type noun ("creatures you control"); "your opponents
    control" is "an opponent controls" in the singular (CR 102.3)."""
    mine, theirs = " your opponents control", " an opponent controls"
    src, dst = (mine, theirs) if table is _PLURAL else (theirs, mine)
    if phrase.endswith(src):
        swapped = _swap(phrase[: -len(src)], table)
        return None if swapped is None else swapped + dst
    words = phrase.split(" ")
    cards = [i for i, w in enumerate(words) if w in ("card", "cards")]
    for i in cards or range(len(words)):
        w = words[i]
        base = w[3:] if w.startswith("non") else w
        if base in table:
            words[i] = w[: len(w) - len(base)] + table[base]
            return " ".join(words)
    return None


def singular_noun(phrase: str) -> str | None:
    """``"creatures you control"`` -> ``"creature you control"`` (:func:`_swap`); None for a
    phrase without a plural noun."""
    return _swap(phrase, _PLURAL)


def plural_noun(phrase: str) -> str | None:
    """The inverse of :func:`singular_noun`."""
    return _swap(phrase, _SINGULAR)


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """One sentence of this family (no final period); None otherwise."""
    m = re.fullmatch(r"(Tap|Untap|Destroy|Exile|Return) (up to )?(\w+) target (.+)", s)
    if not m:
        return None
    verb, up_to, n = m.group(1), bool(m.group(2)), parse_word_number(m.group(3))
    if n is None or not 2 <= n <= _MOST or (n == 2 and not up_to and verb != "Return"):
        return None
    rest = m.group(4)
    to = Zone.EXILE
    from_zone: Zone | None = None
    if verb == "Return":
        if rest.endswith(_TO_HAND):
            rest, to, from_zone = rest[: -len(_TO_HAND)], Zone.HAND, Zone.BATTLEFIELD
        elif rest.endswith(_FROM_GRAVEYARD):
            rest = rest[: -len(_FROM_GRAVEYARD)] + " from your graveyard"
            to, from_zone = Zone.HAND, Zone.GRAVEYARD
        else:
            return None
    noun = _swap(rest, _PLURAL)
    t = parse_target("target " + noun) if noun is not None else None
    if t is None or t.kind != TargetKind.OBJECT:
        return None
    zone = common(t.filter).zone
    if zone != (Zone.GRAVEYARD if from_zone == Zone.GRAVEYARD else Zone.BATTLEFIELD):
        return None
    phrase = f"{m.group(2) or ''}{m.group(3)} target {m.group(4)}"
    for tail in (_TO_HAND, _FROM_GRAVEYARD):
        if phrase.endswith(tail):
            phrase = phrase[: -len(tail)] + (" from your graveyard" if tail == _FROM_GRAVEYARD
                                             else "")
    t = TargetSlot(t.kind, t.filter, up_to=up_to, text=phrase)
    refs = [slots.add(t) for _ in range(n)]
    match verb:
        case "Tap":
            return [TapNode(r) for r in refs]
        case "Untap":
            return [Untap(r) for r in refs]
        case "Destroy":
            return [Destroy(r) for r in refs]
        case _:
            return [MoveTo(r, to, from_zone=from_zone) for r in refs]


def _verb(e: Effect) -> tuple[str, str] | None:
    """The verb and the words after the target phrase of one node of this family."""
    match e:
        case TapNode():
            return "Tap", ""
        case Untap():
            return "Untap", ""
        case Destroy(no_regenerate=False):
            return "Destroy", ""
        case MoveTo(to=Zone.EXILE, from_zone=None, under_your_control=False):
            return "Exile", ""
        case MoveTo(to=Zone.HAND, from_zone=Zone.BATTLEFIELD, under_your_control=False):
            return "Return", _TO_HAND
        case MoveTo(to=Zone.HAND, from_zone=Zone.GRAVEYARD, under_your_control=False):
            return "Return", _FROM_GRAVEYARD
    return None


def _run(effect: tuple[Effect, ...], i: int, targets: tuple[TargetSlot, ...]
         ) -> tuple[int, str] | None:
    """(length, sentence) of a run of this family starting at node ``i``, or None."""
    first = effect[i]
    vt = _verb(first)
    ref = getattr(first, "what", None)
    if vt is None or not isinstance(ref, TargetRef):
        return None
    spec = targets[ref.slot]
    k = 1
    while i + k < len(effect) and type(effect[i + k]) is type(first) and \
            _verb(effect[i + k]) == vt and \
            dataclasses.replace(effect[i + k], what=ref) == first:  # type: ignore[arg-type]
        nxt = getattr(effect[i + k], "what", None)
        if not isinstance(nxt, TargetRef) or nxt.slot != ref.slot + k or \
                targets[nxt.slot] != spec:
            break
        k += 1
    if k < 2 or k > _MOST or (k == 2 and not spec.up_to and vt[0] != "Return"):
        return None
    single = render_target(dataclasses.replace(spec, up_to=False))[len("target "):]
    verb, tail = vt
    if tail == _FROM_GRAVEYARD:
        if not single.endswith(" from your graveyard"):
            return None
        single = single[: -len(" from your graveyard")]
    plural = _swap(single, _SINGULAR)
    if plural is None:
        return None
    up = "up to " if spec.up_to else ""
    return k, f"{verb} {up}{word_number(k)} target {plural}{tail}"


Run = Callable[[tuple[Effect, ...], int, tuple[TargetSlot, ...]], tuple[int, str] | None]
"""A reader of a run of nodes at an index: how many nodes and their one sentence, or None."""


def render_runs(effect: tuple[Effect, ...], targets: tuple[TargetSlot, ...], run: Run,
                node: Callable[[Effect, tuple[TargetSlot, ...]], str]) -> str | None:
    """The sentences of an effect where runs of nodes (several targets of one verb, CR 115.1)
    are written as one sentence by ``run`` and the other nodes by ``node``; None when the
    effect has no run. ValueError when a pronoun follows a run ("they" would name only its
    last object)."""
    if not any(run(effect, i, targets) for i in range(len(effect))):
        return None
    out: list[str] = []
    i = 0
    while i < len(effect):
        got = run(effect, i, targets)
        if got is not None:
            out.append(got[1] + ".")
            i += got[0]
            if any(isinstance(n, Those) for e in effect[i:] for n in walk(e)):
                # "they"/"them" would name only the run's last object (set_those)
                raise ValueError("a pronoun after several targets has no rendering")
        else:
            out.append(node(effect[i], targets) + ".")
            i += 1
    return " ".join(out)


def render_sequence(effect: tuple[Effect, ...], targets: tuple[TargetSlot, ...]) -> str | None:
    """The sentences of an effect with a run of this family; None when it has none."""
    return render_runs(effect, targets, _run, render_node)
