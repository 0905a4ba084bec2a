"""A booster draft as data: 8 seats, 3 rounds of 15-card boosters passed left, right, left.

A :class:`Draft` is a frozen dataclass: every booster of the draft is opened at the start from
the seed (round ``r``, seat ``s`` is booster ``r * seats + s`` of one generator), and each pick
returns a new :class:`Draft`, so a draft is cloned by keeping a reference, compared with ``==``
and serialised with :meth:`Draft.to_data` / :meth:`Draft.from_data` (JSON-compatible).

Each *pick step*, every seat takes one card from the pack in front of it; seats choose in seat
order (:meth:`Draft.to_act`) but the picks take effect together when the last seat has chosen
(nobody sees a pack change under them). Then the packs pass: to the left (seat ``s`` to
``s + 1``) in rounds 1 and 3, to the right (``s`` to ``s - 1``) in round 2. When the packs are
empty, the next round's boosters are opened. After the third round the draft is over.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import IntEnum
from typing import Any

from mtgrules.limited.booster import open_boosters, set_collation
from mtgrules.limited.collation import LimitedError

SEATS = 8
ROUNDS = 3


class PassDirection(IntEnum):
    """Which way the packs go after a pick: ``LEFT`` to the next seat (``+1``), ``RIGHT``
    to the previous one (``-1``)."""

    LEFT = 1
    RIGHT = -1


def pass_direction(round_index: int) -> PassDirection:
    """The direction of round ``round_index`` (0-based): left, right, left, ..."""
    return PassDirection.LEFT if round_index % 2 == 0 else PassDirection.RIGHT


@dataclass(frozen=True, slots=True)
class DraftPick:
    """One pick: the seat, the round and pick number (0-based) and the card taken."""

    seat: int
    round: int
    pick: int
    card: str


@dataclass(frozen=True, slots=True)
class Draft:
    """The state of a draft (see the module docstring).

    ``boosters[r][s]`` are the card names of round ``r``'s booster opened by seat ``s``;
    ``packs[s]`` the pack in front of seat ``s`` now; ``chosen[s]`` the index (in
    ``packs[s]``) seat ``s`` has chosen this step, or None; ``picks`` every pick made, in
    order.
    """

    set_code: str
    seed: int
    boosters: tuple[tuple[tuple[str, ...], ...], ...]
    round: int
    pick_number: int
    packs: tuple[tuple[str, ...], ...]
    chosen: tuple[int | None, ...]
    picks: tuple[DraftPick, ...] = ()

    @property
    def seats(self) -> int:
        """How many seats draft."""
        return len(self.packs)

    @property
    def over(self) -> bool:
        """True when every pack of every round has been taken."""
        return self.round >= len(self.boosters)

    def to_act(self) -> int | None:
        """The seat to choose now (the first that hasn't this step), None when over."""
        if self.over:
            return None
        return next(s for s, c in enumerate(self.chosen) if c is None)

    def pool(self, seat: int) -> tuple[str, ...]:
        """The cards ``seat`` has picked so far, in pick order."""
        return tuple(p.card for p in self.picks if p.seat == seat)

    def pick(self, seat: int, index: int) -> Draft:
        """The draft after ``seat`` chooses card ``index`` of its pack. Raises LimitedError
        when the draft is over, it is not ``seat``'s turn to choose, or ``index`` is not a
        position of its pack."""
        if self.over:
            raise LimitedError(f"seat {seat} cannot pick: the draft is over")
        if seat != self.to_act():
            raise LimitedError(f"seat {seat} cannot pick now (seat to pick: {self.to_act()})")
        pack = self.packs[seat]
        if not (isinstance(index, int) and 0 <= index < len(pack)):
            raise LimitedError(f"seat {seat}: pick {index!r} is not a card of its "
                               f"{len(pack)}-card pack")
        chosen = tuple(index if s == seat else c for s, c in enumerate(self.chosen))
        if any(c is None for c in chosen):
            return replace(self, chosen=chosen)
        return self._resolve(chosen)

    def _resolve(self, chosen: tuple[int | None, ...]) -> Draft:
        picks = list(self.picks)
        left: list[tuple[str, ...]] = []
        for s, (pack, i) in enumerate(zip(self.packs, chosen, strict=True)):
            assert i is not None
            picks.append(DraftPick(s, self.round, self.pick_number, pack[i]))
            left.append(pack[:i] + pack[i + 1:])
        n = self.seats
        step = int(pass_direction(self.round))
        passed = tuple(left[(s - step) % n] for s in range(n))  # seat s gets s-step's pack
        if passed[0]:
            return replace(self, packs=passed, chosen=(None,) * n, picks=tuple(picks),
                           pick_number=self.pick_number + 1)
        nxt = self.round + 1
        packs = self.boosters[nxt] if nxt < len(self.boosters) else ((),) * n
        return replace(self, round=nxt, pick_number=0, packs=packs, chosen=(None,) * n,
                       picks=tuple(picks))

    def to_data(self) -> dict[str, Any]:
        """A JSON-compatible dict that :meth:`from_data` turns back into an equal draft."""
        return {"set": self.set_code, "seed": self.seed,
                "boosters": [[list(b) for b in r] for r in self.boosters],
                "round": self.round, "pick_number": self.pick_number,
                "packs": [list(p) for p in self.packs], "chosen": list(self.chosen),
                "picks": [[p.seat, p.round, p.pick, p.card] for p in self.picks]}

    @staticmethod
    def from_data(data: dict[str, Any]) -> Draft:
        """The draft :meth:`to_data` gave. Raises LimitedError for a malformed dict."""
        try:
            return Draft(str(data["set"]), int(data["seed"]),
                         tuple(tuple(tuple(b) for b in r) for r in data["boosters"]),
                         int(data["round"]), int(data["pick_number"]),
                         tuple(tuple(p) for p in data["packs"]),
                         tuple(None if c is None else int(c) for c in data["chosen"]),
                         tuple(DraftPick(int(s), int(r), int(k), str(c))
                               for s, r, k, c in data["picks"]))
        except (KeyError, TypeError, ValueError) as e:
            raise LimitedError(f"not a saved draft ({type(e).__name__}: {e})") from None


def new_draft(set_code: str, seed: int, seats: int = SEATS, rounds: int = ROUNDS,
              implemented_only: bool = False) -> Draft:
    """A draft of ``set_code`` from ``seed`` with ``seats`` seats (at least 2) and
    ``rounds`` rounds, its boosters all opened now. Raises LimitedError for an unknown set or
    fewer than two seats or one round."""
    if seats < 2 or rounds < 1:
        raise LimitedError(f"a draft needs at least 2 seats and 1 round, not {seats} and "
                           f"{rounds}")
    col = set_collation(set_code, implemented_only)
    opened = open_boosters(col, seats * rounds, seed)
    boosters = tuple(tuple(opened[r * seats + s].names() for s in range(seats))
                     for r in range(rounds))
    return Draft(col.set_code, seed, boosters, 0, 0, boosters[0], (None,) * seats)


def pools(draft: Draft) -> list[tuple[str, ...]]:
    """Every seat's picks, in seat order."""
    return [draft.pool(s) for s in range(draft.seats)]


def run_draft(draft: Draft, drafters: Sequence[Any]) -> Draft:
    """Play ``draft`` to its end, each seat's card chosen by ``drafters[seat].choose(draft,
    seat)`` (a :class:`mtgrules.limited.drafters.Drafter`). Raises LimitedError when the
    number of drafters is not the number of seats."""
    if len(drafters) != draft.seats:
        raise LimitedError(f"{draft.seats} seats but {len(drafters)} drafters")
    while (seat := draft.to_act()) is not None:
        draft = draft.pick(seat, drafters[seat].choose(draft, seat))
    return draft
