"""More effect sentences, first needed by Sagas, Classes and planeswalkers (CR 714, 716,
606) and read wherever effects are: :func:`parse_more` is tried when no template of
:mod:`mtgrules.oracle.effects` reads a sentence, and :func:`render_more` renders the nodes
those templates don't.

Templates:

- edicts: ``"Each opponent sacrifices a creature [of their choice]"``, ``"Target player
  sacrifices a creature or planeswalker"``, ``"Each player sacrifices two lands"``
  (CR 701.21a; :class:`~mtgrules.model.SacrificeChosen`)
- reanimation: ``"Return target creature card from your graveyard to the battlefield"``,
  ``"Put target creature card from a graveyard onto the battlefield under your control"``
  (CR 400.7, 110.2)
- ``"Each player returns two land cards from their graveyard to the battlefield"``
- mana from a resolving ability: ``"Add {R}{R}."`` (CR 106.3; a loyalty ability is never a
  mana ability, 605.1a)
- other counters: ``"Put a loyalty counter on ~"``, ``"Put two lore counters on target
  Saga"`` (CR 122.1)
- "it"/"they": ``"Untap it"``, ``"Those creatures gain vigilance until end of turn"``,
  ``"It gets +2/+2 until end of turn"`` (the objects the previous effect acted on)
"""

from __future__ import annotations

import re
from typing import Protocol

from mtgrules.model import (
    ActivatedAbility,
    AddMana,
    ApplyContinuous,
    ApplyRule,
    CardType,
    Cost,
    CounterKind,
    Duration,
    Each,
    EachOpponent,
    EachPlayer,
    Fixed,
    ModifyPT,
    MoveTo,
    PutCounters,
    ReturnChosenFromGraveyard,
    SacrificeChosen,
    SacrificePileOfChoice,
    SetController,
    TargetKind,
    TargetRef,
    TargetSlot,
    ThisObject,
    Those,
    Untap,
    Whose,
    You,
    Zone,
)
from mtgrules.model import Tap as TapNode
from mtgrules.model.continuous import AddAbilities, AddTypes, SetPT
from mtgrules.model.effects import Effect
from mtgrules.model.filters import ObjectFilter
from mtgrules.model.permanent_effects import (
    AttackSourceDuringNextTurn,
    DealsDamageToItself,
    PreventAllDamageThisTurn,
)
from mtgrules.model.refs import ObjectRef, PlayerRef, Ref
from mtgrules.model.rules import AttacksEachCombat, CantAttack, CantBlock, RuleModification
from mtgrules.oracle.effects_base import cap, grant, granted_keywords, kw_list, low, render_kw_list
from mtgrules.oracle.mana_abilities import parse_mana_ability, render_mana_ability
from mtgrules.oracle.phrases import (
    common,
    parse_noun,
    parse_permanents,
    parse_target,
    parse_word_number,
    render_noun,
    render_permanents,
    render_target,
    with_fields,
    word_number,
)

_PLAYERS = ("Each opponent", "Each player", "Target player", "Target opponent")
_COUNTERS = {k.value: k for k in CounterKind if k not in (CounterKind.P1P1,)}


def _article(noun: str) -> str:
    return "an" if noun[:1] in "aeiou" else "a"


class SlotsLike(Protocol):
    """The target slots being collected (:class:`mtgrules.oracle.effects.Slots`)."""

    targets: list[TargetSlot]

    def add(self, t: TargetSlot) -> TargetRef:
        """Add a slot; returns its reference."""
        ...


_FIXED_PLAYERS: dict[str, PlayerRef] = {"you": You(), "each opponent": EachOpponent(),
                                        "each player": EachPlayer()}


def _player(text: str, slots: SlotsLike) -> PlayerRef | None:
    s = low(text)
    if s in _FIXED_PLAYERS:
        return _FIXED_PLAYERS[s]
    t = parse_target(s)
    if t is not None and t.kind in (TargetKind.PLAYER, TargetKind.OPPONENT) and not t.up_to:
        return slots.add(t)
    return None


