"""Self-play simulation at scale: many games between two decks, on one core, many processes,
or a Ray cluster, with the same results whatever runs them.

The unit of work is a :class:`GameSpec` (a game index, its seed, the card lists in seat order
and the agents): :func:`play_one` turns it into a :class:`GameResult` and depends on nothing
else, so any backend can play any game and the results are identical. Game ``i`` of a run with
seed ``S`` uses game seed ``S + i``; the decks swap seats every game (deck A sits in seat 0 in
even games, deck B in odd ones), so per-seat and per-deck figures are both meaningful. Each
game's starting player is chosen at random from its seed (CR 103.1).

Backends:

- ``local``: ``workers=1`` plays in this process; more workers use a process pool
  (:class:`concurrent.futures.ProcessPoolExecutor`).
- ``ray``: each chunk of games is a Ray task (``ray.init(address=...)`` joins a cluster;
  without an address a local Ray instance with ``workers`` CPUs is started, and stopped at the
  end). Needs ``pip install mtgrules[rl]``.

Example::

    from mtgrules.simulate import run
    result = run("red", "green", games=100, agents=("heuristic", "random"), seed=1)
    print(result.decks[0].win_rate, result.decks[0].interval)
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass
from typing import Any, Literal

from mtgrules.agents import make_agent
from mtgrules.agents.base import Agent
from mtgrules.agents.loading import agent_class, is_agent_spec, load_agent
from mtgrules.cards.status import load_playable_deck
from mtgrules.errors import MtgRulesError
from mtgrules.game import Game
from mtgrules.runner import play_game

Backend = Literal["local", "ray"]
SIM_AGENTS = ("heuristic", "random")
"""The built-in agent names; an import path ``"package.module:ClassName"`` names a user's
agent class (:mod:`mtgrules.agents.loading`)."""
MAX_DECISIONS = 20_000
"""A game still going after this many decisions is recorded as unfinished (a draw)."""
MAX_GAMES = 10_000_000


class SimulationError(MtgRulesError):
    """Bad simulation parameters (game count, workers, agents, backend), or a game that
    could not be played to its end (an agent raised): the message names the game, its seed
    and agents, so it can be replayed."""


@dataclass(frozen=True, slots=True)
class GameSpec:
    """One game to play: ``index`` in the run, game ``seed``, the card names of each seat's
    library (``decks[seat]``), each seat's agent (a built-in name, a ``module:Class`` spec or
    an :class:`~mtgrules.agents.base.Agent` object), and which run deck (0 = A, 1 = B) sits
    in each seat (``deck_of_seat``)."""

    index: int
    seed: int
    decks: tuple[tuple[str, ...], ...]
    agents: tuple[str | Agent, ...]
    deck_of_seat: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameResult:
    """What happened in one game: the winning seat (None for a draw or an unfinished game),
    the winning run deck (0 = A, 1 = B, None likewise), turns played, decisions taken, whether
    the game ended (``finished``) and the CR reason of the loss (or "decision limit")."""

    index: int
    seed: int
    winner_seat: int | None
    winner_deck: int | None
    turns: int
    decisions: int
    finished: bool
    reason: str


def play_one(spec: GameSpec) -> GameResult:
    """Play the game ``spec`` describes to its end (or :data:`MAX_DECISIONS`) and return its
    result. Deterministic: the same spec always gives the same result. Agents are seeded from
    the game seed (seat ``k`` gets ``2 * seed + 1 + k``)."""
    game = Game.new([list(d) for d in spec.decks],
                    [f"Seat {k + 1}" for k in range(len(spec.decks))], seed=spec.seed)
    agents = [_agent(kind, 2 * spec.seed + 1 + k) for k, kind in enumerate(spec.agents)]
    decisions = 0

    def count(_player: int, _action: Any) -> None:
        nonlocal decisions
        decisions += 1

    try:
        play_game(game, agents, max_decisions=MAX_DECISIONS, on_action=count)
    except Exception as e:  # an agent's error (or an engine bug): name the game to replay it
        who = ", ".join(agent_name(k) for k in spec.agents)
        raise SimulationError(f"game {spec.index} (seed {spec.seed}, agents {who}) stopped "
                              f"at decision {decisions + 1}: {type(e).__name__}: {e}") from e
    winner = game.winner if game.over and game.winner is not None and game.winner >= 0 else None
    losers = [p for p in game.state.players if p.lost]
    reason = ("decision limit" if not game.over
              else "; ".join(f"{p.loss_reason}" for p in losers) or "draw")
    return GameResult(spec.index, spec.seed, winner,
                      spec.deck_of_seat[winner] if winner is not None else None,
                      game.state.turn, decisions, game.over, reason)


def _agent(kind: str | Agent, seed: int) -> Agent:
    """The agent of one seat of one game: a built-in by name, a new instance of a
    ``module:Class`` spec (seeded), or the given object itself."""
    if not isinstance(kind, str):
        return kind
    return load_agent(kind, seed) if is_agent_spec(kind) else make_agent(kind, seed)


def agent_name(kind: str | Agent) -> str:
    """How results name an agent: its built-in name or spec, or an object's class name."""
    return kind if isinstance(kind, str) else type(kind).__name__


