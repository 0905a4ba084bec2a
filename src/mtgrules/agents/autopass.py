"""When a person at the keyboard is asked for priority: auto-pass and per-step stops.

Like Arena and Forge, the terminal player isn't asked at a priority decision (CR 117) when
passing is the only meaningful choice: the other options are only mana abilities (activating
one with nothing to spend the mana on just empties the pool at the end of the step, CR 106.4).
When there is something to do, the player is still asked only in the steps they stop in
(:class:`PriorityStops`), or when the stack is not empty (something to respond to). "Pass until
end of turn" passes every priority decision until the turn ends; decisions other than priority
(blockers, targets, mulligans...) are always asked, except mana payment while automatic payment
is on (:func:`automatic_payment`, the default; a player asks for manual payment to choose
which permanents to tap).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from mtgrules.agents.heuristic import is_mana_ability
from mtgrules.agents.view import PlayerView
from mtgrules.state.decision import PAY_MANA, PRIORITY, Action, Decision
from mtgrules.state.game_state import STEPS

__all__ = ["DEFAULT_OPPONENT_STOPS", "DEFAULT_OWN_STOPS", "PriorityStops", "automatic_payment",
           "meaningful_options"]

#: Steps of your own turns in which you are asked when you can do something.
DEFAULT_OWN_STOPS = frozenset({"precombat_main", "declare_blockers", "postcombat_main"})
#: Steps of other players' turns in which you are asked when you can do something.
DEFAULT_OPPONENT_STOPS = frozenset({"declare_attackers", "declare_blockers", "end"})


def automatic_payment(decision: Decision, options: Sequence[Action]) -> Action | None:
    """The ``auto`` option of a mana-payment decision (CR 601.2g-h: the engine activates
    mana abilities and pays the rest of the cost), or None when ``decision`` is not a payment
    or offers no automatic payment. An interface with automatic payment on takes it instead
    of asking the player which permanents to tap."""
    if decision.kind != PAY_MANA:
        return None
    return next((a for a in options if a.kind == "auto"), None)


def meaningful_options(options: Sequence[Action]) -> list[Action]:
    """The options that do something: everything but passing and activating mana abilities
    (CR 605.1a) at priority."""
    out = []
    for a in options:
        if a.kind == "pass":
            continue
        if a.kind == "activate" and len(a.args) > 1 and is_mana_ability(str(a.args[1])):
            continue
        out.append(a)
    return out


@dataclass
class PriorityStops:
    """The steps a player stops in, on their own turns and on other players' turns, and an
    optional "pass until the end of turn N"."""

    own: set[str] = field(default_factory=lambda: set(DEFAULT_OWN_STOPS))
    opponents: set[str] = field(default_factory=lambda: set(DEFAULT_OPPONENT_STOPS))
    pass_until_end_of_turn: int | None = None

    def should_ask(self, view: PlayerView, decision: Decision, options: Sequence[Action]) -> bool:
        """Whether to ask the player (False: pass for them). Only priority decisions are ever
        passed automatically."""
        if decision.kind != PRIORITY or not any(a.kind == "pass" for a in options):
            return True
        if self.pass_until_end_of_turn is not None:
            if view.turn <= self.pass_until_end_of_turn:
                return False
            self.pass_until_end_of_turn = None
        if not meaningful_options(options):
            return False
        if view.stack():
            return True  # something to respond to
        stops = self.own if view.active == view.player else self.opponents
        return view.step in stops

    def toggle(self, step: str, opponents: bool = False) -> bool:
        """Add or remove a stop; returns True when the step is now a stop. Raises ValueError
        for an unknown step name."""
        if step not in STEPS:
            raise ValueError(f"unknown step {step!r} (steps: {', '.join(STEPS)})")
        stops = self.opponents if opponents else self.own
        if step in stops:
            stops.discard(step)
            return False
        stops.add(step)
        return True

    def describe(self) -> str:
        """The stops in turn order, e.g. ``your turn: precombat_main, ...; others' turns: ...``."""
        def order(x: set[str]) -> str:
            return ", ".join(s for s in STEPS if s in x) or "none"

        return f"your turns: {order(self.own)}; other players' turns: {order(self.opponents)}"
