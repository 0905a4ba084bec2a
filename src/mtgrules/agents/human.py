"""A human at the keyboard: shows the board and the labelled options, reads a choice.

Each option is shown in words and in the notation (:mod:`mtgrules.notation`), e.g.
``3. cast Lightning Bolt#45  [cast Lightning Bolt#45]  (Lightning Bolt deals 3 damage ...)``.
What the player types: an option's number, the action in the notation (``cast Lightning Bolt``,
``target Bob``, ``target P2``), a part of an option's label that picks out one option (``bolt``,
``#45``), or one of the commands of :data:`HELP`
(``help``, ``concede``, ``end`` = pass until end of turn, ``stops``, ``stop STEP``).
Priority decisions where passing is the only meaningful choice are passed without asking, and
so are those outside the player's stops (:mod:`mtgrules.agents.autopass`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import IO

from rich.console import Console
from rich.markup import escape

from mtgrules.agents.autopass import PriorityStops, automatic_payment
from mtgrules.agents.base import Concede
from mtgrules.agents.view import PlayerView
from mtgrules.cards.registry import get_card
from mtgrules.errors import IllegalActionError
from mtgrules.notation import format_action, parse_action
from mtgrules.state.decision import PRIORITY, Action, Decision

HELP = """Commands:
  NUMBER or ACTION  take that option: its number, the action in the notation ("cast
                    Lightning Bolt", "target Bob", "target P2"), or a part of its label that
                    matches one option ("bolt", "#45")
  help, ?           this help
  board             show the board again
  end               pass priority until the end of this turn (other decisions are still asked)
  stops             show the steps where you are asked for priority
  stop STEP         add or remove a stop on your turns (e.g. "stop upkeep")
  stop others STEP  add or remove a stop on other players' turns
  concede           concede the game (CR 104.3a)"""


def option_label(action: Action, view: PlayerView) -> str:
    """What an option does, in words that name its objects by name and id (``cast Lightning
    Bolt#45``, ``target Bob``, ``attack Bob with Goblin Guide#12``), then its spelling in the
    notation when that differs (``[target P2]``); a spell or land option adds the card's Oracle
    text."""
    from mtgrules.render.text import render_action

    label = render_action(action, view)
    spelled = format_action(action, view)
    if spelled != label:
        label += f"  [{spelled}]"
    if action.kind in ("cast", "play") and action.args:
        info = view.info(int(action.args[0]))
        if info is not None:
            oracle = " ".join((get_card(info.name).oracle or "").split())
            if oracle.startswith("(") and oracle.endswith(")"):
                oracle = oracle[1:-1]  # reminder text only (basic lands)
            if oracle:
                label += f"  ({oracle[:90]}{'...' if len(oracle) > 90 else ''})"
    return label


class HumanAgent:
    """Renders the board (rich) and the labelled legal actions, then reads the choice.

    Args:
        input_fn: returns one line of input (default: :func:`input`); tests inject their own.
        output: a text stream for the display (default: standard output).
        show_board: render the board before each decision that has more than one option.
        auto_single: when there is exactly one option, take it without asking.
        stops: where priority is asked (default :class:`PriorityStops`); ``auto_pass=False``
            asks at every priority decision.
        auto_pay: pay mana costs automatically (CR 601.2g-h, the engine's ``auto`` payment)
            instead of asking which permanents to tap; ``False`` (``mtgrules play
            --manual-pay``) asks at every payment.

    Invalid input is reported and asked again; end of input raises EOFError; ``concede``
    raises :class:`~mtgrules.agents.base.Concede`.
    """

    def __init__(self, input_fn: Callable[[str], str] | None = None,
                 output: IO[str] | None = None, show_board: bool = True,
                 auto_single: bool = True, stops: PriorityStops | None = None,
                 auto_pass: bool = True, auto_pay: bool = True) -> None:
        self.input_fn = input_fn or input
        self.console = Console(file=output, highlight=False, soft_wrap=True)
        self.show_board = show_board
        self.auto_single = auto_single
        self.stops = stops or PriorityStops()
        self.auto_pass = auto_pass
        self.auto_pay = auto_pay

    def act(self, view: PlayerView, decision: Decision, options: Sequence[Action]) -> Action:
        """Ask the human which option to take (or pass for them, see the module docstring)."""
        opts = list(options)
        if self.auto_single and len(opts) == 1:
            return opts[0]
        if self.auto_pass and not self.stops.should_ask(view, decision, opts):
            return next(a for a in opts if a.kind == "pass")
        paid = automatic_payment(decision, opts) if self.auto_pay else None
        if paid is not None:
            return paid
        self._show(view, decision, opts)
        while True:
            raw = self.input_fn(f"Choose 1-{len(opts)} (help for commands): ").strip()
            picked = self._read(raw, view, decision, opts)
            if picked is not None:
                return picked

    def _show(self, view: PlayerView, decision: Decision, opts: list[Action]) -> None:
        from mtgrules.render.rich_board import board_renderable

        if self.show_board:
            self.console.print(board_renderable(view))
        self.console.print(f"[bold]{escape(decision.prompt or decision.kind)}[/bold]")
        for i, label in enumerate(self._labels(view, decision, opts), start=1):
            self.console.print(f"  {i:>2}. {label}", markup=False)

    def _labels(self, view: PlayerView, decision: Decision, opts: list[Action]) -> list[str]:
        ctx = dict(decision.context)
        out = []
        for a in opts:
            label = option_label(a, view)
            names = ctx.get("texts") or ctx.get("abilities")
            if a.kind == "order" and isinstance(names, list | tuple) and a.args \
                    and 0 <= a.args[0] < len(names):
                label = f"put {names[a.args[0]]} on the stack next"
            out.append(label)
        return out

    def _read(self, raw: str, view: PlayerView, decision: Decision,
              opts: list[Action]) -> Action | None:
        """The option ``raw`` picks, or None after handling a command or a bad answer."""
        low = " ".join(raw.lower().split())
        if raw.isdigit():
            if 1 <= int(raw) <= len(opts):
                return opts[int(raw) - 1]
            self.console.print(f"Please enter a number from 1 to {len(opts)}, or help.")
            return None
        if low in ("help", "?", "h"):
            self.console.print(HELP, markup=False)
            return None
        if low == "board":
            self._show(view, decision, opts)
            return None
        if low == "concede":
            raise Concede
        if low in ("end", "pass until end of turn", "pass turn"):
            if decision.kind != PRIORITY or not any(a.kind == "pass" for a in opts):
                self.console.print("You can pass until end of turn when you have priority.")
                return None
            self.stops.pass_until_end_of_turn = view.turn
            return next(a for a in opts if a.kind == "pass")
        if low == "stops":
            self.console.print(f"Stops: {self.stops.describe()}", markup=False)
            return None
        if low.startswith("stop "):
            words = low.split()[1:]
            others = bool(words) and words[0] in ("others", "opponents", "opponent")
            step = "_".join(words[1:] if others else words)
            try:
                now = self.stops.toggle(step, opponents=others)
            except ValueError as e:
                self.console.print(str(e), markup=False)
                return None
            self.console.print(f"{'Stopping' if now else 'No longer stopping'} in {step} on "
                               f"{'other players' if others else 'your'} turns.", markup=False)
            return None
        try:
            parsed: Action | None = parse_action(raw, view, opts)
            problem = ""
        except IllegalActionError as e:
            parsed, problem = None, str(e)
        if parsed is not None and parsed in opts:
            return parsed
        labels = [" ".join(x.lower().split()) for x in self._labels(view, decision, opts)]
        hits = [a for a, lab in zip(opts, labels, strict=True) if low and low in lab]
        if len(hits) == 1:
            return hits[0]
        if parsed is not None:
            self.console.print(f"{format_action(parsed, view)} is not one of the options.",
                               markup=False)
        elif len(hits) > 1:
            self.console.print(f"{raw!r} matches {len(hits)} options; be more precise or "
                               "enter a number.", markup=False)
        else:
            known_kind = problem and "unknown action kind" not in problem
            self.console.print((problem + "\n" if known_kind else "")
                               + f"Please enter a number from 1 to {len(opts)}, an option's "
                               "label, or help.", markup=False)
        return None
