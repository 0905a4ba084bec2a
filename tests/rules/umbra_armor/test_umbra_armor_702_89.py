"""Umbra armor (CR 702.89): the keyword line's typed tree and the compiled Auras."""

from __future__ import annotations

from mtgrules.keywords import keyword
from mtgrules.model import Keyword, KeywordName
from mtgrules.oracle import verdict
from mtgrules.oracle.keywords import parse_keywords


def test_702_89a_the_keyword_line_is_the_shared_keyword() -> None:
    assert parse_keywords("Umbra armor") == (keyword("umbra armor"),)
    k = keyword("umbra armor")
    assert isinstance(k, Keyword) and k.name is KeywordName.UMBRA_ARMOR
    assert parse_keywords("Totem armor") is None  # the old name: Oracle says umbra armor (702.89b)


def test_702_89a_an_aura_with_umbra_armor_compiles() -> None:
    v = verdict("Hyena Umbra")
    assert v is not None and v.implemented and v.definition is not None
    assert keyword("umbra armor") in v.definition.abilities
