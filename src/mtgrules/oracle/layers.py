"""The layer family (CR 613): static abilities whose effects land in one layer each, and the
copy template (CR 707).

- layer 1 (613.2a, 707.5): ``"You may have ~ enter as a copy of any creature on the
  battlefield."`` (and "any artifact or enchantment", "any nonland permanent"...);
- layer 2 (613.1b): ``"You control enchanted creature."`` (or permanent, land, artifact...);
- layer 4 (613.1d, 305.7): ``"Nonbasic lands are Mountains."``, ``"Enchanted land is an
  Island."``, ``"Each land is a Swamp in addition to its other land types."``, ``"All
  permanents are artifacts in addition to their other types."``;
- layers 4 and 7b: ``"Each other non-Aura enchantment is a creature in addition to its other
  types and has base power and base toughness each equal to its mana value."``, ``"Each
  noncreature artifact is an artifact creature with power and toughness each equal to its
  mana value."``;
- layers 6 and 7b: ``"All creatures lose all abilities and have base power and toughness
  1/1."``, ``"Enchanted creature has base power and toughness 0/2."``.

Each parser returns None when the line is not of its form; each renderer reads only the model
and returns None when the ability is not of this family (the caller tries the next family).
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.model import (
    AddTypes,
    AllOf,
    AttachedObject,
    CardType,
    Each,
    Filter,
    Fixed,
    LoseAllAbilities,
    ManaValueOf,
    Not,
    SetBasicLandTypes,
    SetColors,
    SetController,
    SetPT,
    SpendManaAsThoughAnyColor,
    StaticAbility,
    Supertype,
    ThisObject,
    Whose,
    YouControlAtLeast,
    Zone,
)
from mtgrules.model.continuous import LayerEffect
from mtgrules.model.filters import AnyOf, ObjectFilter
from mtgrules.model.refs import AffectedObject, ObjectRef
from mtgrules.model.replacement import EntersAsCopy
from mtgrules.oracle.copies import parse_exceptions, render_exceptions
from mtgrules.oracle.effects import parse_group, render_group
from mtgrules.oracle.phrases import (
    has_power_bound,
    parse_noun,
    parse_permanents,
    parse_word_number,
    render_noun,
    render_permanents,
    word_number,
)

BASIC = ("Plains", "Island", "Swamp", "Mountain", "Forest")
_PLURAL_BASIC = {"Plains": "Plains", "Islands": "Island", "Swamps": "Swamp",
                 "Mountains": "Mountain", "Forests": "Forest"}
_BASIC_PLURAL = {v: k for k, v in _PLURAL_BASIC.items()}
NONBASIC_LANDS = Filter(types=frozenset({CardType.LAND}),
                        nonsupertypes=frozenset({Supertype.BASIC}))
_ATTACHED_NOUNS = ("creature", "permanent", "land", "artifact", "enchantment")
_MV = ManaValueOf(AffectedObject())
_NON_AURA = Not(Filter(subtypes=frozenset({"Aura"})))


def _an(word: str) -> str:
    return ("an " if word[0] in "AEIOUaeiou" else "a ") + word


# --- subjects ---------------------------------------------------------------------------------


def _plural_subject(s: str) -> ObjectRef | None:
    if s == "Nonbasic lands":
        return Each(NONBASIC_LANDS)
    f = parse_group(s)
    return Each(f) if f is not None and not has_power_bound(f) else None


def _render_plural_subject(aff: ObjectRef) -> str:
    if not isinstance(aff, Each) or aff.controlled_by is not None:
        raise ValueError("not a group")
    if aff.filter == NONBASIC_LANDS:
        return "Nonbasic lands"
    return render_group(aff.filter)


def _each_subject(s: str) -> ObjectRef | None:
    """``"Each land"``, ``"Each other non-Aura enchantment"``, ``"Each noncreature
    artifact"`` -> Each(filter)."""
    if not s.startswith("Each "):
        return None
    rest = s[5:]
    other = rest.startswith("other ")
    if other:
        rest = rest[6:]
    non_aura = rest.startswith("non-Aura ")
    if non_aura:
        rest = rest[9:]
    f = parse_permanents(("other " if other else "") + rest)
    if f is None or has_power_bound(f):  # a layer-7 value can't pick what layers affect
        return None
    return Each(AllOf((f, _NON_AURA)) if non_aura else f)


