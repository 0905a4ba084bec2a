"""The "reveal your hand, I choose a card from it" templates (model in
:mod:`mtgrules.model.reveal_hand`, CR 701.20a, 701.9b):

- ``"Target opponent reveals their hand. You choose a nonland card from it. That player
  discards that card."`` (also "Target player", "That player" after a trigger naming a
  player; any card noun: "a card", "a noncreature, nonland card", "an artifact or creature
  card", "a nonland permanent card", "a nonland card from it with mana value 3 or less");
- the fates ``"Exile that card."``, ``"That player exiles that card."``, and ``"... from it
  and exile that card."``;
- ``"You may choose a [card] from it. If you do, that player discards that card."`` and
  ``"You may choose ... That player discards that card."``;
- the run-on sentence after "instead": ``"that player reveals their hand, you choose a
  nonland card from it, then that player discards that card"``.

:func:`merge_reveal` joins the sentences (the card chosen is "that card" of the next), the
parser reads the joined text, and :func:`render` writes it back from the node alone.
"""

from __future__ import annotations

import re
from typing import Any

from mtgrules.model.base import CardType, Supertype, Zone
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.filters import Cmp, Filter, ManaValueIs, ObjectFilter
from mtgrules.model.refs import EventPlayer, PlayerRef, TargetRef
from mtgrules.model.reveal_hand import HandCardFate, RevealHandChoose, RevealWording
from mtgrules.oracle.adjectives import SUPERTYPE_WORDS, negation_order
from mtgrules.oracle.effects_base import cap, low
from mtgrules.oracle.phrases import (
    CARD_TYPE_WORDS,
    TYPE_WORD,
    common,
    parse_noun,
    parse_target,
    render_noun,
    render_target,
    with_fields,
)

_WHO = r"(Target player|Target opponent|That player|target player|target opponent|that player)"
_REVEAL = re.compile(_WHO + r" reveals their hand\.")
_LOOK = re.compile(r"(?:Look|look) at (target player|target opponent)'s hand\.")
_BOTTOM = ("If you do, that player reveals the chosen card, puts it on the bottom of their "
           "library, then draws a card.")
_MV = r"(?: with mana value (\d+) or (less|greater))?"
_CHOOSE = re.compile(r"You (may )?choose (an? .+? card|a card) from it" + _MV +
                     r"( and exile that card)?\.")
_FATES = {"That player discards that card.": HandCardFate.DISCARD,
          "Exile that card.": HandCardFate.EXILE,
          "That player exiles that card.": HandCardFate.OWNER_EXILES}
_FATE_TEXT = {v: k[:-1] for k, v in _FATES.items()}
_IF_YOU_DO = {"If you do, " + low(k): v for k, v in _FATES.items()}
_IF_YOU_DO_TEXT = {v: k[:-1] for k, v in _IF_YOU_DO.items()}

_NONPERMANENT = frozenset({CardType.INSTANT, CardType.SORCERY})
_SUPER_TEXT = {v: k for k, v in SUPERTYPE_WORDS.items()}


def merge_reveal(sents: list[str]) -> list[str]:
    """"[Player] reveals their hand.", "You [may] choose a [card] from it." and the sentence
    saying what happens to "that card", joined into one (only when all three are of this
    family)."""
    out: list[str] = []
    i = 0
    while i < len(sents):
        sent = sents[i]
        if _LOOK.fullmatch(sent) and i + 2 < len(sents) and sents[i + 2] == _BOTTOM and \
                (c := _CHOOSE.fullmatch(sents[i + 1])) and c.group(1) and not c.group(5):
            out.append(" ".join(sents[i:i + 3]))
            i += 3
            continue
        if _REVEAL.fullmatch(sent) and i + 1 < len(sents):
            c = _CHOOSE.fullmatch(sents[i + 1])
            if c and c.group(5):
                out.append(sent + " " + sents[i + 1])
                i += 2
                continue
            if c and i + 2 < len(sents) and (sents[i + 2] in _FATES or (
                    c.group(1) and sents[i + 2] in _IF_YOU_DO)):
                out.append(" ".join(sents[i:i + 3]))
                i += 3
                continue
        out.append(sent)
        i += 1
    return out


