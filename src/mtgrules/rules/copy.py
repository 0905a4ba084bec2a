"""Entering as a copy (CR 707.5, 614.1c, 613.2a).

A permanent with "You may have this permanent enter as a copy of any [filter] on the
battlefield" (:class:`~mtgrules.model.replacement.EntersAsCopy`) asks its controller, as it is
about to enter, which permanent to copy (or none: it enters as itself). The copy acquires the
chosen permanent's copiable values (707.2): the printed values of the card at the end of its
copy chain (707.3: a copy of a copy copies what that one copied), locked in as it enters
(707.2b). They are kept on the new object as ``chosen["copy"]`` (a card or token name), which
the layer system applies in layer 1 (:mod:`mtgrules.rules.layers`). Nothing else is copied
(707.2): not status (tapped), counters, damage, attachments, other continuous effects, nor
choices and designations made for the original (707.6: its sector, CR 702.158); the copy's own
"as enters" replacements and "enters" triggers are its copied ones (707.5), and it makes its
own choices (a sector is assigned afresh, 704.5u).
"""

from __future__ import annotations

from typing import Any, Literal

from mtgrules.cards.registry import get_card
from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.abilities import StaticAbility
from mtgrules.model.filters import ObjectFilter
from mtgrules.model.replacement import EntersAsCopy
from mtgrules.rules.copy_values import encode_exceptions
from mtgrules.rules.layers import compute_battlefield, copiable_name, matches
from mtgrules.rules.merged import copiable_components
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState

PENDING: Literal["pending"] = "pending"


def enters_as_copy(card: str) -> ObjectFilter | None:
    """The filter of the card's "enter as a copy of any ..." ability (CR 707.5), or None.
    Read from the card's own text: the permanent isn't on the battlefield yet."""
    r = _copy_replacement(card)
    return r.of if r is not None else None


def _copy_replacement(card: str) -> EntersAsCopy | None:
    for a in get_card(card).abilities:
        if isinstance(a, StaticAbility) and isinstance(a.replacement, EntersAsCopy):
            return a.replacement
    return None


def choose_copy(s: GameState, f: Frame, oid: int, controller: int
                ) -> dict[str, Any] | Literal["pending"]:
    """For object ``oid`` about to enter the battlefield under ``controller``: the ``info``
    to enter with (``{"copy": name}``, or ``{}`` to enter as itself), or PENDING after asking
    ``controller`` to choose (the frame ``f`` runs again with the answer). CR 707.5, 614.1c:
    "you may" is the choice of "none"; with no permanent to copy it simply enters."""
    o = s.objects[oid]
    r = _copy_replacement(copiable_name(o))  # a face-down spell has no abilities (708.3)
    if r is None:
        return {}
    flt = r.of
    chars = compute_battlefield(s)
    cands = [x for x in s.battlefield
             if x in chars and matches(s, x, chars[x], flt, controller, None)]
    ans = take_answer(f)
    if ans is None:
        if not cands:
            return {}
        ask(s, controller, CHOOSE,
            [Action("choose_card", (x,)) for x in cands] + [Action("choose_card", (0,))],
            f"{name_of(s, oid)}: enter as a copy of which permanent (or none)?", obj=oid)
        return PENDING
    chosen = int(ans.args[0]) if ans.args else 0
    if chosen not in cands:
        return {}
    # "except ..." (CR 707.9b): part of the copy's copiable values
    spec = copy_spec(s, chosen, encode_exceptions(r.exceptions) if r.exceptions else None)
    log_event(s, "copy", "707.5", f"{name_of(s, oid)} enters as a copy of "
              f"{name_of(s, chosen)}", controller, [oid, chosen], copied=spec["copy"])
    return spec


def copy_spec(s: GameState, oid: int, exceptions: list[Any] | None = None) -> dict[str, Any]:
    """The copiable values of object ``oid`` (CR 707.2) in their state form, for a copy of it:
    ``{"copy": name of the definition at the end of its copy chain (707.3)[, "copy_except":
    the exceptions of its copy effects (707.9, :mod:`mtgrules.rules.copy_values`)][,
    "copy_merged": a merged permanent's other components (729.2a)]}``. A face-down permanent
    gives its face-down values (708.2, 708.10); a permanent that became a copy, that copy
    effect's values (613.2a, 707.4); an object that left, its last values (608.2h: its object
    keeps them). ``exceptions`` (state form) are added after its own (this copy's 707.9)."""
    o = s.objects[oid]
    spec: dict[str, Any]
    over = [e["copy"] for e in s.effects if "copy" in e and oid in e["affected"]] \
        if s.effects and not o.face_down else []
    if over:
        spec = dict(over[-1])
    else:
        spec = {"copy": copiable_name(o)}
        if not o.face_down:
            if o.chosen.get("copy_except"):
                spec["copy_except"] = list(o.chosen["copy_except"])
            comps = copiable_components(o.chosen)  # a merged permanent (CR 729.2a)
            if comps:
                spec["copy_merged"] = comps
    if exceptions:
        spec["copy_except"] = [*spec.get("copy_except", ()), *exceptions]
    return spec
