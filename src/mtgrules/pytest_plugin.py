"""pytest plugin: collects scenario files as tests, one per file, in projects that opt in.

A project opts in with the ini option ``mtgrules_scenarios = true`` (``[tool.pytest.ini_options]``
in pyproject.toml, or pytest.ini / tox.ini / setup.cfg). Then every ``*.yaml``/``*.yml`` file
pytest is asked to collect whose top level has a ``format:`` key is a scenario, run through
:func:`mtgrules.scenarios.run_scenario_file`; a failed expectation fails the test with the
expected-versus-actual report. Other YAML files, and every YAML file of projects that don't opt
in, are left alone: installing mtgrules never makes another project's tests fail.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mtgrules.errors import ScenarioError
from mtgrules.scenarios import run_scenario_file

INI_OPTION = "mtgrules_scenarios"
_FORMAT_KEY = re.compile(rb"^format\s*:", re.MULTILINE)


def pytest_addoption(parser: pytest.Parser) -> None:
    """Register the opt-in ini option."""
    parser.addini(INI_OPTION, "collect YAML files with a top-level 'format:' key as mtgrules "
                  "scenario tests", type="bool", default=False)


def is_scenario_file(path: Path) -> bool:
    """Whether ``path`` looks like a scenario: a ``.yaml``/``.yml`` file with a top-level
    ``format:`` key (read as bytes; an unreadable file is not a scenario)."""
    if path.suffix not in (".yaml", ".yml"):
        return False
    try:
        head = path.read_bytes()[:1_000_000]
    except OSError:
        return False
    return _FORMAT_KEY.search(head) is not None


def pytest_collect_file(parent: pytest.Collector, file_path: Path) -> pytest.Collector | None:
    """Collect a scenario file when the project opted in (see the module docstring)."""
    if file_path.suffix not in (".yaml", ".yml") or not parent.config.getini(INI_OPTION):
        return None
    if not is_scenario_file(file_path):
        return None
    return ScenarioFile.from_parent(parent, path=file_path)


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