def _render_player(ref: Ref, targets: tuple[TargetSlot, ...]) -> str:
    for k, v in _FIXED_PLAYERS.items():
        if ref == v:
            return k
    if isinstance(ref, TargetRef) and targets[ref.slot].kind in (
            TargetKind.PLAYER, TargetKind.OPPONENT):
        return render_target(targets[ref.slot])
    raise ValueError(f"player reference {type(ref).__name__} has no rendering here")


def _object(text: str, slots: SlotsLike) -> ObjectRef | None:
    if text == "~":
        return ThisObject()
    t = parse_target(text)
    if t is None or t.kind != TargetKind.OBJECT:
        return None
    return slots.add(t)


def _render_object(ref: Ref, targets: tuple[TargetSlot, ...]) -> str:
    if isinstance(ref, ThisObject):
        return "~"
    if isinstance(ref, TargetRef) and targets[ref.slot].kind == TargetKind.OBJECT:
        return render_target(targets[ref.slot])
    raise ValueError(f"reference {type(ref).__name__} has no rendering here")


def _singular(noun: str) -> str | None:
    """``"creatures"`` -> ``"creature"``, ``"lands"`` -> ``"land"`` for the last word."""
    head, _, last = noun.rpartition(" ")
    if not last.endswith("s"):
        return None
    return (head + " " if head else "") + last[:-1]


def parse_more(s: str, slots: SlotsLike) -> list[Effect] | None:
    """One sentence (no final period) of the templates above; None when none reads it (and
    then no target slot was added)."""
    n = len(slots.targets)
    got = _parse_more(s, slots)
    if got is None:
        del slots.targets[n:]
    return got


