"""The spell-cost family (CR 118.8-118.9, 601.2b, 601.2f): lines that give a spell an
additional, optional or alternative cost, the effect sentence that checks a kicker, and the
exile-and-play sentences (CR 406.3, 601.3):

- ``"Kicker {1}{U}"`` -> :class:`~mtgrules.model.SpellCost` (optional, CR 702.33a)
- ``"Spectacle {R}"`` -> :class:`~mtgrules.model.SpellCost` (alternative, if an opponent lost
  life this turn, CR 702.137a)
- ``"Flashback {1}{B}"`` -> :class:`~mtgrules.model.SpellCost` (alternative, cast from the
  graveyard, CR 702.34a; :mod:`mtgrules.rules.flashback`)
- ``"As an additional cost to cast ~, return a land you control to its owner's hand."``
- ``"As an additional cost to cast ~, sacrifice a creature."`` (or ``"..., discard a
  card."``) -> a :class:`~mtgrules.model.SpellCost` (additional, CR 118.8)
- ``"If ~ was kicked, <sentence>"`` -> :class:`~mtgrules.model.IfKicked` (702.33d)
- ``"Target instant or sorcery card in your graveyard gains flashback until end of turn. The
  flashback cost is equal to its mana cost."`` -> :class:`~mtgrules.model.GainFlashback`
  (702.34a; the two sentences are one effect, :func:`merge_flashback_cost`)
- ``"Exile the top two cards of your library. Until end of turn, you may play those cards"``
  (or ``"Until the end of your next turn, ..."``) -> :class:`~mtgrules.model.ExileTopCardsMayPlay`

The effect-sentence functions take the sentence parser/renderer of
:mod:`mtgrules.oracle.effects` as an argument (no import cycle).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from typing import Any

from mtgrules.mana import ManaCost, ManaError
from mtgrules.model import (
    AnyOf,
    CardType,
    ChooseOthers,
    Cost,
    ExileTopCardsMayPlay,
    Filter,
    GainFlashback,
    IfKicked,
    PlayDuration,
    SpellCost,
    SpellCostCondition,
    SpellCostKind,
    Suspend,
    TargetSlot,
    Whose,
)
from mtgrules.model.effects import Effect
from mtgrules.oracle import alternative_costs
from mtgrules.oracle.phrases import (
    common,
    parse_noun,
    parse_target,
    parse_word_number,
    render_noun,
    render_target,
    with_fields,
    word_number,
)

_KEYWORDS = {"Kicker": (SpellCostKind.OPTIONAL, SpellCostCondition.ALWAYS),
             "Spectacle": (SpellCostKind.ALTERNATIVE, SpellCostCondition.OPPONENT_LOST_LIFE),
             "Buyback": (SpellCostKind.OPTIONAL, SpellCostCondition.ALWAYS),  # 702.27a
             "Dash": (SpellCostKind.ALTERNATIVE, SpellCostCondition.ALWAYS),  # 702.109a
             "Evoke": (SpellCostKind.ALTERNATIVE, SpellCostCondition.ALWAYS),  # 702.74a
             "Warp": (SpellCostKind.ALTERNATIVE, SpellCostCondition.FROM_HAND),  # 702.185a
             "Madness": (SpellCostKind.ALTERNATIVE, SpellCostCondition.MADNESS),  # 702.35a
             "Bestow": (SpellCostKind.ALTERNATIVE, SpellCostCondition.ALWAYS),  # 702.103a
             "Flashback": (SpellCostKind.ALTERNATIVE,  # 702.34a
                           SpellCostCondition.FROM_GRAVEYARD),
             "Overload": (SpellCostKind.ALTERNATIVE, SpellCostCondition.ALWAYS),  # 702.96a
             "Miracle": (SpellCostKind.ALTERNATIVE, SpellCostCondition.MIRACLE)}  # 702.94a
_X_KEYWORDS = frozenset({"Miracle", "Flashback"})
"""Keyword costs that may hold {X} (Bonfire of the Damned's "Miracle {X}{R}", Devil's Play's
"Flashback {X}{R}{R}{R}"): X is announced as the spell is cast, for whichever cost is paid
(CR 601.2b, 107.3)."""
_RATHER = re.compile(r"You may pay ((?:\{[^}]+\})+) rather than pay ~'s mana cost\.")
_ADDITIONAL_HEAD = "As an additional cost to cast ~, "


def parse_suspend(line: str) -> Suspend | None:
    """``"Suspend 4—{1}{U}"`` (CR 702.62a), or None."""
    m = re.fullmatch(r"Suspend ([1-9]\d?)\u2014((?:\{[^}]+\})+)", line)
    if not m:
        return None
    try:
        mana = ManaCost.parse(m.group(2))
    except ManaError:
        return None
    if mana.x_count:
        return None
    return Suspend("", line, n=int(m.group(1)), cost=mana)


def render_suspend(a: Suspend) -> str:
    """The inverse of :func:`parse_suspend`."""
    return f"Suspend {a.n}\u2014{a.cost}"


def parse_spell_cost(line: str) -> SpellCost | None:
    """A spell-cost line of this family, or None."""
    m = _RATHER.fullmatch(line)  # an alternative cost without a keyword (CR 118.9)
    if m:
        try:
            mana = ManaCost.parse(m.group(1))
        except ManaError:
            return None
        if mana.x_count:
            return None
        return SpellCost("", line, kind=SpellCostKind.ALTERNATIVE, cost=Cost(mana=mana))
    other = alternative_costs.parse(line)  # life, cards, permanents (CR 118.9)
    if other is not None:
        return other
    m = re.fullmatch(r"(" + "|".join(_KEYWORDS) + r") ((?:\{[^}]+\})+)", line)
    if m:
        try:
            mana = ManaCost.parse(m.group(2))
        except ManaError:
            return None
        if mana.x_count and m.group(1) not in _X_KEYWORDS:
            return None
        kind, cond = _KEYWORDS[m.group(1)]
        return SpellCost("", line, kind=kind, cost=Cost(mana=mana),
                         keyword=m.group(1).lower(), condition=cond)
    if line.startswith(_ADDITIONAL_HEAD) and line.endswith("."):
        body = line[len(_ADDITIONAL_HEAD):-1]
        m = re.fullmatch(r"(.+) or pay ((?:\{[^}]+\})+)|pay ((?:\{[^}]+\})+) or (.+)", body)
        if m:  # a choice between a cost and mana (CR 601.2b)
            inner = _parse_additional(line, m.group(1) or m.group(4))
            try:
                mana = ManaCost.parse(m.group(2) or m.group(3))
            except ManaError:
                return None
            if inner is None or mana.x_count:
                return None
            return dataclasses.replace(inner, or_pay=mana, pay_first=m.group(3) is not None)
        return _parse_additional(line, body)
    return None


def _parse_additional(line: str, body: str) -> SpellCost | None:
    """"As an additional cost to cast ~, [sacrifice a creature / sacrifice an artifact or
    creature / discard a card / pay 3 life]." (CR 118.8)"""
    cost: Cost | None = None
    if body == "discard a card":  # more cards: not exercised yet
        cost = Cost(discard=1)
    m = re.fullmatch(r"pay ([1-9]\d?) life", body)
    if m:
        cost = Cost(life=int(m.group(1)))
    m = re.fullmatch(r"sacrifice (a|an) (.+)", body)  # one permanent (two: not read yet)
    if m:
        f = parse_noun(m.group(2))
        if f is not None and _exercised(f):
            cost = Cost(sacrifice=ChooseOthers(1, _yours(f)))
    m = re.fullmatch(r"return (a|an) (.+) you control to its owner's hand", body)
    if m:  # Deprive (CR 601.2h)
        f = parse_noun(m.group(2))
        if f is not None and _exercised(f):
            cost = Cost(return_to_hand=ChooseOthers(1, _yours(f)))
    if cost is None:
        return None
    return SpellCost("", line, kind=SpellCostKind.ADDITIONAL, cost=cost)


