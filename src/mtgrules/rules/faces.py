"""Multi-face cards in play: split cards (CR 709), aftermath (702.127), modal and transforming
double-faced cards (712, 701.27 transform) and adventurer cards (715).

An object's ``card`` is the card's name, or a face key (``"Fire // Ice|Ice"``,
:mod:`mtgrules.cards.faces`) while one face is chosen: the half being cast (709.3b), the face
cast of a modal double-faced card (712.8f), an Adventure on the stack (715.3b), the back face
up on the battlefield (712.8e-f). Its characteristics are then that face's alone; in every
other zone they are the card's own (709.4, 712.8a, 715.4). This module says which faces may be
cast or played from where, where a face goes as it leaves the stack, and which face a card
has after a zone change; :mod:`mtgrules.rules.casting`, :mod:`mtgrules.rules.resolve`,
:mod:`mtgrules.rules.priority` and :mod:`mtgrules.rules.zone_change` call it.
"""

from __future__ import annotations

from mtgrules.cards.definition import CardDef
from mtgrules.cards.faces import face_key, face_labels, face_name, is_face_key, whole_card
from mtgrules.cards.registry import get_card
from mtgrules.log import log_event, name_of
from mtgrules.rules.layers import characteristics
from mtgrules.rules.triggers import emit
from mtgrules.state.game_state import GameState
from mtgrules.state.objects import GameObject

__all__ = ["allowed_faces", "after_resolution", "card_after_move", "face_keys",
           "graveyard_castable", "land_faces", "leaving_stack", "resolution_zone", "transform"]

SPLIT_LAYOUTS = frozenset({"split", "aftermath"})


def face_keys(card: str, d: CardDef) -> list[str]:
    """The keys objects use for each face of card ``card`` (definition ``d``): the card's own
    name for the front face of a double-faced or adventurer card (its characteristics are the
    front face's, 712.8a, 715.4), a face key otherwise."""
    keys = [face_key(card, label) for label in face_labels(d)]
    if d.faces and d.layout not in SPLIT_LAYOUTS:
        keys[0] = card
    return keys


def allowed_faces(s: GameState, oid: int, d: CardDef) -> list[str]:
    """The faces of object ``oid`` (its card's definition ``d``, with faces) that may be
    cast from the zone it is in, before timing, targets and costs are evaluated:

    - a split card: either half (709.3), or from the hand both fused when it has fuse (the
      card's own key, its definition holding the fused spell ability, 702.102a-d);
      aftermath: the first half from any zone but a graveyard, the second half only from a
      graveyard (702.127a);
    - a modal double-faced card: either face (712.11b);
    - a transforming double-faced card: only its front face (712.8c);
    - an adventurer card: the creature or the Adventure (715.3), but not the Adventure once
      exiled by its own Adventure (715.3d; no other effect here lets it be cast so).
    """
    o = s.objects[oid]
    card = whole_card(o.card)
    keys = face_keys(card, d)
    if d.layout == "aftermath":
        return [keys[1]] if o.zone == "graveyard" else [keys[0]]
    if d.layout in ("transform", "meld"):  # a meld card's back face is never cast (712.4b)
        return [keys[0]]
    if d.layout == "adventure" and o.zone == "exile":
        return [keys[0]]
    if d.layout == "split" and o.zone == "hand" and any(
            getattr(a, "name", None) == "fuse" for a in d.abilities):
        return [*keys, card]  # both halves fused, from the hand (702.102a)
    return keys


def graveyard_castable(s: GameState, player: int) -> list[int]:
    """Cards in ``player``'s graveyard they may cast: aftermath halves (702.127a)."""
    gy = s.players[player].graveyard
    if not gy:
        return []
    # A card in a graveyard never changes its card in place: the same objects give the same
    # answer (reused across touch()).
    ids = tuple(gy)
    m = s.memo.get(("aftermath", player))
    if m is not None and m[0] == ids:
        return list(m[1])
    objects = s.objects
    known = _AFTERMATH.get
    out = []
    for oid in gy:
        card = objects[oid].card
        yes = known(card)
        if yes if yes is not None else _is_aftermath(card):
            out.append(oid)
    s.memo[("aftermath", player)] = (ids, tuple(out))
    return out


_AFTERMATH: dict[str, bool] = {}
"""Card name -> whether its layout is aftermath (a definition never changes once loaded)."""


def _is_aftermath(card: str) -> bool:
    got = _AFTERMATH.get(card)
    if got is None:
        got = _AFTERMATH[card] = get_card(card).layout == "aftermath"
    return got


def land_faces(s: GameState, oid: int) -> list[str]:
    """The faces of ``oid`` that are land cards, as the keys its permanent would have: the card
    itself when its own characteristics make it a land, and the back face of a modal
    double-faced card whose back face is a land (played with that face up, CR 712.12, 305)."""
    out = []
    o = s.objects[oid]
    d = get_card(o.card)
    # a card exiled face down is played as the card it is, turned face up (CR 406.3a)
    if "Land" in (d.type_line.types if o.face_down and o.zone == "exile"
                  else characteristics(s, oid).types):
        out.append(o.card)
    if d.layout == "modal_dfc" and "Land" in d.faces[1].type_line.types:
        out.append(face_keys(whole_card(s.objects[oid].card), d)[1])
    return out


