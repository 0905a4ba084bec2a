"""Conditional effects and "this turn" conditions (the third AFR batch; model in
:mod:`mtgrules.model.history`).

- ``"If mana from a Treasure was spent to cast ~, that creature gets +2/+0 until end of
  turn."`` (an effect done only if the condition holds as it resolves, CR 608.2c);
- ``"If mana from a Treasure was spent to activate this ability, that creature also gains
  deathtouch until end of turn."``;
- ``"~ deals 2 damage to target creature or planeswalker. If that permanent is green, ~
  deals 6 damage instead."`` and ``"Target creature gets -4/-1 until end of turn. If that
  creature is white, it gets -4/-4 until end of turn instead."`` (the second sentence
  replaces the first when its condition holds, 608.2c);
- the same with the condition after the effect: ``"~ deals 2 damage to any target. ~ deals 4
  damage instead if you control three or more artifacts."`` (metalcraft, its ability word
  removed, CR 207.2c) and ``"Target creature gets -1/-1 until end of turn. That creature gets
  -13/-13 until end of turn instead if a creature died this turn."`` (morbid, 700.4);
- an "instead" naming several targets again: ``"... If you had a land enter the battlefield
  under your control this turn, ~ deals 3 damage to that player or planeswalker and 3 damage
  to that creature instead."`` (:mod:`mtgrules.oracle.that_targets`);
- intervening "if" clauses (603.4): "if mana from a Treasure was spent to cast it", "if you
  gained/lost [N or more] life this turn", "if you had a land enter the battlefield under
  your control this turn" (:data:`CONDITION_WORDS`).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from typing import Any

from mtgrules.model import ApplyContinuous, ApplyRule, Filter, TargetRef, TargetSlot, Those
from mtgrules.model.base import CardType, Color, Whose
from mtgrules.model.effects import Effect
from mtgrules.model.history import (
    AttackedThisTurn,
    CreatureDiedThisTurn,
    EffectCondition,
    IfElse,
    IfForm,
    LandEnteredThisTurn,
    LifeChangedThisTurn,
    ObjectIs,
    OpponentControlsAtLeast,
    OpponentLostLifeThisTurn,
    SpentFor,
    TreasureManaSpent,
    WasKicked,
    YouControlAtLeast,
)
from mtgrules.model.spell_costs import SpellCost, SpellCostCondition, SpellCostKind
from mtgrules.oracle import that_targets
from mtgrules.oracle.comparisons import COMPARISONS
from mtgrules.oracle.effects_base import cap, low
from mtgrules.oracle.phrases import common, parse_word_number, render_target, word_number
from mtgrules.oracle.plurals import parse_plural, render_plural
from mtgrules.oracle.you_control import parse_you_control_at_least, render_you_control_at_least

_TREASURE = "mana from a Treasure was spent to "
_COLOR_WORDS = {c.name.lower(): c for c in Color}

CONDITION_WORDS: tuple[tuple[str, Any], ...] = (
    (_TREASURE + SpentFor.CAST_IT.value, TreasureManaSpent(SpentFor.CAST_IT)),
    ("you had a land enter the battlefield under your control this turn",
     LandEnteredThisTurn()),
    ("you attacked this turn", AttackedThisTurn()),
    ("an opponent lost life this turn", OpponentLostLifeThisTurn()),
    ("it was kicked", WasKicked(it=True)),  # CR 702.33e
    ("you gained life this turn", LifeChangedThisTurn(True, 1)),
    ("you lost life this turn", LifeChangedThisTurn(False, 1)),
    *((f"you gained {n} or more life this turn", LifeChangedThisTurn(True, n))
      for n in range(2, 21)),
    *((f"you lost {n} or more life this turn", LifeChangedThisTurn(False, n))
      for n in range(2, 21)),
)
"""Intervening "if" clauses of this family (words without "if"), for
:mod:`mtgrules.oracle.conditions`."""

_EFFECT_CONDITIONS: tuple[tuple[str, EffectCondition], ...] = (
    (_TREASURE + SpentFor.CAST_THIS.value, TreasureManaSpent(SpentFor.CAST_THIS)),
    (_TREASURE + SpentFor.ACTIVATE.value, TreasureManaSpent(SpentFor.ACTIVATE)),
    *((w, c) for w, c in CONDITION_WORDS if not isinstance(c, TreasureManaSpent)),
    *COMPARISONS,  # "you have less life than an opponent" (oracle.comparisons)
)

Sentence = Callable[[str, Any], list[Effect] | None]
Node = Callable[[Effect, tuple[TargetSlot, ...]], str]


def merge_instead(sents: list[str]) -> list[str]:
    """A sentence and the "If ..., ... instead." sentence after it, joined (the second
    replaces the first when its condition holds); a counterspell and its "If that spell is
    countered this way, ... instead of ..." (CR 614.1a, :mod:`mtgrules.oracle.counterspells`)
    too."""
    out: list[str] = []
    for sent in sents:
        post = re.fullmatch(r"(.+) instead if (.+)\.", sent)
        if out and post and not out[-1].startswith("If ") and \
                _postfix_condition(post.group(2)) is not None:
            out[-1] = out[-1] + " " + sent
            continue
        m = re.match(r"If (.+?), ", sent)
        if out and m and not out[-1].startswith("If ") and (
                (sent.endswith(" instead.") and (
                    _instead_condition(m.group(1)) is not None
                    or re.fullmatch(r"that (creature|permanent) is \w+", m.group(1))))
                or (m.group(1) == "that spell is countered this way" and " instead " in sent)):
            out[-1] = out[-1] + " " + sent
        else:
            out.append(sent)
    return out


def _that(slot: TargetSlot) -> str:
    """"that creature" for a creature target, "that permanent" for another permanent."""
    f = slot.filter
    return "that creature" if isinstance(f, Filter) and f.types == {CardType.CREATURE} \
        else "that permanent"


def _object_condition(words: str, targets: list[TargetSlot]) -> ObjectIs | None:
    m = re.fullmatch(r"(that creature|that permanent) is (\w+)", words)
    if not m or len(targets) != 1 or m.group(2) not in _COLOR_WORDS:
        return None
    if _that(targets[0]) != m.group(1):
        return None
    return ObjectIs(TargetRef(0), Filter(colors=frozenset({_COLOR_WORDS[m.group(2)]})))


def _render_object_condition(c: ObjectIs, targets: tuple[TargetSlot, ...]) -> str:
    f = c.filter
    if not isinstance(c.obj, TargetRef) or c.obj.slot != 0 or len(targets) != 1 or \
            not isinstance(f, Filter) or f != Filter(colors=f.colors) or len(f.colors) != 1:
        raise ValueError("an object condition without a rendering")
    return f"{_that(targets[0])} is {next(iter(f.colors)).name.lower()}"


def _condition(words: str) -> EffectCondition | None:
    return next((c for w, c in _EFFECT_CONDITIONS if w == words), None)


_KICKED = "~ was kicked"
"""The condition of "[effect]. If this spell was kicked, [effect] instead." (CR 702.33d; a
plain "If ~ was kicked, [effect]" is :class:`~mtgrules.model.IfKicked`, read by
:mod:`mtgrules.oracle.spell_costs`)."""


def _instead_condition(words: str) -> EffectCondition | None:
    return _condition(words) or (WasKicked() if words == _KICKED else None)


_DIED = "a creature died this turn"


def _postfix_condition(words: str) -> EffectCondition | None:
    """The condition of "[effect]. [effect] instead if [condition]." (CR 608.2c)."""
    if words == _DIED:
        return CreatureDiedThisTurn()
    return _instead_condition(words) or parse_you_control_at_least(words)


def activation_condition(words: str) -> EffectCondition | None:
    """The condition of "Activate only if [condition]." (CR 602.5b): "an opponent controls
    four or more lands", "you control three or more artifacts", "a creature died this turn";
    None for other words."""
    m = re.fullmatch(r"an opponent controls (\w+) or more (.+)", words)
    if m:
        n, f = parse_word_number(m.group(1)), parse_plural(m.group(2))
        if n is None or n < 2 or f is None or common(f).controller != Whose.ANY:
            return None
        return OpponentControlsAtLeast(f, n)
    return _postfix_condition(words)


def render_activation_condition(c: EffectCondition) -> str:
    """The words of :func:`activation_condition`'s condition. Raises ValueError for a
    condition with no wording."""
    if isinstance(c, OpponentControlsAtLeast):
        return f"an opponent controls {word_number(c.count)} or more {render_plural(c.filter)}"
    return _render_condition(c, ())


def parse(s: str, slots: Any, sentence: Sentence) -> list[Effect] | None:
    """A sentence of this family (capitalised, no final period); None for others."""
    m = re.fullmatch(r"(.+?)\. (.+) instead if (.+)", s)
    if m and not m.group(1).startswith("If ") and (cond := _postfix_condition(m.group(3))):
        return _parse_instead_if(m.group(1), m.group(2), cond, slots, sentence)
    m = re.fullmatch(r"(.+?)\. If (.+?), (.+) instead", s)
    if m:
        return _parse_instead(m.group(1), m.group(2), m.group(3), slots, sentence)
    m = re.fullmatch(r"If (.+?), (.+)", s)
    if not m or m.group(2).endswith(" instead"):
        return None
    cond = _condition(m.group(1))
    if cond is None:
        return None
    rest, form = m.group(2), IfForm.IF
    if rest.startswith("that creature also "):
        rest, form = "that creature " + rest[len("that creature also "):], IfForm.ALSO
    got = sentence(cap(rest), slots)
    if not got and rest.startswith("that creature "):  # "that creature gets ...": as "it"
        its = sentence("It " + rest[len("that creature "):], slots) or []
        got = [x for e in its if (x := _that_creature(e)) is not None]
        if len(got) != len(its):
            return None
    if not got:
        return None
    return [IfElse(cond, tuple(got), form=form)]


_IT, _THAT = Those("it"), Those("that creature")


def _that_creature(e: Effect) -> Effect | None:
    if isinstance(e, ApplyContinuous | ApplyRule) and e.what == _IT:
        return dataclasses.replace(e, what=_THAT)
    return None


def _render_then(e: Any, targets: tuple[TargetSlot, ...], node: Node) -> str:
    if isinstance(e, ApplyContinuous | ApplyRule) and e.what == _THAT:
        text = node(dataclasses.replace(e, what=_IT), targets)
        if text.startswith("It "):
            return "That creature " + text[len("It "):]
    return node(e, targets)


def _parse_instead(base: str, words: str, instead: str, slots: Any,
                   sentence: Sentence) -> list[Effect] | None:
    if slots.targets:
        return None  # the shared object is the base sentence's only target
    first = sentence(base, slots)
    if not first or len(first) != 1 or not slots.targets:
        return None
    if len(slots.targets) > 1:  # each target named again: "that player ... that creature"
        cond, text = _instead_condition(words), that_targets.expand(instead, slots.targets)
        fresh = type(slots)()
        got = sentence(cap(text), fresh) if cond and text else None
        if not got or len(got) != 1 or fresh.targets != slots.targets or cond is None:
            return None
        return [IfElse(cond, tuple(got), tuple(first), IfForm.INSTEAD_AFTER)]
    cond = _instead_condition(words) or _object_condition(words, slots.targets)
    if cond is None:
        return None
    phrase = render_target(slots.targets[0])
    tries = [instead + " to " + phrase]
    if instead.startswith("it "):
        tries.append(cap(phrase) + instead[len("it"):])
    for text in tries:
        fresh = type(slots)()
        got = sentence(cap(text), fresh)
        if got and len(got) == 1 and fresh.targets == slots.targets:
            return [IfElse(cond, tuple(got), tuple(first), IfForm.INSTEAD_AFTER)]
    if instead.startswith("it ") and base.startswith("~ "):  # "it" is the source itself
        fresh = type(slots)()
        got = sentence("~" + instead[len("it"):] + " to " + phrase, fresh)
        if got and len(got) == 1 and fresh.targets == slots.targets:
            return [IfElse(cond, tuple(got), tuple(first), IfForm.INSTEAD_AFTER_IT)]
    return None


def _parse_instead_if(base: str, instead: str, cond: EffectCondition, slots: Any,
                      sentence: Sentence) -> list[Effect] | None:
    """"[base]. [instead] instead if [condition]": ``instead`` names the base's only target
    "that creature" or leaves it out ("~ deals 4 damage")."""
    if slots.targets:
        return None
    first = sentence(base, slots)
    if not first or len(first) != 1 or len(slots.targets) != 1:
        return None
    phrase = render_target(slots.targets[0])
    that = cap(_that(slots.targets[0])) + " "
    text = cap(phrase) + " " + instead[len(that):] if instead.startswith(that) \
        else instead + " to " + phrase
    fresh = type(slots)()
    got = sentence(cap(text), fresh)
    if got and len(got) == 1 and fresh.targets == slots.targets:
        return [IfElse(cond, tuple(got), tuple(first), IfForm.INSTEAD_IF)]
    return None


def _render_condition(c: EffectCondition, targets: tuple[TargetSlot, ...]) -> str:
    if isinstance(c, ObjectIs):
        return _render_object_condition(c, targets)
    if isinstance(c, CreatureDiedThisTurn):
        return _DIED
    if isinstance(c, YouControlAtLeast):
        return render_you_control_at_least(c)
    if c == WasKicked():
        return _KICKED
    got = next((w for w, x in _EFFECT_CONDITIONS if x == c), None)
    if got is None:
        raise ValueError("a condition without a rendering")
    return got


def render(e: Effect, targets: tuple[TargetSlot, ...], node: Node) -> str | None:
    """The sentence of an :class:`~mtgrules.model.history.IfElse` (no final period); None for
    other nodes."""
    if not isinstance(e, IfElse):
        return None
    cond = _render_condition(e.condition, targets)
    if len(e.then) != 1:
        raise ValueError("several conditional effects have no rendering")
    then = _render_then(e.then[0], targets, node)
    if e.condition == WasKicked() and e.form not in (IfForm.INSTEAD_AFTER,
                                                     IfForm.INSTEAD_AFTER_IT):
        raise ValueError("'If ~ was kicked, ...' is IfKicked's")
    if isinstance(e.condition, CreatureDiedThisTurn | YouControlAtLeast) and \
            e.form is not IfForm.INSTEAD_IF:
        raise ValueError("this condition is read only after an 'instead'")
    match e.form:
        case IfForm.INSTEAD_IF:
            if len(e.otherwise) != 1 or len(targets) != 1:
                raise ValueError("an 'instead' needs one base effect and one target")
            base = node(e.otherwise[0], targets)  # type: ignore[arg-type]
            phrase = render_target(targets[0])
            if then.startswith(cap(phrase) + " "):
                short = cap(_that(targets[0])) + then[len(phrase):]
            elif then.endswith(" to " + phrase):
                short = then[: -len(" to " + phrase)]
            else:
                raise ValueError("the 'instead' effect names another object")
            return f"{base}. {short} instead if {cond}"
        case IfForm.IF:
            return f"If {cond}, {low(then)}"
        case IfForm.ALSO:
            if not then.startswith("That creature "):
                raise ValueError("'also' needs 'that creature'")
            return f"If {cond}, that creature also {then[len('That creature '):]}"
        case IfForm.INSTEAD_AFTER_IT:
            if len(e.otherwise) != 1 or len(targets) != 1:
                raise ValueError("an 'instead' needs one base effect and one target")
            base = node(e.otherwise[0], targets)  # type: ignore[arg-type]
            tail = " to " + render_target(targets[0])
            if not (base.startswith("~ ") and then.startswith("~ ") and then.endswith(tail)):
                raise ValueError("'it ... instead' needs the source's own effect")
            return f"{base}. If {cond}, it {then[2:-len(tail)]} instead"
        case IfForm.INSTEAD_AFTER if len(targets) > 1 and len(e.otherwise) == 1:
            base = node(e.otherwise[0], targets)  # type: ignore[arg-type]
            return f"{base}. If {cond}, {low(that_targets.abbreviate(then, targets))} instead"
        case IfForm.INSTEAD_AFTER:
            if len(e.otherwise) != 1 or len(targets) != 1:
                raise ValueError("an 'instead' needs one base effect and one target")
            base = node(e.otherwise[0], targets)  # type: ignore[arg-type]
            phrase = render_target(targets[0])
            if then.endswith(" to " + phrase):
                short = then[: -len(" to " + phrase)]
            elif then.startswith(cap(phrase) + " "):
                short = "it" + then[len(phrase):]
            else:
                raise ValueError("the 'instead' effect names another object")
            return f"{base}. If {cond}, {low(short)} instead"
        case IfForm.INSTEAD_THOSE_TOKENS:
            return None  # oracle.instead_tokens
        case IfForm.IF_AFTER:
            return None  # "[effect] if it's red": oracle.attached_triggers


def check_view(e: Effect) -> Effect:
    """What the compiler's target check (:func:`mtgrules.oracle.compiler._check_targets`)
    reads of an effect: an "instead" pair refers to its base sentence's target three times
    (base, condition, replacement: one object, checked equal by :func:`parse`), so only the
    base counts."""
    if isinstance(e, IfElse) and e.form in (IfForm.INSTEAD_AFTER, IfForm.INSTEAD_IF,
                                            IfForm.INSTEAD_THOSE_TOKENS) \
            and len(e.otherwise) == 1:
        return e.otherwise[0]  # type: ignore[return-value]
    return e



_RESTRICTIONS = {
    "a creature died this turn": SpellCostCondition.CREATURE_DIED_THIS_TURN,
    "you've cast another spell this turn": SpellCostCondition.CAST_ANOTHER_SPELL_THIS_TURN,
}
_RESTRICTION_WORDS = {v: k for k, v in _RESTRICTIONS.items()}


def parse_cast_restriction(line: str) -> SpellCost | None:
    """"Cast ~ only if [condition]." (CR 601.3) -> a restriction; None for other lines."""
    m = re.fullmatch(r"Cast ~ only if (.+)\.", line)
    if not m or m.group(1) not in _RESTRICTIONS:
        return None
    return SpellCost("", line, kind=SpellCostKind.RESTRICTION,
                     condition=_RESTRICTIONS[m.group(1)])


def render_cast_restriction(a: Any) -> str | None:
    """The inverse of :func:`parse_cast_restriction`; None for other abilities."""
    if not isinstance(a, SpellCost) or a.kind is not SpellCostKind.RESTRICTION:
        return None
    return f"Cast ~ only if {_RESTRICTION_WORDS[a.condition]}."



def instead_condition(words: str) -> EffectCondition | None:
    """The condition of "If [words], [effect] instead" after an effect naming no object:
    :func:`condition_of`'s, or "~ was kicked" (CR 702.33d); None for other words."""
    return _instead_condition(words)


def condition_of(words: str) -> EffectCondition | None:
    """The condition of this family's words (without "if"); None for other words."""
    return _condition(words)


def render_condition_words(c: EffectCondition) -> str:
    """The words of a condition that names no target (the inverse of
    :func:`condition_of`)."""
    return _render_condition(c, ())
