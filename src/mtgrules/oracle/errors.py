"""Why a line did not compile (issue 9, section 4: never silently approximate)."""

from __future__ import annotations


class Unsupported(Exception):  # noqa: N818  (a verdict, not a failure of the program)
    """A sentence the compiler recognises in part but cannot compile into something the engine
    executes. ``reason`` says why, in a few words."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason
