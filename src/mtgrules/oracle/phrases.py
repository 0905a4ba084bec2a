"""Shared phrases of Oracle text: numbers, object filters and target phrases (CR 109, 115).

Each phrase has a parser (text -> model value, or None when the text is not of this form) and a
renderer (model value -> text) that reads only the model, so the compiler's round trip
(:mod:`mtgrules.oracle.compiler`) proves the parse. Canonical forms: "artifact or enchantment"
is an :class:`~mtgrules.model.AnyOf` of one-type filters sharing every other criterion.
"""

from __future__ import annotations

import dataclasses
import re

from mtgrules.model import (
    AnyOf,
    CardType,
    Cmp,
    Filter,
    Fixed,
    KeywordName,
    ManaValueIs,
    Predicate,
    TargetKind,
    TargetSlot,
    Whose,
    X,
    Zone,
)
from mtgrules.model.amounts import Amount
from mtgrules.model.base import walk
from mtgrules.model.filters import ObjectFilter, PowerIs
from mtgrules.oracle.adjectives import (
    TYPE_WORDS,
    negation_words,
    render_adjectives,
    render_negations,
    take_adjectives,
    take_negations,
)
from mtgrules.oracle.power_bounds import render_power, split_power

WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
         "eighteen", "nineteen", "twenty")


def parse_word_number(s: str) -> int | None:
    """``"a"``/``"an"``/``"one"`` -> 1, ``"two"`` -> 2, ... (as Oracle writes counts of cards
    and counters); None otherwise."""
    if s in ("a", "an"):
        return 1
    return WORDS.index(s) if s in WORDS else None


def word_number(n: int, article: str = "a") -> str:
    """The inverse of :func:`parse_word_number`: 1 -> ``article``, 2 -> ``"two"``."""
    return article if n == 1 else WORDS[n]


def parse_amount(s: str) -> Amount | None:
    """A damage/life amount as digits (``"3"``) or ``"X"`` (CR 107.3)."""
    if s == "X":
        return X()
    return Fixed(int(s)) if s.isdigit() else None


def render_amount(v: Amount) -> str:
    """The inverse of :func:`parse_amount`."""
    if isinstance(v, X):
        return "X"
    if isinstance(v, Fixed):
        return str(v.n)
    raise ValueError(f"amount {v!r} has no Oracle rendering")


# --- type words -------------------------------------------------------------------------------

CARD_TYPE_WORDS = TYPE_WORDS
"""Card type words (CR 205.2a): the object-description reader's table
(:data:`mtgrules.oracle.adjectives.TYPE_WORDS`)."""
TYPE_WORD = {v: k for k, v in CARD_TYPE_WORDS.items()}
_PERMANENT_TYPES = frozenset({CardType.CREATURE, CardType.ARTIFACT, CardType.ENCHANTMENT,
                              CardType.LAND, CardType.PLANESWALKER, CardType.BATTLE})
PREDICATE_WORDS = {"tapped": Predicate.TAPPED, "untapped": Predicate.UNTAPPED,
                   "attacking": Predicate.ATTACKING, "blocking": Predicate.BLOCKING,
                   "equipped": Predicate.EQUIPPED}
_PRED_WORD = {v: k for k, v in PREDICATE_WORDS.items()}
_PRED_WORD[Predicate.ATTACKING_OR_BLOCKING] = "attacking or blocking"
_PRED_ORDER = tuple(_PRED_WORD)
_TOKEN_PREDS = frozenset({Predicate.TOKEN, Predicate.NONTOKEN})
"""Token predicates, written as "nontoken" before the noun and "token" after it."""


def split_or(s: str) -> list[str] | None:
    """``"a"`` -> [a]; ``"a or b"`` -> [a, b]; ``"a, b, or c"`` -> [a, b, c]."""
    if ", or " in s:
        head, last = s.rsplit(", or ", 1)
        parts = head.split(", ") + [last]
    elif " or " in s:
        parts = s.split(" or ")
    else:
        parts = [s]
    return parts if len(parts) <= 4 and len(set(parts)) == len(parts) else None


