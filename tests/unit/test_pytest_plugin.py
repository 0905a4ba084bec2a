"""The pytest plugin collects scenarios only in projects that opt in, and only YAML files that
are scenarios (a top-level ``format:`` key); other projects' YAML is never touched."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SCENARIO = """format: 1
name: bolt
players:
  - name: Alice
    battlefield: [Mountain]
    hand: [Lightning Bolt]
  - name: Bob
turn: {active: Alice, step: precombat_main}
actions:
  - {Alice: cast Lightning Bolt, targets: [Bob]}
  - resolve
expect:
  - {player: Bob, life: 17}
"""


def _project(tmp_path: Path, ini: str | None) -> Path:
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "config.yaml").write_text("database: {host: localhost}\n")
    (tmp_path / "tests" / "bolt.yaml").write_text(SCENARIO)
    (tmp_path / "tests" / "test_nothing.py").write_text("def test_ok():\n    assert True\n")
    if ini is not None:
        (tmp_path / "pytest.ini").write_text(f"[pytest]\n{ini}\n")
    return tmp_path


def _pytest(root: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "tests"], cwd=root, capture_output=True, text=True, timeout=120)


def test_projects_that_dont_opt_in_collect_no_yaml(tmp_path: Path) -> None:
    r = _pytest(_project(tmp_path, None))
    assert r.returncode == 0, r.stdout + r.stderr
    assert "1 passed" in r.stdout and "unknown key" not in r.stdout


def test_opted_in_project_collects_only_scenario_files(tmp_path: Path) -> None:
    r = _pytest(_project(tmp_path, "mtgrules_scenarios = true"))
    assert r.returncode == 0, r.stdout + r.stderr
    assert "2 passed" in r.stdout           # test_ok and bolt.yaml; config.yaml left alone
