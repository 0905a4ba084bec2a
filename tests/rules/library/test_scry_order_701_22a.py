"""Scry 2 with both cards to the bottom asks once which goes first and puts them there in that
order (CR 701.22a); the scenario beside this file plays it, this test reads the library."""

from __future__ import annotations

from pathlib import Path

from mtgrules.scenarios import load_scenario, run_scenario

HERE = Path(__file__).parent


def test_both_scried_cards_go_to_the_bottom_in_the_chosen_order() -> None:
    result = run_scenario(load_scenario(
        str(HERE / "701_22a_scry_two_to_the_bottom_in_the_chosen_order.yaml")))
    assert result.passed, result.failures
    g = result.game
    assert g is not None
    lib = [g.state.objects[o].card for o in g.state.players[0].library]
    assert lib == ["Swamp", "Forest", "Island"]
