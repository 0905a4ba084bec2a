"""An Aura put onto the battlefield other than by resolving as an Aura spell (CR 303.4f-g):
a search that puts it onto the battlefield, a return from a graveyard, a token copy of an
Aura.

The player it enters under chooses, as it enters, an object it can legally enchant by its
enchant ability and the other rules of :func:`mtgrules.rules.attachments.can_attach` (the
choice doesn't target: hexproof and shroud don't stop it, CR 115.1, 303.4f). With no object
it could enchant, it stays in its current zone, or is put into its owner's graveyard from the
stack, and a token is not created (303.4g). Auras enchanting players are not in the engine.

:func:`enchant_candidates` is installed (by the composition root) as
:data:`mtgrules.rules.zone_change.AURA_ENTERING`, which :func:`~mtgrules.rules.zone_change.move`
and :func:`~mtgrules.rules.zone_change.create_token` consult; the choice among several is the
``aura_enchant`` frame here (a decision as data, asked before any player gets priority).
"""

from __future__ import annotations

from typing import Any

from mtgrules.cards.registry import get_card
from mtgrules.engine import ask, handler, pop, push, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.rules.attachments import RESTRICTIONS, attachment_kind, can_attach, enchant_allows
from mtgrules.rules.layers import (
    Characteristics,
    characteristics,
    compute_battlefield,
    copiable_name,
)
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def enchant_candidates(s: GameState, oid: int, controller: int,
                       info: dict[str, Any] | None) -> list[int] | None:
    """For object ``oid`` about to be put onto the battlefield under ``controller`` (not by
    resolving as an Aura spell): None when it won't be an Aura entering unattached (not an
    Aura, an Aura creature, face down, or entering as a copy), else the permanents it could
    enchant (CR 303.4f), in battlefield order; empty: it can't enter (303.4g)."""
    o = s.objects[oid]
    if o.face_down or (info and ("copy" in info or "face_down" in info)):
        return None
    d = get_card(copiable_name(o))  # cheaply, before computing characteristics
    if "Aura" not in d.type_line.subtypes and not any(
            "Aura" in face.type_line.subtypes for face in d.faces):
        return None
    c = characteristics(s, oid)
    if attachment_kind(c) != "Aura" or "Creature" in c.types:
        return None
    chars = dict(compute_battlefield(s))
    entering = Characteristics.__new__(Characteristics)
    for slot in Characteristics.__slots__:
        setattr(entering, slot, getattr(c, slot))
    entering.controller = controller
    chars[oid] = entering
    return [x for x in s.battlefield if x != oid and x in chars
            and enchant_allows(s, oid, x, entering, chars[x])
            and all(r(s, oid, x, chars) for r in RESTRICTIONS)]


def attach_entering(s: GameState, oid: int, controller: int, options: list[int]) -> None:
    """Attach the Aura ``oid``, now on the battlefield, to its only candidate, or ask
    ``controller`` to choose among ``options`` (the ``aura_enchant`` frame; CR 303.4f)."""
    if len(options) == 1:
        _attach(s, oid, options[0], controller)
    else:
        push(s, "aura_enchant", obj=oid, player=controller, options=list(options))


def _attach(s: GameState, aura: int, target: int, controller: int) -> None:
    s.objects[aura].attached_to = target
    s.touch()
    log_event(s, "attach", "303.4f", f"{name_of(s, aura)} enters attached to "
              f"{name_of(s, target)}", controller, [aura, target])


@handler("aura_enchant")
def aura_enchant_frame(s: GameState, f: Frame) -> None:
    """Ask which of the options the entering Aura enchants (CR 303.4f), then attach it. An
    option it can no longer enchant is not offered; with none left it stays unattached (and
    the state-based actions put it into its owner's graveyard, 704.5m)."""
    d = f.data
    o = s.objects.get(d["obj"])
    if o is None or o.zone != "battlefield" or o.attached_to is not None:
        pop(s, f)
        return
    chars = compute_battlefield(s)
    options = [x for x in d["options"] if can_attach(s, o.id, x, chars)]
    if not options:
        pop(s, f)
        return
    ans = take_answer(f)
    if ans is None and len(options) > 1:
        ask(s, d["player"], CHOOSE, [Action("choose_card", (x,)) for x in options],
            f"Choose what {name_of(s, o.id)} enchants as it enters (CR 303.4f)", obj=o.id)
        return
    pop(s, f)
    pick = int(ans.args[0]) if ans is not None else options[0]
    if pick in options:
        _attach(s, o.id, pick, d["player"])
