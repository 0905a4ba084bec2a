"""The effect family: one-shot effect sentences (CR 608.2c) -> effect nodes of
:mod:`mtgrules.model`.

Templates (each a sentence ending in "."; the first word capitalised as a spell prints it):

- damage: ``"~ deals N damage to any target"``, ``"~ deals X damage to target creature"``,
  ``"~ deals N damage to each opponent"``, ``"... to each creature [you control]"`` (CR 120)
- cards: ``"Draw a card"``, ``"Draw N cards"``, ``"Target player draws N cards"`` (CR 121),
  ``"Scry N"`` (701.22), ``"Target player mills N cards"``/``"Mill N cards"`` (701.17)
- life: ``"You gain N life"``, ``"Each opponent loses N life"``, ``"Target player loses N
  life"`` (CR 119)
- pump: ``"Target creature gets +N/+N until end of turn"``, ``"... and gains flying until end
  of turn"``, ``"Creatures you control get +1/+1 until end of turn"`` (CR 613.4c, 611.2)
- keywords: ``"Target creature gains haste until end of turn"`` (CR 613.1f)
- removal: ``"Destroy target creature"``, ``"Destroy all creatures"`` (701.8), ``"Exile target
  artifact"`` (406), ``"Return target creature to its owner's hand"``, ``"Return target creature
  card from your graveyard to your hand"`` (400.7), ``"Counter target spell"`` (701.6)
- state: ``"Tap target creature"``, ``"Untap target land"`` (701.26), ``"Put a +1/+1 counter on
  target creature"`` (122.1)
- choice: ``"You may <effect>"`` (a yes/no decision, CR 608.2d)

:func:`parse_effect` gives effect nodes and target slots (:class:`~mtgrules.model.TargetRef`
references); :func:`render_effect` writes them back from the nodes alone.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from mtgrules.model import (
    AddAbilities,
    ApplyContinuous,
    ApplyRule,
    AttachedObject,
    CantBlock,
    Compound,
    Counter,
    CounteredTo,
    CounterKind,
    CreateToken,
    DealDamage,
    Destroy,
    Discard,
    Draw,
    Duration,
    Each,
    EachOpponent,
    EachPlayer,
    Fixed,
    GainLife,
    LoseLife,
    May,
    MayIfYouDo,
    Mill,
    ModifyPT,
    MoveTo,
    PutCounters,
    Scry,
    Surveil,
    TargetAndSameName,
    TargetKind,
    TargetRef,
    TargetSlot,
    ThisObject,
    Those,
    Transform,
    Untap,
    Whose,
    X,
    You,
    Zone,
)
from mtgrules.model import Tap as TapNode
from mtgrules.model.each_singular import EachSingular
from mtgrules.model.effects import Effect
from mtgrules.model.filters import AnyOf, ObjectFilter, Predicate
from mtgrules.model.refs import (
    AttackedPlayerOrPlaneswalker,
    ExiledCards,
    ObjectRef,
    PlayerRef,
    Ref,
)
from mtgrules.oracle.counters import parse_counter_sentence, render_counter_node
from mtgrules.oracle.effects_base import (
    cap,
    grant,
    granted_keywords,
    kw_list,
    low,
    render_kw_list,
)
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.exile_until import merge_return_later
from mtgrules.oracle.following_sentences import (
    DAMAGED_NO_REGEN,
    merge_following,
    merge_that_player,
)
from mtgrules.oracle.following_sentences import NO_REGEN as _NO_REGEN
from mtgrules.oracle.granted import until_first, walk_own
from mtgrules.oracle.history import merge_instead
from mtgrules.oracle.if_you_do import merge_if_you_do
from mtgrules.oracle.impulse import merge_impulse
from mtgrules.oracle.layer_effects import (
    parse_layer_sentence,
    render_layer_node,
    render_untap_and_control,
)
from mtgrules.oracle.library_look import merge_look, merge_look_may_bottom
from mtgrules.oracle.normalize import sentences
from mtgrules.oracle.permanent_effects import parse_more, render_more
from mtgrules.oracle.phrases import (
    common,
    parse_amount,
    parse_each_permanents,
    parse_permanents,
    parse_target,
    parse_word_number,
    render_amount,
    render_each_permanents,
    render_permanents,
    render_target,
    word_number,
)
from mtgrules.oracle.piles import merge_piles
from mtgrules.oracle.plurals import TYPE_LIST as _TYPE_LIST
from mtgrules.oracle.plurals import parse_plural, render_plural
from mtgrules.oracle.prevention import parse_prevention_sentence, render_prevention_node
from mtgrules.oracle.pt import PT, parse_pt, render_pt
from mtgrules.oracle.reveal_hand import merge_reveal
from mtgrules.oracle.sacrifice_or import merge_if_a_player_does, merge_if_cant
from mtgrules.oracle.spell_costs import (
    merge_exile_play,
    merge_flashback_cost,
    parse_cost_sentence,
    render_cost_sentence,
)
from mtgrules.oracle.still_land import merge_still_land
from mtgrules.oracle.subtype_lists import parse_subtype_list, render_subtype_list
from mtgrules.oracle.subtypes import SUBTYPE_WORDS
from mtgrules.oracle.tokens import parse_token, render_token, token_def
from mtgrules.oracle.unless import parse_unless_sentence, render_unless_node


@dataclass
class Slots:
    """The target slots of the ability being parsed (CR 115.1), in text order."""

    targets: list[TargetSlot] = field(default_factory=list)

    def add(self, t: TargetSlot) -> TargetRef:
        """Add a slot; returns its reference."""
        self.targets.append(t)
        return TargetRef(len(self.targets) - 1)


# --- references -------------------------------------------------------------------------------


_SAME_NAME = re.compile(r"(target .+?) and all other (.+) with the same name as that (\w+)")


def _same_name(s: str, slots: Slots) -> TargetAndSameName | None:
    """``"target creature and all other creatures with the same name as that creature"``
    (CR 201.2): "that <noun>" is the group's singular noun."""
    m = _SAME_NAME.fullmatch(s)
    if not m:
        return None
    t = parse_target(m.group(1))
    f = parse_plural(m.group(2))
    if t is None or f is None or t.kind != TargetKind.OBJECT or t.up_to or \
            common(t.filter).zone != Zone.BATTLEFIELD or common(f).other or \
            render_permanents(f) != m.group(3):
        return None
    return TargetAndSameName(slots.add(t), f)