def _render_each_subject(aff: ObjectRef) -> str:
    if not isinstance(aff, Each) or aff.controlled_by is not None:
        raise ValueError("not an each-subject")
    f = aff.filter
    if isinstance(f, AllOf) and len(f.parts) == 2 and f.parts[1] == _NON_AURA:
        text = render_permanents(f.parts[0])
        if text.startswith("other "):
            return "Each other non-Aura " + text[6:]
        return "Each non-Aura " + text
    return "Each " + render_permanents(f)


def _attached(s: str) -> ObjectRef | None:
    if s == "Equipped creature":
        return AttachedObject(equipped=True)
    m = re.fullmatch(r"Enchanted (\w+)", s)
    if m and m.group(1) in _ATTACHED_NOUNS:
        return AttachedObject(noun=m.group(1))
    return None


def _render_attached(aff: ObjectRef) -> str:
    if not isinstance(aff, AttachedObject):
        raise ValueError("not an attached object")
    return ("Equipped " if aff.equipped else "Enchanted ") + aff.noun


#: "All cards that aren't on the battlefield, spells, and permanents": every object, in every
#: zone (its abilities on the stack too, which have no color anyway).
EVERY_OBJECT = AnyOf(tuple(Filter(zone=z) for z in (Zone.BATTLEFIELD, Zone.STACK, Zone.HAND,
                                                    Zone.LIBRARY, Zone.GRAVEYARD, Zone.EXILE,
                                                    Zone.COMMAND)))
_EVERY_OBJECT_TEXT = "All cards that aren't on the battlefield, spells, and permanents"
_ANY_COLOR = "Players may spend mana as though it were mana of any color."


# --- parsing ----------------------------------------------------------------------------------


def _pt(p: str, t: str) -> tuple[Fixed, Fixed]:
    return Fixed(int(p)), Fixed(int(t))


_COUNTED = {"enchantments": CardType.ENCHANTMENT, "artifacts": CardType.ARTIFACT,
            "creatures": CardType.CREATURE, "lands": CardType.LAND}
_COUNTED_WORD = {v: k for k, v in _COUNTED.items()}


def parse_layer_static(line: str) -> StaticAbility | None:
    """A static ability of the layer family (see the module doc), optionally under "As long
    as you control N or more [type]s, ..."; None if not of it."""
    m = re.fullmatch(r"As long as you control (\w+) or more (enchantments|artifacts|creatures|"
                     r"lands), (.+)", line)
    if m:
        n = parse_word_number(m.group(1))
        inner = _parse_layer_static(m.group(3)[0].upper() + m.group(3)[1:])
        if n is None or n < 2 or inner is None or inner.replacement is not None or \
                inner.rules or not inner.layer_effects:
            return None
        cond = YouControlAtLeast(Filter(types=frozenset({_COUNTED[m.group(2)]}),
                                        controller=Whose.YOU), n)
        return dataclasses.replace(inner, condition=cond)
    return _parse_layer_static(line)


