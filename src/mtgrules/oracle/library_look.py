"""Looking at the top cards of your library (CR 701.20e; :class:`~mtgrules.model.library_look.
LookAtTop`):

- ``"Look at the top three cards of your library. Put one of them into your hand and the rest
  on the bottom of your library in any order."`` (also "of those cards", "the rest into your
  graveyard", "in a random order", "the other ...", "Put two of them");
- ``"Look at the top four cards of your library. You may reveal an artifact card from among
  them and put it into your hand. Put the rest on the bottom of your library in a random
  order."`` and ``"... any number of creature cards from among them and put them into your
  hand. ..."`` (701.20a);
- ``"Look at the top three cards of your library, then put them back in any order."``;
- ``"Look at the top N cards of your library, then put any number of them into your graveyard
  and the rest on top of your library in any order."`` and ``"... on the bottom and the rest
  on top in any order."``.

:func:`merge_look` joins the sentences of one look before the templates run, so each look is
one node rendered as its sentences.
"""

from __future__ import annotations

import re

from mtgrules.model.base import Supertype, Zone
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.filters import Filter, ObjectFilter
from mtgrules.model.library_look import LookAtTop, LookRest, LookTake
from mtgrules.oracle.phrases import (
    common,
    parse_noun,
    parse_word_number,
    render_noun,
    with_fields,
    word_number,
)

_LOOK = re.compile(r"Look at the top (\w+) cards of your library")
_BACK = ", then put them back in any order"
_ANY_GY = (", then put any number of them into your graveyard and the rest on top of your "
           "library in any order")
_ANY_BOTTOM = ", then put any number of them on the bottom and the rest on top in any order"
_PUT = re.compile(r"Put (\w+) of (them|those cards) into your hand and (the rest|the other) "
                  r"(.+)")
_REVEAL = re.compile(r"You may reveal (a|an|any number of) (.+?) from among them and put "
                     r"(it|them) into your hand")
_REST = re.compile(r"Put the rest (.+)")
_BONUS = re.compile(r"If it's (legendary), you gain ([1-9]\d*) life")
_BONUS_FILTERS = {"legendary": Filter(supertypes=frozenset({Supertype.LEGENDARY}),
                                      zone=Zone.LIBRARY)}
_RESTS = {r.value: r for r in (LookRest.BOTTOM_ANY_ORDER, LookRest.BOTTOM_RANDOM,
                               LookRest.GRAVEYARD)}
_OTHER_BOTTOM = "on the bottom of your library"


def merge_look(sents: list[str]) -> list[str]:
    """"Look at the top N cards of your library." and the sentences that say what happens to
    them ("Put one of them ...", "You may reveal ... from among them ...", "Put the rest
    ..."), joined into one."""
    out: list[str] = []
    for sent in sents:
        last = out[-1] if out else ""
        alone = bool(_LOOK.fullmatch(last[:-1])) if last.endswith(".") else False
        revealed = bool(_LOOK.match(last)) and ". You may reveal " in last and \
            ". Put the rest " not in last
        if (alone and (_PUT.match(sent) or _REVEAL.match(sent))) or (
                revealed and (_REST.match(sent) or _BONUS.match(sent))):
            out[-1] = last + " " + sent
        else:
            out.append(sent)
    return out


def _card_noun(noun: str, plural: bool) -> ObjectFilter | None:
    """``"creature card"`` / ``"creature cards"`` -> a filter of library cards."""
    if plural:
        if not noun.endswith(" cards"):
            return None
        noun = noun[:-1]
    elif not noun.endswith(" card"):
        return None
    f = parse_noun(noun, card=True)
    if f is None or common(f).keywords:
        return None
    return with_fields(f, zone=Zone.LIBRARY)


def _render_card_noun(f: ObjectFilter, plural: bool) -> str:
    if common(f).zone != Zone.LIBRARY:
        raise ValueError("a look filter outside the library")
    s = render_noun(with_fields(f, zone=Zone.BATTLEFIELD), card=True)
    if not s.endswith(" card"):
        raise ValueError("not a card noun")
    return s + "s" if plural else s


def _article(noun: str) -> str:
    return "an" if noun[:1] in "aeiou" else "a"


