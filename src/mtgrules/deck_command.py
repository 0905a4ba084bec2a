"""``mtgrules deck``: commands about decklists. ``mtgrules deck check FILE...`` lists every
problem of each deck at once (:mod:`mtgrules.deck_report`) and, given many, a summary."""

from __future__ import annotations

import json
import sys

import click

from mtgrules.deck_checks import DeckFormat
from mtgrules.deck_report import DECKLIST_SUFFIXES, check_deck_file, decklist_files, summarise


@click.group()
def deck() -> None:
    """Decklists: check what keeps a deck from playing."""


@deck.command("check")
@click.argument("files", nargs=-1, required=True, metavar="FILE...")
@click.option("--format", "fmt",
              type=click.Choice(["constructed", "limited", "commander", "none"]),
              default="constructed", show_default=True,
              help="The deck-construction rules to report (CR 100.2; commander: CR 903.5).")
@click.option("--json", "as_json", is_flag=True,
              help='Print one JSON document: {"decks": [one object per deck], "summary": {...}}.')
@click.option("--top", type=click.IntRange(1, 1000), default=20, show_default=True,
              help="How many blocking cards and clauses the summary lists.")
def check(files: tuple[str, ...], fmt: str, as_json: bool, top: int) -> None:
    """List every problem of each decklist at once: unknown card names (with suggestions),
    each card the engine can't play yet (its first unsupported line and why), sideboard cards
    that can't be played (warnings: the sideboard is not used in a game, CR 100.4), and the
    deck-construction rules broken. A directory stands for the decklists under it. Given
    several decks, a summary follows: how many load, and the cards and clauses that keep the
    most decks from loading.

    Exit status 0 when every deck loads (every main-deck card can be played), 1 when one
    doesn't or can't be read."""
    specs = decklist_files(files)
    if not specs:
        click.echo(f"error: no decklist files found in {', '.join(files)} (looked for "
                   f"{', '.join('*' + x for x in DECKLIST_SUFFIXES)})", err=True)
        sys.exit(1)
    reports = [check_deck_file(spec, DeckFormat(fmt)) for spec in specs]
    summary = summarise(reports)
    if as_json:
        click.echo(json.dumps({"decks": [r.to_data() for r in reports],
                               "summary": summary.to_data(top)}, indent=1, sort_keys=True))
    else:
        for i, r in enumerate(reports):
            if i:
                click.echo("")
            for line in r.lines():
                click.echo(line)
        if len(reports) > 1:
            click.echo("")
            for line in summary.lines(top):
                click.echo(line)
    sys.exit(0 if summary.loads == summary.decks else 1)
