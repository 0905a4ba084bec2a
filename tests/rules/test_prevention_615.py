"""CR 615 prevention effects, 701.19 regeneration and 702.16 protection, played on real
games (issue 10): shields, "prevent all combat damage", Phantom Centaur, protection's
damage, blocking and targeting parts."""

from __future__ import annotations

from mtgrules import Game

from ._helpers import advance, board, has_option, named, option, pay_auto


def _cast(game: Game, card: str, *targets: int) -> None:
    s = game.state
    assert game.decision is not None
    me = game.decision.player
    game.apply(option(game, "cast", named(game, s.players[me].hand, card)))
    for t in targets:
        game.apply(option(game, "target", t))
    pay_auto(game)


def _done(game: Game) -> None:
    if has_option(game, "done"):
        game.apply(option(game, "done"))


def _resolve(game: Game) -> None:
    game.apply(option(game, "pass"))
    game.apply(option(game, "pass"))


def test_615_7_prevent_the_next_1_damage_shield() -> None:
    game = board("""
players:
  - name: Alice
    battlefield: [Mountain, Femeref Healer, Hill Giant]
    hand: [Lightning Bolt]
  - name: Bob
turn: {active: Alice, step: precombat_main}
""")
    s = game.state
    healer = named(game, s.battlefield, "Femeref Healer")
    giant = named(game, s.battlefield, "Hill Giant")
    game.apply(option(game, "activate", healer))
    game.apply(option(game, "target", giant))
    _resolve(game)
    _cast(game, "Lightning Bolt", giant)
    _resolve(game)
    # 3 damage, 1 prevented by the shield: the 3/3 survives with 2 damage
    assert s.objects[giant].zone == "battlefield" and s.objects[giant].damage == 2
    assert not [e for e in s.effects if e.get("shield") == "prevent"]  # used up
    assert any(e["event"] == "prevent_damage" and e["rule"] == "615.7" for e in game.log)


def test_616_1_two_shields_the_controller_chooses_which_prevents() -> None:
    # Shock's 2 damage to a creature with shields of 1 (Femeref Healer) and 2 (Sanctum
    # Custodian): either order prevents it all, but which shield is left differs, so the
    # creature's controller chooses (CR 615.7, 616.1).
    game = board("""
players:
  - name: Alice
    battlefield: [Mountain, Femeref Healer, Sanctum Custodian, Hill Giant]
    hand: [Shock]
  - name: Bob
turn: {active: Alice, step: precombat_main}
""")
    s = game.state
    giant = named(game, s.battlefield, "Hill Giant")
    for card in ("Femeref Healer", "Sanctum Custodian"):
        game.apply(option(game, "activate", named(game, s.battlefield, card)))
        game.apply(option(game, "target", giant))
        _resolve(game)
    _cast(game, "Shock", giant)
    _resolve(game)
    d = game.decision
    assert d is not None and d.kind == "replacement" and d.player == 0 and len(d.options) == 2
    saved = Game.from_json(game.to_json())

    def left(g: Game) -> list[int]:
        return sorted(e["amount"] for e in g.state.effects if e.get("shield") == "prevent")

    game.apply(option(game, "replacement", named(game, s.battlefield, "Femeref Healer")))
    assert s.objects[giant].damage == 0 and left(game) == [1]  # Custodian's shield, 1 left
    saved.apply(option(saved, "replacement",
                       named(saved, saved.state.battlefield, "Sanctum Custodian")))
    assert saved.state.objects[giant].damage == 0 and left(saved) == [1]  # Healer's intact
    assert [e["source"] for e in saved.state.effects if e.get("shield") == "prevent"] == \
        [named(saved, saved.state.battlefield, "Femeref Healer")]


