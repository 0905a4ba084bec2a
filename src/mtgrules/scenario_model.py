"""Typed model of a scenario file and its validating parser (no game execution).

This module is the stable import point; the code lives in :mod:`mtgrules.scenarios`:
:mod:`~mtgrules.scenarios.model` (the dataclasses and constants), :mod:`~mtgrules.scenarios.parser`
(YAML -> model) and :mod:`~mtgrules.scenarios.writer` (model -> YAML, :meth:`Scenario.to_yaml`).

This module implements the contract in ``SCENARIO_FORMAT.md`` (format version 1): it reads the
YAML, checks every key, type and name it can check without a card registry, and returns frozen
dataclasses that carry the 1-based line of the YAML node they came from. Every problem is a
:class:`~mtgrules.errors.ScenarioError` naming the file, the line and the problem.

Public entry points:

* :func:`parse_scenario` / :func:`load_scenario` -> :class:`Scenario`;
* :func:`parse_ref` -> :class:`ObjectRef` (the "Referring to objects" section);
* :meth:`Scenario.card_names` lists every card name of the setup with its line, so the runner can
  check them against the registry and report an unknown one where it was written;
* :meth:`Scenario.to_yaml` writes a model back as scenario YAML that :func:`parse_scenario` reads.

Line numbers never take part in equality (``field(compare=False)``), so a scenario read from a
file compares equal to the same scenario read back from :meth:`Scenario.to_yaml`.

Additive extensions (the format allows them): a top-level ``description``; ``poison`` in a player
setup; ``{Alice: pass}`` (that one player passes priority once) and ``{Alice: concede}``; a list of
attackers as a blocker's value in ``block``; ``graveyard_size`` and ``exile_size`` in a player
expectation; ``player`` in ``log_contains``; a top-level ``xfail: "reason"`` (the scenario needs a
mechanic not built yet; the runner reports it as an expected failure).
"""

from __future__ import annotations

from mtgrules.scenarios.model import (
    ABSENT,
    ACTION_KINDS,
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
    Scenario,
    StackExpect,
    StepExpect,
    TurnSetup,
    ZoneExpect,
)
from mtgrules.scenarios.model import NO_PRIORITY_STEPS as NO_PRIORITY_STEPS
from mtgrules.scenarios.model import SECTORS as SECTORS
from mtgrules.scenarios.model import Scalar as Scalar
from mtgrules.scenarios.parser import load_scenario, parse_ref, parse_scenario

__all__ = [
    "ABSENT",
    "ACTION_KINDS",
    "STEPS",
    "ZONES",
    "Absent",
    "ActionSpec",
    "Answer",
    "CardSpec",
    "Expectation",
    "GameOverExpect",
    "LogExpect",
    "ObjectExpect",
    "ObjectRef",
    "PermanentSpec",
    "PlayerExpect",
    "PlayerSetup",
    "Scenario",
    "StackExpect",
    "StepExpect",
    "TurnSetup",
    "ZoneExpect",
    "load_scenario",
    "parse_ref",
    "parse_scenario",
]
