"""The ``mtgrules`` command: play games between agents, list cards, judge scenarios.

``mtgrules play`` (also what ``mtgrules`` alone does) plays built-in red against green with two
heuristic agents. The seed is random unless ``--seed`` is given, and is always printed first,
so any game can be replayed: ``mtgrules play --seed 7`` prints the same thing every time.
"""

from __future__ import annotations

import json
import secrets
import sys
from typing import Any

import click

from mtgrules.agents import make_agent
from mtgrules.agents.human import HumanAgent
from mtgrules.card_commands import card, cards
from mtgrules.cards.status import load_playable_deck
from mtgrules.cli_actions import action_printer
from mtgrules.deck_checks import DeckFormat, check_deck, registry_facts
from mtgrules.deck_command import deck
from mtgrules.decks import BUILTIN_DECKS
from mtgrules.errors import DeckError, GameSetupError
from mtgrules.game import Game
from mtgrules.game_setup import MAX_PLAYERS
from mtgrules.judge import judge
from mtgrules.limited_command import booster, draft, sealed
from mtgrules.render.text import render_event
from mtgrules.runner import play_game
from mtgrules.sim_command import simulate
from mtgrules.version import __version__
from mtgrules.web.command import serve

AGENTS = ("heuristic", "random", "human")
PLAYER_NAMES = ("Alice", "Bob", "Carol", "Dave", "Eve", "Frank", "Grace", "Heidi")
MAX_DECISIONS = 200_000


@click.group(invoke_without_command=True, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, "-V", "--version", prog_name="mtgrules",
                      message="%(prog)s %(version)s")
@click.pass_context
def main(ctx: click.Context) -> None:
    """mtgrules: a Magic: The Gathering rules engine."""
    if ctx.invoked_subcommand is None:
        ctx.invoke(play)


def _load(spec: str, fmt: str | None) -> tuple[list[str], list[str]]:
    """Load a deck for ``play``: say what was read from a file (stderr), then check the
    deck-construction rules of ``fmt`` (CR 100.2, 903.5): refused when ``fmt`` is given, only
    reported when it isn't. Returns the library's card names and, for ``commander``, the
    commander's (903.3; empty otherwise). Raises DeckError."""
    deck = load_playable_deck(spec)
    if spec not in BUILTIN_DECKS:
        click.echo(f"read {deck.summary()}", err=True)
    if deck.problems:  # sideboard cards only: the main deck's raised. One line: `deck
        # check` details each card; the sideboard is not used in a game (CR 100.4)
        names = ", ".join(f"{p.written} (line {p.line})" for p in deck.problems)
        click.echo(f"note: {deck.source}: {len(deck.problems)} sideboard card(s) the engine "
                   f"can't play yet, not used in a game (CR 100.4): {names}; "
                   f"`mtgrules deck check` says why", err=True)
    problems = check_deck(deck, DeckFormat(fmt or "constructed"), registry_facts)
    if problems and fmt is not None:
        raise DeckError(f"not a legal {fmt} deck: " + "; ".join(problems), 0, deck.source)
    if problems and spec not in BUILTIN_DECKS:
        click.echo(f"note: {deck.source} is not a legal constructed deck: "
                   + "; ".join(problems) + " (only reported: --format constructed|limited "
                   "enforces the rules, --format none skips them)", err=True)
    if fmt == "commander":
        commanders, library = deck.commander_split()
        return library, commanders
    return deck.card_names(), []


def result_info(game: Any) -> dict[str, Any]:
    """Winner, turns and reason of a finished (or abandoned) game, JSON-compatible."""
    s = game.state
    losers = [p for p in s.players if p.lost]
    reason = "; ".join(f"{p.name}: {p.loss_reason}" for p in losers) or None
    if not game.over:
        return {"winner": None, "turns": s.turn, "reason": "decision limit reached"}
    winner = (s.players[game.winner].name if game.winner is not None and game.winner >= 0
              else "draw")
    return {"winner": winner, "turns": s.turn, "reason": reason}


@main.command()
@click.option("--deck", "decks", multiple=True, metavar="NAME_OR_FILE",
              help="A player's deck (built-in name, decklist file, or - for a decklist on "
                   "standard input); repeat it for each player of a free-for-all game (CR 800).")
@click.option("--agent", "agents", multiple=True, type=click.Choice(AGENTS),
              help="The agent of the player of the matching --deck (default heuristic).")
@click.option("--deck1", default=None, help="Deck of player 1 (two-player form) [default: red].")
@click.option("--deck2", default=None,
              help="Deck of player 2 (two-player form) [default: green].")
@click.option("--agent1", type=click.Choice(AGENTS), default=None,
              help="Agent of player 1 [default: heuristic].")
@click.option("--agent2", type=click.Choice(AGENTS), default=None,
              help="Agent of player 2 [default: heuristic].")
@click.option("--format", "fmt",
              type=click.Choice(["constructed", "limited", "commander", "none"]),
              default=None, help="Enforce deck-construction rules (CR 100.2); without it, "
                                 "constructed-rule problems are only reported. 'commander' "
                                 "plays the Commander variant (CR 903): commanders start in "
                                 "the command zone, 40 life, 21 commander damage loses.")
@click.option("--seed", type=int, default=None, help="Game seed (random if not given).")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON event per line.")
@click.option("--quiet", is_flag=True, help="Print only the result.")
@click.option("--actions", "show_actions", is_flag=True,
              help="Also print every action taken, in the action notation.")
