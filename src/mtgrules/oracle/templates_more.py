"""The breadth templates (issue 9): the long tail of ordinary trigger, effect and static
sentences, each written generally over its numbers and types.

Trigger conditions (CR 603):

- ``"When ~ becomes the target of a spell or ability"`` (115.1, 603.2);
- ``"Whenever ~ blocks"``, ``"Whenever ~ becomes blocked"``, ``"Whenever ~ blocks or becomes
  blocked"`` (509.3c-d);
- ``"When ~ is put into a graveyard from the battlefield"`` (a permanent of any type, 700.4);
- ``"Whenever ~ deals damage"``, ``"Whenever enchanted/equipped creature deals damage"``
  (120.3);

and trigger effects that name the event: ``"return it to its owner's hand."`` after a
leaves-the-battlefield trigger (the card in the graveyard, 603.6d, 400.7), ``"you gain that
much life."`` after a damage trigger (the damage dealt, 120.3).

Effects: ``"Untap ~"``, ``"Tap ~"`` (701.26), ``"~ doesn't untap during your next untap
step"`` (502.3; also after a mana ability's "Add", 605.1a).

Effects: ``"[Object] can't be blocked this turn"`` (509.1b).

Statics: ``"~ doesn't untap during your untap step."``, ``"Enchanted creature doesn't untap
during its controller's untap step."`` (502.3); ``"~ can't be blocked by creatures with power 2
or less."``, ``"... by Walls."`` (509.1b).
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.model import (
    ActivatedAbility,
    AddMana,
    ApplyRule,
    AssignAsThoughUnblocked,
    AttachedObject,
    AttacksEachCombat,
    AttacksOrBlocks,
    BecomesTarget,
    BlocksOrBecomesBlocked,
    CantAttack,
    CantAttackUnlessDefenderControls,
    CantBeBlocked,
    CantBeBlockedBy,
    CantBlock,
    CardsInGraveyard,
    ControlsNone,
    DealsCombatDamageToPlayer,
    DealsDamage,
    Dies,
    Discard,
    DoesntUntap,
    Duration,
    Each,
    EntersOrAttacks,
    EventAmount,
    EventPlayer,
    Fixed,
    GainLife,
    MayDiscardThen,
    Mill,
    ModifyPT,
    MoveTo,
    Predicate,
    ReturnDiedCard,
    SourceIs,
    StaticAbility,
    TargetSlot,
    ThisObject,
    Those,
    Untap,
    Whose,
    You,
    YouControlAtLeast,
    Zone,
)
from mtgrules.model import Tap as TapNode
from mtgrules.model.base import Ability
from mtgrules.model.effects import Effect
from mtgrules.model.triggers import Condition, TriggerEvent
from mtgrules.oracle import statics
from mtgrules.oracle.activated import MANA_SIDE_EFFECTS
from mtgrules.oracle.effects import (
    Slots,
    parse_effect,
    parse_group,
    parse_plural,
    render_effect,
    render_group,
    render_plural,
)
from mtgrules.oracle.effects import _each as each_filter
from mtgrules.oracle.effects import _object as effect_object
from mtgrules.oracle.effects import _render_object as render_effect_object
from mtgrules.oracle.effects_base import cap, low
from mtgrules.oracle.layers import parse_layer_static
from mtgrules.oracle.phrases import (
    common,
    parse_noun,
    parse_word_number,
    render_noun,
    word_number,
)
from mtgrules.oracle.pt import parse_pt, render_pt
from mtgrules.oracle.render import render_ability as render_one
from mtgrules.oracle.you_control import parse_you_control_at_least as _you_control
from mtgrules.oracle.you_control import render_you_control_at_least as _render_you_control

Targets = tuple[TargetSlot, ...]

# --- trigger conditions -------------------------------------------------------------------

_EVENTS: dict[str, TriggerEvent] = {
    "When ~ becomes the target of a spell or ability": BecomesTarget(ThisObject(), Whose.ANY),
    "Whenever ~ blocks": BlocksOrBecomesBlocked(blocks=True, becomes_blocked=False),
    "Whenever ~ becomes blocked": BlocksOrBecomesBlocked(blocks=False, becomes_blocked=True),
    "Whenever ~ blocks or becomes blocked": BlocksOrBecomesBlocked(),
    "Whenever ~ attacks or blocks": AttacksOrBlocks(),  # CR 508.3a, 509.3c
    "Whenever ~ enters or attacks": EntersOrAttacks(),  # CR 603.6a, 508.3a
    "When ~ is put into a graveyard from the battlefield": Dies(ThisObject(),
                                                                 any_permanent=True),
    "Whenever ~ deals damage": DealsDamage(ThisObject()),
    "Whenever enchanted creature deals damage": DealsDamage(AttachedObject()),
    "Whenever equipped creature deals damage": DealsDamage(AttachedObject(equipped=True)),
}
_EVENT_TEXT = {v: k for k, v in _EVENTS.items()}


def parse_event(text: str) -> TriggerEvent | None:
    """A trigger condition of this module (the text before the comma); None otherwise."""
    m = re.fullmatch(r"When you control no (.+)", text)
    if m:  # a state trigger (CR 603.8)
        f = parse_plural(m.group(1))
        if f is None or common(f).controller != Whose.ANY:
            return None
        return ControlsNone(f)
    return _EVENTS.get(text)


def render_event(e: TriggerEvent) -> str | None:
    """The inverse of :func:`parse_event`; None for other events."""
    if isinstance(e, ControlsNone):
        return f"When you control no {render_plural(e.filter)}"
    return _EVENT_TEXT.get(e)


_LEAVES = (Dies(ThisObject(), any_permanent=True), Dies(ThisObject()))


def parse_trigger_effect(event: TriggerEvent, rest: str, slots: Slots
                         ) -> tuple[Effect, ...] | None:
    """A trigger's effect whose pronoun or amount names the event: ``"return it to its
    owner's hand."`` after ``~`` is put into a graveyard (CR 603.6d), ``"you gain that much
    life."`` after a damage trigger (120.3). None for other text."""
    m = re.fullmatch(r"you may discard (a card|two cards)\. If you do, (.+)", rest)
    if m:  # CR 608.2d, 701.9
        n = 1 if m.group(1) == "a card" else 2
        return (MayDiscardThen(n), Discard(Fixed(n), You()),
                *parse_effect(cap(m.group(2)), slots))
    m = re.fullmatch(r"that player (discards|mills) (a card|two cards|three cards)\.", rest)
    if m and isinstance(event, DealsCombatDamageToPlayer):  # the player dealt damage
        n = {"a card": 1, "two cards": 2, "three cards": 3}[m.group(2)]
        return (Discard(Fixed(n), EventPlayer()) if m.group(1) == "discards" else
                Mill(Fixed(n), EventPlayer()),)
    if rest == "return it to its owner's hand." and event in _LEAVES:
        return (ReturnDiedCard(),)
    if rest == "you gain that much life." and isinstance(event, DealsDamage):
        return (GainLife(EventAmount(), You()),)
    return None


