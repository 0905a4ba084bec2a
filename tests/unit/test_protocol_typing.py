"""`mypy --strict` holds for the state, the engine loop and the decision protocol (the
per-module strict settings in pyproject.toml keep it so in every mypy run)."""

from __future__ import annotations

import tomllib
from pathlib import Path

from mypy import api

ROOT = Path(__file__).resolve().parents[2]
STRICT = ["src/mtgrules/state", "src/mtgrules/engine.py", "src/mtgrules/notation.py",
          "src/mtgrules/game.py", "src/mtgrules/cli_actions.py"]


def test_pyproject_makes_the_protocol_modules_strict() -> None:
    cfg = tomllib.loads((ROOT / "pyproject.toml").read_text())
    overrides = cfg["tool"]["mypy"]["overrides"]
    strict = next(o for o in overrides if "mtgrules.notation" in o["module"])
    assert {"mtgrules.state.*", "mtgrules.engine", "mtgrules.game"} <= set(strict["module"])
    for flag in ("disallow_any_generics", "warn_return_any", "disallow_untyped_calls",
                 "no_implicit_reexport", "strict_equality"):
        assert strict[flag] is True


def test_mypy_strict_passes_on_the_protocol_modules(tmp_path: Path) -> None:
    out, err, status = api.run(["--strict", "--follow-imports=silent",
                                f"--cache-dir={tmp_path}", *(str(ROOT / p) for p in STRICT)])
    assert status == 0, out + err
