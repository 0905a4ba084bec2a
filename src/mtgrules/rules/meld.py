"""Meld (CR 701.42, 712.4): two cards of a meld pair put onto the battlefield as one melded
permanent.

The melded permanent's ``card`` is the back face of the card whose ability melded them (its
face key, :mod:`mtgrules.cards.faces`), and its other card is listed in
``chosen["melded"]`` (:mod:`mtgrules.rules.merged`): it has only the characteristics of the
combined back face, with the mana value of the two front faces together (712.8g, the back
face's definition carries both mana costs); leaving the battlefield, each card goes to the
new zone as its front face (729.3 applies to it too, 712.4a).
"""

from __future__ import annotations

from mtgrules.cards.faces import face_key, whole_card
from mtgrules.cards.registry import get_card
from mtgrules.log import log_event, name_of
from mtgrules.rules.triggers import emit
from mtgrules.rules.zone_change import move, new_object
from mtgrules.state.game_state import GameState

__all__ = ["meld"]


def meld(s: GameState, source: int, partner: int, into: str, player: int) -> int | None:
    """Exile ``source`` and ``partner``, then meld them into the back face named ``into``
    under ``player``'s control (CR 701.42a): the melded permanent's id, or None when they
    can't be melded (not a meld pair, or either didn't reach exile: they stay, 701.42c)."""
    src_card, partner_card = whole_card(s.objects[source].card), \
        whole_card(s.objects[partner].card)
    d = get_card(src_card)
    pair = d.layout == "meld" and len(d.faces) == 2 and d.faces[1].name == into and \
        get_card(partner_card).layout == "meld" and s.objects[source].kind == "card" and \
        s.objects[partner].kind == "card"
    a = move(s, source, "exile")
    b = move(s, partner, "exile")
    if not pair or s.objects[a].zone != "exile" or s.objects[b].zone != "exile":
        log_event(s, "no_meld", "701.42c", f"{name_of(s, a)} and {name_of(s, b)} can't be "
                  "melded", player, [a, b])
        return None
    for x in (a, b):
        s.exile.remove(x)
        s.objects[x].zone = "gone"
    o = new_object(s, face_key(src_card, into), s.objects[a].owner, "battlefield")
    o.controller = player
    o.sick = True
    o.chosen["melded"] = [{"card": partner_card, "kind": "card"}]
    s.battlefield.append(o.id)
    s.touch()
    log_event(s, "meld", "701.42a", f"{name_of(s, a)} and {name_of(s, b)} meld into "
              f"{name_of(s, o.id)}", player, [a, b, o.id])
    emit(s, {"type": "enters", "obj": o.id, "from": "exile", "controller": player})
    return o.id
