"""Replacement effects of static abilities on rolling dice and gaining life, and additional
land plays (CR 614.1a, 616.1, 305.2a): what each player's permanents give, computed once per
battlefield result (:func:`~mtgrules.rules.layers.battlefield_memo`), so the events that ask
(a roll, a life gain, a land play) never scan the battlefield twice.

- "If you would roll one or more dice, instead roll that many dice plus one and ignore the
  lowest roll" (:class:`~mtgrules.model.RollAdditionalDie`): one more die per effect (each
  applies once to the roll, CR 616.1);
- "If you would gain life, you gain that much life plus 1 instead"
  (:class:`~mtgrules.model.GainLifePlus`): the pluses add up, in any order (616.1);
- "You may play an additional land on each of your turns"
  (:class:`~mtgrules.model.AdditionalLandPlay`);
- "Legendary creatures you control enter with an additional +1/+1 counter on them"
  (:class:`~mtgrules.model.OthersEnterWithCounters`, CR 614.1c).
"""

from __future__ import annotations

from mtgrules.model.abilities import StaticAbility
from mtgrules.model.dice_replacement import (
    GainLifePlus,
    GainLifeTwice,
    OthersEnterWithCounters,
    RollAdditionalDie,
)
from mtgrules.model.land_plays import AdditionalLandPlay
from mtgrules.rules.layers import Characteristics, battlefield_memo
from mtgrules.state.game_state import GameState

Totals = dict[int, tuple[int, int, int]]
"""Per controller: (additional dice, life gain bonus, additional land plays)."""


def _totals(chars: dict[int, Characteristics]) -> Totals:
    out: Totals = {}
    for c in chars.values():
        for a in c.abilities:
            if not isinstance(a, StaticAbility):
                continue
            dice = life = lands = 0
            r = a.replacement
            if isinstance(r, RollAdditionalDie):
                dice = 1
            elif isinstance(r, GainLifePlus):
                life = r.n
            for rule in a.rules:
                if isinstance(rule, AdditionalLandPlay):
                    lands += rule.count
            if dice or life or lands:
                d, g, n = out.get(c.controller, (0, 0, 0))
                out[c.controller] = (d + dice, g + life, n + lands)
    return out


def _of(s: GameState, player: int) -> tuple[int, int, int]:
    return battlefield_memo(s, "replacement_more", _totals).get(player, (0, 0, 0))


def additional_dice(s: GameState, player: int) -> int:
    """How many more dice ``player`` rolls (and lowest rolls ignored) per roll (CR 706.6)."""
    return _of(s, player)[0]


def _doublings(chars: dict[int, Characteristics]) -> dict[int, int]:
    out: dict[int, int] = {}
    for c in chars.values():
        for a in c.abilities:
            if isinstance(a, StaticAbility) and isinstance(a.replacement, GainLifeTwice):
                out[c.controller] = out.get(c.controller, 0) + 1
    return out


def life_gain_doublings(s: GameState, player: int) -> int:
    """How many "you gain twice that much life instead" effects apply to ``player``'s life
    gain (CR 614.1a; each doubles it once)."""
    return battlefield_memo(s, "life_gain_twice", _doublings).get(player, 0)


def life_gain_bonus(s: GameState, player: int) -> int:
    """How much more life ``player`` gains per life gain event (CR 614.1a)."""
    return _of(s, player)[1]


def additional_land_plays(s: GameState, player: int) -> int:
    """How many more lands ``player`` may play this turn (CR 305.2a): "on each of your turns"
    statics on their turn, and "this turn" effects (``turn_flags["extra_land_plays"]``)."""
    n = _of(s, player)[2] if s.active == player else 0
    extra = s.turn_flags.get("extra_land_plays")
    return n + int(extra.get(str(player), 0)) if extra else n


EnterCounters = tuple[tuple[int, int, OthersEnterWithCounters], ...]


def _enter_counters(chars: dict[int, Characteristics]) -> EnterCounters:
    return tuple((oid, c.controller, a.replacement) for oid, c in chars.items()
                 for a in c.abilities if isinstance(a, StaticAbility)
                 and isinstance(a.replacement, OthersEnterWithCounters))


def others_enter_with_counters(s: GameState) -> EnterCounters:
    """(source, its controller, effect) for each "[permanents] you control enter with an
    additional +1/+1 counter" static on the battlefield (CR 614.1c)."""
    return battlefield_memo(s, "others_enter_counters", _enter_counters)