def _object(s: str, slots: Slots, self_ok: bool = True) -> ObjectRef | None:
    """An object reference: ``~`` (the source) or a target phrase naming objects."""
    if s == "~" and self_ok:
        return ThisObject()
    if " and all other " in s:
        return _same_name(s, slots)
    if s in ("enchanted creature", "equipped creature"):
        return AttachedObject(equipped=s == "equipped creature")
    t = parse_target(s)
    if t is None or t.kind in (TargetKind.PLAYER, TargetKind.OPPONENT):
        return None
    return slots.add(t)


def _render_object(ref: Ref, targets: tuple[TargetSlot, ...]) -> str:
    if isinstance(ref, ThisObject):
        return "~"
    if isinstance(ref, AttachedObject):
        return "equipped creature" if ref.equipped else "enchanted creature"
    if isinstance(ref, TargetRef):
        return render_target(targets[ref.slot])
    if isinstance(ref, TargetAndSameName):
        return f"{render_target(targets[ref.target.slot])} and all other " \
               f"{render_plural(ref.filter)} " \
               f"with the same name as that {render_permanents(ref.filter)}"
    raise ValueError(f"reference {type(ref).__name__} has no rendering here")


ATTACKED = "the player or planeswalker it's attacking"
"""What the trigger's attacking creature attacks (:class:`AttackedPlayerOrPlaneswalker`)."""


def _player(s: str, slots: Slots) -> PlayerRef | None:
    fixed: dict[str, PlayerRef] = {"you": You(), "each opponent": EachOpponent(),
                                   "each player": EachPlayer(),
                                   ATTACKED: AttackedPlayerOrPlaneswalker()}  # CR 508.1b
    if s in fixed:
        return fixed[s]
    t = parse_target(s)
    if t is not None and t.kind in (TargetKind.PLAYER, TargetKind.OPPONENT) and not t.up_to:
        return slots.add(t)
    return None


def _render_player(ref: Ref, targets: tuple[TargetSlot, ...]) -> str:
    if isinstance(ref, You):
        return "you"
    if isinstance(ref, EachOpponent):
        return "each opponent"
    if isinstance(ref, EachPlayer):
        return "each player"
    if isinstance(ref, AttackedPlayerOrPlaneswalker):
        return ATTACKED
    if isinstance(ref, TargetRef) and targets[ref.slot].kind in (
            TargetKind.PLAYER, TargetKind.OPPONENT):
        return render_target(targets[ref.slot])
    raise ValueError(f"player reference {type(ref).__name__} has no rendering here")


def _count_cards(s: str) -> int | None:
    m = re.fullmatch(r"(a|\w+) cards?", s)
    if not m:
        return None
    n = parse_word_number(m.group(1))
    if n is None or n == 0 or (n == 1) != s.endswith(" card") or (n == 1 and m.group(1) != "a"):
        return None
    return n


def _render_cards(n: Fixed) -> str:
    return "a card" if n.n == 1 else f"{word_number(n.n)} cards"