def join_or(parts: list[str]) -> str:
    """The inverse of :func:`split_or`."""
    if len(parts) <= 2:
        return " or ".join(parts)
    return ", ".join(parts[:-1]) + ", or " + parts[-1]


def with_fields(f: ObjectFilter, **kw: object) -> ObjectFilter:
    """``f`` with fields replaced (in every part of an AnyOf)."""
    if isinstance(f, AnyOf):
        return AnyOf(tuple(with_fields(p, **kw) for p in f.parts))
    if not isinstance(f, Filter):
        raise ValueError(f"{type(f).__name__} has no rendering")
    return dataclasses.replace(f, **kw)  # type: ignore[arg-type]


def common(f: ObjectFilter) -> Filter:
    """The criteria shared by every part (for an AnyOf of one-type filters differing only in
    their type); raises ValueError when the filter is not of the canonical shape."""
    if isinstance(f, Filter):
        return f
    if isinstance(f, AnyOf):
        parts = [p for p in f.parts if isinstance(p, Filter) and len(p.types) == 1]
        if len(parts) != len(f.parts):
            raise ValueError("an AnyOf with other than one-type filters has no rendering")
        rest = {dataclasses.replace(p, types=frozenset()) for p in parts}
        if len(rest) != 1:
            raise ValueError("an AnyOf whose parts differ beyond their types")
        return next(iter(rest))
    raise ValueError(f"{type(f).__name__} has no rendering")


def _types_of(f: ObjectFilter) -> list[CardType]:
    if isinstance(f, AnyOf):
        return [next(iter(p.types)) for p in f.parts if isinstance(p, Filter)]
    assert isinstance(f, Filter)
    if len(f.types) > 1:
        raise ValueError("several required types have no rendering")
    return list(f.types)


