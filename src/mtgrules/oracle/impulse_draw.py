"""Impulse draw, the general template (CR 406.3, 601.3, 305.1, 611.2b): an exile of the top
cards of a library, then a sentence letting the controller play or cast them for a while.

- ``"Exile the top card of your library."``, ``"Exile the top two cards of target opponent's
  library."``, ``"Each opponent exiles the top card of their library."``
  -> :class:`~mtgrules.model.impulse.ExileFromTop`;
- ``"You may play that card this turn."``, ``"Until end of turn, you may cast those cards."``,
  ``"You may play them until the end of your next turn."``, ``"Until your next end step, you
  may play one of those cards."``, ``"You may cast spells from among them this turn."``,
  ``"During your next turn, you may play that card."``, ``"You may play those cards for as
  long as they remain exiled."`` -> :class:`~mtgrules.model.impulse.PlayExiled`, whose cards
  are those of the previous effect (any exile: "Exile target nonland permanent. You may cast
  that card for as long as it remains exiled.").

The older one-node forms (``ExileTopMayPlay``, ``ExileTopPlayable``, ``ExileTopCardsMayPlay``)
keep reading the texts they read; this family reads every other combination. The two sentences
may arrive joined (:func:`mtgrules.oracle.spell_costs.merge_exile_play` joins some): the joined
form is split back here.
"""

from __future__ import annotations

import re

from mtgrules.model import EachOpponent, EachPlayer, EventPlayer, TargetRef, You
from mtgrules.model.amounts import Fixed, X
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.impulse import (
    LEADING_WINDOWS,
    SPEND_NOUNS,
    AnyColorSpend,
    CastExiledOrElse,
    ExiledNoun,
    ExileFromTop,
    LookAtExiled,
    PlayExiled,
    PlayVerb,
    PlayWindow,
)
from mtgrules.model.refs import PlayerRef
from mtgrules.oracle.effects import Slots, _player, parse_sentence, render_node
from mtgrules.oracle.effects_base import cap, low
from mtgrules.oracle.phrases import parse_word_number, render_target, word_number

_COUNT = r"(card|(?:\w+) cards)"
_ORDER = re.compile(r"Exile the top " + _COUNT + r" of (your|target opponent's|target player's|"
                    r"each opponent's|each player's|that player's) library( face down)?")
_SUBJECT = re.compile(r"(Target opponent|Target player|Each opponent|Each player|That player) "
                      r"exiles the top " + _COUNT + r" of their library")
_NOUNS = "|".join(re.escape(n.value) for n in ExiledNoun)
_LEAD = "|".join(w.value[0].upper() + w.value[1:] for w in LEADING_WINDOWS)
_TRAIL = "|".join(re.escape(w.value) for w in PlayWindow if w not in (
    PlayWindow.DURING_NEXT_TURN, PlayWindow.WHILE_EXILED))
_SPEND = "|".join(re.escape(c.value) for c in AnyColorSpend if c.value)
_PERMIT = re.compile(r"(?:(" + _LEAD + r"), you|You) may (look at and )?"
                     r"(play|cast spells from among|cast) "
                     r"(" + _NOUNS + r")(?: (" + _TRAIL + r"|for as long as it remains exiled|"
                     r"for as long as they remain exiled))?(?:(" + _SPEND + r") (" +
                     "|".join(SPEND_NOUNS) + r"))?")
_JOINED = re.compile(r"(Exile the top .+? library|.+? exiles the top .+? of their library)\. "
                     r"(.+)")


def _count(s: str) -> Fixed | X | None:
    if s == "card":
        return Fixed(1)
    word = s.removesuffix(" cards")
    if word == "X":
        return X()
    n = parse_word_number(word)
    return Fixed(n) if n is not None and n >= 2 and word != "a" else None


def _render_count(n: object) -> str:
    if isinstance(n, X):
        return "X cards"
    assert isinstance(n, Fixed)
    return "card" if n.n == 1 else f"{word_number(n.n)} cards"


def parse_exile(s: str, slots: Slots) -> ExileFromTop | None:
    """The exile sentence (no final period), or None."""
    m = _ORDER.fullmatch(s)
    if m:
        n = _count(m.group(1))
        whose = m.group(2).removesuffix("'s")
        who: PlayerRef | None = You() if whose == "your" else EventPlayer() \
            if whose == "that player" else _player(whose, slots)
        return None if n is None or who is None else ExileFromTop(
            n, who, face_down=m.group(3) is not None)
    m = _SUBJECT.fullmatch(s)
    if m:
        n = _count(m.group(2))
        subj = m.group(1).lower()
        who = EventPlayer() if subj == "that player" else _player(subj, slots)
        return None if n is None or who is None else ExileFromTop(n, who, subject=True)
    return None


