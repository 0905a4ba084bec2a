"""User-supplied agents named by an import path, ``"package.module:ClassName"``.

``mtgrules simulate --agents mybots.greedy:GreedyAgent,heuristic`` and
:func:`mtgrules.simulate.run` take such a spec beside the built-in names, so researchers can
pit their own :class:`~mtgrules.agents.base.Agent` against ours without editing the library.
The spec (a string) is what travels to worker processes and Ray tasks, and each game builds
its own instance there, seeded from the game seed as the built-in agents are.

Only trusted callers (the command line, library code) use this: it imports the named module.
The web front end accepts built-in agent names only.
"""

from __future__ import annotations

import importlib
import inspect
import re

from mtgrules.agents.base import Agent
from mtgrules.errors import MtgRulesError

_SPEC = re.compile(r"^[A-Za-z_][\w.]*:[A-Za-z_]\w*$")


class AgentSpecError(MtgRulesError, ValueError):
    """An agent spec that is not a built-in agent name nor an importable
    ``module:Class`` whose instances have an ``act`` method."""


def is_agent_spec(text: str) -> bool:
    """True when ``text`` has the ``module:Class`` shape (it may still fail to load)."""
    return bool(_SPEC.match(text))


def agent_class(spec: str) -> type:
    """The class ``spec`` (``"package.module:ClassName"``) names.

    Raises AgentSpecError naming the spec and what is wrong: a malformed spec, a module that
    can't be imported, a missing attribute, or something that is not a class with ``act``."""
    if not is_agent_spec(spec):
        raise AgentSpecError(f"agent {spec!r:.80}: expected 'package.module:ClassName'")
    module_name, _, attr = spec.partition(":")
    try:
        module = importlib.import_module(module_name)
    except ImportError as e:
        raise AgentSpecError(f"agent {spec!r}: can't import module {module_name!r} ({e})") from e
    cls = getattr(module, attr, None)
    if cls is None:
        raise AgentSpecError(f"agent {spec!r}: module {module_name!r} has no {attr!r}")
    if not inspect.isclass(cls) or not callable(getattr(cls, "act", None)):
        raise AgentSpecError(f"agent {spec!r}: {attr!r} is not a class with an act() method")
    return cls


def load_agent(spec: str, seed: int = 0) -> Agent:
    """A new instance of the agent class ``spec`` names: called as ``Class(seed=seed)`` when
    its constructor takes a ``seed`` parameter, else ``Class()``.

    Raises AgentSpecError (see :func:`agent_class`, or when the constructor fails)."""
    cls = agent_class(spec)
    try:
        params = inspect.signature(cls).parameters
    except (TypeError, ValueError):
        params = {}  # type: ignore[assignment]
    try:
        agent = cls(seed=seed) if "seed" in params else cls()
    except Exception as e:  # the user's constructor: report it as a bad agent spec
        raise AgentSpecError(f"agent {spec!r}: constructing it failed: "
                             f"{type(e).__name__}: {e}") from e
    if not isinstance(agent, Agent):
        raise AgentSpecError(f"agent {spec!r}: its instances have no act() method")
    return agent