def play_chunk(specs: Sequence[GameSpec]) -> list[GameResult]:
    """Play several games in order (the unit of work a worker or Ray task gets)."""
    return [play_one(s) for s in specs]


# --- statistics ------------------------------------------------------------------------------


def wilson_interval(wins: int, n: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """The Wilson score interval (95% by default) of a proportion ``wins / n``, as
    ``(low, high)`` in [0, 1]; ``(0.0, 1.0)`` when ``n == 0``."""
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True, slots=True)
class Record:
    """Wins, losses and draws of one deck or seat over ``games``; ``win_rate`` is wins/games
    and ``interval`` its 95% Wilson interval."""

    name: str
    games: int
    wins: int
    losses: int
    draws: int

    @property
    def win_rate(self) -> float:
        """Wins divided by games (0.0 with no games)."""
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """95% Wilson score interval of the win rate."""
        return wilson_interval(self.wins, self.games)

    def to_data(self) -> dict[str, Any]:
        """JSON-compatible dict with the derived figures."""
        lo, hi = self.interval
        return {**asdict(self), "win_rate": self.win_rate, "ci95": [lo, hi]}


@dataclass(frozen=True, slots=True)
class SimulationResult:
    """The results of a run: each game's :class:`GameResult` (by index), per-deck and per-seat
    records, average turns, draws (including unfinished games), wall time in seconds and
    games per second."""

    deck_names: tuple[str, str]
    agents: tuple[str, str]
    """How each deck's agent is named (:func:`agent_name`)."""
    seed: int
    backend: str
    workers: int
    games: tuple[GameResult, ...]
    seconds: float

    @property
    def decks(self) -> tuple[Record, Record]:
        """The records of deck A and deck B (with their agents)."""
        return (self._record(f"{self.deck_names[0]} ({self.agents[0]})", "winner_deck", 0),
                self._record(f"{self.deck_names[1]} ({self.agents[1]})", "winner_deck", 1))

    @property
    def seats(self) -> tuple[Record, Record]:
        """The records of seat 1 and seat 2 (whatever deck sat there)."""
        return (self._record("seat 1", "winner_seat", 0),
                self._record("seat 2", "winner_seat", 1))

    def _record(self, name: str, field: str, value: int) -> Record:
        wins = sum(1 for g in self.games if getattr(g, field) == value)
        draws = self.draws
        return Record(name, len(self.games), wins, len(self.games) - wins - draws, draws)

    @property
    def draws(self) -> int:
        """Games with no winner (draws and games stopped at the decision limit)."""
        return sum(1 for g in self.games if g.winner_seat is None)

    @property
    def unfinished(self) -> int:
        """Games stopped at the decision limit."""
        return sum(1 for g in self.games if not g.finished)

    @property
    def average_turns(self) -> float:
        """Mean number of turns per game."""
        return sum(g.turns for g in self.games) / len(self.games) if self.games else 0.0

    @property
    def games_per_second(self) -> float:
        """Games played per wall-clock second."""
        return len(self.games) / self.seconds if self.seconds > 0 else 0.0

    def outcomes(self) -> list[tuple[int, int, int | None, int]]:
        """(index, seed, winner seat, turns) of every game: what must not depend on the
        backend or the worker count."""
        return [(g.index, g.seed, g.winner_seat, g.turns) for g in self.games]

    def to_data(self) -> dict[str, Any]:
        """JSON-compatible summary plus per-game results."""
        return {
            "decks": [r.to_data() for r in self.decks],
            "seats": [r.to_data() for r in self.seats],
            "games": len(self.games), "draws": self.draws, "unfinished": self.unfinished,
            "average_turns": self.average_turns, "seconds": self.seconds,
            "games_per_second": self.games_per_second, "seed": self.seed,
            "backend": self.backend, "workers": self.workers,
            "results": [asdict(g) for g in self.games],
        }


