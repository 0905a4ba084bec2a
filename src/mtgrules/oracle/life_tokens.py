"""Tokens whose power and toughness a characteristic-defining ability sets to their
controller's life total (CR 111.4, 604.3, 613.4a): ``"Create a white Avatar creature token.
It has "This token's power and toughness are each equal to your life total.""``.

The definition is named by its whole description and kept with the compiler's other token
definitions (:data:`mtgrules.oracle.tokens.TOKEN_DEFS`), so the renderer reads the
description back from the definition alone."""

from __future__ import annotations

from mtgrules.cards.definition import CardDef, TypeLine
from mtgrules.model import CreateToken, DefinePT, Fixed, LifeTotal, StaticAbility
from mtgrules.oracle.tokens import COLOR_WORDS, TOKEN_DEFS

CDA_TEXT = "This token's power and toughness are each equal to your life total."
_COLOR_WORD = {v: k for k, v in COLOR_WORDS.items()}


def _article(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"


def life_total_token(color: str, subtype: str) -> CardDef:
    """The definition of a ``color`` ``subtype`` creature token with the life-total CDA."""
    name = f"{color} {subtype} creature token with \"{CDA_TEXT}\""
    cda = StaticAbility(f"token:{name}#0", CDA_TEXT,
                        layer_effects=(DefinePT(LifeTotal(), LifeTotal()),), cda=True)
    d = CardDef(name=name, mana_cost=None, type_line=TypeLine((), ("Creature",), (subtype,)),
                oracle=CDA_TEXT, abilities=(cda,), color_indicator=(COLOR_WORDS[color],),
                token=True, described=True)
    return TOKEN_DEFS.setdefault(name, d)


def render_life_total_token(e: CreateToken) -> str | None:
    """The two sentences of :func:`life_total_token`'s effect (ending in the quote), from
    the token definition; None when ``e`` creates another token."""
    d = TOKEN_DEFS.get(e.token)
    if d is None or e.count != Fixed(1) or len(d.color_indicator or ()) != 1 or \
            len(d.type_line.subtypes) != 1 or d.type_line.types != ("Creature",):
        return None
    (subtype,) = d.type_line.subtypes
    (color,) = d.color_indicator or ()
    if d != life_total_token(_COLOR_WORD[color], subtype):
        return None
    word = _COLOR_WORD[color]
    return f"Create {_article(word)} {word} {subtype} creature token. It has \"{CDA_TEXT}\"."
