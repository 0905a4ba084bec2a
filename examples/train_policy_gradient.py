"""Train a small policy on the Gymnasium environment with REINFORCE (numpy only, CPU,
about a minute), then print how often it beats RandomAgent.

    pip install 'mtgrules[rl]'
    python examples/train_policy_gradient.py

The policy scores each legal option from its description in the observation (the
``options`` section of :mod:`mtgrules.envs.encoding`: action kind, the object it is about,
its target) with one weight vector, and picks with a softmax: a pointer-style policy, so
one set of weights serves every decision. Training plays the learner against RandomAgent
and follows the REINFORCE gradient of the final reward (+1 win, -1 loss) with a running
baseline. The evaluation plays fresh seeds against RandomAgent, sampling from the policy.
"""

from __future__ import annotations

import argparse

import numpy as np

from mtgrules.envs.encoding import MAX_ACTIONS, OPTION_FEATURES, Encoder
from mtgrules.envs.gymnasium import MtgEnv

OPTIONS_START, OPTIONS_END = Encoder(2).offsets["options"]


def option_rows(env: MtgEnv, obs: dict[str, np.ndarray]) -> np.ndarray:
    """The (legal options x OPTION_FEATURES) block of the observation."""
    n = int(obs["action_mask"].sum())
    block = obs["observation"][OPTIONS_START:OPTIONS_END]
    return block.reshape(MAX_ACTIONS, OPTION_FEATURES)[:n]


def softmax(z: np.ndarray) -> np.ndarray:
    z = z - z.max()
    e = np.exp(z)
    return e / e.sum()


def play(env: MtgEnv, w: np.ndarray, seed: int, rng: np.random.Generator | None,
         ) -> tuple[float, np.ndarray]:
    """One episode; returns the reward and the summed score-function gradient (sampling
    when ``rng`` is given, greedy otherwise)."""
    obs, _ = env.reset(seed=seed)
    grad = np.zeros_like(w)
    steps = 0
    while True:
        steps += 1
        rows = option_rows(env, obs)
        p = softmax(rows @ w)
        i = int(rng.choice(len(p), p=p)) if rng is not None else int(np.argmax(p))
        grad += rows[i] - p @ rows
        obs, reward, term, trunc, _ = env.step(i)
        if term or trunc:
            return reward, grad / steps


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--episodes", type=int, default=300)
    ap.add_argument("--eval", type=int, default=60)
    ap.add_argument("--lr", type=float, default=2.0)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    env = MtgEnv(decks=("green", "green"), opponent="random", seat=0)  # a mirror match
    rng = np.random.default_rng(args.seed)
    w = np.zeros(OPTION_FEATURES)
    baseline = 0.0
    for ep in range(args.episodes):
        reward, grad = play(env, w, seed=10_000 + ep, rng=rng)
        w += args.lr * (reward - baseline) * grad
        baseline = 0.9 * baseline + 0.1 * reward
        if (ep + 1) % 50 == 0:
            print(f"episode {ep + 1}: running reward {baseline:+.2f}")

    def win_rate(weights: np.ndarray) -> float:
        pick = np.random.default_rng(1)
        wins = sum(play(env, weights, seed=s, rng=pick)[0] > 0 for s in range(args.eval))
        return wins / args.eval

    print(f"evaluation over {args.eval} new games against RandomAgent:")
    print(f"  untrained policy (uniform over the options, i.e. random): wins "
          f"{win_rate(np.zeros(OPTION_FEATURES)):.0%}")
    print(f"  trained policy: wins {win_rate(w):.0%}")


if __name__ == "__main__":
    main()
