"""Sentence templates of the AFR Class cards (and the cards sharing them):

- ``"That spell deals damage to each opponent equal to the number of instant and sorcery
  spells you've cast this turn"`` (:class:`~mtgrules.model.damage.ObjectDealsDamage`
  with :class:`~mtgrules.model.spell_history.SpellsCastThisTurn`, CR 120.3, 601.2i).
- ``"If any of those results was 10 or higher, draw a card"`` in a "whenever you roll one or
  more dice" trigger (:class:`~mtgrules.model.dungeons.IfRolledAtLeast`, CR 706.2);
- ``"You gain life equal to that creature's toughness"`` (the object the effect before acted
  on, as it is now or as it last existed, CR 608.2h);
- ``"Whenever you cast your second spell each turn"``, ``"Whenever an opponent casts their
  second spell each turn"`` (:class:`~mtgrules.model.SpellCast` with ``nth``, CR 601.2i);
- ``"The second spell you cast each turn costs {1} less to cast."``, ``"Spells your opponents
  cast during your turn cost {1} more to cast."`` (:class:`~mtgrules.model.ChangeSpellCost`,
  CR 601.2f);
- ``"Until end of turn, target attacking creature gets +1/+1 for each other attacking creature
  and gains double strike"`` (:class:`~mtgrules.model.CountOthers`, locked in as it resolves,
  CR 608.2h, 611.2c);
- ``"Legendary creatures you control enter with an additional +1/+1 counter on them."``,
  ``"Each other creature you control enters with an additional +1/+1 counter on it."``
  (:class:`~mtgrules.model.OthersEnterWithCounters`, CR 614.1c);
- ``"Legendary spells you cast cost {R}{G} less to cast. This effect reduces only the amount
  of colored mana you pay."`` (a colored reduction, CR 601.2f); ``"Whenever you cast a
  legendary spell"``;
- ``"You may look at the top card of your library any time."``, ``"You may cast creature
  spells from the top of your library."``, ``"Play with the top card of your library
  revealed."``, ``"You may play lands from the top of your library."`` (CR 401.2, 601.3,
  401.5, 305.1: :mod:`mtgrules.rules.library_top`);
- ``"Target land you control becomes a creature with haste and "~'s power and toughness are
  each equal to the number of lands you control." It's still a land."`` (for good, CR 611.2c;
  the granted ability sets the P/T in layer 7b: granted, it is no characteristic-defining
  ability, 604.3a); the quoted ability also reads alone;
- ``"Exile the top card of your library. For as long as it remains exiled, it has "You may
  cast this card from exile as long as you've cast another spell this turn.""``
  (the exile is :mod:`mtgrules.oracle.impulse_draw`'s, the permission
  :mod:`mtgrules.model.exile_cast`'s, CR 406.3, 601.3);
- ``"You may play an additional land this turn"`` (CR 305.2a, one-shot);
- ``"If you would roll one or more dice, instead roll that many dice plus one and ignore the
  lowest roll."`` (:class:`~mtgrules.model.RollAdditionalDie`, CR 614.1a, 706.6);
- ``"If you would gain life, you gain that much life plus 1 instead."``
  (:class:`~mtgrules.model.GainLifePlus`, CR 614.1a);
- ``"You may play an additional land on each of your turns."``
  (:class:`~mtgrules.model.AdditionalLandPlay`, CR 305.2a).
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.mana import ManaCost
from mtgrules.model import (
    AddAbilities,
    AdditionalLandPlay,
    AddTypes,
    ApplyContinuous,
    CastFromLibraryTop,
    CountOf,
    CountOthers,
    Duration,
    EachOpponent,
    EventObject,
    GainLife,
    GainLifePlus,
    LookAtLibraryTop,
    LoseLife,
    ModifyPT,
    OthersEnterWithCounters,
    PlayLandsFromLibraryTop,
    PlayWithTopRevealed,
    PowerOf,
    RollAdditionalDie,
    SetPT,
    SpellCast,
    StaticAbility,
    Supertype,
    TargetKind,
    TargetRef,
    ThisObject,
    Those,
    ToughnessOf,
    Whose,
    You,
)
from mtgrules.model.base import Ability, CardType, CounterKind, Zone
from mtgrules.model.cost_changes import ChangeSpellCost
from mtgrules.model.damage import ObjectDealsDamage
from mtgrules.model.dungeons import IfRolledAtLeast
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.exile_cast import CastFromExileAfterAnotherSpell
from mtgrules.model.filters import Filter
from mtgrules.model.land_plays import PlayAdditionalLandsThisTurn
from mtgrules.model.spell_history import SpellsCastThisTurn
from mtgrules.model.triggers import TriggerEvent
from mtgrules.oracle.effects import Slots, parse_plural, parse_sentence, render_node, render_plural
from mtgrules.oracle.effects import _object as effect_object
from mtgrules.oracle.effects import _render_object as render_effect_object
from mtgrules.oracle.effects_base import cap, grant, granted_keywords, kw_list, low, render_kw_list
from mtgrules.oracle.phrases import (
    CARD_TYPE_WORDS,
    TYPE_WORD,
    parse_permanents,
    parse_target,
    render_permanents,
    render_target,
)

_STILL_A_LAND = "It's still a land"
_LANDS_THIS_TURN = re.compile(r"You may play (up to )?(an|two|three) additional (lands?) this "
                              r"turn")
_CAST_AFTER_ANOTHER = ('For as long as it remains exiled, it has "You may cast ~ from exile as '
                       'long as you\'ve cast another spell this turn."')  # ("this card": ~)
_BECOMES_CREATURE = re.compile(r"(Target .+?) becomes a creature with (.+)")
_LAND_YOU_CONTROL = Filter(types=frozenset({CardType.LAND}), controller=Whose.YOU)
_PT_EACH = re.compile(r"~'s power and toughness are each equal to the number of (.+)\.")
_FOR_EACH = re.compile(r"Until end of turn, (.+?) gets \+(\d+)/\+(\d+) for each (other )?(.+?)"
                       r"(?: and gains (.+))?")


def _parse_for_each(m: re.Match[str], slots: Slots) -> list[Effect] | None:
    if m.group(2) != m.group(3) or int(m.group(2)) < 1:
        return None
    n = len(slots.targets)
    what = effect_object(low(m.group(1)), slots)
    f = parse_permanents(m.group(5))
    kws = kw_list(m.group(6)) if m.group(6) else ()
    if what is None or f is None or kws is None or (m.group(6) and not kws):
        del slots.targets[n:]
        return None
    per = int(m.group(2))
    # "other" than the object the continuous effect applies to
    amt = CountOthers(f, per) if m.group(4) else CountOf(f) if per == 1 else None
    if amt is None:
        del slots.targets[n:]
        return None
    parts: list[ModifyPT | AddAbilities] = [ModifyPT(amt, amt)]
    if kws:
        parts.append(grant(kws))
    return [ApplyContinuous(what, tuple(parts), Duration.END_OF_TURN)]


def _render_for_each(e: ApplyContinuous, targets: tuple[TargetSlot, ...]) -> str | None:
    if e.duration is not Duration.END_OF_TURN or not e.parts or \
            not isinstance(e.parts[0], ModifyPT) or len(e.parts) > 2:
        return None
    pt = e.parts[0]
    amt = pt.power
    if pt.toughness != amt or not isinstance(amt, CountOf | CountOthers):
        return None
    gains = ""
    if len(e.parts) == 2:
        g = e.parts[1]
        if not isinstance(g, AddAbilities):
            return None
        names = granted_keywords(g.abilities)
        if not names:
            return None
        gains = f" and gains {render_kw_list(names)}"
    per = amt.per if isinstance(amt, CountOthers) else 1
    other = "other " if isinstance(amt, CountOthers) else ""
    return (f"Until end of turn, {low(render_effect_object(e.what, targets))} gets "
            f"+{per}/+{per} for each {other}{render_permanents(amt.filter)}{gains}")


_THAT_CREATURES = re.compile(r"You (gain|lose) life equal to that creature's (power|toughness)")
_ROLLED = re.compile(r"If any of those results was (\d+) or higher, (.+)")
_SPELL_DAMAGE = re.compile(r"That spell deals damage to each opponent equal to the number of "
                           r"(?:(\w+) and (\w+) |(\w+) )?spells you've cast this turn")


def _types(words: list[str]) -> frozenset[CardType] | None:
    if not all(w in CARD_TYPE_WORDS for w in words) or len(set(words)) != len(words):
        return None
    return frozenset(CARD_TYPE_WORDS[w] for w in words)


def _render_types(types: frozenset[CardType]) -> str:
    order = [t for t in CardType if t in types]
    return " and ".join(TYPE_WORD[t] for t in order) + " " if order else ""


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """A sentence of this family (no final period); None if not of it."""
    m = _FOR_EACH.fullmatch(s)
    if m is not None:
        return _parse_for_each(m, slots)
    m = _LANDS_THIS_TURN.fullmatch(s)
    if m is not None:
        n = _LAND_WORDS[m.group(2)]
        if bool(m.group(1)) != (n > 1 and m.group(1) is not None) or \
                (n == 1) != (m.group(3) == "land"):
            return None
        return [PlayAdditionalLandsThisTurn(n, up_to=bool(m.group(1)))]
    if s == _CAST_AFTER_ANOTHER:
        return [CastFromExileAfterAnotherSpell()]
    if s == _STILL_A_LAND:
        return []  # said by the sentence before it: its rendering ends with this one
    m = _BECOMES_CREATURE.fullmatch(s)
    if m is not None:
        n = len(slots.targets)
        what = effect_object(low(m.group(1)), slots)
        kws = kw_list(m.group(2))
        if what is None or not kws or not isinstance(what, TargetRef) or \
                slots.targets[what.slot].filter != _LAND_YOU_CONTROL:
            del slots.targets[n:]
            return None
        return [ApplyContinuous(what, (AddTypes(frozenset({CardType.CREATURE})), grant(kws)),
                                Duration.INDEFINITE)]
    m = _THAT_CREATURES.fullmatch(s)
    if m is not None:
        pt = PowerOf(Those()) if m.group(2) == "power" else ToughnessOf(Those())
        return [GainLife(pt, You()) if m.group(1) == "gain" else LoseLife(pt, You())]
    m = _ROLLED.fullmatch(s)
    if m is not None and int(m.group(1)) >= 1:
        inner = parse_sentence(cap(m.group(2)), slots)
        if inner is None or len(inner) != 1:
            return None
        return [IfRolledAtLeast(int(m.group(1)), tuple(inner))]
    m = _SPELL_DAMAGE.fullmatch(s)
    if m is not None:
        types = _types([w for w in m.groups() if w])
        if types is None:
            return None
        return [ObjectDealsDamage(EventObject(), SpellsCastThisTurn(types), EachOpponent())]
    return None


def render(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse`; None for other nodes."""
    if isinstance(e, ApplyContinuous) and e.duration is Duration.INDEFINITE and \
            len(e.parts) == 2 and e.parts[0] == AddTypes(frozenset({CardType.CREATURE})) and \
            isinstance(e.parts[1], AddAbilities) and isinstance(e.what, TargetRef) and \
            targets[e.what.slot].filter == _LAND_YOU_CONTROL:
        names = granted_keywords(e.parts[1].abilities)
        return f"{cap(render_effect_object(e.what, targets))} becomes a creature with " \
               f"{render_kw_list(names)}. {_STILL_A_LAND}"
    if isinstance(e, ApplyContinuous):
        return _render_for_each(e, targets)
    if isinstance(e, GainLife | LoseLife) and e.who == You() and \
            isinstance(e.amount, PowerOf | ToughnessOf) and e.amount.obj == Those():
        verb = "gain" if isinstance(e, GainLife) else "lose"
        field = "power" if isinstance(e.amount, PowerOf) else "toughness"
        return f"You {verb} life equal to that creature's {field}"
    if isinstance(e, PlayAdditionalLandsThisTurn) and e.count in _LAND_WORDS.values():
        word = {v: k for k, v in _LAND_WORDS.items()}[e.count]
        upto = "up to " if e.up_to else ""
        return f"You may play {upto}{word} additional land{'s' if e.count > 1 else ''} " \
               "this turn"
    if isinstance(e, CastFromExileAfterAnotherSpell):
        return _CAST_AFTER_ANOTHER
    if isinstance(e, IfRolledAtLeast) and len(e.effects) == 1:
        inner = render_node(e.effects[0], targets)  # type: ignore[arg-type]
        return f"If any of those results was {e.at_least} or higher, {low(inner)}"
    if isinstance(e, ObjectDealsDamage) and e.source == EventObject() and \
            e.to == EachOpponent() and isinstance(e.amount, SpellsCastThisTurn):
        return ("That spell deals damage to each opponent equal to the number of "
                f"{_render_types(e.amount.types)}spells you've cast this turn")
    return None


