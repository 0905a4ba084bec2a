"""Running a scenario (SCENARIO_FORMAT.md, format 1): :func:`run_scenario` builds the game
(:func:`~mtgrules.scenarios.board.build_game`), runs the "actions" section through
:class:`~mtgrules.scenarios.actions.ScenarioRun` and checks every "expect" entry, collecting all
failures; :func:`run_scenario_file` does both for a file (used by the pytest plugin and
``judge``).

Additive extension: a top-level ``xfail: "reason"`` marks a scenario that needs a mechanic not
built yet; the result carries it as ``xfail_reason``.
"""

from __future__ import annotations

from pathlib import Path

from mtgrules.errors import IllegalActionError, MtgRulesError, ScenarioError
from mtgrules.scenarios.actions import ScenarioRun, _action_text
from mtgrules.scenarios.board import build_game
from mtgrules.scenarios.checks import _Checker
from mtgrules.scenarios.model import Scenario
from mtgrules.scenarios.parser import load_scenario
from mtgrules.scenarios.refs import _BadRef, _Refused, _Unanswered
from mtgrules.scenarios.report import ScenarioResult
from mtgrules.state.decision import PRIORITY

__all__ = ["run_scenario", "run_scenario_file"]


def run_scenario(scenario: Scenario) -> ScenarioResult:
    """Build the game, run the actions, check the expectations (SCENARIO_FORMAT, all sections).

    Returns a :class:`ScenarioResult`; ``passed`` is False when an action was refused (the run
    stops there; expectations are still checked and reported), an ``illegal: true`` action was
    accepted or changed the state, a decision was left pending (strict mode), or any
    expectation failed. Raises ScenarioError for unknown cards and unsupported features
    (unless the scenario has ``xfail``: then the result carries the error as a failure).
    """
    try:
        game = build_game(scenario)
    except ScenarioError as err:
        if scenario.xfail is None:
            raise
        return ScenarioResult(scenario=scenario, passed=False, failures=[str(err)], trace=[],
                              xfail_reason=scenario.xfail)
    runner = ScenarioRun(scenario, game)
    runner._auto()
    failures: list[str] = []
    actions = scenario.actions
    for a in actions:
        label = f"line {a.line}: action '{_action_text(a)}'"
        # Every action runs on the real game from a snapshot: an action that fails midway
        # (a cast whose target is then refused, the who-acts passes before it) is undone as a
        # whole, so the state never keeps a half-cast spell.
        backup = game.clone()
        try:
            if a.illegal:
                # The engine must refuse without changing the state (checked at every refused
                # Game.apply); only a refusal by the engine counts, not a reference that
                # resolves to nothing (_BadRef: a scenario error).
                runner.check_unchanged = True
                runner.engine_changed_state = False
                try:
                    runner.run_action(a)
                except _Unanswered as err:
                    failures.append(f"line {a.line}: {err}")
                    game.state = backup.state
                    break
                except _BadRef:
                    raise
                except _Refused:
                    if runner.engine_changed_state:
                        failures.append(f"{label}: the engine changed the state while refusing")
                    game.state = backup.state
                    continue
                finally:
                    runner.check_unchanged = False
                failures.append(f"{label} is marked illegal: true but was accepted")
                game.state = backup.state
                continue
            runner.run_action(a)
        except _BadRef as err:
            game.state = backup.state
            error = ScenarioError(f"action '{_action_text(a)}': {err}", scenario.file, a.line)
            if scenario.xfail is None:
                raise error from None
            failures.append(str(error))
            break
        except ScenarioError as err:
            game.state = backup.state
            if scenario.xfail is None:
                raise
            failures.append(str(err))
            break
        except _Unanswered as err:
            game.state = backup.state
            failures.append(f"line {a.line}: {err}")
            break
        except (_Refused, IllegalActionError) as err:
            game.state = backup.state
            failures.append(f"{label} was refused: {err} (the action was undone)")
            break
        except MtgRulesError as err:  # an engine inconsistency: report it, don't crash
            game.state = backup.state
            failures.append(f"{label} failed inside the engine: {type(err).__name__}: {err} "
                            "(the action was undone)")
            break
    else:
        d = game.decision
        if d is not None and d.kind != PRIORITY:
            failures.append(f"strict mode: the scenario ends with a decision pending: "
                            f"{runner._pending_text()}")
    checker = _Checker(game, scenario)
    for e in scenario.expect:
        checker.check(e)
    failures.extend(c.message() for c in checker.checks if not c.ok)
    return ScenarioResult(scenario=scenario, passed=not failures, failures=failures,
                          trace=list(game.log), checks=checker.checks,
                          xfail_reason=scenario.xfail, game=game)


def run_scenario_file(path: str | Path) -> ScenarioResult:
    """Load and run the scenario file at ``path`` (see :func:`run_scenario`).

    Raises ScenarioError (file, line, problem) for invalid YAML, unknown cards or keys, and
    unsupported features.
    """
    return run_scenario(load_scenario(path))
