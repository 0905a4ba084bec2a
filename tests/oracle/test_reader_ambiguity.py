"""The corpus ambiguity check of the sentence readers (issue 19, "Determinism by
declaration", :mod:`mtgrules.oracle.ambiguity`): no line of a fixed sample of the corpus is
read into two different accepted models by two readers unless the pair is declared with its
precedence rule (:data:`mtgrules.oracle.readers.DECLARED_AMBIGUITIES`). The whole corpus:
``python -m mtgrules.oracle.ambiguity``."""

from __future__ import annotations

import pytest

from mtgrules.carddb import database
from mtgrules.oracle import ambiguity, impulse, impulse_draw, readers

SIX = ("Vraska, Golgari Queen", "Ironclad Revolutionary", "Lord Skitter's Butcher",
       "Redcap Gutter-Dweller", "Undercity Scavenger", "Vampire Gourmand")
"""The cards read wrongly while the conjunction readers came before "If you do"."""


def _cards(names: tuple[str, ...]) -> list:  # type: ignore[type-arg]
    db = database()
    return [db.get(n) for n in names]


def test_no_undeclared_ambiguity_in_a_fixed_sample() -> None:
    found = list(ambiguity.corpus_ambiguities(ambiguity.sample(40)))
    undeclared = [x.describe() for x in found if x.declared is None]
    assert not undeclared, "undeclared reader ambiguities (fix the wrong reader or declare " \
        "the pair in oracle.readers.DECLARED_AMBIGUITIES):\n" + "\n".join(undeclared)


def test_if_you_do_covers_the_whole_rest_of_its_sentence() -> None:
    """CR 608.2d: in "You may A. If you do, B and C", B and C both depend on A; no reader
    reads the line otherwise (only the declared "you gain N life and draw a card" pair is
    left, inside the "If you do")."""
    found = list(ambiguity.corpus_ambiguities(_cards(SIX)))
    assert all(x.declared is not None for x in found)
    assert not [x for x in found if readers._if_you_do_parse in (x.first, x.other)]


def test_an_undeclared_ambiguity_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    card = _cards(("Dark-Dweller Oracle",))
    found = list(ambiguity.corpus_ambiguities(card))
    assert [(x.first, x.other) for x in found] == [(impulse.parse, impulse_draw.parse)]
    assert found[0].declared is not None
    monkeypatch.setattr(readers, "DECLARED_AMBIGUITIES", {})
    assert ambiguity.main(["--card", "Dark-Dweller Oracle"]) == 1