_ADVANTAGE = ("If you would roll one or more dice, instead roll that many dice plus one and "
              "ignore the lowest roll.")
_GAIN = re.compile(r"If you would gain life, you gain that much life plus (\d+) instead\.")
_LANDS = re.compile(r"You may play (an|two|three) additional lands? on each of your turns\.")
_LAND_WORDS = {"an": 1, "two": 2, "three": 3}


_ORDINALS = {"second": 2, "third": 3}
_NTH_CAST = re.compile(r"Whenever (you cast your|an opponent casts their) (second|third) spell "
                       r"each turn")
_NTH_COST = re.compile(r"The (second|third) spell you cast each turn costs \{(\d+)\} less to "
                       r"cast\.")
_OPP_TURN = re.compile(r"Spells your opponents cast during your turn cost \{(\d+)\} more to "
                       r"cast\.")


_LEGENDARY_SPELL = Filter(supertypes=frozenset({Supertype.LEGENDARY}))
_ENTER_PLURAL = re.compile(r"(.+) you control enter with an additional \+1/\+1 counter on "
                           r"them\.")
_ENTER_EACH = re.compile(r"Each (.+) you control enters with an additional \+1/\+1 counter on "
                         r"it\.")
_COLORED = re.compile(r"Legendary spells you cast cost ((?:\{[WUBRG]\})+) less to cast\. This "
                      r"effect reduces only the amount of colored mana you pay\.")


