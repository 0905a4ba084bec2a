"""Player effects (issue 9, AFR target), each general:

- one subject, several verbs: ``"Target opponent discards two cards, mills two cards, and
  loses 2 life"``, ``"You gain 1 life and scry 1"`` (CR 608.2c: done in the order written;
  a :class:`~mtgrules.model.Compound` with :attr:`~mtgrules.model.Conjunction.SERIES`);
- after a combat damage trigger, ``"that player loses 1 life and mills a card, then you gain
  1 life and scry 1"``, ``"create that many Treasure tokens"``, ``"put that many +1/+1
  counters on it"`` (CR 510.2, 603.2: the player dealt damage, the damage dealt);
- ``"Each opponent loses life equal to the life they lost this turn"`` (119.3);
- ``"Draw a card for each different mana value among nonland cards in your graveyard"``
  (202.3);
- ``"Then if you have fewer than three cards in hand, draw cards equal to the difference"``
  (402).

Declared in :mod:`mtgrules.oracle.readers`.
"""

from __future__ import annotations

import re
from dataclasses import replace

from mtgrules.model import (
    AddAbilities,
    Compound,
    Conjunction,
    CounterKind,
    CreateToken,
    DealsCombatDamageToPlayer,
    Discard,
    Draw,
    EachOpponent,
    EachPlayer,
    EventPlayer,
    Fixed,
    GainLife,
    LoseLife,
    Mill,
    ModifyPT,
    PowerOf,
    PutCounters,
    SacrificeChosen,
    Scry,
    StaticAbility,
    Sum,
    Surveil,
    ThisObject,
    Those,
    ToughnessOf,
    You,
    Zone,
)
from mtgrules.model.amounts import Amount, EventAmount
from mtgrules.model.base import Ability
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.filters import Filter, ObjectFilter
from mtgrules.model.player_effects import (
    DifferentDungeonsCompleted,
    DifferentManaValues,
    ExileUntilTotalManaValue,
    HandShortfall,
    LifeLostThisTurn,
)
from mtgrules.model.refs import PlayerRef
from mtgrules.model.triggers import TriggerEvent
from mtgrules.oracle import effects, statics
from mtgrules.oracle.effects_base import cap, grant, granted_keywords, kw_list, low, render_kw_list
from mtgrules.oracle.permanent_effects import parse_more, render_more
from mtgrules.oracle.phrases import (
    CARD_TYPE_WORDS,
    TYPE_WORD,
    common,
    parse_noun,
    parse_word_number,
    render_noun,
    with_fields,
    word_number,
)
from mtgrules.oracle.tokens import parse_token, render_token, token_def

Targets = tuple[TargetSlot, ...]

_LIFE_LOST = "loses life equal to the life they lost this turn"
_DIFFERENT = re.compile(r"Draw a card for each different mana value among (.+) cards in your "
                        r"graveyard")
_SHORT = re.compile(r"Then if you have fewer than (\w+) cards in hand, draw cards equal to the "
                    r"difference")
_SUBJECTS = ("Target opponent", "Target player", "Each opponent", "Each player")


# --- one subject, several verbs ---------------------------------------------------------------


def _cards(s: str) -> int | None:
    m = re.fullmatch(r"(a|\w+) cards?", s)
    if not m:
        return None
    n = parse_word_number(m.group(1))
    if n is None or n == 0 or (n == 1) != (m.group(1) == "a") or (n == 1) == s.endswith("s"):
        return None
    return n


