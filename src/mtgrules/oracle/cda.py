"""Characteristic-defining abilities for power and toughness (CR 604.3, 208.2a, 613.4a).

A card printed with a star (``*``) in its power or toughness has a static ability worded
"[This creature's] [power or toughness] is equal to ..." or "[This creature's] power and
toughness are each equal to ...". Printed on the card it affects, it is a characteristic-
defining ability (604.3a): it applies in layer 7a and in every zone (604.3), so the card has
that power in the hand, the library and the graveyard too. The same sentence inside a quoted,
granted ability is no CDA (604.3a(4)): :mod:`mtgrules.oracle.classes_afr` reads that one.

Templates (each becomes a :class:`~mtgrules.model.StaticAbility` with ``cda=True`` and one
:class:`~mtgrules.model.DefinePT`):

- ``"~'s power and toughness are each equal to [amount]."``
- ``"~'s power is equal to [amount]."`` / ``"~'s toughness is equal to [amount]."``
- ``"~'s power is equal to [amount] and its toughness is equal to that number plus N."``
- ``"~'s power is equal to [amount] and its toughness is equal to [amount]."``

Amounts (reusing the model's amount nodes, :mod:`mtgrules.model.amounts`):
"the number of [permanents] you control / your opponents control / on the battlefield"
(:class:`~mtgrules.model.CountOf` on the battlefield), "the number of [cards] in your hand /
in your graveyard / in all graveyards / in your opponents' graveyards" (a
:class:`~mtgrules.model.CountOf` in that zone), "your devotion to [color]"
(:class:`~mtgrules.model.Devotion`, CR 700.5), "your life total", "the number of [kind]
counters on it", "the number of card types among cards in all graveyards", "the greatest
number noted for it this turn", "N plus [amount]", "twice [amount]" and
"[amount] plus [amount]" (:class:`~mtgrules.model.Sum`).
"""

from __future__ import annotations

import re

from mtgrules.model import (
    AnyOf,
    CardTypesAmong,
    Color,
    CountersOn,
    CountOf,
    DefinePT,
    Devotion,
    Filter,
    Fixed,
    GreatestNoted,
    LifeTotal,
    StaticAbility,
    Sum,
    ThisObject,
    Whose,
    Zone,
)
from mtgrules.model.amounts import Amount
from mtgrules.model.base import Ability, CounterKind
from mtgrules.model.filters import ObjectFilter, filter_zone
from mtgrules.oracle.effects import parse_plural, render_plural
from mtgrules.oracle.phrases import common, has_power_bound, render_noun, with_fields
from mtgrules.oracle.talents import parse_card_kind, render_card_kind

_EACH = re.compile(r"~'s power and toughness are each equal to (.+)\.")
_ONE = re.compile(r"~'s (power|toughness) is equal to (.+)\.")
_PLUS = re.compile(r"~'s power is equal to (.+) and its toughness is equal to that number "
                   r"plus (\d+)\.")
_BOTH = re.compile(r"~'s power is equal to (.+?) and its toughness is equal to (.+)\.")

_COLORS = {"white": Color.WHITE, "blue": Color.BLUE, "black": Color.BLACK, "red": Color.RED,
           "green": Color.GREEN}
_COLOR_WORD = {v: k for k, v in _COLORS.items()}

_ZONES: dict[str, tuple[Zone, Whose]] = {
    " in your hand": (Zone.HAND, Whose.YOU),
    " in your graveyard": (Zone.GRAVEYARD, Whose.YOU),
    " in all graveyards": (Zone.GRAVEYARD, Whose.ANY),
    " in your opponents' graveyards": (Zone.GRAVEYARD, Whose.OPPONENT),
}
_ZONE_TEXT = {v: k for k, v in _ZONES.items()}
_ON_BATTLEFIELD = " on the battlefield"
_COUNTERS = re.compile(r"the number of (\w+) counters on it")
_TYPES_AMONG = "the number of card types among cards in all graveyards"
_NOTED = "the greatest number noted for it this turn"


