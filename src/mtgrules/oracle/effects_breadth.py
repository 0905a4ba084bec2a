"""More one-shot effect sentences of the breadth templates (issue 9), over the existing effect
nodes:

- ``"Tap enchanted creature"``, ``"Destroy equipped creature"`` (the object the source is
  attached to, CR 303.4, 301.5);
- ``"Sacrifice a creature"``, ``"Sacrifice two lands"`` (the controller's choice, 701.21a;
  rendered by :mod:`mtgrules.oracle.permanent_effects`);
- ``"Target creature deals damage to itself equal to its power"`` (120.3);
- ``"Put target creature on top of its owner's library"``, ``"Put ~ on top of its owner's
  library"`` (400.7, 401.1);
- ``"Return target card from your graveyard to your hand"`` (400.7).

Declared in :mod:`mtgrules.oracle.readers`.
"""

from __future__ import annotations

import re

from mtgrules.model import (
    AttachedObject,
    Destroy,
    Filter,
    Fixed,
    MoveTo,
    TargetKind,
    TargetRef,
    TargetSlot,
    ThisObject,
    Untap,
    Whose,
    You,
    Zone,
)
from mtgrules.model import Tap as TapNode
from mtgrules.model.effects import Effect
from mtgrules.model.permanent_effects import DealsDamageToItself
from mtgrules.model.player_choices import SacrificeChosen
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.effects import _object as effect_object
from mtgrules.oracle.effects import _render_object as render_effect_object
from mtgrules.oracle.effects_base import cap
from mtgrules.oracle.phrases import (
    parse_noun,
    parse_word_number,
)

Targets = tuple[TargetSlot, ...]
_ATTACHED = {"enchanted creature": AttachedObject(),
             "equipped creature": AttachedObject(equipped=True)}
_ANY_CARD_IN_YOUR_GRAVEYARD = Filter(controller=Whose.YOU, zone=Zone.GRAVEYARD)
_TOP = " on top of its owner's library"


def _article(noun: str) -> str:
    return "an" if noun[:1] in "aeiouAEIOU" else "a"


def _singular(noun: str) -> str | None:
    if noun.endswith("ies"):
        return noun[:-3] + "y"
    return noun[:-1] if noun.endswith("s") else None


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """One effect sentence of this module (no final period); None otherwise."""
    m = re.fullmatch(r"(Tap|Untap|Destroy) (enchanted creature|equipped creature)", s)
    if m:
        on = _ATTACHED[m.group(2)]
        return [TapNode(on) if m.group(1) == "Tap" else Untap(on)
                if m.group(1) == "Untap" else Destroy(on)]
    m = re.fullmatch(r"Sacrifice (a|an|\w+) (.+)", s)
    if m and m.group(2) != "~":
        n = parse_word_number(m.group(1))
        noun = m.group(2) if n == 1 else _singular(m.group(2))
        if n is None or n < 1 or noun is None or (n == 1 and m.group(1) != _article(noun)):
            return None
        f = parse_noun(noun)
        return None if f is None else [SacrificeChosen(You(), f, Fixed(n))]
    m = re.fullmatch(r"(Target .+?) deals damage to itself equal to its power", s)
    if m:
        what = effect_object(m.group(1)[0].lower() + m.group(1)[1:], slots)
        return [DealsDamageToItself(what)] if isinstance(what, TargetRef) else None
    m = re.fullmatch(r"Put (.+)" + _TOP, s)
    if m:
        what = ThisObject() if m.group(1) == "~" else effect_object(m.group(1), slots)
        if what is None:
            return None
        return [MoveTo(what, Zone.LIBRARY, from_zone=Zone.BATTLEFIELD)]
    if s == "Return target card from your graveyard to your hand":
        ref = slots.add(TargetSlot(TargetKind.OBJECT, _ANY_CARD_IN_YOUR_GRAVEYARD,
                                   text="target card from your graveyard"))
        return [MoveTo(ref, Zone.HAND, from_zone=Zone.GRAVEYARD)]
    return None


def render(e: Effect, targets: Targets) -> str | None:
    """The inverse of :func:`parse` for one node; None for other nodes."""
    match e:
        case TapNode(what=AttachedObject() as a) | Untap(what=AttachedObject() as a) | \
                Destroy(what=AttachedObject() as a, no_regenerate=False) if a.noun == "creature":
            word = "equipped" if a.equipped else "enchanted"
            return f"{type(e).__name__} {word} creature"
        case DealsDamageToItself(what=TargetRef() as t):
            return f"{cap(render_effect_object(t, targets))} deals damage to itself equal to " \
                   "its power"
        case MoveTo(to=Zone.LIBRARY, from_zone=Zone.BATTLEFIELD, under_your_control=False):
            obj = "~" if isinstance(e.what, ThisObject) else render_effect_object(e.what,
                                                                                   targets)
            return f"Put {obj}{_TOP}"
    return None


def render_sequence(effect: tuple[Effect, ...], targets: Targets) -> str | None:
    """``"Return target card from your graveyard to your hand."`` (a target phrase the shared
    target renderer can't write: a card of no named type); None for other effects."""
    if len(effect) != 1 or not isinstance(e := effect[0], MoveTo) or \
            not isinstance(e.what, TargetRef) or e.to != Zone.HAND or \
            e.from_zone != Zone.GRAVEYARD or e.under_your_control:
        return None
    t = targets[e.what.slot]
    if t.kind == TargetKind.OBJECT and t.filter == _ANY_CARD_IN_YOUR_GRAVEYARD and \
            not t.up_to and t.count == 1:
        return "Return target card from your graveyard to your hand."
    return None
