"""Cards exiled face down (CR 406.3), played from exile through a linked static ability
(607.2a, 601.3) with mana spent as though it were any color (609.4b): Rogue Class on real
games. What each player may see (the views, the log, the encodings, a saved game), who may
play the card, and that a new object has no link."""

from __future__ import annotations

import json

from mtgrules import Game
from mtgrules.agents.view import PlayerView
from mtgrules.cards.face_down import FACE_DOWN_CARD_KEY
from mtgrules.notation import format_action
from mtgrules.rules.casting import castable_zones_cards
from mtgrules.rules.face_down import visible_card
from mtgrules.rules.layers import characteristics
from mtgrules.rules.zone_change import move

from .._helpers import advance, board, has_option, option

_BOARD = """
players:
  - name: Alice
    library: [Island, Island, Island]
    battlefield:
      - {{card: Rogue Class, level: {level}}}
      - {{card: Grizzly Bears, id: bears}}
      - Swamp
      - Swamp
  - name: Bob
    library: [{top}, Forest, Forest]
    battlefield: [Mountain]
turn: {{active: Alice, step: precombat_main, number: 3, lands_played: {lands}}}
"""


def _after_combat(level: int = 3, top: str = "Lightning Bolt", lands: int = 1) -> tuple[Game, int]:
    """Alice's Grizzly Bears deal combat damage to Bob; the trigger resolves. Returns the game
    in Alice's postcombat main phase and the id of the card exiled face down."""
    game = board(_BOARD.format(level=level, top=top, lands=lands))
    s = game.state
    advance(game, lambda g: g.decision is not None and g.decision.kind == "attackers")
    bears = next(i for i in s.battlefield if s.objects[i].card == "Grizzly Bears")
    game.apply(option(game, "attack", bears, -2))
    if game.decision is not None and game.decision.kind == "attackers":
        game.apply(option(game, "done"))
    advance(game, lambda g: g.state.step == "postcombat_main" and not g.state.stack)
    (card,) = s.exile
    return game, card


def test_406_3_the_exiled_card_is_hidden_from_its_owner_and_shown_to_the_class_controller(
) -> None:
    game, card = _after_combat()
    s = game.state
    o = s.objects[card]
    assert (o.zone, o.face_down, o.owner, o.chosen["look"]) == ("exile", True, 1, [0])
    assert characteristics(s, card).types == frozenset()  # no characteristics (406.3a)
    bob, alice = PlayerView(game, 1), PlayerView(game, 0)
    hidden, seen = bob.info(card), alice.info(card)
    assert hidden is not None and seen is not None
    assert (hidden.name, hidden.types, hidden.mana_value) == ("face-down card", frozenset(), 0)
    assert (seen.name, seen.types) == ("Lightning Bolt (face down)", frozenset({"Instant"}))
    assert visible_card(o, 1) == FACE_DOWN_CARD_KEY and visible_card(o, 0) == "Lightning Bolt"
    assert "Lightning Bolt" not in str(s.log)  # the log is public
    assert "Lightning Bolt" not in str(bob.recent_log(200))
    # what Bob's view says of it is the same whichever card it is (the encodings and the
    # browser read the view and visible_card)
    other, other_card = _after_combat(top="Giant Growth")
    assert PlayerView(other, 1).info(other_card) == hidden
    assert visible_card(other.state.objects[other_card], 1) == FACE_DOWN_CARD_KEY
    # a saved game keeps who may look (and stays hidden after loading)
    back = Game.from_json(game.to_json())
    assert back.state.objects[card].chosen["look"] == [0]
    assert PlayerView(back, 1).info(card).name == "face-down card"  # type: ignore[union-attr]
    assert json.loads(game.to_json()) == json.loads(back.to_json())


def test_601_3_level_3_casts_it_with_black_mana_and_the_owner_cannot() -> None:
    game, card = _after_combat()
    s = game.state
    assert has_option(game, "cast", card)
    assert format_action(option(game, "cast", card), PlayerView(game, 0)) == \
        f"cast Lightning Bolt (face down)#{card}"
    assert card not in castable_zones_cards(s, 1)  # Bob, its owner, may not (607.2a)
    game.apply(option(game, "cast", card))  # turned face up first (406.3a)
    game.apply(option(game, "target", -2))  # Bob
    while game.decision is not None and game.decision.kind == "pay_mana":
        game.apply(option(game, "auto"))
    advance(game, lambda g: not g.state.stack)
    assert s.players[1].life == 20 - 2 - 3  # Grizzly Bears, then Lightning Bolt paid with {B}
    bolt = [i for i in s.players[1].graveyard if s.objects[i].card == "Lightning Bolt"]
    assert len(bolt) == 1 and not s.exile
    assert any(e["event"] == "face_up_from_exile" and e["rule"] == "406.3a" for e in s.log)


def test_607_2a_below_level_3_it_stays_exiled_and_nobody_may_play_it() -> None:
    game, card = _after_combat(level=2)
    assert not has_option(game, "cast", card)
    game, card = _after_combat(level=3, top="Forest", lands=0)
    assert has_option(game, "play", card)  # a land: played with the land play (305.1)
    game.apply(option(game, "play", card))
    s = game.state
    assert [s.objects[i].card for i in s.battlefield].count("Forest") == 1


def _at_end_step(game: Game) -> None:
    game.apply(option(game, "pass"))  # to Alice's end step: an instant could be cast there
    advance(game, lambda g: g.state.step == "end" and g.decision is not None
            and g.decision.player == 0)


def test_607_2a_a_new_rogue_class_has_no_link_to_the_cards_the_old_one_exiled() -> None:
    same, bolt = _after_combat()
    _at_end_step(same)
    assert has_option(same, "cast", bolt)  # the same Rogue Class: it may be cast there
    game, card = _after_combat()
    s = game.state
    rogue = next(i for i in s.battlefield if s.objects[i].card == "Rogue Class")
    hand = move(s, rogue, "hand")
    new = move(s, hand, "battlefield")
    s.objects[new].level = 3
    s.touch()
    _at_end_step(game)
    assert not has_option(game, "cast", card)  # CR 400.7: a new object
    assert s.objects[card].face_down and s.objects[card].chosen["look"] == [0]  # 406.3
