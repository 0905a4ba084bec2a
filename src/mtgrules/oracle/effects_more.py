"""Registers the template families kept in their own modules with the shared parsers and
renderers (:data:`mtgrules.oracle.effects.SENTENCE_PARSERS` and the other hook lists), so the
shared modules never import them (no import cycle): library searches
(:mod:`~mtgrules.oracle.effects_library`), graveyard returns
(:mod:`~mtgrules.oracle.effects_graveyard`), and the renderings of
:mod:`~mtgrules.oracle.render_more`. The compiler imports this module."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from mtgrules.oracle import costs, effects, effects_graveyard, effects_library, render, render_more

A = TypeVar("A")


def _or_none(f: Callable[[A], str]) -> Callable[[A], str | None]:
    """A renderer raising ValueError as one answering None (the next family is tried; the
    first error is the one reported)."""
    def g(x: A) -> str | None:
        try:
            return f(x)
        except ValueError:
            return None
    return g


def register() -> None:
    """Add the families to the hook lists (once)."""
    if effects_library.parse in effects.SENTENCE_PARSERS:
        return
    effects.SENTENCE_PARSERS.extend((effects_library.parse, effects_graveyard.parse))
    effects.NODE_RENDERERS.extend((effects_library.render, effects_graveyard.render,
                                   render_more.render_node_extra))
    effects.SEQUENCE_RENDERERS.append(render_more.render_effect_more)
    costs.COST_RENDERERS.append(_or_none(render_more.render_cost_more))
    render.ABILITY_RENDERERS.append(_or_none(render_more.render_ability_more))


register()
