"""The draft environment passes PettingZoo's api_test, masks exactly the pack's cards, and
replays the same draft for the same seed and actions."""

from __future__ import annotations

import pytest

np = pytest.importorskip("numpy")
pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test  # noqa: E402

import mtgrules  # noqa: E402,F401
from mtgrules.envs.draft import env  # noqa: E402
from mtgrules.errors import IllegalActionError  # noqa: E402


def test_draft_env_passes_api_test() -> None:
    api_test(env("AFR", seed=1), num_cycles=400, verbose_progress=False)


def _episode(seed: int) -> tuple[list[int], list[tuple[str, ...]], dict[str, float]]:
    e = env("AFR", seed=0, reward_fn=lambda pool: float(len(pool)))
    e.reset(seed=seed)
    rng = np.random.default_rng(seed)
    actions: list[int] = []
    final: dict[str, float] = {}
    for agent in e.agent_iter(max_iter=1000):
        obs, reward, term, trunc, _ = e.last()
        if term or trunc:
            final[agent] = reward
            e.step(None)
            continue
        seat = e.possible_agents.index(agent)
        assert {e.card_names[i] for i in obs["action_mask"].nonzero()[0]} == \
            set(e.draft.packs[seat])
        a = int(rng.choice(obs["action_mask"].nonzero()[0]))
        actions.append(a)
        e.step(a)
    return actions, [e.draft.pool(s) for s in range(8)], final


def test_draft_env_episode_is_360_picks_and_reproducible() -> None:
    a1, p1, f1 = _episode(3)
    assert len(a1) == 8 * 45 and all(len(p) == 45 for p in p1)
    assert f1 == {f"seat_{k}": 45.0 for k in range(8)}
    assert _episode(3) == (a1, p1, f1)


def test_draft_env_refuses_a_card_not_in_the_pack() -> None:
    e = env("AFR", seed=2)
    e.reset(seed=2)
    obs = e.observe(e.agent_selection)
    absent = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    with pytest.raises(IllegalActionError, match="not in seat_0's pack"):
        e.step(absent)
