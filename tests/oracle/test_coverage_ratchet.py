"""The coverage ratchet (issue 9, Targets): the number of implemented cards of traditional
play can only go up. When it rises, raise ``IMPLEMENTED`` to the new figure in the same commit
(the test says so); when it drops, a change broke cards that compiled before."""

from __future__ import annotations

from mtgrules.card_commands import coverage

IMPLEMENTED = 4204


def test_coverage_does_not_drop_and_the_figure_is_current() -> None:
    c = coverage()
    assert c.total > 30000
    assert c.implemented >= IMPLEMENTED, (
        f"coverage dropped: {c.implemented} implemented cards, the ratchet is {IMPLEMENTED}")
    assert c.implemented == IMPLEMENTED, (
        f"coverage rose to {c.implemented}: raise IMPLEMENTED in {__file__} to "
        f"{c.implemented}")
