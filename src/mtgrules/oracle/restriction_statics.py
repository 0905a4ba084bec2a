"""Static abilities of combat and untap restrictions, and statics under a condition:

- ``"~ doesn't untap during your untap step."``, ``"Enchanted creature doesn't untap during its
  controller's untap step."`` (CR 502.3);
- ``"~ can't be blocked by creatures with power 2 or less."``, ``"... by Walls."`` (509.1b);
- ``"~ can't attack unless defending player controls an Island."`` (508.1c);
- ``"Enchanted creature gets +2/+2 and can't block."`` (613.4c, 509.1a);
- ``"You may have ~ assign its combat damage as though it weren't blocked."`` (510.1c);
- ``"~ gets +2/+2 as long as there are seven or more cards in your graveyard."``, ``"As long
  as it's attacking, ..."`` (a condition on a static ability, 611.3a; :func:`conditional_static`);
- a mana ability followed by ``"~ doesn't untap during your next untap step."`` (605.1a).

Declared in :mod:`mtgrules.oracle.readers`: :func:`parse_static` with the static readers and
:func:`render_ability` with the ability renderers.
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.model import (
    ActivatedAbility,
    AddMana,
    AssignAsThoughUnblocked,
    AttachedObject,
    AttacksEachCombat,
    CantAttack,
    CantAttackUnlessDefenderControls,
    CantBeBlockedBy,
    CantBlock,
    CardsInGraveyard,
    DoesntUntap,
    ModifyPT,
    Predicate,
    SourceIs,
    StaticAbility,
    TargetSlot,
    ThisObject,
    YouControlAtLeast,
)
from mtgrules.model.base import Ability
from mtgrules.model.triggers import Condition
from mtgrules.oracle import statics
from mtgrules.oracle.activated import MANA_SIDE_EFFECTS
from mtgrules.oracle.effects import (
    parse_plural,
    render_plural,
)
from mtgrules.oracle.effects_base import cap, low
from mtgrules.oracle.layers import parse_layer_static
from mtgrules.oracle.phrases import (
    parse_noun,
    parse_word_number,
    render_noun,
    word_number,
)
from mtgrules.oracle.pt import parse_pt, render_pt
from mtgrules.oracle.render import render_ability as render_one
from mtgrules.oracle.source_effects import NEXT_UNTAP
from mtgrules.oracle.you_control import parse_you_control_at_least as _you_control
from mtgrules.oracle.you_control import render_you_control_at_least as _render_you_control

Targets = tuple[TargetSlot, ...]

_UNTAP_STATICS: dict[str, object] = {
    "~ doesn't untap during your untap step.": ThisObject(),
    **{f"Enchanted {noun} doesn't untap during its controller's untap step.":
       AttachedObject(noun=noun) for noun in ("creature", "permanent", "land", "artifact")},
    "Equipped creature doesn't untap during its controller's untap step.":
        AttachedObject(equipped=True),
}


_SUBJECTS: dict[str, ThisObject | AttachedObject] = {"~": ThisObject(), "Enchanted creature": AttachedObject(),
             "Equipped creature": AttachedObject(equipped=True)}
_SUBJECT_TEXT = {v: k for k, v in _SUBJECTS.items()}


_GRAVEYARD = re.compile(r"there are (\w+) or more (cards|card types among cards) in your "
                       r"graveyard")


def _graveyard_condition(text: str, suffix: bool) -> CardsInGraveyard | None:
    m = _GRAVEYARD.fullmatch(text)
    n = parse_word_number(m.group(1)) if m else None
    if m is None or n is None or n < 2:
        return None
    return CardsInGraveyard(n, card_types=m.group(2) != "cards", suffix=suffix)


_STATUS = {"attacking": Predicate.ATTACKING, "blocking": Predicate.BLOCKING,
           "tapped": Predicate.TAPPED, "untapped": Predicate.UNTAPPED,
           "attacking alone": Predicate.ATTACKING_ALONE}  # CR 506.5
_STATUS_TEXT = {v: k for k, v in _STATUS.items()}


def _condition(text: str, suffix: bool
               ) -> CardsInGraveyard | SourceIs | YouControlAtLeast | None:
    if (yc := _you_control(text)) is not None and (suffix or yc.count == 1):
        return yc if suffix else dataclasses.replace(yc, suffix=False)  # "As long as you control a Dragon, "
    m = re.fullmatch(r"it's (\w+(?: alone)?)", text)
    if m and suffix and m.group(1) in _STATUS:  # "as long as it's attacking" (CR 506.4)
        return SourceIs(_STATUS[m.group(1)])
    return _graveyard_condition(text, suffix)


def _render_condition(c: CardsInGraveyard | SourceIs | YouControlAtLeast) -> tuple[str, bool]:
    """The condition's words and whether they follow the effect."""
    if isinstance(c, YouControlAtLeast):
        if not c.suffix and c.count != 1:
            raise ValueError("oracle.layers renders this condition")
        return _render_you_control(c), c.suffix
    if isinstance(c, SourceIs):
        return f"it's {_STATUS_TEXT[c.status]}", True
    return _render_graveyard_condition(c), c.suffix


