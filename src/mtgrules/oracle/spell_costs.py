"""The spell-cost family (CR 118.8-118.9, 601.2b, 601.2f): lines that give a spell an
additional, optional or alternative cost, the effect sentence that checks a kicker, and the
exile-and-play sentences (CR 406.3, 601.3):

- ``"Kicker {1}{U}"`` -> :class:`~mtgrules.model.SpellCost` (optional, CR 702.33a)
- ``"Spectacle {R}"`` -> :class:`~mtgrules.model.SpellCost` (alternative, if an opponent lost
  life this turn, CR 702.137a)
- ``"As an additional cost to cast ~, sacrifice a creature."`` (or ``"..., discard a
  card."``) -> a :class:`~mtgrules.model.SpellCost` (additional, CR 118.8)
- ``"If ~ was kicked, <sentence>"`` -> :class:`~mtgrules.model.IfKicked` (702.33d)
- ``"Exile the top two cards of your library. Until end of turn, you may play those cards"``
  (or ``"Until the end of your next turn, ..."``) -> :class:`~mtgrules.model.ExileTopCardsMayPlay`

The effect-sentence functions take the sentence parser/renderer of
:mod:`mtgrules.oracle.effects` as an argument (no import cycle).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtgrules.mana import ManaCost, ManaError
from mtgrules.model import (
    ChooseOthers,
    Cost,
    ExileTopCardsMayPlay,
    IfKicked,
    PlayDuration,
    SpellCost,
    SpellCostCondition,
    SpellCostKind,
    TargetSlot,
    Whose,
)
from mtgrules.model.effects import Effect
from mtgrules.oracle.phrases import (
    common,
    parse_noun,
    parse_word_number,
    render_noun,
    with_fields,
    word_number,
)

_KEYWORDS = {"Kicker": (SpellCostKind.OPTIONAL, SpellCostCondition.ALWAYS),
             "Spectacle": (SpellCostKind.ALTERNATIVE, SpellCostCondition.OPPONENT_LOST_LIFE)}
_ADDITIONAL = "As an additional cost to cast ~, sacrifice "
_ADDITIONAL_DISCARD = "As an additional cost to cast ~, discard a card."


def parse_spell_cost(line: str) -> SpellCost | None:
    """A spell-cost line of this family, or None."""
    m = re.fullmatch(r"(Kicker|Spectacle) ((?:\{[^}]+\})+)", line)
    if m:
        try:
            mana = ManaCost.parse(m.group(2))
        except ManaError:
            return None
        if mana.x_count:
            return None
        kind, cond = _KEYWORDS[m.group(1)]
        return SpellCost("", line, kind=kind, cost=Cost(mana=mana),
                         keyword=m.group(1).lower(), condition=cond)
    if line == _ADDITIONAL_DISCARD:
        return SpellCost("", line, kind=SpellCostKind.ADDITIONAL, cost=Cost(discard=1))
    if line.startswith(_ADDITIONAL) and line.endswith("."):
        m = re.fullmatch(r"(a|an) (.+)", line[len(_ADDITIONAL):-1])
        f = parse_noun(m.group(2)) if m else None
        if m is None or f is None or m.group(2) not in ("creature", "land") or \
                m.group(1) != "a":
            return None  # other permanents: not exercised yet
        return SpellCost("", line, kind=SpellCostKind.ADDITIONAL, cost=Cost(
            sacrifice=ChooseOthers(1, _yours(f))))
    return None


def _yours(f: Any) -> Any:
    return with_fields(f, controller=Whose.YOU)


def render_spell_cost(a: SpellCost) -> str:
    """The line of a spell-cost ability. Raises ValueError when it has no rendering."""
    if a.kind is SpellCostKind.ADDITIONAL:
        if a.cost == Cost(discard=1):
            return _ADDITIONAL_DISCARD
        spec = a.cost.sacrifice
        if spec is None or spec.count != 1:
            raise ValueError("additional cost without a rendering")
        noun = render_noun(_anyone(spec.filter))
        art = "an" if noun[0] in "aeiou" else "a"
        return f"{_ADDITIONAL}{art} {noun}."
    for word, (kind, cond) in _KEYWORDS.items():
        if a.keyword == word.lower() and a.kind is kind and a.condition is cond:
            return f"{word} {a.cost.mana}"
    raise ValueError("spell cost without a rendering")


def _anyone(f: Any) -> Any:
    if common(f).controller is not Whose.YOU:
        raise ValueError("a sacrifice of permanents you don't control")
    return with_fields(f, controller=Whose.ANY)


_EXILE = re.compile(r"Exile the top (\w+) cards of your library\. (Until end of turn|Until the "
                    r"end of your next turn), you may play those cards")
_UNTIL = {"Until end of turn": PlayDuration.THIS_TURN,
          "Until the end of your next turn": PlayDuration.UNTIL_END_OF_YOUR_NEXT_TURN}


def merge_exile_play(sents: list[str]) -> list[str]:
    """Join "Exile the top N cards of your library." with the "... you may play those cards."
    sentence after it: the two are one effect (the permission refers to "those cards")."""
    out: list[str] = []
    for sent in sents:
        if out and re.fullmatch(r"Exile the top \w+ cards of your library\.", out[-1]) and \
                sent.endswith(", you may play those cards."):
            out[-1] = out[-1] + " " + sent
        else:
            out.append(sent)
    return out


def parse_cost_sentence(s: str, slots: Any,
                        sentence: Callable[[str, Any], list[Effect] | None]
                        ) -> list[Effect] | None:
    """A sentence of this family (capitalised, no final period), or None."""
    m = _EXILE.fullmatch(s)
    if m:
        n = parse_word_number(m.group(1))
        if n is None or n < 2:
            return None
        return [ExileTopCardsMayPlay(n, _UNTIL[m.group(2)])]
    m = re.fullmatch(r"If ~ was kicked, (.+)", s)
    if m:
        rest = m.group(1)
        got = sentence(rest[0].upper() + rest[1:], slots)
        if not got:
            return None
        return [IfKicked(tuple(got))]
    return None


def render_cost_sentence(e: Effect, targets: tuple[TargetSlot, ...],
                         node: Callable[[Effect, tuple[TargetSlot, ...]], str]) -> str | None:
    """The sentence of a node of this family (no final period); None for other nodes."""
    match e:
        case ExileTopCardsMayPlay():
            until = next(k for k, v in _UNTIL.items() if v is e.duration)
            return f"Exile the top {word_number(e.count)} cards of your library. {until}, you " \
                   "may play those cards"
        case IfKicked():
            if len(e.effects) != 1:
                raise ValueError("several kicked effects have no rendering")
            body = node(e.effects[0], targets)
            return f"If ~ was kicked, {body[0].lower()}{body[1:]}"
        case _:
            return None

