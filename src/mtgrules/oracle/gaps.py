"""``python -m mtgrules.oracle.gaps [N]``: the gap report (the N unsupported sentence shapes
that would unlock the most cards); the same as ``mtgrules cards --gaps``."""

from __future__ import annotations

import sys

from mtgrules.oracle.gap_report import format_gaps, gaps


def main(argv: list[str]) -> None:
    """Print the gap report."""
    print(format_gaps(gaps(int(argv[0]) if argv else 40)))


if __name__ == "__main__":
    main(sys.argv[1:])