def _verb(v: str, who: PlayerRef, you: bool) -> Effect | None:
    """One verb phrase of a player (``"discards two cards"``, ``"loses 2 life"``; for
    ``you`` the plain forms, and scry/surveil)."""
    m = re.fullmatch(r"(\w+) (.+)", v)
    if not m:
        return None
    verb, rest = m.groups()
    if you:
        verb = {"discard": "discards", "mill": "mills", "draw": "draws", "lose": "loses",
                "gain": "gains", "scry": "scry", "surveil": "surveil"}.get(verb, "")
    elif verb in ("scry", "surveil"):
        return None
    if verb in ("discards", "mills", "draws"):
        n = _cards(rest)
        if n is None:
            return None
        if verb == "discards":
            return Discard(Fixed(n), who)
        return Mill(Fixed(n), who) if verb == "mills" else Draw(who, Fixed(n))
    m = re.fullmatch(r"([1-9]\d*) life", rest)
    if verb in ("loses", "gains") and m:
        amt = Fixed(int(m.group(1)))
        return LoseLife(amt, who) if verb == "loses" else GainLife(amt, who)
    if verb in ("scry", "surveil") and re.fullmatch(r"[1-9]\d*", rest):
        return Scry(int(rest)) if verb == "scry" else Surveil(int(rest))
    return _verb_of_others(verb, rest, who, you)


_THAT_CREATURES = re.compile(r"life equal to that creature's (power|toughness)")


def _verb_of_others(verb: str, rest: str, who: PlayerRef, you: bool) -> Effect | None:
    """The verbs a series shares with other templates: an edict, ``"sacrifices a creature of
    their choice"`` (CR 701.21a, read by the edict reader of
    :mod:`mtgrules.oracle.permanent_effects`), and a life change by the sacrificed object's
    power or toughness, ``"gains life equal to that creature's toughness"`` (608.2h: as it
    last existed on the battlefield)."""
    if verb == "sacrifices" and not you:
        got = parse_more("Each player sacrifices " + rest, effects.Slots())
        if got is None or len(got) != 1 or not isinstance(got[0], SacrificeChosen):
            return None
        return replace(got[0], who=who)
    m = _THAT_CREATURES.fullmatch(rest)
    if m and verb in ("gains", "loses"):
        pt = PowerOf(Those()) if m.group(1) == "power" else ToughnessOf(Those())
        return GainLife(pt, who) if verb == "gains" else LoseLife(pt, who)
    return None


def verb(v: str, who: PlayerRef) -> Effect | None:
    """One verb phrase of a player other than "you" (``"discards two cards"``,
    ``"sacrifices a creature of their choice"``) done by ``who``; None if not one."""
    return _verb(v, who, you=False)


def render_verb(e: Effect) -> str:
    """The inverse of :func:`verb`. Raises ValueError for a node that is no such verb."""
    return _render_verb(e, you=False)


def _series(s: str) -> tuple[list[str], Conjunction] | None:
    """``"A, B, and C"`` / ``"A and B"`` -> the parts (None for one part); ``"A, then B"`` /
    ``"A, B, then C"`` -> the parts with :attr:`~mtgrules.model.Conjunction.SERIES_THEN`."""
    if ", then " in s:
        head, last = s.rsplit(", then ", 1)
        parts = head.split(", ") + [last]
        return parts, Conjunction.SERIES_THEN
    if ", and " in s:
        head, last = s.rsplit(", and ", 1)
        parts = head.split(", ") + [last]
        return (parts, Conjunction.SERIES) if len(parts) >= 3 else None
    parts = s.split(" and ")
    return (parts, Conjunction.SERIES) if len(parts) == 2 else None


def parse_series(body: str, who: PlayerRef, you: bool) -> Compound | None:
    """The verbs of one subject (``body`` without the subject) -> a SERIES (or SERIES_THEN)
    compound."""
    found = _series(body)
    if found is None:
        return None
    parts, conj = found
    got = [_verb(p, who, you) for p in parts]
    if any(g is None for g in got):
        return None
    return Compound(tuple(g for g in got if g is not None), conj)


