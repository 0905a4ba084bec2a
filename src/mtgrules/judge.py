"""``mtgrules judge FILE...``: run scenario files and print what happened (SCENARIO_FORMAT "Running").

For each file it prints the trace (every log event with its CR rule) and a PASS/FAIL line per
expectation. Exit status: 0 when every expectation of every file holds, 1 when some expectation
failed or an action was refused, 2 when a file is not a valid scenario (printed as
``file:line: problem``) — 2 wins over 1. Scenarios marked ``xfail`` are reported as XFAIL/XPASS
and do not fail the run.

Answers to decisions (``choose``/``choices``): ``none`` picks the decline option (search "find
nothing", "sacrifice a creature or this" declined, no target for an optional target); ``0`` does
too when the decision has no numeric answers (for X and damage amounts it is the number 0).

Options: ``--json`` prints one JSON document instead of text; ``--explain`` lists, under each
expectation, the log events (with their CR rules) that produced the value found: for one that
holds, why it holds; for one that fails, why the value is what it is (or that no event touched
its objects or players, so the value is the set-up one); ``--pzl`` reads Forge puzzle files
(:mod:`mtgrules.pzl`), runs them (they have no expectations) and prints the final board.

The command is registered on the ``mtgrules`` group by :mod:`mtgrules.cli`
(``from mtgrules.judge import judge``).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from typing import Any

import click

from mtgrules.cards.status import deck_name_index, playable_card
from mtgrules.errors import ScenarioError
from mtgrules.game import Game
from mtgrules.mana import format_counts
from mtgrules.pzl import load_pzl
from mtgrules.rules.layers import characteristics
from mtgrules.scenarios import Check, ScenarioResult, format_event, load_scenario, run_scenario

__all__ = ["board_text", "explain_events", "judge", "judge_files"]

_EXPLAIN_LIMIT = 8


def explain_events(result: ScenarioResult, check: Check) -> list[dict[str, Any]]:
    """The log events behind a check: events that mention one of its objects (by id, or by the
    card name of that object, since an object changing zones gets a new id, CR 400.7) or one of
    its players. Returns at most the last 8 such events, in log order."""
    game = result.game
    names: set[str] = set()
    if game is not None:
        for oid in check.objects:
            o = game.state.objects.get(oid)
            if o is not None:
                names.add(o.card)
    ids = set(check.objects)
    out = []
    for ev in result.trace:
        objs = ev.get("objects") or []
        if any(i in ids or n in names for i, n in objs) or \
                (check.players and ev.get("player") in check.players):
            out.append(ev)
    return out[-_EXPLAIN_LIMIT:]


def board_text(game: Game) -> str:
    """A plain-text picture of the board: turn and step, then per player life, poison, mana
    pool, hand, graveyard, exile and permanents (with tapped, counters, sector, level)."""
    s = game.state
    lines = [f"Turn {s.turn}, {s.step.replace('_', ' ')} step, "
             f"{s.players[s.active].name} active"
             + (" (game over)" if game.over else "")]
    for p in s.players:
        pool = format_counts(p.mana) or "empty"
        lines.append(f"{p.name}: life {p.life}, poison {p.poison}, library {len(p.library)}, "
                     f"mana pool {pool}" + (" (lost)" if p.lost else ""))
        lines.append("  hand: " + (", ".join(s.objects[x].card for x in p.hand) or "-"))
        lines.append("  graveyard: " + (", ".join(s.objects[x].card for x in p.graveyard)
                                        or "-"))
        ex = [s.objects[x].card for x in s.exile if s.objects[x].owner == p.index]
        lines.append("  exile: " + (", ".join(ex) or "-"))
        perms = []
        for oid in s.battlefield:
            c = characteristics(s, oid)
            if c.controller != p.index:
                continue
            o = s.objects[oid]
            bits = []
            if o.tapped:
                bits.append("tapped")
            if c.power is not None:
                bits.append(f"{c.power}/{c.toughness}")
            bits.extend(f"{k} x{n}" for k, n in sorted(o.counters.items()))
            if o.sector:
                bits.append(f"sector {o.sector}")
            if o.level != 1:
                bits.append(f"level {o.level}")
            if o.is_token:
                bits.append("token")
            perms.append(o.card + (f" ({', '.join(bits)})" if bits else ""))
        lines.append("  battlefield: " + ("; ".join(perms) or "-"))
    if s.stack:
        lines.append("Stack (top first): " + ", ".join(s.objects[x].card
                                                       for x in reversed(s.stack)))
    return "\n".join(lines)


def _status(result: ScenarioResult) -> str:
    if result.xfail_reason:
        return "XPASS" if result.passed else "XFAIL"
    return "PASS" if result.passed else "FAIL"


def _result_json(result: ScenarioResult, explain: bool, board: bool) -> dict[str, Any]:
    checks = []
    for c in result.checks:
        item: dict[str, Any] = {"line": c.line, "what": c.what, "ok": c.ok,
                                "expected": _plain(c.expected), "actual": _plain(c.actual)}
        if explain:
            item["because"] = explain_events(result, c)
        checks.append(item)
    data: dict[str, Any] = {
        "file": result.scenario.file, "name": result.scenario.name,
        "status": _status(result), "passed": result.passed,
        "xfail": result.xfail_reason, "rules": list(result.scenario.rules),
        "failures": result.failures, "checks": checks, "trace": result.trace,
    }
    if board and result.game is not None:
        data["board"] = board_text(result.game)
    return data


def _plain(v: Any) -> Any:
    if isinstance(v, tuple | list):
        return [_plain(x) for x in v]
    if isinstance(v, dict):
        return {str(k): _plain(x) for k, x in v.items()}
    return v


def _print_result(result: ScenarioResult, explain: bool, board: bool) -> None:
    sc = result.scenario
    click.echo(f"== {sc.file}: {sc.name}")
    if sc.rules:
        click.echo(f"   about CR {', '.join(sc.rules)}")
    click.echo("Trace:")
    for ev in result.trace:
        click.echo("  " + format_event(ev))
    if board and result.game is not None:
        click.echo("Board:")
        for line in board_text(result.game).splitlines():
            click.echo("  " + line)
    failed_checks = {c.message() for c in result.checks if not c.ok}
    other = [m for m in result.failures if m not in failed_checks]
    for m in other:
        click.echo(f"  FAIL {m}")
    if result.checks:
        click.echo("Expectations:")
    for c in result.checks:
        click.echo(f"  {'PASS' if c.ok else 'FAIL'} {c.message()}")
        if explain:
            events = explain_events(result, c)
            for ev in events:
                click.echo(f"      because {format_event(ev)}")
            if not events and not c.ok:
                click.echo("      because no logged event touched it: the value found is the "
                           "set-up one")
    status = _status(result)
    extra = f" ({result.xfail_reason})" if result.xfail_reason else ""
    click.echo(f"{status} {sc.file}{extra}")


def judge_files(files: Sequence[str], as_json: bool = False, explain: bool = False,
                pzl: bool = False) -> int:
    """Run ``files`` and print the report (text, or JSON with ``as_json``); return the exit
    status: 0 all hold, 1 some expectation failed, 2 some file is invalid (errors go to
    stderr as ``file:line: problem``)."""
    code = 0
    docs: list[dict[str, Any]] = []
    for path in files:
        try:
            scenario = load_pzl(path, playable_card, deck_name_index()) if pzl else load_scenario(path)
            result = run_scenario(scenario)
        except ScenarioError as err:
            code = 2
            if as_json:
                docs.append({"file": err.file, "line": err.line, "error": err.problem,
                             "status": "ERROR"})
            else:
                click.echo(str(err), err=True)
            continue
        if not result.passed and not result.xfail_reason and code == 0:
            code = 1
        if as_json:
            docs.append(_result_json(result, explain, pzl))
        else:
            _print_result(result, explain, pzl)
    if as_json:
        click.echo(json.dumps(docs, indent=2, default=str))
    return code


@click.command("judge")
@click.argument("files", nargs=-1, required=True, type=click.Path(dir_okay=False))
@click.option("--json", "as_json", is_flag=True, help="Print the results as JSON.")
@click.option("--explain", is_flag=True,
              help="Under each expectation that holds, list the log events behind it.")
@click.option("--pzl", is_flag=True,
              help="The files are Forge puzzles (.pzl): import, run and print the board.")
def judge(files: tuple[str, ...], as_json: bool, explain: bool, pzl: bool) -> None:
    """Run scenario FILEs: print the trace with CR rules and PASS/FAIL per expectation.

    Exits 0 when every expectation holds, 1 when one fails, 2 for an invalid file (also a
    reference that resolves to nothing, e.g. a misspelled card or target, or an empty expect).

    \b
    Answering decisions ({Alice: choose, answer: ...} or choices: [...]):
      a color, sector, mode or option word; yes / no for "you may"; an object, label or
      player for a card or target choice; a number for X, damage amounts and orders;
      none (or 0, when the decision has no numeric answers) for the decline option:
      "sacrifice nothing", "find nothing", no target for an optional target.
    """
    sys.exit(judge_files(files, as_json, explain, pzl))
