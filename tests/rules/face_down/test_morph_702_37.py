"""Face-down spells and permanents (CR 708): morph and megamorph (702.37), disguise (702.168),
turning face up as a special action (116.2b), what the opponent may see (708.5) and revealing
(708.9), played on real games."""

from __future__ import annotations

from mtgrules import Game
from mtgrules.agents.view import PlayerView
from mtgrules.rules.layers import characteristics

from .._helpers import board, has_option, named, option, pay_auto

_BOARD = """
players:
  - name: Alice
    battlefield: [{alice}]
    hand: [{hand}]
  - name: Bob
    life: {bob_life}
    battlefield: [{bob}]
    hand: [{bob_hand}]
turn: {{active: Alice, step: precombat_main}}
"""


def _game(hand: str, alice: str = "Forest, Forest, Forest", bob: str = "Mountain",
          bob_hand: str = "Lightning Bolt", bob_life: int = 20) -> Game:
    return board(_BOARD.format(hand=hand, alice=alice, bob=bob, bob_hand=bob_hand,
                               bob_life=bob_life))


def _cast_face_down(game: Game, card: str, choose: str | None = None) -> int:
    """Alice casts ``card`` face down and both players pass: the face-down permanent's id."""
    s = game.state
    game.apply(option(game, "cast", named(game, s.players[0].hand, card)))
    if choose is not None:  # it could be cast face up too: the choice comes first (708.4)
        assert game.decision is not None and game.decision.kind == "choose"
        game.apply(option(game, "choose", choose))
    pay_auto(game)
    assert [s.objects[i].face_down for i in s.stack] == [True]
    game.apply(option(game, "pass"))
    game.apply(option(game, "pass"))
    down = [i for i in s.battlefield if s.objects[i].face_down]
    return max(down)  # the newest object


def _events(game: Game, event: str) -> list[dict[str, object]]:
    return [e for e in game.state.log if e["event"] == event]


def test_702_37c_a_morph_card_cast_face_down_is_a_nameless_colorless_2_2_for_3() -> None:
    game = _game("Sagu Archer")  # {4}{G}: three Forests cast it only face down
    s = game.state
    archer = named(game, s.players[0].hand, "Sagu Archer")
    game.apply(option(game, "cast", archer))
    pay_auto(game)
    spell = s.stack[0]
    c = characteristics(s, spell)  # the spell is face down too (CR 708.4)
    assert (c.name, c.power, c.toughness, c.types, c.colors, c.subtypes, c.abilities) == \
        ("", 2, 2, frozenset({"Creature"}), frozenset(), frozenset(), ())
    assert c.mana_cost is None
    assert [s.objects[i].tapped for i in s.battlefield[:3]] == [True, True, True]  # {3} paid
    cast = _events(game, "cast")[-1]
    assert "Sagu Archer" not in str(cast) and cast["rule"] == "601.2i"
    assert _events(game, "face_down")[-1]["rule"] == "702.37c"
    game.apply(option(game, "pass"))
    game.apply(option(game, "pass"))
    fd = next(i for i in s.battlefield if s.objects[i].face_down)
    c = characteristics(s, fd)
    assert (c.name, c.power, c.toughness, c.types, c.keywords) == \
        ("", 2, 2, frozenset({"Creature"}), frozenset())
    assert s.objects[fd].card == "Sagu Archer"


def test_702_37e_turning_face_up_is_a_special_action_in_response_to_a_bolt() -> None:
    game = _game("Sagu Archer", alice=", ".join(["Forest"] * 8))
    s = game.state
    fd = _cast_face_down(game, "Sagu Archer", choose="face down (morph)")
    game.apply(option(game, "pass"))  # Alice passes priority in her main phase
    bolt = named(game, s.players[1].hand, "Lightning Bolt")
    game.apply(option(game, "cast", bolt))
    game.apply(option(game, "target", fd))
    pay_auto(game)
    # Bob holds priority? No: Bob passes, Alice may act with the Bolt on the stack.
    game.apply(option(game, "pass"))
    assert game.decision is not None and game.decision.player == 0
    assert has_option(game, "turn_face_up", fd)
    game.apply(option(game, "turn_face_up", fd))
    pay_auto(game)
    assert len(s.stack) == 1  # the special action doesn't use the stack (CR 116.2b)
    assert not s.objects[fd].face_down
    c = characteristics(s, fd)
    assert (c.name, c.power, c.toughness, "reach" in c.keywords) == ("Sagu Archer", 2, 5, True)
    up = _events(game, "turn_face_up")[-1]
    assert up["rule"] == "702.37e" and "Sagu Archer" in str(up["text"])
    game.apply(option(game, "pass"))
    game.apply(option(game, "pass"))  # the Bolt resolves: 3 damage to a 2/5
    assert s.objects[fd].zone == "battlefield" and s.objects[fd].damage == 3