def _render_verb(e: Effect, you: bool) -> str:
    match e:
        case Discard() | Mill() | Draw():
            if not isinstance(e.count, Fixed):
                raise ValueError("a count that isn't printed")
            n = e.count.n
            cards = "a card" if n == 1 else f"{word_number(n)} cards"
            verb = {Discard: "discard", Mill: "mill", Draw: "draw"}[type(e)]
            return f"{verb}{'' if you else 's'} {cards}"
        case LoseLife(amount=Fixed()) | GainLife(amount=Fixed()):
            if not isinstance(e.amount, Fixed):
                raise ValueError("an amount that isn't printed")
            verb = "lose" if isinstance(e, LoseLife) else "gain"
            return f"{verb}{'' if you else 's'} {e.amount.n} life"
        case Scry() | Surveil() if you:
            return f"{type(e).__name__.lower()} {e.count}"
        case SacrificeChosen() if not you:
            got = render_more(replace(e, who=EachPlayer()), ())
            if got is None or not got.startswith("Each player "):
                raise ValueError("an edict without a rendering")
            return got[len("Each player "):]
        case LoseLife(amount=PowerOf(obj=Those()) | ToughnessOf(obj=Those()) as pt) | \
                GainLife(amount=PowerOf(obj=Those()) | ToughnessOf(obj=Those()) as pt):
            verb = "lose" if isinstance(e, LoseLife) else "gain"
            field = "power" if isinstance(pt, PowerOf) else "toughness"
            return f"{verb}{'' if you else 's'} life equal to that creature's {field}"
    raise ValueError(f"{type(e).__name__} is not a verb of a series")


def _who(e: Effect) -> PlayerRef:
    if isinstance(e, Scry | Surveil):
        return You()
    if isinstance(e, Discard | Mill | Draw | LoseLife | GainLife | SacrificeChosen):
        return e.who
    raise ValueError("not a player's action")


def _render_series(e: Compound, targets: Targets) -> str:
    who = _who(e.effects[0])
    if any(_who(x) != who for x in e.effects):
        raise ValueError("a series of several subjects")
    subject = "That player" if isinstance(who, EventPlayer) else \
        cap(effects._render_player(who, targets))
    return f"{subject} {_render_verbs(e, isinstance(who, You))}"


def _render_verbs(e: Compound, you: bool) -> str:
    """A series' verbs, ``"A and B"``, ``"A, B, and C"``, ``"A, then B"``."""
    verbs = [_render_verb(x, you) for x in e.effects]
    if e.conjunction is Conjunction.SERIES_THEN:
        return ", ".join(verbs[:-1]) + ", then " + verbs[-1]
    return f"{verbs[0]} and {verbs[1]}" if len(verbs) == 2 else \
        ", ".join(verbs[:-1]) + ", and " + verbs[-1]


def plain_verbs(body: str, who: PlayerRef) -> Effect | None:
    """The plain form of one verb phrase or a series of them after a plural subject
    (``"draw twenty cards"``, ``"mill a card and lose 1 life"`` in "any number of target
    players each ...", CR 608.2c), each done by ``who``; None if not such verbs. Scry and
    surveil are left out (as verbs of one subject, "you", they name no player)."""
    got: Effect | None = parse_series(body, who, you=True) or _verb(body, who, you=True)
    if got is None or any(isinstance(x, Scry | Surveil) for x in
                          (got.effects if isinstance(got, Compound) else (got,))):
        return None
    return got


def render_plain_verbs(e: Effect) -> str:
    """The inverse of :func:`plain_verbs`. Raises ValueError for other nodes."""
    return _render_verbs(e, True) if isinstance(e, Compound) else _render_verb(e, True)


def _graveyard_noun(s: str) -> ObjectFilter | None:
    """``"nonland"``, ``"creature"`` (before "cards in your graveyard") -> a filter of
    graveyard cards."""
    if s.startswith("non") and s[3:] in CARD_TYPE_WORDS:
        return Filter(nontypes=frozenset({CARD_TYPE_WORDS[s[3:]]}), zone=Zone.GRAVEYARD)
    f = parse_noun(s + " card", card=True)
    if f is None or common(f).keywords or common(f).predicates:
        return None
    return with_fields(f, zone=Zone.GRAVEYARD)


