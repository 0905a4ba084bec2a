"""Alternative costs without a keyword (CR 118.9, 601.2b): ``"You may [cost] rather than pay
~'s mana cost."`` where the cost is mana, life or other objects, its parts joined by "and":

- ``"pay {1}"``, ``"pay 1 life"`` (CR 119.4)
- ``"exile a blue card from your hand"``, ``"exile two red cards from your hand"`` (Force of
  Will, Fury of the Horde: :attr:`~mtgrules.model.Cost.exile_from_hand`)
- ``"return an Island you control to its owner's hand"``, ``"return two Islands you control
  to their owner's hand"`` (Daze: :attr:`~mtgrules.model.Cost.return_to_hand`)
- ``"sacrifice a Mountain"``, ``"sacrifice two Mountains"`` (Fireblast)

-> a :class:`~mtgrules.model.SpellCost` (alternative, no keyword); paid by
:mod:`mtgrules.rules.alternative_costs`. Called by :mod:`mtgrules.oracle.spell_costs`.
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.mana import ManaCost, ManaError
from mtgrules.model import ChooseOthers, Cost, SpellCost, SpellCostKind, Whose, Zone
from mtgrules.oracle.phrases import (
    common,
    parse_noun,
    parse_word_number,
    render_noun,
    with_fields,
    word_number,
)
from mtgrules.oracle.plurals import parse_plural, render_plural

_LINE = re.compile(r"You may (.+) rather than pay ~'s mana cost\.")
_HAND = re.compile(r"exile (a|an|two|three) (.+?) from your hand")
_RETURN = re.compile(r"return (a|an|two|three) (.+?) you control to (its|their) owner's hand")
_SACRIFICE = re.compile(r"sacrifice (a|an|two|three) (.+)")


def _article(noun: str) -> str:
    return "an" if noun[:1].lower() in "aeiou" else "a"


def _count_noun(word: str, noun: str, card: bool) -> ChooseOthers | None:
    """``("a", "blue card")`` / ``("two", "red cards")`` -> ChooseOthers (zone not set)."""
    if word in ("a", "an"):
        f = parse_noun(noun, card=card)
        n = 1
        if f is None or _article(noun) != word:
            return None
    else:
        f = parse_plural(noun)
        n = parse_word_number(word) or 0
        if f is None or n < 2:
            return None
    c = common(f)
    if c.other or c.controller is not Whose.ANY:
        return None
    return ChooseOthers(n, f)


def _render_count_noun(spec: ChooseOthers, card: bool) -> str:
    f = with_fields(spec.filter, zone=Zone.BATTLEFIELD, controller=Whose.ANY)
    if spec.count == 1:
        noun = render_noun(f, card=card)
        return f"{_article(noun)} {noun}"
    return f"{word_number(spec.count)} {render_plural(f)}"


def _part(part: str, cost: Cost) -> Cost | None:
    """``cost`` with one more part read from ``part``; None if it isn't one (or repeats)."""
    m = re.fullmatch(r"pay ((?:\{[^}]+\})+)", part)
    if m and not cost.mana.symbols:
        try:
            mana = ManaCost.parse(m.group(1))
        except ManaError:
            return None
        return None if mana.x_count else dataclasses.replace(cost, mana=mana)
    m = re.fullmatch(r"pay ([1-9]\d?) life", part)
    if m and not cost.life:
        return dataclasses.replace(cost, life=int(m.group(1)))
    m = _HAND.fullmatch(part)
    if m and cost.exile_from_hand is None and m.group(2).endswith(("card", "cards")):
        spec = _count_noun(m.group(1), m.group(2), card=True)
        return None if spec is None else dataclasses.replace(
            cost, exile_from_hand=ChooseOthers(spec.count,
                                               with_fields(spec.filter, zone=Zone.HAND)))
    m = _RETURN.fullmatch(part)
    if m and cost.return_to_hand is None and (m.group(3) == "its") == (m.group(1) in ("a", "an")):
        spec = _count_noun(m.group(1), m.group(2), card=False)
        return None if spec is None else dataclasses.replace(
            cost, return_to_hand=ChooseOthers(spec.count,
                                              with_fields(spec.filter, controller=Whose.YOU)))
    m = _SACRIFICE.fullmatch(part)
    if m and cost.sacrifice is None:
        spec = _count_noun(m.group(1), m.group(2), card=False)
        return None if spec is None else dataclasses.replace(
            cost, sacrifice=ChooseOthers(spec.count,
                                         with_fields(spec.filter, controller=Whose.YOU)))
    return None


def parse(line: str) -> SpellCost | None:
    """``"You may [cost] rather than pay ~'s mana cost."`` with a cost that isn't mana alone
    (that one is :mod:`mtgrules.oracle.spell_costs`' own); None for other lines."""
    m = _LINE.fullmatch(line)
    if m is None:
        return None
    cost: Cost | None = Cost()
    for part in m.group(1).split(" and "):
        cost = _part(part, cost) if cost is not None else None
    if cost is None or cost == Cost(mana=cost.mana):
        return None
    sc = SpellCost("", line, kind=SpellCostKind.ALTERNATIVE, cost=cost)
    return sc if render(sc) == line else None


def render_parts(c: Cost) -> str:
    """The cost's parts, in Oracle's order (mana, life, exile from hand, return, sacrifice),
    joined by "and". Raises ValueError for a cost with other parts."""
    if c != Cost(mana=c.mana, life=c.life, exile_from_hand=c.exile_from_hand,
                 return_to_hand=c.return_to_hand, sacrifice=c.sacrifice):
        raise ValueError("an alternative cost with parts of no rendering")
    out = []
    if c.mana.symbols:
        out.append(f"pay {c.mana}")
    if c.life:
        out.append(f"pay {c.life} life")
    if c.exile_from_hand is not None:
        out.append(f"exile {_render_count_noun(c.exile_from_hand, card=True)} from your hand")
    if c.return_to_hand is not None:
        whose = "its" if c.return_to_hand.count == 1 else "their"
        out.append(f"return {_render_count_noun(c.return_to_hand, card=False)} you control "
                   f"to {whose} owner's hand")
    if c.sacrifice is not None:
        out.append(f"sacrifice {_render_count_noun(c.sacrifice, card=False)}")
    return " and ".join(out)


def render(a: SpellCost) -> str:
    """The line of an alternative cost of this family. Raises ValueError when it has no
    rendering."""
    return f"You may {render_parts(a.cost)} rather than pay ~'s mana cost."