def parse_noun(s: str, card: bool = False) -> ObjectFilter | None:
    """A permanent (or card, when ``card``) noun phrase without controller, in Oracle's
    order: status (``"tapped"``, ``"attacking"``), a comma list of negations or ``"nontoken"``,
    the adjectives of :mod:`mtgrules.oracle.adjectives` (supertype, colour word, subtype), a
    ``non-`` type, the type nouns (an "or" list), ``"token"``/``"card"``, then ``"with"`` /
    ``"without"`` qualifiers (a keyword, mana value, power or toughness bound):
    ``"creature"``, ``"nonland permanent"``, ``"artifact or enchantment"``, ``"tapped
    nonblack creature"``, ``"nonartifact, nonblack creature"``, ``"black or red permanent"``,
    ``"monocolored creature"``, ``"creature card"``, ``"card with mana value 4 or greater"``
    (a card noun may have no type word when another criterion names it). None if not of
    this form (a repeated or misordered word, several negations without commas)."""
    kws: frozenset[KeywordName] = frozenset()
    mv = None
    m = re.fullmatch(r"(.+) with mana value (\d+|X)(?: or (less|greater))?", s)
    if m:  # "with mana value 2": exactly 2 (CR 202.3); "X": the spell's X (107.3a)
        x = m.group(2) == "X"
        s, mv = m.group(1), ManaValueIs(Cmp.LE if m.group(3) == "less" else Cmp.GE
                                        if m.group(3) else Cmp.EQ,
                                        0 if x else int(m.group(2)), x=x)
    nonkws: frozenset[KeywordName] = frozenset()
    m = re.fullmatch(r"(.+) without (flying|reach|trample|deathtouch|lifelink|vigilance|haste|"
                     r"menace|defender|first strike|double strike|hexproof|indestructible)", s)
    if m and not card and mv is None:
        s, nonkws = m.group(1), frozenset({KeywordName(m.group(2))})
    power = None
    m = re.fullmatch(r"(.+) with power (\d+) or (less|greater)", s)
    if m and not card and mv is None and not nonkws:
        s, power = m.group(1), PowerIs(Cmp.LE if m.group(3) == "less" else Cmp.GE,
                                       int(m.group(2)))
    toughness = None  # "creature with toughness 2 or less" (CR 208.1)
    m = re.fullmatch(r"(.+) with toughness (\d+) or (less|greater)", s)
    if m and not card and mv is None and not nonkws and power is None:
        s, toughness = m.group(1), PowerIs(Cmp.LE if m.group(3) == "less" else Cmp.GE,
                                           int(m.group(2)))
    m = re.fullmatch(r"(.+) with (flying|reach|trample|deathtouch|lifelink|vigilance|haste|"
                     r"menace|defender|first strike|double strike|hexproof|indestructible)", s)
    if m and not card and power is None and not nonkws:
        s, kws = m.group(1), frozenset({KeywordName(m.group(2))})
    preds: list[Predicate] = []
    if s.startswith("attacking or blocking "):
        preds, s = [Predicate.ATTACKING_OR_BLOCKING], s[len("attacking or blocking "):]
    words = s.split(" ")
    while words and words[0] in PREDICATE_WORDS:
        preds.append(PREDICATE_WORDS[words.pop(0)])
    neg = take_negations(words)  # "nonartifact, nonblack creature"
    if neg is None:
        return None
    listed = bool(neg)
    preds.extend(neg.pop("predicates", ()))
    if not listed and Predicate.NONTOKEN not in preds and not card and words and \
            words[0] == "nontoken":  # CR 111.1
        preds.append(Predicate.NONTOKEN)
        words = words[1:]
    elif not card and words and words[-1] == "token":  # "creature token", "token"
        preds.append(Predicate.TOKEN)
        words = words[:-1] or ["permanent"]
    if len(preds) > 1 or (card and Predicate.NONTOKEN in preds):
        return None
    adj = take_adjectives(words)
    if adj is None or set(adj) & set(neg):
        return None
    s = " ".join(words)
    if card:
        if not s.endswith(" card") and s != "card":
            return None
        s = s[: -len(" card")] if s != "card" else ""
    nontypes: frozenset[CardType] = neg.pop("nontypes", frozenset())
    m = re.fullmatch(r"non(\w+)(?: (.+))?", s)
    if m and m.group(1) in CARD_TYPE_WORDS and (m.group(2) or card) and not nontypes:
        nontypes = frozenset({CARD_TYPE_WORDS[m.group(1)]})  # "nonland permanent", "nonland
        s = m.group(2) or ""                                # card" (a card noun, CR 108.1)
    base = Filter(nontypes=nontypes, predicates=frozenset(preds), keywords=kws, mana_value=mv,
                  power=power, nonkeywords=nonkws, toughness=toughness, **adj, **neg)
    if (len(negation_words(base)) > 1) != listed:
        return None  # several negations are written as one comma list
    if s == "" and card and not adj.get("subtypes") and (
            base.nontypes or base.noncolors or base.colors or base.any_color
            or base.color_count is not None or base.mana_value is not None):
        return base  # "nonland card", "red card", "card with mana value 4 or greater"
    if s == "" and adj.get("subtypes") and not nontypes:
        return base  # "Knight", "attacking Elf", "Goblin card"
    if s == "permanent" and not card:
        return base
    if s == "permanent" and not nontypes:  # a permanent card (CR 110.4b): no instant/sorcery
        return dataclasses.replace(base, nontypes=_NONPERMANENT)
    parts = split_or(s)
    if parts is None or any(p not in CARD_TYPE_WORDS for p in parts):
        return None
    types = [CARD_TYPE_WORDS[p] for p in parts]
    if (not card and any(t not in _PERMANENT_TYPES for t in types)) or set(types) & nontypes:
        return None
    if len(types) == 1:
        return dataclasses.replace(base, types=frozenset(types))
    return AnyOf(tuple(dataclasses.replace(base, types=frozenset({t})) for t in types))