def _render_graveyard_noun(f: ObjectFilter) -> str:
    if common(f).zone != Zone.GRAVEYARD:
        raise ValueError("a filter outside the graveyard")
    if isinstance(f, Filter) and len(f.nontypes) == 1 and \
            f == Filter(nontypes=f.nontypes, zone=Zone.GRAVEYARD):
        return "non" + TYPE_WORD[next(iter(f.nontypes))]
    s = render_noun(with_fields(f, zone=Zone.BATTLEFIELD), card=True)
    if not s.endswith(" card"):
        raise ValueError("not a card noun")
    return s[:-len(" card")]


# --- sentences --------------------------------------------------------------------------------


_UNTIL_TOTAL = re.compile(r"(Each opponent|Each player|Target player|Target opponent) exiles "
                          r"cards from the top of their library until that player has exiled "
                          r"cards with total mana value (\d+) or greater")


def parse(s: str, slots: effects.Slots) -> list[Effect] | None:
    """One sentence of this family (no final period); None if not of it."""
    m = _UNTIL_TOTAL.fullmatch(s)
    if m:
        who = effects._player(low(m.group(1)), slots)
        return None if who is None else [ExileUntilTotalManaValue(who, int(m.group(2)))]
    if s == "Each opponent " + _LIFE_LOST:
        return [LoseLife(LifeLostThisTurn(), EachOpponent())]
    m = _DIFFERENT.fullmatch(s)
    if m:
        f = _graveyard_noun(m.group(1))
        return None if f is None else [Draw(You(), DifferentManaValues(f))]
    m = _SHORT.fullmatch(s)
    if m:
        n = parse_word_number(m.group(1))
        if n is None or n < 2 or word_number(n) != m.group(1):
            return None
        return [Draw(You(), HandShortfall(n))]
    if s.startswith("You "):
        got = parse_series(s[4:], You(), you=True)
        return None if got is None else [got]
    for subj in _SUBJECTS:
        if s.startswith(subj + " "):
            who = effects._player(low(subj), slots)
            if who is None:
                return None
            got = parse_series(s[len(subj) + 1:], who, you=False)
            return None if got is None else [got]
    return None


def render(e: Effect, targets: Targets) -> str | None:
    """The inverse of :func:`parse` and :func:`parse_trigger_effect`'s nodes; None for other
    nodes."""
    if isinstance(e, Compound) and e.conjunction in (Conjunction.SERIES,
                                                     Conjunction.SERIES_THEN):
        return _render_series(e, targets)
    if isinstance(e, Compound) and e.conjunction is Conjunction.THEN and len(e.effects) == 2 \
            and any(isinstance(x, Compound) and x.conjunction is Conjunction.SERIES
                    for x in e.effects):
        first, second = (effects.render_node(x, targets) for x in e.effects)
        return f"{first}, then {low(second)}"
    if isinstance(e, ExileUntilTotalManaValue):
        return f"{cap(effects._render_player(e.who, targets))} exiles cards from the top of " \
               f"their library until that player has exiled cards with total mana value " \
               f"{e.total} or greater"
    if e == LoseLife(LifeLostThisTurn(), EachOpponent()):
        return "Each opponent " + _LIFE_LOST
    if isinstance(e, Draw) and isinstance(e.who, You):
        if isinstance(e.count, DifferentManaValues):
            f = e.count.filter
            if common(f).zone != Zone.GRAVEYARD:
                raise ValueError("different mana values outside a graveyard")
            return f"Draw a card for each different mana value among " \
                   f"{_render_graveyard_noun(f)} cards in your graveyard"
        if isinstance(e.count, HandShortfall):
            return f"Then if you have fewer than {word_number(e.count.n)} cards in hand, " \
                   "draw cards equal to the difference"
    if isinstance(e, CreateToken) and isinstance(e.count, EventAmount) and \
            isinstance(e.who, You):
        return f"Create that many {render_token(token_def(e.token)).replace(' token', ' tokens')}"
    if isinstance(e, PutCounters) and isinstance(e.count, EventAmount) and \
            e.what == ThisObject() and e.counter is CounterKind.P1P1:
        return "Put that many +1/+1 counters on it"
    return None