def _fixed(a: object) -> Fixed:
    if not isinstance(a, Fixed):
        raise ValueError("a non-fixed count has no rendering")
    return a


# --- one sentence -----------------------------------------------------------------------------


def parse_sentence(s: str, slots: Slots) -> list[Effect] | None:
    """One effect sentence without its final period, capitalised. None if no template
    matches (the caller reports the sentence as unsupported): the readers of
    :data:`SENTENCE_PARSERS` in their declared order (this module's own templates,
    :func:`parse_core_sentence`, first)."""
    n = len(slots.targets)
    for parse_family in SENTENCE_PARSERS:
        got = parse_family(s, slots)
        if got is not None:
            return got
        del slots.targets[n:]  # a reader that added a slot, then failed, leaves none behind
    return None


def parse_core_sentence(s: str, slots: Slots) -> list[Effect] | None:
    """This module's own templates of one effect sentence (the first entry of the declared
    table, :data:`mtgrules.oracle.readers.SENTENCE_READERS`); None for another sentence."""
    counted = parse_counter_sentence(s, slots)
    if counted is not None:
        return counted
    costed = parse_cost_sentence(s, slots, parse_sentence)
    if costed is not None:
        return costed
    more = parse_more(s, slots)  # more templates (Sagas, Classes, planeswalkers first)
    if more is not None:
        return more
    got = parse_prevention_sentence(s, slots)
    if got is not None:
        return got
    got = parse_unless_sentence(s, slots, parse_sentence)
    if got is not None:
        return got
    layered = parse_layer_sentence(s, slots)
    if layered is not None:
        return layered
    m = re.fullmatch(r"~ deals (\d+|X) damage to (.+)", s)
    if m:
        amt = parse_amount(m.group(1))
        dest = m.group(2)
        no_regen = dest.endswith(". " + DAMAGED_NO_REGEN)  # CR 701.19c
        if no_regen:
            dest = dest[: -len(". " + DAMAGED_NO_REGEN)]
        to: Ref | None = _player(dest, slots) if dest != "you" else None
        if to is None:
            to = _object(dest, slots, self_ok=False)
        if to is None and dest.startswith("each "):
            f = parse_each_permanents(dest[5:])
            to = Each(f) if f is not None else None
        if amt is None or to is None:
            return None
        return [DealDamage(amt, to, no_regenerate=no_regen)]
    m = re.fullmatch(r"Draw (.+)", s)
    if m:
        if m.group(1) == "X cards":  # CR 107.3a: the X announced for the cost
            return [Draw(You(), X())]
        n = _count_cards(m.group(1))
        return None if n is None else [Draw(You(), Fixed(n))]
    m = re.fullmatch(r"(Target player|Target opponent|Each player|Each opponent) "
                     r"(draws|mills) (.+)", s)
    if m:
        n = _count_cards(m.group(3))
        who = _player(low(m.group(1)), slots)
        count: X | Fixed | None = X() if m.group(3) == "X cards" else (  # 107.3a
            Fixed(n) if n is not None else None)
        if count is None or who is None:
            return None
        return [Draw(who, count) if m.group(2) == "draws" else Mill(count, who)]
    m = re.fullmatch(r"Mill (.+)", s)
    if m:
        n = _count_cards(m.group(1))
        return None if n is None else [Mill(Fixed(n), You())]
    m = re.fullmatch(r"(Scry|Surveil) ([1-9]\d*)", s)
    if m:
        k = int(m.group(2))
        return [Scry(k) if m.group(1) == "Scry" else Surveil(k)]
    m = re.fullmatch(r"(?:(Target player|Target opponent|Each player|Each opponent) discards|"
                     r"Discard) (.+)", s)
    if m:
        n = _count_cards(m.group(2))
        who = _player(low(m.group(1)), slots) if m.group(1) else You()
        if n is None or who is None:
            return None
        return [Discard(Fixed(n), who)]
    m = re.fullmatch(r"(You|Target player|Target opponent|Each player|Each opponent) "
                     r"(gain|gains|lose|loses) (\d+|X) life", s)
    if m:
        who = _player(low(m.group(1)), slots)
        amt = parse_amount(m.group(3))
        verb = m.group(2)
        if who is None or amt is None or verb.endswith("s") == isinstance(who, You):
            return None
        return [GainLife(amt, who) if verb.startswith("gain") else LoseLife(amt, who)]
    m = re.fullmatch(r"(.+?) (gets?) " + PT + r"(?: and gains? (.+))? until end of turn", s)
    if m:
        plural = m.group(2) == "get"
        what = _subject(m.group(1), plural, slots)
        mod = parse_pt(m.group(3), m.group(4), allow_x=True)
        if what is None or mod is None:
            return None
        parts: list[ModifyPT | AddAbilities] = [mod]
        if m.group(5):
            kws = kw_list(m.group(5))
            if kws is None:
                return None
            parts.append(grant(kws))
        return [ApplyContinuous(what, tuple(parts), Duration.END_OF_TURN)]
    m = re.fullmatch(r"(.+?) (gains?) (.+) until end of turn", s)
    if m:
        what = _subject(m.group(1), m.group(2) == "gain", slots)
        kws = kw_list(m.group(3))
        if what is None or not kws:
            return None
        return [ApplyContinuous(what, (grant(kws),), Duration.END_OF_TURN)]
    m = re.fullmatch(r"(Destroy|Exile|Tap|Untap) (.+)", s)
    if m:
        verb, rest = m.group(1), m.group(2)
        no_regen = ""  # CR 701.19c: "Destroy ... It can't be regenerated."
        if verb == "Destroy" and rest.endswith(_NO_REGEN) and ". " in rest:
            rest, no_regen = rest.rsplit(". ", 1)
            if no_regen != ("They" if rest.startswith(("all ", "each ")) else "It") + _NO_REGEN:
                return None
        if rest.startswith("each ") and verb in ("Destroy", "Tap", "Untap"):
            f = parse_permanents(rest[len("each "):])  # "Destroy each creature with ..."
            if f is None or no_regen and no_regen != "They" + _NO_REGEN:
                return None
            each = EachSingular(f)
            return [Destroy(each, no_regenerate=bool(no_regen)) if verb == "Destroy"
                    else TapNode(each) if verb == "Tap" else Untap(each)]
        if rest.startswith("all ") and verb in ("Destroy", "Exile"):
            f = parse_plural(rest[4:])
            if f is None:
                return None
            return [Destroy(Each(f), no_regenerate=bool(no_regen)) if verb == "Destroy"
                    else MoveTo(Each(f), Zone.EXILE)]
        if " and all other " in rest and verb in ("Destroy", "Exile") and not no_regen:
            both = _same_name(rest, slots)  # CR 201.2
            if both is None:
                return None
            return [Destroy(both) if verb == "Destroy" else MoveTo(both, Zone.EXILE)]
        t = parse_target(rest)
        if t is None or t.kind != TargetKind.OBJECT:
            return None
        if common(t.filter).zone != Zone.BATTLEFIELD and verb != "Exile":
            return None
        ref = slots.add(t)
        node: Effect
        if verb == "Destroy":
            node = Destroy(ref, no_regenerate=bool(no_regen))
        elif verb == "Tap":
            node = TapNode(ref)
        elif verb == "Untap":
            node = Untap(ref)
        else:
            node = MoveTo(ref, Zone.EXILE)
        return [node]
    m = re.fullmatch(r"Return (.+) to their owners' hands", s)  # CR 201.2
    if m and " and all other " in m.group(1):
        both = _same_name(m.group(1), slots)
        return None if both is None else [MoveTo(both, Zone.HAND, from_zone=Zone.BATTLEFIELD)]
    m = re.fullmatch(r"Return (.+) to its owner's hand", s)
    if m and m.group(1) != "~":
        t = parse_target(m.group(1))
        if t is None or t.kind != TargetKind.OBJECT or common(t.filter).zone != Zone.BATTLEFIELD:
            return None
        return [MoveTo(slots.add(t), Zone.HAND, from_zone=Zone.BATTLEFIELD)]
    m = re.fullmatch(r"Return (.+ from your graveyard) to your hand", s)
    if m:
        t = parse_target(m.group(1))
        if t is None or t.kind != TargetKind.OBJECT:
            return None
        return [MoveTo(slots.add(t), Zone.HAND, from_zone=Zone.GRAVEYARD)]
    m = re.fullmatch(r"Counter (.+)", s)
    if m:
        t = parse_target(m.group(1))
        if t is None or t.kind not in (TargetKind.SPELL, TargetKind.ABILITY):
            return None
        return [Counter(slots.add(t))]
    m = re.fullmatch(r"Put (a|\w+) ([+-]1/[+-]1) counters? on (.+)", s)
    if m and m.group(2) in _PT_COUNTERS:  # CR 122.1a: +1/+1 and -1/-1 counters
        n = parse_word_number(m.group(1)) if m.group(1) != "X" else 2  # X: CR 107.3a
        if n is None or n == 0 or (n == 1) != (" counter on " in s) or \
                (n == 1 and m.group(1) != "a"):
            return None
        on = m.group(3)
        onto: ObjectRef | None
        if on.startswith("each "):
            f = parse_permanents(on[5:])
            onto = Each(f) if f is not None else None
        else:
            onto = _object(on, slots)
        if onto is None:
            return None
        return [PutCounters(onto, _PT_COUNTERS[m.group(2)],
                            X() if m.group(1) == "X" else Fixed(n))]
    m = re.fullmatch(r"Create (a|an|\w+) (.+?) (tokens?)( with .+)?", s)
    if m and m.group(1) == "X" and m.group(3) == "tokens":  # CR 107.3a: X announced
        d = parse_token(m.group(2) + " token" + (m.group(4) or ""))
        return None if d is None else [CreateToken(d.name, X(), You())]
    if m:
        n = parse_word_number(m.group(1))
        if n is None or n == 0 or (m.group(3) == "tokens") != (n > 1):
            return None
        tapped = m.group(2).startswith("tapped ")  # CR 110.5b: the tokens enter tapped
        body = m.group(2)[len("tapped "):] if tapped else m.group(2)
        d = parse_token(body + " token" + (m.group(4) or ""))
        if d is None or (n == 1 and m.group(1) != ("an" if m.group(2)[0] in "8AEIOU" else "a")):
            return None
        return [CreateToken(d.name, Fixed(n), You(), tapped=tapped)]
    m = re.fullmatch(r"(.+?) can't block this turn", s)
    if m:
        grp = parse_group(m.group(1))
        what = Each(grp) if grp is not None else _object(low(m.group(1)), slots)
        if what is None:
            return None
        return [ApplyRule(CantBlock(), what, Duration.END_OF_TURN)]
    m = re.fullmatch(r"(Tap|Untap|Exile) ~", s)
    if m:
        return [TapNode(ThisObject()) if m.group(1) == "Tap" else Untap(ThisObject())
                if m.group(1) == "Untap" else MoveTo(ThisObject(), Zone.EXILE)]
    if s == "Return ~ to its owner's hand":
        return [MoveTo(ThisObject(), Zone.HAND, from_zone=Zone.BATTLEFIELD)]
    if s == "Transform ~":  # CR 701.27a
        return [Transform(ThisObject())]
    m = re.fullmatch(r"You may (.+)", s)
    if m:
        inner = parse_sentence(cap(m.group(1)), slots)
        if inner is None:  # "You may gain 1 life": the verb's subject is "you" (CR 608.2d)
            inner = parse_sentence("You " + m.group(1), slots)
        if inner is None or any(isinstance(i, May) for i in inner):
            return None
        return [May("You may " + m.group(1) + "?", tuple(inner))]
    return None