def _parse_layer_static(line: str) -> StaticAbility | None:
    m = re.fullmatch(r"You may have ~ enter as a copy of any (.+?) on the battlefield"
                     r"(?:, except (.+))?\.", line)
    if m:
        f = parse_noun(m.group(1))
        if f is None:
            return None
        exceptions = parse_exceptions(m.group(2), holder=None) if m.group(2) else ()
        return StaticAbility("", line, replacement=EntersAsCopy(f, exceptions))
    if line == f"{_EVERY_OBJECT_TEXT} are colorless.":
        return StaticAbility("", line, affects=Each(EVERY_OBJECT),
                             layer_effects=(SetColors(frozenset()),))
    if line == _ANY_COLOR:
        return StaticAbility("", line, rules=(SpendManaAsThoughAnyColor(),))
    m = re.fullmatch(r"You control enchanted (\w+)\.", line)
    if m and m.group(1) in _ATTACHED_NOUNS:
        return StaticAbility("", line, affects=AttachedObject(noun=m.group(1)),
                             layer_effects=(SetController(),))
    parts: tuple[LayerEffect, ...]
    m = re.fullmatch(r"(.+?) are (Plains|Islands|Swamps|Mountains|Forests)\.", line)
    if m:
        aff = _plural_subject(m.group(1))
        if aff is None:
            return None
        return StaticAbility("", line, affects=aff,
                             layer_effects=(SetBasicLandTypes((_PLURAL_BASIC[m.group(2)],)),))
    m = re.fullmatch(r"(Enchanted land) is an? (Plains|Island|Swamp|Mountain|Forest)"
                     r"( in addition to its other types)?\.", line)
    if m:
        aff = _attached(m.group(1))
        if aff is None or not line.startswith(f"Enchanted land is {_an(m.group(2))}"):
            return None
        part: LayerEffect = AddTypes(subtypes=frozenset({m.group(2)})) if m.group(3) else \
            SetBasicLandTypes((m.group(2),))
        return StaticAbility("", line, affects=aff, layer_effects=(part,))
    m = re.fullmatch(r"Each land is an? (Plains|Island|Swamp|Mountain|Forest) in addition to "
                     r"its other land types\.", line)
    if m:
        return StaticAbility("", line, affects=Each(Filter(types=frozenset({CardType.LAND}))),
                             layer_effects=(AddTypes(subtypes=frozenset({m.group(1)})),))
    m = re.fullmatch(r"(All .+?) are (artifacts|creatures|enchantments) in addition to their "
                     r"other types\.", line)
    if m:
        aff = _plural_subject(m.group(1))
        if aff is None:
            return None
        t = CardType(m.group(2)[:-1].capitalize())
        return StaticAbility("", line, affects=aff,
                             layer_effects=(AddTypes(types=frozenset({t})),))
    m = re.fullmatch(r"(Each .+?) is a creature in addition to its other types and has base "
                     r"power and base toughness each equal to its mana value\.", line)
    if m:
        aff = _each_subject(m.group(1))
        if aff is None:
            return None
        return StaticAbility("", line, affects=aff, layer_effects=(
            AddTypes(types=frozenset({CardType.CREATURE})), SetPT(_MV, _MV)))
    m = re.fullmatch(r"(Each noncreature artifact) is an artifact creature with power and "
                     r"toughness each equal to its mana value\.", line)
    if m:
        aff = _each_subject(m.group(1))
        if aff is None:
            return None
        return StaticAbility("", line, affects=aff, layer_effects=(
            AddTypes(types=frozenset({CardType.ARTIFACT, CardType.CREATURE})),
            SetPT(_MV, _MV)))
    m = re.fullmatch(r"(.+?) (loses? all abilities and )?(has|have) base power and toughness "
                     r"(\d+)/(\d+)\.", line)
    if m:
        plural = m.group(3) == "have"
        aff = _plural_subject(m.group(1)) if plural else _attached(m.group(1))
        if aff is None or (m.group(2) is not None and
                           m.group(2).startswith("loses") == plural):
            return None
        parts = (SetPT(*_pt(m.group(4), m.group(5))),)
        if m.group(2):
            parts = (LoseAllAbilities(), *parts)
        return StaticAbility("", line, affects=aff, layer_effects=parts)
    return None


# --- rendering --------------------------------------------------------------------------------


def _fixed_pt(e: SetPT) -> str | None:
    if isinstance(e.power, Fixed) and isinstance(e.toughness, Fixed) and \
            e.power.n >= 0 and e.toughness.n >= 0:
        return f"{e.power.n}/{e.toughness.n}"
    return None


def render_layer_static(a: StaticAbility) -> str | None:
    """The inverse of :func:`parse_layer_static`; None when ``a`` is not of this family."""
    cond = a.condition
    if cond is None:
        return _render_layer_static(a)
    if not isinstance(cond, YouControlAtLeast):
        return None
    if cond.suffix:
        raise ValueError("a condition after the effect: oracle.restriction_statics")
    f = cond.filter
    if not (isinstance(f, Filter) and len(f.types) == 1 and
            f == Filter(types=f.types, controller=Whose.YOU) and cond.count >= 2):
        raise ValueError("a condition without a rendering")
    word = _COUNTED_WORD.get(next(iter(f.types)))
    inner = _render_layer_static(dataclasses.replace(a, condition=None))
    if word is None or inner is None:
        raise ValueError("a condition without a rendering")
    return f"As long as you control {word_number(cond.count)} or more {word}, " \
           f"{inner[0].lower()}{inner[1:]}"