def parse_event(text: str) -> TriggerEvent | None:
    """A trigger condition of this family; None if not of it."""
    if text == "Whenever you cast a legendary spell":
        return SpellCast(Whose.YOU, _LEGENDARY_SPELL)
    m = _NTH_CAST.fullmatch(text)
    if m is None:
        return None
    who = Whose.YOU if m.group(1) == "you cast your" else Whose.OPPONENT
    return SpellCast(who, Filter(), nth=_ORDINALS[m.group(2)])


def render_event(e: TriggerEvent) -> str | None:
    """The inverse of :func:`parse_event`; None for other events."""
    if e == SpellCast(Whose.YOU, _LEGENDARY_SPELL):
        return "Whenever you cast a legendary spell"
    if not isinstance(e, SpellCast) or e.nth is None or e.spell != Filter() or \
            e.who is Whose.ANY or e.nth not in _ORDINALS.values():
        return None
    word = {v: k for k, v in _ORDINALS.items()}[e.nth]
    who = "you cast your" if e.who is Whose.YOU else "an opponent casts their"
    return f"Whenever {who} {word} spell each turn"


_LOOK_TOP = "You may look at the top card of your library any time."
_TOP_RULES: dict[str, PlayWithTopRevealed | PlayLandsFromLibraryTop] = {
    "Play with the top card of your library revealed.": PlayWithTopRevealed(),
    "You may play lands from the top of your library.": PlayLandsFromLibraryTop()}