def parse_group(s: str) -> ObjectFilter | None:
    """A plural subject: ``"Creatures you control"``, ``"Other creatures you control"``,
    ``"All creatures"``, ``"All other creatures"``: "all" exactly when no controller is
    named, as Oracle writes it."""
    has_all = s.startswith("All ") or s.startswith("all ")
    rest = s[4:] if has_all else s
    if ", " in rest or " and " in rest:  # "Skeletons, Vampires, and Zombies you control"
        listed = parse_subtype_list(rest) if not has_all else None
        if listed is not None or not _TYPE_LIST.fullmatch(low(rest)):
            return listed  # else card types: "Artifacts, creatures, and lands you control"
    f = parse_plural(rest if rest.split(" ")[0] in SUBTYPE_WORDS else low(rest))
    if f is None or has_all != _needs_all(f):
        return None
    return f


def _needs_all(f: ObjectFilter) -> bool:
    """Whether Oracle writes "All" before the group: when it names no controller, except for
    "Attacking creatures" / "Blocking creatures" (never "All attacking creatures get") and a
    bound on power ("Creatures with power 1 or less can't block this turn")."""
    c = common(f)
    return c.controller == Whose.ANY and not c.predicates & {Predicate.ATTACKING,
                                                             Predicate.BLOCKING} \
        and c.power is None  # "Creatures with power 1 or less can't block this turn"