def _render_graveyard_condition(c: CardsInGraveyard) -> str:
    what = "card types among cards" if c.card_types else "cards"
    return f"there are {word_number(c.count)} or more {what} in your graveyard"


def _conditional(line: str) -> StaticAbility | None:
    """``"~ gets +2/+2 as long as there are seven or more cards in your graveyard."`` and
    ``"As long as there are seven or more cards in your graveyard, ~ gets +1/+1 and has
    flying."`` (threshold; delirium's card types, CR 611.3a): the static ability the rest of
    the line is, under the condition."""
    m = re.fullmatch(r"As long as ([^,]+), (.+)", line)
    if m:
        cond, inner = _condition(m.group(1), suffix=False), m.group(2)
        inner = inner if inner.startswith("~") else cap(inner)
    elif (m := re.fullmatch(r"(.+) as long as (.+)\.", line)):
        cond, inner = _condition(m.group(2), suffix=True), m.group(1) + "."
    else:
        return None
    if cond is None:
        return None
    return conditional_static(inner, line, cond)


def conditional_static(inner: str, line: str, cond: Condition | YouControlAtLeast) -> StaticAbility | None:
    """The static ability ``inner`` reads as (layer effects or rule modifications, no condition
    of its own), under ``cond`` and with the whole ``line`` as its text (CR 611.3a); None when
    ``inner`` is no such ability."""
    got = statics._self_static(inner) or statics.parse_static(inner) or \
        parse_layer_static(inner)
    if got is None or got.condition is not None or got.replacement is not None or \
            got.cost_modification is not None or got.cda or \
            (isinstance(cond, YouControlAtLeast) and got.rules):
        return None  # what you control conditions layer effects only (StaticAbility)
    return dataclasses.replace(got, text=line, condition=cond)


_AS_THOUGH_UNBLOCKED = "You may have ~ assign its combat damage as though it weren't blocked."
_AURA_RULES: dict[str, CantBlock | CantAttack | AttacksEachCombat] = {
    "can't block": CantBlock(), "can't attack": CantAttack(),
    "attacks each combat if able": AttacksEachCombat()}
_AURA_RULE_TEXT = {v: k for k, v in _AURA_RULES.items()}


def parse_static(line: str) -> StaticAbility | None:
    """A static ability line of this module; None otherwise."""
    cond = _conditional(line)
    if cond is not None:
        return cond
    m = re.fullmatch(r"(~|Enchanted creature|Equipped creature) can't be blocked by (.+)\.",
                     line)
    if m and (f := parse_plural(m.group(2))) is not None:  # CR 509.1b
        return StaticAbility("", line, affects=_SUBJECTS[m.group(1)],
                             rules=(CantBeBlockedBy(f),))
    m = re.fullmatch(r"(~|Enchanted creature) can't attack unless defending player controls "
                     r"(an?) (.+)\.", line)
    if m and (f := parse_noun(m.group(3))) is not None and \
            m.group(2) == ("an" if m.group(3)[0] in "aeiouAEIOU" else "a"):  # CR 508.1c
        return StaticAbility("", line, affects=_SUBJECTS[m.group(1)],
                             rules=(CantAttackUnlessDefenderControls(f),))
    m = re.fullmatch(r"(Enchanted creature|Equipped creature) gets ([+-]\d+)/([+-]\d+) and "
                     r"(can't block|can't attack|attacks each combat if able)\.", line)
    if m and (pt := parse_pt(m.group(2), m.group(3))) is not None:  # CR 613.4c, 508.1c-d
        return StaticAbility("", line, affects=_SUBJECTS[m.group(1)], layer_effects=(pt,),
                             rules=(_AURA_RULES[m.group(4)],))
    if line == _AS_THOUGH_UNBLOCKED:  # CR 510.1c
        return StaticAbility("", line, affects=ThisObject(), rules=(AssignAsThoughUnblocked(),))
    aff = _UNTAP_STATICS.get(line)
    if aff is not None:
        assert isinstance(aff, ThisObject | AttachedObject)
        return StaticAbility("", line, affects=aff, rules=(DoesntUntap(),))
    return None


