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
from mtgrules.oracle.counts import parse_cards_in_zone, render_cards_in_zone
from mtgrules.oracle.effects import parse_plural, render_plural
from mtgrules.oracle.phrases import common, has_power_bound

_EACH = re.compile(r"~'s power and toughness are each equal to (.+)\.")
_ONE = re.compile(r"~'s (power|toughness) is equal to (.+)\.")
_PLUS = re.compile(r"~'s power is equal to (.+) and its toughness is equal to that number "
                   r"plus (\d+)\.")
_BOTH = re.compile(r"~'s power is equal to (.+?) and its toughness is equal to (.+)\.")

_COLORS = {"white": Color.WHITE, "blue": Color.BLUE, "black": Color.BLACK, "red": Color.RED,
           "green": Color.GREEN}
_COLOR_WORD = {v: k for k, v in _COLORS.items()}

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
    if (zoned := parse_cards_in_zone(body, "cards")) is not None:
        return zoned
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
            return f"the number of {render_cards_in_zone(a, plural=True)}"
        case _:
            raise ValueError(f"amount {a!r} has no P/T-defining rendering")


def defines(a: Ability) -> tuple[bool, bool]:
    """Whether ability ``a`` is a CDA defining power, toughness (CR 604.3)."""
    if not isinstance(a, StaticAbility) or not a.cda:
        return False, False
    p = any(isinstance(e, DefinePT) and e.power is not None for e in a.layer_effects)
    t = any(isinstance(e, DefinePT) and e.toughness is not None for e in a.layer_effects)
    return p, t


