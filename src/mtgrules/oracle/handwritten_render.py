"""Renderings of the model nodes the template families don't read yet, used by hand-written
definitions (issue 9, section 3: every hand-written card passes the render check): mana of
lands' types (CR 106.7), "for each" amounts, mana triggers (605.1b), replacement effects on mana and
counters (106.12b, 614.1a), control (613.1b), characteristic-defining abilities (604.3),
"unless" costs (118.12), sectors (702.158).

Like every renderer these read only the model, never an ability's ``text``: a definition
whose model says something else than its Oracle text renders differently and fails the check.
Each function raises ValueError when the node is not of a rendered shape.
"""

from __future__ import annotations

import dataclasses

from mtgrules.model import (
    ActivateAsThoughHaste,
    ActivatedAbility,
    AddAbilities,
    AddMana,
    AddManaProducedByEvent,
    AddTypes,
    ApplyContinuous,
    ApplyRule,
    AttachedObject,
    BlockOnlyWithinSector,
    CardType,
    ChooseSector,
    CounterKind,
    CountersOn,
    CountOf,
    CreateToken,
    DealDamage,
    Destroy,
    DoesntUntap,
    Each,
    EachInChosenSector,
    ExileTopMayPlay,
    ExtraCounters,
    Fixed,
    FixedMana,
    Keyword,
    KeywordName,
    LoseAllAbilities,
    ManaLandsCouldProduce,
    MultiplyMana,
    NoMaximumHandSize,
    NoteManaValueOfExiledCards,
    PutCounters,
    ReduceCost,
    RemoveTypes,
    RevealTopCard,
    Sacrifice,
    SetBasicLandTypes,
    SetController,
    SetPT,
    StaticAbility,
    Tap,
    TapOrUntap,
    TappedForMana,
    TappedForManaProducesInstead,
    TargetRef,
    TargetSlot,
    ThisObject,
    Those,
    TriggeredAbility,
    UnearthReturn,
    Unless,
    Untap,
    Whose,
    You,
    Zone,
)
from mtgrules.model.base import Ability, Duration, walk
from mtgrules.model.cost_changes import ChangeSpellCost
from mtgrules.model.costs import AbilityKeyword, ChooseOthers, Cost
from mtgrules.model.effects import Effect
from mtgrules.model.filters import Filter, ObjectFilter
from mtgrules.model.refs import AffectedObject, DefendingPlayer
from mtgrules.oracle.cda import render_cda
from mtgrules.oracle.cost_changes import render_cost_change
from mtgrules.oracle.costs import render_cost
from mtgrules.oracle.effects import (
    _render_object,
    _render_player,
    render_effect,
    render_group,
    render_node,
    render_plural,
)
from mtgrules.oracle.effects_base import cap, low
from mtgrules.oracle.phrases import (
    common,
    render_noun,
    render_permanents,
    with_fields,
    word_number,
)
from mtgrules.oracle.render import render_ability
from mtgrules.oracle.triggers import render_event


def _plural_noun(f: ObjectFilter) -> str:
    return render_plural(f)



def render_for_each(amount: object) -> str:
    """``" for each Elf you control"`` / ``" for each +1/+1 counter on ~"`` (an amount that
    multiplies an effect); ``""`` for one."""
    if amount == Fixed(1):
        return ""
    if isinstance(amount, CountOf):
        return " for each " + render_permanents(amount.filter)
    if isinstance(amount, CountersOn) and isinstance(amount.obj, ThisObject) and \
            amount.counter == CounterKind.P1P1 and amount.lki:
        return " for each +1/+1 counter on ~"
    raise ValueError(f"amount {amount!r} has no 'for each' rendering")


# --- costs ----------------------------------------------------------------------------------


def _others(verb: str, c: ChooseOthers) -> str:
    f = with_fields(c.filter, controller=Whose.ANY)
    if common(c.filter).controller != Whose.YOU:
        raise ValueError("permanents of another player in a cost")
    state = {"Tap": "untapped ", "Untap": "tapped ", "Sacrifice": ""}[verb]
    noun = render_noun(f) if c.count == 1 else _plural_noun(f)
    art = "an" if (state or noun)[:1] in "aeiou" else "a"
    return f"{verb} {word_number(c.count, art)} {state}{noun} you control"


def render_cost_more(c: Cost) -> str:
    """Costs with a loyalty change (``"+2"``, ``"−1"``, CR 606.4) or tapping/untapping other
    permanents (``"Tap two untapped red creatures you control"``, CR 118.3)."""
    if c.loyalty is not None:
        raise ValueError("a loyalty cost renders with its ability (oracle.planeswalkers)")
    if c.sacrifice or c.discard:
        raise ValueError("cost has no rendering")
    base = Cost(mana=c.mana, tap=c.tap, untap=c.untap, life=c.life,
                sacrifice_self=c.sacrifice_self)
    parts = [render_cost(base)] if base != Cost() else []
    if c.tap_others:
        parts.append(_others("Tap", c.tap_others))
    if c.untap_others:
        parts.append(_others("Untap", c.untap_others))
    if c.tap_others and c.untap_others or not parts:
        raise ValueError("cost has no rendering")
    return ", ".join(parts)


def render_unless_cost(c: Cost) -> str:
    """The words after "unless you" (CR 118.12): ``"sacrifice a creature"``,
    ``"pay {2}"``."""
    if c.sacrifice is not None and c == Cost(sacrifice=c.sacrifice):
        return low(_others("Sacrifice", c.sacrifice)).removesuffix(" you control") \
            if c.sacrifice.count == 1 and common(c.sacrifice.filter).controller == Whose.YOU \
            else low(_others("Sacrifice", c.sacrifice))
    if c == Cost(mana=c.mana) and not c.mana.is_empty():
        return f"pay {c.mana}"
    raise ValueError("an unless cost without a rendering")


# --- effects --------------------------------------------------------------------------------


def render_node_extra(e: Effect, targets: tuple[TargetSlot, ...]) -> str:
    """One sentence (no final period) of the effect nodes :mod:`mtgrules.oracle.effects`
    doesn't render."""
    match e:
        case Unless():
            inner = " ".join(render_node(x, targets) for x in e.effects)
            return f"{inner} unless you {render_unless_cost(e.cost)}"
        case Sacrifice():
            return f"Sacrifice {_render_object(e.what, targets)}"
        case TapOrUntap():
            return f"You may tap or untap {_render_object(e.what, targets)}"
        case RevealTopCard() if isinstance(e.who, DefendingPlayer) and e.to == Zone.HAND:
            noun = render_noun(with_fields(e.put_if, zone=Zone.BATTLEFIELD), card=True)
            art = "an" if noun[:1] in "aeiou" else "a"
            return ("Defending player reveals the top card of their library. If it's "
                    f"{art} {noun}, that player puts it into their hand")
        case ExileTopMayPlay():
            return "Exile the top card of your library. You may play that card this turn"
        case CreateToken() if not isinstance(e.who, You) or not isinstance(e.count, Fixed):
            text = render_node(CreateToken(e.token), targets)
            if not isinstance(e.who, You):
                text = f"{cap(_render_player(e.who, targets))} creates" + text[len("Create"):]
            return text + render_for_each(e.count)
        case AddMana() if e.amount == Fixed(1) and isinstance(e.mana, FixedMana):
            syms = "".join("{" + m.value + "}" for m in e.mana.mana)
            return f"Add {syms}"
        case AddManaProducedByEvent() if e.count == 1:
            return "That player adds one mana of any type that land produced"
        case Tap() if isinstance(e.what, Each) and isinstance(e.what.controlled_by, TargetRef):
            who = _render_player(e.what.controlled_by, targets)
            return f"Tap all {_plural_noun(e.what.filter)} {who} controls"
        case ApplyRule() if isinstance(e.rule, DoesntUntap) and isinstance(e.what, Those) \
                and e.duration == Duration.UNTIL_NEXT_UNTAP:
            return "They don't untap during their controller's next untap step"
        case ApplyRule() if isinstance(e.rule, BlockOnlyWithinSector) and e.what is None \
                and e.duration == Duration.END_OF_TURN:
            return ("Creatures in each sector can be blocked this turn only by creatures in "
                    "the same sector")
        case ApplyContinuous() if e.parts == (SetController(),) and \
                e.duration == Duration.INDEFINITE:
            return f"Gain control of {_render_object(e.what, targets)}"
        case ChooseSector():
            raise ValueError("a sector choice renders with the effect that uses it")
        case UnearthReturn():
            raise ValueError("unearth renders as its keyword")
        case _:
            raise ValueError(f"{type(e).__name__} has no rendering")


