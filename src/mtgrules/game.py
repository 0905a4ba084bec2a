"""The public game object: decisions in, state out (DESIGN non-negotiables 2-4)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from mtgrules.cards.registry import shown_name
from mtgrules.engine import push, run
from mtgrules.errors import IllegalActionError
from mtgrules.game_setup import check_commanders, check_setup
from mtgrules.log import log_event
from mtgrules.notation import NameSource, format_action, parse_action
from mtgrules.rules.commander import COMMANDER_LIFE, add_commander, color_identity
from mtgrules.rules.departure import abandon_work_of
from mtgrules.rules.sba import lose
from mtgrules.rules.visibility import SeenNames
from mtgrules.rules.zone_change import new_object
from mtgrules.saves.load import SAVE_FORMAT, load_state
from mtgrules.state.decision import Action, Decision
from mtgrules.state.game_state import GameState
from mtgrules.state.outcome import Outcome, outcome_of, returns_of
from mtgrules.state.player import Player

JSON_FORMAT = SAVE_FORMAT
#: ``current_player()`` of a finished game (OpenSpiel's ``kTerminalPlayerId``).
TERMINAL_PLAYER = -4


class Game:
    """A game of Magic with every rule enforced.

    At any moment the game is over or has exactly one pending :class:`Decision`
    (``game.decision``); ``legal_actions()`` lists its options and ``apply(action)`` takes one.

    The OpenSpiel-shaped face: ``current_player()`` (the deciding seat, or
    :data:`TERMINAL_PLAYER` once over), ``is_terminal()``, ``returns()`` (+1 win, -1 loss, 0
    draw), ``outcome`` (winners and the CR reason), ``legal_actions(player)``,
    ``apply_action``, ``action_to_string`` / ``string_to_action`` (the notation of
    :mod:`mtgrules.notation`). There are no chance nodes: shuffles and coin flips draw on the
    game's own seeded RNG.

    Example::

        game = Game.new([red_deck, green_deck], seed=7)
        while not game.is_terminal():
            game.apply(game.legal_actions()[0])
        print(game.returns(), game.outcome.reason)
    """

    __slots__ = ("state",)

    def __init__(self, state: GameState) -> None:
        self.state = state

    @classmethod
    def new(cls, decks: Sequence[Sequence[str]], names: Sequence[str] | None = None,
            seed: int = 0, first_player: int | None = None, life: int | None = None,
            commanders: Sequence[Sequence[str]] | None = None) -> Game:
        """Start a game (CR 103): one library per deck (card names), shuffled; the starting
        player is chosen at random from ``seed`` unless ``first_player`` is given (CR 103.1).

        ``names`` defaults to ``Player 1``, ``Player 2``...; a repeated name gets a suffix
        (``"red"``, ``"red (2)"``) so the log names each player unambiguously.

        ``commanders`` makes the game a Commander game (CR 903): one list per deck of the card
        names of that player's commander (one, or two partners), which start in the command
        zone (903.6) while ``decks`` are the rest of each deck (the libraries); starting life
        is then 40 unless ``life`` is given (903.7; 20 otherwise, 103.4). The deck-construction
        rules (903.5) are checked by :func:`mtgrules.deck_checks.check_deck`, not here.

        Raises UnimplementedCardError for cards of the card database the engine can't play
        (one error naming every such card of a deck, each with its first unsupported line;
        ``problems`` lists them), DeckError for fewer than two or more than 16 decks, a deck that is not a list of
        card names, or one of more than 10,000 cards (a decklist's limit too); UnknownCardError for a card name that is
        not in the registry (naming the deck); GameSetupError for names that
        don't match the decks (count, non-empty strings of at most 200 characters), a
        ``first_player`` that is not a player index, a starting ``life`` outside 1..1000000
        (CR 103.4), a seed that is not an int, or ``commanders`` that is not one list of one
        or two card names per deck. All are MtgRulesError and ValueError.
        """
        if life is None:
            life = COMMANDER_LIFE if commanders is not None else 20
        decks, names = check_setup(decks, names, seed, first_player, life)
        command = check_commanders(commanders, len(decks))
        state = GameState([Player(i, n, life) for i, n in enumerate(names)], seed=seed)
        for i, cards in enumerate(command or ()):
            for card in cards:  # CR 903.6: the commanders start in the command zone
                o = new_object(state, card, i, "command")
                add_commander(state, o.id, color_identity(card))
                log_event(state, "command_zone", "903.6", f"{names[i]}'s commander {card} "
                          "starts the game in the command zone", i, [o.id])
        for i, deck in enumerate(decks):
            for card in deck:
                o = new_object(state, card, i, "library")
                state.players[i].library.append(o.id)
        state.first_player = (first_player if first_player is not None
                              else state.rng.below(len(decks)))
        state.active = state.first_player  # mulligans start with the starting player (103.5)
        state.step = "game_start"  # before the first turn (CR 103); no turn step yet
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

    def legal_actions(self, player: int | None = None) -> list[Action]:
        """The options of the pending decision (empty when the game is over, or when
        ``player`` is given and is not the one deciding)."""
        d = self.state.pending
        if d is None or (player is not None and player != d.player):
            return []
        return list(d.options)

    # --- the OpenSpiel-shaped face ----------------------------------------------------------

    def current_player(self) -> int:
        """The seat index (0-based) of the player who must decide, or :data:`TERMINAL_PLAYER`
        (-4, as OpenSpiel) when the game is over."""
        d = self.state.pending
        return d.player if d is not None else TERMINAL_PLAYER

    def is_terminal(self) -> bool:
        """True once the game has ended (CR 104); same as :attr:`over`."""
        return self.state.over

    def num_players(self) -> int:
        """The number of players the game started with."""
        return len(self.state.players)

    def returns(self) -> list[float]:
        """Per-player returns, by seat: 0.0 for everyone until the game ends; then +1.0 for
        the winner and -1.0 for every player who lost; in a draw (CR 104.4a) 0.0 for the
        players the draw was between and -1.0 for those who had left before. Multiplayer
        returns are therefore not zero-sum."""
        return returns_of(self.state)

    @property
    def outcome(self) -> Outcome | None:
        """Winners, draw flag, every loss with its CR rule, and a one-line reason; None while
        the game goes on."""
        return outcome_of(self.state)

    def apply_action(self, action: Action | Sequence[Any] | str) -> None:
        """Same as :meth:`apply` (OpenSpiel's name)."""
        self.apply(action)

    def action_to_string(self, action: Action, player: int | None = None) -> str:
        """The notation of ``action`` with object names (:func:`mtgrules.notation.format_action`);
        ``player`` is accepted for OpenSpiel's signature and ignored (a game names
        everything; use a ``PlayerView`` to hide what a player can't see)."""
        return format_action(action, self)

    def string_to_action(self, text: str) -> Action:
        """Read the notation ``text`` against the pending decision
        (:func:`mtgrules.notation.parse_action`) with the names its player sees; raises
        IllegalActionError."""
        return parse_action(text, self._decider_names(), self.legal_actions())

    def _decider_names(self) -> NameSource:
        """The names the pending decision's player sees (:class:`~mtgrules.rules.visibility.
        SeenNames`, CR 401.2, 402.3, 406.3): an action is read, and refused, in them, so an
        error never names a hidden card (a hidden id is answered like an unknown one); the
        whole game's names when no decision is pending."""
        d = self.state.pending
        return SeenNames(self.state, d.player) if d is not None else self

    # --- names for the notation -------------------------------------------------------------

    def object_name(self, oid: int) -> str | None:
        """The name object ``oid`` goes by, as the log and the players' views show it (a
        card's name, CR 201.2; a token's subtypes plus "Token" unless its effect named it,
        111.4: ``"Goblin Token"``), or None if there is no such object. The notation checks
        ``Name#id`` against it, so an action written from a view parses here too."""
        o = self.state.objects.get(oid)
        return shown_name(o.card)[0] if o is not None else None

    def object_card(self, oid: int) -> str | None:
        """The definition key of object ``oid`` (a token's differs from its shown name), or
        None if there is no such object."""
        o = self.state.objects.get(oid)
        return o.card if o is not None else None

    def player_names(self) -> tuple[str, ...]:
        """The players' names, by seat."""
        return tuple(p.name for p in self.state.players)

    def apply(self, action: Action | Sequence[Any] | str) -> None:
        """Take ``action`` for the pending decision and advance the game to the next decision.

        ``action`` is an :class:`Action`, its list form (``["cast", 12]``) or its notation
        (``"cast #12"``, ``"keep"``; see :mod:`mtgrules.notation`).

        Raises IllegalActionError, with the state unchanged, if the game is over, the action
        is malformed (``[]``, ``None``, an unknown kind, wrong arity or argument types) or it
        is not one of ``legal_actions()``.
        """
        s = self.state
        names = self._decider_names()
        if not isinstance(action, Action):
            if isinstance(action, str):
                action = parse_action(action, names, self.legal_actions())
            elif isinstance(action, (list, tuple)):
                action = Action.from_data(action)
            else:
                raise IllegalActionError(
                    f"an action is an Action, its list form [kind, *args] or its notation "
                    f"string, not {type(action).__name__} {action!r:.60}")
        d = s.pending
        if d is None:
            raise IllegalActionError(f"the game is over; {_spell(action)} is not possible")
        if action not in d.options:
            action.check()  # a malformed action gets the more precise message
            raise IllegalActionError(
                f"{_spell(action, names)} is not a legal answer to {d.kind!r} for "
                f"{s.players[d.player].name}; legal: "
                f"{', '.join(_spell(a, names) for a in d.options[:12])}"
                + (" ..." if len(d.options) > 12 else ""))
        s.frames[-1].data["answer"] = action.to_data()
        s.pending = None
        run(s)

    def concede(self, player: int) -> None:
        """Player concedes (CR 104.3a); allowed at any time, including during their own or
        another player's decision and during mulligans. In a multiplayer game the player
        leaves (CR 800.4a), makes no further decisions, and the game goes on for the rest:
        whatever the player was in the middle of is abandoned and the pending decision is
        recomputed. Raises IllegalActionError if the game is over or the player has already
        left it."""
        s = self.state
        if not 0 <= player < len(s.players):
            raise IllegalActionError(f"there is no player {player}")
        if s.over or s.players[player].lost:
            raise IllegalActionError(f"{s.players[player].name} can't concede now")
        lose(s, player, "104.3a", "conceded")
        if s.over:
            return
        abandon_work_of(s, player)
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


def _spell(action: Action, game: NameSource | None = None) -> str:
    """The notation of ``action`` (its raw form when it is malformed)."""
    try:
        return format_action(action, game)
    except IllegalActionError:
        return str(action.to_data())