def render_group(f: ObjectFilter) -> str:
    """The inverse of :func:`parse_group`."""
    if isinstance(f, AnyOf):
        got = render_subtype_list(f)
        if got is not None:
            return got
    s = render_plural(f)
    return "All " + s if _needs_all(f) else cap(s)


def _subject(s: str, plural: bool, slots: Slots) -> ObjectRef | None:
    if plural and " and all other " in s:  # "Target creature and all other creatures ..."
        return _same_name(low(s), slots)
    if plural:
        f = parse_group(s)
        return Each(f) if f is not None else None
    if s.startswith("Each "):  # "Each creature you control gets ..." (CR 608.2h)
        f = parse_permanents(s[len("Each "):])
        return EachSingular(f) if f is not None else None
    return _object(low(s), slots)


def _render_subject(what: ObjectRef, targets: tuple[TargetSlot, ...]) -> tuple[str, bool]:
    if isinstance(what, EachSingular) and what.controlled_by is None:
        return "Each " + render_permanents(what.filter), False
    if isinstance(what, Each):
        if what.controlled_by is not None:
            raise ValueError("controlled_by has no rendering")
        return render_group(what.filter), True
    return cap(_render_object(what, targets)), isinstance(what, TargetAndSameName)


def _each(what: ObjectRef) -> ObjectFilter:
    assert isinstance(what, Each)
    if what.controlled_by is not None:
        raise ValueError("controlled_by has no rendering")
    return what.filter


