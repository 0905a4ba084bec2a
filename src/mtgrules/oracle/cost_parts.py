"""More parts of activation costs (CR 118, 602.1a, 602.2h): sacrificing permanents other than
(or possibly including) the source, "Tap another untapped [permanent] you control", "Exile ~"
and discarding cards.

- ``"Sacrifice an artifact"``, ``"Sacrifice another creature"``, ``"Sacrifice another creature
  or a Treasure"``, ``"Sacrifice two creatures"`` (CR 701.21a; without "another" the source
  itself may be sacrificed when it matches);
- ``"Tap another untapped creature you control"`` (CR 118.3);
- ``"Exile ~"`` (the permanent itself, CR 406);
- ``"Discard a card"``, ``"Discard two cards"`` (CR 701.9a);
- ``"Discard a creature card"`` (CR 701.9a: a card of the hand of that kind, chosen as the
  cost is paid);
- ``"Exile a creature card from your graveyard"``, ``"Exile two cards from your graveyard"``
  (CR 118.3: cards of the graveyard chosen as the cost is paid).

:func:`parse_part` reads one comma-separated part for :func:`mtgrules.oracle.costs.parse_cost`;
:func:`render_cost_parts` renders a whole cost that has one of these parts. The engine's half
is :mod:`mtgrules.rules.cost_choices`.
"""

from __future__ import annotations

import re
from typing import Any

from mtgrules.model import AnyOf, ChooseOthers, Cost, Filter, Whose, Zone
from mtgrules.model.filters import ObjectFilter
from mtgrules.oracle.phrases import (
    common,
    parse_noun,
    parse_word_number,
    render_noun,
    with_fields,
    word_number,
)

ARTIFACT_SUBTYPES = frozenset({"Treasure", "Food", "Clue", "Blood", "Equipment", "Gold",
                               "Powerstone", "Map", "Junk"})
"""Artifact subtypes that name a permanent on their own ("a Treasure", CR 205.3g)."""

SACRIFICE, TAP_OTHERS, EXILE_SELF, DISCARD = "sacrifice", "tap_others", "exile_self", "discard"
EXILE_FROM_GRAVEYARD, DISCARD_CARDS = "exile_from_graveyard", "discard_cards"
RANKS = {SACRIFICE: 3, EXILE_SELF: 3, EXILE_FROM_GRAVEYARD: 3, TAP_OTHERS: 4, DISCARD: 5,
         DISCARD_CARDS: 5}
"""The position of each part in Oracle's order (after mana 0, {T} 1, life 2)."""


def _one(noun: str) -> ObjectFilter | None:
    """One permanent noun: ``"artifact"``, ``"other creature"``, ``"Treasure"``,
    ``"artifact or creature"``."""
    other = noun.startswith("other ")
    base = noun[len("other "):] if other else noun
    if base in ARTIFACT_SUBTYPES:
        return Filter(subtypes=frozenset({base}), controller=Whose.YOU, other=other)
    f = parse_noun(base)
    if f is None or not isinstance(f, Filter | AnyOf):
        return None
    try:
        c = common(f)
    except ValueError:
        return None
    if c.other or c.controller is not Whose.ANY:
        return None
    return with_fields(f, controller=Whose.YOU, other=other)


def _render_one(f: ObjectFilter) -> str:
    c = common(f)
    if c.controller is not Whose.YOU:
        raise ValueError("not a permanent you control")
    base = with_fields(f, controller=Whose.ANY, other=False)
    if isinstance(base, Filter) and base == Filter(subtypes=base.subtypes) and \
            len(base.subtypes) == 1 and next(iter(base.subtypes)) in ARTIFACT_SUBTYPES:
        noun = next(iter(base.subtypes))
    else:
        noun = render_noun(base)
    if c.other:
        return "another " + noun
    return ("an " if noun[:1].lower() in "aeiou" else "a ") + noun


def _article_noun(s: str) -> ObjectFilter | None:
    m = re.fullmatch(r"(a|an|another) (.+)", s)
    if not m:
        return None
    art, noun = m.groups()
    f = _one(("other " if art == "another" else "") + noun)
    if f is None or _render_one(f) != s:
        return None
    return f


def _plural_noun(s: str) -> tuple[int, ObjectFilter] | None:
    """``"two creatures"``, ``"two other creatures"``."""
    m = re.fullmatch(r"(two|three|four|five) (other )?(artifacts|creatures|lands|permanents)",
                     s)
    if not m:
        return None
    n = parse_word_number(m.group(1))
    f = _one((m.group(2) or "") + m.group(3)[:-1])
    return (n, f) if n is not None and f is not None else None