def _render_layer_static(a: StaticAbility) -> str | None:
    if a.cda or a.cost_modification is not None:
        return None
    if a.rules:
        if a.rules == (SpendManaAsThoughAnyColor(),) and not a.layer_effects and \
                a.replacement is None and isinstance(a.affects, ThisObject):
            return _ANY_COLOR
        return None
    r = a.replacement
    if isinstance(r, EntersAsCopy):
        if a.layer_effects:
            raise ValueError("a copy replacement with other effects has no rendering")
        but = f", except {render_exceptions(r.exceptions, holder=None)}" \
            if r.exceptions else ""
        return f"You may have ~ enter as a copy of any {render_noun(r.of)} on the " \
               f"battlefield{but}."
    if r is not None:
        return None
    aff = a.affects
    parts = a.layer_effects
    if len(parts) == 1:
        e = parts[0]
        if isinstance(e, SetColors) and not e.colors and aff == Each(EVERY_OBJECT):
            return f"{_EVERY_OBJECT_TEXT} are colorless."
        if isinstance(e, SetController) and isinstance(aff, AttachedObject) and \
                not aff.equipped:
            return f"You control enchanted {aff.noun}."
        if isinstance(e, SetBasicLandTypes) and len(e.subtypes) == 1:
            t = e.subtypes[0]
            if isinstance(aff, AttachedObject):
                return f"{_render_attached(aff)} is {_an(t)}."
            return f"{_render_plural_subject(aff)} are {_BASIC_PLURAL[t]}."
        if isinstance(e, AddTypes) and not e.types and len(e.subtypes) == 1:
            t = next(iter(e.subtypes))
            if t in BASIC and isinstance(aff, AttachedObject):
                return f"{_render_attached(aff)} is {_an(t)} in addition to its other types."
            if t in BASIC and isinstance(aff, Each) and aff.controlled_by is None and \
                    aff.filter == Filter(types=frozenset({CardType.LAND})):
                return f"Each land is {_an(t)} in addition to its other land types."
            return None
        if isinstance(e, AddTypes) and not e.subtypes and len(e.types) == 1:
            word = next(iter(e.types)).value.lower() + "s"
            subject = _render_plural_subject(aff)
            if not subject.startswith("All "):
                return None
            return f"{subject} are {word} in addition to their other types."
    pts = [e for e in parts if isinstance(e, SetPT)]
    if len(pts) == 1 and parts[-1] is pts[0]:
        pt = pts[0]
        rest = parts[:-1]
        if pt.power == _MV and pt.toughness == _MV and len(rest) == 1 and \
                isinstance(rest[0], AddTypes) and not rest[0].subtypes:
            types = rest[0].types
            subject = _render_each_subject(aff)
            if types == frozenset({CardType.CREATURE}):
                return f"{subject} is a creature in addition to its other types and has base " \
                       "power and base toughness each equal to its mana value."
            if types == frozenset({CardType.ARTIFACT, CardType.CREATURE}) and \
                    subject == "Each noncreature artifact":
                return f"{subject} is an artifact creature with power and toughness each " \
                       "equal to its mana value."
            return None
        text = _fixed_pt(pt)
        if text is None or any(not isinstance(e, LoseAllAbilities) for e in rest) or \
                len(rest) > 1:
            return None
        if isinstance(aff, AttachedObject):
            lose = "loses all abilities and " if rest else ""
            return f"{_render_attached(aff)} {lose}has base power and toughness {text}."
        lose = "lose all abilities and " if rest else ""
        return f"{_render_plural_subject(aff)} {lose}have base power and toughness {text}."
    return None


def copy_filter(a: StaticAbility) -> ObjectFilter | None:
    """What ``a`` lets its permanent enter as a copy of (CR 707.5), or None."""
    r = a.replacement
    return r.of if isinstance(r, EntersAsCopy) else None
