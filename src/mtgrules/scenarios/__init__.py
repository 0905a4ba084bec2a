"""Scenario files (SCENARIO_FORMAT.md, format 1): the model, the parser, board setup and the
runner. Import the public names from here (``from mtgrules.scenarios import run_scenario``).

* :mod:`~mtgrules.scenarios.model` - the typed, frozen model of a scenario;
* :mod:`~mtgrules.scenarios.parser` - the validating YAML parser into that model;
* :mod:`~mtgrules.scenarios.writer` - writing a model back as YAML data (``Scenario.to_yaml``);
* :mod:`~mtgrules.scenarios.board` - board setup (``build_game``);
* :mod:`~mtgrules.scenarios.refs` - resolving object references against a game;
* :mod:`~mtgrules.scenarios.actions` - running the scripted actions (``ScenarioRun``);
* :mod:`~mtgrules.scenarios.checks` - checking the expectations;
* :mod:`~mtgrules.scenarios.report` - ``Check``, ``ScenarioResult``, ``format_event``;
* :mod:`~mtgrules.scenarios.run` - the entry points ``run_scenario`` / ``run_scenario_file``.
"""

from mtgrules.scenarios.actions import ScenarioRun
from mtgrules.scenarios.board import build_game
from mtgrules.scenarios.model import (
    ABSENT,
    ACTION_KINDS,
    NO_PRIORITY_STEPS,
    SECTORS,
    STEPS,
    ZONES,
    Absent,
    ActionSpec,
    Answer,
    CardSpec,
    Expectation,
    GameOverExpect,
    LogExpect,
    ObjectExpect,
    ObjectRef,
    PermanentSpec,
    PlayerExpect,
    PlayerSetup,
    Scalar,
    Scenario,
    StackExpect,
    StepExpect,
    TurnSetup,
    ZoneExpect,
)
from mtgrules.scenarios.parser import load_scenario, parse_ref, parse_scenario
from mtgrules.scenarios.report import Check, ScenarioResult, format_event
from mtgrules.scenarios.run import run_scenario, run_scenario_file

__all__ = [
    "ABSENT", "ACTION_KINDS", "NO_PRIORITY_STEPS", "SECTORS", "STEPS", "ZONES", "Absent",
    "ActionSpec", "Answer", "CardSpec", "Check", "Expectation", "GameOverExpect", "LogExpect",
    "ObjectExpect", "ObjectRef", "PermanentSpec", "PlayerExpect", "PlayerSetup", "Scalar",
    "Scenario", "ScenarioResult", "ScenarioRun", "StackExpect", "StepExpect", "TurnSetup",
    "ZoneExpect", "build_game", "format_event", "load_scenario", "parse_ref", "parse_scenario",
    "run_scenario", "run_scenario_file",
]
