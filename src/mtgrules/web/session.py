"""Games played in the browser: one :class:`WebGame` per session id, kept by :class:`GameStore`.

Nothing here imports a web framework (the routes are :mod:`mtgrules.web.app`), so the game
logic is tested without one. A session is a human in seat 0 against one computer agent in
seat 1. The human is asked like the terminal player (:class:`~mtgrules.agents.autopass.
PriorityStops`: a decision with one option is taken for them, priority is passed where they
don't stop); the computer's moves are made one visible move per :meth:`WebGame.step`, so
the page can show them as they happen.

Safety: the server executes nothing from its input. Actions are read with the notation parser
against the pending decision (:func:`mtgrules.notation.parse_action`), decklists with the
project's parser and limits (:func:`mtgrules.cards.status.parse_playable_decklist`: every
card of the database by any letter case or front face, as the command line reads them), and
every refusal is a :class:`WebError` with an HTTP status and a message.
"""

from __future__ import annotations

import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from mtgrules.agents import make_agent
from mtgrules.agents.autopass import PriorityStops, automatic_payment
from mtgrules.agents.base import Agent
from mtgrules.agents.view import PlayerView
from mtgrules.cards.status import parse_playable_decklist, playable_card
from mtgrules.decks import BUILTIN_DECKS, load_deck
from mtgrules.errors import DeckError, MtgRulesError
from mtgrules.game import Game
from mtgrules.state.decision import Action
from mtgrules.web.board import snapshot
from mtgrules.web.commander_decks import COMMANDER_DECKS, CommanderDeckError, commander_deck

__all__ = ["AGENTS", "GameStore", "WebError", "WebGame", "new_web_game"]

#: The formats a browser game is played in: two 60-card decks, or Commander (CR 903).
FORMATS = ("constructed", "commander")
#: The computer agents a person can play against.
AGENTS = ("heuristic", "random")
#: Seat of the person in the browser.
HUMAN = 0
#: The longest pasted decklist accepted (characters).
MAX_DECKLIST_CHARS = 100_000
#: Decisions the server takes on its own in one request before answering (a loop guard).
MAX_AUTO_DECISIONS = 5_000
#: Decisions in one game before the server stops it (as ``mtgrules play``'s limit).
MAX_GAME_DECISIONS = 200_000


class WebError(MtgRulesError):
    """A request the web front end refuses.

    Attributes:
        status: the HTTP status (400 bad input, 404 no such game, 409 not now).
        field: the request field at fault, or None.
        line: for a decklist, the 1-based line at fault (0 when none).
    """

    def __init__(self, message: str, status: int = 400, field: str | None = None,
                 line: int = 0) -> None:
        super().__init__(message)
        self.status = status
        self.field = field
        self.line = line

    def to_data(self) -> dict[str, Any]:
        """The JSON body of the error response."""
        return {"error": str(self), "field": self.field, "line": self.line}


def _deck(spec: object, field: str) -> tuple[list[str], str]:
    """The card names and label of a deck field: a built-in deck name or a pasted decklist.
    Raises WebError naming the field (and the decklist line)."""
    if not isinstance(spec, str) or not spec.strip():
        raise WebError(f"{field}: give a built-in deck ({', '.join(BUILTIN_DECKS)}) or paste "
                       "a decklist", field=field)
    if spec in BUILTIN_DECKS:
        return load_deck(spec, known_card=playable_card).card_names(), spec
    if "\n" not in spec.strip() and len(spec) < 40 and not spec.strip()[0].isdigit():
        raise WebError(f"{field}: {spec!r} is not a built-in deck ({', '.join(BUILTIN_DECKS)}); "
                       "paste a decklist to play your own", field=field)
    if len(spec) > MAX_DECKLIST_CHARS:
        raise WebError(f"{field}: the decklist is over {MAX_DECKLIST_CHARS} characters",
                       field=field)
    try:
        deck = parse_playable_decklist(spec, "decklist")
    except DeckError as e:
        raise WebError(f"{field}: {e}", field=field, line=e.line) from e
    return deck.card_names(), "decklist"


def _seed(value: object) -> int:
    if value is None or value == "":
        return secrets.randbelow(2**31)
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise WebError("seed: a whole number from 0 to 2147483647", field="seed")
    try:
        seed = int(value)
    except ValueError:
        raise WebError(f"seed: {str(value)[:40]!r} is not a whole number",
                       field="seed") from None
    if not 0 <= seed < 2**31:
        raise WebError("seed: a whole number from 0 to 2147483647", field="seed")
    return seed


def _name(value: object, field: str, default: str) -> str:
    if value is None or value == "":
        return default
    if not isinstance(value, str) or len(value.strip()) > 40 or not value.strip():
        raise WebError(f"{field}: a name of 1 to 40 characters", field=field)
    return " ".join(value.split())