# --- running ------------------------------------------------------------------------------


def game_specs(deck_a: Sequence[str], deck_b: Sequence[str], games: int,
               agents: tuple[str | Agent, str | Agent], seed: int) -> list[GameSpec]:
    """The specs of a run: game ``i`` has seed ``seed + i``; deck A sits in seat 0 when ``i``
    is even, deck B when odd. ``agents[d]`` plays deck ``d`` wherever it sits."""
    a, b = tuple(deck_a), tuple(deck_b)
    out: list[GameSpec] = []
    for i in range(games):
        order = (0, 1) if i % 2 == 0 else (1, 0)
        cards = (a, b)
        out.append(GameSpec(i, seed + i, tuple(cards[d] for d in order),
                            tuple(agents[d] for d in order), order))
    return out


def _chunks(specs: list[GameSpec], size: int) -> list[list[GameSpec]]:
    return [specs[i:i + size] for i in range(0, len(specs), size)]


def _check(games: int, workers: int, agents: Iterable[str | Agent], backend: str) -> None:
    if not 1 <= games <= MAX_GAMES:
        raise SimulationError(f"--games must be between 1 and {MAX_GAMES}, not {games}")
    if not 1 <= workers <= 1024:
        raise SimulationError(f"--workers must be between 1 and 1024, not {workers}")
    for a in agents:
        if not isinstance(a, str):
            if not isinstance(a, Agent):
                raise SimulationError(f"agent {a!r:.60} has no act() method")
        elif is_agent_spec(a):
            agent_class(a)  # AgentSpecError now, not in a worker
        elif a not in SIM_AGENTS:
            raise SimulationError(f"unknown agent {a!r} (choose from {', '.join(SIM_AGENTS)}, "
                                  "or give 'package.module:ClassName')")
    if backend not in ("local", "ray"):
        raise SimulationError(f"unknown backend {backend!r} (local or ray)")


