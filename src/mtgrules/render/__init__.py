"""Rendering of actions, log events and boards: plain text (:mod:`.text`) and rich
(:mod:`.rich_board`)."""

from mtgrules.render.text import board_lines, board_text, render_action, render_event

__all__ = ["board_lines", "board_text", "render_action", "render_event"]
