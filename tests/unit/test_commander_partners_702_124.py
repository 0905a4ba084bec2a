"""Two commanders (CR 702.124): only matching partner abilities pair."""

from __future__ import annotations

import pytest

from mtgrules.carddb import lookup
from mtgrules.commander_partners import CommanderCard, pair_problem, partner_abilities


def _card(name: str) -> CommanderCard:
    rec = lookup(name)
    f = rec.front
    return CommanderCard(rec.name, frozenset(f.supertypes), frozenset(f.types),
                         frozenset(f.subtypes), "\n".join(x.oracle_text or "" for x in rec.faces))


def test_partner_abilities_drop_reminder_text() -> None:
    assert partner_abilities(_card("Pir, Imaginative Rascal").text) == \
        ("partner with toothy, imaginary friend",)
    assert partner_abilities(_card("Bjorna, Nightfall Alchemist").text) == \
        ("partner—friends forever",)


@pytest.mark.parametrize(("a", "b"), [
    ("Tymna the Weaver", "Thrasios, Triton Hero"),  # 702.124h
    ("Bjorna, Nightfall Alchemist", "Cecily, Haunted Mage"),  # 702.124i
    ("Pir, Imaginative Rascal", "Toothy, Imaginary Friend"),  # 702.124j
    ("Amy Pond", "The Tenth Doctor"),  # 702.124m
])
def test_702_124_matching_partner_abilities_pair(a: str, b: str) -> None:
    assert pair_problem(_card(a), _card(b)) is None
    assert pair_problem(_card(b), _card(a)) is None


@pytest.mark.parametrize(("a", "b"), [
    ("Pir, Imaginative Rascal", "Thrasios, Triton Hero"),  # partner with X + partner
    ("Bjorna, Nightfall Alchemist", "Tymna the Weaver"),  # partner—text + partner
    ("Amy Pond", "Thrasios, Triton Hero"),  # a companion needs the Doctor
])
def test_702_124f_different_partner_abilities_do_not_combine(a: str, b: str) -> None:
    problem = pair_problem(_card(a), _card(b))
    assert problem is not None and "702.124f" in problem


def test_two_commanders_without_partner_are_refused() -> None:
    problem = pair_problem(_card("Azusa, Lost but Seeking"), _card("Thrasios, Triton Hero"))
    assert problem == ("two commanders ('Azusa, Lost but Seeking' and 'Thrasios, Triton Hero') "
                       "need partner or 'Choose a Background'; 'Azusa, Lost but Seeking' has "
                       "no partner ability (CR 702.124a)")
