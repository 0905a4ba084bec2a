"""Write the card coverage page of the documentation site (``docs/coverage.md``) from the card
database and the compiler: how many cards of traditional play the engine implements, in all and
per set (``mtgrules.card_commands.coverage``, the figure ``mtgrules cards --coverage`` prints).

Computing it compiles every card of the database (about 25 s on a quiet machine, minutes on a
busy one), so the site build does not run it: run this script after a change that moves the
figures and commit the page (``tests/oracle/test_coverage_ratchet.py`` holds the floor)::

    python docs/scripts/coverage_page.py            # rewrites docs/coverage.md
    python docs/scripts/coverage_page.py --stdout   # prints the page instead
"""

from __future__ import annotations

import argparse
import datetime
import subprocess
import sys
from pathlib import Path

PAGE = Path(__file__).resolve().parents[1] / "coverage.md"


def _commit() -> str:
    """The checkout's short commit id, or ``unknown`` outside a git checkout."""
    try:
        out = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                             text=True, check=True, cwd=PAGE.parent)
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return out.stdout.strip()


def _pct(implemented: int, total: int) -> str:
    return f"{100 * implemented / total:.1f}%" if total else "-"


def render(total: int, implemented: int, by_set: dict[str, tuple[int, int]], date: str,
           commit: str) -> str:
    """The page's Markdown: the totals, then one row per set code (sorted by code) with its
    traditional cards, how many are implemented and the share."""
    lines = [
        "# Card coverage",
        "",
        f"Generated on {date} at commit `{commit}` by `python docs/scripts/coverage_page.py` "
        "(the figures of `mtgrules cards --coverage`).",
        "",
        f"**{implemented:,} of {total:,} cards of traditional play are implemented "
        f"({_pct(implemented, total)}).** Traditional play leaves out Alchemy, Un- and "
        "playtest cards, planes, schemes, vanguards and tokens. A card counts as implemented "
        "only when every line of its Oracle text compiles and renders back exactly "
        "(see [the compiler](design/compiler.md)); `mtgrules card NAME` says why any other "
        "card is not, line by line.",
        "",
        "A card counts once in each set it was printed in.",
        "",
        "| set | cards | implemented | share |",
        "|---|---:|---:|---:|",
    ]
    for code, (t, i) in sorted(by_set.items()):
        lines.append(f"| {code} | {t} | {i} | {_pct(i, t)} |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Compute the coverage and write (or print) the page; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--stdout", action="store_true", help="print the page, don't write it")
    args = parser.parse_args(argv)
    from mtgrules.card_commands import coverage

    cov = coverage()
    today = datetime.datetime.now(datetime.UTC).date().isoformat()
    text = render(cov.total, cov.implemented, cov.by_set, today, _commit())
    if args.stdout:
        sys.stdout.write(text)
    else:
        PAGE.write_text(text, encoding="utf-8")
        print(f"wrote {PAGE}: {cov.implemented} of {cov.total} implemented")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
