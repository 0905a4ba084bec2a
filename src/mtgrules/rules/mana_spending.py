"""Spending mana as though it were mana of any color (CR 609.4b, 613.11).

While a permanent with "Players may spend mana as though it were mana of any color"
(:class:`~mtgrules.model.rules.SpendManaAsThoughAnyColor`) is on the battlefield, any mana can
pay a colored mana symbol: for payment, each colored symbol, and each hybrid symbol with a
colored half, is paid like one generic mana ({C} still needs colorless mana, CR 107.4c).
The cost itself (its mana value, its colors) is unchanged; only what pays it is.
"""

from __future__ import annotations

from mtgrules.mana import COLORS, ManaCost
from mtgrules.model.rules import SpendManaAsThoughAnyColor
from mtgrules.rules.layers import Characteristics, battlefield_memo
from mtgrules.state.game_state import GameState

_RULE = SpendManaAsThoughAnyColor()


def spend_as_any_color(s: GameState, player: int) -> bool:
    """Whether ``player`` may spend mana as though it were mana of any color now ("Players
    may": the rule applies to every player)."""
    # the rule is among the rules applying to its source (its static ability affects the
    # source itself), so it is gone with the ability (613.11 after layer 6)
    return battlefield_memo(s, "spend_any_color", _any_color_rule)


def _any_color_rule(chars: dict[int, Characteristics]) -> bool:
    return any(c.rules and _RULE in c.rules for c in chars.values())


def _as_generic(sym: str) -> bool:
    if sym in COLORS:
        return True
    parts = sym.split("/")
    return len(parts) == 2 and "P" not in parts and any(p in COLORS for p in parts)


def payable_cost(s: GameState, player: int, cost: ManaCost) -> ManaCost:
    """The cost as ``player`` pays it (CR 609.4b): ``cost`` itself, or, while mana may be
    spent as though it were any color, with colored (and colored hybrid) symbols paid as
    generic mana, e.g. ``{1}{U}{U}`` -> ``{3}``."""
    if not cost.symbols or not spend_as_any_color(s, player) or \
            not any(_as_generic(x) for x in cost.symbols):
        return cost
    return as_any_color(cost)


def as_any_color(cost: ManaCost) -> ManaCost:
    """``cost`` paid with mana spent as though it were mana of any color (CR 609.4b): its
    colored (and colored hybrid) symbols paid as generic mana, ``{1}{U}{U}`` -> ``{3}``."""
    if not any(_as_generic(x) for x in cost.symbols):
        return cost
    generic = 0
    rest: list[str] = []
    for x in cost.symbols:
        if x.isdigit():
            generic += int(x)
        elif _as_generic(x):
            generic += 1
        else:
            rest.append(x)
    return ManaCost(((str(generic),) if generic else ()) + tuple(rest))