def test_615_1a_fog_prevents_all_combat_damage() -> None:
    game = board("""
players:
  - name: Alice
    battlefield: [Hill Giant]
  - name: Bob
    battlefield: [Forest]
    hand: [Fog]
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = game.state
    giant = named(game, s.battlefield, "Hill Giant")
    advance(game, lambda g: g.decision.kind == "attackers")
    game.apply(option(game, "attack", giant))
    _done(game)
    advance(game, lambda g: g.decision.player == 1 and g.decision.kind == "priority")
    _cast(game, "Fog")
    advance(game, lambda g: g.state.step == "postcombat_main")
    assert s.players[1].life == 20
    assert any(e["event"] == "prevent_damage" and e["rule"] == "615.1a" for e in game.log)


def test_615_1a_phantom_centaur_prevents_and_removes_a_counter() -> None:
    game = board("""
players:
  - name: Alice
    battlefield: [Mountain]
    hand: [Lightning Bolt]
  - name: Bob
    battlefield: [{card: Phantom Centaur, counters: {"+1/+1": 3}}]
turn: {active: Alice, step: precombat_main}
""")
    s = game.state
    centaur = named(game, s.battlefield, "Phantom Centaur")
    _cast(game, "Lightning Bolt", centaur)
    _resolve(game)
    assert s.objects[centaur].damage == 0
    assert s.objects[centaur].counters == {"+1/+1": 2}


def test_701_19a_regeneration_shield_replaces_destruction() -> None:
    game = board("""
players:
  - name: Alice
    battlefield: [Forest, Mountain, Drudge Skeletons, Swamp]
    hand: [Lightning Bolt]
  - name: Bob
turn: {active: Alice, step: precombat_main}
""")
    s = game.state
    skel = named(game, s.battlefield, "Drudge Skeletons")
    game.apply(option(game, "activate", skel))
    pay_auto(game)
    _resolve(game)
    _cast(game, "Lightning Bolt", skel)
    _resolve(game)
    o = s.objects[skel]
    assert o.zone == "battlefield" and o.tapped and o.damage == 0
    assert any(e["event"] == "regenerate" and e["rule"] == "701.19a" for e in game.log)


def test_702_16_protection_from_red_prevents_damage_and_blocks() -> None:
    game = board("""
players:
  - name: Alice
    battlefield: [Mountain, Disciple of Law]
    hand: [Lightning Bolt]
  - name: Bob
    battlefield: [Raging Goblin]
turn: {active: Alice, step: precombat_main}
""")
    s = game.state
    disciple = named(game, s.battlefield, "Disciple of Law")
    goblin = named(game, s.battlefield, "Raging Goblin")
    # 702.16b: a red spell can't target it
    game.apply(option(game, "cast", named(game, s.players[0].hand, "Lightning Bolt")))
    assert not has_option(game, "target", disciple)
    assert has_option(game, "target", goblin)


def test_702_16f_attacker_with_protection_cant_be_blocked_by_red_creatures() -> None:
    game = board("""
players:
  - name: Alice
    battlefield: [Disciple of Law]
  - name: Bob
    battlefield: [Raging Goblin, Grizzly Bears]
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = game.state
    disciple = named(game, s.battlefield, "Disciple of Law")
    goblin = named(game, s.battlefield, "Raging Goblin")
    bears = named(game, s.battlefield, "Grizzly Bears")
    advance(game, lambda g: g.decision.kind == "attackers")
    game.apply(option(game, "attack", disciple))
    _done(game)
    advance(game, lambda g: g.decision.kind == "blockers")
    assert not has_option(game, "block", goblin, disciple)
    assert has_option(game, "block", bears, disciple)


def test_702_16e_damage_from_a_red_source_is_prevented() -> None:
    game = board("""
players:
  - name: Alice
    battlefield: [Raging Goblin]
  - name: Bob
    battlefield: [Disciple of Law]
turn: {active: Alice, step: precombat_main, number: 3}
""")
    s = game.state
    disciple = named(game, s.battlefield, "Disciple of Law")
    goblin = named(game, s.battlefield, "Raging Goblin")
    advance(game, lambda g: g.decision.kind == "attackers")
    game.apply(option(game, "attack", goblin))
    _done(game)
    advance(game, lambda g: g.decision.kind == "blockers")
    game.apply(option(game, "block", disciple, goblin))
    _done(game)
    advance(game, lambda g: g.state.step == "postcombat_main")
    assert s.objects[disciple].damage == 0 and s.objects[disciple].zone == "battlefield"
    # the Disciple's 1 damage is dealt: the Goblin dies (CR 704.5g)
    assert [s.objects[i].card for i in s.players[0].graveyard] == ["Raging Goblin"]
    assert any(e["event"] == "prevent_damage" and e["rule"] == "702.16e" for e in game.log)


def test_615_7_a_players_shield_survives_save_and_load() -> None:
    game = board("""
players:
  - name: Alice
    battlefield: [Mountain, Femeref Healer]
    hand: [Lightning Bolt]
  - name: Bob
turn: {active: Alice, step: precombat_main}
""")
    s = game.state
    game.apply(option(game, "activate", named(game, s.battlefield, "Femeref Healer")))
    game.apply(option(game, "target", -2))  # Bob
    _resolve(game)
    loaded = Game.from_json(game.to_json())
    ls = loaded.state
    _cast(loaded, "Lightning Bolt", -2)
    _resolve(loaded)
    assert ls.players[1].life == 18  # 3 damage, 1 prevented