def card_after_move(s: GameState, old: GameObject, to: str) -> str:
    """The card the new object made by a zone change has (CR 400.7): the same face when it
    enters the battlefield (a modal double-faced card's back face cast or played stays up,
    712.8f, 712.13), else the card itself (712.8a, 709.4, 715.4); but a daybound card
    entering front face up while it's night enters transformed (702.145b)."""
    if to == "battlefield":
        if s.extra.get("day_night") == "night" and not is_face_key(old.card) and \
                old.kind == "card":
            d = get_card(old.card)
            if d.layout == "transform" and any(getattr(a, "name", None) == "daybound"
                                               for a in d.abilities):
                return face_keys(old.card, d)[1]
        return old.card
    return whole_card(old.card) if is_face_key(old.card) else old.card


def _is_aftermath_half(o: GameObject) -> bool:
    if not is_face_key(o.card):
        return False
    d = get_card(whole_card(o.card))
    return d.layout == "aftermath" and face_name(o.card) == d.faces[1].name


def leaving_stack(s: GameState, old: GameObject, to: str) -> str:
    """Where a card leaving the stack goes: an aftermath half cast from a graveyard is exiled
    instead of going anywhere else (702.127a, a replacement effect, 614.1a)."""
    if to != "exile" and old.cast and old.chosen.get("cast_from") == "graveyard" and \
            _is_aftermath_half(old):
        log_event(s, "replacement", "702.127a", f"{name_of(s, old.id)} is exiled instead "
                  "(aftermath)", old.controller, [old.id])
        return "exile"
    return to


def _alternative(o: GameObject) -> str | None:
    """``"Adventure"`` or ``"Omen"`` for a spell cast with an adventurer's or omen card's
    alternative characteristics (715.3, 720.3; the data lays omen cards out as adventurers),
    else None."""
    if not (is_face_key(o.card) and o.cast):
        return None
    d = get_card(whole_card(o.card))
    if d.layout != "adventure" or face_name(o.card) != d.faces[1].name:
        return None
    return "Omen" if "Omen" in d.faces[1].type_line.subtypes else "Adventure"


def resolution_zone(s: GameState, o: GameObject) -> str:
    """Where an instant or sorcery spell goes as it finishes resolving (608.2n): exile for
    a spell cast as an Adventure (715.3d), its owner's library for an Omen (720.3d), else its
    owner's graveyard."""
    kind = _alternative(o)
    return "exile" if kind == "Adventure" else "library" if kind == "Omen" else "graveyard"


def after_resolution(s: GameState, o: GameObject, new: int) -> None:
    """After spell ``o`` resolved into the card ``new``: an Adventure's controller may play
    the exiled card for as long as it remains exiled (715.3d); an Omen is shuffled into its
    owner's library (720.3d)."""
    kind = _alternative(o)
    if kind == "Omen" and s.objects[new].zone == "library":
        owner = s.objects[new].owner
        s.rng.shuffle(s.players[owner].library)
        s.touch()
        log_event(s, "omen", "720.3d", f"{s.players[owner].name} shuffles "
                  f"{name_of(s, new)} into their library", owner, [new])
        return
    if kind != "Adventure" or s.objects[new].zone != "exile":
        return
    perms = list(s.extra.get("play_permissions", ()))
    perms.append({"player": o.controller, "obj": new})
    s.extra["play_permissions"] = perms
    s.touch()
    log_event(s, "adventure", "715.3d", f"{name_of(s, new)} is exiled on an adventure; "
              f"{s.players[o.controller].name} may cast it from exile", o.controller, [new])


DOUBLE_FACED = frozenset({"transform", "modal_dfc"})


def transform(s: GameState, oid: int, ability: int | None = None,
              day_night: bool = False) -> bool:
    """Transform permanent ``oid`` (CR 701.27a): turn it over so that its other face is up.
    It stays the same object (712.18): its timestamp, counters, damage and status are kept,
    the effects that applied to it keep applying. ``ability``: the id of the ability of
    ``oid`` itself doing it, if any. Returns whether it transformed.

    Nothing happens (a log line says why) when it isn't a double-faced card (701.27c), when
    the other face is an instant or sorcery face (701.27d, 712.10), when it is face down
    (712.15a), when it has daybound or nightbound and ``day_night`` is False (only day and
    night changing transform it, 702.145b, 702.145e), or when ``ability`` was put on the
    stack before the permanent last transformed (701.27f: ``chosen["transformed_at"]``
    keeps the next object id at its last transformation, and ids only grow)."""
    o = s.objects.get(oid)
    if o is None or o.zone != "battlefield":
        return False
    card = whole_card(o.card)
    d = get_card(card)
    why = None
    if o.kind != "card" or d.layout not in DOUBLE_FACED or o.face_down:
        why = ("701.27c", "it isn't a double-faced card" if not o.face_down
               else "it is face down")
        if o.face_down:
            why = ("712.15a", why[1])
    elif not day_night and {"daybound", "nightbound"} & characteristics(s, oid).keywords:
        why = ("702.145b", "daybound and nightbound permanents transform only as day and "
               "night change")
    elif ability is not None and int(o.chosen.get("transformed_at", 0)) > ability:
        why = ("701.27f", "it transformed since the ability was put on the stack")
    else:
        keys = face_keys(card, d)
        other = 1 if o.card == keys[0] else 0
        if {"Instant", "Sorcery"} & set(d.faces[other].type_line.types):
            why = ("701.27d", "its other face is an instant or sorcery face")
    if why is not None:
        log_event(s, "no_transform", why[0], f"{name_of(s, oid)} doesn't transform: {why[1]}",
                  None, [oid])
        return False
    before = name_of(s, oid)
    o.card = keys[other]
    o.chosen["transformed_at"] = s.next_id
    s.touch()
    log_event(s, "transform", "701.27a", f"{before} transforms into {name_of(s, oid)}", None,
              [oid])
    emit(s, {"type": "transformed", "obj": oid})  # "Whenever ~ transforms into" (701.27e)
    return True