def parse(s: str, slots: object) -> list[Effect] | None:
    """One (joined) sentence of this family, no final period; None if not of it."""
    m = _LOOK.match(s)
    if not m:
        return None
    n = parse_word_number(m.group(1))
    if n is None or n < 2 or m.group(1) != word_number(n):
        return None
    rest = s[m.end():]
    node: LookAtTop | None = None
    try:
        if rest == _BACK:
            node = LookAtTop(n, LookTake.NONE, LookRest.TOP_ANY_ORDER)
        elif rest == _ANY_GY:
            node = LookAtTop(n, LookTake.ANY_TO_GRAVEYARD, LookRest.TOP_ANY_ORDER)
        elif rest == _ANY_BOTTOM:
            node = LookAtTop(n, LookTake.ANY_TO_BOTTOM, LookRest.TOP_ANY_ORDER)
        elif rest.startswith(". "):
            node = _parse_then(n, rest[2:])
    except ValueError:  # a node check: a count that doesn't fit
        return None
    if node is None:
        return None
    return [node] if render(node, ()) == s else None


def _parse_then(n: int, s: str) -> LookAtTop | None:
    m = _PUT.fullmatch(s)
    if m:
        k = parse_word_number(m.group(1))
        other = m.group(3) == "the other"
        where = m.group(4)
        dest = LookRest.BOTTOM_ANY_ORDER if other and where == _OTHER_BOTTOM else \
            _RESTS.get(where)
        if k is None or dest is None:
            return None
        return LookAtTop(n, LookTake.PUT_INTO_HAND, dest, number=k,
                         those_cards=m.group(2) == "those cards", other=other)
    parts = s.split(". ")
    bonus = _BONUS.fullmatch(parts[1]) if len(parts) == 3 else None
    if len(parts) != (3 if bonus else 2):
        return None
    m = _REVEAL.fullmatch(parts[0])
    r = _REST.fullmatch(parts[-1])
    if not m or not r:
        return None
    many = m.group(1) == "any number of"
    if many != (m.group(3) == "them"):
        return None
    f = _card_noun(m.group(2), many)
    dest = _RESTS.get(r.group(1))
    if f is None or dest is None:
        return None
    if bonus and many:
        return None
    return LookAtTop(n, LookTake.MAY_REVEAL_ANY if many else LookTake.MAY_REVEAL_ONE, dest,
                     filter=f, bonus_if=_BONUS_FILTERS[bonus.group(1)] if bonus else None,
                     bonus_life=int(bonus.group(2)) if bonus else 0)


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse` (one "sentence", inner periods included); None for other
    nodes."""
    if not isinstance(e, LookAtTop):
        return None
    head = f"Look at the top {word_number(e.count)} cards of your library"
    match e.take:
        case LookTake.NONE:
            return head + _BACK
        case LookTake.ANY_TO_GRAVEYARD:
            return head + _ANY_GY
        case LookTake.ANY_TO_BOTTOM:
            return head + _ANY_BOTTOM
        case LookTake.PUT_INTO_HAND:
            where = _OTHER_BOTTOM if e.other and e.rest is LookRest.BOTTOM_ANY_ORDER else \
                e.rest.value
            return (f"{head}. Put {word_number(e.number, 'one')} of "
                    f"{'those cards' if e.those_cards else 'them'} into your hand and "
                    f"{'the other' if e.other else 'the rest'} {where}")
        case LookTake.MAY_REVEAL_ONE | LookTake.MAY_REVEAL_ANY:
            assert e.filter is not None
            many = e.take is LookTake.MAY_REVEAL_ANY
            noun = _render_card_noun(e.filter, many)
            which = "any number of" if many else _article(noun)
            word = next((k for k, v in _BONUS_FILTERS.items() if v == e.bonus_if), None)
            if (word is None) != (e.bonus_if is None):
                raise ValueError("a bonus of a kind with no rendering")
            bonus = f" If it's {word}, you gain {e.bonus_life} life." if word else ""
            return (f"{head}. You may reveal {which} {noun} from among them and put "
                    f"{'them' if many else 'it'} into your hand.{bonus} Put the rest "
                    f"{e.rest.value}")
    raise ValueError("a look with no rendering")