def render_noun(f: ObjectFilter, card: bool = False) -> str:
    """The inverse of :func:`parse_noun` (controller, "other" and zone must be unset)."""
    c = common(f)
    if card and c.nontypes == _NONPERMANENT and not _types_of(f):  # "permanent card"
        f = c = dataclasses.replace(c, nontypes=frozenset(), types=frozenset({CardType.LAND}))
        return render_noun(f, card=True).replace("land card", "permanent card")
    if ((c.mana_value and (c.keywords or c.mana_value.cmp not in _MV_TEXT | {Cmp.EQ: ""}))
            or c.controller != Whose.ANY or c.other
            or len(c.predicates) > 1 or len(c.keywords) > 1 or (c.keywords and card)
            or any(p not in _PRED_WORD and p not in _TOKEN_PREDS for p in c.predicates)
            or (card and c.predicates & _TOKEN_PREDS)):
        raise ValueError("filter criteria without a noun rendering")
    words = [_PRED_WORD[p] for p in _PRED_ORDER if p in c.predicates]
    listed = len(negation_words(c)) > 1  # "nonartifact, nonblack creature"
    if listed:
        words.append(render_negations(c))
    elif Predicate.NONTOKEN in c.predicates:
        words.insert(0, "nontoken")
    words += render_adjectives(c, negations=not listed)
    types = _types_of(f)
    base = join_or([TYPE_WORD[t] for t in types]) if types else "permanent"
    if not types and (c.subtypes or card):
        base = ""
        if c.nontypes and c.subtypes:
            raise ValueError("a subtype noun with an excluded type has no rendering")
    if c.nontypes and not listed:
        base = ("non" + TYPE_WORD[next(iter(c.nontypes))] + " " + base).strip()
    if card:
        if not types and not c.subtypes and not (
                c.nontypes or c.noncolors or c.colors or c.any_color
                or c.color_count is not None or c.mana_value is not None):
            raise ValueError("a card noun needs a type or another criterion")
        base = (base + " card").strip()
    if Predicate.TOKEN in c.predicates:  # "creature token", "token" (CR 111.1)
        base = "token" if base == "permanent" else (base + " token").strip()
    text = " ".join(words + ([base] if base else []))
    if c.keywords:
        text += " with " + next(iter(c.keywords)).value
    if c.mana_value:
        text += f" with mana value {'X' if c.mana_value.x else c.mana_value.value}" + (
            f" or {_MV_TEXT[c.mana_value.cmp]}" if c.mana_value.cmp is not Cmp.EQ else "")
    if c.nonkeywords:
        if c.keywords or c.mana_value or c.power or len(c.nonkeywords) > 1 or card:
            raise ValueError("a keyword exclusion with other criteria has no noun rendering")
        text += " without " + next(iter(c.nonkeywords)).value
    if c.power:
        if c.keywords or c.mana_value or c.power.cmp not in _MV_TEXT or card:
            raise ValueError("a power bound with other criteria has no noun rendering")
        text += f" with power {c.power.value} or {_MV_TEXT[c.power.cmp]}"
    if c.toughness:
        if c.keywords or c.mana_value or c.power or c.nonkeywords or \
                c.toughness.cmp not in _MV_TEXT or card:
            raise ValueError("a toughness bound with other criteria has no noun rendering")
        text += f" with toughness {c.toughness.value} or {_MV_TEXT[c.toughness.cmp]}"
    return text


_MV_TEXT = {Cmp.LE: "less", Cmp.GE: "greater"}
_NONPERMANENT = frozenset({CardType.INSTANT, CardType.SORCERY})
"""The types a permanent card lacks (CR 110.4b: a card of a permanent type)."""