def render_effect_more(effect: tuple[Effect, ...], targets: tuple[TargetSlot, ...]
                       ) -> str | None:
    """Sentences needing more than one node, or a pronoun for a target named before: "Put a
    +1/+1 counter on each creature in the sector of your choice", "Untap it"."""
    if not any(isinstance(e, ChooseSector) for e in effect) and \
            len({r.slot for e in effect for r in _refs(e)}) == \
            sum(len({r.slot for r in _refs(e)}) for e in effect):
        return None
    out: list[str] = []
    seen: set[int] = set()
    i = 0
    while i < len(effect):
        e = effect[i]
        nxt = effect[i + 1] if i + 1 < len(effect) else None
        if isinstance(e, ChooseSector) and isinstance(nxt, PutCounters | Destroy) and \
                isinstance(nxt.what, EachInChosenSector):
            f = nxt.what.filter
            if isinstance(nxt, PutCounters):
                if nxt.counter != CounterKind.P1P1 or nxt.count != Fixed(1):
                    raise ValueError("sector counters have no rendering")
                out.append(f"Put a +1/+1 counter on each {render_permanents(f)} in the "
                           "sector of your choice.")
            else:
                out.append(f"Destroy all {_plural_noun(f)} in the sector of your choice.")
            i += 2
            continue
        if isinstance(e, Untap | Tap) and isinstance(e.what, TargetRef) and \
                e.what.slot in seen:
            out.append(f"{type(e).__name__} it.")
        else:
            out.append(render_node(e, targets) + ".")
        seen.update(n.slot for n in _refs(e))
        i += 1
    return " ".join(out)


def _refs(e: Effect) -> list[TargetRef]:
    return [n for n in walk(e) if isinstance(n, TargetRef)]


# --- abilities ------------------------------------------------------------------------------


def _mana_more(a: ActivatedAbility) -> str:
    if len(a.effect) == 2 and isinstance(a.effect[1], DealDamage):  # a pain land
        head = render_ability(dataclasses.replace(a, effect=a.effect[:1]))
        return f"{head} {render_effect(a.effect[1:], a.targets)}"
    if len(a.effect) != 1 or not isinstance(a.effect[0], AddMana) or a.sorcery_speed:
        raise ValueError("not a mana ability of one Add")
    add = a.effect[0]
    spec = add.mana
    if isinstance(spec, ManaLandsCouldProduce) and add.amount == Fixed(1):
        kind = "color" if spec.colors_only else "type"
        whose = {Whose.YOU: "you control", Whose.OPPONENT: "an opponent controls"}[
            spec.controller]
        what = f"one mana of any {kind} that a land {whose} could produce"
    elif isinstance(spec, FixedMana):
        what = "".join("{" + m.value + "}" for m in spec.mana) + render_for_each(add.amount)
    else:
        raise ValueError("mana ability has no rendering")
    return f"{render_cost(a.cost)}: Add {what}."


def _activated_more(a: ActivatedAbility) -> str:
    if a.mana_ability:
        return _mana_more(a)
    if a.keyword == AbilityKeyword.UNEARTH:
        if a.effect != (UnearthReturn(),) or a.cost != Cost(mana=a.cost.mana) or \
                a.zone != Zone.GRAVEYARD or not a.sorcery_speed or a.targets:
            raise ValueError("not an unearth ability")
        return f"Unearth {a.cost.mana}"
    if a.zone != Zone.BATTLEFIELD or a.keyword is not None or a.sorcery_speed:
        raise ValueError("activated ability has no rendering")
    return f"{render_cost(a.cost)}: {render_effect(a.effect, a.targets)}"


def _event_more(a: TriggeredAbility) -> str:
    ev = a.event
    if isinstance(ev, TappedForMana):
        if isinstance(ev.what, ThisObject):
            return "Whenever you tap ~ for mana"
        if isinstance(ev.what, AttachedObject):
            return "Whenever enchanted land is tapped for mana"
        if isinstance(ev.what, Each) and ev.what.controlled_by is None:
            noun = render_permanents(ev.what.filter)
            return f"Whenever a player taps {'an' if noun[0] in 'aeiou' else 'a'} {noun} " \
                   "for mana"
    return render_event(ev)


def _triggered_more(a: TriggeredAbility) -> str:
    if a.intervening_if is not None:
        raise ValueError("trigger has no rendering")
    if a.mana_ability and isinstance(a.event, TappedForMana) and \
            isinstance(a.event.what, AttachedObject) and len(a.effect) == 1 and \
            isinstance(a.effect[0], AddMana) and isinstance(a.effect[0].mana, FixedMana) \
            and a.effect[0].amount == Fixed(1):
        syms = "".join("{" + m.value + "}" for m in a.effect[0].mana.mana)
        return f"{_event_more(a)}, its controller adds an additional {syms}."
    if a.mana_ability and a.effect != (AddManaProducedByEvent(),):
        raise ValueError("mana trigger has no rendering")
    return f"{_event_more(a)}, {low(render_effect(a.effect, a.targets))}"




