"""Returning an exiled card later (CR 603.7a): ``"Return it to the battlefield under its owner's
control at the beginning of your next upkeep. It gains haste."`` (Obzedat, Ghost Council,
after "You may exile ~. If you do, ..."), ``"... at the beginning of the next end step."``
-> :class:`~mtgrules.model.exile_until.ReturnLater`; ``"Exile that token at end of combat."``,
``"Exile it at the beginning of the next end step."`` ->
:class:`~mtgrules.model.exile_until.ExileLater`.

"It gains haste." belongs to the delayed return (the permanent that returns gains it), so it
is joined to the sentence before it (:func:`merge_return_later`, used by
:func:`mtgrules.oracle.effects.parse_effect`). Exiling until the source leaves (610.3) is read
by :func:`mtgrules.oracle.blink.parse_until`.
"""

from __future__ import annotations

import re
from typing import Any

from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.exile_until import (
    EXILE_LATER_WORDS,
    ExileAt,
    ExileLater,
    ReturnAt,
    ReturnLater,
)
from mtgrules.model.refs import Those

_RETURN = "Return it to the battlefield under its owner's control at the beginning of "
_HASTE = ". It gains haste"
_LATER = re.compile(re.escape(_RETURN) + "(" + "|".join(w.value for w in ReturnAt) + ")(" +
                    re.escape(_HASTE) + ")?")


def merge_return_later(sents: list[str]) -> list[str]:
    """Join "It gains haste." to a delayed return sentence just before it (the sentences of
    one ability, each with its period)."""
    out: list[str] = []
    for sent in sents:
        if out and sent == "It gains haste." and any(
                out[-1].endswith(f"at the beginning of {w.value}.") for w in ReturnAt):
            out[-1] = out[-1] + " " + sent
        else:
            out.append(sent)
    return out


_EXILE = re.compile("Exile (" + "|".join(EXILE_LATER_WORDS) + ") (" +
                    "|".join(w.value for w in ExileAt) + ")")


def parse(s: str, slots: Any) -> list[Effect] | None:
    """The (joined) sentence, no final period; None if not of this family (``slots``: the
    ability's :class:`~mtgrules.oracle.effects.Slots`, unused: no target)."""
    m = _EXILE.fullmatch(s)
    if m is not None:
        return [ExileLater(ExileAt(m.group(2)), Those(m.group(1)))]
    m = _LATER.fullmatch(s)
    if m is None:
        return None
    return [ReturnLater(ReturnAt(m.group(1)), m.group(2) is not None)]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if isinstance(e, ExileLater) and isinstance(e.what, Those):
        return f"Exile {e.what.word} {e.when.value}"
    if not isinstance(e, ReturnLater):
        return None
    return _RETURN + e.when.value + (_HASTE if e.haste else "")
