"""Golden playthroughs: fixed seeds give the very same games, so speed never changes behaviour
(issue 24).

Each playthrough is a two-player game of random agents (uniform over ``legal_actions()``,
seeded with the game's seed) between built-in decks or real decklists
(``tests/data/playthrough_decks``, see its SOURCES.md), played to its end or to a cap of
decisions. Its digest reads every decision's legal options (in order) and chosen action and
every log event; a checkpoint digest every :data:`CHECKPOINT` decisions says where a changed
game first differs. The expected figures are in ``tests/data/golden_playthroughs.json``.

A change that is meant to change games (a card's model, a rule, an agent) regenerates them::

    python tests/property/test_golden_playthroughs.py --update

and the diff of the JSON file shows which games changed; an optimisation must leave it as is.
"""

from __future__ import annotations

import hashlib
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from mtgrules.decks import load_deck
from mtgrules.game import Game
from mtgrules.rng import Rng

DATA = Path(__file__).resolve().parent.parent / "data"
GOLDEN = DATA / "golden_playthroughs.json"
DECKS = DATA / "playthrough_decks"
CHECKPOINT = 250


@dataclass(frozen=True)
class Playthrough:
    """One golden game: its decks (built-in names or files of ``DECKS``), seed and cap."""

    decks: tuple[str, str]
    seed: int
    max_decisions: int

    @property
    def name(self) -> str:
        """The key of its figures in the golden file."""
        return f"{self.decks[0]} vs {self.decks[1]} seed {self.seed}"


PLAYTHROUGHS = (
    Playthrough(("red", "green"), 0, 5000),
    Playthrough(("red", "green"), 1, 5000),
    Playthrough(("blue-white", "red"), 0, 5000),
    Playthrough(("orzhov_control_feb_2014.dck",) * 2, 0, 5000),
    Playthrough(("grixis_control_jan_2012.dck",) * 2, 1, 5000),
    Playthrough(("devotion_to_black_jul_2014.dck",) * 2, 0, 5000),
    Playthrough(("core_set_2019_welcome_gu.dck",) * 2, 0, 5000),
    # Lavaclaw Reaches' "{X}: +X/+0" activated again and again with X=0: hundreds of
    # effects until end of turn and a deep stack; capped (a random walk, it ends rarely).
    Playthrough(("jund_pt_san_diego_2010.dck",) * 2, 0, 2500),
)


def _cards(deck: str) -> list[str]:
    spec = str(DECKS / deck) if deck.endswith(".dck") else deck
    return load_deck(spec).card_names()


def play(p: Playthrough) -> dict[str, Any]:
    """Play ``p`` and return its figures: decisions, whether it ended, the winner, the turn,
    the checkpoint digests and the whole game's digest."""
    game = Game.new([_cards(p.decks[0]), _cards(p.decks[1])], ["A", "B"], seed=p.seed)
    agent = Rng(p.seed)
    digest = hashlib.sha256()
    checkpoints: list[str] = []
    logged = 0
    n = 0
    while not game.over and n < p.max_decisions:
        options = game.legal_actions()
        action = agent.choice(options)
        digest.update(json.dumps([[a.to_data() for a in options], action.to_data()],
                                 separators=(",", ":")).encode())
        game.apply(action)
        n += 1
        log = game.log
        for event in log[logged:]:
            digest.update(json.dumps(event, sort_keys=True, separators=(",", ":")).encode())
        logged = len(log)
        if n % CHECKPOINT == 0:
            checkpoints.append(digest.hexdigest()[:16])
    return {"decisions": n, "over": game.over, "winner": game.winner,
            "turn": game.state.turn, "checkpoints": checkpoints,
            "digest": digest.hexdigest()[:32]}


def _golden() -> dict[str, Any]:
    return dict(json.loads(GOLDEN.read_text()))


@pytest.mark.parametrize("p", PLAYTHROUGHS, ids=lambda p: p.name)
def test_playthrough_is_unchanged(p: Playthrough) -> None:
    want = _golden()[p.name]
    got = play(p)
    if got != want:
        pairs = list(zip(got["checkpoints"], want["checkpoints"], strict=False))
        first = next((i for i, (a, b) in enumerate(pairs) if a != b), len(pairs))
        pytest.fail(
            f"{p.name} played differently: first difference before decision "
            f"{(first + 1) * CHECKPOINT}; got {got['decisions']} decisions (over: "
            f"{got['over']}, turn {got['turn']}), want {want['decisions']} (over: "
            f"{want['over']}, turn {want['turn']}). If the change is meant to change games, "
            "run `python tests/property/test_golden_playthroughs.py --update` and review the "
            "diff of tests/data/golden_playthroughs.json.")


def test_golden_file_lists_exactly_the_playthroughs() -> None:
    assert sorted(_golden()) == sorted(p.name for p in PLAYTHROUGHS)


def _update() -> None:
    GOLDEN.write_text(json.dumps({p.name: play(p) for p in PLAYTHROUGHS}, indent=1) + "\n")
    print(f"wrote {GOLDEN}")


if __name__ == "__main__":
    if sys.argv[1:] != ["--update"]:
        sys.exit(f"usage: python {sys.argv[0]} --update")
    _update()
