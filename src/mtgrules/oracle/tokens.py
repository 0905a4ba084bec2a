"""The token family (CR 111): ``"Create a 1/1 white Soldier creature token."``, ``"Create two
2/2 black Zombie creature tokens with deathtouch."``, ``"Create a Treasure token."`` (the
predefined tokens Treasure, Food and Clue, CR 111.10).

A token's definition is made from the words that describe it (CR 111.4: its characteristics
are what the effect says) and kept here by name, so the renderer reads the description back
from the definition alone. A creature token's definition is named by its description
(``"1/1 white Soldier creature token with flying"``) so that two different Soldier tokens
never share a definition; a predefined token is named by its subtype.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from mtgrules.cards.definition import CardDef, TypeLine, keyed
from mtgrules.keywords import keyword
from mtgrules.mana import ManaCost
from mtgrules.model import (
    ActivatedAbility,
    AddMana,
    Cost,
    CreateToken,
    Draw,
    Fixed,
    GainLife,
    Investigate,
    ManaOfChoice,
)
from mtgrules.model.base import Ability, walk
from mtgrules.oracle.effects_base import grant, granted_keywords, kw_list, render_kw_list
from mtgrules.oracle.granted import is_quoted
from mtgrules.oracle.mana_abilities import ANY_COLOR

TOKEN_DEFS: dict[str, CardDef] = {}
"""Token definitions made by the compiler, by name."""

COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_WORD_OF = {v: k for k, v in COLOR_WORDS.items()}


def _predefined() -> dict[str, CardDef]:
    def art(name: str, text: str, *abilities: ActivatedAbility) -> CardDef:
        return CardDef(name=name, mana_cost=None, type_line=TypeLine((), ("Artifact",), (name,)),
                       oracle=text, abilities=abilities, color_indicator=(), token=True,
                       described=True)

    return {
        "Treasure": art("Treasure", "{T}, Sacrifice this token: Add one mana of any color.",
                        ActivatedAbility("token:Treasure#0", "{T}, Sacrifice this token: Add "
                                         "one mana of any color.",
                                         cost=Cost(tap=True, sacrifice_self=True),
                                         effect=(AddMana(ManaOfChoice(ANY_COLOR)),),
                                         mana_ability=True)),
        "Food": art("Food", "{2}, {T}, Sacrifice this token: You gain 3 life.",
                    ActivatedAbility("token:Food#0", "{2}, {T}, Sacrifice this token: You gain "
                                     "3 life.", cost=Cost(mana=ManaCost.parse("{2}"), tap=True,
                                                          sacrifice_self=True),
                                     effect=(GainLife(Fixed(3)),))),
        "Clue": art("Clue", "{2}, Sacrifice this token: Draw a card.",
                    ActivatedAbility("token:Clue#0", "{2}, Sacrifice this token: Draw a card.",
                                     cost=Cost(mana=ManaCost.parse("{2}"), sacrifice_self=True),
                                     effect=(Draw(),))),
    }


PREDEFINED = _predefined()

_TOKEN = re.compile(
    r"(\d+)/(\d+) ((?:white|blue|black|red|green)(?:(?:, | and |, and )"
    r"(?:white|blue|black|red|green))*|colorless) ((?:[A-Z][a-z'-]+ )+)"
    r"((?:artifact |enchantment )?creature) token(?: with (.+))?")


def parse_token(phrase: str) -> CardDef | None:
    """A singular token description (``"1/1 white Soldier creature token with flying"``,
    ``"Treasure token"``) -> its definition (made once, kept in :data:`TOKEN_DEFS`)."""
    m = re.fullmatch(r"(Treasure|Food|Clue) token", phrase)
    if m:
        d = PREDEFINED[m.group(1)]
        TOKEN_DEFS.setdefault(d.name, d)
        return d
    m = _TOKEN.fullmatch(phrase)
    if not m:
        return None
    colors: tuple[str, ...] = () if m.group(3) == "colorless" else tuple(
        COLOR_WORDS[w] for w in re.split(r", and |, | and ", m.group(3)))
    if len(set(colors)) != len(colors):
        return None
    subtypes = tuple(m.group(4).split())
    types = tuple(w.capitalize() for w in m.group(5).split())
    kws: tuple[str, ...] = ()
    if m.group(6):
        got = kw_list(m.group(6))
        if got is None:
            return None
        kws = got
    plain = tuple(k for k in kws if not is_quoted(k))
    if plain and kws[:len(plain)] != plain:
        return None  # keywords are listed before quoted abilities
    quoted = tuple(k for k in kws if is_quoted(k))
    abilities = tuple(keyword(k) for k in plain) + tuple(
        keyed(f"token:{phrase}", len(plain) + i, a)
        for i, a in enumerate(grant(quoted, "token").abilities if quoted else ()))
    oracle = "\n".join(([render_kw_list(plain).capitalize()] if plain else [])
                       + [q[1:-1] for q in quoted])
    d = CardDef(name=phrase, mana_cost=None, type_line=TypeLine((), types, subtypes),
                oracle=oracle,
                abilities=abilities, power=int(m.group(1)),
                toughness=int(m.group(2)), color_indicator=colors, token=True,
                described=True)
    old = TOKEN_DEFS.setdefault(phrase, d)
    return old if old == d else None


def _colors(cs: tuple[str, ...]) -> str:
    if not cs:
        return "colorless"
    words = [_WORD_OF[c] for c in cs]
    return " and ".join(words) if len(words) <= 2 else ", ".join(words[:-1]) + ", and " + words[-1]


def render_token(d: CardDef) -> str:
    """The inverse of :func:`parse_token`, from the definition's characteristics."""
    if d.name in PREDEFINED and PREDEFINED[d.name] == d:
        return f"{d.name} token"
    if d.power is None or d.toughness is None or d.color_indicator is None or d.type_line.supertypes:
        raise ValueError("token without printed characteristics")
    if d.type_line.types[-1:] != ("Creature",) or not d.type_line.subtypes:
        raise ValueError("token type line has no rendering")
    kws = list(granted_keywords(d.abilities, "token"))
    types = " ".join(t.lower() for t in d.type_line.types)
    text = (f"{d.power}/{d.toughness} {_colors(d.color_indicator)} "
            f"{' '.join(d.type_line.subtypes)} {types} token")
    return text + (f" with {render_kw_list(tuple(kws))}" if kws else "")


def created_tokens(abilities: Iterable[Ability]) -> tuple[CardDef, ...]:
    """The definitions of the tokens the abilities create, sorted by name: "create" effects
    (CR 111.2) and investigating (a Clue, 701.16a). KeyError for an undefined token."""
    names: set[str] = set()
    for a in abilities:
        for n in walk(a):
            if isinstance(n, CreateToken):
                names.add(n.token)
            elif isinstance(n, Investigate):
                names.add(PREDEFINED["Clue"].name)
                TOKEN_DEFS.setdefault("Clue", PREDEFINED["Clue"])
    return tuple(token_def(n) for n in sorted(names))


def token_def(name: str) -> CardDef:
    """The definition the compiler made for token ``name``, else a hand-written token
    definition of that name (CR 111.4); KeyError if none."""
    if name in TOKEN_DEFS:
        return TOKEN_DEFS[name]
    from mtgrules.cards.registry import TOKENS, _ensure_loaded
    _ensure_loaded()
    return TOKENS[name]