# --- effects ------------------------------------------------------------------------------

_NEXT_UNTAP = "~ doesn't untap during your next untap step"
_SELF_NOT_UNTAPPING = ApplyRule(DoesntUntap(), ThisObject(), Duration.UNTIL_NEXT_UNTAP)


def parse_sentence(s: str, slots: Slots) -> list[Effect] | None:
    """One effect sentence of this module (no final period); None otherwise."""
    m = re.fullmatch(r"(.+?) can't be blocked this turn", s)
    if m:  # CR 509.1b, 611.2
        grp = parse_group(m.group(1))
        what = Those("it") if m.group(1) == "It" else Each(grp) if grp is not None else \
            effect_object(low(m.group(1)), slots)  # "It": what the previous effect acted on
        return None if what is None else [ApplyRule(CantBeBlocked(), what,
                                                    Duration.END_OF_TURN)]
    m = re.fullmatch(r"(That creature|It) doesn't untap during its "
                     r"controller's next untap step", s)
    if m:  # CR 502.3: the object the previous effect acted on
        return [ApplyRule(DoesntUntap(), Those(low(m.group(1))), Duration.UNTIL_NEXT_UNTAP)]
    if s == "Untap ~":
        return [Untap(ThisObject())]
    if s == "Tap ~":
        return [TapNode(ThisObject())]
    if s == "Exile ~":
        return [MoveTo(ThisObject(), Zone.EXILE)]
    if s == _NEXT_UNTAP:  # CR 502.3: its controller's next untap step
        return [_SELF_NOT_UNTAPPING]
    return None


def render_node(e: Effect, targets: Targets) -> str | None:
    """The inverse of :func:`parse_sentence` and of the trigger effects; None for other
    nodes."""
    if e == _SELF_NOT_UNTAPPING:
        return _NEXT_UNTAP
    if isinstance(e, ApplyRule) and e.rule == CantBeBlocked() and e.what is not None and \
            e.duration == Duration.END_OF_TURN:
        subj = render_group(each_filter(e.what)) if isinstance(e.what, Each) else "It" \
            if e.what == Those("it") else cap(render_effect_object(e.what, targets))
        return f"{subj} can't be blocked this turn"
    if isinstance(e, ApplyRule) and e.rule == DoesntUntap() and isinstance(e.what, Those) and \
            e.what.word in ("that creature", "it") and \
            e.duration == Duration.UNTIL_NEXT_UNTAP:
        return f"{cap(e.what.word)} doesn't untap during its controller's next untap step"
    if isinstance(e, ReturnDiedCard):
        return "Return it to its owner's hand"
    if e == GainLife(EventAmount(), You()):
        return "You gain that much life"
    return None


def render_sequence(effect: tuple[Effect, ...], targets: Targets) -> str | None:
    """A whole effect the shared renderer can't write ("You gain that much life.", "You may
    discard a card. If you do, draw a card."); None for other effects. ("You may pay {1}. If
    you do, ..." is :mod:`mtgrules.oracle.may_pay`'s.)"""
    if effect == (GainLife(EventAmount(), You()),):
        return "You gain that much life."
    if len(effect) == 1 and isinstance(e := effect[0], Discard | Mill) and \
            isinstance(e.who, EventPlayer) and isinstance(e.count, Fixed) and \
            1 <= e.count.n <= 3:
        cards = ("a card", "two cards", "three cards")[e.count.n - 1]
        verb = "discards" if isinstance(e, Discard) else "mills"
        return f"That player {verb} {cards}."
    try:
        if len(effect) > 2 and isinstance(effect[0], MayDiscardThen) and \
                effect[1] == Discard(Fixed(effect[0].count), You()) and effect[0].count <= 2:
            cards = "a card" if effect[0].count == 1 else "two cards"
            return f"You may discard {cards}. If you do, " \
                   f"{low(render_effect(effect[2:], targets))}"
    except ValueError:
        return None
    return None


# --- statics ------------------------------------------------------------------------------

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
        return f"{head} {_NEXT_UNTAP}."
    return None