def test_702_37b_megamorph_puts_a_counter_and_turned_face_up_triggers() -> None:
    game = _game("Atarka Efreet", alice=", ".join(["Mountain"] * 6))
    s = game.state
    fd = _cast_face_down(game, "Atarka Efreet", choose="face down (megamorph)")
    ts = s.objects[fd].timestamp
    game.apply(option(game, "turn_face_up", fd))
    pay_auto(game)
    assert s.objects[fd].counters == {"+1/+1": 1}  # as it turns face up (702.37b, 708.11)
    assert s.objects[fd].timestamp > ts  # CR 613.7f
    c = characteristics(s, fd)
    assert (c.power, c.toughness) == (6, 2)
    # "When this creature is turned face up, it deals 1 damage to any target."
    game.apply(option(game, "target", -2))  # Bob
    game.apply(option(game, "pass"))
    game.apply(option(game, "pass"))
    assert s.players[1].life == 19


def test_702_168_disguise_gives_ward_2_and_its_etb_replacement_doesnt_apply() -> None:
    game = _game("Alley Assailant", alice=", ".join(["Swamp"] * 9))
    s = game.state
    fd = _cast_face_down(game, "Alley Assailant", choose="face down (disguise)")
    assert not s.objects[fd].tapped  # "This creature enters tapped." isn't there (708.3)
    game.apply(option(game, "pass"))
    game.apply(option(game, "cast", named(game, s.players[1].hand, "Lightning Bolt")))
    game.apply(option(game, "target", fd))
    pay_auto(game)
    # ward {2} triggers (702.168a); Bob can't pay it with no untapped land: countered
    assert [s.objects[i].kind for i in s.stack] == ["card", "ability"]
    game.apply(option(game, "pass"))
    game.apply(option(game, "pass"))
    assert not s.stack and s.objects[fd].zone == "battlefield" and s.objects[fd].damage == 0
    assert [s.objects[i].card for i in s.players[1].graveyard] == ["Lightning Bolt"]
    # turned face up for {4}{B}{B}: target opponent loses 3 life and you gain 3 life
    game.apply(option(game, "turn_face_up", fd))
    pay_auto(game)
    assert _events(game, "turn_face_up")[-1]["rule"] == "702.168d"
    game.apply(option(game, "target", -2))
    game.apply(option(game, "pass"))
    game.apply(option(game, "pass"))
    assert (s.players[0].life, s.players[1].life) == (23, 17)
    assert characteristics(s, fd).abilities[0].key != "face-down#ward"


def test_708_3_a_face_down_permanent_entering_has_no_enters_ability() -> None:
    game = _game("Nightdrinker Moroii", alice=", ".join(["Swamp"] * 3))
    s = game.state
    _cast_face_down(game, "Nightdrinker Moroii")
    assert s.players[0].life == 20 and not s.stack and not s.triggered


def test_708_9_a_face_down_permanent_is_revealed_as_it_dies_and_its_dies_ability_is_gone(
        ) -> None:
    game = _game("Museum Nightwatch", alice=", ".join(["Plains"] * 3),
                 bob="Mountain, Mountain, Mountain")
    s = game.state
    fd = _cast_face_down(game, "Museum Nightwatch")
    game.apply(option(game, "pass"))
    game.apply(option(game, "cast", named(game, s.players[1].hand, "Lightning Bolt")))
    game.apply(option(game, "target", fd))
    pay_auto(game)
    game.apply(option(game, "pass"))
    game.apply(option(game, "pass"))  # ward resolves: Bob pays {2}
    game.apply(option(game, "yes"))
    pay_auto(game)
    game.apply(option(game, "pass"))
    game.apply(option(game, "pass"))  # the Bolt resolves
    assert [s.objects[i].card for i in s.players[0].graveyard] == ["Museum Nightwatch"]
    card = s.objects[s.players[0].graveyard[0]]
    assert not card.face_down  # the card in the graveyard is face up (708.9)
    reveal = _events(game, "reveal")[-1]
    assert reveal["rule"] == "708.9" and "Museum Nightwatch" in str(reveal["text"])
    # it died face down: "When this creature dies" wasn't one of its abilities (708.2a)
    assert not s.triggered and not s.stack
    assert not [i for i in s.battlefield if s.objects[i].kind == "token"]


