"""An empty decklist file is a 0-card deck that plays by the rules (issue 8: CR 103.5 mulligans
with fewer than seven cards, 704.5b drawing from an empty library loses), with the deck checks
reporting it; --format constructed refuses it (CR 100.2a)."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from mtgrules.cli import main


def test_704_5b_an_empty_decklist_file_plays_and_loses_by_the_rules(tmp_path: Path) -> None:
    empty = tmp_path / "empty.txt"
    empty.write_text("")
    r = CliRunner().invoke(main, ["play", "--deck1", str(empty), "--deck2", "red",
                                  "--agent1", "random", "--agent2", "random", "--seed", "3"])
    assert r.exit_code == 0, r.output
    assert "0 main-deck cards" in r.stderr
    assert "needs at least 60 (CR 100.2a)" in r.stderr          # reported, not enforced
    assert "704.5b" in r.stdout and "result: " in r.stdout      # drew from an empty library
    r = CliRunner().invoke(main, ["play", "--deck1", str(empty), "--format", "constructed"])
    assert r.exit_code == 2 and "not a legal constructed deck" in r.output + r.stderr
