"""Templates Bloomburrow's remaining Talents brought (CR 716 Classes), each general over its
numbers, types and players, registered with the shared parsers and renderers by
:mod:`mtgrules.oracle.readers` (nodes in :mod:`mtgrules.model.talents`):

- trigger conditions "At the beginning of each opponent's upkeep" / "... end step" (503.1a,
  513.1a) and "Whenever you sacrifice a [permanent]" (701.21a, 603.2);
- the intervening "if that player has N or fewer cards in hand" (603.4) and its effect "they
  lose N life" (the player whose step it is);
- "[Players] discard(s) N cards unless they discard a [kind] card" (701.9a, 608.2d);
- "Draw an additional card for each opponent who has N or fewer cards in hand";
- a trigger's "you may exile it, then return it to the battlefield under its owner's
  control" (the event's creature blinked, 400.7, 406);
- card nouns by excluded types: "nonland card", "permanent card", "noncreature, nonland
  permanent card" (110.4a) in "Return target ... card from your graveyard to the
  battlefield";
- batch triggers "Whenever one or more [permanents] enter/die, [effect]" (603.2, once per
  batch of simultaneous events: :mod:`mtgrules.rules.batches`), their group also by excluded
  types ("noncreature, nonland permanents you control").
"""

from __future__ import annotations

import re

