"""Executing :mod:`mtgrules.model.hand_effects`: looking at a hand (CR 402.3) and
discarding at random (CR 701.9a)."""

from __future__ import annotations

from mtgrules.effects.refs import amount, players
from mtgrules.log import log_event, name_of
from mtgrules.model.hand_effects import DiscardAtRandom, LookAtHand
from mtgrules.rules.discard import discard_card
from mtgrules.state.frames import Frame
from mtgrules.state.game_state import GameState


def look_at_hand(s: GameState, f: Frame, e: LookAtHand) -> bool:
    """The effect's controller looks at the hand of each player ``e.who`` names (CR 402.3):
    logged as a ``look`` event naming the cards; nothing moves. Always done (True)."""
    ctrl = int(f.data["ctx"]["controller"])
    for pid in players(s, f, e.who):
        hand = s.players[pid].hand
        names = ", ".join(name_of(s, oid) for oid in hand) or "no cards"
        log_event(s, "look", "402.3", f"{s.players[ctrl].name} looks at "
                  f"{s.players[pid].name}'s hand: {names}", ctrl, list(hand))
    return True


def discard_at_random(s: GameState, f: Frame, e: DiscardAtRandom) -> bool:
    """Each player ``e.who`` names discards ``e.count`` cards picked one at a time by the
    game's seeded generator (CR 701.9a: no player chooses them), in APNAP order of the
    reference; fewer if the hand runs out. Always done (True)."""
    for pid in players(s, f, e.who):
        for _ in range(amount(s, f, e.count)):
            hand = s.players[pid].hand
            if not hand:
                break
            oid = hand[s.rng.below(len(hand))]
            discard_card(s, pid, oid, rule="701.9a", why=" at random",
                         cause=f.data["ctx"]["controller"])
    return True
