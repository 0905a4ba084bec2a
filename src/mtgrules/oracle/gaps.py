"""``python -m mtgrules.oracle.gaps [N]``: the gap report (the N unsupported sentence shapes
that would unlock the most cards) and the coverage figure."""

from __future__ import annotations

import sys

from mtgrules.oracle.coverage import coverage, format_gaps, gaps


def main(argv: list[str]) -> None:
    """Print the coverage and the gap report."""
    n = int(argv[0]) if argv else 40
    c = coverage()
    print(f"implemented {c.implemented} of {c.total} cards of traditional play")
    print(format_gaps(gaps(n)))


if __name__ == "__main__":
    main(sys.argv[1:])
