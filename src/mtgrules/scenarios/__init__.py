"""Scenario files (SCENARIO_FORMAT.md, format 1), split by concept.

* :mod:`~mtgrules.scenarios.model` - the typed, frozen model of a scenario;
* :mod:`~mtgrules.scenarios.parser` - the validating YAML parser into that model;
* :mod:`~mtgrules.scenarios.writer` - writing a model back as YAML data (``Scenario.to_yaml``);
* :mod:`~mtgrules.scenarios.board` - board setup (``build_game``);
* :mod:`~mtgrules.scenarios.refs` - resolving object references against a game;
* :mod:`~mtgrules.scenarios.actions` - running the scripted actions (``ScenarioRun``);
* :mod:`~mtgrules.scenarios.checks` - checking the expectations;
* :mod:`~mtgrules.scenarios.report` - ``Check``, ``ScenarioResult``, ``format_event``.

:mod:`mtgrules.scenario_model` (model and parser) and :mod:`mtgrules.scenario` (entry points
``run_scenario`` / ``run_scenario_file``) re-export the public names of these modules, so
importing from them keeps working.
"""