def has_power_bound(f: ObjectFilter) -> bool:
    """Whether a filter bounds power or excludes keywords ("creatures with power 2 or less",
    "creatures without flying"): a continuous effect can't choose the objects it affects by
    a value it may itself change (CR 613.4, 613.8)."""
    return any(isinstance(n, Filter) and (n.power is not None or n.toughness is not None
                                          or bool(n.nonkeywords)) for n in walk(f))


_CONTROLLERS = {" you control": Whose.YOU, " an opponent controls": Whose.OPPONENT,
                " you don't control": Whose.NOT_YOU}
_CONTROLLER_TEXT = {v: k for k, v in _CONTROLLERS.items()}


def parse_permanents(s: str) -> ObjectFilter | None:
    """A permanent phrase with optional ``"other"`` and controller, as used after "target" and
    "each": ``"creature you control"``, ``"other creature"``. None if not of this form."""
    other = False
    if s.startswith("other "):
        other, s = True, s[len("other "):]
    controller = Whose.ANY
    with_kw = ""
    m = re.fullmatch(r"(.+?)( you control| an opponent controls| you don't control)"
                     r"( with [a-z0-9 ]+)", s)
    if m:  # "creatures you control with flying", "... with mana value 3 or greater": the
        s, with_kw = m.group(1) + m.group(2), m.group(3)  # keyword / mana value after it
    for suffix, who in _CONTROLLERS.items():
        if s.endswith(suffix):
            controller, s = who, s[: -len(suffix)]
            break
    if with_kw and controller == Whose.ANY:
        return None
    f = parse_noun(s + with_kw)
    if f is None or (with_kw and not (common(f).keywords or common(f).mana_value
                                      or common(f).power)):  # "you control with power 2 or less"
        return None
    return with_fields(f, controller=controller, other=other)


_OPPONENTS = " your opponents control"


def parse_each_permanents(s: str) -> ObjectFilter | None:
    """The permanent phrase after "each" (:func:`parse_permanents`), or one controlled by the
    controller's opponents written ``"[noun] your opponents control"``, after any "with"
    clause (``"creature with flying your opponents control"``, CR 102.3). None if neither."""
    if s.endswith(_OPPONENTS):
        f = parse_permanents(s[: -len(_OPPONENTS)])
        if f is None or common(f).controller is not Whose.ANY or common(f).other:
            return None
        return with_fields(f, controller=Whose.OPPONENT)
    return parse_permanents(s)


def render_each_permanents(f: ObjectFilter) -> str:
    """The inverse of :func:`parse_each_permanents`: permanents an opponent controls are
    written "[noun] your opponents control"."""
    c = common(f)
    if c.controller is Whose.OPPONENT and not c.other:
        return render_permanents(with_fields(f, controller=Whose.ANY)) + _OPPONENTS
    return render_permanents(f)


def render_permanents(f: ObjectFilter, other_word: str = "other ") -> str:
    """The inverse of :func:`parse_permanents`."""
    c = common(f)
    if c.zone != Zone.BATTLEFIELD:
        raise ValueError("not a permanent phrase")
    s = render_noun(with_fields(f, controller=Whose.ANY, other=False))
    if c.other:
        s = other_word + s
    if c.controller != Whose.ANY:
        if c.keywords and not c.mana_value:  # "creature you control with flying"
            head, _, kw = s.rpartition(" with ")
            return head + _CONTROLLER_TEXT[c.controller] + " with " + kw
        if c.mana_value and not c.keywords:  # "permanent an opponent controls with mana value"
            head, _, mv = s.partition(" with mana value ")
            return head + _CONTROLLER_TEXT[c.controller] + " with mana value " + mv
        if c.power and not c.keywords:  # "creature you control with power 2 or less"
            head, _, pw = s.partition(" with power ")
            return head + _CONTROLLER_TEXT[c.controller] + " with power " + pw
        s += _CONTROLLER_TEXT[c.controller]
    return s