def render_node(e: Effect, targets: tuple[TargetSlot, ...]) -> str:
    """One sentence (no final period) from an effect node :func:`parse_sentence` makes."""
    for render_first in PRE_RENDERERS:
        got = render_first(e, targets)
        if got is not None:
            return got
    counted = render_counter_node(e, targets)
    if counted is not None:
        return counted
    costed = render_cost_sentence(e, targets, render_node)
    if costed is not None:
        return costed
    more = render_more(e, targets)
    if more is not None:
        return more
    family = render_prevention_node(e, targets) or render_unless_node(e, targets, render_node)
    if family is not None:
        return family
    layered = render_layer_node(e, targets)
    if layered is not None:
        return layered
    match e:
        case May():  # several effects: one sentence naming several targets (multi_targets)
            inner = render_node(e.effects[0], targets) if len(e.effects) == 1 else \
                render_effect(e.effects, targets)[:-1]
            if inner.startswith("You ") and e.prompt == "You may " + inner[4:] + "?":
                inner = inner[4:]  # "You may gain 1 life" (the subject of "gain" is you)
            if e.prompt != "You may " + low(inner) + "?" or ". " in inner:
                raise ValueError("a May of several sentences or another prompt")
            return "You may " + low(inner)
        case DealDamage():
            to = e.to
            dest = f"each {render_each_permanents(_each(to))}" if isinstance(to, Each) else (
                _render_object(to, targets) if isinstance(to, TargetRef) and
                targets[to.slot].kind not in (TargetKind.PLAYER, TargetKind.OPPONENT)
                else _render_player(to, targets))
            return f"~ deals {render_amount(e.amount)} damage to {dest}" + (
                ". " + DAMAGED_NO_REGEN if e.no_regenerate else "")
        case Draw() | Mill():
            word = "Draw" if isinstance(e, Draw) else "Mill"
            if isinstance(e.count, X):  # 107.3a
                if isinstance(e.who, You):
                    return f"{word} X cards"
                return f"{cap(_render_player(e.who, targets))} {word.lower()}s X cards"
            n = _fixed(e.count)
            if isinstance(e.who, You):
                return f"{word} {_render_cards(n)}"
            return f"{cap(_render_player(e.who, targets))} {word.lower()}s {_render_cards(n)}"
        case Scry():
            return f"Scry {e.count}"
        case Surveil():
            return f"Surveil {e.count}"
        case Discard():
            n = _fixed(e.count)
            if isinstance(e.who, You):
                return f"Discard {_render_cards(n)}"
            return f"{cap(_render_player(e.who, targets))} discards {_render_cards(n)}"
        case GainLife() | LoseLife():
            verb = "gain" if isinstance(e, GainLife) else "lose"
            if not isinstance(e.who, You):
                verb += "s"
            return f"{cap(_render_player(e.who, targets))} {verb} {render_amount(e.amount)} life"
        case ApplyContinuous():
            if e.duration != Duration.END_OF_TURN:
                return render_node_more(e, targets)
            subj, plural = _render_subject(e.what, targets)
            s = "" if plural else "s"
            parts = list(e.parts)
            pt = ""
            first = parts[0] if parts else None
            if isinstance(first, ModifyPT):
                parts.pop(0)
                pt = render_pt(first)
            kws: tuple[str, ...] = ()
            first = parts[0] if parts else None
            if isinstance(first, AddAbilities):
                parts.pop(0)
                kws = granted_keywords(first.abilities)
            if parts or not (pt or kws):
                return render_node_more(e, targets)  # other parts: the families' renderers
            if pt:
                gain = f" and gain{s} {render_kw_list(kws)}" if kws else ""
                return until_first(f"{subj} get{s} {pt}{gain} until end of turn")
            return until_first(f"{subj} gain{s} {render_kw_list(kws)} until end of turn")
        case Destroy() | TapNode() | Untap():
            verb = type(e).__name__
            no_regen = isinstance(e, Destroy) and e.no_regenerate
            if isinstance(e.what, EachSingular) and e.what.controlled_by is None:
                return f"{verb} each {render_permanents(e.what.filter)}" + (
                    ". They" + _NO_REGEN if no_regen else "")
            if isinstance(e.what, Each):
                if not isinstance(e, Destroy) or e.what.controlled_by is not None:
                    return render_node_more(e, targets)
                return f"Destroy all {render_plural(_each(e.what))}" + (
                    ". They" + _NO_REGEN if no_regen else "")
            if no_regen and not isinstance(e.what, TargetRef):
                raise ValueError("'It can't be regenerated' after a non-target has no rendering")
            return f"{verb} {_render_object(e.what, targets)}" + (
                ". It" + _NO_REGEN if no_regen else "")
        case MoveTo() if isinstance(e.what, ThisObject) and not e.under_your_control:
            if e.to == Zone.EXILE and e.from_zone is None:
                return "Exile ~"
            if e.to == Zone.HAND and e.from_zone == Zone.BATTLEFIELD:
                return "Return ~ to its owner's hand"
            return render_node_more(e, targets)
        case MoveTo() if isinstance(e.what, Those | ExiledCards):
            return render_node_more(e, targets)  # returns of "it", "the exiled card"
            # (oracle.blink)
        case MoveTo():
            if e.under_your_control:
                return render_node_more(e, targets)
            if e.to == Zone.EXILE and e.from_zone is None:
                if isinstance(e.what, Each):
                    return f"Exile all {render_plural(_each(e.what))}"
                return f"Exile {_render_object(e.what, targets)}"
            obj = _render_object(e.what, targets)
            if e.to == Zone.HAND and e.from_zone == Zone.BATTLEFIELD:
                if isinstance(e.what, TargetAndSameName):
                    return f"Return {obj} to their owners' hands"
                return f"Return {obj} to its owner's hand"
            if e.to == Zone.HAND and e.from_zone == Zone.GRAVEYARD and \
                    obj.endswith(" from your graveyard"):
                return f"Return {obj} to your hand"
            return render_node_more(e, targets)
        case Transform() if isinstance(e.what, ThisObject):
            return "Transform ~"
        case Counter() if e.to is CounteredTo.GRAVEYARD:
            return f"Counter {_render_object(e.what, targets)}"
        case CreateToken(count=X(), who=You()) if not token_def(e.token).type_line.supertypes:
            return "Create X " + render_token(token_def(e.token)).replace(" token", " tokens", 1)
        case CreateToken():
            if not isinstance(e.who, You) or not isinstance(e.count, Fixed) or \
                    token_def(e.token).type_line.supertypes:  # named legendary: oracle.token_creation
                return render_node_more(e, targets)
            k = _fixed(e.count).n
            text = render_token(token_def(e.token))
            if k > 1:
                text = text.replace(" token", " tokens", 1)
            if e.tapped:
                text = "tapped " + text
            art = "an" if text[0] in "8AEIOU" else "a"
            return f"Create {word_number(k, art)} {text}"
        case ApplyRule():
            if e.duration == Duration.UNTIL_YOUR_NEXT_TURN:
                return render_node_more(e, targets)  # "until your next turn" (oracle.next_turn_effects)
            if not isinstance(e.rule, CantBlock) or e.what is None or \
                    e.duration != Duration.END_OF_TURN:
                return render_node_more(e, targets)
            subj, _ = _render_subject(e.what, targets)
            return f"{subj} can't block this turn"
        case PutCounters():
            if e.counter not in (CounterKind.P1P1, CounterKind.M1M1):
                raise ValueError("counters other than +1/+1 and -1/-1")
            k = 2 if isinstance(e.count, X) else _fixed(e.count).n
            obj = f"each {render_permanents(_each(e.what))}" if isinstance(e.what, Each) \
                else _render_object(e.what, targets)
            word = "X" if isinstance(e.count, X) else word_number(k)
            return f"Put {word} {e.counter.value} counter{'' if k == 1 else 's'} on {obj}"
        case _:
            return render_node_more(e, targets)