def run(deck_a: str | Sequence[str], deck_b: str | Sequence[str], games: int = 100,
        agents: tuple[str | Agent, str | Agent] = ("heuristic", "heuristic"), seed: int = 0,
        workers: int = 1, backend: Backend = "local", ray_address: str | None = None,
        progress: Callable[[int], None] | None = None, chunk_size: int | None = None,
        ) -> SimulationResult:
    """Play ``games`` games between two decks and return a :class:`SimulationResult`.

    ``deck_a``/``deck_b``: a built-in deck name, a decklist file, or a list of card names.
    ``agents``: the agent of deck A and of deck B: ``heuristic``, ``random``, an import path
    ``"package.module:ClassName"`` of an agent class (one instance per game and seat, built
    with ``seed=`` when its constructor takes one), or an
    :class:`~mtgrules.agents.base.Agent` object (the same object plays every game of a
    process; with several workers or Ray it must pickle, and each worker gets a copy).
    ``progress(n)`` is called with the number of games finished so far as results arrive.
    The per-game results (and so every figure but the timings) depend only on the decks,
    agents, ``games`` and ``seed``, never on ``workers``, ``backend`` or ``chunk_size``.

    Raises SimulationError for bad parameters, AgentSpecError for an agent spec that doesn't
    load, DeckError/UnknownCardError for a bad deck,
    ImportError (with the install hint) when the Ray backend is asked for without Ray.
    """
    _check(games, workers, agents, backend)
    names = (_deck_name(deck_a), _deck_name(deck_b))
    specs = game_specs(_cards(deck_a), _cards(deck_b), games, agents, seed)
    size = chunk_size or max(1, min(25, games // (workers * 4) or 1))
    chunks = _chunks(specs, size)
    workers = min(workers, len(chunks))  # more processes than chunks would only start idle
    results: list[GameResult] = []
    t0 = time.perf_counter()

    def collect(batch: list[GameResult]) -> None:
        results.extend(batch)
        if progress is not None:
            progress(len(results))

    if backend == "ray":
        _run_ray(chunks, ray_address, workers, collect)
    elif workers == 1:
        for c in chunks:
            collect(play_chunk(c))
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for batch in pool.map(play_chunk, chunks):
                collect(batch)
    seconds = time.perf_counter() - t0
    results.sort(key=lambda g: g.index)
    return SimulationResult(names, (agent_name(agents[0]), agent_name(agents[1])), seed,
                            backend, workers, tuple(results), seconds)


@dataclass(frozen=True, slots=True)
class RoundRobinResult:
    """A round robin: every pair of ``deck_names`` played a :class:`SimulationResult`
    (``matches[k]`` between decks ``pairs[k]``)."""

    deck_names: tuple[str, ...]
    pairs: tuple[tuple[int, int], ...]
    matches: tuple[SimulationResult, ...]

    @property
    def standings(self) -> tuple[Record, ...]:
        """Each deck's record over all its games (wins, losses, draws, 95% Wilson interval),
        in deck order."""
        out = []
        for d, name in enumerate(self.deck_names):
            games = wins = draws = 0
            for (a, b), m in zip(self.pairs, self.matches, strict=True):
                if d not in (a, b):
                    continue
                side = 0 if d == a else 1
                games += len(m.games)
                wins += sum(1 for g in m.games if g.winner_deck == side)
                draws += m.draws
            out.append(Record(name, games, wins, games - wins - draws, draws))
        return tuple(out)

    @property
    def seconds(self) -> float:
        """Wall time of all the matches."""
        return sum(m.seconds for m in self.matches)

    def to_data(self) -> dict[str, Any]:
        """JSON-compatible standings and per-match summaries."""
        return {"standings": [r.to_data() for r in self.standings],
                "matches": [{"decks": [self.deck_names[a], self.deck_names[b]],
                             **m.to_data()} for (a, b), m in zip(self.pairs, self.matches,
                                                                 strict=True)]}


def round_robin(decks: Sequence[tuple[str, Sequence[str]]], games: int = 10,
                agent: str = "heuristic", seed: int = 0, workers: int = 1,
                backend: Backend = "local", ray_address: str | None = None,
                progress: Callable[[int], None] | None = None) -> RoundRobinResult:
    """Every pair of ``decks`` (``(name, card names)``, at least two) plays ``games`` games
    (:func:`run`; pair ``k`` in the order (0, 1), (0, 2), ..., (1, 2), ... uses seeds from
    ``seed + k * games``), all with agents of kind ``agent``. ``progress(n)`` gets the games
    finished so far. Raises SimulationError for fewer than two decks or bad parameters."""
    if len(decks) < 2:
        raise SimulationError(f"a round robin needs at least two decks, not {len(decks)}")
    names = tuple(n for n, _ in decks)
    pairs = tuple((a, b) for a in range(len(decks)) for b in range(a + 1, len(decks)))
    matches: list[SimulationResult] = []
    for k, (a, b) in enumerate(pairs):
        done = k * games
        tick = (lambda n, done=done: progress(done + n)) if progress else None
        m = run(list(decks[a][1]), list(decks[b][1]), games, (agent, agent), seed + k * games,
                workers, backend, ray_address, progress=tick)
        matches.append(SimulationResult((names[a], names[b]), m.agents, m.seed, m.backend,
                                        m.workers, m.games, m.seconds))
    return RoundRobinResult(names, pairs, tuple(matches))


def _run_ray(chunks: list[list[GameSpec]], address: str | None, workers: int,
             collect: Callable[[list[GameResult]], None]) -> None:
    try:
        import ray
    except ImportError as e:  # pragma: no cover - depends on the installed extras
        raise ImportError("the Ray backend needs Ray: pip install 'mtgrules[rl]'") from e
    started = not ray.is_initialized()
    if started:
        # joining a cluster uses its resources; a local instance gets ``workers`` CPUs
        ray.init(address=address, num_cpus=None if address else workers,
                 include_dashboard=False, log_to_driver=False, configure_logging=False)
    try:
        task = ray.remote(play_chunk)
        pending = [task.remote(c) for c in chunks]
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            for ref in done:
                collect(ray.get(ref))
    finally:
        if started and address is None:
            ray.shutdown()


def _cards(deck: str | Sequence[str]) -> list[str]:
    if isinstance(deck, str):
        return load_playable_deck(deck).card_names()
    return list(deck)


def _deck_name(deck: str | Sequence[str]) -> str:
    if isinstance(deck, str):
        return deck.rsplit("/", 1)[-1]
    return "custom"
