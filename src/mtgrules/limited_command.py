"""``mtgrules booster``, ``mtgrules sealed`` and ``mtgrules draft``: Limited from the command
line (:mod:`mtgrules.limited`).

- ``mtgrules booster AFR --seed 1``: one booster, a card a line (``(foil)`` marks the foil),
  then on standard error the cards a booster can hold that the engine doesn't play.
- ``mtgrules sealed AFR --seed 1``: six boosters' pool, then the automatic 40-card deck as a
  decklist (``--deck-out FILE`` writes it for ``mtgrules play --deck FILE --format limited``).
- ``mtgrules draft AFR --seed 1``: eight bots draft (``--human`` takes seat 1 in the terminal),
  then every seat's automatic deck (``--decks-dir DIR`` writes ``seat1.txt`` ... there).

``--implemented-only`` opens boosters from the engine's playable cards only; without it,
unplayable cards are opened as printed and named.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from mtgrules.errors import MtgRulesError
from mtgrules.limited.booster import booster as open_one
from mtgrules.limited.booster import set_collation, unimplemented
from mtgrules.limited.deck_building import build_deck
from mtgrules.limited.draft import SEATS, new_draft, pools, run_draft
from mtgrules.limited.drafters import DRAFTERS, Drafter, HumanDrafter, make_drafter
from mtgrules.limited.sealed import sealed_pool

_IMPLEMENTED_ONLY = click.option(
    "--implemented-only", is_flag=True,
    help="Open boosters from the cards the engine plays only (never done unless asked).")


def _fail(e: Exception) -> None:
    click.echo(f"error: {e}", err=True)
    sys.exit(2)


def _name_unimplemented(set_code: str, cards: tuple[str, ...], full: bool) -> None:
    """On standard error: the cards of ``cards`` the engine doesn't play, and how many (or,
    with ``full``, which) of the set's booster cards it doesn't."""
    missing = unimplemented(set_collation(set_code))
    here = sorted({n for n in cards if n in missing})
    if here:
        click.echo("note: not implemented (can't be played): " + "; ".join(here), err=True)
    if full:
        click.echo(f"note: the {len(missing)} card(s) {set_code.upper()} boosters can hold "
                   "that the engine doesn't play: " + "; ".join(missing), err=True)
    elif missing:
        click.echo(f"note: {len(missing)} card(s) {set_code.upper()} boosters can hold are not "
                   "implemented (--unimplemented names them; --implemented-only leaves them "
                   "out)", err=True)


@click.command()
@click.argument("set_code", metavar="SET")
@click.option("--seed", type=int, default=0, show_default=True, help="Booster seed.")
@click.option("--unimplemented", "list_unimplemented", is_flag=True,
              help="Name every card the set's boosters can hold that the engine doesn't play.")
@_IMPLEMENTED_ONLY
def booster(set_code: str, seed: int, list_unimplemented: bool,
            implemented_only: bool) -> None:
    """Open one booster of SET (AFR) and print its 15 cards, one a line."""
    try:
        b = open_one(set_code, seed, implemented_only)
        for c in b.cards:
            click.echo(c.line())
        if not implemented_only:
            _name_unimplemented(set_code, b.names(), list_unimplemented)
    except MtgRulesError as e:
        _fail(e)


@click.command()
@click.argument("set_code", metavar="SET")
@click.option("--seed", type=int, default=0, show_default=True, help="Pool seed.")
@click.option("--deck-out", type=click.Path(dir_okay=False, writable=True), default=None,
              help="Also write the deck's decklist to this file.")
@_IMPLEMENTED_ONLY
def sealed(set_code: str, seed: int, deck_out: str | None, implemented_only: bool) -> None:
    """Open six boosters of SET, print the pool and an automatic 40-card deck (two colours,
    a curve, 17 basic lands) as a decklist to edit and play (CR 100.2b)."""
    try:
        pool = sealed_pool(set_code, seed, implemented_only)
        for i, b in enumerate(pool.boosters, 1):
            click.echo(f"# booster {i}: " + "; ".join(c.line() for c in b.cards))
        text = pool.deck().decklist(f"{pool.set_code} sealed, seed {seed}")
    except MtgRulesError as e:
        _fail(e)
        return
    click.echo(text, nl=False)
    if deck_out:
        Path(deck_out).write_text(text, encoding="utf-8")
        click.echo(f"wrote {deck_out}", err=True)


@click.command()
@click.argument("set_code", metavar="SET")
@click.option("--seed", type=int, default=0, show_default=True, help="Draft seed.")
@click.option("--bots", type=click.Choice(DRAFTERS), default="pick-order", show_default=True,
              help="The drafting agent of the bot seats.")
@click.option("--human", is_flag=True, help="Draft seat 1 yourself in the terminal.")
@click.option("--decks-dir", type=click.Path(file_okay=False), default=None,
              help="Write each seat's deck to DIR/seat1.txt ... seat8.txt.")
@click.option("--json", "as_json", is_flag=True,
              help="Print the whole draft (boosters, picks) as JSON instead of decks.")
@_IMPLEMENTED_ONLY
def draft(set_code: str, seed: int, bots: str, human: bool, decks_dir: str | None,
          as_json: bool, implemented_only: bool) -> None:
    """Draft SET with 8 seats (3 rounds, packs passed left, right, left), then build each
    seat's automatic 40-card deck and print the decklists."""
    try:
        d = new_draft(set_code, seed, implemented_only=implemented_only)
        drafters: list[Drafter] = [make_drafter(bots, seed * SEATS + s) for s in range(SEATS)]
        if human:
            drafters[0] = HumanDrafter(lambda p: str(click.prompt(p, type=str)), click.echo)
        d = run_draft(d, drafters)
        if as_json:
            click.echo(json.dumps(d.to_data(), sort_keys=True))
            return
        for s, pool in enumerate(pools(d)):
            who = "you" if human and s == 0 else bots
            text = build_deck(pool).decklist(f"{d.set_code} draft, seed {seed}, seat {s + 1} "
                                             f"({who})")
            click.echo(text)
            if decks_dir:
                Path(decks_dir).mkdir(parents=True, exist_ok=True)
                (Path(decks_dir) / f"seat{s + 1}.txt").write_text(text, encoding="utf-8")
    except MtgRulesError as e:
        _fail(e)
