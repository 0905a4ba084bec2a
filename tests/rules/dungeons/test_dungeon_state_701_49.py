"""The dungeon state survives clone and JSON (DESIGN 3), and venturing from the bottommost room
completes the dungeon and starts another (CR 701.49c)."""

from __future__ import annotations

from tests.rules._helpers import board, named

from mtgrules import Game
from mtgrules.engine import push
from mtgrules.rules.dungeons import venture_frame
from mtgrules.state.decision import Action


def _venture(g: Game) -> None:
    """Activate Secret Door's venture ability and pass until a decision other than priority
    or the empty stack."""
    door = named(g, g.state.battlefield, "Secret Door")
    act = next(o for o in g.legal_actions() if o.kind == "activate" and o.args[0] == door)
    g.apply(act)
    while g.decision is not None and (g.decision.kind == "pay_mana" or (
            g.decision.kind == "priority" and g.state.stack)):
        g.apply(Action("auto") if g.decision.kind == "pay_mana" else Action("pass"))


def _enter_lost_mine(g: Game) -> None:
    """Venture for the first time, choosing Lost Mine of Phandelver (CR 309.2a)."""
    _venture(g)
    g.apply(next(o for o in g.legal_actions() if o.args == ("Lost Mine of Phandelver",)))
    while g.decision is not None and g.decision.kind == "priority" and g.state.stack:
        g.apply(Action("pass"))  # the room ability resolves: it asks about the scry


def _game() -> Game:
    return board("""
players:
  - name: Alice
    battlefield: [Secret Door, Grizzly Bears, """ + ", ".join(["Island"] * 30) + """]
    library: [Island, Island, Island, Island]
  - name: Bob
turn: {active: Alice, step: precombat_main}
""")


def test_701_49_dungeon_state_round_trips_through_json_and_clone() -> None:
    g = _game()
    _enter_lost_mine(g)                                # Cave Entrance: scry 1
    g.apply(next(o for o in g.legal_actions() if "top" in o.args or o.kind == "top"))
    _venture(g)                                        # choose the next room
    d = g.decision
    assert d is not None and {o.args[0] for o in d.options} == {"Goblin Lair", "Mine Tunnels"}
    for copy in (Game.from_json(g.to_json()), g.clone()):
        assert copy.state.players[0].dungeon == g.state.players[0].dungeon
        copy.apply(next(o for o in copy.legal_actions() if o.args == ("Mine Tunnels",)))
        oid = copy.state.players[0].dungeon
        assert oid is not None and copy.state.objects[oid].chosen["room"] == 2
    oid = g.state.players[0].dungeon
    assert oid is not None and g.state.objects[oid].chosen["room"] == 0  # unchanged


def test_701_49c_venturing_from_the_bottommost_room_completes_and_restarts() -> None:
    g = _game()
    s = g.state
    _enter_lost_mine(g)
    g.apply(next(o for o in g.legal_actions() if "top" in o.args or o.kind == "top"))
    oid = s.players[0].dungeon
    assert oid is not None
    s.objects[oid].chosen["room"] = 6                  # Temple of Dumathoin, the bottommost
    s.touch()
    # venture while the marker is on the bottommost room (before 309.6 removes it: the
    # venture happens as one step, with no state-based check in between)
    venture_frame(s, push(s, "venture", player=0))
    assert s.players[0].dungeons_completed == ["Lost Mine of Phandelver"]
    d = g.decision                                     # then a dungeon is chosen again
    assert d is not None and {o.args[0] for o in d.options} == {
        "Lost Mine of Phandelver", "Tomb of Annihilation"}
    g.apply(next(o for o in d.options if o.args == ("Tomb of Annihilation",)))
    new = s.players[0].dungeon
    assert new is not None and new != oid and s.objects[new].chosen["room"] == 0
    assert s.objects[new].card == "Tomb of Annihilation"
    assert any(e["event"] == "complete_dungeon" and e["rule"] == "701.49c" for e in g.log)
