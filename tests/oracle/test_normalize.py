"""Normalisation of Oracle text (reminder text, self-references, lines, sentences)."""

from __future__ import annotations

from mtgrules.oracle.normalize import lines, normalise_self, self_names, sentences, strip_reminder


def test_reminder_text_removed_and_reminder_only_lines_dropped() -> None:
    text = ("Flying (This creature can't be blocked except by creatures with flying or reach.)\n"
            "(Gain the next level as a sorcery to add its ability.)\n"
            "{T}: Add {G}.")
    assert [ln.text for ln in lines(text, "X")] == ["Flying", "{T}: Add {G}."]
    assert strip_reminder("Unearth {1}{R} ({1}{R}: Return it.)") == "Unearth {1}{R}"


def test_self_references_become_tilde() -> None:
    assert normalise_self("When this creature enters, draw a card.", "Elvish Visionary") == \
        "When ~ enters, draw a card."
    assert normalise_self("This Saga enters.", "X") == "~ enters."
    assert normalise_self("Lightning Bolt deals 3 damage to any target.", "Lightning Bolt") == \
        "~ deals 3 damage to any target."
    # a legendary card's short name (CR 201.4c)
    assert normalise_self("Bell Borca's power is 5.", "Bell Borca, Spectral Sergeant") == \
        "~'s power is 5."
    # "it" as the subject of "deals" after a trigger or cost naming the card
    assert normalise_self("When this creature enters, it deals 2 damage to any target.", "X") \
        == "When ~ enters, ~ deals 2 damage to any target."
    assert normalise_self("Sacrifice this creature: It deals 1 damage to any target.", "X") \
        == "Sacrifice ~: ~ deals 1 damage to any target."
    assert normalise_self("Destroy target creature. When it dies, it deals 1 damage.", "X") \
        == "Destroy target creature. When it dies, it deals 1 damage."
    # "this turn" is not a self-reference
    assert normalise_self("You may play that card this turn.", "X") == \
        "You may play that card this turn."


def test_ability_words_removed() -> None:
    (ln,) = lines("Landfall — Whenever a land you control enters, you gain 1 life.", "X")
    assert ln.text == "Whenever a land you control enters, you gain 1 life."
    # a keyword with a dash is not an ability word
    (ln,) = lines("Exhaust — {2}: Draw a card.", "X")
    assert ln.text == "Exhaust — {2}: Draw a card."


def test_raw_line_kept_beside_normalised() -> None:
    (ln,) = lines("This creature can't block. (It can attack.)", "Wall")
    assert ln.text == "~ can't block."
    assert ln.raw == "This creature can't block. (It can attack.)"


def test_sentences() -> None:
    assert sentences("Scry 1. Draw a card.") == ["Scry 1.", "Draw a card."]
    assert sentences('Creatures have "Draw a card. Scry 1."') == ['Creatures have "Draw a card. Scry 1."']


def test_201_5c_legendary_shortened_name_before_of_or_the() -> None:
    assert self_names("Barrowin of Clan Undurr") == ("Barrowin of Clan Undurr", "Barrowin")
    assert self_names("Zur the Enchanter") == ("Zur the Enchanter", "Zur")
    # not legendary: "Lord" is no name of Lord of the Undead
    assert self_names("Lord of the Undead") == ("Lord of the Undead",)
    assert normalise_self("Whenever Zur attacks, you may search your library.",
                          "Zur the Enchanter") == "Whenever ~ attacks, you may search your library."
    # a shortened name inside another proper name is that other name (Tuktuk the Returned)
    assert normalise_self("When Tuktuk the Explorer dies, create Tuktuk the Returned.",
                          "Tuktuk the Explorer") == "When ~ dies, create Tuktuk the Returned."