def parse_permission(s: str) -> PlayExiled | None:
    """The permission sentence (no final period), or None."""
    m = _PERMIT.fullmatch(s)
    if m is None:
        return None
    lead, look, verb, noun, trail, spend, spend_noun = m.groups()
    if (lead is None) == (trail is None):
        return None  # no window ("You may cast that card." is cast during resolution), or two
    n = ExiledNoun(noun)
    v = PlayVerb(verb)
    if trail is not None and trail.startswith("for as long as "):
        if (trail == "for as long as they remain exiled") != n.plural:
            return None
        window = PlayWindow.WHILE_EXILED
    else:
        window = PlayWindow((lead or trail).lower())
    if v is PlayVerb.CAST_SPELLS and (not n.plural or n is ExiledNoun.ONE_OF_THOSE):
        return None
    if v is not PlayVerb.CAST_SPELLS and n is ExiledNoun.CARDS_EXILED_THIS_WAY:
        return None
    if spend_noun is not None and (spend_noun in ("them", "those spells")) != n.plural:
        return None  # "cast them ... to cast it"
    if look and window is not PlayWindow.WHILE_EXILED:
        return None
    return PlayExiled(n, v, window, leading=lead is not None,
                      spend=AnyColorSpend(spend or ""), spend_noun=spend_noun or "",
                      look=look is not None)


_LOOK = re.compile(r"You may look at (it|that card|them|those cards) for as long as "
                   r"(it remains|they remain) exiled")


def parse_look(s: str) -> LookAtExiled | None:
    """``You may look at it for as long as it remains exiled`` (CR 406.3), or None."""
    m = _LOOK.fullmatch(s)
    if m is None:
        return None
    n = ExiledNoun(m.group(1))
    return LookAtExiled(n) if n.plural == (m.group(2) == "they remain") else None


_CAST_NOW = re.compile(r"You may cast (that card|it)\. If you don't, (.+)")


def _cast_now(s: str, slots: Slots) -> CastExiledOrElse | None:
    """``You may cast that card. If you don't, [effect]`` (CR 608.2g), or None."""
    m = _CAST_NOW.fullmatch(s)
    if m is None:
        return None
    otherwise = parse_sentence(cap(m.group(2)), slots)
    if not otherwise or len(otherwise) != 1:
        return None
    return CastExiledOrElse(tuple(otherwise), ExiledNoun(m.group(1)))


def _agrees(exile: ExileFromTop, permit: PlayExiled | CastExiledOrElse) -> bool:
    """Whether the permission's words fit the exile: one card is "it", "that card", "the
    exiled card"; several (or X, or one from each of several libraries) are "them", "those
    cards", ..., or "one of those cards"."""
    one = exile.count == Fixed(1) and not isinstance(exile.who, EachOpponent | EachPlayer)
    if one:
        return not permit.noun.plural and permit.noun is not ExiledNoun.ONE_OF_THOSE
    return permit.noun.plural or permit.noun is ExiledNoun.ONE_OF_THOSE


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """A sentence of this family (or an exile and its permission joined), else None."""
    m = _JOINED.fullmatch(s)
    if m:
        n = len(slots.targets)
        first = parse_exile(m.group(1), slots)
        second: PlayExiled | CastExiledOrElse | None = None
        if first is not None:
            second = parse_permission(m.group(2)) or _cast_now(m.group(2), slots)
        if first is None or second is None or not _agrees(first, second):
            del slots.targets[n:]
            return None
        return [first, second]
    got: Effect | None = parse_exile(s, slots)
    if got is None:
        got = parse_permission(s) or parse_look(s)
    return None if got is None else [got]


def _whose(who: PlayerRef, targets: tuple[TargetSlot, ...]) -> str:
    match who:
        case You():
            return "your"
        case EventPlayer():
            return "that player's"
        case EachOpponent():
            return "each opponent's"
        case EachPlayer():
            return "each player's"
        case TargetRef(slot=i):
            return render_target(targets[i]) + "'s"
        case _:
            raise ValueError(f"{type(who).__name__} has no library rendering here")


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`, one node; None for other nodes."""
    match e:
        case ExileFromTop():
            what = _render_count(e.count)
            whose = _whose(e.who, targets)
            if e.subject:
                subj = whose.removesuffix("'s")
                return f"{subj[0].upper()}{subj[1:]} exiles the top {what} of their library"
            return f"Exile the top {what} of {whose} library" + \
                (" face down" if e.face_down else "")
        case PlayExiled():
            window = e.window.value
            if e.window is PlayWindow.WHILE_EXILED and e.noun.plural:
                window = "for as long as they remain exiled"
            body = f"may {e.verb.value} {e.noun.value}"
            spend = f"{e.spend.value} {e.spend_noun}" if e.spend_noun else ""
            if e.look:
                body = f"may look at and {e.verb.value} {e.noun.value}"
            if e.leading:
                return f"{window[0].upper()}{window[1:]}, you {body}{spend}"
            return f"You {body} {window}{spend}"
        case LookAtExiled():
            return f"You may look at {e.noun.value} for as long as " + \
                ("they remain" if e.noun.plural else "it remains") + " exiled"
        case CastExiledOrElse():
            (other,) = e.otherwise
            body = render_node(other, targets)  # type: ignore[arg-type]
            return f"You may cast {e.noun.value}. If you don't, {low(body)}"
        case _:
            return None