_FIXED_KINDS = {"any target": TargetKind.ANY, "target player": TargetKind.PLAYER,
                "target opponent": TargetKind.OPPONENT,
                "target player or planeswalker": TargetKind.PLAYER_OR_PLANESWALKER,
                "target opponent or planeswalker": TargetKind.OPPONENT_OR_PLANESWALKER,
                "target activated or triggered ability": TargetKind.ABILITY}
_KIND_TEXT = {v: k for k, v in _FIXED_KINDS.items()}


DEALT_DAMAGE = " that was dealt damage this turn"
"""A target's history: it was dealt damage this turn (CR 120.3, recorded as damage is
dealt: :attr:`~mtgrules.model.Predicate.DEALT_DAMAGE_THIS_TURN`)."""


_SPELL_CONTROLLERS = {Whose.NOT_YOU: " you don't control", Whose.YOU: " you control",
                      Whose.OPPONENT: " an opponent controls"}
"""Who controls a target spell (CR 115.1, 109.5): "target spell you don't control"."""


def parse_target(s: str) -> TargetSlot | None:
    """A target phrase (CR 115.1): ``"any target"``, ``"target player"``, ``"target opponent"``,
    ``"target player or planeswalker"``, ``"target spell"``/``"target creature spell"``/
    ``"target noncreature spell"``, ``"[another ]target <permanent phrase>"``,
    ``"target <type> card from your graveyard"``, each optionally ``"up to one ..."``.
    None if not of this form."""
    text = s
    up_to = False
    if s.startswith("up to one "):
        up_to, s = True, s[len("up to one "):]
    if s in _FIXED_KINDS:
        return TargetSlot(_FIXED_KINDS[s], up_to=up_to, text=text)
    other = False
    if s.startswith("another target "):
        other, s = True, "target " + s[len("another target "):]
    elif up_to and s.startswith("other target "):  # "up to one other target creature"
        other, s = True, s[len("other "):]
    if not s.startswith("target "):
        return None
    s = s[len("target "):]
    spell_owner = next((w for w, words in _SPELL_CONTROLLERS.items()
                        if (" " + s).endswith(" spell" + words)), None)
    if spell_owner is not None and not other:  # "target spell you don't control" (115.1)
        got = parse_target(text[: len(text) - len(_SPELL_CONTROLLERS[spell_owner])])
        if got is None or got.kind is not TargetKind.SPELL or \
                common(got.filter).controller is not Whose.ANY:
            return None
        return dataclasses.replace(got, filter=with_fields(got.filter, controller=spell_owner),
                                   text=text)
    if s == "spell" and not other:
        return TargetSlot(TargetKind.SPELL, Filter(), up_to=up_to, text=text)
    m = re.fullmatch(r"non(\w+) spell", s)
    if m and m.group(1) in CARD_TYPE_WORDS and not other:
        return TargetSlot(TargetKind.SPELL, Filter(
            nontypes=frozenset({CARD_TYPE_WORDS[m.group(1)]})),
            up_to=up_to, text=text)
    m = re.fullmatch(r"(.*)\bspell( with .+)?", s)  # "red or green spell", "spell with
    if m and not other:                               # mana value 4 or greater"
        f = parse_noun(m.group(1) + "card" + (m.group(2) or ""), card=True)
        if f is None or common(f).predicates:
            return None
        return TargetSlot(TargetKind.SPELL, f, up_to=up_to, text=text)
    m = re.fullmatch(r"(.+) from (your|a) graveyard", s)
    if m:  # "target card from a graveyard": any card (CR 108.3)
        f = Filter() if m.group(1) == "card" else parse_noun(m.group(1), card=True)
        if f is None or common(f).predicates or other:
            return None
        who = Whose.YOU if m.group(2) == "your" else Whose.ANY
        return TargetSlot(TargetKind.OBJECT, with_fields(f, zone=Zone.GRAVEYARD, controller=who),
                          up_to=up_to, text=text)
    damaged = s.endswith(DEALT_DAMAGE)  # "target creature that was dealt damage this turn"
    if damaged:
        s = s[: -len(DEALT_DAMAGE)]
    s, power = split_power(s)  # "target attacking creature with power 3 or less"
    f = parse_permanents(s)
    if f is None or common(f).other or (damaged and not isinstance(f, Filter)):
        return None
    if damaged and isinstance(f, Filter):
        f = dataclasses.replace(f, predicates=f.predicates | {Predicate.DEALT_DAMAGE_THIS_TURN})
    if power is not None:
        if not isinstance(f, Filter) or f.keywords or f.mana_value:
            return None
        f = dataclasses.replace(f, power=power)
    return TargetSlot(TargetKind.OBJECT, with_fields(f, other=other), up_to=up_to, text=text)


