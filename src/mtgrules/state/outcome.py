"""How a game ended (CR 104): winners, losers with the rule that made each lose, and the
per-player returns an RL environment wants.

Read from the state (``over``, ``winner``, each player's ``lost``) and the log's ``lose``
events, which cite the rule (CR 104.3a concession, 704.5a life, 704.5b empty library, 704.5c
poison, ...).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.state.game_state import GameState

__all__ = ["Loss", "Outcome", "outcome_of", "returns_of"]


@dataclass(frozen=True, slots=True)
class Loss:
    """Player ``player`` (seat index) lost the game by rule ``rule`` (e.g. ``"704.5a"``) for
    ``reason`` (e.g. ``"0 or less life"``)."""

    player: int
    rule: str
    reason: str


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished game.

    Attributes:
        winners: seat indices of the winners (one, or none for a draw).
        draw: True when the game is a draw (CR 104.4a: all remaining players lost at once).
        rule: ``"104.2a"`` (a player wins when all opponents have left) or ``"104.4a"``.
        losses: every player's loss in the order they happened.
        reason: one sentence, e.g. ``"Alice wins (CR 104.2a): Bob: 0 or less life (CR
            704.5a)"``.
    """

    winners: tuple[int, ...]
    draw: bool
    rule: str
    losses: tuple[Loss, ...]
    reason: str


def _losses(s: GameState) -> list[Loss]:
    """Losses in log order; a log event names the player, so equal names are matched to the
    lost players of that name in seat order."""
    taken: set[int] = set()
    out: list[Loss] = []
    for ev in s.log:
        if ev.get("event") != "lose":
            continue
        for p in s.players:
            if p.lost and p.index not in taken and p.name == ev.get("player"):
                taken.add(p.index)
                out.append(Loss(p.index, str(ev.get("rule", "")), p.loss_reason))
                break
    for p in s.players:  # a loss the log does not show (a state built by hand)
        if p.lost and p.index not in taken:
            out.append(Loss(p.index, "", p.loss_reason))
    return out


def outcome_of(s: GameState) -> Outcome | None:
    """The :class:`Outcome` of a finished game, None while it goes on."""
    if not s.over:
        return None
    losses = tuple(_losses(s))
    winner = s.winner
    draw = winner is None or winner < 0
    winners: tuple[int, ...] = () if draw or winner is None else (winner,)
    rule = "104.4a" if draw else "104.2a"
    head = f"{s.players[winners[0]].name} wins" if winners else "the game is a draw"
    why = "; ".join(f"{s.players[x.player].name}: {x.reason}" + (f" (CR {x.rule})" if x.rule
                                                                   else "") for x in losses)
    return Outcome(winners, draw, rule, losses, f"{head} (CR {rule})" + (f": {why}" if why
                                                                           else ""))


def returns_of(s: GameState) -> list[float]:
    """Per-player returns: all 0.0 while the game goes on; at the end +1.0 for the winner,
    -1.0 for each player who lost, and in a draw 0.0 for the players the draw was between
    (those who lost in the same turn and step as the last loss; CR 104.4a) and -1.0 for
    players who had already left. Multiplayer returns are not zero-sum (+1 for the winner,
    -1 for each of the others)."""
    o = outcome_of(s)
    n = len(s.players)
    if o is None:
        return [0.0] * n
    out = [-1.0] * n
    for w in o.winners:
        out[w] = 1.0
    if o.draw:
        when: dict[int, tuple[object, object]] = {}
        for ev in s.log:
            if ev.get("event") == "lose":
                for x in o.losses:
                    if s.players[x.player].name == ev.get("player") and x.player not in when:
                        when[x.player] = (ev.get("turn"), ev.get("step"))
                        break
        last = when.get(o.losses[-1].player) if o.losses else None
        for x in o.losses:
            if when.get(x.player) == last:
                out[x.player] = 0.0
    return out