_CAST_TOP = re.compile(r"You may cast (.+) spells from the top of your library\.")


def parse_static(line: str) -> StaticAbility | None:
    """A static ability of this family; None if not of it."""
    m = _PT_EACH.fullmatch(line)
    if m is not None:
        f = parse_plural(m.group(1))
        if f is None:
            return None
        return StaticAbility("", line, affects=ThisObject(),
                             layer_effects=(SetPT(CountOf(f), CountOf(f)),))
    if line == _LOOK_TOP:
        return StaticAbility("", line, rules=(LookAtLibraryTop(),))
    if line in _TOP_RULES:
        return StaticAbility("", line, rules=(_TOP_RULES[line],))
    m = _CAST_TOP.fullmatch(line)
    if m is not None:
        slot = parse_target(f"target {m.group(1)} spell")
        if slot is None or slot.kind != TargetKind.SPELL or slot.filter == Filter():
            return None
        return StaticAbility("", line, rules=(CastFromLibraryTop(slot.filter),))
    m = _ENTER_PLURAL.fullmatch(line)
    if m is not None:
        f = parse_plural(m.group(1)[:1].lower() + m.group(1)[1:] + " you control")
        if f is None:
            return None
        return StaticAbility("", line, replacement=OthersEnterWithCounters(f, plural=True))
    m = _ENTER_EACH.fullmatch(line)
    if m is not None:
        f = parse_permanents(m.group(1) + " you control")
        if f is None:
            return None
        return StaticAbility("", line, replacement=OthersEnterWithCounters(f))
    m = _COLORED.fullmatch(line)
    if m is not None:
        return StaticAbility("", line, cost_modification=ChangeSpellCost(
            0, spells=dataclasses.replace(_LEGENDARY_SPELL, zone=Zone.STACK),
            colored=ManaCost.parse(m.group(1))))
    m = _NTH_COST.fullmatch(line)
    if m is not None and int(m.group(2)) >= 1:
        return StaticAbility("", line, cost_modification=ChangeSpellCost(
            int(m.group(2)), nth=_ORDINALS[m.group(1)]))
    m = _OPP_TURN.fullmatch(line)
    if m is not None and int(m.group(1)) >= 1:
        return StaticAbility("", line, cost_modification=ChangeSpellCost(
            int(m.group(1)), more=True, who=Whose.OPPONENT, during_your_turn=True))
    if line == _ADVANTAGE:
        return StaticAbility("", line, replacement=RollAdditionalDie())
    m = _GAIN.fullmatch(line)
    if m is not None and int(m.group(1)) >= 1:
        return StaticAbility("", line, replacement=GainLifePlus(int(m.group(1))))
    m = _LANDS.fullmatch(line)
    if m is not None and (m.group(1) == "an") == line.endswith(" land on each of your turns."):
        return StaticAbility("", line, rules=(AdditionalLandPlay(_LAND_WORDS[m.group(1)]),))
    return None


