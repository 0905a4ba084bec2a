"""Dependency declarations (issue 22): pyproject.toml declares compatible ranges, never exact
pins; the lock files CI installs with (requirements/ci.txt, requirements/oldest.txt) agree with
them: oldest.txt pins each direct dependency at its declared lower bound, and ci.txt pins a
version inside every range."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

_REQ = re.compile(r"^([A-Za-z0-9_.\-]+)(\[[^\]]*\])?\s*(.*)$")


def _norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _declared() -> list[tuple[str, str, str]]:
    """(extra or "", package, specifier) for every requirement of pyproject.toml but the
    self-references (``mtgrules[web]``)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    rows = [("", r) for r in project["dependencies"]]
    rows += [(extra, r) for extra, reqs in project["optional-dependencies"].items() for r in reqs]
    out = []
    for extra, req in rows:
        m = _REQ.match(req)
        assert m, req
        if _norm(m.group(1)) != "mtgrules":
            out.append((extra, _norm(m.group(1)), m.group(3)))
    return out


def _pins(file: str) -> dict[str, str]:
    path = ROOT / "requirements" / file
    pins = {}
    for line in path.read_text().splitlines():
        m = re.match(r"^([A-Za-z0-9_.\-]+)==(\S+)", line)
        if m:
            pins[_norm(m.group(1))] = m.group(2)
    return pins


def _version(text: str) -> tuple[int, ...]:
    """The release numbers of a version, without trailing zeros (``1.0`` == ``1.0.0``)."""
    parts = [int(p) for p in re.findall(r"\d+", text)[:4]]
    while parts and parts[-1] == 0:
        parts.pop()
    return tuple(parts)


@pytest.mark.parametrize(("extra", "name", "spec"), _declared())
def test_every_dependency_is_a_range_with_a_lower_bound(extra: str, name: str, spec: str) -> None:
    assert "==" not in spec, f"{name} ({extra or 'runtime'}) is pinned: declare a range"
    assert ">=" in spec, f"{name} ({extra or 'runtime'}) needs a lower bound (>=)"


def test_oldest_lock_pins_the_lower_bounds() -> None:
    oldest = _pins("oldest.txt")
    for extra, name, spec in _declared():
        if extra in ("dev", "docs"):
            continue  # the oldest pass installs the test, rl and webtest extras
        low = re.search(r">=\s*([^,\s]+)", spec)
        assert low is not None
        assert name in oldest, f"{name} is missing from requirements/oldest.txt"
        assert _version(oldest[name]) == _version(low.group(1)), (
            f"{name}: oldest.txt pins {oldest[name]}, pyproject.toml says >={low.group(1)}: "
            "regenerate requirements/oldest.txt (docs/dependencies.md)")


def test_ci_lock_is_inside_every_range() -> None:
    ci = _pins("ci.txt")
    for extra, name, spec in _declared():
        assert name in ci, f"{name} ({extra or 'runtime'}) is missing from requirements/ci.txt"
        have = _version(ci[name])
        for op, bound in re.findall(r"(>=|<)\s*([^,\s]+)", spec):
            if op == ">=":
                assert have >= _version(bound), f"{name} {ci[name]} is below {bound}"
            else:
                assert have < _version(bound), f"{name} {ci[name]} is not below {bound}"
