"""Day and night (CR 730) with daybound and nightbound (702.145), played in real games."""

from __future__ import annotations

from tests.rules._helpers import advance, board

from mtgrules import Game
from mtgrules.rules import faces
from mtgrules.rules.layers import characteristics

from ._faces import cast, ids_of, only, resolve, round_trip

VILLAGER = "Fearful Villager // Fearsome Werewolf"
WEREWOLF = VILLAGER + "|Fearsome Werewolf"
LANDS = "[Mountain, Mountain, Mountain, Mountain, Mountain, Mountain, Mountain]"


def _board() -> Game:
    return board(f"""
players:
  - name: Alice
    hand: ["{VILLAGER}", "{VILLAGER}", Shock, Shock]
    battlefield: {LANDS}
    library: [Island, Island, Island, Island]
  - name: Bob
    library: [Island, Island, Island, Island]
turn: {{active: Alice, step: precombat_main}}
""")


def _untap_of(g: Game, player: int) -> None:
    """Advance into ``player``'s next turn, past its untap step (to its upkeep)."""
    turn = g.state.turn
    advance(g, lambda g: g.state.turn > turn and g.state.active == player
            and g.state.step != "untap")


def test_702_145d_a_daybound_permanent_makes_it_day_and_730_2a_no_spells_make_it_night(
        ) -> None:
    g = _board()
    s = g.state
    assert "day_night" not in s.extra  # 730.1: the game starts with neither
    villager = ids_of(g, s.players[0].hand, VILLAGER)[0]
    cast(g, villager)
    resolve(g)
    perm = only(g, s.battlefield, VILLAGER)
    assert s.extra["day_night"] == "day"  # 702.145d
    assert any(e["event"] == "day_night" and e["rule"] == "702.145d" for e in s.log)
    # Alice cast one spell: at Bob's untap step it stays day (730.2a needs none)
    _untap_of(g, 1)
    assert s.extra["day_night"] == "day"
    assert s.objects[perm].card == VILLAGER
    # Bob casts nothing: at Alice's untap step day becomes night; it transforms (702.145b)
    _untap_of(g, 0)
    assert s.extra["day_night"] == "night"
    assert s.objects[perm].card == WEREWOLF
    c = characteristics(s, perm)
    assert (c.name, c.power, c.toughness, "nightbound" in c.keywords) == (
        "Fearsome Werewolf", 4, 3, True)
    assert any(e["event"] == "day_night" and e["rule"] == "730.2a" for e in s.log)
    # 702.145e: it can't transform except as day and night change
    assert not faces.transform(s, perm)
    assert s.objects[perm].card == WEREWOLF
    g = round_trip(g)
    s = g.state
    # at night a daybound card enters transformed (702.145b)
    advance(g, lambda g: g.state.step == "precombat_main")
    second = only(g, s.players[0].hand, VILLAGER)
    cast(g, second)
    resolve(g)
    assert len(ids_of(g, s.battlefield, WEREWOLF)) == 2
    # Alice casts two spells this turn (the Villager and a Shock): at Bob's untap step night
    # becomes day (730.2b) and both werewolves transform back (702.145e)
    shock = [i for i in s.players[0].hand if s.objects[i].card == "Shock"][0]
    cast(g, shock, targets=(-2,))
    resolve(g)
    _untap_of(g, 1)
    assert s.extra["day_night"] == "day"
    assert len(ids_of(g, s.battlefield, VILLAGER)) == 2
    assert ids_of(g, s.battlefield, WEREWOLF) == []
    assert any(e["event"] == "day_night" and e["rule"] == "730.2b" for e in s.log)
