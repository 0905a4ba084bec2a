"""Scenario files (SCENARIO_FORMAT.md, format 1), split by concept.

* :mod:`~mtgrules.scenarios.model` - the typed, frozen model of a scenario;
* :mod:`~mtgrules.scenarios.parser` - the validating YAML parser into that model;
* :mod:`~mtgrules.scenarios.writer` - writing a model back as YAML data (``Scenario.to_yaml``).

:mod:`mtgrules.scenario_model` re-exports the public names of these modules, so importing from it
keeps working.
"""
