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
  on top in any order."``;
- ``"Reveal the top four cards of your library. Put all land cards revealed this way into your
  hand and the rest into your graveyard."`` and ``"Reveal the top five cards of your library.
  You may put a creature or land card from among them into your hand. Put the rest into your
  graveyard."`` (:class:`~mtgrules.model.library_look.RevealTop`, CR 701.20a);
- ``"Put two cards from your hand on top of your library in any order"`` (after "Draw three
  cards, then", Brainstorm; :class:`~mtgrules.model.library_look.PutFromHandOnTop`).

:func:`merge_look` joins the sentences of one look before the templates run, so each look is
one node rendered as its sentences.
"""

from __future__ import annotations

import re

from mtgrules.model.base import Supertype, Zone
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.filters import Filter, ObjectFilter
from mtgrules.model.library_look import (
    LookAtTop,
    LookRest,
    LookTake,
    PutFromHandOnTop,
    RevealPut,
    RevealTop,
)
from mtgrules.oracle.effects_base import cap
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


_REVEAL_TOP = re.compile(r"Reveal the top (\w+) cards of your library")
_ALL_REVEALED = re.compile(r"Put all (.+ cards) revealed this way into your hand and the rest "
                           r"into your graveyard")
_MAY_PUT = re.compile(r"You may put (a|an) (.+ card) from among them into your hand\. Put the "
                      r"rest into your graveyard")
_FROM_HAND = re.compile(r"Put (a card|\w+ cards) from your hand on top of your library"
                        r"( in any order)?")


def merge_look(sents: list[str]) -> list[str]:
    """"Look at the top N cards of your library." (or "Reveal the top N cards ...") and the
    sentences that say what happens to them ("Put one of them ...", "You may reveal ... from
    among them ...", "Put the rest ..."), joined into one."""
    out: list[str] = []
    for sent in sents:
        last = out[-1] if out else ""
        if last.endswith(".") and _REVEAL_TOP.fullmatch(cap(last[:-1])) and (
                sent.startswith("Put all ") or sent.startswith("You may put ")):
            out[-1] = last + " " + sent
            continue
        if _REVEAL_TOP.match(cap(last)) and ". You may put " in last and \
                ". Put the rest " not in last and sent.startswith("Put the rest "):
            out[-1] = last + " " + sent
            continue
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


def _parse_reveal_or_put(s: str) -> PutFromHandOnTop | RevealTop | None:
    """"Reveal the top N cards ..." (joined) or "Put N cards from your hand on top ..."."""
    m = _FROM_HAND.fullmatch(s)
    if m:
        n = 1 if m.group(1) == "a card" else parse_word_number(m.group(1)[:-len(" cards")])
        if n is None or n < 1:
            return None
        return PutFromHandOnTop(n)
    m = _REVEAL_TOP.match(s)
    n = parse_word_number(m.group(1)) if m else None
    if m is None or n is None or n < 2 or not s[m.end():].startswith(". "):
        return None
    rest = s[m.end() + 2:]
    if (a := _ALL_REVEALED.fullmatch(rest)) is not None:
        f = _card_noun(a.group(1), True)
        return None if f is None else RevealTop(n, RevealPut.ALL_MATCHING_TO_HAND, f)
    if (b := _MAY_PUT.fullmatch(rest)) is not None:
        f = _card_noun(b.group(2), False)
        return None if f is None else RevealTop(n, RevealPut.MAY_ONE_TO_HAND, f)
    return None


def _render_reveal_or_put(e: PutFromHandOnTop | RevealTop) -> str:
    if isinstance(e, PutFromHandOnTop):
        if e.count == 1:
            return "Put a card from your hand on top of your library"
        return f"Put {word_number(e.count)} cards from your hand on top of your library in " \
               "any order"
    head = f"Reveal the top {word_number(e.count)} cards of your library. "
    if e.put is RevealPut.ALL_MATCHING_TO_HAND:
        return head + f"Put all {_render_card_noun(e.filter, True)} revealed this way into " \
            "your hand and the rest into your graveyard"
    noun = _render_card_noun(e.filter, False)
    return head + f"You may put {_article(noun)} {noun} from among them into your hand. Put " \
        "the rest into your graveyard"


def parse(s: str, slots: object) -> list[Effect] | None:
    """One (joined) sentence of this family, no final period; None if not of it."""
    m = _LOOK.match(s)
    if not m:
        got = _parse_reveal_or_put(s)
        return [got] if got is not None and _render_reveal_or_put(got) == s else None
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
    if isinstance(e, PutFromHandOnTop | RevealTop):
        return _render_reveal_or_put(e)
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


_LOOK_ONE = re.compile(r"Look at the top card of (target player|target opponent)'s library\.")
_MAY_BOTTOM = "You may put that card on the bottom of that player's library."


def merge_look_may_bottom(sents: list[str]) -> list[str]:
    """"Look at the top card of target player's library." and "You may put that card on the
    bottom of that player's library." joined into one (read by
    :mod:`mtgrules.oracle.target_library`, CR 701.20e)."""
    out: list[str] = []
    for sent in sents:
        if sent == _MAY_BOTTOM and out and _LOOK_ONE.fullmatch(out[-1]):
            out[-1] = out[-1] + " " + sent
        else:
            out.append(sent)
    return out
