"""The engine and the CLI never import the web framework (it is the optional ``web`` extra)."""

from __future__ import annotations

import subprocess
import sys

from click.testing import CliRunner

from mtgrules.cli import main


def test_the_engine_and_cli_do_not_import_the_web_framework() -> None:
    code = ("import sys, mtgrules, mtgrules.cli, mtgrules.web.session, mtgrules.web.board; "
            "bad = [m for m in ('starlette', 'uvicorn', 'playwright') if m in sys.modules]; "
            "print(bad); sys.exit(bool(bad))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr


def test_serve_is_a_command_with_loopback_by_default() -> None:
    r = CliRunner().invoke(main, ["serve", "--help"])
    assert r.exit_code == 0
    assert "127.0.0.1" in r.output and "--port" in r.output and "--max-games" in r.output
    bad = CliRunner().invoke(main, ["serve", "--port", "70000"])
    assert bad.exit_code == 2 and "70000" in bad.output
