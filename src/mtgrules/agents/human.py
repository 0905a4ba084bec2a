"""A human at the keyboard: shows the board and the numbered options, reads a number or an
action in the notation (:mod:`mtgrules.notation`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import IO

from rich.console import Console
from rich.markup import escape

from mtgrules.agents.view import PlayerView
from mtgrules.errors import IllegalActionError
from mtgrules.notation import format_action, parse_action
from mtgrules.state.decision import Action, Decision


class HumanAgent:
    """Renders the board (rich) and the numbered legal actions, each in words and in the
    notation (``[cast Lightning Bolt#45]``), then reads the chosen number or the action in
    the notation (``cast Lightning Bolt``, ``target Bob``, ``target P2``...), resolved
    against the options.

    Args:
        input_fn: returns one line of input (default: :func:`input`); tests inject their own.
        output: a text stream for the display (default: standard output).
        show_board: render the board before each decision that has more than one option.
        auto_single: when there is exactly one option, take it without asking.

    Invalid input (not a number in range, not an option in the notation) is reported and
    asked again; end of input raises EOFError.
    """

    def __init__(self, input_fn: Callable[[str], str] | None = None,
                 output: IO[str] | None = None, show_board: bool = True,
                 auto_single: bool = True) -> None:
        self.input_fn = input_fn or input
        self.console = Console(file=output, highlight=False, soft_wrap=True)
        self.show_board = show_board
        self.auto_single = auto_single

    def act(self, view: PlayerView, decision: Decision, options: Sequence[Action]) -> Action:
        """Ask the human which option to take."""
        from mtgrules.render.rich_board import board_renderable
        from mtgrules.render.text import render_action

        opts = list(options)
        if self.auto_single and len(opts) == 1:
            return opts[0]
        if self.show_board:
            self.console.print(board_renderable(view))
        self.console.print(f"[bold]{escape(decision.prompt or decision.kind)}[/bold]")
        ctx = dict(decision.context)
        for i, a in enumerate(opts, start=1):
            label = render_action(a, view)
            names = ctx.get("abilities")
            if a.kind == "order" and isinstance(names, (list, tuple)) and a.args \
                    and 0 <= a.args[0] < len(names):
                label = f"put {names[a.args[0]]} on the stack next"
            spelled = format_action(a, view)
            extra = f"  [{spelled}]" if spelled != label else ""
            self.console.print(f"  {i:>2}. {label}{extra}", markup=False)
        while True:
            raw = self.input_fn(f"Choose 1-{len(opts)} or type the action: ").strip()
            if raw.isdigit() and 1 <= int(raw) <= len(opts):
                return opts[int(raw) - 1]
            if raw and not raw.isdigit():
                try:
                    a = parse_action(raw, view, opts)
                except IllegalActionError as e:
                    self.console.print(str(e), markup=False)
                    continue
                if a in opts:
                    return a
                self.console.print(f"{format_action(a, view)} is not one of the options.",
                                   markup=False)
                continue
            self.console.print(f"Please enter a number from 1 to {len(opts)}.")
