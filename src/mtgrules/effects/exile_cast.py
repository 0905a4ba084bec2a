"""Executing :mod:`mtgrules.model.exile_cast` (CR 601.3; its exile is
:func:`mtgrules.effects.impulse.exile_from_top`, CR 406.3)."""

from __future__ import annotations

from mtgrules.log import log_event, name_of
from mtgrules.model.exile_cast import CastFromExileAfterAnotherSpell
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def cast_after_another_spell(s: GameState, f: Frame, e: CastFromExileAfterAnotherSpell
                             ) -> bool:
    """Give the exiled card ("it") its permission: a ``play_permissions`` entry with
    ``"cast_only"`` (spells only, CR 601.3) and ``"after_another_spell"`` (only while its
    player has cast a spell this turn), void once the card leaves exile (CR 400.7)."""
    pid = int(f.data["ctx"]["controller"])
    ids = [int(x) for x in f.data["ctx"]["vars"].get("those", ())
           if int(x) in s.objects and s.objects[int(x)].zone == "exile"]
    perms = list(s.extra.get("play_permissions", ()))
    for oid in ids:
        perms.append({"player": pid, "obj": oid, "cast_only": True,
                      "after_another_spell": True})
        log_event(s, "permission", "601.3", f"{name_of(s, oid)} may be cast from exile as "
                  "long as its owner has cast another spell this turn", pid, [oid])
    if ids:
        s.extra["play_permissions"] = perms
        s.touch()
    return True
