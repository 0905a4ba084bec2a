"""Writing a scenario model back as plain data for format-1 YAML (used by ``Scenario.to_yaml``).

Default values are left out, so the YAML is as short as the scenario allows; :func:`scenario_data`
returns plain lists and mappings that :func:`~mtgrules.scenarios.parser.parse_scenario` reads back
into an equal model.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from mtgrules.scenarios.model import (
    ActionSpec,
    Expectation,
    LogExpect,
    PermanentSpec,
    Scenario,
)

__all__ = ["scenario_data"]

# --------------------------------------------------------------------------------------------
# Writing back (Scenario.to_yaml)
# --------------------------------------------------------------------------------------------


def _plain(value: Any) -> Any:
    """Tuples to lists, counter pairs to mappings, for YAML output."""
    if isinstance(value, tuple):
        if value and all(isinstance(x, tuple) and len(x) == 2 and isinstance(x[1], int)
                         and not isinstance(x[1], bool) for x in value):
            return dict(value)
        return [_plain(x) for x in value]
    return value


def _permanent_data(perm: PermanentSpec) -> Any:
    data: dict[str, Any] = {"card": perm.card}
    for f in fields(perm):
        value = getattr(perm, f.name)
        if f.name not in ("card", "line") and value != f.default:
            data[f.name] = _plain(value)
    return perm.card if len(data) == 1 else data


def _action_data(a: ActionSpec) -> Any:
    if a.kind in ("pass", "resolve") and a.player is None:
        return a.kind
    if a.kind == "until":
        return {"until": a.until_step if a.until_turn is None
                else {"step": a.until_step, "turn": a.until_turn}}
    phrase = a.kind
    data: dict[str, Any] = {}
    if a.level is not None:
        phrase += f" Class level {a.level}"
    elif a.loyalty is not None:
        phrase += f" loyalty {a.loyalty}"
    elif a.object_ref is not None:
        phrase += f" {a.object_ref}"
    data[str(a.player)] = phrase
    if a.level is not None or a.loyalty is not None:
        data["of"] = a.object_ref
    if a.ability is not None:
        data["ability"] = a.ability
    if a.targets:
        data["targets"] = list(a.targets)
    if a.x is not None:
        data["x"] = a.x
    if a.choices:
        data["choices"] = _plain(a.choices)
    if a.pay:
        data["pay"] = list(a.pay)
    if a.kind in ("attack", "block"):
        grouped: dict[str, Any] = {}
        for key, target in a.with_:
            if key in grouped:
                prev = grouped[key]
                grouped[key] = [*prev, target] if isinstance(prev, list) else [prev, target]
            else:
                grouped[key] = target
        data["with"] = grouped
    if a.answer is not None:
        data["answer"] = _plain(a.answer)
    if a.illegal:
        data["illegal"] = True
    return data


def _expect_data(e: Expectation) -> dict[str, Any]:
    items = e.items()
    if isinstance(e, LogExpect):
        return {"log_contains": dict(items)}
    return {key: _plain(value) for key, value in items}


def scenario_data(s: Scenario) -> dict[str, Any]:
    data: dict[str, Any] = {"format": s.format, "name": s.name}
    if s.rules:
        data["rules"] = list(s.rules)
    for key in ("source", "description", "xfail"):
        if getattr(s, key) is not None:
            data[key] = getattr(s, key)
    if s.seed:
        data["seed"] = s.seed
    players = []
    for pl in s.players:
        entry: dict[str, Any] = {"name": pl.name}
        if pl.life != 20:
            entry["life"] = pl.life
        for zone in ("hand", "library", "graveyard", "exile"):
            if getattr(pl, zone):
                entry[zone] = [c.name for c in getattr(pl, zone)]
        if pl.battlefield:
            entry["battlefield"] = [_permanent_data(perm) for perm in pl.battlefield]
        if pl.mana_pool:
            entry["mana_pool"] = pl.mana_pool
        if pl.poison:
            entry["poison"] = pl.poison
        players.append(entry)
    data["players"] = players
    turn: dict[str, Any] = {"active": s.turn.active, "step": s.turn.step}
    if s.turn.number != 1:
        turn["number"] = s.turn.number
    if s.turn.lands_played:
        turn["lands_played"] = s.turn.lands_played
    data["turn"] = turn
    if s.actions:
        data["actions"] = [_action_data(a) for a in s.actions]
    data["expect"] = [_expect_data(e) for e in s.expect]
    return data
