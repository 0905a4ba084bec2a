"""Exile the top card and play it (CR 406.3, 601.3): ``"Exile the top card of your library.
You may play that card this turn."``, ``"... Until end of turn, you may play that card."``,
``"... Until the end of your next turn, you may play that card."``, ``"... You may play that
card for as long as it remains exiled."`` (:func:`merge_impulse` joins the two sentences
before the templates run; this module imports no shared effect module)."""

from __future__ import annotations

import re
from typing import Any

from mtgrules.model import ExileTopMayPlay
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.impulse import ExileTopPlayable, ImpulseWording

_EXILE = "Exile the top card of your library."
_THIS_TURN = "You may play that card this turn"
_PLAYS = {w.value + "." for w in ImpulseWording} | {_THIS_TURN + "."}


def merge_impulse(sents: list[str]) -> list[str]:
    """"Exile the top card of your library." and the permission sentence after it, joined
    (then any other exile of the top cards and its permission: :func:`merge_exile_permission`)."""
    out: list[str] = []
    for sent in sents:
        if out and out[-1] == _EXILE and sent in _PLAYS:
            out[-1] = out[-1] + " " + sent
        else:
            out.append(sent)
    return merge_exile_permission(out)


_TOP = re.compile(r"(?:Exile the top .+ library|\w+(?: \w+)? exiles the top .+ of their "
                  r"library)\.")
_PERMISSION = re.compile(r"(?:(?:Until|During) [^,]+, you|You) may (?:play|cast) .+\.")


def merge_exile_permission(sents: list[str]) -> list[str]:
    """An exile of the top cards of a library and the permission sentence after it, joined,
    so the template reading them (:mod:`mtgrules.oracle.impulse_draw`) checks that the
    permission's words agree with the count ("the top card ... those cards" is refused)."""
    out: list[str] = []
    for sent in sents:
        if out and _TOP.fullmatch(out[-1]) and _PERMISSION.fullmatch(sent):
            out[-1] = out[-1] + " " + sent
        elif out and sent.startswith("When its power becomes ") and _PUMP.fullmatch(out[-1]):
            out[-1] = out[-1] + " " + sent  # a reflexive trigger of the pump (oracle.reflexive)
        elif out and sent.startswith("If you don't, ") and _CAST_NOW.search(out[-1]):
            out[-1] = out[-1] + " " + sent  # "You may cast that card. If you don't, ..."
        else:
            out.append(sent)
    return out


_PUMP = re.compile(r"~ gets \+\d+/\+0 until end of turn\.")
_CAST_NOW = re.compile(r"library\. You may cast (?:that card|it)\.$")


def parse(s: str, slots: Any) -> list[Effect] | None:
    """The joined sentences (no final period); None if not of this family."""
    if not s.startswith(_EXILE + " "):
        return None
    rest = s[len(_EXILE) + 1:]
    if rest == _THIS_TURN:
        return [ExileTopMayPlay()]
    try:
        return [ExileTopPlayable(ImpulseWording(rest))]
    except ValueError:
        return None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse` (ExileTopMayPlay renders in render_more); None for other
    nodes."""
    if not isinstance(e, ExileTopPlayable):
        return None
    return f"{_EXILE} {e.wording.value}"