# --- several sentences ------------------------------------------------------------------------


_PT_COUNTERS = {"+1/+1": CounterKind.P1P1, "-1/-1": CounterKind.M1M1}
"""The counters that change power and toughness (CR 122.1a)."""
SENTENCE_JOINERS: tuple[Callable[[list[str]], list[str]], ...] = (
    merge_return_later,  # "... Return it ... at the beginning of the next end step" (603.7a)
    merge_reveal,  # "reveals their hand. You choose ..." (CR 701.20a)
    merge_flashback_cost,  # "The flashback cost is equal to its mana cost." (CR 702.34a)
    merge_exile_play,  # "Exile the top card ... You may play it ..." (CR 601.3)
    merge_if_cant,  # "... If they can't, ..."
    merge_if_a_player_does,  # "Any opponent may sacrifice ... If a player does, ..." (608.2d)
    merge_impulse,
    merge_if_you_do,  # "You may A. If you do, B." (CR 608.2d)
    merge_look,
    merge_instead,  # "If ..., ... instead." (CR 614.1a)
    merge_still_land,  # "It's still a land." (CR 205.1b)
    merge_following,  # "It can't be regenerated.", "Its controller ..." (CR 701.19c, 108.4)
    merge_look_may_bottom,  # "Look at the top card of target player's library. You may ..."
    merge_that_player,  # "That player or that planeswalker's controller ..." (CR 115.1)
    merge_piles,  # "Reveal the top three cards ... two piles ..." (CR 700.3)
)
"""The joiners of sentences read as one, applied in this order to a text's sentences before
each is read (each joins a sentence to the one before it when it belongs to it). The order is
today's; a joiner only ever joins text of its own family."""


