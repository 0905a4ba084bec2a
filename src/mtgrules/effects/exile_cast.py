"""Executing :mod:`mtgrules.model.exile_cast` (CR 406.3, 601.3)."""

from __future__ import annotations

from mtgrules.effects.refs import set_those
from mtgrules.log import log_event, name_of
from mtgrules.model.exile_cast import CastFromExileAfterAnotherSpell, ExileTopCard
from mtgrules.rules.linked_exile import link_exiled
from mtgrules.rules.zone_change import move
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def exile_top_card(s: GameState, f: Frame, e: ExileTopCard) -> bool:
    """The controller exiles the top card of their library face up (CR 406.3); "it" after
    this is the exiled card (nothing when the library is empty)."""
    pid = int(f.data["ctx"]["controller"])
    p = s.players[pid]
    if not p.library:
        set_those(f, [])
        return True
    top = p.library[0]
    log_event(s, "exile", "406.3", f"{p.name} exiles {name_of(s, top)} from the top of their "
              "library", pid, [top])
    new = move(s, top, "exile")
    link_exiled(s, int(f.data["ctx"]["source"]), new)  # "cards exiled with ~" (CR 607.2a)
    set_those(f, [new])
    s.touch()
    return True


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