DEPENDENT_CONTROLLER = " that player or that planeswalker's controller controls"
"""The words after a target whose controller is an earlier target's player
(:attr:`~mtgrules.model.effects.TargetSlot.controlled_by_slot`, CR 601.2c); which earlier
target is read and checked by :mod:`mtgrules.oracle.target_controller`."""


def render_target(t: TargetSlot) -> str:
    """The inverse of :func:`parse_target` (from kind, filter and ``up_to``, never ``text``),
    with :data:`DEPENDENT_CONTROLLER` after a target that depends on an earlier one."""
    if t.controlled_by_slot is not None:
        return render_target(dataclasses.replace(t, controlled_by_slot=None)) + \
            DEPENDENT_CONTROLLER
    if t.count != 1:
        raise ValueError("several targets in one slot have no rendering")
    pre = "up to one " if t.up_to else ""
    f = t.filter
    if t.kind in _KIND_TEXT:
        if f != Filter():
            raise ValueError("a player target with a filter has no rendering")
        return pre + _KIND_TEXT[t.kind]
    c = common(f)
    if t.kind == TargetKind.SPELL and c.controller in _SPELL_CONTROLLERS:
        return render_target(dataclasses.replace(
            t, filter=with_fields(f, controller=Whose.ANY))) + _SPELL_CONTROLLERS[c.controller]
    if t.kind == TargetKind.SPELL:
        if c.zone != Zone.BATTLEFIELD:
            raise ValueError("a spell target's filter names a zone")
        if f == Filter():
            return pre + "target spell"
        if isinstance(f, Filter) and not f.types and len(f.nontypes) == 1 and \
                f == Filter(nontypes=f.nontypes):
            return pre + "target non" + TYPE_WORD[next(iter(f.nontypes))] + " spell"
        return pre + "target " + re.sub(r"\bcard\b", "spell", render_noun(f, card=True),
                                         count=1)
    if t.kind != TargetKind.OBJECT:
        raise ValueError(f"target kind {t.kind!r} has no rendering")
    if c.zone == Zone.GRAVEYARD:
        whose = {Whose.YOU: "your", Whose.ANY: "a"}[c.controller]
        bare = with_fields(f, zone=Zone.BATTLEFIELD, controller=Whose.ANY)
        noun = "card" if bare == Filter() else render_noun(bare, card=True)
        return f"{pre}target {noun} from {whose} graveyard"
    suffix = ""
    if isinstance(f, Filter) and f.power is not None:
        suffix, f = render_power(f.power), dataclasses.replace(f, power=None)
    if isinstance(f, Filter) and Predicate.DEALT_DAMAGE_THIS_TURN in f.predicates:
        suffix += DEALT_DAMAGE
        f = dataclasses.replace(f, predicates=f.predicates - {Predicate.DEALT_DAMAGE_THIS_TURN})
    if c.other:
        return pre + ("other target " if t.up_to else "another target ") + \
            render_permanents(with_fields(f, other=False)) + suffix
    return pre + "target " + render_permanents(f) + suffix