from mtgrules.cards.definition import CardDef, TypeLine, keyed
from mtgrules.model import (
    ActivatedAbility,
    Attach,
    BeginningOf,
    CardType,
    Color,
    Compound,
    Conjunction,
    CounterKind,
    CreateToken,
    DealDamage,
    DealsCombatDamageToPlayer,
    Dies,
    Draw,
    Each,
    EachOpponent,
    Enters,
    EventObject,
    EventPlayer,
    Filter,
    Fixed,
    LoseLife,
    May,
    MoveTo,
    Predicate,
    ReturnChosenFromGraveyard,
    SacrificeChosen,
    Step,
    TargetKind,
    TargetRef,
    TargetSlot,
    ThisObject,
    Whose,
    You,
    Zone,
)
from mtgrules.model.abilities import StaticAbility, TriggeredAbility
from mtgrules.model.amounts import OpponentsWithHandAtMost
from mtgrules.model.base import Ability
from mtgrules.model.conditions import ThatPlayerHandAtMost
from mtgrules.model.effects import Effect
from mtgrules.model.filters import ObjectFilter
from mtgrules.model.player_choices import DiscardUnless
from mtgrules.model.refs import PlayerRef, Those
from mtgrules.model.replacement import DamagePlus
from mtgrules.model.triggers import Condition, TriggerEvent, YouSacrifice
from mtgrules.oracle.effects import Slots, parse_effect, parse_plural, render_plural
from mtgrules.oracle.effects_base import cap, low
from mtgrules.oracle.equipment import parse_equip, render_equip
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.granted import parse_quoted, render_quoted
from mtgrules.oracle.phrases import (
    CARD_TYPE_WORDS,
    TYPE_WORD,
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
from mtgrules.oracle.tokens import TOKEN_DEFS, token_def

# --- card nouns by excluded types (CR 110.4a) -------------------------------------------------

_NOT_PERMANENT = frozenset({CardType.INSTANT, CardType.SORCERY})
"""A permanent card is a card of none of these types (CR 110.4a)."""
_ORDER = (CardType.ARTIFACT, CardType.CREATURE, CardType.ENCHANTMENT, CardType.LAND,
          CardType.PLANESWALKER, CardType.BATTLE, CardType.INSTANT, CardType.SORCERY)


def parse_card_kind(s: str) -> ObjectFilter | None:
    """A card noun (zone unset): ``"nonland card"``, ``"permanent card"``, ``"nonland
    permanent card"``, ``"noncreature, nonland permanent card"``, or any of
    :func:`~mtgrules.oracle.phrases.parse_noun`'s card nouns; None otherwise."""
    m = re.fullmatch(r"((?:non\w+, )*non\w+ )?(permanent )?card", s)
    if m is None:
        return parse_noun(s, card=True)
    words = m.group(1).strip().split(", ") if m.group(1) else []
    if any(w[3:] not in CARD_TYPE_WORDS for w in words) or (not words and not m.group(2)):
        return None
    out = frozenset(CARD_TYPE_WORDS[w[3:]] for w in words)
    if len(out) != len(words) or (m.group(2) and out & _NOT_PERMANENT):
        return None
    return Filter(nontypes=out | (_NOT_PERMANENT if m.group(2) else frozenset()))


def render_card_kind(f: ObjectFilter) -> str:
    """The inverse of :func:`parse_card_kind` (zone and controller unset). Raises
    ValueError."""
    if isinstance(f, Filter) and f.nontypes and f == Filter(nontypes=f.nontypes):
        permanent = f.nontypes >= _NOT_PERMANENT
        rest = f.nontypes - _NOT_PERMANENT if permanent else f.nontypes
        words = ", ".join("non" + TYPE_WORD[t] for t in _ORDER if t in rest)
        return " ".join(w for w in (words, "permanent" if permanent else "", "card") if w)
    return render_noun(f, card=True)


def _article(noun: str) -> str:
    return "an" if noun[:1] in "aeiou" else "a"


def _singular(noun: str) -> str | None:
    """"nonland permanents" -> "nonland permanent" (the last word's plural -s)."""
    return noun[:-1] if noun.endswith("s") and not noun.endswith("ss") else None


def _plural(noun: str) -> str:
    return noun + "s"


_EXCLUDED_GROUP = re.compile(r"((?:non\w+, )+non\w+) permanents( you control)?")


def parse_group_excluding(s: str) -> ObjectFilter | None:
    """A plural group of several excluded types: ``"noncreature, nonland permanents you
    control"`` (the single ones are :func:`~mtgrules.oracle.effects.parse_plural`'s); None
    otherwise."""
    m = _EXCLUDED_GROUP.fullmatch(s)
    if m is None:
        return None
    kind = parse_card_kind(m.group(1) + " card")
    if not isinstance(kind, Filter) or len(kind.nontypes) != len(m.group(1).split(", ")):
        return None
    return Filter(nontypes=kind.nontypes, controller=Whose.YOU if m.group(2) else Whose.ANY)


def render_group(f: ObjectFilter) -> str:
    """A group's plural phrase: :func:`parse_group_excluding`'s or
    :func:`~mtgrules.oracle.effects.parse_plural`'s. Raises ValueError."""
    if isinstance(f, Filter) and len(f.nontypes) > 1 and \
            f == Filter(nontypes=f.nontypes, controller=f.controller) and \
            f.controller in (Whose.YOU, Whose.ANY) and not f.nontypes & _NOT_PERMANENT:
        words = render_card_kind(Filter(nontypes=f.nontypes))[: -len(" card")]
        return f"{words} permanents{' you control' if f.controller is Whose.YOU else ''}"
    return render_plural(f)


_BATCH = re.compile(r"Whenever one or more (.+?) (enter|die), (.+)")


def parse_batch_trigger(line: str) -> TriggeredAbility | None:
    """``"Whenever one or more [permanents] enter/die, [effect]."`` (CR 603.2, 603.6a,
    603.10a); None for other lines. Raises Unsupported when the effect is not read. A dies
    trigger's group is read by types and controller only (looking back, 603.10a)."""
    m = _BATCH.fullmatch(line)
    if m is None:
        return None
    f = parse_group_excluding(m.group(1)) or parse_plural(m.group(1))
    if f is None:
        return None
    event: TriggerEvent
    if m.group(2) == "die":
        if not (isinstance(f, Filter) and f == Filter(types=f.types, controller=f.controller)
                and CardType.CREATURE in f.types):
            return None
        event = Dies(Each(f), one_or_more=True)
    else:
        event = Enters(Each(f), one_or_more=True)
    slots = Slots()
    effect = parse_effect(cap(m.group(3)), slots)
    return TriggeredAbility("", line, event=event, effect=effect, targets=tuple(slots.targets))


# --- trigger conditions -------------------------------------------------------------------------

_STEPS = {"At the beginning of each opponent's upkeep": BeginningOf(Step.UPKEEP, Whose.OPPONENT),
          "At the beginning of each opponent's end step": BeginningOf(Step.END, Whose.OPPONENT)}
_STEP_TEXT = {v: k for k, v in _STEPS.items()}


def parse_event(text: str) -> TriggerEvent | None:
    """The trigger conditions of this module (see the module doc); None for others."""
    if text in _STEPS:
        return _STEPS[text]
    m = re.fullmatch(r"Whenever you sacrifice (a|an|another) (.+)", text)
    if m:
        f = (_SACRIFICED.get(m.group(2)) if m.group(1) != "another" else None) or parse_permanents(
            ("other " if m.group(1) == "another" else "") + m.group(2))
        if f is None or (m.group(1) != "another" and m.group(1) != _article(m.group(2))):
            return None
        return YouSacrifice(f)
    return None


_ARTIFACT_TOKENS = ("Treasure", "Food", "Clue", "Blood")
"""Artifact subtypes of predefined tokens (CR 111.10) a sacrifice trigger may name."""
_SACRIFICED: dict[str, ObjectFilter] = {
    **{t: Filter(subtypes=frozenset({t})) for t in _ARTIFACT_TOKENS},
    "token": Filter(predicates=frozenset({Predicate.TOKEN})),
}
_SACRIFICED_TEXT = {v: k for k, v in _SACRIFICED.items()}


def render_event(e: TriggerEvent) -> str | None:
    """The inverse of :func:`parse_event`; None for other events."""
    if isinstance(e, BeginningOf) and e in _STEP_TEXT:
        return _STEP_TEXT[e]
    if isinstance(e, Enters | Dies) and e.one_or_more:
        if not isinstance(e.what, Each) or e.what.controlled_by is not None:
            raise ValueError("a 'one or more' trigger renders only for a group")
        verb = "enter" if isinstance(e, Enters) else "die"
        return f"Whenever one or more {render_group(e.what.filter)} {verb}"
    if isinstance(e, YouSacrifice) and e.filter in _SACRIFICED_TEXT:
        noun = _SACRIFICED_TEXT[e.filter]
        return f"Whenever you sacrifice {_article(noun.lower())} {noun}"
    if isinstance(e, YouSacrifice):
        noun = render_permanents(e.filter)
        if noun.startswith("other "):
            return f"Whenever you sacrifice another {noun[len('other '):]}"
        return f"Whenever you sacrifice {_article(noun)} {noun}"
    return None


# --- "if that player has N or fewer cards in hand" (CR 603.4) -----------------------------------

_FEWER = ("one", "two", "three")
CONDITIONS: tuple[tuple[str, Condition], ...] = tuple(
    (f"that player has {w} or fewer cards in hand", ThatPlayerHandAtMost(i + 1))
    for i, w in enumerate(_FEWER))
"""The clauses :mod:`mtgrules.oracle.conditions` reads with this module's condition."""


def check(a: Ability) -> None:
    """"that player" of :class:`ThatPlayerHandAtMost` is the player whose step it is: read
    only after "At the beginning of each opponent's upkeep/end step" or "each upkeep".
    Raises Unsupported otherwise."""
    if isinstance(a, TriggeredAbility) and isinstance(a.intervening_if, ThatPlayerHandAtMost):
        e = a.event
        if not (isinstance(e, BeginningOf) and e.whose in (Whose.OPPONENT, Whose.ANY)):
            raise Unsupported("'that player' names no player of this trigger")


# --- trigger effects naming the event ----------------------------------------------------------

_BLINK = "you may exile it, then return it to the battlefield under its owner's control."


def _blink() -> May:
    inner = Compound((MoveTo(EventObject(), Zone.EXILE, from_zone=Zone.BATTLEFIELD),
                      MoveTo(Those("it"), Zone.BATTLEFIELD, from_zone=Zone.EXILE)),
                     Conjunction.THEN)
    return May(cap(_BLINK[:-1]) + "?", (inner,))


def parse_trigger_effect(event: TriggerEvent, rest: str, slots: Slots
                         ) -> tuple[Effect, ...] | None:
    """A trigger's effect whose pronoun names the event (see the module doc); None for other
    text."""
    m = re.fullmatch(r"they lose (\d+) life\.", rest)
    if m and isinstance(event, BeginningOf) and event.whose is Whose.OPPONENT:
        return (LoseLife(Fixed(int(m.group(1))), EventPlayer()),)
    m = re.fullmatch(r"~ deals (\d+) damage to that player\.", rest)
    if m and isinstance(event, BeginningOf) and event.whose is Whose.OPPONENT:
        return (DealDamage(Fixed(int(m.group(1))), EventPlayer()),)  # whose upkeep it is
    if rest == _BLINK and isinstance(event, DealsCombatDamageToPlayer) and \
            isinstance(event.what, Each):
        return (_blink(),)  # "it": the creature that dealt the damage
    return None


# --- effect sentences -------------------------------------------------------------------------

_DISCARDERS: dict[str, PlayerRef] = {"Each opponent": EachOpponent()}
_UNLESS = re.compile(r"(Each opponent|Target player|Target opponent) discards (\w+) cards "
                     r"unless they discard (a|an) (.+)")
_DRAW_EXTRA = re.compile(r"Draw an additional card for each opponent who has (\w+) or fewer "
                         r"cards in hand")
_RETURN = re.compile(r"Return target (.+) from your graveyard to the battlefield")
_EQUIPMENT_TOKEN = re.compile(r'Create a colorless Equipment artifact token named ([A-Z][\w\' ]*?) '
                              r'with ("[^"]+") and equip ((?:\{[0-9WUBRGC]+\})+)')
_ATTACH = re.compile(r"Attach target Equipment you control to (.+)")
_EQUIPMENT_YOU_CONTROL = TargetSlot(TargetKind.OBJECT, Filter(subtypes=frozenset({"Equipment"}),
                                                             controller=Whose.YOU),
                                    text="target Equipment you control")
_EQUIPMENT_TL = TypeLine((), ("Artifact",), ("Equipment",))
_SAC_OTHER = re.compile(r"Sacrifice (another|\w+ other) (.+)")
_RETURN_CHOSEN = re.compile(r"Return (a|an) (.+) from your graveyard to the battlefield"
                            r"( with a (finality|\+1/\+1) counter on it)?")
_COUNTER_WORDS = {"finality": CounterKind.FINALITY, "+1/+1": CounterKind.P1P1}


def parse(s: str, slots: Slots) -> list[Effect] | None:
    """One effect sentence of this module (no final period); None for others."""
    m = _UNLESS.fullmatch(s)
    if m:
        n = parse_word_number(m.group(2))
        card = parse_card_kind(m.group(4))
        if n is None or n < 2 or card is None or m.group(3) != _article(m.group(4)):
            return None
        who: PlayerRef
        if m.group(1) in _DISCARDERS:
            who = _DISCARDERS[m.group(1)]
        else:
            kind = TargetKind.PLAYER if m.group(1) == "Target player" else TargetKind.OPPONENT
            who = slots.add(TargetSlot(kind, text=low(m.group(1))))
        return [DiscardUnless(who, n, with_fields(card, zone=Zone.HAND))]
    m = _DRAW_EXTRA.fullmatch(s)
    if m and m.group(1) in _FEWER:
        return [Draw(You(), OpponentsWithHandAtMost(_FEWER.index(m.group(1)) + 1))]
    m = _EQUIPMENT_TOKEN.fullmatch(s)
    if m:  # a named Equipment token (CR 111.4, 301.5): its quoted static and equip (702.6a)
        return _equipment_token(m.group(1), m.group(2), m.group(3))
    m = _ATTACH.fullmatch(s)
    if m:  # CR 701.3a: nothing happens without a (legal) creature target (701.3b)
        to = parse_target(m.group(1))
        if to is None or to.kind != TargetKind.OBJECT or \
                to.filter != Filter(types=frozenset({CardType.CREATURE}), controller=Whose.YOU):
            return None
        return [Attach(slots.add(_EQUIPMENT_YOU_CONTROL), slots.add(to))]
    m = _SAC_OTHER.fullmatch(s)
    if m:  # "Sacrifice three other nonland permanents" (CR 701.21a; never the source)
        n = 1 if m.group(1) == "another" else parse_word_number(m.group(1).split()[0])
        noun = m.group(2) if n == 1 else _singular(m.group(2))
        f = parse_noun(noun) if noun is not None else None
        if n is None or (n < 2 and m.group(1) != "another") or f is None:
            return None
        return [SacrificeChosen(You(), with_fields(f, other=True), Fixed(n))]
    m = _RETURN_CHOSEN.fullmatch(s)
    if m:  # chosen as it resolves (CR 608.2d), entering with the counter (122.6)
        f = parse_card_kind(m.group(2))
        if f is None or m.group(1) != _article(m.group(2)):
            return None
        counter = _COUNTER_WORDS[m.group(4)] if m.group(4) else None
        return [ReturnChosenFromGraveyard(You(), with_fields(f, zone=Zone.GRAVEYARD),
                                          Fixed(1), counter)]
    m = _RETURN.fullmatch(s)
    if m:
        got = re.fullmatch(r"((?:non\w+, )*non\w+ )?permanent card", m.group(1))
        if got is None:
            return None  # the other nouns: oracle.effects_graveyard
        f = parse_card_kind(m.group(1))
        if f is None:
            return None
        t = TargetSlot(TargetKind.OBJECT, with_fields(f, zone=Zone.GRAVEYARD,
                                                      controller=Whose.YOU),
                       text=f"target {m.group(1)} from your graveyard")
        return [MoveTo(slots.add(t), Zone.BATTLEFIELD, from_zone=Zone.GRAVEYARD)]
    return None


def _equipment_token(name: str, quoted: str, cost: str) -> list[Effect] | None:
    """The token's definition (made once, kept by name in
    :data:`~mtgrules.oracle.tokens.TOKEN_DEFS`) and its creation."""
    static = parse_quoted(quoted[:-1] + '."', "token")  # the quote is one sentence
    equip = parse_equip(f"Equip {cost}")
    if equip is None:
        return None
    key = f"token:{name}"
    d = CardDef(name=name, mana_cost=None, type_line=_EQUIPMENT_TL,
                oracle=f"{quoted[1:-1]}\nEquip {cost}",
                abilities=(keyed(key, 0, static), keyed(key, 1, equip)), color_indicator=(),
                token=True)
    if TOKEN_DEFS.setdefault(name, d) != d:
        return None
    return [CreateToken(name, Fixed(1), You())]


def _render_equipment_token(e: CreateToken) -> str | None:
    d = token_def(e.token)
    if d.type_line != _EQUIPMENT_TL or not d.token or d.color_indicator != ():
        return None
    if not isinstance(e.who, You) or e.count != Fixed(1) or len(d.abilities) != 2:
        raise ValueError("an Equipment token's creation without a rendering")
    static, equip = d.abilities
    quoted = render_quoted(static, "token")
    if not quoted.endswith('."') or not isinstance(equip, ActivatedAbility):
        raise ValueError("an Equipment token without a rendering")
    return f"Create a colorless Equipment artifact token named {d.name} with " \
           f'{quoted[:-2]}" and {low(render_equip(equip))}'


def _player_text(who: PlayerRef, targets: tuple[TargetSlot, ...]) -> str:
    if isinstance(who, EachOpponent):
        return "Each opponent"
    if isinstance(who, TargetRef):
        kind = targets[who.slot].kind
        if kind == TargetKind.PLAYER:
            return "Target player"
        if kind == TargetKind.OPPONENT:
            return "Target opponent"
    raise ValueError("a discarding player without a rendering")


def render_first(e: Effect, targets: tuple[TargetSlot, ...]) -> str | None:
    """The inverse of :func:`parse` and of :func:`parse_trigger_effect`'s nodes, tried
    before the shared renderer (which refuses their references); None for other nodes."""
    if isinstance(e, CreateToken):
        return _render_equipment_token(e)
    if isinstance(e, Attach) and isinstance(e.what, TargetRef) and isinstance(e.to, TargetRef) \
            and targets[e.what.slot] == _EQUIPMENT_YOU_CONTROL:
        return f"Attach target Equipment you control to {render_target(targets[e.to.slot])}"
    if isinstance(e, SacrificeChosen) and isinstance(e.who, You) and \
            isinstance(e.count, Fixed) and isinstance(e.filter, Filter) and e.filter.other \
            and not e.of_their_choice:
        noun = render_noun(with_fields(e.filter, other=False))
        n = e.count.n
        return f"Sacrifice another {noun}" if n == 1 else \
            f"Sacrifice {word_number(n)} other {_plural(noun)}"
    if isinstance(e, ReturnChosenFromGraveyard) and isinstance(e.who, You) and \
            e.count == Fixed(1):
        noun = render_card_kind(_bare(e.filter, Zone.GRAVEYARD))
        tail = f" with a {e.counter.value} counter on it" if e.counter else ""
        return f"Return {_article(noun)} {noun} from your graveyard to the battlefield{tail}"
    if isinstance(e, DiscardUnless):
        noun = render_card_kind(_bare(e.card, Zone.HAND))
        return f"{_player_text(e.who, targets)} discards {word_number(e.count)} cards unless " \
               f"they discard {_article(noun)} {noun}"
    if isinstance(e, Draw) and isinstance(e.count, OpponentsWithHandAtMost) and \
            isinstance(e.who, You) and 1 <= e.count.n <= len(_FEWER):
        return "Draw an additional card for each opponent who has " \
               f"{_FEWER[e.count.n - 1]} or fewer cards in hand"
    if isinstance(e, LoseLife) and isinstance(e.who, EventPlayer) and isinstance(e.amount, Fixed):
        return f"They lose {e.amount.n} life"
    if isinstance(e, DealDamage) and isinstance(e.to, EventPlayer) and \
            isinstance(e.amount, Fixed) and not e.no_regenerate:
        return f"~ deals {e.amount.n} damage to that player"
    if e == MoveTo(EventObject(), Zone.EXILE, from_zone=Zone.BATTLEFIELD):
        return "Exile it"
    if isinstance(e, MoveTo) and e.to == Zone.BATTLEFIELD and e.from_zone == Zone.GRAVEYARD \
            and isinstance(e.what, TargetRef) and not e.under_your_control:
        t = targets[e.what.slot]
        f = t.filter
        if t.kind != TargetKind.OBJECT or t.up_to or not isinstance(f, Filter) or \
                f.controller != Whose.YOU or not f.nontypes >= _NOT_PERMANENT:
            return None
        noun = render_card_kind(_bare(f, Zone.GRAVEYARD))
        return f"Return target {noun} from your graveyard to the battlefield"
    return None


def _bare(f: ObjectFilter, zone: Zone) -> ObjectFilter:
    """``f`` with its zone (which must be ``zone``) and controller unset."""
    if common(f).zone != zone:
        raise ValueError(f"a card noun outside the {zone.value}")
    return with_fields(f, zone=Zone.BATTLEFIELD, controller=Whose.ANY)


# --- damage increases (CR 614.1a) ---------------------------------------------------------------

_COLOR_WORDS = {"white": Color.WHITE, "blue": Color.BLUE, "black": Color.BLACK,
                "red": Color.RED, "green": Color.GREEN}
_PLUS = re.compile(r"If (a|an|another) (?:(white|blue|black|red|green) )?source you control "
                   r"would deal (noncombat )?damage to (an opponent or a permanent an opponent "
                   r"controls|a permanent or player), it deals that much damage plus (\d+)"
                   r"( to that permanent or player)? instead\.")
_TO_OPPONENTS = "an opponent or a permanent an opponent controls"


def parse_static(line: str) -> StaticAbility | None:
    """"If a source you control would deal noncombat damage to an opponent or a permanent an
    opponent controls, it deals that much damage plus 2 instead." and its variants (another
    source, a colored source, any damage, to a permanent or player); None for other lines."""
    m = _PLUS.fullmatch(line)
    if m is None:
        return None
    art, color, noncombat, to, n, to_that = m.groups()
    if art != ("another" if art == "another" else _article(color or "source")):
        return None
    if to_that and to == _TO_OPPONENTS:
        return None
    return StaticAbility("", line, replacement=DamagePlus(
        int(n), noncombat=bool(noncombat), to_opponents=to == _TO_OPPONENTS,
        other=art == "another", colors=frozenset({_COLOR_WORDS[color]}) if color else
        frozenset(), to_that=bool(to_that)))


def render_static(a: Ability) -> str | None:
    """The inverse of :func:`parse_static`; None for other abilities."""
    if not isinstance(a, StaticAbility) or not isinstance(r := a.replacement, DamagePlus) or \
            a.layer_effects or a.rules or a.condition is not None or \
            not isinstance(a.affects, ThisObject) or len(r.colors) > 1:
        return None
    color = next((w for w, c in _COLOR_WORDS.items() if c in r.colors), "")
    noun = f"{color} source" if color else "source"
    art = "another" if r.other else _article(noun)
    to = _TO_OPPONENTS if r.to_opponents else "a permanent or player"
    tail = " to that permanent or player" if r.to_that else ""
    return f"If {art} {noun} you control would deal {'noncombat ' if r.noncombat else ''}" \
           f"damage to {to}, it deals that much damage plus {r.extra}{tail} instead."

