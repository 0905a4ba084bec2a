"""The package works when installed like any other package (not only editable from a checkout).

CI (``.ci/run``) also runs this whole suite against a wheel installed into a fresh virtualenv,
from a directory outside the checkout; there ``MTGRULES_EXPECT_INSTALLED=1`` is set and the first
test checks that the installed package, not ``src/``, was imported.
"""

from __future__ import annotations

import os
from importlib import resources
from pathlib import Path

from click.testing import CliRunner

import mtgrules
from mtgrules.cli import main

SRC = Path(__file__).resolve().parents[2] / "src" / "mtgrules"


def test_installed_package_is_imported_when_ci_says_so() -> None:
    if os.environ.get("MTGRULES_EXPECT_INSTALLED") != "1":
        assert Path(mtgrules.__file__).is_file()
        return
    installed = Path(mtgrules.__file__).resolve()
    assert "site-packages" in installed.parts, installed
    assert SRC.resolve() not in installed.parents, installed


def test_every_data_file_of_the_source_tree_is_installed() -> None:
    """Each non-Python file under src/mtgrules is readable through importlib.resources."""
    data = sorted(p.relative_to(SRC) for p in SRC.rglob("*")
                  if p.is_file() and p.suffix not in (".py", ".pyc")
                  and "__pycache__" not in p.parts)
    assert Path("cards/printed.yaml") in data
    root = resources.files("mtgrules")
    missing = [str(rel) for rel in data if not root.joinpath(*rel.parts).is_file()]
    assert not missing, f"data files not installed with the package: {missing}"
    for rel in data:
        assert root.joinpath(*rel.parts).read_bytes() == (SRC / rel).read_bytes(), rel


def test_version_and_short_help() -> None:
    runner = CliRunner()
    result = runner.invoke(main, ["--version"])
    assert result.exit_code == 0
    assert result.output.strip() == f"mtgrules {mtgrules.__version__}"
    result = runner.invoke(main, ["-h"])
    assert result.exit_code == 0
    for command in ("play", "cards", "judge"):
        assert command in result.output
    result = runner.invoke(main, ["play", "-h"])
    assert result.exit_code == 0 and "--seed" in result.output