def _exercised(f: Any) -> bool:
    """Whether the sacrifice filter lets a plain creature, land or artifact, or a Goblin, be
    sacrificed ("an artifact or creature", "a Goblin": Alice has each on the exercise board,
    :mod:`mtgrules.exercise`); others (blue permanents, Elves) are not exercised yet."""
    parts = f.parts if isinstance(f, AnyOf) else (f,)
    return any(isinstance(p, Filter) and (
        (p == Filter(types=p.types) and len(p.types) == 1
         and p.types <= {CardType.CREATURE, CardType.LAND, CardType.ARTIFACT})
        or p == Filter(subtypes=frozenset({"Goblin"})))
        for p in parts)


def _yours(f: Any) -> Any:
    return with_fields(f, controller=Whose.YOU)


def render_spell_cost(a: SpellCost) -> str:
    """The line of a spell-cost ability. Raises ValueError when it has no rendering."""
    if a.kind is SpellCostKind.ADDITIONAL:
        body = _render_additional(a.cost)
        if a.or_pay is not None:
            body = f"pay {a.or_pay} or {body}" if a.pay_first else f"{body} or pay {a.or_pay}"
        return _ADDITIONAL_HEAD + body + "."
    if a.kind is SpellCostKind.ALTERNATIVE and not a.keyword and \
            a.condition is SpellCostCondition.ALWAYS:
        if a.cost != Cost(mana=a.cost.mana):
            return alternative_costs.render(a)  # life, cards, permanents (CR 118.9)
        return f"You may pay {a.cost.mana} rather than pay ~'s mana cost."
    for word, (kind, cond) in _KEYWORDS.items():
        if a.keyword == word.lower() and a.kind is kind and a.condition is cond:
            return f"{word} {a.cost.mana}"
    raise ValueError("spell cost without a rendering")


