"""The outcome of running a scenario: one :class:`Check` per expectation or action outcome, the
:class:`ScenarioResult` with its human-readable report, and :func:`format_event` for log lines.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from mtgrules.game import Game
from mtgrules.scenarios.model import Scenario

__all__ = ["Check", "ScenarioResult", "format_event"]

# --------------------------------------------------------------------------------------------
# Results
# --------------------------------------------------------------------------------------------


@dataclass(slots=True)
class Check:
    """One checked expectation or action outcome.

    ``line`` is the 1-based line in the scenario file, ``what`` a short description,
    ``ok`` whether it held, ``expected``/``actual`` readable values (for failures), and
    ``objects``/``players`` the object ids and player names it concerned (for ``--explain``).
    """

    line: int
    what: str
    ok: bool
    expected: Any = None
    actual: Any = None
    objects: list[int] = field(default_factory=list)
    players: list[str] = field(default_factory=list)

    def message(self) -> str:
        """``"line N: what: expected X, got Y"`` (or just the description when it held)."""
        head = f"line {self.line}: {self.what}" if self.line else self.what
        if self.ok or (self.expected is None and self.actual is None):
            return head
        return f"{head}: expected {self.expected!r}, got {self.actual!r}"


@dataclass(slots=True)
class ScenarioResult:
    """The outcome of running a scenario.

    ``passed``: every action ran as scripted and every expectation held. ``failures``: failure
    messages (``"line N: ..."``), all of them, in order. ``trace``: the game log (event dicts,
    see :mod:`mtgrules.log`). ``checks``: every expectation check, passed or not.
    ``xfail_reason``: the scenario's ``xfail`` text, if any. ``game``: the final game.
    """

    scenario: Scenario
    passed: bool
    failures: list[str]
    trace: list[dict[str, Any]]
    checks: list[Check] = field(default_factory=list)
    xfail_reason: str | None = None
    game: Game | None = None

    def report(self, trace: bool | None = None) -> str:
        """A readable report: the scenario name and file, the trace (when ``trace``; by
        default only when the scenario failed), the action failures, and one PASS/FAIL line
        per expectation."""
        s = self.scenario
        lines = [f"{s.file}: {s.name}"]
        if trace is None:
            trace = not self.passed
        if trace:
            lines.extend("  " + format_event(ev) for ev in self.trace)
        failed_checks = {c.message() for c in self.checks if not c.ok}
        for msg in self.failures:
            if msg not in failed_checks:
                lines.append(f"  FAIL {msg}")
        for c in self.checks:
            lines.append(f"  {'PASS' if c.ok else 'FAIL'} {c.message()}")
        lines.append("PASSED" if self.passed else f"FAILED ({len(self.failures)} problem(s))")
        return "\n".join(lines)


def format_event(ev: dict[str, Any]) -> str:
    """One log event as ``"T3 precombat_main  text [CR 601.2i]"``."""
    rule = f" [CR {ev['rule']}]" if ev.get("rule") else ""
    return f"T{ev.get('turn')} {ev.get('step')}: {ev.get('text')}{rule}"