def _parse_more(s: str, slots: SlotsLike) -> list[Effect] | None:
    m = re.fullmatch(r"(Each opponent|Each player|Target player|Target opponent) sacrifices "
                     r"(a|an|two|three|four|five) (.+?)( of their choice)?", s)
    if m:
        n = parse_word_number(m.group(2))
        noun = m.group(3)
        if n is None:
            return None
        if n > 1:
            sing = _singular(noun)
            if sing is None:
                return None
            noun = sing
        elif m.group(2) != _article(noun):
            return None
        f = parse_noun(noun)
        who = _player(m.group(1), slots)
        if f is None or who is None:
            return None
        return [SacrificeChosen(who, f, Fixed(n), of_their_choice=bool(m.group(4)))]
    m = re.fullmatch(r"Return (.+ from your graveyard) to the battlefield", s)
    if m:
        t = parse_target(m.group(1))
        if t is None or t.kind != TargetKind.OBJECT:
            return None
        return [MoveTo(slots.add(t), Zone.BATTLEFIELD, from_zone=Zone.GRAVEYARD)]
    m = re.fullmatch(r"Put (.+ from a graveyard) onto the battlefield under your control", s)
    if m:
        t = parse_target(m.group(1))
        if t is None or t.kind != TargetKind.OBJECT:
            return None
        return [MoveTo(slots.add(t), Zone.BATTLEFIELD, from_zone=Zone.GRAVEYARD,
                       under_your_control=True)]
    m = re.fullmatch(r"Each player returns (a|an|two|three) (.+) from their graveyard to the "
                     r"battlefield", s)
    if m:
        n = parse_word_number(m.group(1))
        noun = m.group(2)
        if n is None or not noun.endswith(" cards" if n > 1 else " card"):
            return None
        noun = noun[:-1] if n > 1 else noun
        f = parse_noun(noun, card=True)
        if f is None or (n == 1 and m.group(1) != _article(noun)):
            return None
        return [ReturnChosenFromGraveyard(EachPlayer(), with_fields(f, zone=Zone.GRAVEYARD),
                                          Fixed(n))]
    if s.startswith("Add "):
        a = parse_mana_ability("{T}: " + s + ".")
        return list(a.effect) if a is not None else None
    m = re.fullmatch(r"Put (a|an|two|three|four|five) (\S+) counters? on (.+)", s)
    if m and m.group(2) in _COUNTERS:
        n = parse_word_number(m.group(1))
        if n is None or (n == 1) != (" counter on " in s) or \
                (n == 1 and m.group(1) != _article(m.group(2))):
            return None
        onto = _object(m.group(3), slots)
        if onto is None:
            return None
        return [PutCounters(onto, _COUNTERS[m.group(2)], Fixed(n))]
    m = re.fullmatch(r"Gain control of (.+?)( until end of turn| for as long as ~ remains on "
                     r"the battlefield| for as long as you control ~)?", s)
    if m:
        t = parse_target(m.group(1))
        if t is None or t.kind != TargetKind.OBJECT or common(t.filter).zone != Zone.BATTLEFIELD:
            return None
        return [ApplyContinuous(slots.add(t), (SetController(),), _CONTROL_FOR[m.group(2)])]
    m = re.fullmatch(r"Until your next turn, (.+?) (attack each combat if able|can't attack or "
                     r"block|can't attack|can't block)", s)
    if m:
        f = _parse_group(m.group(1))
        if f is None:
            return None
        (rule,) = _UNTIL_RULES[m.group(2)]
        return [ApplyRule(rule, Each(f), Duration.UNTIL_YOUR_NEXT_TURN)]
    m = re.fullmatch(r"Each (.+) deals damage to itself equal to its power", s)
    if m:
        f = parse_permanents(m.group(1))
        return [DealsDamageToItself(Each(f))] if f is not None else None
    m = re.fullmatch(r"During (target opponent|target player)'s next turn, creatures that "
                     r"player controls attack ~ if able", s)
    if m:
        t = parse_target(m.group(1))
        return [AttackSourceDuringNextTurn(slots.add(t))] if t is not None else None
    m = re.fullmatch(r"Until end of turn, ~ becomes a (\d+)/(\d+) ((?:[A-Z][a-z]+ )+)creature "
                     r"that's still a planeswalker", s)
    if m:
        subtypes = m.group(3).split()
        if subtypes != sorted(set(subtypes)):
            return None
        return [ApplyContinuous(ThisObject(), (
            AddTypes(frozenset({CardType.CREATURE}), frozenset(subtypes)),
            SetPT(Fixed(int(m.group(1))), Fixed(int(m.group(2))))), Duration.END_OF_TURN)]
    m = re.fullmatch(r"Prevent all damage that would be dealt to (~|him|her) this turn", s)
    if m:
        return [PreventAllDamageThisTurn(ThisObject(), "" if m.group(1) == "~" else m.group(1))]
    if s == "Untap that creature":
        return [Untap(Those("that creature"))]
    m = re.fullmatch(r"(Untap|Tap) (it|them)", s)
    if m:
        w = Those(m.group(2))
        return [Untap(w) if m.group(1) == "Untap" else TapNode(w)]
    m = re.fullmatch(r"(It|They|Those creatures) (gets?|gains?) (.+) until end of turn", s)
    if m:
        word, verb = m.group(1), m.group(2)
        if verb.endswith("s") != (word == "It"):
            return None
        rest = m.group(3)
        parts: list[ModifyPT | AddAbilities] = []
        if verb.startswith("get"):
            m2 = re.fullmatch(r"([+-]\d+)/([+-]\d+)(?: and gains? (.+))?", rest)
            if not m2 or "-0" in (m2.group(1), m2.group(2)):
                return None
            parts.append(ModifyPT(Fixed(int(m2.group(1))), Fixed(int(m2.group(2)))))
            if m2.group(3):
                if (" gains " in rest) != (word == "It"):
                    return None
                kws = kw_list(m2.group(3))
                if kws is None:
                    return None
                parts.append(grant(kws))
        else:
            kws = kw_list(rest)
            if kws is None:
                return None
            parts.append(grant(kws))
        return [ApplyContinuous(Those(low(word)), tuple(parts), Duration.END_OF_TURN)]
    return None


_CONTROL_FOR = {None: Duration.INDEFINITE, " until end of turn": Duration.END_OF_TURN,
                " for as long as ~ remains on the battlefield": Duration.WHILE_SOURCE_REMAINS,
                " for as long as you control ~": Duration.WHILE_YOU_CONTROL_SOURCE}
