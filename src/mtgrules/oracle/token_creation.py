"""Token creations the shared token reader doesn't write (CR 111):

- ``"Create X 1/1 ... tokens"`` (a number of tokens given by X, 107.3);
- ``"Create The Atropal, a legendary 4/4 black God Horror creature token with deathtouch"``:
  a token with a name of its own and the legendary supertype (111.4, 205.4d), defined once by
  that name in :data:`mtgrules.oracle.tokens.TOKEN_DEFS`.

Declared in :mod:`mtgrules.oracle.readers`: :func:`parse` with the sentence parsers and
:func:`render` for ``CreateToken``.
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.cards.definition import TypeLine
from mtgrules.model import CreateToken, Fixed, TargetSlot, X, You
from mtgrules.model.effects import Effect
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.tokens import TOKEN_DEFS, parse_token, render_token, token_def

_NAMED = re.compile(r"Create ([A-Z][^,]+), a legendary (.+ creature token(?: with .+)?)")


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """``"Create X ... tokens"``; None otherwise."""
    m = re.fullmatch(r"Create X (.+) tokens", s)
    if m and (d := parse_token(m.group(1) + " token")) is not None:
        return [CreateToken(d.name, X(), You())]
    return None


def parse_named(s: str, slots: Slots) -> list[Effect] | None:
    """``"Create <Name>, a legendary ... creature token ..."``; None otherwise."""
    m = _NAMED.fullmatch(s)
    if m is None:
        return None
    base = parse_token(m.group(2))
    if base is None:
        return None
    tl = base.type_line
    d = dataclasses.replace(base, name=m.group(1), described=False,
                            type_line=TypeLine(("Legendary",), tl.types, tl.subtypes))
    if TOKEN_DEFS.setdefault(d.name, d) != d:
        return None
    return [CreateToken(d.name, Fixed(1), You())]


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse` and :func:`parse_named`; None for other nodes."""
    if not isinstance(e, CreateToken):
        return None
    d = token_def(e.token)
    tl = d.type_line
    if isinstance(e.count, X) and isinstance(e.who, You) and not tl.supertypes:
        return f"Create X {render_token(d)[: -len(' token')]} tokens"
    if tl.supertypes != ("Legendary",) or not isinstance(e.who, You) or e.count != Fixed(1):
        return None
    base = dataclasses.replace(d, type_line=TypeLine((), tl.types, tl.subtypes), described=True)
    return f"Create {d.name}, a legendary {render_token(base)}"
