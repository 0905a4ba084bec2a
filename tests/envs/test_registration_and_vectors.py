"""The Gymnasium environment is registered, has a vector form, never offers an all-zero
action mask, and gives every card slot a stable integer index (issue 22, "For AI
researchers")."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")
gym = pytest.importorskip("gymnasium")
pytest.importorskip("pettingzoo")

from gymnasium.utils.env_checker import check_env  # noqa: E402

from mtgrules.carddb import database  # noqa: E402
from mtgrules.envs import DUEL_ENV_ID  # noqa: E402
from mtgrules.envs.encoding import (  # noqa: E402
    _HAND_SLOT,
    CARD_SLOTS,
    MAX_ACTIONS,
    card_index,
    card_index_size,
    terminal_mask,
)
from mtgrules.errors import IllegalActionError  # noqa: E402


def test_the_registered_id_makes_an_env_that_passes_the_checker() -> None:
    e = gym.make(DUEL_ENV_ID, decks=("red", "green"), opponent="random")
    check_env(e.unwrapped)
    obs, _ = e.reset(seed=2)
    assert obs["cards"].shape == (CARD_SLOTS,) and obs["cards"].dtype == np.int32
    # the module:id form imports the package on the way
    assert gym.make("mtgrules.envs:" + DUEL_ENV_ID).spec.id == DUEL_ENV_ID


def test_vector_steps_never_show_an_all_zero_mask_and_autoreset_after_the_end() -> None:
    v = gym.make_vec(DUEL_ENV_ID, num_envs=3, vectorization_mode="sync",
                     opponent="heuristic")
    obs, _ = v.reset(seed=5)
    rng = np.random.default_rng(0)
    ended = 0
    for _ in range(600):
        mask = obs["action_mask"]
        assert (mask.sum(axis=1) > 0).all()
        actions = np.array([int(rng.choice(np.flatnonzero(m))) for m in mask])
        obs, reward, term, trunc, _ = v.step(actions)
        for k in np.flatnonzero(term):
            ended += 1
            assert (obs["action_mask"][k] == terminal_mask()).all()
            assert reward[k] in (-1.0, 0.0, 1.0)
    assert ended >= 2  # the random learner loses several games to the heuristic in 600 steps
    v.close()


def test_a_finished_single_env_has_the_placeholder_mask_and_refuses_another_step() -> None:
    e = gym.make(DUEL_ENV_ID, opponent="heuristic").unwrapped
    obs, _ = e.reset(seed=3)
    rng = np.random.default_rng(3)
    for _ in range(5000):
        obs, reward, term, trunc, _ = e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
        if term:
            break
    assert term and reward in (-1.0, 1.0)
    assert obs["action_mask"].tolist() == [1] + [0] * (MAX_ACTIONS - 1)
    with pytest.raises(IllegalActionError):
        e.step(0)


def test_card_indices_are_database_rows_for_the_observers_own_hand_only() -> None:
    e = gym.make(DUEL_ENV_ID, decks=("red", "green")).unwrapped
    obs, _ = e.reset(seed=7)
    g = e.game
    hand = [g.state.objects[oid].card for oid in g.state.players[e.seat].hand]
    got = obs["cards"][_HAND_SLOT:_HAND_SLOT + len(hand)].tolist()
    assert got == [card_index(n) for n in hand]
    cards = database().cards
    assert [cards[i - 1].name for i in got] == hand  # 1 + the row in the database
    # the opponent's hand (the green deck's cards) is never in the vector
    visible = {card_index(n) for n in hand}
    visible |= {card_index(g.state.objects[o].card) for o in g.state.battlefield}
    opp_hand = {card_index(g.state.objects[o].card) for o in g.state.players[1 - e.seat].hand}
    assert opp_hand - visible  # something to hide
    assert set(obs["cards"].tolist()) - {0} <= visible
    assert obs["cards"].max() < card_index_size()
    assert e.observation_space.contains(obs)


def test_a_face_gives_its_cards_index_and_an_unknown_name_the_last_index() -> None:
    assert card_index("Insectile Aberration") == card_index("Delver of Secrets")
    assert card_index("no such card at all") == card_index_size() - 1
    assert card_index("Lightning Bolt") != card_index("Shock")