def _render_additional(c: Cost) -> str:
    if c.discard and c == Cost(discard=c.discard):
        return "discard a card" if c.discard == 1 else f"discard {word_number(c.discard)} cards"
    if c.life and c == Cost(life=c.life):
        return f"pay {c.life} life"
    back = c.return_to_hand
    if back is not None and c == Cost(return_to_hand=back) and back.count == 1:
        noun = render_noun(_anyone(back.filter))
        return f"return {'an' if noun[0] in 'aeiou' else 'a'} {noun} you control to its " \
               "owner's hand"
    spec = c.sacrifice
    if spec is None or c != Cost(sacrifice=spec):
        raise ValueError("additional cost without a rendering")
    if spec.count != 1:
        raise ValueError("a sacrifice of several permanents has no rendering")
    noun = render_noun(_anyone(spec.filter))
    return f"sacrifice {'an' if noun[0] in 'aeiou' else 'a'} {noun}"


def _anyone(f: Any) -> Any:
    if common(f).controller is not Whose.YOU:
        raise ValueError("a sacrifice of permanents you don't control")
    return with_fields(f, controller=Whose.ANY)


_EXILE = re.compile(r"Exile the top (\w+) cards of your library\. (Until end of turn|Until the "
                    r"end of your next turn), you may play those cards")
_UNTIL = {"Until end of turn": PlayDuration.THIS_TURN,
          "Until the end of your next turn": PlayDuration.UNTIL_END_OF_YOUR_NEXT_TURN}


_FLASHBACK_COST = "The flashback cost is equal to its mana cost"
_GAINS_FLASHBACK = re.compile(r"Target (.+) in your graveyard gains flashback until end of "
                              r"turn\. " + _FLASHBACK_COST)


def merge_flashback_cost(sents: list[str]) -> list[str]:
    """Join "... gains flashback until end of turn." with "The flashback cost is equal to its
    mana cost." after it: the second sentence gives the first's keyword its cost (CR
    702.34a), one effect."""
    out: list[str] = []
    for sent in sents:
        if out and out[-1].endswith(" gains flashback until end of turn.") and \
                sent == _FLASHBACK_COST + ".":
            out[-1] = out[-1] + " " + sent
        else:
            out.append(sent)
    return out


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
    m = _GAINS_FLASHBACK.fullmatch(s)
    if m:  # CR 702.34a
        slot = parse_target("target " + m.group(1) + " from your graveyard")
        if slot is None or slot.up_to:
            return None
        return [GainFlashback(slots.add(slot))]
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
        case GainFlashback():
            target = render_target(targets[e.what.slot])
            if target.startswith("up to") or not target.endswith(" from your graveyard"):
                raise ValueError("flashback given to a card not in your graveyard")
            noun = target[len("target "):-len(" from your graveyard")]
            return f"Target {noun} in your graveyard gains flashback until end of turn. " \
                   f"{_FLASHBACK_COST}"
        case IfKicked():
            if len(e.effects) != 1:
                raise ValueError("several kicked effects have no rendering")
            body = node(e.effects[0], targets)
            return f"If ~ was kicked, {body[0].lower()}{body[1:]}"
        case _:
            return None