def parse_cda(line: str) -> StaticAbility | None:
    """A printed P/T-defining line (see the module doc) -> its CDA; None for other lines."""
    m = _PLUS.fullmatch(line)
    if m:
        a = parse_cda_amount(m.group(1))
        n = int(m.group(2))
        return _cda(line, a, Sum((a, Fixed(n)))) if a is not None and n >= 1 else None
    m = _EACH.fullmatch(line)
    if m:
        a = parse_cda_amount(m.group(1))
        return _cda(line, a, a) if a is not None else None
    m = _BOTH.fullmatch(line)
    if m and not m.group(2).startswith("that number"):
        a, b = parse_cda_amount(m.group(1)), parse_cda_amount(m.group(2))
        return _cda(line, a, b) if a is not None and b is not None else None
    m = _ONE.fullmatch(line)
    if m:
        a = parse_cda_amount(m.group(2))
        if a is None:
            return None
        return _cda(line, a, None) if m.group(1) == "power" else _cda(line, None, a)
    return None


def _cda(line: str, power: Amount | None, toughness: Amount | None) -> StaticAbility:
    return StaticAbility("", line, layer_effects=(DefinePT(power, toughness),), cda=True)


def render_cda(a: Ability) -> str | None:
    """The inverse of :func:`parse_cda`; None for other abilities. Raises ValueError for a
    P/T-defining ability whose amounts have no rendering."""
    if not isinstance(a, StaticAbility) or not a.cda or len(a.layer_effects) != 1:
        return None
    d = a.layer_effects[0]
    if not isinstance(d, DefinePT):
        return None
    p, t = d.power, d.toughness
    if p is not None and t is not None:
        if p == t:
            return f"~'s power and toughness are each equal to {render_cda_amount(p)}."
        if isinstance(t, Sum) and len(t.parts) == 2 and t.parts[0] == p and \
                isinstance(t.parts[1], Fixed) and t.parts[1].n >= 1:
            return f"~'s power is equal to {render_cda_amount(p)} and its toughness is " \
                   f"equal to that number plus {t.parts[1].n}."
        return f"~'s power is equal to {render_cda_amount(p)} and its toughness is equal " \
               f"to {render_cda_amount(t)}."
    if p is not None:
        return f"~'s power is equal to {render_cda_amount(p)}."
    assert t is not None  # DefinePT defines at least one (its own check)
    return f"~'s toughness is equal to {render_cda_amount(t)}."


def parse_cda_amount(s: str) -> Amount | None:
    """An amount phrase of a P/T-defining ability (see the module doc); None otherwise."""
    if s == "your life total":
        return LifeTotal()
    if s == _TYPES_AMONG:
        return CardTypesAmong(Zone.GRAVEYARD)
    if s == _NOTED:
        return GreatestNoted()
    m = re.fullmatch(r"your devotion to (white|blue|black|red|green)", s)
    if m:
        return Devotion(_COLORS[m.group(1)])
    m = re.fullmatch(r"(\d+) plus (.+)", s)
    if m:
        rest = parse_cda_amount(m.group(2))
        n = int(m.group(1))
        return Sum((Fixed(n), rest)) if rest is not None and n >= 1 and \
            not isinstance(rest, Fixed) else None
    if s.startswith("twice "):
        rest = parse_cda_amount(s[len("twice "):])
        return Sum((rest, rest)) if rest is not None and not isinstance(rest, Sum) else None
    if " plus the number of " in s:
        head, tail = s.split(" plus the number of ", 1)
        a, b = _count(head), _count("the number of " + tail)
        return Sum((a, b)) if a is not None and b is not None and a != b else None
    return _count(s)


