"""Saves and clones of face-down state (DESIGN 3, CR 708): the face up / face down choice, a
face-down permanent, and a pending turn-face-up payment round-trip and continue identically;
tampered face-down fields are refused with a SaveError naming the path."""

from __future__ import annotations

import json

import pytest

from mtgrules import Game
from mtgrules.errors import SaveError
from mtgrules.rules.layers import characteristics

from .._helpers import board, named, option, pay_auto

_BOARD = """
players:
  - name: Alice
    battlefield: [Mountain, Mountain, Mountain, Mountain, Mountain, Mountain]
    hand: [Atarka Efreet, Grizzly Bears]
  - name: Bob
    battlefield: [Mountain]
turn: {active: Alice, step: precombat_main}
"""


def _choosing() -> Game:
    g = board(_BOARD)
    g.apply(option(g, "cast", named(g, g.state.players[0].hand, "Atarka Efreet")))
    assert g.decision is not None and g.decision.kind == "choose"
    return g


def _face_down() -> tuple[Game, int]:
    g = _choosing()
    g.apply(option(g, "choose", "face down (megamorph)"))
    pay_auto(g)
    g.apply(option(g, "pass"))
    g.apply(option(g, "pass"))
    fd = next(i for i in g.state.battlefield if g.state.objects[i].face_down)
    return g, fd


def _same_future(a: Game, b: Game, fd: int) -> None:
    for game in (a, b):
        game.apply(option(game, "turn_face_up", fd))
        pay_auto(game)
    assert a.to_json() == b.to_json()
    assert characteristics(b.state, fd).name == "Atarka Efreet"
    assert b.state.objects[fd].counters == {"+1/+1": 1}


def test_the_face_up_or_down_choice_round_trips() -> None:
    g = _choosing()
    back = Game.from_json(g.to_json())
    for game in (g, back):
        game.apply(option(game, "choose", "face down (megamorph)"))
    assert g.to_json() == back.to_json()
    spell = back.state.objects[back.state.stack[-1]]
    assert spell.face_down and spell.chosen["face_down"] == "morph"


def test_a_face_down_permanent_round_trips_and_clones() -> None:
    g, fd = _face_down()
    back = Game.from_json(g.to_json())
    assert back.state.objects[fd].face_down
    assert characteristics(back.state, fd).power == 2
    _same_future(g, back, fd)
    g2, fd2 = _face_down()
    _same_future(g2, g2.clone(), fd2)


def test_a_pending_turn_face_up_payment_round_trips() -> None:
    g, fd = _face_down()
    g.apply(option(g, "turn_face_up", fd))
    assert g.decision is not None and g.decision.kind == "pay_mana"
    back = Game.from_json(g.to_json())
    for game in (g, back):
        pay_auto(game)
    assert g.to_json() == back.to_json()
    assert not back.state.objects[fd].face_down


def _tampered(mutate: object) -> str:
    g, fd = _face_down()
    data = json.loads(g.to_json())
    assert callable(mutate)
    mutate(data, g, fd)
    with pytest.raises(SaveError) as e:
        Game.from_json(json.dumps(data))
    return str(e.value)


def _obj(data: dict, oid: int) -> dict:  # type: ignore[type-arg]
    return next(o for o in data["state"]["objects"] if o["id"] == oid)


def test_a_face_down_card_in_a_hand_is_refused() -> None:
    def mutate(data: dict, g: Game, fd: int) -> None:  # type: ignore[type-arg]
        o = _obj(data, named(g, g.state.players[0].hand, "Grizzly Bears"))
        o["face_down"] = True
        o["chosen"]["face_down"] = "morph"
    assert "face down" in _tampered(mutate)


def test_a_face_down_reason_must_be_known_and_present() -> None:
    def bogus(data: dict, g: Game, fd: int) -> None:  # type: ignore[type-arg]
        _obj(data, fd)["chosen"]["face_down"] = "hidden"

    def missing(data: dict, g: Game, fd: int) -> None:  # type: ignore[type-arg]
        del _obj(data, fd)["chosen"]["face_down"]

    def face_up(data: dict, g: Game, fd: int) -> None:  # type: ignore[type-arg]
        _obj(data, fd)["face_down"] = False
    assert "chosen.face_down" in _tampered(bogus)
    assert "why it is face down" in _tampered(missing)
    assert "for no reason" in _tampered(face_up)


def test_a_turn_face_up_frame_on_a_face_up_permanent_is_refused() -> None:
    g, fd = _face_down()
    g.apply(option(g, "turn_face_up", fd))
    data = json.loads(g.to_json())
    frame = next(f for f in data["state"]["frames"] if f["kind"] == "turn_face_up")
    mountain = g.state.battlefield[0]
    frame["data"]["obj"] = mountain
    with pytest.raises(SaveError) as e:
        Game.from_json(json.dumps(data))
    assert "not a face-down permanent" in str(e.value)
