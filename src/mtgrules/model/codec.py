"""Plain-data form of model nodes, for game state (which holds only JSON data, DESIGN 3).

A resolving spell's continuous effect is stored in the state with its parts already
evaluated (CR 611.2c, 608.2h); :func:`to_data` turns those nodes into JSON-compatible data and
:func:`from_data` back. Abilities inside nodes are stored by key. Also handy for snapshot
tests of compiled Oracle text.

Form: ``{"node": "ModifyPT", "power": {"node": "Fixed", "n": 1}, ...}``; enums as their
values, tuples and frozensets as lists (frozensets sorted), abilities as ``{"ability": key}``.
"""

from __future__ import annotations

import dataclasses
import enum
import sys
import types
import typing
from collections.abc import Callable
from typing import Any

from mtgrules.mana import ManaCost
from mtgrules.model.base import Ability, CardDefinitionError, Node

_CLASSES: dict[str, type] = {}

#: Node names data written before a fold may carry, and the node each now is (read only:
#: :func:`to_data` writes the current name).
RENAMED: dict[str, str] = {"ExileTopCard": "ExileFromTop",
                           "ReturnWithCounter": "ReturnDiedToBattlefield"}


def _classes() -> dict[str, type]:
    if not _CLASSES:
        import mtgrules.model as model

        for name in dir(model):
            v = getattr(model, name)
            if isinstance(v, type) and issubclass(v, Node) and dataclasses.is_dataclass(v):
                _CLASSES[v.__name__] = v
    return _CLASSES


def to_data(v: Any) -> Any:
    """JSON-compatible data for a node, enum, tuple or scalar (see module doc)."""
    if isinstance(v, Ability):
        return {"ability": v.key}
    if isinstance(v, Node):
        d: dict[str, Any] = {"node": type(v).__name__}
        for f in dataclasses.fields(v):  # type: ignore[arg-type]
            d[f.name] = to_data(getattr(v, f.name))
        return d
    if isinstance(v, enum.Enum):
        return v.value
    if isinstance(v, frozenset):
        return sorted(to_data(x) for x in v)
    if isinstance(v, tuple):
        return [to_data(x) for x in v]
    if isinstance(v, ManaCost):
        return "".join("{" + s + "}" for s in v.symbols)
    return v


def from_data(data: Any, ability: Callable[[str], Ability]) -> Any:
    """The node ``data`` describes (inverse of :func:`to_data`); ``ability`` resolves an
    ability key. Raises CardDefinitionError on unknown node names or bad fields."""
    if isinstance(data, dict) and "ability" in data:
        return ability(data["ability"])
    if not isinstance(data, dict) or "node" not in data:
        raise CardDefinitionError(f"not a model node: {data!r}")
    name = str(data["node"])
    cls = _classes().get(RENAMED.get(name, name))
    if cls is None:
        raise CardDefinitionError(f"unknown model node {data['node']!r}")
    hints = typing.get_type_hints(cls, globalns=vars(sys.modules[cls.__module__]))
    kw = {f.name: _convert(hints[f.name], data[f.name], ability)
          for f in dataclasses.fields(cls) if f.name in data}
    return cls(**kw)


def _convert(hint: Any, v: Any, ability: Callable[[str], Ability]) -> Any:
    if v is None:
        return None
    if isinstance(v, dict):
        return from_data(v, ability)
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin is tuple and isinstance(v, list):
        el = args[0]
        return tuple(_convert(el, x, ability) for x in v)
    if origin is frozenset and isinstance(v, list):
        return frozenset(_convert(args[0], x, ability) for x in v)
    if origin is typing.Union or isinstance(hint, types.UnionType):
        for a in args:
            if a is type(None):
                continue
            try:
                return _convert(a, v, ability)
            except (ValueError, TypeError):
                continue
        return v
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return hint(v)
    if hint is ManaCost:
        return ManaCost.parse(v)
    return v