def render_ability(a: Ability) -> str | None:
    """The inverse of :func:`parse_static`, and a mana ability followed by
    :data:`~mtgrules.oracle.activated.MANA_SIDE_EFFECTS`; None for other abilities."""
    if isinstance(a, StaticAbility) and (
            isinstance(a.condition, CardsInGraveyard | SourceIs) or (
                isinstance(a.condition, YouControlAtLeast) and (
                    a.condition.suffix or a.condition.count == 1))):
        assert a.condition is not None
        inner = render_one(dataclasses.replace(a, condition=None))
        cond, suffix = _render_condition(a.condition)
        if suffix:
            return f"{inner[:-1]} as long as {cond}."
        return f"As long as {cond}, {low(inner)}"
    if isinstance(a, StaticAbility) and len(a.rules) == 1 and a.rules[0] in _AURA_RULE_TEXT \
            and len(a.layer_effects) == 1 and isinstance(pt := a.layer_effects[0], ModifyPT) \
            and isinstance(a.affects, AttachedObject) and a.affects.noun == "creature" and not (
                a.replacement or a.cost_modification or a.cda or a.condition is not None):
        subj = "Equipped creature" if a.affects.equipped else "Enchanted creature"
        return f"{subj} gets {render_pt(pt)} and {_AURA_RULE_TEXT[a.rules[0]]}."
    if isinstance(a, StaticAbility) and a.rules == (AssignAsThoughUnblocked(),) and \
            isinstance(a.affects, ThisObject) and not (
                a.layer_effects or a.replacement or a.cost_modification or a.cda
                or a.condition is not None):
        return _AS_THOUGH_UNBLOCKED
    if isinstance(a, StaticAbility) and a.rules == (DoesntUntap(),) and not (
            a.layer_effects or a.replacement or a.cost_modification or a.cda
            or a.condition is not None):
        for text, aff in _UNTAP_STATICS.items():
            if aff == a.affects:
                return text
        return None
    if isinstance(a, StaticAbility) and len(a.rules) == 1 and \
            isinstance(a.rules[0], CantBeBlockedBy) and a.affects in _SUBJECT_TEXT and not (
                a.layer_effects or a.replacement or a.cost_modification or a.cda
                or a.condition is not None):
        return f"{_SUBJECT_TEXT[a.affects]} can't be blocked by {render_plural(a.rules[0].filter)}."
    if isinstance(a, StaticAbility) and len(a.rules) == 1 and \
            isinstance(a.rules[0], CantAttackUnlessDefenderControls) and \
            a.affects in _SUBJECT_TEXT and not (
                a.layer_effects or a.replacement or a.cost_modification or a.cda
                or a.condition is not None):
        noun = render_noun(a.rules[0].filter)
        art = "an" if noun[0] in "aeiouAEIOU" else "a"
        return f"{_SUBJECT_TEXT[a.affects]} can't attack unless defending player controls " \
               f"{art} {noun}."
    if isinstance(a, ActivatedAbility) and a.mana_ability and len(a.effect) == 2 and \
            isinstance(a.effect[0], AddMana) and a.effect[1] in MANA_SIDE_EFFECTS:
        head = render_one(dataclasses.replace(a, effect=a.effect[:1]))
        return f"{head} {NEXT_UNTAP}."
    return None