def render_static(a: Ability) -> str | None:
    """The inverse of :func:`parse_static`; None for other abilities."""
    if isinstance(a, StaticAbility) and a.affects == ThisObject() and not a.cda and \
            a.condition is None and not a.rules and a.replacement is None and \
            a.cost_modification is None and len(a.layer_effects) == 1 and \
            isinstance(a.layer_effects[0], SetPT):
        pt = a.layer_effects[0]
        if pt.power == pt.toughness and isinstance(pt.power, CountOf):
            return "~'s power and toughness are each equal to the number of " \
                   f"{render_plural(pt.power.filter)}."
        return None
    if not isinstance(a, StaticAbility) or a.layer_effects or a.cda or a.condition is not None \
            or a.affects != ThisObject():
        return None
    ch = a.cost_modification
    if isinstance(ch, ChangeSpellCost) and not ch.colored.is_empty() and ch.who is Whose.YOU \
            and ch.spells == dataclasses.replace(_LEGENDARY_SPELL, zone=Zone.STACK) and \
            ch.nth is None and not ch.during_your_turn:
        return f"Legendary spells you cast cost {ch.colored} less to cast. This effect " \
               "reduces only the amount of colored mana you pay."
    if isinstance(ch, ChangeSpellCost) and not a.rules and a.replacement is None and \
            ch.spells is None and not ch.this_spell:
        if ch.nth is not None and ch.nth in _ORDINALS.values() and not ch.more and \
                ch.who is Whose.YOU and not ch.during_your_turn:
            word = {v: k for k, v in _ORDINALS.items()}[ch.nth]
            return f"The {word} spell you cast each turn costs {{{ch.generic}}} less to cast."
        if ch.nth is None and ch.more and ch.who is Whose.OPPONENT and ch.during_your_turn:
            return f"Spells your opponents cast during your turn cost {{{ch.generic}}} more " \
                   "to cast."
        return None
    if ch is not None:
        return None
    r = a.replacement
    if a.rules == () and isinstance(r, OthersEnterWithCounters) and r.n == 1 and \
            r.counter is CounterKind.P1P1:
        if r.plural:
            return f"{cap(render_plural(r.filter))} enter with an additional +1/+1 counter " \
                   "on them."
        return f"Each {render_permanents(r.filter)} enters with an additional +1/+1 " \
               "counter on it."
    if a.rules == () and a.replacement == RollAdditionalDie():
        return _ADVANTAGE
    if a.rules == () and isinstance(a.replacement, GainLifePlus):
        return f"If you would gain life, you gain that much life plus {a.replacement.n} instead."
    if a.replacement is None and a.rules == (LookAtLibraryTop(),):
        return _LOOK_TOP
    for text, rule in _TOP_RULES.items():
        if a.replacement is None and a.rules == (rule,):
            return text
    if a.replacement is None and len(a.rules) == 1 and isinstance(a.rules[0], CastFromLibraryTop):
        noun = render_target(TargetSlot(TargetKind.SPELL, a.rules[0].spells))
        return f"You may cast {noun[len('target '):-len(' spell')]} spells from the top of " \
               "your library."
    if a.replacement is None and len(a.rules) == 1 and isinstance(a.rules[0], AdditionalLandPlay):
        n = a.rules[0].count
        word = {v: k for k, v in _LAND_WORDS.items()}[n]
        return f"You may play {word} additional land{'s' if n > 1 else ''} on each of your turns."
    return None
