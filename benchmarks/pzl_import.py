"""Forge puzzles import (issue 27): how many of the ``.pzl`` files in a folder import, how many
of those start a game, and which cards, keys and card options keep the most puzzles out.

    python benchmarks/pzl_import.py FOLDER            # e.g. a copy of forge-gui/res/puzzle
    python benchmarks/pzl_import.py FOLDER --top 30 --json

Forge's puzzle files are GPL: point this at a folder of them; they are never copied into the
project. Every ``*.pzl`` under FOLDER is read with :func:`mtgrules.pzl.load_pzl` as ``mtgrules
judge --pzl`` reads it (names resolve as decklists' do; every problem of a puzzle is named at
once, :class:`mtgrules.pzl.PuzzleImportError`). A puzzle *imports* when it has no problem; it
*starts* when the engine then sets up its position (:func:`mtgrules.scenarios.board.build_game`).

Prints one ``name: value`` line a figure, then the subjects (cards, keys, card options,
tokens) that block the most puzzles, each with the number of puzzles it blocks and how many it
blocks alone (the puzzles it is the only problem of).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

from mtgrules.cards.status import deck_name_index, playable_card
from mtgrules.errors import MtgRulesError, ScenarioError
from mtgrules.pzl import PuzzleImportError, load_pzl
from mtgrules.scenarios.board import build_game


def main(argv: list[str] | None = None) -> int:
    """Run the measure over the folder given in ``argv``; exit status 2 when it has no
    ``.pzl`` file."""
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("folder", type=Path)
    ap.add_argument("--top", type=int, default=20, help="blocking subjects listed")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = ap.parse_args(argv)
    files = sorted(p for p in args.folder.rglob("*.pzl") if p.is_file())
    if not files:
        print(f"error: no .pzl files under {args.folder}", file=sys.stderr)
        return 2
    names = deck_name_index()
    imported = started = 0
    blocks: Counter[tuple[str, str]] = Counter()
    alone: Counter[tuple[str, str]] = Counter()
    only_cards = 0
    unreadable: list[str] = []
    for path in files:
        try:
            scenario = load_pzl(path, playable_card, names)
        except PuzzleImportError as err:
            subjects = {(p.kind.value, p.subject) for p in err.problems}
            blocks.update(subjects)
            if len(subjects) == 1:
                alone.update(subjects)
            if all(k in ("unknown card", "unimplemented card") for k, _ in subjects):
                only_cards += 1
            continue
        except ScenarioError as err:
            unreadable.append(f"{path.name}: {err.problem}")
            continue
        imported += 1
        try:
            build_game(scenario)
            started += 1
        except MtgRulesError:
            pass
    figures = {
        "date": datetime.now(UTC).strftime("%Y-%m-%d"),
        "puzzles": len(files),
        "imported": imported,
        "started": started,
        "blocked_only_by_cards": only_cards,
        "unreadable": len(unreadable),
    }
    top = [{"kind": k, "subject": s, "puzzles": n, "alone": alone[(k, s)]}
           for (k, s), n in sorted(blocks.items(), key=lambda kv: (-kv[1], kv[0]))[:args.top]]
    if args.json:
        print(json.dumps({"figures": figures, "blocking": top}, indent=1))
        return 0
    for key, value in figures.items():
        print(f"{key}: {value}")
    print(f"\nwhat blocks the most puzzles (of {len(files) - imported} that don't import):")
    for row in top:
        print(f"  {row['puzzles']:4d} ({row['alone']:3d} alone)  {row['kind']}: {row['subject']}")
    for line in unreadable[:10]:
        print(f"unreadable: {line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