class WebGame:
    """One game in the browser: the person (seat 0) against ``agent`` (seat 1).

    Use it under :attr:`lock` (the store's methods do). ``stops`` are the person's priority
    stops; ``pass_turn`` passes their priority until the end of the current turn.
    """

    def __init__(self, gid: str, game: Game, agent: Agent, agent_kind: str, seed: int) -> None:
        self.id = gid
        self.game = game
        self.agent = agent
        self.agent_kind = agent_kind
        self.seed = seed
        self.stops = PriorityStops()
        self.auto_pay = True
        self.lock = threading.Lock()
        self.used = time.monotonic()
        self.decisions = 0

    # --- who decides --------------------------------------------------------------------

    def waiting_for(self) -> str:
        """``"over"``, ``"human"`` (the person must decide) or ``"computer"`` (call
        :meth:`step`). A person's decision the terminal would not ask counts as the
        computer's turn to move (the server takes it in :meth:`step`)."""
        g = self.game
        if g.over or self.decisions >= MAX_GAME_DECISIONS:
            return "over"
        d = g.decision
        assert d is not None
        if d.player == HUMAN and self._ask_human():
            return "human"
        return "computer"

    def _ask_human(self) -> bool:
        d = self.game.decision
        assert d is not None
        opts = list(d.options)
        if len(opts) == 1 or self._automatic_payment() is not None:
            return False
        return self.stops.should_ask(PlayerView(self.game, HUMAN), d, opts)

    # --- moves --------------------------------------------------------------------------

    def act(self, text: object) -> None:
        """Apply the person's answer ``text`` (the action notation) to the pending decision.

        Raises WebError 400 for a malformed or illegal action (state unchanged), 409 when the
        person is not the one to decide now.
        """
        if not isinstance(text, str) or not text.strip() or len(text) > 500:
            raise WebError("action: an action in the notation, e.g. \"pass\" or "
                           "\"cast Shock#12\"", field="action")
        if self.waiting_for() != "human":
            raise WebError(f"it is not your decision now ({self.waiting_for()})", status=409,
                           field="action")
        try:
            action = self.game.string_to_action(text)
            self.game.apply(action)
        except MtgRulesError as e:
            raise WebError(f"action: {e}", field="action") from e
        self.decisions += 1

    def step(self) -> list[str]:
        """Advance until the computer has made one move that is not a pass, the person must
        decide, or the game is over; decisions the person is not asked are taken for them
        (one option, or a priority pass where they don't stop). Returns the notation of each
        action taken, prefixed with the seat (``"P2: cast Shock#12"``)."""
        g = self.game
        taken: list[str] = []
        for _ in range(MAX_AUTO_DECISIONS):
            if self.waiting_for() != "computer":
                break
            d = g.decision
            assert d is not None
            opts = list(d.options)
            if d.player == HUMAN:
                action = (opts[0] if len(opts) == 1 else self._automatic_payment()
                          or next(a for a in opts if a.kind == "pass"))
            else:
                action = self.agent.act(PlayerView(g, d.player), d, opts)
            taken.append(f"P{d.player + 1}: {g.action_to_string(action)}")
            g.apply(action)
            self.decisions += 1
            if d.player != HUMAN and action.kind not in ("pass", "keep") \
                    and not _mana_only(action):
                break
        return taken

    def _automatic_payment(self) -> Action | None:
        """The ``auto`` payment of the person's pending mana payment while automatic payment
        is on (:func:`~mtgrules.agents.autopass.automatic_payment`), else None."""
        d = self.game.decision
        if not self.auto_pay or d is None or d.player != HUMAN:
            return None
        return automatic_payment(d, d.options)

    def set_payment(self, auto: object) -> None:
        """Automatic mana payment on (``True``, the default) or off (the person chooses what
        to tap for every cost). Raises WebError for anything but a boolean."""
        if not isinstance(auto, bool):
            raise WebError("auto: true or false", field="auto")
        self.auto_pay = auto

    def concede(self) -> None:
        """The person concedes (CR 104.3a). Raises WebError 409 if the game is over."""
        try:
            self.game.concede(HUMAN)
        except MtgRulesError as e:
            raise WebError(str(e), status=409) from e

    def pass_turn(self) -> None:
        """Pass priority until the end of this turn (decisions other than priority are still
        asked), as the terminal's ``pass turn``."""
        self.stops.pass_until_end_of_turn = self.game.state.turn
        if self.waiting_for() == "human" and self.game.decision is not None \
                and any(a.kind == "pass" for a in self.game.decision.options):
            self.game.apply(Action("pass"))
            self.decisions += 1

    def set_stops(self, own: object, opponents: object) -> None:
        """Replace the person's priority stops (lists of step names). Raises WebError."""
        from mtgrules.state.game_state import STEPS

        picked: list[set[str]] = []
        for field, value in (("own", own), ("opponents", opponents)):
            if not isinstance(value, list) or not all(isinstance(s, str) for s in value):
                raise WebError(f"{field}: a list of step names", field=field)
            bad = [s for s in value if s not in STEPS]
            if bad:
                raise WebError(f"{field}: unknown step {bad[0][:40]!r} (steps: "
                               f"{', '.join(STEPS)})", field=field)
            picked.append(set(value))
        self.stops.own, self.stops.opponents = picked

    def state(self, since: int = 0) -> dict[str, Any]:
        """What the page shows (see :func:`mtgrules.web.board.snapshot`), with log events from
        index ``since`` on."""
        data = snapshot(self.game, HUMAN, since, ask=self.waiting_for() == "human")
        data["id"] = self.id
        data["waiting"] = self.waiting_for()
        data["agent"] = self.agent_kind
        data["seed"] = self.seed
        data["stops"] = {"own": sorted(self.stops.own), "opponents": sorted(self.stops.opponents)}
        data["auto_pay"] = self.auto_pay
        if self.decisions >= MAX_GAME_DECISIONS and not self.game.over:
            data["result"] = {"reason": "stopped: decision limit reached", "winners": []}
        return data


