"""A one-face card whose text the card data holds in its pre-2024 wording, with the data's note
that current Oracle says "enters" (the same rules meaning, CR 603.6a), is compiled and
render-checked in the current wording, as multi-face cards' faces are."""

from __future__ import annotations

from mtgrules.carddb import lookup
from mtgrules.oracle import verdict
from mtgrules.oracle.normalize import current_wording


def test_a_normal_card_in_pre_2024_wording_compiles_in_the_current_wording() -> None:
    face = lookup("Slumbering Waterways").faces[0]
    assert "enters the battlefield tapped" in (face.oracle_text or "")
    assert "enters tapped" in (current_wording(face).oracle_text or "")
    v = verdict("Slumbering Waterways")
    assert v is not None and v.implemented
    assert v.definition is not None and "enters the battlefield" not in v.definition.oracle