# --- card nouns of a hand ---------------------------------------------------------------------

def _non_order(words: list[str]) -> bool:
    """Whether the "nonX" words are in Oracle's order (the shared
    :func:`~mtgrules.oracle.adjectives.negation_order`)."""
    return words == sorted(words, key=negation_order) and len(set(words)) == len(words)


def parse_hand_card(noun: str) -> ObjectFilter | None:
    """``"card"``, ``"nonland card"``, ``"noncreature, nonland card"``, ``"nonland permanent
    card"``, ``"artifact or creature card"`` -> a filter of cards in a hand; None for other
    nouns."""
    m = re.fullmatch(r"((?:non\w+, )*non\w+ )?(permanent )?card", noun)
    if m:
        nons = [w.rstrip(",") for w in (m.group(1) or "").split()]
        nontypes: set[CardType] = set(_NONPERMANENT) if m.group(2) else set()
        nonsupers: set[Supertype] = set()
        for w in nons:
            base = w[3:]
            if base in CARD_TYPE_WORDS:
                nontypes.add(CARD_TYPE_WORDS[base])
            elif base in SUPERTYPE_WORDS:
                nonsupers.add(SUPERTYPE_WORDS[base])
            else:
                return None
        if not _non_order(nons) or (m.group(2) and nontypes & {CardType.INSTANT,
                                                               CardType.SORCERY}
                                    - _NONPERMANENT):
            return None
        if m.group(2) and any(w[3:] in ("instant", "sorcery") for w in nons):
            return None
        return Filter(nontypes=frozenset(nontypes), nonsupertypes=frozenset(nonsupers),
                      zone=Zone.HAND)
    f = parse_noun(noun, card=True)
    if f is None or common(f).mana_value is not None:
        return None
    return with_fields(f, zone=Zone.HAND)


def _negative_only(c: Filter) -> bool:
    return c == Filter(nontypes=c.nontypes, nonsupertypes=c.nonsupertypes, zone=c.zone)


def render_hand_card(f: ObjectFilter) -> str:
    """The inverse of :func:`parse_hand_card` (ValueError for other filters)."""
    if isinstance(f, Filter) and _negative_only(f):
        nontypes = set(f.nontypes)
        perm = nontypes >= _NONPERMANENT
        if perm:
            nontypes -= _NONPERMANENT
        words = ["non" + _SUPER_TEXT[s] for s in f.nonsupertypes] + \
            ["non" + TYPE_WORD[t] for t in nontypes]
        words.sort(key=negation_order)
        head = "permanent card" if perm else "card"
        return (", ".join(words) + " " + head) if words else head
    text = render_noun(with_fields(f, zone=Zone.BATTLEFIELD), card=True)
    if parse_hand_card(text) != f:
        raise ValueError("a hand card noun without a rendering")
    return text


def _article(noun: str) -> str:
    return ("an " if noun[0] in "aeiou" else "a ") + noun


# --- sentences --------------------------------------------------------------------------------

def _who(words: str, slots: Any) -> PlayerRef | None:
    w = low(words)
    if w == "that player":
        return EventPlayer()
    t = parse_target(w)
    if t is None or t.up_to or w not in ("target player", "target opponent"):
        return None
    ref: TargetRef = slots.add(t)
    return ref


def _render_who(who: PlayerRef, targets: tuple[TargetSlot, ...]) -> str:
    if isinstance(who, EventPlayer):
        return "That player"
    if isinstance(who, TargetRef):
        return cap(render_target(targets[who.slot]))
    raise ValueError("a player reference without a rendering here")


