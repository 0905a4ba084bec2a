"""Moving objects between zones (CR 400.7, 403.3, 110.2, 111.7-8).

A card that changes zones becomes a new object with a new id and no memory of its previous
existence (CR 400.7); the old object is kept in the store, in zone ``"gone"``, as last known
information (CR 608.2h) for abilities that look back. Tokens that leave the battlefield cease to
exist when state-based actions are checked (CR 704.5d, 111.7).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtgrules.log import log_event, name_of
from mtgrules.model.abilities import StaticAbility
from mtgrules.model.rules import NoteManaValueOfExiledCards
from mtgrules.rules import commander, day_night, faces, flashback
from mtgrules.rules.counters import apply_etb_replacements
from mtgrules.rules.dies import die_replacement
from mtgrules.rules.durations import end_when_source_leaves
from mtgrules.rules.exile_until import pop_linked
from mtgrules.rules.face_down import reveal_leaving
from mtgrules.rules.graveyard_replacement import exile_instead_of_graveyard
from mtgrules.rules.layers import characteristics, compute_battlefield
from mtgrules.rules.merged import leave_components
from mtgrules.rules.simultaneous import last_known
from mtgrules.rules.triggers import emit, simultaneously
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import GameObject

PLAYER_ZONES = ("library", "hand", "graveyard")


def new_object(s: GameState, card: str, owner: int, zone: str, kind: str = "card") -> GameObject:
    """Create a new object in the store (not yet in any zone list) with a fresh id and
    timestamp (CR 613.7d)."""
    o = GameObject(s.next_id, card, owner, zone, s.next_ts, kind)
    s.next_id += 1
    s.next_ts += 1
    s.objects[o.id] = o
    return o


def zone_list(s: GameState, zone: str, player: int) -> list[int]:
    """The id list of ``zone`` (for library/hand/graveyard, ``player``'s)."""
    if zone in PLAYER_ZONES:
        return getattr(s.players[player], zone)
    if zone == "battlefield":
        return s.battlefield
    if zone == "stack":
        return s.stack
    if zone == "exile":
        return s.exile
    raise ValueError(f"unknown zone {zone!r}")


def remove_from_zone(s: GameState, o: GameObject) -> None:
    """Take ``o``'s id out of its current zone list (no-op if already gone)."""
    if o.zone in PLAYER_ZONES:
        lst = getattr(s.players[o.owner], o.zone)
    elif o.zone in ("battlefield", "stack", "exile"):
        lst = zone_list(s, o.zone, o.owner)
    else:
        return
    if o.id in lst:
        lst.remove(o.id)


def _cease_to_exist(s: GameState, o: GameObject) -> None:
    """A copy of a spell that would leave the stack ceases to exist (CR 707.10a, 704.5e):
    it is not a card, and nothing could see it in another zone before state-based actions
    are checked (:mod:`mtgrules.rules.spell_copies`)."""
    remove_from_zone(s, o)
    o.zone = "gone"
    s.touch()
    log_event(s, "cease_to_exist", "704.5e", f"{name_of(s, o.id)} (a copy of a spell) "
              "leaves the stack and ceases to exist", o.controller, [o.id])


EnchantCandidates = Callable[[GameState, int, int, dict[str, Any] | None], list[int] | None]
"""``(state, object, controller, info) -> what it could enchant`` (None: not an Aura entering
unattached), :func:`mtgrules.rules.aura_entering.enchant_candidates`."""
AttachEntering = Callable[[GameState, int, int, list[int]], None]
"""``(state, Aura, controller, candidates)``: attach it, or ask which (CR 303.4f)."""
AURA_ENTERING: list[tuple[EnchantCandidates, AttachEntering]] = []
"""The rule of an Aura put onto the battlefield other than by resolving (CR 303.4f-g),
installed by the composition root (:mod:`mtgrules.rules.aura_entering`)."""


def _aura_stays(s: GameState, oid: int, to_controller: int,
                info: dict[str, Any] | None) -> list[int] | None:
    """The candidates an Aura entering unattached could enchant (CR 303.4f), or None."""
    return AURA_ENTERING[0][0](s, oid, to_controller, info) if AURA_ENTERING else None


def move(s: GameState, oid: int, to: str, *, position: str = "top", tapped: bool = False,
         controller: int | None = None, info: dict[str, Any] | None = None,
         face_down: str | None = None, attach_to: int | None = None) -> int:
    """Move object ``oid`` to zone ``to`` and return the new object's id (CR 400.7).

    ``position``: ``"top"`` or ``"bottom"`` for the library (graveyards and other ordered
    zones always get it on top). Cards go to their owner's library/hand/graveyard (CR 400.3).
    ``tapped``/``controller`` apply when entering the battlefield (the controller defaults to
    the owner, or the spell's controller for a resolving permanent spell, CR 110.2).
    ``info``: extra data copied to the new object's ``chosen`` (e.g. ``{"x": 2}``).
    A token moved anywhere but the battlefield stays as an object there until SBAs remove it.
    A copy of a spell leaving the stack ceases to exist at once (707.10a; its id is returned).
    Emits the ``enters``/``leaves`` events for triggers (CR 603.6, 603.10a).
    ``face_down``: a :class:`~mtgrules.model.face_down.FaceDownReason` value to put it onto
    the battlefield face down for (turned face down before it enters, CR 708.3); a face-down
    spell resolving enters face down (702.37c); a face-down object going anywhere else is
    revealed and its new object is face up (708.9).
    ``attach_to``: the object an Aura spell resolving enchants (CR 303.4f, 608.3; 0: it
    resolves as an Aura spell with nothing to enchant, and 704.5m puts it away); an Aura
    put onto the battlefield otherwise is attached to an object its controller chooses as it
    enters, and with nothing it could enchant it stays where it is (the id returned is then
    ``oid``) or, from the stack, is put into its owner's graveyard (303.4f-g).
    Inside a simultaneous event (:func:`mtgrules.rules.triggers.simultaneously`) it is part
    of that event: its last known information is from just before the event (CR 704.8) and
    its trigger events wait for the event's end (603.10a); alone, it is an event of its own.
    """
    with simultaneously(s):
        return _move(s, oid, to, position=position, tapped=tapped, controller=controller,
                     info=info, face_down=face_down, attach_to=attach_to)


def _move(s: GameState, oid: int, to: str, *, position: str, tapped: bool,
          controller: int | None, info: dict[str, Any] | None, face_down: str | None,
          attach_to: int | None) -> int:
    old = s.objects[oid]
    old_zone = old.zone
    if old.kind == "copy" and old_zone == "stack" and to != "stack":
        _cease_to_exist(s, old)  # a copy of a spell (CR 707.10a, 704.5e)
        return oid
    if "commanders" in s.extra:
        to = commander.command_zone_instead(s, oid, to)  # CR 903.9b
    aura_options: list[int] | None = None
    if to == "battlefield" and attach_to is None and old_zone != "battlefield":
        aura_options = _aura_stays(s, oid, controller if controller is not None else (
            old.controller if old_zone == "stack" else old.owner), info)
        if aura_options == []:  # CR 303.4g: nothing it could enchant
            if old_zone != "stack":
                log_event(s, "aura_stays", "303.4g", f"{name_of(s, oid)} can enchant nothing "
                          f"and stays in the {old_zone}", None, [oid])
                return oid
            log_event(s, "aura_stays", "303.4g", f"{name_of(s, oid)} can enchant nothing and "
                      "is put into its owner's graveyard", None, [oid])
            to, aura_options = "graveyard", None
    if old_zone == "battlefield" and old.chosen.get("unearthed") and to != "exile":
        # CR 702.84a: "If it would leave the battlefield, exile it instead of putting it
        # anywhere else" (a replacement effect, CR 614.1a).
        log_event(s, "replacement", "702.84a", f"{old.card}#{oid} is exiled instead (unearth)",
                  None, [oid])
        to = "exile"
    elif old_zone == "battlefield" and old.chosen.get("exile_if_leaves") and to != "exile":
        # "If it would leave the battlefield, exile it instead of putting it anywhere else"
        # (Whip of Erebos; CR 614.1a, model.leaves_exiled)
        log_event(s, "replacement", "614.1a", f"{old.card}#{oid} is exiled instead", None,
                  [oid])
        to = "exile"
    if old_zone == "battlefield" and to == "graveyard" and old.counters.get("finality"):
        # CR 122.1h: "If this permanent would be put into a graveyard from the battlefield,
        # exile it instead" (one replacement effect however many finality counters)
        log_event(s, "replacement", "122.1h", f"{old.card}#{oid} is exiled instead (finality "
                  "counter)", None, [oid])
        to = "exile"
    if old_zone == "battlefield" and to == "graveyard" and \
            characteristics(s, oid).types & {"Creature", "Planeswalker"}:
        why = die_replacement(s, oid)  # "would die, exile it instead" (CR 614.1a, 700.4)
        if why is not None:
            log_event(s, "replacement", why[0], f"{old.card}#{oid} is exiled instead of "
                      "dying", None, [oid] + ([why[1]] if why[1] else []))
            to = "exile"
    if to == "graveyard" and (src := exile_instead_of_graveyard(s, oid)) is not None:
        # "If a card would be put into a graveyard from anywhere, exile it instead" (614.1a)
        log_event(s, "replacement", "614.1a", f"{old.card}#{oid} is exiled instead of being "
                  "put into a graveyard", None, [oid, src])
        to = "exile"
    if old_zone == "stack" and old.kind == "card":
        to = faces.leaving_stack(s, old, to)  # aftermath, CR 702.127a
        to = flashback.leaving_stack(s, old, to)  # CR 702.34a
    lki: dict[str, Any] | None = None
    if old_zone == "battlefield":
        c, had = last_known(s, oid)  # CR 608.2h, 704.8
        lki = c.snapshot()
        lki["counters"] = had
        lki["id"] = oid
        lki["attached_to"] = old.attached_to
        if s.combat:
            s.combat.remove(oid)
        end_when_source_leaves(s, oid)  # "for as long as ~ remains" (CR 611.2b)
    was_controller = c.controller if old_zone == "battlefield" else old.controller
    remove_from_zone(s, old)
    if old.face_down and to != "battlefield":
        reveal_leaving(s, old, to)  # CR 708.9
    new = new_object(s, faces.card_after_move(s, old, to), old.owner, to, old.kind)
    if "commanders" in s.extra:
        commander.follow_card(s, oid, new.id, to)  # the designation follows the card (903.3)
    if old.kind == "token" and to != "battlefield":
        s.extra["token_left"] = True  # for the 704.5d check
    if to == "battlefield":
        new.controller = controller if controller is not None else (
            old.controller if old_zone == "stack" else old.owner)
        new.tapped = tapped
        new.sick = True
        if info:
            new.chosen.update(info)
        if face_down is None and old.face_down and old_zone == "stack":
            face_down = old.chosen.get("face_down")  # CR 702.37c, 702.168b
        if face_down is not None:  # CR 708.3
            new.face_down = True
            new.chosen["face_down"] = face_down
        if old_zone == "stack":
            new.x = old.x
        if attach_to:
            new.attached_to = attach_to
        s.battlefield.append(new.id)
    elif to in PLAYER_ZONES:
        lst = getattr(s.players[old.owner], to)
        if to == "library" and position == "bottom":
            lst.append(new.id)
        elif to == "library":
            lst.insert(0, new.id)
        else:
            lst.append(new.id)
    elif to == "stack":
        new.controller = controller if controller is not None else old.owner
        s.stack.append(new.id)
    elif to == "exile":
        s.exile.append(new.id)
    elif to != "command":  # (a commander's command zone has no list: rules.commander)
        raise ValueError(f"unknown zone {to!r}")
    if old_zone == "battlefield" and old.chosen and (
            "merged" in old.chosen or "melded" in old.chosen):
        leave_components(s, old, new, to, position, new_object)  # CR 729.3
    old.zone = "gone"
    if lki is not None:
        lki["became"] = new.id  # the new object, for "this card" (CR 400.7e-f)
    old.lki = lki if lki is not None else old.lki
    if old_zone == "battlefield":
        # Auras etc. attached to it are checked by SBA 704.5m; anything it was attached to
        # forgets it.
        pass
    s.touch()
    if to == "exile" and old.kind == "card":
        note_exiled_mana_value(s, new.id)
    if to == "battlefield":
        if aura_options:
            AURA_ENTERING[0][1](s, new.id, new.controller, aura_options)
        apply_etb_replacements(s, new, old_zone)
        day_night.update(s, new.id)  # CR 702.145d, 702.145g
    if old_zone == "battlefield":
        emit(s, {"type": "leaves", "obj": oid, "new": new.id, "from": old_zone, "to": to,
                 "controller": was_controller, "lki": lki})
        for r in pop_linked(s, oid):  # CR 610.3c: "until ~ leaves the battlefield"
            back = move(s, r, "battlefield")
            log_event(s, "return", "610.3c", f"{name_of(s, back)} returns to the battlefield "
                      f"({old.card} left it)", None, [back])
    if to == "battlefield":
        emit(s, {"type": "enters", "obj": new.id, "from": old_zone,
                 "controller": new.controller})
    return new.id


def note_exiled_mana_value(s: GameState, exiled: int) -> None:
    """"Note the mana value of each card as it's put into exile"
    (:class:`~mtgrules.model.NoteManaValueOfExiledCards`): every permanent
    on the battlefield as the card is exiled that has that ability records the card's mana
    value *as it is in exile* (seed 002 rulings; X is 0 there, CR 107.3g/107.3i, 202.3e) in its
    ``chosen["noted"]`` as ``{str(turn): [values...]}``. Only the current turn is kept (the
    power reads "this turn"); the dict is replaced, never mutated, because ``chosen`` is
    shallow-copied by ``GameObject.copy``."""
    chars = compute_battlefield(s)
    noters = [oid for oid in s.battlefield if oid in chars and any(
        isinstance(a, StaticAbility) and any(isinstance(r, NoteManaValueOfExiledCards)
                                             for r in a.rules)
        for a in chars[oid].abilities)]
    if not noters:
        return
    c = characteristics(s, exiled)
    mv = c.mana_cost.mana_value(0) if c.mana_cost else 0
    turn = str(s.turn)
    for oid in noters:
        o = s.objects[oid]
        old_notes = o.chosen.get("noted", {})
        o.chosen["noted"] = {turn: [*old_notes.get(turn, []), mv]}
        log_event(s, "note", "604.1", f"{name_of(s, oid)} notes mana value {mv} "
                  f"({name_of(s, exiled)} was put into exile)", chars[oid].controller,
                  [oid, exiled], mana_value=mv)
    s.touch()


def create_token(s: GameState, token: str, controller: int, *, tapped: bool = False,
                 info: dict[str, Any] | None = None,
                 counters: dict[str, int] | None = None) -> int:
    """Create a token named ``token`` (a registered token definition) on the battlefield under
    ``controller``'s control (CR 111.2, 701.7); returns its id. Emits ``enters``. ``info``:
    data for its ``chosen`` as it enters (a token copy's copiable values, CR 707.5);
    ``counters``: counters it enters with (614.1c). An Aura token is attached to an object
    its controller chooses (CR 303.4f); with nothing it could enchant it isn't created
    (303.4g: the id returned is then of an object already gone)."""
    o = new_object(s, token, controller, "command", "token")  # not yet on the battlefield
    o.controller = controller
    o.tapped = tapped
    if info:
        o.chosen.update(info)
    aura_options = _aura_stays(s, o.id, controller, None)
    if aura_options == []:  # CR 303.4g: an Aura token with nothing to enchant isn't created
        o.zone = "gone"
        log_event(s, "aura_stays", "303.4g", f"{name_of(s, o.id)} can enchant nothing and "
                  "isn't created", controller, [o.id])
        return o.id
    o.zone = "battlefield"
    if counters:
        o.counters.update(counters)
    o.sick = True
    s.battlefield.append(o.id)
    s.touch()
    if aura_options:
        AURA_ENTERING[0][1](s, o.id, controller, aura_options)
    apply_etb_replacements(s, o, None)
    emit(s, {"type": "enters", "obj": o.id, "from": None, "controller": controller})
    return o.id
