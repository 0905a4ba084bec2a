"""The ``mtgrules serve`` command (its routes are :mod:`mtgrules.web.app`)."""

from __future__ import annotations

import sys

import click

__all__ = ["serve"]


@click.command()
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to listen on (loopback by default: only this machine can play).")
@click.option("--port", default=8000, show_default=True, type=click.IntRange(0, 65535),
              help="Port to listen on.")
@click.option("--max-games", default=32, show_default=True, type=click.IntRange(1, 10_000),
              help="Games kept in memory at once (the least recently used is forgotten).")
@click.option("--format", "fmt", type=click.Choice(["constructed", "commander"]),
              default="constructed", show_default=True,
              help="The games' format: 'commander' plays the Commander variant (CR 903) with "
                   "Commander decks (two shipped, or a pasted list naming its commander).")
def serve(host: str, port: int, max_games: int, fmt: str = "constructed") -> None:
    """Play against the computer in the browser: start a local web server and print its URL.

    Needs the web extra: pip install 'mtgrules[web]'."""
    try:
        import uvicorn

        from mtgrules.web.app import create_app
    except ImportError as e:
        click.echo(f"error: mtgrules serve needs the web extra ({e.name} is not installed): "
                   "pip install 'mtgrules[web]'", err=True)
        sys.exit(2)
    if host not in ("127.0.0.1", "localhost", "::1"):
        click.echo(f"warning: listening on {host}: other machines can reach this server (it has "
                   "no accounts; anyone who can reach it can start games)", err=True)
    shown = f"[{host}]" if ":" in host else host
    click.echo(f"mtgrules: play in your browser at http://{shown}:{port}/  (Ctrl+C stops)")
    uvicorn.run(create_app(max_games, fmt), host=host, port=port, log_level="warning")
