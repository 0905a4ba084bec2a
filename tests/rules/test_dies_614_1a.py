"""CR 614.1a replacement effects on dying (700.4): "If that creature would die this turn,
exile it instead" from a resolving spell, and Frostwielder's "If a creature dealt damage by
~ this turn would die, exile it instead" (issue 10)."""

from __future__ import annotations

from mtgrules import Game

from ._helpers import board, named, option, pay_auto


def _cast(game: Game, card: str, target: int) -> None:
    s = game.state
    game.apply(option(game, "cast", named(game, s.players[0].hand, card)))
    game.apply(option(game, "target", target))
    pay_auto(game)
    game.apply(option(game, "pass"))
    game.apply(option(game, "pass"))


def _zone_of(game: Game, card: str) -> str:
    s = game.state
    if any(s.objects[i].card == card for i in s.exile):
        return "exile"
    if any(s.objects[i].card == card for p in s.players for i in p.graveyard):
        return "graveyard"
    return "battlefield" if any(s.objects[i].card == card for i in s.battlefield) else "?"


def test_614_1a_magma_spray_exiles_the_creature_it_kills() -> None:
    game = board("""
players:
  - name: Alice
    battlefield: [Mountain]
    hand: [Magma Spray]
  - name: Bob
    battlefield: [Grizzly Bears]
turn: {active: Alice, step: precombat_main}
""")
    _cast(game, "Magma Spray", named(game, game.state.battlefield, "Grizzly Bears"))
    assert _zone_of(game, "Grizzly Bears") == "exile"
    assert any(e["event"] == "replacement" and e["rule"] == "614.1a" for e in game.log)


def test_614_1a_annihilating_fire_only_if_dealt_damage_this_way() -> None:
    # Orim's shield prevents all 3 damage: the Giant wasn't dealt damage "this way", so
    # dying later this turn puts it into the graveyard; the Bears, dealt 3, are exiled.
    game = board("""
players:
  - name: Alice
    battlefield: [Mountain, Mountain, Mountain, Mountain, Mountain, Mountain, Swamp, Swamp,
                  Swamp, "Orim, Samite Healer"]
    hand: [Annihilating Fire, Annihilating Fire, Murder]
  - name: Bob
    battlefield: [Hill Giant, Grizzly Bears]
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = game.state
    giant = named(game, s.battlefield, "Hill Giant")
    game.apply(option(game, "activate", named(game, s.battlefield, "Orim, Samite Healer")))
    game.apply(option(game, "target", giant))
    game.apply(option(game, "pass"))
    game.apply(option(game, "pass"))
    fires = [i for i in s.players[0].hand if s.objects[i].card == "Annihilating Fire"]
    for fire, target in zip(fires, (giant, named(game, s.battlefield, "Grizzly Bears")),
                            strict=True):
        game.apply(option(game, "cast", fire))
        game.apply(option(game, "target", target))
        pay_auto(game)
        game.apply(option(game, "pass"))
        game.apply(option(game, "pass"))
    assert s.objects[giant].damage == 0
    assert _zone_of(game, "Grizzly Bears") == "exile"
    _cast(game, "Murder", giant)
    assert _zone_of(game, "Hill Giant") == "graveyard"


def test_614_1a_frostwielder_exiles_a_creature_it_damaged_this_turn() -> None:
    game = board("""
players:
  - name: Alice
    battlefield: [Frostwielder, Swamp, Swamp, Swamp]
    hand: [Murder]
  - name: Bob
    battlefield: [Hill Giant, Grizzly Bears]
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = game.state
    giant = named(game, s.battlefield, "Hill Giant")
    game.apply(option(game, "activate", named(game, s.battlefield, "Frostwielder")))
    game.apply(option(game, "target", giant))
    game.apply(option(game, "pass"))
    game.apply(option(game, "pass"))
    assert s.objects[giant].damage == 1
    _cast(game, "Murder", giant)
    assert _zone_of(game, "Hill Giant") == "exile"
