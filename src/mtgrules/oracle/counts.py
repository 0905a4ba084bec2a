"""The singular "for each [thing]" phrase of counted amounts (CR 107.1, 400.1): a permanent
phrase ("for each artifact you control", "for each other creature you control") or a card in
a zone ("for each card in your hand", "for each creature card in your graveyard", "for each
instant and sorcery card in all graveyards"), read into a :class:`~mtgrules.model.CountOf`
in the right zone. Shared by the static "gets +N/+N for each" family
(:mod:`mtgrules.oracle.statics_count`) and the one-shot "for each" effects
(:mod:`mtgrules.oracle.counted_each`).
"""

from __future__ import annotations

from mtgrules.model import AnyOf, CountOf, Filter, Whose, Zone
from mtgrules.model.filters import ObjectFilter, filter_zone
from mtgrules.oracle.phrases import (
    common,
    parse_permanents,
    render_noun,
    render_permanents,
    with_fields,
)
from mtgrules.oracle.talents import parse_card_kind, render_card_kind

_ZONES: dict[str, tuple[Zone, Whose]] = {
    " in your hand": (Zone.HAND, Whose.YOU),
    " in your graveyard": (Zone.GRAVEYARD, Whose.YOU),
    " in all graveyards": (Zone.GRAVEYARD, Whose.ANY),
    " in your opponents' graveyards": (Zone.GRAVEYARD, Whose.OPPONENT),
}
_ZONE_TEXT = {v: k for k, v in _ZONES.items()}


def card_noun(s: str) -> ObjectFilter | None:
    """A singular card noun ("card", "creature card", "instant and sorcery card") -> its
    filter (zone unset), with criteria the model reads off the battlefield as copiable values
    only (types, subtypes, supertypes; CR 707.2): no colors, keywords or status."""
    if s == "card":
        return Filter()
    f = parse_card_kind(s.replace(" and ", " or ") if " and " in s else s)
    if f is None:
        return None
    parts = f.parts if isinstance(f, AnyOf) else (f,)
    if not all(isinstance(p, Filter) and not (p.colors or p.keywords or p.predicates or p.power
                                              or p.mana_value or p.nonkeywords)
               for p in parts):
        return None
    return f


def render_card_noun(f: ObjectFilter) -> str:
    """The inverse of :func:`card_noun` (zone and controller unset). Raises ValueError."""
    if f == Filter():
        return "card"
    if isinstance(f, Filter):
        return render_card_kind(f)
    return render_noun(f, card=True).replace(" or ", " and ")


def parse_cards_in_zone(s: str, card: str | None) -> CountOf | None:
    """``"[card noun] in your hand"`` etc. (``s`` the whole phrase; ``card`` replaces the
    noun's last word when the phrase is plural, e.g. ``"cards"``) -> the count."""
    for suffix, (zone, whose) in _ZONES.items():
        if s.endswith(suffix):
            noun = s[: -len(suffix)]
            if card is not None:
                if not noun.endswith(card):
                    return None
                noun = noun[: -len(card)] + "card"
            f = card_noun(noun)
            if f is None or (zone is Zone.HAND and f != Filter()):
                return None
            return CountOf(with_fields(f, zone=zone, controller=whose))
    return None


def render_cards_in_zone(c: CountOf, plural: bool) -> str:
    """The inverse of :func:`parse_cards_in_zone`. Raises ValueError."""
    f = c.filter
    suffix = _ZONE_TEXT.get((filter_zone(f), common(f).controller))
    if suffix is None:
        raise ValueError("no rendering for a count of cards in that zone")
    noun = render_card_noun(with_fields(f, zone=Zone.BATTLEFIELD, controller=Whose.ANY))
    return (noun + "s" if plural else noun) + suffix


def parse_each(s: str) -> CountOf | None:
    """The phrase after "for each" -> the count; None if not of this form."""
    zoned = parse_cards_in_zone(s, None)
    if zoned is not None:
        return zoned
    f = parse_permanents(s)  # "for each [permanent phrase]", singular
    return CountOf(f) if f is not None else None


def render_each(c: CountOf) -> str:
    """The inverse of :func:`parse_each`. Raises ValueError."""
    if filter_zone(c.filter) is Zone.BATTLEFIELD:
        return render_permanents(c.filter)
    return render_cards_in_zone(c, plural=False)
