"""Exiling until the source leaves the battlefield (CR 610.3):
:class:`~mtgrules.model.exile_until.ExileUntilSourceLeaves`; returning an exiled card later
(603.7a): :class:`~mtgrules.model.exile_until.ReturnLater` sets up a delayed triggered
ability (:data:`RETURN_FROM_EXILE`, :data:`RETURN_FROM_EXILE_HASTE`) whose source is the
exiled card."""

from __future__ import annotations

from mtgrules.effects.ops import add_effect
from mtgrules.effects.refs import objects, set_those
from mtgrules.keywords import keyword
from mtgrules.log import log_event, name_of
from mtgrules.model.abilities import TriggeredAbility
from mtgrules.model.base import Duration, Step, Whose, Zone
from mtgrules.model.codec import to_data
from mtgrules.model.continuous import AddAbilities
from mtgrules.model.effects import MoveTo
from mtgrules.model.exile_until import (
    ExileAt,
    ExileLater,
    ExileUntilSourceLeaves,
    ReturnAt,
    ReturnFromExile,
    ReturnLater,
)
from mtgrules.model.refs import ObjectRef, ThisObject
from mtgrules.model.triggers import BeginningOf
from mtgrules.rules.exile_until import link
from mtgrules.rules.zone_change import move
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def exile_until_source_leaves(s: GameState, f: Frame, e: ExileUntilSourceLeaves) -> bool:
    """Exile the objects and link them to the source (CR 610.3a); nothing happens when the
    source is no longer on the battlefield (610.3c)."""
    src = int(f.data["ctx"]["source"])
    o = s.objects.get(src)
    if o is None or o.zone != "battlefield":
        log_event(s, "exile_until", "610.3c", "the source has left the battlefield: nothing "
                  "is exiled", None, [src])
        set_those(f, [])
        return True
    moved: list[int] = []
    for r in objects(s, f, e.what):
        if s.objects[r].zone != "battlefield":
            continue
        log_event(s, "exile", "610.3a", f"{name_of(s, r)} is exiled until {name_of(s, src)} "
                  "leaves the battlefield", None, [r, src])
        new = move(s, r, "exile")
        link(s, src, new)
        moved.append(new)
    set_those(f, moved)
    return True


RETURN_FROM_EXILE = TriggeredAbility(
    "exile_until:return", "Return it to the battlefield under its owner's control.",
    event=BeginningOf(Step.UPKEEP, Whose.ANY), effect=(ReturnFromExile(),))
RETURN_FROM_EXILE_HASTE = TriggeredAbility(
    "exile_until:return_haste", "Return it to the battlefield under its owner's control. It "
    "gains haste.", event=BeginningOf(Step.UPKEEP, Whose.ANY),
    effect=(ReturnFromExile(haste=True),))
"""The delayed triggered abilities of :class:`ReturnLater` (CR 603.7a); the step they wait
for is in the delayed trigger's record (``s.delayed``), not in ``event``."""


EXILE_IT = TriggeredAbility(
    "exile_until:exile", "Exile it.", event=BeginningOf(Step.END, Whose.ANY),
    effect=(MoveTo(ThisObject(), Zone.EXILE),))
"""The delayed triggered ability of :class:`ExileLater` (CR 603.7a); its source is the
permanent to exile."""


def delayed_return_abilities() -> tuple[TriggeredAbility, ...]:
    """This module's delayed abilities, for the ability registry (:mod:`mtgrules.wiring`)."""
    return RETURN_FROM_EXILE, RETURN_FROM_EXILE_HASTE, EXILE_IT


def exile_later(s: GameState, f: Frame, e: ExileLater) -> bool:
    """Create a delayed triggered ability exiling each permanent "it"/"that token" names, at
    end of combat or at the beginning of the next end step (CR 603.7a); it triggers once
    (603.7c) and is forgotten if that permanent leaves the battlefield first (400.7)."""
    return delay_for_each_permanent(s, f, e.what, e.when, EXILE_IT.key, "exiled")


def delay_for_each_permanent(s: GameState, f: Frame, what: ObjectRef, when: ExileAt,
                             ability_key: str, verb: str) -> bool:
    """For each permanent ``what`` names, create a delayed triggered ability (``ability_key``,
    its source that permanent) at end of combat or at the beginning of the next end step
    (CR 603.7a); it triggers once (603.7c) and is forgotten if the permanent leaves the
    battlefield first (400.7). Logs "X will be ``verb`` [when]". Returns True (done)."""
    ctrl = int(f.data["ctx"]["controller"])
    step = "end_of_combat" if when is ExileAt.END_OF_COMBAT else "end"
    for r in objects(s, f, what):
        if s.objects[r].zone != "battlefield":
            continue
        s.delayed.append({"event": "step_begin", "match": {"step": step},
                          "ability": ability_key, "source": r, "controller": ctrl,
                          "once": True, "source_zone": "battlefield"})
        log_event(s, "delayed_trigger", "603.7a", f"{name_of(s, r)} will be {verb} "
                  f"{when.value}", ctrl, [r])
    return True


def return_later(s: GameState, f: Frame, e: ReturnLater) -> bool:
    """Create the delayed triggered ability returning each card "it" names that is in exile
    (CR 603.7a), at the beginning of the controller's next upkeep or of the next end step;
    it triggers once (603.7c) and is forgotten if the card leaves exile first (400.7)."""
    ctrl = int(f.data["ctx"]["controller"])
    match = {"step": "upkeep", "active": ctrl} if e.when is ReturnAt.YOUR_NEXT_UPKEEP \
        else {"step": "end"}
    ability = RETURN_FROM_EXILE_HASTE if e.haste else RETURN_FROM_EXILE
    for r in objects(s, f, e.what):
        if s.objects[r].zone != "exile":
            continue
        s.delayed.append({"event": "step_begin", "match": match, "ability": ability.key,
                          "source": r, "controller": ctrl, "once": True,
                          "source_zone": "exile"})
        log_event(s, "delayed_trigger", "603.7a", f"{name_of(s, r)} will return to the "
                  f"battlefield at the beginning of {e.when.value}", ctrl, [r])
    return True


def return_from_exile(s: GameState, f: Frame, e: ReturnFromExile) -> bool:
    """The delayed ability's effect: its source, still in exile, returns to the battlefield
    under its owner's control (CR 603.7, 400.7), with haste if ``e.haste`` (611.2a)."""
    src = int(f.data["ctx"]["source"])
    o = s.objects.get(src)
    if o is None or o.zone != "exile" or o.kind == "token":
        return True
    new = move(s, src, "battlefield")
    log_event(s, "return", "603.7a", f"{name_of(s, new)} returns to the battlefield", None,
              [new])
    if e.haste:
        add_effect(s, [new], [to_data(AddAbilities((keyword("haste"),)))], Duration.INDEFINITE,
                   int(f.data["ctx"]["controller"]), new)
    return True
