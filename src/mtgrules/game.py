"""The public game object: decisions in, state out (DESIGN non-negotiables 2-4)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from mtgrules.cards.registry import get_card
from mtgrules.cards.status import require_implemented
from mtgrules.engine import push, run
from mtgrules.errors import IllegalActionError, UnknownCardError
from mtgrules.state.decision import Action, Decision
from mtgrules.state.game_state import GameState
from mtgrules.state.player import Player

JSON_FORMAT = 1


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

        Raises UnimplementedCardError for a card of the card database the engine can't play
        (naming its first unsupported line), UnknownCardError for any other name that is not in
        the registry, ValueError for fewer than two decks.
        """
        if len(decks) < 2:
            raise ValueError("a game needs at least two players")
        names = list(names) if names else [f"Player {i + 1}" for i in range(len(decks))]
        state = GameState([Player(i, n, life) for i, n in enumerate(names)], seed=seed)
        from mtgrules.rules.zone_change import new_object

        for i, deck in enumerate(decks):
            for card in deck:
                try:
                    get_card(card)
                except UnknownCardError:
                    require_implemented(card, f"deck {i + 1}")  # a card of the database
                    raise
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
        """Rebuild a game from :meth:`to_json` output; raises ValueError on other input."""
        try:
            data = json.loads(text)
            if data.get("format") != JSON_FORMAT:
                raise ValueError(f"unsupported game JSON format {data.get('format')!r}")
            return cls(GameState.from_data(data["state"]))
        except (KeyError, TypeError, json.JSONDecodeError) as e:
            raise ValueError(f"not a mtgrules game JSON: {e}") from e

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
