"""Creatures put onto the battlefield attacking (CR 506.3, 508.4).

A creature put onto the battlefield attacking attacks a player or planeswalker its controller
chooses among those the attacking player could attack, as it enters (508.4). It is
"attacking" but never "attacked": no attack triggers, and the requirements and restrictions of
declaring attackers don't apply (508.4c). It is never attacking if there is no combat, if its
controller isn't the attacking player (506.3b) or if it isn't a creature (506.3a).

Used by the effects that create or put permanents "tapped and attacking"
(:mod:`mtgrules.effects.attacking`); a copy effect that makes a token "tapped and attacking"
uses :func:`choose_defenders` and :func:`make_attacking` the same way.
"""

from __future__ import annotations

from mtgrules.engine import ask, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.rules.combat import defenders
from mtgrules.rules.layers import characteristics
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import ref_player


def defender_options(s: GameState, controller: int) -> list[int]:
    """What a creature entering attacking under ``controller`` may attack (CR 508.4): the
    opponents still in the game and the planeswalkers they control, as references
    (:func:`~mtgrules.state.objects.player_ref` or an object id); empty when there is no
    combat or ``controller`` isn't the attacking player (506.3b)."""
    if s.combat is None or controller != s.active:
        return []
    return defenders(s)


def choose_defenders(s: GameState, f: Frame, controller: int, n: int,
                     key: str = "attack_choices") -> list[int] | None:
    """The defender each of ``n`` creatures entering attacking will attack (CR 508.4), chosen
    by ``controller`` one creature at a time (a ``choose`` decision offering each option as a
    ``choose_card`` reference) when there is more than one option. Progress lives in the
    frame's variables under ``key`` (DESIGN 3). Returns the choices (empty when they can't
    attack: 506.3b), or None while a decision is pending."""
    opts = defender_options(s, controller)
    if not opts or n <= 0:
        return []
    v = f.data["ctx"]["vars"]
    got: list[int] = v.setdefault(key, [])
    ans = take_answer(f)
    if ans is not None and len(got) < n:
        got.append(int(ans.args[0]))
    while len(got) < n:
        if len(opts) == 1:
            got.append(opts[0])
            continue
        ask(s, controller, CHOOSE, [Action("choose_card", (d,)) for d in opts],
            f"{s.players[controller].name}: choose what the creature entering attacking attacks")
        return None
    del v[key]
    return list(got)


def make_attacking(s: GameState, oid: int, defender: int) -> bool:
    """Make the creature ``oid``, just put onto the battlefield, an attacking creature
    attacking ``defender`` (CR 508.4); not if it isn't a creature (506.3a) or the defender
    is gone (506.3c, 508.4a). True if it is now attacking."""
    if s.combat is None or s.objects[oid].zone != "battlefield":
        return False
    c = characteristics(s, oid)
    if "Creature" not in c.types:
        return False  # CR 506.3a
    pl = ref_player(defender)
    if pl is not None and s.players[pl].lost:
        return False  # CR 506.3c
    if pl is None and (s.objects[defender].zone != "battlefield"
                       or "Planeswalker" not in characteristics(s, defender).types):
        return False  # CR 508.4a
    s.combat.attackers[oid] = defender
    s.touch()
    what = s.players[pl].name if pl is not None else name_of(s, defender)
    log_event(s, "enters_attacking", "508.4", f"{name_of(s, oid)} enters attacking {what}",
              c.controller, [oid])
    return True

