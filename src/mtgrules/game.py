"""The public game object: decisions in, state out (DESIGN non-negotiables 2-4)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from mtgrules.cards.registry import get_card
from mtgrules.engine import push, run
from mtgrules.errors import (
    DeckError,
    GameSetupError,
    IllegalActionError,
    UnknownCardError,
)
from mtgrules.saves.load import SAVE_FORMAT, load_state
from mtgrules.state.decision import Action, Decision
from mtgrules.state.game_state import GameState
from mtgrules.state.player import Player

JSON_FORMAT = SAVE_FORMAT


class Game:
    """A game of Magic with every rule enforced.

    At any moment the game is over or has exactly one pending :class:`Decision`
    (``game.decision``); ``legal_actions()`` lists its options and ``apply(action)`` takes one.

    Example::

        game = Game.new([red_deck, green_deck], seed=7)
        while not game.over:
            game.apply(game.legal_actions()[0])
    """

    __slots__ = ("state",)

    def __init__(self, state: GameState) -> None:
        self.state = state

    @classmethod
    def new(cls, decks: Sequence[Sequence[str]], names: Sequence[str] | None = None,
            seed: int = 0, first_player: int | None = None, life: int = 20) -> Game:
        """Start a game (CR 103): one library per deck (card names), shuffled; the starting
        player is chosen at random from ``seed`` unless ``first_player`` is given (CR 103.1).

        ``names`` defaults to ``Player 1``, ``Player 2``...; a repeated name gets a suffix
        (``"red"``, ``"red (2)"``) so the log names each player unambiguously.

        Raises DeckError for fewer than two or more than 16 decks, a deck that is not a list of
        card names, or one of more than 5000 cards; UnknownCardError for a card name that is
        not in the registry (naming the deck and position); GameSetupError for names that
        don't match the decks (count, non-empty strings of at most 200 characters), a
        ``first_player`` that is not a player index, a starting ``life`` outside 1..1000000
        (CR 103.4) or a seed that is not an int. All are MtgRulesError and ValueError.
        """
        decks, names = _check_setup(decks, names, seed, first_player, life)
        state = GameState([Player(i, n, life) for i, n in enumerate(names)], seed=seed)
        from mtgrules.rules.zone_change import new_object

        for i, deck in enumerate(decks):
            for card in deck:
                o = new_object(state, card, i, "library")
                state.players[i].library.append(o.id)
        state.first_player = (first_player if first_player is not None
                              else state.rng.below(len(decks)))
        state.active = state.first_player  # mulligans start with the starting player (103.5)
        state.step = "game_start"  # before the first turn (CR 103); no turn step yet
        from mtgrules.log import log_event

        log_event(state, "start", "103.1", f"{names[state.first_player]} will take the first "
                  "turn", state.first_player)
        push(state, "game", stage="shuffle")
        game = cls(state)
        run(state)
        return game

    # --- decisions -----------------------------------------------------------------------

    @property
    def decision(self) -> Decision | None:
        """The pending decision, or None when the game is over."""
        return self.state.pending

    @property
    def over(self) -> bool:
        """True once the game has ended (CR 104)."""
        return self.state.over

    @property
    def winner(self) -> int | None:
        """Index of the winning player, -1 for a draw, None while the game goes on."""
        return self.state.winner

    def legal_actions(self) -> list[Action]:
        """The options of the pending decision (empty when the game is over)."""
        d = self.state.pending
        return list(d.options) if d else []

    def apply(self, action: Action | Sequence[Any]) -> None:
        """Take ``action`` (an :class:`Action` or its list form) for the pending decision and
        advance the game to the next decision.

        Raises IllegalActionError, with the state unchanged, if the game is over or the action
        is not one of ``legal_actions()``.
        """
        s = self.state
        if not isinstance(action, Action):
            action = Action.from_data(list(action))
        d = s.pending
        if d is None:
            raise IllegalActionError(f"the game is over; {action} is not possible")
        if action not in d.options:
            raise IllegalActionError(
                f"{action} is not a legal answer to {d.kind!r} for {s.players[d.player].name}; "
                f"legal: {', '.join(map(str, d.options[:12]))}"
                + (" ..." if len(d.options) > 12 else ""))
        s.frames[-1].data["answer"] = action.to_data()
        s.pending = None
        run(s)

    def concede(self, player: int) -> None:
        """Player concedes (CR 104.3a); allowed at any time. Raises IllegalActionError if the
        game is over or the player has already left it."""
        s = self.state
        if s.over or s.players[player].lost:
            raise IllegalActionError(f"{s.players[player].name} can't concede now")
        from mtgrules.engine import run
        from mtgrules.rules.sba import lose

        d = s.pending
        if d is not None and d.player == player and d.kind != "priority" and \
                sum(1 for p in s.players if not p.lost) > 2:
            raise IllegalActionError("in a multiplayer game, conceding in the middle of one's "
                                     f"own {d.kind!r} decision is not supported yet")
        lose(s, player, "104.3a", "conceded")
        if not s.over and d is not None and d.player == player:
            s.pending = None  # priority passes to the next player (CR 800.4a)
            run(s)

    # --- copies ------------------------------------------------------------------------

    def clone(self) -> Game:
        """An independent copy that continues identically (DESIGN non-negotiable 3)."""
        return Game(self.state.copy())

    def to_json(self) -> str:
        """The whole state, RNG and work stack included, as a JSON string."""
        return json.dumps({"format": JSON_FORMAT, "state": self.state.to_data()},
                          separators=(",", ":"), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> Game:
        """Rebuild a game from :meth:`to_json` output.

        A save is untrusted data: it is checked against the save schema and for consistency,
        and its pending decision (with the legal options) is recomputed from the state, never
        taken from the file (see :mod:`mtgrules.saves`).

        Raises SaveError (a MtgRulesError and a ValueError) naming the JSON path of the first
        bad field, e.g. ``state.players[1].hand[3]: 9999 is not an object id``.
        """
        return cls(load_state(text))

    # --- inspection ------------------------------------------------------------------------

    @property
    def log(self) -> list[dict[str, Any]]:
        """The structured event log (read-only by convention)."""
        return self.state.log

    def player_index(self, name: str) -> int:
        """Index of the player called ``name``; raises KeyError if none."""
        for p in self.state.players:
            if p.name == name:
                return p.index
        raise KeyError(name)


MAX_DECK = 5000
"""Most cards a deck given to ``Game.new`` may hold (a game must stay savable)."""
MAX_LIFE = 1_000_000


def _check_setup(decks: Any, names: Any, seed: Any, first_player: Any,
                 life: Any) -> tuple[list[list[str]], list[str]]:
    """Validate ``Game.new``'s arguments; return the decks and the (unique) player names."""
    from mtgrules.saves.schema import MAX_PLAYERS

    if isinstance(decks, str | bytes) or not isinstance(decks, Sequence):
        raise DeckError(f"decks must be a list of decks (lists of card names), got "
                        f"{type(decks).__name__}", source="Game.new")
    if not 2 <= len(decks) <= MAX_PLAYERS:
        raise DeckError(f"a game needs 2 to {MAX_PLAYERS} decks (one per player), got "
                        f"{len(decks)}", source="Game.new")
    out: list[list[str]] = []
    for i, deck in enumerate(decks):
        if isinstance(deck, str | bytes) or not isinstance(deck, Sequence):
            raise DeckError(f"deck {i + 1} must be a list of card names, got "
                            f"{type(deck).__name__} {deck!r:.40}", source="Game.new")
        if len(deck) > MAX_DECK:
            raise DeckError(f"deck {i + 1} has {len(deck)} cards, more than {MAX_DECK}",
                            source="Game.new")
        for j, card in enumerate(deck):
            where = f"deck {i + 1}, card {j + 1}"
            if not isinstance(card, str):
                raise DeckError(f"{where}: a card name is a string, got {card!r:.40}",
                                source="Game.new")
            get_card_at(card, where)
        out.append(list(deck))
    if names is None or (isinstance(names, Sequence) and not isinstance(names, str)
                         and len(names) == 0):
        names = [f"Player {i + 1}" for i in range(len(decks))]
    if isinstance(names, str | bytes) or not isinstance(names, Sequence):
        raise GameSetupError(f"names must be a list of player names, got {names!r:.40}")
    if len(names) != len(decks):
        raise GameSetupError(f"{len(names)} player names for {len(decks)} decks")
    unique: list[str] = []
    for i, n in enumerate(names):
        if not isinstance(n, str) or not n.strip() or len(n) > 200:
            raise GameSetupError(f"player name {i + 1} must be a non-empty string of at most "
                                 f"200 characters, got {n!r:.40}")
        k, name = 2, n
        while name in unique or (name != n and name in names):
            name, k = f"{n} ({k})", k + 1
        unique.append(name)
    if type(seed) is not int:
        raise GameSetupError(f"seed must be an int, got {seed!r:.40}")
    if first_player is not None and (type(first_player) is not int
                                     or not 0 <= first_player < len(decks)):
        raise GameSetupError(f"first_player must be a player index 0..{len(decks) - 1}, got "
                             f"{first_player!r:.40}")
    if type(life) is not int or not 1 <= life <= MAX_LIFE:
        raise GameSetupError(f"starting life must be an int in 1..{MAX_LIFE}, got "
                             f"{life!r:.40} (CR 103.4)")
    return out, unique


def get_card_at(name: str, where: str) -> None:
    """Check that card ``name`` is registered; raises UnknownCardError naming ``where``."""
    try:
        get_card(name)
    except UnknownCardError as e:
        raise UnknownCardError(name, where) from e
