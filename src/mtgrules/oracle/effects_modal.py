"""Modal spells (CR 700.2): an instant's or sorcery's ``"Choose one —"`` (``"Choose two
—"``, ``"Choose one or both —"``, ``"Choose one or more —"``: :class:`~mtgrules.model.modes.
ModeChoice`) followed by one bullet line per mode (``"• Destroy target artifact."``). The mode is chosen as the spell is
cast (CR 601.2b), then only that mode's targets are chosen and its effect happens
(CR 700.2a); each mode is a spell ability of its own (its effect and target slots).

The normaliser keeps a bullet line a line of its own; :func:`join_modes` joins the
``"Choose one —"`` line and its bullets into one line (text joined with newlines), which
:func:`parse_modal` reads and :func:`render_modal` writes back.
"""

from __future__ import annotations

from collections.abc import Callable

from mtgrules.model import SpellAbility
from mtgrules.model.base import walk
from mtgrules.model.divided import DIVIDED_TYPES
from mtgrules.model.modes import ModeChoice, mode_choice
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import Line

CHOOSE_ONE = "Choose one —"
BULLET = "• "


def join_modes(found: tuple[Line, ...]) -> tuple[Line, ...]:
    """``found`` with each ``"Choose ... —"`` line joined to the bullet lines after it."""
    out: list[Line] = []
    for ln in found:
        if ln.text.startswith(BULLET) and out and (
                out[-1].text.split("\n")[0].endswith(" —")):
            prev = out.pop()
            ln = Line(prev.text + "\n" + ln.text, prev.raw + "\n" + ln.raw)
        out.append(ln)
    return tuple(out)


def parse_modal(text: str, parse_mode: Callable[[str], SpellAbility]) -> SpellAbility | None:
    """A joined modal line -> a spell ability with ``modes`` (each bullet read by
    ``parse_mode``); None when ``text`` is not one. Raises Unsupported naming a mode no
    template reads, or a "Choose" instruction not in :class:`ModeChoice`."""
    head, _, rest = text.partition("\n")
    if not head.startswith("Choose ") or not head.endswith(" —"):
        return None
    choose = mode_choice(head)
    if choose is None:
        raise Unsupported(f"modal choice not supported: {head!r} (CR 700.2)")
    modes = []
    for bullet in rest.split("\n"):
        if not bullet.startswith(BULLET):
            raise Unsupported(f"not a mode: {bullet!r}")
        modes.append(parse_mode(bullet[len(BULLET):]))
    if len(modes) < 2:
        raise Unsupported("a modal spell needs at least two modes")
    if choose != ModeChoice.ONE and any(isinstance(n, DIVIDED_TYPES) for m in modes for n in walk(m)):
        raise Unsupported("a division among the targets of one of several chosen modes "
                          "(CR 601.2d, 700.2)")
    return SpellAbility("", text, modes=tuple(modes), choose=choose)


def render_modal(a: SpellAbility, render_mode: Callable[[SpellAbility], str]) -> str:
    """The inverse of :func:`parse_modal`."""
    if len(a.modes) < 2 or a.effect or a.targets:
        raise ValueError("not a modal spell ability")
    for m in a.modes:
        if m.modes or not m.effect:
            raise ValueError("a mode is a spell ability with an effect")
    return "\n".join([a.choose.heading] + [BULLET + render_mode(m) for m in a.modes])
