"""pytest plugin: collects scenario files (``tests/**/*.yaml``) as tests, one per file.

Each file runs through :func:`mtgrules.scenario.run_scenario`; a failed expectation fails the
test with the expected-versus-actual report.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mtgrules.errors import ScenarioError
from mtgrules.scenario import run_scenario_file


def pytest_collect_file(parent: pytest.Collector, file_path: Path) -> pytest.Collector | None:
    """Collect ``*.yaml`` files under a ``tests`` directory as scenario tests."""
    if file_path.suffix in (".yaml", ".yml") and "tests" in file_path.parts:
        return ScenarioFile.from_parent(parent, path=file_path)
    return None


class ScenarioFile(pytest.File):
    """A scenario file: yields one :class:`ScenarioItem`."""

    def collect(self) -> Iterator[pytest.Item]:
        yield ScenarioItem.from_parent(self, name=self.path.name)


class ScenarioItem(pytest.Item):
    """One scenario run."""

    def runtest(self) -> None:
        result = run_scenario_file(str(self.path))
        if result.xfail_reason:
            pytest.xfail(result.xfail_reason)
        if not result.passed:
            raise ScenarioFailure(result.report())

    def repr_failure(self, excinfo: Any, style: Any = None) -> str:
        if isinstance(excinfo.value, ScenarioFailure | ScenarioError):
            return str(excinfo.value)  # names the file, line and problem
        return str(super().repr_failure(excinfo))

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, 0, f"scenario {self.name}"


class ScenarioFailure(Exception):
    """A scenario's expectations did not all hold."""