def test_708_5_the_opponent_sees_a_face_down_creature_and_not_its_card() -> None:
    game = _game("Sagu Archer")
    s = game.state
    fd = _cast_face_down(game, "Sagu Archer")
    bob, alice = PlayerView(game, 1), PlayerView(game, 0)
    info = bob.info(fd)
    assert info is not None
    assert (info.name, info.power, info.toughness, info.types) == \
        ("face-down creature", 2, 2, frozenset({"Creature"}))
    mine = alice.info(fd)
    assert mine is not None and mine.name == "Sagu Archer (face down)"  # CR 708.5
    assert "Sagu Archer" not in str(bob.recent_log(200))
    assert "Sagu Archer" not in str(s.log)  # the log is public until it is revealed
    # Bob's legal targets name it only as the face-down creature
    game.apply(option(game, "pass"))
    game.apply(option(game, "cast", named(game, s.players[1].hand, "Lightning Bolt")))
    from mtgrules.notation import format_action
    assert format_action(option(game, "target", fd), bob) == "target face-down creature#" + \
        str(fd)


def test_708_10_a_clone_copying_a_face_down_creature_is_a_nameless_2_2() -> None:
    game = _game("Sagu Archer, Clone", alice=", ".join(["Island"] * 4 + ["Forest"] * 3))
    s = game.state
    fd = _cast_face_down(game, "Sagu Archer", choose="face down (morph)")
    game.apply(option(game, "cast", named(game, s.players[0].hand, "Clone")))
    pay_auto(game)
    game.apply(option(game, "pass"))
    game.apply(option(game, "pass"))
    game.apply(option(game, "choose_card", fd))
    clone = named(game, s.battlefield, "Clone")
    c = characteristics(s, clone)
    assert not s.objects[clone].face_down  # a face-up copy of the face-down values (707.2)
    assert (c.name, c.power, c.toughness, c.abilities, c.colors) == ("", 2, 2, (), frozenset())


def test_whenever_a_permanent_is_turned_face_up_triggers_for_each_permanent() -> None:
    game = _game("Atarka Efreet", alice="Aven Farseer, " + ", ".join(["Mountain"] * 6))
    s = game.state
    farseer = named(game, s.battlefield, "Aven Farseer")
    fd = _cast_face_down(game, "Atarka Efreet", choose="face down (megamorph)")
    game.apply(option(game, "turn_face_up", fd))
    pay_auto(game)
    d = game.decision  # Alice orders her two triggers or targets the Efreet's first
    while d is not None and d.kind != "priority":
        game.apply(option(game, "target", -2) if d.kind == "target" else d.options[0])
        d = game.decision
    game.apply(option(game, "pass"))
    game.apply(option(game, "pass"))
    game.apply(option(game, "pass"))
    game.apply(option(game, "pass"))
    assert s.objects[farseer].counters == {"+1/+1": 1} and s.players[1].life == 19


def test_702_37c_a_land_with_morph_may_be_played_or_cast_face_down() -> None:
    game = _game("Zoetic Cavern")
    s = game.state
    cavern = named(game, s.players[0].hand, "Zoetic Cavern")
    assert has_option(game, "play", cavern) and has_option(game, "cast", cavern)
    fd = _cast_face_down(game, "Zoetic Cavern")
    assert characteristics(s, fd).types == frozenset({"Creature"})
    assert s.players[0].lands_played == 0


def test_708_9_face_down_permanents_are_revealed_at_the_end_of_the_game() -> None:
    game = _game("Atarka Efreet, Sagu Archer", alice=", ".join(["Mountain"] * 9),
                 bob_life=1)
    _cast_face_down(game, "Sagu Archer")
    fd = _cast_face_down(game, "Atarka Efreet", choose="face down (megamorph)")
    game.apply(option(game, "turn_face_up", fd))
    pay_auto(game)
    game.apply(option(game, "target", -2))
    game.apply(option(game, "pass"))
    game.apply(option(game, "pass"))
    assert game.over and game.winner == 0
    reveal = _events(game, "reveal")[-1]
    assert reveal["rule"] == "708.9" and "Sagu Archer" in str(reveal["text"])


def test_708_5_the_opponent_cannot_tell_megamorph_from_morph() -> None:
    game = _game("Atarka Efreet", alice=", ".join(["Mountain"] * 6))
    _cast_face_down(game, "Atarka Efreet", choose="face down (megamorph)")
    bob = PlayerView(game, 1)
    cast = [str(e["text"]) for e in bob.recent_log(50) if e["event"] == "face_down"]
    assert cast and all("(morph)" in t and "megamorph" not in t for t in cast)
