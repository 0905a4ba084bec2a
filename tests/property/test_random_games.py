"""Property tests over random games (DESIGN non-negotiables 2-5).

Random agents (uniform choice over ``legal_actions()``) play the built-in decks against each
other. Every game must end without raising; every card stays in exactly one zone; a clone and a
JSON round-trip taken at a random decision continue exactly like the original; the same seed and
actions give the same log.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtgrules.decks import BUILTIN_DECKS, load_deck
from mtgrules.game import Game
from mtgrules.rng import Rng
from mtgrules.state.decision import Action
from mtgrules.state.game_state import GameState

MAX_DECISIONS = 20000
SHARED_ZONES = ("battlefield", "stack", "exile")
PLAYER_ZONES = ("library", "hand", "graveyard")

PROPERTY = settings(deadline=None, max_examples=15,
                    suppress_health_check=[HealthCheck.too_slow])

seeds = st.integers(min_value=0, max_value=2**32 - 1)
pairs = st.tuples(st.sampled_from(BUILTIN_DECKS), st.sampled_from(BUILTIN_DECKS))


@cache
def _deck(name: str) -> tuple[str, ...]:
    return tuple(load_deck(name).card_names())


def _new(pair: tuple[str, str], seed: int) -> Game:
    return Game.new([list(_deck(pair[0])), list(_deck(pair[1]))], list(pair), seed=seed)


def _deck_size(pair: tuple[str, str]) -> int:
    return len(_deck(pair[0])) + len(_deck(pair[1]))


def _check_zones(s: GameState, cards: int) -> None:
    """Every id in a zone list is in exactly one list, names a stored object whose ``zone``
    says so, and the cards (tokens, copies and abilities aside) in zones number ``cards``."""
    where: dict[int, str] = {}
    lists: list[tuple[str, list[int]]] = [(z, getattr(s, z)) for z in SHARED_ZONES]
    for p in s.players:
        lists += [(z, getattr(p, z)) for z in PLAYER_ZONES]
    for zone, ids in lists:
        for oid in ids:
            assert oid not in where, f"object {oid} is in both {where[oid]} and {zone}"
            where[oid] = zone
            assert oid in s.objects, f"{zone} holds unknown object {oid}"
            assert s.objects[oid].zone == zone, (
                f"{s.objects[oid]!r} is listed in {zone}")
    in_zones = 0
    for o in s.objects.values():
        if o.kind != "card" or o.zone not in SHARED_ZONES + PLAYER_ZONES:
            continue
        assert o.id in where, f"{o!r} is in no zone list"
        in_zones += 1
    assert in_zones == cards, f"{in_zones} cards in zones, expected {cards}"


def _play(game: Game, agent: Rng, limit: int = MAX_DECISIONS,
          check: int | None = None) -> list[Action]:
    """Random actions until the game ends or ``limit`` decisions; returns the actions."""
    actions: list[Action] = []
    while not game.over and len(actions) < limit:
        options = game.legal_actions()
        assert options, "a pending decision without options"
        a = agent.choice(options)
        game.apply(a)
        actions.append(a)
        if check is not None:
            _check_zones(game.state, check)
    return actions


def _replay(game: Game, actions: list[Action]) -> None:
    for a in actions:
        game.apply(a)


def _log(game: Game) -> list[dict[str, Any]]:
    return list(game.log)


@PROPERTY
@given(seed=seeds, agent_seed=seeds, pair=pairs)
def test_random_game_ends_and_keeps_cards_in_one_zone(seed: int, agent_seed: int,
                                                      pair: tuple[str, str]) -> None:
    game = _new(pair, seed)
    cards = _deck_size(pair)
    _check_zones(game.state, cards)
    _play(game, Rng(agent_seed), check=cards)
    assert game.over, f"no winner after {MAX_DECISIONS} decisions"
    assert game.winner is not None
    assert game.legal_actions() == []


@PROPERTY
@given(seed=seeds, agent_seed=seeds, pair=pairs,
       where=st.floats(min_value=0.0, max_value=1.0, allow_nan=False))
def test_clone_and_json_round_trip_continue_identically(seed: int, agent_seed: int,
                                                        pair: tuple[str, str],
                                                        where: float) -> None:
    actions = _play(_new(pair, seed), Rng(agent_seed))
    k = min(int(where * len(actions)), max(len(actions) - 1, 0))
    game = _new(pair, seed)
    _replay(game, actions[:k])
    snapshot = game.to_json()
    clone = game.clone()
    restored = Game.from_json(snapshot)
    assert clone.to_json() == snapshot
    assert restored.to_json() == snapshot
    for g in (game, clone, restored):
        _replay(g, actions[k:])
    end = game.to_json()
    assert game.over
    assert clone.to_json() == end
    assert restored.to_json() == end
    assert _log(clone) == _log(game)
    assert _log(restored) == _log(game)
    assert clone.winner == restored.winner == game.winner
    # The copies are independent: the snapshot taken before continuing is unchanged.
    assert Game.from_json(snapshot).to_json() == snapshot


def test_same_seed_and_actions_give_identical_logs() -> None:
    pair = ("red", "green")
    first = _new(pair, 7)
    actions = _play(first, Rng(7))
    second = _new(pair, 7)
    again = _play(second, Rng(7))
    assert again == actions
    assert _log(second) == _log(first)
    assert second.to_json() == first.to_json()
    third = _new(pair, 7)
    _replay(third, actions)
    assert _log(third) == _log(first)
