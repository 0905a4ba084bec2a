"""{X} in the costs of activated abilities (CR 602.2b, 601.2b, 107.3a, 107.3k).

The engine announces X as an ability is activated (:func:`mtgrules.rules.activation.
announce_x`): the ability on the stack keeps it, and its effects read it as they resolve
(``ctx["x"]``, 608.2h: the amounts are locked in then). :func:`check_x_costs` accepts an
ability with {X} in its cost only where every X of its effect is read by an effect that
evaluates it at resolution (damage, life, cards, counters, tokens, prevention shields, P/T
changes locked in by a resolving effect); other shapes stay refused by name (never played
with X = 0): mana abilities (605.3a: no stack object to keep X), X read by a delayed triggered
ability (107.3n) or by a filter ("with mana value X").

"X can't be 0." after the effect (:data:`X_NONZERO`) restricts the announcement to 1 and up
(:attr:`~mtgrules.model.ActivatedAbility.x_nonzero`).
"""

from __future__ import annotations

import typing
from typing import Any

from mtgrules.model import (
    ActivatedAbility,
    ApplyContinuous,
    BecomesCreatureLand,
    CreateToken,
    DealDamage,
    Discard,
    Draw,
    GainLife,
    LoseLife,
    Mill,
    ModifyPT,
    PreventNextDamage,
    PutCounters,
    SetPT,
)
from mtgrules.model.amounts import Amount, X
from mtgrules.model.base import Ability, Node, children, walk
from mtgrules.model.monstrosity import Monstrosity
from mtgrules.oracle.errors import Unsupported

X_NONZERO = " X can't be 0."
"""The restriction after an activated ability's effect (CR 107.3a: X is announced >= 1)."""

X_UNREAD = "{X} in an activated ability's cost read by {0} is not announced yet (CR 602.2b)"
"""Why an ability with {X} in its cost is refused when some X of its effect is read by an
effect that doesn't evaluate it as the ability resolves (the template names the node)."""

_AMOUNTS: tuple[type, ...] = typing.get_args(Amount)

_READERS: tuple[type, ...] = (DealDamage, Draw, GainLife, LoseLife, Mill, Discard, PutCounters,
                              CreateToken, PreventNextDamage,
                              Monstrosity)  # "{X}{X}{G}: Monstrosity X" (CR 701.37a)
"""Effects whose amounts are evaluated from the resolving ability's X (ops: ``amount``)."""

_LOCKING: tuple[type, ...] = (ApplyContinuous, BecomesCreatureLand)
"""Effects that lock the P/T changes of their parts in as they resolve (CR 611.2c)."""


def has_x_cost(a: Any) -> bool:
    """Whether ``a`` is an activated ability with {X} in its activation cost."""
    return isinstance(a, ActivatedAbility) and bool(a.cost.mana.x_count)


def check_x_costs(root: Ability) -> None:
    """Raise :class:`Unsupported` when ``root`` has (or grants) an activated ability with {X}
    in its cost whose X the engine would not read as announced (see the module doc)."""
    for n in walk(root):
        if not has_x_cost(n):
            continue
        assert isinstance(n, ActivatedAbility)
        if n.mana_ability:
            raise Unsupported("{X} in a mana ability's cost is not announced (CR 605.3a, "
                              "107.3a)")
        for e in n.effect:
            _check(e, None)


def _check(node: Node, parent: Node | None) -> None:
    if isinstance(node, Ability):
        if any(isinstance(x, X) for x in walk(node)) and not has_x_cost(node):
            raise Unsupported(X_UNREAD.replace("{0}", f"a {type(node).__name__} (107.3n)"))
        return  # an ability it grants has its own X (107.3j)
    reads = any(isinstance(c, _AMOUNTS) and any(isinstance(x, X) for x in walk(c))
                for c in children(node))
    if reads:
        ok = isinstance(node, _READERS) or (
            isinstance(node, ModifyPT | SetPT) and isinstance(parent, _LOCKING))
        if not ok:
            raise Unsupported(X_UNREAD.replace("{0}", type(node).__name__))
    for c in children(node):
        if not isinstance(c, _AMOUNTS):
            _check(c, node)
