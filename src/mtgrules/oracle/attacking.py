"""The "tapped and attacking" family (CR 506.3, 508.4; :mod:`mtgrules.model.attacking`):

- ``"Create a 1/1 red Goblin creature token that's tapped and attacking"``,
  ``"Create two 1/1 ... tokens that are tapped and attacking"``;
- ``"You may put a Dragon creature card from your hand onto the battlefield tapped and
  attacking"``.

Sentences without their final period. Declared in :mod:`mtgrules.oracle.readers`.
"""

from __future__ import annotations

import re

from mtgrules.model import CreateToken, Fixed, You, Zone
from mtgrules.model.attacking import CreateTokensAttacking, PutFromHandAttacking
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.filters import Filter
from mtgrules.oracle import effects
from mtgrules.oracle.phrases import parse_noun, render_noun, with_fields

_ONE, _MANY = " that's tapped and attacking", " that are tapped and attacking"
_PUT = re.compile(r"You may put (a|an) (.+?) card from your hand onto the battlefield tapped "
                  r"and attacking")


def _article(noun: str) -> str:
    return "an" if noun[:1].lower() in "aeiou" else "a"


def parse(s: str, slots: effects.Slots) -> list[Effect] | None:
    """One sentence of the family; None if not of it."""
    for suffix in (_ONE, _MANY):
        if s.endswith(suffix) and s.startswith("Create "):
            inner = effects.parse_sentence(s[: -len(suffix)], slots)
            if not inner or len(inner) != 1 or not isinstance(inner[0], CreateToken) or \
                    inner[0].who != You():
                return None
            tok = inner[0]
            if render(CreateTokensAttacking(tok.token, tok.count), ()) != s:
                return None  # "that's" for one token, "that are" for several
            return [CreateTokensAttacking(tok.token, tok.count)]
    m = _PUT.fullmatch(s)
    if m:
        f = parse_noun(m.group(2))
        if not isinstance(f, Filter) or m.group(1) != _article(m.group(2)):
            return None
        return [PutFromHandAttacking(with_fields(f, zone=Zone.HAND))]
    return None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if isinstance(e, CreateTokensAttacking):
        try:
            head = effects.render_node(CreateToken(e.token, e.count, You()), targets)
        except ValueError:
            return None
        return head + (_ONE if e.count == Fixed(1) else _MANY)
    if isinstance(e, PutFromHandAttacking):
        noun = render_noun(with_fields(e.filter, zone=Zone.BATTLEFIELD))
        return f"You may put {_article(noun)} {noun} card from your hand onto the battlefield " \
            "tapped and attacking"
    return None