# --- after a combat damage trigger ------------------------------------------------------------


def parse_trigger_effect(event: TriggerEvent, rest: str, slots: effects.Slots
                         ) -> tuple[Effect, ...] | None:
    """A combat damage trigger's effect naming the player dealt damage or the damage dealt
    (CR 510.2, 603.2); None for other text."""
    if not isinstance(event, DealsCombatDamageToPlayer):
        return None
    m = re.fullmatch(r"create that many (.+) tokens\.", rest)
    if m:
        d = parse_token(m.group(1) + " token")
        return None if d is None else (CreateToken(d.name, EventAmount(), You()),)
    if rest == "put that many +1/+1 counters on it." and event.what == ThisObject():
        return (PutCounters(ThisObject(), CounterKind.P1P1, EventAmount()),)
    m = re.fullmatch(r"that player (.+?)(?:, then (you .+))?\.", rest)
    if not m:
        return None
    first = parse_series(m.group(1), EventPlayer(), you=False)
    if first is None:
        return None
    if not m.group(2):
        return (first,)
    then = parse(cap(m.group(2)), slots)
    if then is None or len(then) != 1:
        return None
    return (Compound((first, then[0]), Conjunction.THEN),)


# --- static: "for each differently named dungeon you've completed" ----------------------------

_DUNGEONS = re.compile(r"(.+?) (have|has) (.+) and (gets?) \+(\d)/\+(\d) for each differently "
                       r"named dungeon you've completed\.")


def _times(n: int) -> Amount:
    one = DifferentDungeonsCompleted()
    return Fixed(0) if n == 0 else one if n == 1 else Sum(tuple(one for _ in range(n)))


def _count(a: Amount) -> int:
    if a == Fixed(0):
        return 0
    if a == DifferentDungeonsCompleted():
        return 1
    if isinstance(a, Sum) and all(x == DifferentDungeonsCompleted() for x in a.parts):
        return len(a.parts)
    raise ValueError("not a count of completed dungeons")


def parse_static(line: str) -> StaticAbility | None:
    """``"Creatures you control have trample and haste and get +2/+2 for each differently
    named dungeon you've completed."`` (CR 309.7, 613.1f, 613.4c: counted as layer 7c
    applies); None for other lines."""
    m = _DUNGEONS.fullmatch(line)
    if m is None:
        return None
    subj, have, kws, get, p, t = m.groups()
    sub = statics._subject(subj)
    listed = kw_list(kws)
    if sub is None or sub[1] != (have == "have") or sub[1] != (get == "get") or not listed or \
            any('"' in k for k in listed) or (p, t) == ("0", "0"):
        return None
    return StaticAbility("", line, affects=sub[0], layer_effects=(
        grant(listed), ModifyPT(_times(int(p)), _times(int(t)))))


def render_static(a: Ability) -> str | None:
    """The inverse of :func:`parse_static`; None for another ability."""
    if not isinstance(a, StaticAbility) or len(a.layer_effects) != 2 or a.rules or \
            a.condition is not None or a.replacement is not None or a.cda or \
            a.cost_modification is not None:
        return None
    grants, pt = a.layer_effects
    if not isinstance(grants, AddAbilities) or not isinstance(pt, ModifyPT):
        return None
    try:
        p, t = _count(pt.power), _count(pt.toughness)
        subj, plural = statics._render_subject(a.affects)
        kws = granted_keywords(grants.abilities)
    except ValueError:
        return None
    return f"{subj} {'have' if plural else 'has'} {render_kw_list(kws)} and " \
           f"get{'' if plural else 's'} +{p}/+{t} for each differently named dungeon you've " \
           "completed."