def _mana_only(action: Action) -> bool:
    from mtgrules.agents.autopass import meaningful_options

    return action.kind == "activate" and not meaningful_options([action])


def new_web_game(gid: str, params: Mapping[str, object],
                 default_format: str = "constructed") -> WebGame:
    """A new game from the start form's fields: ``deck`` and ``opponent_deck`` (a built-in
    deck name or a pasted decklist), ``agent`` (one of :data:`AGENTS`), ``seed`` (optional
    int), ``name`` (optional), ``format`` (one of :data:`FORMATS`, else ``default_format``;
    ``commander`` plays the Commander variant, CR 903, with Commander decks: one of
    :data:`~mtgrules.web.commander_decks.COMMANDER_DECKS` or a pasted list naming its
    commander). Raises WebError naming the field at fault."""
    unknown = sorted(set(params) - {"deck", "opponent_deck", "agent", "seed", "name", "format"})
    if unknown:
        raise WebError(f"unknown field {unknown[0][:40]!r}", field=unknown[0][:40])
    fmt = params.get("format") or default_format
    if fmt not in FORMATS:
        raise WebError(f"format: one of {', '.join(FORMATS)}", field="format")
    commanders: list[list[str]] | None = None
    if fmt == "commander":
        (deck, mine), (opp, theirs) = (
            _commander_field(params.get(f, d), f)
            for f, d in (("deck", COMMANDER_DECKS[0]), ("opponent_deck", COMMANDER_DECKS[1])))
        commanders = [mine, theirs]
    else:
        deck, _ = _deck(params.get("deck", "red"), "deck")
        opp, _ = _deck(params.get("opponent_deck", "green"), "opponent_deck")
    kind = params.get("agent", "heuristic")
    if kind not in AGENTS:
        raise WebError(f"agent: one of {', '.join(AGENTS)}", field="agent")
    assert isinstance(kind, str)
    seed = _seed(params.get("seed"))
    name = _name(params.get("name"), "name", "Player")
    opp_name = "Computer" if name != "Computer" else "Opponent"
    try:
        game = Game.new([deck, opp], [name, opp_name], seed=seed, commanders=commanders)
    except MtgRulesError as e:
        raise WebError(str(e)) from e
    return WebGame(gid, game, make_agent(kind, seed * 2 + 2), kind, seed)


def _commander_field(spec: object, field: str) -> tuple[list[str], list[str]]:
    """``(library, commanders)`` of a Commander deck field. Raises WebError naming it."""
    if not isinstance(spec, str) or not spec.strip():
        raise WebError(f"{field}: give a Commander deck ({', '.join(COMMANDER_DECKS)}) or "
                       "paste a Commander decklist", field=field)
    if len(spec) > MAX_DECKLIST_CHARS:
        raise WebError(f"{field}: the decklist is over {MAX_DECKLIST_CHARS} characters",
                       field=field)
    try:
        return commander_deck(spec)
    except CommanderDeckError as e:
        raise WebError(f"{field}: {e}", field=field, line=e.line) from e


@dataclass
class GameStore:
    """The games in memory, by session id: at most ``capacity``; starting one more forgets
    the least recently used (a finished one first)."""

    capacity: int = 32
    format: str = "constructed"

    def __post_init__(self) -> None:
        self._games: OrderedDict[str, WebGame] = OrderedDict()
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._games)

    def create(self, params: Mapping[str, object]) -> WebGame:
        """Start a game under a new random session id. Raises WebError."""
        gid = secrets.token_urlsafe(12)
        game = new_web_game(gid, params, self.format)
        with self._lock:
            while len(self._games) >= self.capacity:
                done = [k for k, g in self._games.items() if g.game.over]
                self._games.pop(done[0] if done else next(iter(self._games)))
            self._games[gid] = game
        return game

    def get(self, gid: str) -> WebGame:
        """The game of session ``gid``. Raises WebError 404."""
        with self._lock:
            g = self._games.get(gid)
            if g is None:
                raise WebError(f"no game {gid[:40]!r} (it ended or was forgotten; start a "
                               "new one)", status=404)
            self._games.move_to_end(gid)
            g.used = time.monotonic()
            return g