@click.option("--manual-pay", is_flag=True,
              help="A human player chooses what to tap for every cost (default: mana costs "
                   "are paid automatically, CR 601.2g-h).")
def play(decks: tuple[str, ...], agents: tuple[str, ...], deck1: str | None,
         deck2: str | None, agent1: str | None, agent2: str | None, fmt: str | None,
         seed: int | None, as_json: bool, quiet: bool, show_actions: bool = False,
         manual_pay: bool = False) -> None:
    """Play a game between agents and print what happens, with CR rule citations.

    Two players by default (red vs green); '--deck X --agent Y' repeated gives any number
    of players in a free-for-all game."""
    try:
        specs, kinds = seat_specs(decks, agents, deck1, deck2, agent1, agent2)
    except click.UsageError as e:
        click.echo(f"error: {e.message}", err=True)
        sys.exit(2)
    if seed is None:
        seed = secrets.randbelow(2**31)
    try:
        loaded = [_load(spec, fmt) for spec in specs]
    except DeckError as e:
        click.echo(f"error: {e}", err=True)
        sys.exit(2)
    if as_json:
        click.echo(json.dumps({"event": "seed", "seed": seed}, sort_keys=True))
    else:
        click.echo(f"seed: {seed}")
    players = [make_agent(k, seed * 2 + 1 + i) for i, k in enumerate(kinds)]
    for agent in players:
        if manual_pay and isinstance(agent, HumanAgent):
            agent.auto_pay = False

    def on_event(ev: dict[str, Any]) -> None:
        if quiet:
            return
        if as_json:
            click.echo(json.dumps(ev, sort_keys=True))
        else:
            click.echo(render_event(ev))

    try:
        game = Game.new([lib for lib, _ in loaded], player_names(len(loaded)), seed=seed,
                        commanders=[c for _, c in loaded] if fmt == "commander" else None)
    except (DeckError, GameSetupError) as e:  # a deck the game can't start with
        click.echo(f"error: {e}", err=True)
        sys.exit(2)
    on_action = action_printer(game, as_json) if show_actions and not quiet else None
    try:
        play_game(game, players, on_event=on_event, max_decisions=MAX_DECISIONS,
                  on_action=on_action)
    except EOFError:  # a human player's input ended (a closed pipe, Ctrl-D)
        click.echo(f"error: the input ended at turn {game.state.turn} with a decision pending; "
                   "the game is left unfinished", err=True)
        sys.exit(1)
    res = result_info(game)
    if as_json:
        click.echo(json.dumps({"event": "result", **res}, sort_keys=True))
    else:
        who = f"{res['winner']} wins" if res["winner"] not in (None, "draw") else (
            "draw" if res["winner"] == "draw" else "no result")
        turns = f"{res['turns']} turn{'' if res['turns'] == 1 else 's'}"
        click.echo(f"result: {who} after {turns} ({res['reason']})")


def seat_specs(decks: tuple[str, ...], agents: tuple[str, ...], deck1: str | None,
               deck2: str | None, agent1: str | None, agent2: str | None,
               ) -> tuple[list[str], list[str]]:
    """The deck and agent of each seat from ``play``'s options: repeated ``--deck``/``--agent``
    (one agent per deck, or none for heuristic everywhere), or the two-player
    ``--deck1/--deck2/--agent1/--agent2`` (default red vs green). Raises click.UsageError for a
    mix of both forms, a count mismatch, or fewer than two decks."""
    if decks or agents:
        if any(x is not None for x in (deck1, deck2, agent1, agent2)):
            raise click.UsageError("use either --deck/--agent (repeated) or "
                                   "--deck1/--deck2/--agent1/--agent2, not both")
        if len(decks) < 2:
            raise click.UsageError(f"a game needs at least two decks; got {len(decks)} --deck")
        if not 2 <= len(decks) <= MAX_PLAYERS:
            raise click.UsageError(f"a game needs 2 to {MAX_PLAYERS} --deck options (one per "
                                   f"player), got {len(decks)}")
        if agents and len(agents) != len(decks):
            raise click.UsageError(f"{len(decks)} --deck but {len(agents)} --agent: give one "
                                   "--agent per --deck (or none for heuristic agents)")
        return list(decks), list(agents) or ["heuristic"] * len(decks)
    return [deck1 or "red", deck2 or "green"], [agent1 or "heuristic", agent2 or "heuristic"]


def player_names(n: int) -> list[str]:
    """Seat names: Alice, Bob, Carol, ... then Player 9, Player 10, ..."""
    return [PLAYER_NAMES[i] if i < len(PLAYER_NAMES) else f"Player {i + 1}" for i in range(n)]


main.add_command(cards)  # mtgrules cards: search the card database, coverage
main.add_command(card)  # mtgrules card NAME: a card's Oracle text and status
main.add_command(deck)  # mtgrules deck check FILE...: every problem of a decklist
main.add_command(judge)
main.add_command(serve)  # mtgrules serve: play in the browser (mtgrules.web)
main.add_command(simulate)  # mtgrules simulate DECK DECK: many games, win rates
main.add_command(booster)  # mtgrules booster AFR: open a booster (mtgrules.limited)
main.add_command(sealed)  # mtgrules sealed AFR: a sealed pool and its deck
main.add_command(draft)  # mtgrules draft AFR: an 8-seat booster draft and its decks