def _filter(noun: str, mv: str | None, cmp: str | None) -> ObjectFilter | None:
    art = re.fullmatch(r"(an?) (.+)", noun)
    if not art:
        return None
    f = parse_hand_card(art.group(2))
    if f is None or _article(art.group(2)) != noun:
        return None
    if mv is not None:
        bound = ManaValueIs(Cmp.LE if cmp == "less" else Cmp.GE, int(mv))
        f = with_fields(f, mana_value=bound)
    return f


_RUN_ON = re.compile(r"(that player) reveals their hand, you choose (an? .+? card|a card) "
                     r"from it" + _MV + r", then that player discards that card")


def parse(s: str, slots: Any) -> list[Effect] | None:
    """One joined sentence of this family (no final period); None for others."""
    m = _RUN_ON.fullmatch(s)
    if m:
        f = _filter(m.group(2), m.group(3), m.group(4))
        return None if f is None else [RevealHandChoose(EventPlayer(), f,
                                                        wording=RevealWording.RUN_ON)]
    look = _LOOK.match(s)
    if look and s[look.end():].startswith(" You may "):  # Vendilion Clique
        c = _CHOOSE.match(s[look.end() + 1:] + ".")
        if not c or c.group(5) or s[look.end() + 1:] + "." != c.group(0) + " " + _BOTTOM:
            return None
        f = _filter(c.group(2), c.group(3), c.group(4))
        who = _who(look.group(1), slots)
        if f is None or who is None:
            return None
        return [RevealHandChoose(who, f, HandCardFate.BOTTOM_THEN_DRAW, True,
                                 RevealWording.LOOK)]
    r = _REVEAL.match(s)
    if not r or not s[r.end():].startswith(" You "):
        return None
    rest = s[r.end() + 1:] + "."
    c = _CHOOSE.match(rest)
    if not c:
        return None
    tail = rest[c.end():].strip()
    may = bool(c.group(1))
    if c.group(5):
        if tail:
            return None
        fate, wording = HandCardFate.EXILE, RevealWording.AND_EXILE
    elif tail in _FATES:
        fate, wording = _FATES[tail], RevealWording.SENTENCES
    elif may and tail in _IF_YOU_DO:
        fate, wording = _IF_YOU_DO[tail], RevealWording.IF_YOU_DO
    else:
        return None
    f = _filter(c.group(2), c.group(3), c.group(4))
    who = _who(r.group(1), slots)
    if f is None or who is None:
        return None
    return [RevealHandChoose(who, f, fate, may, wording)]


def _render_choice(e: RevealHandChoose) -> str:
    f = e.filter
    c = common(f)
    mv = c.mana_value
    if mv is not None:
        f = with_fields(f, mana_value=None)
        if mv.cmp not in (Cmp.LE, Cmp.GE):
            raise ValueError("a mana value bound without a rendering")
    bound = "" if mv is None else \
        f" with mana value {mv.value} or {'less' if mv.cmp is Cmp.LE else 'greater'}"
    return f"{_article(render_hand_card(f))} from it{bound}"


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse` (no final period); None for other nodes."""
    if not isinstance(e, RevealHandChoose):
        return None
    choice = _render_choice(e)
    if e.wording is RevealWording.RUN_ON:
        if not isinstance(e.who, EventPlayer) or e.may or e.fate is not HandCardFate.DISCARD:
            raise ValueError("the run-on form is 'that player ... discards that card'")
        return (f"that player reveals their hand, you choose {choice}, then that player "
                "discards that card")
    if e.wording is RevealWording.LOOK:
        return (f"Look at {low(_render_who(e.who, targets))}'s hand. You may choose {choice}. "
                + _BOTTOM[:-1])
    head = f"{_render_who(e.who, targets)} reveals their hand. You " + \
        ("may " if e.may else "") + f"choose {choice}"
    match e.wording:
        case RevealWording.AND_EXILE:
            return head + " and exile that card"
        case RevealWording.SENTENCES:
            return f"{head}. {_FATE_TEXT[e.fate]}"
        case RevealWording.IF_YOU_DO:
            return f"{head}. {_IF_YOU_DO_TEXT[e.fate]}"
    raise ValueError("unknown wording")
