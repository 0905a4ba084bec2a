"""Decisions and actions: everything a player chooses is data (DESIGN non-negotiable 2).

At any moment a non-terminal game has exactly one pending :class:`Decision`; its ``options``
are the legal :class:`Action` values, and ``Game.apply`` takes one of them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

# Decision kinds (few and typed).
PRIORITY = "priority"            # CR 117: pass, play land, cast, activate
MULLIGAN = "mulligan"            # CR 103.5: keep or mulligan
BOTTOM = "bottom"                # CR 103.5: put a card on the bottom after a mulligan
TARGET = "target"                # CR 115 / 601.2c: one target slot at a time
CHOOSE_X = "choose_x"            # CR 107.3a / 601.2b
MODE = "mode"                    # CR 700.2 / 601.2b
MAY = "may"                      # "you may" (CR 603.5, 608.2d)
PAY_MANA = "pay_mana"            # CR 601.2g-h: activate mana abilities, then pay
ATTACKERS = "attackers"          # CR 508.1: one attacker at a time, then done
BLOCKERS = "blockers"            # CR 509.1: one block at a time, then done
DAMAGE = "damage"                # CR 510.1c-d: divide combat damage
TRIGGER_ORDER = "trigger_order"  # CR 603.3b: pick the next trigger to put on the stack
REPLACEMENT = "replacement"      # CR 616.1: pick the next replacement effect to apply
CHOOSE = "choose"                # a color, a card, a sector, an option, ...


@dataclass(frozen=True, slots=True)
class Action:
    """A player's action: ``kind`` plus hashable ``args`` (ints and strings).

    Examples: ``Action("pass")``, ``Action("cast", (12,))``, ``Action("target", (-2,))``,
    ``Action("choose", ("blue",))``. ``Action.to_data`` gives ``["cast", 12]``.
    """

    kind: str
    args: tuple[Any, ...] = ()

    def to_data(self) -> list[Any]:
        """JSON-compatible list ``[kind, *args]``."""
        return [self.kind, *self.args]

    @staticmethod
    def from_data(data: list[Any]) -> Action:
        """Inverse of :meth:`to_data`."""
        return Action(data[0], tuple(data[1:]))

    def __str__(self) -> str:
        return self.kind + ("(" + ", ".join(map(str, self.args)) + ")" if self.args else "")


@dataclass(frozen=True, slots=True)
class Decision:
    """The one pending decision of a game.

    Attributes:
        player: index of the player who must decide.
        kind: one of the kind constants of this module.
        options: the legal actions, in a deterministic order.
        prompt: human-readable question.
        context: extra JSON-compatible details (e.g. the object being cast).
    """

    player: int
    kind: str
    options: tuple[Action, ...]
    prompt: str = ""
    context: tuple[tuple[str, Any], ...] = ()

    def to_data(self) -> dict[str, Any]:
        """JSON-compatible dict."""
        return {
            "player": self.player, "kind": self.kind, "prompt": self.prompt,
            "options": [a.to_data() for a in self.options],
            "context": [list(kv) for kv in self.context],
        }

    @staticmethod
    def from_data(data: dict[str, Any]) -> Decision:
        """Inverse of :meth:`to_data`."""
        return Decision(
            data["player"], data["kind"],
            tuple(Action.from_data(a) for a in data["options"]), data["prompt"],
            tuple((k, v) for k, v in data["context"]),
        )
