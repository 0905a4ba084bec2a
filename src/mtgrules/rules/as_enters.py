"""The choice made as a permanent enters (CR 614.12a, :class:`~mtgrules.model.as_enters.
AsEntersChoose`): the ``as_enters_choose`` frame, pushed by
:func:`mtgrules.rules.counters.apply_etb_replacements` while the permanent is put onto the
battlefield, asks its controller before anything else happens; the answer is kept in the
permanent's ``chosen["as_enters"]``, which its modes' abilities read
(:class:`~mtgrules.model.as_enters.ModeChosen`)."""

from __future__ import annotations

from collections import Counter

from mtgrules.cards.registry import get_card
from mtgrules.engine import ask, handler, pop, take_answer
from mtgrules.log import log_event, name_of
from mtgrules.model.abilities import ActivatedAbility
from mtgrules.model.as_enters import ChoiceKind
from mtgrules.model.creature_types import CREATURE_TYPES
from mtgrules.state.decision import CHOOSE, Action
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState

COLOR_WORDS = ("white", "blue", "black", "red", "green")
"""The colors as a choice names them (CR 105.1), in WUBRG order."""


def choice_options(s: GameState, what: ChoiceKind, player: int) -> list[str]:
    """The answers ``player`` is offered for "As ~ enters, choose [what]" (CR 614.12a).

    A creature type (CR 205.3m): every creature type, the ones most common among the
    player's own cards first. A card name (CR 201.3): the name of every card in the game
    (any other name can affect nothing in it): opponents' permanents with activated abilities
    that aren't mana abilities first, then their other permanents, then alphabetically; "nonland": of cards that aren't lands. A color: the five, the player's
    cards' most common first. Deterministic for a state."""
    mine = [o for o in s.objects.values() if o.owner == player and o.kind == "card"]
    if what == ChoiceKind.CREATURE_TYPE:
        count = Counter(t for o in mine for t in get_card(o.card).type_line.subtypes
                        if t in CREATURE_TYPES)
        return sorted(CREATURE_TYPES, key=lambda t: (-count[t], t))
    if what == ChoiceKind.COLOR:
        ccount = Counter(c for o in mine for c in get_card(o.card).colors)
        return sorted(COLOR_WORDS, key=lambda w: -ccount[_COLOR_CODE[w]])
    rank: dict[str, int] = {}
    for o in s.objects.values():
        if o.kind != "card" or o.zone == "gone":
            continue
        d = get_card(o.card)
        if what == ChoiceKind.NONLAND_CARD_NAME and "Land" in d.type_line.types:
            continue
        r = 2
        if o.zone == "battlefield" and o.controller != player:
            r = 0 if any(isinstance(a, ActivatedAbility) and not a.mana_ability
                         for a in d.abilities) else 1
        rank[d.name] = min(rank.get(d.name, 2), r)
    return sorted(rank, key=lambda n: (rank[n], n))


_COLOR_CODE = dict(zip(COLOR_WORDS, "WUBRG", strict=True))


@handler("as_enters_choose")
def as_enters_choose_frame(s: GameState, f: Frame) -> None:
    """Ask the controller to choose one of the options (CR 614.12a), then record it."""
    d = f.data
    o = s.objects.get(d["obj"])
    if o is None or o.zone != "battlefield":
        pop(s, f)
        return
    ans = take_answer(f)
    if ans is None:
        what = d.get("what") or " or ".join(d["options"])
        ask(s, d["player"], CHOOSE, [Action("choose", (w,)) for w in d["options"]],
            f"As {name_of(s, o.id)} enters, choose {what}")
        return
    pop(s, f)
    word = str(ans.args[0])
    o.chosen["as_enters"] = word
    s.touch()
    log_event(s, "as_enters_choice", "614.12a", f"{s.players[d['player']].name} chooses "
              f"{word} for {name_of(s, o.id)}", d["player"], [o.id])