def parse_part(part: str) -> tuple[str, Any, int] | None:
    """One cost part -> (Cost field, value, rank in Oracle's order); None for other text."""
    if part in ("Exile ~", "Exile ~ from your graveyard"):  # the zone is the ability's
        return EXILE_SELF, True, RANKS[EXILE_SELF]
    if part == "Discard a card":
        return DISCARD, 1, RANKS[DISCARD]
    m = re.fullmatch(r"Exile (an?) (.+) from your graveyard", part)
    if m and (card := parse_noun(m.group(2), card=True)) is not None and \
            m.group(2).endswith("card") and _article(m.group(2)) == m.group(1):
        return (EXILE_FROM_GRAVEYARD, ChooseOthers(1, with_fields(card, zone=Zone.GRAVEYARD)),
                RANKS[EXILE_FROM_GRAVEYARD])
    m = re.fullmatch(r"Exile (two|three|four|five) cards from your graveyard", part)
    if m and (n := parse_word_number(m.group(1))) is not None:  # any cards (CR 118.3)
        return (EXILE_FROM_GRAVEYARD, ChooseOthers(n, Filter(zone=Zone.GRAVEYARD)),
                RANKS[EXILE_FROM_GRAVEYARD])
    m = re.fullmatch(r"Discard (an?) (.+ card)", part)
    if m and (card := parse_noun(m.group(2), card=True)) is not None and \
            _article(m.group(2)) == m.group(1) and not common(card).other and \
            common(card).controller is Whose.ANY:
        return DISCARD_CARDS, ChooseOthers(1, with_fields(card, zone=Zone.HAND)), \
            RANKS[DISCARD_CARDS]
    m = re.fullmatch(r"Discard (two|three) cards", part)
    if m and (n := parse_word_number(m.group(1))) is not None:
        return DISCARD, n, RANKS[DISCARD]
    m = re.fullmatch(r"Tap another untapped (.+) you control", part)
    if m:
        f = _one("other " + m.group(1))
        return (TAP_OTHERS, ChooseOthers(1, f), RANKS[TAP_OTHERS]) if f is not None else None
    if not part.startswith("Sacrifice ") or part == "Sacrifice ~":
        return None
    body = part[len("Sacrifice "):]
    plural = _plural_noun(body)
    if plural is not None:
        return SACRIFICE, ChooseOthers(plural[0], plural[1]), RANKS[SACRIFICE]
    whole = _article_noun(body)  # "an artifact or creature", "another creature or artifact"
    if whole is not None:
        return SACRIFICE, ChooseOthers(1, whole), RANKS[SACRIFICE]
    pieces = body.split(" or ")
    if len(pieces) != 2:
        return None
    fs = [f for p in pieces if isinstance(f := _article_noun(p), Filter)]
    if len(fs) != len(pieces):
        return None
    return SACRIFICE, ChooseOthers(1, AnyOf((fs[0], fs[1]))), RANKS[SACRIFICE]


def _article(noun: str) -> str:
    return "an" if noun[:1].lower() in "aeiou" else "a"


def _render_exile_from_graveyard(c: ChooseOthers) -> str:
    if common(c.filter).zone is not Zone.GRAVEYARD:
        raise ValueError("an exile cost of other than graveyard cards")
    if c.count > 1:
        if c.filter != Filter(zone=Zone.GRAVEYARD):
            raise ValueError("an exile cost of several cards of one kind has no rendering")
        return f"Exile {word_number(c.count)} cards from your graveyard"
    noun = render_noun(with_fields(c.filter, zone=Zone.BATTLEFIELD), card=True)
    return f"Exile {_article(noun)} {noun} from your graveyard"


def _render_sacrifice(c: ChooseOthers) -> str:
    f = c.filter
    if c.count > 1:
        one = common(f)
        noun = _render_one(with_fields(one, other=False))
        noun = noun.split(" ", 1)[1]
        other = "other " if one.other else ""
        return f"Sacrifice {word_number(c.count)} {other}{noun}s"
    try:
        return "Sacrifice " + _render_one(f)  # one noun: "an artifact or creature"
    except ValueError:
        pass
    parts = f.parts if isinstance(f, AnyOf) else (f,)
    if len(parts) != 2:
        raise ValueError("a sacrifice of one of three kinds has no rendering")
    return "Sacrifice " + " or ".join(_render_one(p) for p in parts)


def _render_discard_cards(c: ChooseOthers) -> str:
    if c.count != 1 or common(c.filter).zone is not Zone.HAND:
        raise ValueError("a discard cost of other than one card of the hand")
    noun = render_noun(with_fields(c.filter, zone=Zone.BATTLEFIELD), card=True)
    return f"Discard {_article(noun)} {noun}"


def has_parts(c: Cost) -> bool:
    """Whether the cost has a part of this family (then :func:`render_cost_parts` renders
    it)."""
    return c.sacrifice is not None or c.discard > 0 or c.exile_self or \
        c.discard_cards is not None or \
        c.exile_from_graveyard is not None or (
        c.tap_others is not None and common(c.tap_others.filter).other)


def render_cost_parts(c: Cost) -> str | None:
    """The whole cost, in Oracle's order, when it has a part of this family; None
    otherwise."""
    if not has_parts(c) or c.loyalty is not None or c.untap_others is not None:
        return None
    out = []
    if not c.mana.is_empty():
        out.append(str(c.mana))
    if c.tap:
        out.append("{T}")
    if c.untap:
        out.append("{Q}")
    if c.life:
        out.append(f"Pay {c.life} life")
    if (c.sacrifice_self, c.sacrifice is not None, c.exile_self,
            c.exile_from_graveyard is not None).count(True) > 1:
        raise ValueError("two sacrifice/exile parts have no rendering")
    if c.sacrifice_self:
        out.append("Sacrifice ~")
    if c.sacrifice is not None:
        out.append(_render_sacrifice(c.sacrifice))
    if c.exile_self:
        out.append("Exile ~")
    if c.exile_from_graveyard is not None:
        out.append(_render_exile_from_graveyard(c.exile_from_graveyard))
    if c.tap_others is not None:
        if c.tap_others.count != 1 or not common(c.tap_others.filter).other:
            raise ValueError("tapping several others has its own rendering")
        noun = _render_one(c.tap_others.filter)[len("another "):]
        out.append(f"Tap another untapped {noun} you control")
    if c.discard:
        out.append("Discard a card" if c.discard == 1 else
                   f"Discard {word_number(c.discard)} cards")
    if c.discard_cards is not None:
        out.append(_render_discard_cards(c.discard_cards))
    return ", ".join(out)
