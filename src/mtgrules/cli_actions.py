"""``mtgrules play --actions``: print each action in the notation (:mod:`mtgrules.notation`)."""

from __future__ import annotations

import json
from collections.abc import Callable

import click

from mtgrules.game import Game
from mtgrules.notation import format_action
from mtgrules.state.decision import Action


def action_printer(game: Game, as_json: bool) -> Callable[[int, Action], None]:
    """A ``play_game`` ``on_action`` callback echoing ``> Alice: cast Lightning Bolt#45`` (or
    one JSON object ``{"event": "action", "player", "action", "data"}`` per line)."""

    def show(player: int, action: Action) -> None:
        text = format_action(action, game)
        name = game.state.players[player].name
        if as_json:
            click.echo(json.dumps({"event": "action", "player": name, "action": text,
                                   "data": action.to_data()}, sort_keys=True))
        else:
            click.echo(f"> {name}: {text}")

    return show