def _count(s: str) -> Amount | None:
    m = _COUNTERS.fullmatch(s)
    if m:
        try:
            kind = CounterKind(m.group(1))
        except ValueError:
            return None
        return CountersOn(ThisObject(), kind, lki=False)
    if not s.startswith("the number of "):
        return None
    body = s[len("the number of "):]
    for suffix, (zone, whose) in _ZONES.items():
        if body.endswith(suffix):
            f = _cards(body[: -len(suffix)])
            if f is None or (zone is Zone.HAND and f != Filter()):
                return None
            return CountOf(with_fields(f, zone=zone, controller=whose))
    on_bf = body.endswith(_ON_BATTLEFIELD)
    if on_bf:
        body = body[: -len(_ON_BATTLEFIELD)]
        if body.endswith((" you control", " your opponents control")):
            return None
    elif not body.endswith((" you control", " your opponents control")):
        return None
    g = parse_plural(body)
    # a count of permanents read in layer 7a: no criterion on power (CR 613.4, 613.8)
    if g is None or has_power_bound(g) or _reads_pt(g):
        return None
    return CountOf(g)


def _reads_pt(f: ObjectFilter) -> bool:
    return any(p.power is not None for p in _parts(f))


def _parts(f: ObjectFilter) -> list[Filter]:
    if isinstance(f, Filter):
        return [f]
    if isinstance(f, AnyOf):
        return [x for p in f.parts for x in _parts(p)]
    return []


def _cards(s: str) -> ObjectFilter | None:
    """A plural card noun ("cards", "creature cards", "instant and sorcery cards") -> its
    filter (zone unset): criteria the model reads off the battlefield as copiable values
    only (types, subtypes, supertypes; CR 707.2), so no colors, keywords or status."""
    if s == "cards":
        return Filter()
    if not s.endswith(" cards"):
        return None
    noun = s[: -len(" cards")] + " card"
    f = parse_card_kind(noun.replace(" and ", " or ") if " and " in noun else noun)
    if f is None:
        return None
    parts = _parts(f)
    if len(parts) != (len(f.parts) if isinstance(f, AnyOf) else 1) or any(
            p.colors or p.keywords or p.predicates or p.power or p.mana_value or p.nonkeywords
            for p in parts):
        return None
    return f


def render_cda_amount(a: Amount) -> str:
    """The inverse of :func:`parse_cda_amount`. Raises ValueError."""
    match a:
        case LifeTotal():
            return "your life total"
        case CardTypesAmong(zone=Zone.GRAVEYARD):
            return _TYPES_AMONG
        case GreatestNoted():
            return _NOTED
        case Devotion(color=color):
            return f"your devotion to {_COLOR_WORD[color]}"
        case Sum(parts=(Fixed(n=n), rest)) if not isinstance(rest, Fixed | Sum):
            return f"{n} plus {render_cda_amount(rest)}"
        case Sum(parts=(x, y)) if x == y:
            return f"twice {render_cda_amount(x)}"
        case Sum(parts=(CountOf() as x, CountOf() as y)):
            return f"{render_cda_amount(x)} plus {render_cda_amount(y)}"
        case CountersOn(obj=ThisObject(), counter=kind, lki=False):
            return f"the number of {kind.value} counters on it"
        case CountOf(filter=f):
            zone = filter_zone(f)
            if zone is Zone.BATTLEFIELD:
                text = render_plural(f)
                if common(f).controller is Whose.ANY:
                    text += _ON_BATTLEFIELD
                return f"the number of {text}"
            c = common(f)
            suffix = _ZONE_TEXT.get((zone, c.controller))
            if suffix is None:
                raise ValueError("no rendering for a count of cards in that zone")
            bare = with_fields(f, zone=Zone.BATTLEFIELD, controller=Whose.ANY)
            if bare == Filter():
                noun = "cards"
            else:
                card = render_card_kind(bare) if isinstance(bare, Filter) else \
                    render_noun(bare, card=True).replace(" or ", " and ")
                noun = card + "s"
            return f"the number of {noun}{suffix}"
        case _:
            raise ValueError(f"amount {a!r} has no P/T-defining rendering")


def defines(a: Ability) -> tuple[bool, bool]:
    """Whether ability ``a`` is a CDA defining power, toughness (CR 604.3)."""
    if not isinstance(a, StaticAbility) or not a.cda:
        return False, False
    p = any(isinstance(e, DefinePT) and e.power is not None for e in a.layer_effects)
    t = any(isinstance(e, DefinePT) and e.toughness is not None for e in a.layer_effects)
    return p, t