def parse_effect(text: str, slots: Slots, those_ok: bool = False) -> tuple[Effect, ...]:
    """A sequence of effect sentences (each ending in a period). Raises Unsupported naming the
    first sentence no template reads. ``those_ok``: "that creature" may refer to what the
    ability named before this text (a results table's row after "Choose target ...")."""
    out: list[Effect] = []
    sents = sentences(text)
    for join in SENTENCE_JOINERS:
        sents = join(sents)
    for sent in sents:
        if not sent.endswith("."):
            raise Unsupported(f"sentence without a period: {sent!r}")
        got = parse_sentence(sent[:-1], slots)
        if got is None:
            raise Unsupported(f"effect not supported: {sent!r}")
        out.extend(got)
    if not out:
        raise Unsupported("no effect")
    first = out[0]
    while isinstance(first, Compound | May | MayIfYouDo):  # "gets +1/+0 ... and can't be
        first = first.effects[0]  # blocked", "you may exile ..., then return that card", "you
        # may exile ~. If you do, return it": the later part's "it" refers to the earlier part
    if not those_ok and any(isinstance(n, Those) for n in walk_own(first)):
        raise Unsupported("'it'/'they' refers to no earlier effect")
    return tuple(out)


def render_effect(effect: tuple[Effect, ...], targets: tuple[TargetSlot, ...]) -> str:
    """The sentences of an effect, one per node, from the nodes alone."""
    if not effect:
        raise ValueError("no effect")
    for render_family in SEQUENCE_RENDERERS:
        got = render_family(effect, targets)
        if got is not None:
            return got
    out: list[str] = []
    i = 0
    while i < len(effect):
        both = render_untap_and_control(effect[i], effect[i + 1] if i + 1 < len(effect)
                                        else None, targets)
        out.append((both if both is not None else render_node(effect[i], targets)) + ".")
        i += 2 if both is not None else 1
    return " ".join(out)


def render_node_more(e: Effect, targets: tuple[TargetSlot, ...]) -> str:
    """A node of an effect family kept in its own module: the renderers of its type
    (:data:`NODE_RENDERERS_BY_TYPE`), then :data:`NODE_RENDERER_LAST`. Raises ValueError
    when none renders it."""
    for render_family in NODE_RENDERERS_BY_TYPE.get(type(e), ()):
        got = render_family(e, targets)
        if got is not None:
            return got
    if NODE_RENDERER_LAST is None:
        raise ValueError(f"{type(e).__name__} has no rendering")
    return NODE_RENDERER_LAST(e, targets)


# --- the effect families kept in their own modules (declared, in precedence order, by
# :mod:`mtgrules.oracle.readers`, which the compiler imports) ---------------------------------

Targets = tuple[TargetSlot, ...]
SENTENCE_PARSERS: tuple[Callable[[str, Slots], list[Effect] | None], ...] = (
    parse_core_sentence,)
"""Readers of one effect sentence (no final period), tried in order; each gives None when
the sentence is not of its family. This module's own templates until
:func:`mtgrules.oracle.readers.install` sets the declared table."""
NODE_RENDERERS_BY_TYPE: dict[type, tuple[Callable[[Effect, Targets], str | None], ...]] = {}
"""Renderers of one node this module doesn't render, by the node's type; each gives None for
a node of its type it doesn't render. Set by :func:`mtgrules.oracle.readers.install`."""
NODE_RENDERER_LAST: Callable[[Effect, Targets], str] | None = None
"""The renderer tried last for every node (its rendering or its ValueError)."""
PRE_RENDERERS: tuple[Callable[[Effect, Targets], str | None], ...] = ()
"""Renderers tried before this module's own (nodes it would refuse: "that creature")."""
SEQUENCE_RENDERERS: tuple[Callable[[tuple[Effect, ...], Targets], str | None], ...] = ()
"""Renderers of a whole effect (sentences spanning several nodes, pronouns); None when the
sentences are one per node."""
