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

from mtgrules.card_commands import card, cards
from mtgrules.errors import DeckError

AGENTS = ("heuristic", "random", "human")
PLAYER_NAMES = ("Alice", "Bob")
MAX_DECISIONS = 200_000


@click.group(invoke_without_command=True)
@click.pass_context
def main(ctx: click.Context) -> None:
    """mtgrules: a Magic: The Gathering rules engine."""
    if ctx.invoked_subcommand is None:
        ctx.invoke(play)


def _load(spec: str) -> list[str]:
    from mtgrules.cards.registry import card_names
    from mtgrules.cards.status import playable_card
    from mtgrules.decks import load_deck

    return load_deck(spec, known_card=playable_card, all_names=card_names()).card_names()


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
@click.option("--deck1", default="red", show_default=True,
              help="Built-in deck name or decklist file for player 1.")
@click.option("--deck2", default="green", show_default=True,
              help="Built-in deck name or decklist file for player 2.")
@click.option("--agent1", type=click.Choice(AGENTS), default="heuristic", show_default=True)
@click.option("--agent2", type=click.Choice(AGENTS), default="heuristic", show_default=True)
@click.option("--seed", type=int, default=None, help="Game seed (random if not given).")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON event per line.")
@click.option("--quiet", is_flag=True, help="Print only the result.")
def play(deck1: str, deck2: str, agent1: str, agent2: str, seed: int | None, as_json: bool,
         quiet: bool) -> None:
    """Play a game between two agents and print what happens, with CR rule citations."""
    from mtgrules.agents import make_agent
    from mtgrules.game import Game
    from mtgrules.render.text import render_event
    from mtgrules.runner import play_game

    if seed is None:
        seed = secrets.randbelow(2**31)
    try:
        decks = [_load(deck1), _load(deck2)]
    except DeckError as e:
        click.echo(f"error: {e}", err=True)
        sys.exit(2)
    if as_json:
        click.echo(json.dumps({"event": "seed", "seed": seed}, sort_keys=True))
    else:
        click.echo(f"seed: {seed}")
    agents = [make_agent(agent1, seed * 2 + 1), make_agent(agent2, seed * 2 + 2)]

    def on_event(ev: dict[str, Any]) -> None:
        if quiet:
            return
        if as_json:
            click.echo(json.dumps(ev, sort_keys=True))
        else:
            click.echo(render_event(ev))

    game = Game.new(decks, PLAYER_NAMES, seed=seed)
    play_game(game, agents, on_event=on_event, max_decisions=MAX_DECISIONS)
    res = result_info(game)
    if as_json:
        click.echo(json.dumps({"event": "result", **res}, sort_keys=True))
    else:
        who = f"{res['winner']} wins" if res["winner"] not in (None, "draw") else (
            "draw" if res["winner"] == "draw" else "no result")
        click.echo(f"result: {who} after {res['turns']} turns ({res['reason']})")


main.add_command(cards)  # mtgrules cards: search the card database, coverage
main.add_command(card)  # mtgrules card NAME: a card's Oracle text and status


def _register_judge() -> None:
    try:
        from mtgrules.judge import judge
    except ImportError:
        return
    main.add_command(judge)


_register_judge()
