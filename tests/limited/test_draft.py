"""Booster draft: 8 seats, 3 rounds, packs passed left, right, left; picks are data (seeded,
equal on replay, JSON round trip); bots draft and every seat gets a deck."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

import mtgrules  # noqa: F401  (wiring: the compiled cards' status)
from mtgrules.cli import main
from mtgrules.limited.collation import LimitedError
from mtgrules.limited.draft import (
    Draft,
    PassDirection,
    new_draft,
    pass_direction,
    pools,
    run_draft,
)
from mtgrules.limited.drafters import HumanDrafter, PickOrderDrafter, RandomDrafter


def _first_pick_everywhere(d: Draft) -> Draft:
    for seat in range(d.seats):
        d = d.pick(seat, 0)
    return d


def test_packs_pass_left_right_left() -> None:
    assert [pass_direction(r) for r in range(3)] == [PassDirection.LEFT, PassDirection.RIGHT,
                                                    PassDirection.LEFT]
    d = new_draft("AFR", seed=1)
    assert d.seats == 8 and [len(p) for p in d.packs] == [15] * 8
    opened = d.packs
    d = _first_pick_everywhere(d)  # round 1: seat s now holds seat s-1's pack
    for s in range(8):
        assert d.packs[s] == opened[(s - 1) % 8][1:]
    while d.round == 0:
        d = _first_pick_everywhere(d)
    assert d.pick_number == 0 and d.packs == d.boosters[1]
    opened = d.packs
    d = _first_pick_everywhere(d)  # round 2: seat s holds seat s+1's pack
    for s in range(8):
        assert d.packs[s] == opened[(s + 1) % 8][1:]
    while d.round == 1:
        d = _first_pick_everywhere(d)
    opened = d.packs
    d = _first_pick_everywhere(d)  # round 3: left again
    for s in range(8):
        assert d.packs[s] == opened[(s - 1) % 8][1:]


def test_picks_take_effect_together_and_bad_picks_are_refused() -> None:
    d = new_draft("AFR", seed=2)
    d1 = d.pick(0, 3)
    assert d1.packs == d.packs and d1.to_act() == 1 and d1.picks == ()
    with pytest.raises(LimitedError, match="seat 0 cannot pick now"):
        d1.pick(0, 1)
    with pytest.raises(LimitedError, match="pick 15 is not a card of its 15-card pack"):
        d1.pick(1, 15)


def test_bot_draft_is_seeded_serialisable_and_gives_every_seat_45_cards() -> None:
    def play(seed: int) -> Draft:
        bots = [PickOrderDrafter() if s % 2 else RandomDrafter(seed + s) for s in range(8)]
        return run_draft(new_draft("AFR", seed), bots)

    d = play(5)
    assert d.over and d.to_act() is None
    assert [len(p) for p in pools(d)] == [45] * 8
    assert play(5) == d  # same seed, same draft
    again = Draft.from_data(json.loads(json.dumps(d.to_data())))
    assert again == d
    opened = sorted(n for r in d.boosters for b in r for n in b)
    assert sorted(n for p in pools(d) for n in p) == opened  # every card picked once


def test_human_drafter_reads_a_number_or_a_name() -> None:
    d = new_draft("AFR", seed=1)
    answers = iter(["99", d.packs[0][4].upper()])
    said: list[str] = []
    h = HumanDrafter(lambda _p: next(answers), said.append)
    assert h.choose(d, 0) == 4
    assert any("is not a card of this pack" in s for s in said)


def test_draft_command_builds_eight_decks() -> None:
    r = CliRunner().invoke(main, ["draft", "AFR", "--seed", "1", "--bots", "random"])
    assert r.exit_code == 0, r.output
    assert r.stdout.count("\nDeck\n") == 8 and "seat 8 (random)" in r.stdout
    r2 = CliRunner().invoke(main, ["draft", "AFR", "--seed", "1", "--bots", "random"])
    assert r2.stdout == r.stdout
