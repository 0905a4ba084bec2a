"""Saves of games with multi-face cards (DESIGN 3): the face up is the object's card (a face
key), the face choice can be pending; both round-trip, and a tampered save is refused."""

from __future__ import annotations

import json

import pytest
from tests.rules._helpers import board

from mtgrules import Game
from mtgrules.errors import SaveError
from mtgrules.state.decision import Action

from ._faces import only, round_trip

WAX_WANE = "Wax // Wane"


def _choosing() -> Game:
    g = board(f"""
players:
  - name: Alice
    hand: ["{WAX_WANE}", Grizzly Bears]
    battlefield: [Forest, Plains, Mana Flare]
    library: [Island]
  - name: Bob
    battlefield: [Grizzly Bears]
    library: [Island]
turn: {{active: Alice, step: precombat_main}}
""")
    g.apply(Action("cast", (only(g, g.state.players[0].hand, WAX_WANE),)))
    assert g.decision is not None and g.decision.kind == "choose"
    return g


def test_a_pending_face_choice_round_trips_and_continues_identically() -> None:
    g = _choosing()
    back = round_trip(g)
    for game in (g, back):
        game.apply(Action("choose", ("Wane",)))
    assert g.to_json() == back.to_json()
    assert g.state.objects[g.state.stack[-1]].card == "Wax // Wane|Wane"


def test_a_face_choice_for_a_one_face_card_is_refused() -> None:
    g = _choosing()
    data = json.loads(g.to_json())
    frame = next(f for f in data["state"]["frames"] if f["kind"] == "cast")
    bears = only(g, g.state.players[0].hand, "Grizzly Bears")
    frame["data"]["obj"] = bears
    with pytest.raises(SaveError) as e:
        Game.from_json(json.dumps(data))
    assert "multi-face" in str(e.value)


def test_an_unknown_face_key_is_refused() -> None:
    g = _choosing()
    data = json.loads(g.to_json())
    flare = only(g, g.state.battlefield, "Mana Flare")
    obj = next(o for o in data["state"]["objects"] if o["id"] == flare)
    obj["card"] = "Mana Flare|Back Face"
    with pytest.raises(SaveError) as e:
        Game.from_json(json.dumps(data))
    assert "unknown card" in str(e.value)
