"""The RL environments pass their libraries' own checkers, hide what a player can't see,
seed reproducibly, and end with the right rewards."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")

from gymnasium.utils.env_checker import check_env  # noqa: E402
from pettingzoo.test import api_test  # noqa: E402

from mtgrules.envs.encoding import MAX_ACTIONS, Encoder  # noqa: E402
from mtgrules.envs.gymnasium import MtgEnv  # noqa: E402
from mtgrules.envs.pettingzoo import env  # noqa: E402
from mtgrules.errors import IllegalActionError  # noqa: E402


def _random_episode(e, seed: int) -> tuple[list[int], dict[str, float], int]:
    """Play an AEC episode with a seeded random masked policy: (actions, rewards, steps)."""
    rng = np.random.default_rng(seed)
    e.reset(seed=seed)
    actions: list[int] = []
    final: dict[str, float] = {}
    for agent in e.agent_iter(max_iter=20_000):
        obs, reward, term, trunc, _ = e.last()
        if term or trunc:
            final[agent] = reward
            e.step(None)
            continue
        a = int(rng.choice(obs["action_mask"].nonzero()[0]))
        actions.append(a)
        e.step(a)
    return actions, final, len(actions)


def test_pettingzoo_api_test_passes() -> None:
    api_test(env(seed=1), num_cycles=200, verbose_progress=False)


def test_gymnasium_check_env_passes() -> None:
    check_env(MtgEnv(opponent="random"), skip_render_check=True)


def test_pettingzoo_episode_ends_with_a_winner_and_a_loser() -> None:
    e = env(seed=4)
    _, final, steps = _random_episode(e, 4)
    assert steps > 0
    assert sorted(final.values()) == [-1.0, 1.0]
    winner = next(a for a, r in final.items() if r == 1.0)
    assert e.game.winner == e.possible_agents.index(winner)


def test_pettingzoo_seeding_reproduces_the_episode() -> None:
    a1, f1, _ = _random_episode(env(seed=0), 11)
    a2, f2, _ = _random_episode(env(seed=0), 11)
    assert a1 == a2 and f1 == f2


def test_gymnasium_seeding_reproduces_the_episode_and_reward_matches_the_game() -> None:
    def play(seed: int) -> tuple[list[int], float, str]:
        e = MtgEnv(opponent="heuristic", seat=1)
        obs, info = e.reset(seed=seed)
        rng = np.random.default_rng(seed)
        taken: list[int] = []
        while True:
            assert obs["action_mask"].sum() == min(len(info["legal_actions"]), MAX_ACTIONS)
            a = int(rng.choice(obs["action_mask"].nonzero()[0]))
            taken.append(a)
            obs, reward, term, trunc, info = e.step(a)
            if term or trunc:
                return taken, reward, e.game.to_json()
    t1, r1, j1 = play(5)
    t2, r2, j2 = play(5)
    assert (t1, r1, j1) == (t2, r2, j2)
    assert r1 in (-1.0, 1.0, 0.0)


def test_the_heuristic_opponent_beats_a_random_learner_most_of_the_time() -> None:
    wins = 0
    for seed in range(6):
        e = MtgEnv(decks=("green", "green"), opponent="heuristic")
        obs, _ = e.reset(seed=seed)
        rng = np.random.default_rng(seed)
        while True:
            obs, reward, term, trunc, _ = e.step(int(rng.choice(obs["action_mask"].nonzero()[0])))
            if term or trunc:
                break
        wins += reward == -1.0
    assert wins >= 4


def test_an_illegal_index_is_refused_or_a_noop_leaving_the_game_unchanged() -> None:
    e = MtgEnv(opponent="random", on_illegal="raise")
    e.reset(seed=2)
    before = e.game.to_json()
    with pytest.raises(IllegalActionError):
        e.step(MAX_ACTIONS - 1)
    assert e.game.to_json() == before
    e2 = MtgEnv(opponent="random")
    e2.reset(seed=2)
    before = e2.game.to_json()
    _, reward, term, _, info = e2.step(MAX_ACTIONS - 1)
    assert info["illegal_action"] and reward == 0.0 and not term
    assert e2.game.to_json() == before
    for outside in (MAX_ACTIONS, 999, -1, 3.7, "x"):  # not in the space: refused even as noop
        with pytest.raises(IllegalActionError):
            e2.step(outside)
    assert e2.game.to_json() == before


@pytest.mark.parametrize("action", ["0", True, 1.5, None, [0]])
def test_an_action_of_the_wrong_type_is_refused_like_a_gymnasium_space_would(
        action: object) -> None:
    e = env()
    e.reset(seed=1)
    before = e.unwrapped.game.to_json()
    with pytest.raises(IllegalActionError, match="is not an action index"):
        e.step(action)
    assert e.unwrapped.game.to_json() == before
    e.step(np.int64(0))  # a NumPy integer is an integer
    assert e.unwrapped.game.to_json() != before


def test_the_observation_hides_the_opponents_hand_and_every_library() -> None:
    e = env(seed=3)
    e.reset(seed=3)
    g = e.game
    enc = Encoder(2)
    me = g.current_player()
    opp = 1 - me
    base = enc.encode(g.state, me, g.decision)
    s = g.state
    # swap the opponent's hand and library contents with other cards of the same counts
    s.players[opp].hand.reverse()
    s.players[opp].library.reverse()
    s.players[me].library.reverse()
    assert np.array_equal(base, enc.encode(s, me, g.decision))
    # ... but the player's own hand is visible: changing it changes the observation
    hand = s.players[me].hand
    j = next(k for k in range(1, len(hand)) if s.objects[hand[k]].card != s.objects[hand[0]].card)
    hand[0], hand[j] = hand[j], hand[0]
    assert not np.array_equal(base, enc.encode(s, me, g.decision))


def test_the_observation_describes_the_options_and_the_game_can_be_cloned_for_lookahead() -> None:
    e = MtgEnv(opponent="random")
    obs, info = e.reset(seed=9)
    mask = obs["action_mask"]
    assert mask.sum() == len(info["legal_actions"])
    look = e.game.clone()
    look.apply(look.legal_actions()[0])
    assert e.game.to_json() != look.to_json()
    assert obs["observation"].shape == e.observation_space["observation"].shape