_CONTROL_TEXT = {v: k or "" for k, v in _CONTROL_FOR.items()}
_UNTIL_RULES: dict[str, tuple[RuleModification, ...]] = {
    "attack each combat if able": (AttacksEachCombat(),), "can't attack": (CantAttack(),),
    "can't block": (CantBlock(),)}
_UNTIL_TEXT = {v: k for k, v in _UNTIL_RULES.items()}
_PLURAL = {"creatures": "creature", "artifacts": "artifact", "enchantments": "enchantment",
           "lands": "land", "planeswalkers": "planeswalker", "permanents": "permanent"}
_SINGULAR = {v: k for k, v in _PLURAL.items()}


def _parse_group(text: str) -> ObjectFilter | None:
    """``"creatures your opponents control"``, ``"all creatures"`` (a plural group; "all"
    exactly when no controller is named, as Oracle writes it)."""
    has_all = text.startswith("all ")
    words = (text[4:] if has_all else text).replace(
        " your opponents control", " an opponent controls").split(" ")
    for i, w in enumerate(words):
        base = w[3:] if w.startswith("non") else w
        if base in _PLURAL:
            words[i] = w[: len(w) - len(base)] + _PLURAL[base]
            break
    else:
        return None
    f = parse_permanents(" ".join(words))
    if f is None or has_all != (common(f).controller == Whose.ANY):
        return None
    return f


def _render_group(f: ObjectFilter) -> str:
    """The inverse of :func:`_parse_group`."""
    words = render_permanents(f).replace(" an opponent controls", " your opponents control") \
        .split(" ")
    for i, w in enumerate(words):
        base = w[3:] if w.startswith("non") else w
        if base in _SINGULAR:
            words[i] = w[: len(w) - len(base)] + _SINGULAR[base]
            break
    else:
        raise ValueError("no plural rendering")
    text = " ".join(words)
    return "all " + text if common(f).controller == Whose.ANY else text


def _those(w: object) -> str | None:
    return w.word if isinstance(w, Those) and w.word else None