def _static_more(a: StaticAbility) -> str:
    le, aff = a.layer_effects, a.affects
    if a.cda:
        text = render_cda(a)  # CR 604.3, 208.2a
        if text is None:
            raise ValueError("characteristic-defining ability has no rendering")
        return text
    if a.replacement is not None and not le and not a.rules:
        r = a.replacement
        if isinstance(r, MultiplyMana) and r.who == Whose.YOU and r.factor in (2, 3):
            times = {2: "twice", 3: "three times"}[r.factor]
            return f"If you tap a permanent for mana, it produces {times} as much of that " \
                   "mana instead."
        if isinstance(r, ExtraCounters) and r.counter == CounterKind.P1P1 and r.extra == 1:
            noun = render_permanents(r.on)
            return f"If one or more +1/+1 counters would be put on a {noun}, that many plus " \
                   "one +1/+1 counters are put on it instead."
        if isinstance(r, TappedForManaProducesInstead):
            noun = render_permanents(r.source)
            return f"If a {noun} is tapped for mana, it produces {{{r.mana.value}}} instead " \
                   "of any other type and amount."
        raise ValueError("replacement has no rendering")
    if a.cost_modification is not None:
        cm = a.cost_modification
        if isinstance(cm, ChangeSpellCost):
            return render_cost_change(a)
        if isinstance(cm, ReduceCost) and cm.who == Whose.YOU and \
                isinstance(cm.targeting, ThisObject) and cm.keyword == AbilityKeyword.EQUIP:
            return f"Equip abilities you activate that target ~ cost {{{cm.generic}}} less " \
                   "to activate."
        raise ValueError("cost modification has no rendering")
    if a.rules == (NoMaximumHandSize(),) and not le:
        return "You have no maximum hand size."
    if a.rules == (NoteManaValueOfExiledCards(),) and not le:
        return "Note the mana value of each card as it's put into exile."
    if len(a.rules) == 1 and isinstance(a.rules[0], ActivateAsThoughHaste) and not le:
        f = a.rules[0].filter
        if common(f).controller != Whose.YOU:
            raise ValueError("haste for others' creatures")
        noun = _plural_noun(with_fields(f, controller=Whose.ANY))
        return f"You may activate abilities of {noun} you control as though those " \
               "creatures had haste."
    if a.rules:
        raise ValueError("rules have no rendering")
    if le == (SetController(),) and isinstance(aff, AttachedObject):
        return "You control enchanted creature."
    if isinstance(aff, Each) and aff.controlled_by is None:
        if len(le) == 1 and isinstance(le[0], SetBasicLandTypes) and \
                len(le[0].subtypes) == 1:
            return f"{cap(_plural_noun(aff.filter))} are {le[0].subtypes[0]}s."
        if len(le) == 1 and isinstance(le[0], AddAbilities) and len(le[0].abilities) == 1:
            return f'{render_group(aff.filter)} have "{render_ability(le[0].abilities[0])}"'
        loyal = CountersOn(AffectedObject(), CounterKind.LOYALTY, lki=False)
        f = aff.filter
        if le == (AddTypes(frozenset({CardType.CREATURE})),
                  RemoveTypes(frozenset({CardType.PLANESWALKER})), LoseAllAbilities(),
                  SetPT(loyal, loyal)) and isinstance(f, Filter) and f == Filter(
                types=frozenset({CardType.PLANESWALKER}), predicates=f.predicates) and \
                {p.value for p in f.predicates} == {"has_loyalty_counter"}:
            return ("Each planeswalker with one or more loyalty counters on it loses all "
                    "abilities and is a creature with power and toughness each equal to the "
                    "number of loyalty counters on it.")
    raise ValueError("static ability has no rendering")


def render_ability_more(a: Ability) -> str:
    """One ability's line, for the abilities :func:`mtgrules.oracle.render.render_ability`
    doesn't render. Raises ValueError."""
    if isinstance(a, Keyword) and a.name == KeywordName.SPACE_SCULPTOR:
        return "Space sculptor"
    if isinstance(a, ActivatedAbility):
        return _activated_more(a)
    if isinstance(a, TriggeredAbility):
        return _triggered_more(a)
    if isinstance(a, StaticAbility):
        return _static_more(a)
    raise ValueError(f"{type(a).__name__} has no rendering")


