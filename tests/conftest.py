"""Test-wide set-up: click 8.1 compatibility of ``click.testing`` (CI's second pass runs the
tests against the oldest allowed versions, requirements/oldest.txt, which has click 8.1).

The tests are written for click 8.2 and later, whose ``CliRunner`` always captures standard
error separately (``result.stderr``) while ``result.output`` holds both streams. Under click
8.1 the same holds only with ``CliRunner(mix_stderr=False)`` and ``output`` then reads standard
output alone, so for click < 8.2 the runner's default and ``Result.output`` are set to the 8.2
behaviour (both streams, standard output first). Nothing changes under click 8.2 and later.
"""

from __future__ import annotations

import inspect

import click.testing

if "mix_stderr" in inspect.signature(click.testing.CliRunner.__init__).parameters:
    _init = click.testing.CliRunner.__init__

    def _separate_stderr_init(self: click.testing.CliRunner, *args: object,
                              **kwargs: object) -> None:
        kwargs.setdefault("mix_stderr", False)
        _init(self, *args, **kwargs)  # type: ignore[arg-type]

    def _both_streams(self: click.testing.Result) -> str:
        err = self.stderr if self.stderr_bytes is not None else ""
        return self.stdout + err

    click.testing.CliRunner.__init__ = _separate_stderr_init  # type: ignore[method-assign]
    click.testing.Result.output = property(_both_streams)  # type: ignore[assignment,method-assign]