def render_more(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The sentence (no final period) of a node of the templates above; None for a node
    they don't make (the shared renderer renders it)."""
    match e:
        case SacrificePileOfChoice():
            who = _render_player(e.who, targets)
            return f"Separate all permanents {who} controls into two piles. That player " \
                "sacrifices all permanents in the pile of their choice"
        case SacrificeChosen():
            k = e.count.n if isinstance(e.count, Fixed) else None
            if k is None or k < 1:
                raise ValueError("an edict count without a rendering")
            noun = render_noun(e.filter)
            words = f"{_article(noun)} {noun}" if k == 1 else f"{word_number(k)} {noun}s"
            tail = " of their choice" if e.of_their_choice else ""
            if isinstance(e.who, You):  # "Sacrifice a creature" (CR 701.21a)
                return f"Sacrifice {words}{tail}"
            return f"{cap(_render_player(e.who, targets))} sacrifices {words}{tail}"
        case MoveTo() if e.to == Zone.BATTLEFIELD and e.from_zone == Zone.GRAVEYARD and \
                isinstance(e.what, TargetRef):
            obj = render_target(targets[e.what.slot])
            if e.under_your_control and obj.endswith(" from a graveyard"):
                return f"Put {obj} onto the battlefield under your control"
            if not e.under_your_control and obj.endswith(" from your graveyard"):
                return f"Return {obj} to the battlefield"
            raise ValueError("a return to the battlefield without a rendering")
        case ReturnChosenFromGraveyard():
            k = e.count.n if isinstance(e.count, Fixed) else None
            if not isinstance(e.who, EachPlayer) or k is None or \
                    common(e.filter).zone != Zone.GRAVEYARD:
                raise ValueError("a return without a rendering")
            noun = render_noun(with_fields(e.filter, zone=Zone.BATTLEFIELD), card=True)
            words = f"{_article(noun)} {noun}" if k == 1 else f"{word_number(k)} {noun}s"
            return f"Each player returns {words} from their graveyard to the battlefield"
        case AddMana():
            text = render_mana_ability(ActivatedAbility("", "", cost=Cost(tap=True), effect=(e,),
                                                        mana_ability=True))
            return text[len("{T}: "):-1]
        case PutCounters() if e.counter != CounterKind.P1P1 and not (
                e.counter == CounterKind.M1M1 and isinstance(e.what, Each)):
            k = e.count.n if isinstance(e.count, Fixed) else 0
            if k < 1:
                raise ValueError("a counter count without a rendering")
            kind = e.counter.value
            words = _article(kind) if k == 1 else word_number(k)
            obj = "~" if isinstance(e.what, ThisObject) else _render_object(e.what, targets)
            return f"Put {words} {kind} counter{'' if k == 1 else 's'} on {obj}"
        case ApplyContinuous() if e.parts == (SetController(),) and \
                isinstance(e.what, TargetRef) and e.duration in _CONTROL_TEXT:
            return f"Gain control of {render_target(targets[e.what.slot])}" \
                f"{_CONTROL_TEXT[e.duration]}"
        case ApplyRule() if e.duration == Duration.UNTIL_YOUR_NEXT_TURN and \
                isinstance(e.what, Each) and e.what.controlled_by is None and \
                (e.rule,) in _UNTIL_TEXT:
            return f"Until your next turn, {_render_group(e.what.filter)} " \
                f"{_UNTIL_TEXT[(e.rule,)]}"
        case DealsDamageToItself() if isinstance(e.what, Each) and e.what.controlled_by is None:
            return f"Each {render_permanents(e.what.filter)} deals damage to itself equal to " \
                "its power"
        case AttackSourceDuringNextTurn() if isinstance(e.who, TargetRef):
            return f"During {render_target(targets[e.who.slot])}'s next turn, creatures that " \
                "player controls attack ~ if able"
        case ApplyContinuous() if isinstance(e.what, ThisObject) and \
                e.duration == Duration.END_OF_TURN and len(e.parts) == 2 and \
                isinstance(e.parts[0], AddTypes) and isinstance(e.parts[1], SetPT) and \
                e.parts[0].types == frozenset({CardType.CREATURE}) and e.parts[0].subtypes:
            pt = e.parts[1]
            if not (isinstance(pt.power, Fixed) and isinstance(pt.toughness, Fixed)):
                raise ValueError("a non-fixed P/T")
            subs = " ".join(sorted(e.parts[0].subtypes))
            return f"Until end of turn, ~ becomes a {pt.power.n}/{pt.toughness.n} {subs} " \
                "creature that's still a planeswalker"
        case PreventAllDamageThisTurn() if isinstance(e.to, ThisObject):
            return f"Prevent all damage that would be dealt to {e.pronoun or '~'} this turn"
        case Untap() if _those(e.what) == "that creature":
            return "Untap that creature"
        case Untap() | TapNode() if (w := _those(e.what)) in ("it", "them"):
            return f"{type(e).__name__} {w}"
        case ApplyContinuous() if (w := _those(e.what)) in ("it", "they", "those creatures"):
            if e.duration != Duration.END_OF_TURN:
                raise ValueError("a duration other than until end of turn")
            s = "s" if w == "it" else ""
            parts = list(e.parts)
            out = ""
            p = parts[0] if parts else None
            if isinstance(p, ModifyPT):
                parts.pop(0)
                if not (isinstance(p.power, Fixed) and isinstance(p.toughness, Fixed)):
                    raise ValueError("a non-fixed P/T change")
                out = f"get{s} {p.power.n:+d}/{p.toughness.n:+d}"
            p2 = parts[0] if parts else None
            if isinstance(p2, AddAbilities):
                parts.pop(0)
                g = f"gain{s} {render_kw_list(granted_keywords(p2.abilities))}"
                out = f"{out} and {g}" if out else g
            if parts or not out:
                raise ValueError("continuous effect parts without a rendering")
            return f"{cap(w)} {out} until end of turn"
    return None
