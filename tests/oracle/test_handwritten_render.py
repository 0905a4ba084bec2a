"""The render check on the hand-written definitions (issue 9, section 3): every registered
card renders from its model back to its Oracle text exactly."""

from __future__ import annotations

from mtgrules.cards.printed import printed_data
from mtgrules.cards.registry import card_names, get_card
from mtgrules.oracle import verdict
from mtgrules.oracle.handwritten import render_check


def _hand_written() -> list[str]:
    """The cards defined by hand in :mod:`mtgrules.cards` (each has printed data), not the
    compiler's."""
    out = []
    for n in printed_data():
        v = verdict(n)
        if n in card_names() and (v is None or get_card(n) is not v.definition):
            out.append(n)
    return sorted(out)


def test_every_hand_written_card_passes_the_render_check() -> None:
    """Issue 9: all 83 hand-written cards are on the typed path and pass the render check."""
    names = _hand_written()
    assert len(names) >= 83
    failing = {n: why for n in names if (why := render_check(get_card(n)))}
    assert not failing, failing


def test_the_compiler_agrees_where_it_reads_a_hand_written_card() -> None:
    """A hand-written card the compiler also implements gets the same rendering."""
    for n in _hand_written():
        v = verdict(n)
        if v is not None and v.implemented and v.definition is not None:
            assert render_check(v.definition) is None, n


def test_a_misread_definition_fails_the_check() -> None:
    import dataclasses

    from mtgrules.model import Fixed

    bolt = get_card("Lightning Bolt")
    (a,) = bolt.abilities
    wrong = dataclasses.replace(a, effect=(dataclasses.replace(a.effect[0], amount=Fixed(2)),))
    assert render_check(dataclasses.replace(bolt, abilities=(wrong,))) is not None


def test_a_chapter_line_renders_only_equal_chapters() -> None:
    import dataclasses

    from mtgrules.model import Fixed, ModifyPT

    hob = get_card("History of Benalia")
    ch1, ch2, ch3 = hob.abilities
    wrong3 = dataclasses.replace(ch3, effect=(dataclasses.replace(
        ch3.effect[0], parts=(ModifyPT(Fixed(2), Fixed(2)),)),))
    assert render_check(dataclasses.replace(hob, abilities=(ch1, ch2, wrong3))) is not None
    assert render_check(dataclasses.replace(hob, abilities=(ch1, ch3))) is not None


def test_a_level_ability_must_follow_its_level_line() -> None:
    import dataclasses

    wc = get_card("Wizard Class")
    (l2, a2), (l3, a3) = wc.level_abilities
    swapped = dataclasses.replace(wc, level_abilities=((l3, a2), (l2, a3)))
    assert render_check(swapped) is not None


def test_a_modal_spell_renders_its_modes_in_order() -> None:
    import dataclasses

    bc = get_card("Boros Charm")
    (a,) = bc.abilities
    rev = dataclasses.replace(a, modes=tuple(reversed(a.modes)))
    assert render_check(dataclasses.replace(bc, abilities=(rev,))) is not None
