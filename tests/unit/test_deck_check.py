"""``mtgrules deck check`` and the decklist problems behind it (issue 19, "For the user who
pastes a deck"): every problem of a deck at once, sideboard cards only warn (CR 100.4), every
card name in any letter case, Forge's foil marker, and one error naming every card a game
can't play."""

from __future__ import annotations

import importlib.util
import json
import sys
from functools import cache
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgrules.carddb import database
from mtgrules.cards.status import card_status, deck_name_index, load_playable_deck
from mtgrules.cli import main
from mtgrules.decks import parse_decklist
from mtgrules.errors import (
    CardProblemKind,
    DeckError,
    UnimplementedCardError,
    UnimplementedDeckCardError,
)
from mtgrules.game import Game
from mtgrules.web.session import WebError, new_web_game


@cache
def unplayable(n: int = 3) -> tuple[str, ...]:
    """``n`` one-face cards of traditional play the engine can't play, each with a first
    unsupported Oracle line (picked from the data, since the implemented cards grow)."""
    found: list[str] = []
    for c in database():
        if (c.traditional and not c.incomplete and len(c.faces) == 1 and c.front.lines
                and c.name.isascii() and "'" not in c.name and "Basic" not in c.front.supertypes):
            st = card_status(c.name)
            if st.unsupported and st.unsupported[0].line:
                found.append(c.name)
                if len(found) == n:
                    return tuple(found)
    raise AssertionError("every card is implemented")


def run(*args: str) -> tuple[int, str, str]:
    r = CliRunner().invoke(main, list(args))
    if r.exception and not isinstance(r.exception, SystemExit):
        raise r.exception
    return r.exit_code, r.stdout, r.stderr


def fixture_deck(tmp_path: Path) -> Path:
    """A 60-card list with an unknown name (line 3), an unimplemented card written in lower
    case (line 4), a foil-marked Forge name, and an unimplemented sideboard card (line 8)."""
    bad, _, side = unplayable()
    f = tmp_path / "burn.txt"
    f.write_text(f"Deck\n20 Mountain\n4 Lightnig Bolt\n2 {bad.lower()}\n34 Mountain\n\n"
                 f"Sideboard\n1 {side}\n", encoding="utf-8")
    return f


def test_deck_check_lists_every_problem_with_file_and_line(tmp_path: Path) -> None:
    bad, _, side = unplayable()
    f = fixture_deck(tmp_path)
    first = card_status(bad).unsupported[0]
    code, out, _ = run("deck", "check", str(f))
    assert code == 1  # the main deck doesn't load
    lines = out.splitlines()
    assert lines[0] == f"== {f} (arena list): 60 main-deck cards (3 different), a 1-card sideboard"
    assert lines[1] == f"{f}:3: unknown card 'Lightnig Bolt' (did you mean 'Lightning Bolt'?)"
    assert lines[2].startswith(f"{f}:4: card {bad!r} is not implemented yet: {first.line!r}: "
                               f"{first.reason}")
    assert lines[3].startswith(f"{f}:8: warning (sideboard): card {side!r} is not implemented")
    assert lines[-1] == f"{f}: does not load: 2 main-deck cards can't be played"


def test_deck_check_json_has_one_object_per_deck_with_stable_keys(tmp_path: Path) -> None:
    bad, _, side = unplayable()
    f = fixture_deck(tmp_path)
    code, out, _ = run("deck", "check", "--json", str(f), "red")
    assert code == 1
    data = json.loads(out)
    assert sorted(data) == ["decks", "summary"]
    mine, red = data["decks"]
    assert sorted(mine) == ["construction", "error", "file", "form", "loads",
                            "loads_with_sideboard", "main_cards", "malformed", "notes",
                            "playable_main_cards", "problems", "sideboard_cards"]
    assert (mine["file"], mine["loads"], mine["main_cards"], mine["playable_main_cards"]) == (
        str(f), False, 60, 54)
    assert [(p["kind"], p["section"], p["line"], p["name"]) for p in mine["problems"]] == [
        ("unknown", "main", 3, "Lightnig Bolt"), ("unimplemented", "main", 4, bad),
        ("unimplemented", "sideboard", 8, side)]
    unknown, unimpl, _ = mine["problems"]
    assert unknown["suggestion"] == "Lightning Bolt" and unknown["unsupported"] is None
    assert unimpl["written"] == bad.lower()
    assert unimpl["unsupported"] == {"line": card_status(bad).unsupported[0].line,
                                     "reason": card_status(bad).unsupported[0].reason,
                                     "face": bad}
    assert mine["construction"] == {"format": "constructed", "problems": []}
    assert red["loads"] and red["problems"] == [] and red["error"] is None
    assert data["summary"]["decks"] == 2 and data["summary"]["loads"] == 1
    assert {"name": bad, "decks": 1} in data["summary"]["blocking_cards"]


def test_deck_check_summary_over_many_decks_counts_blocking_cards(tmp_path: Path) -> None:
    bad, other, _ = unplayable()
    for i, extra in enumerate((bad, bad, other)):
        (tmp_path / f"d{i}.txt").write_text(f"56 Mountain\n4 {extra}\n", encoding="utf-8")
    (tmp_path / "fine.dck").write_text("[Main]\n60 Mountain\n", encoding="utf-8")
    code, out, _ = run("deck", "check", str(tmp_path))  # a folder: the decklists under it
    assert code == 1
    summary = out[out.index("summary:"):].splitlines()
    assert summary[0] == "summary: 1 of 4 decks load (1 with their sideboard too); 0 could " \
                         "not be read"
    assert summary[1] == "cards that keep the most decks from loading:"
    assert summary[2].split() == ["2", "decks", *bad.split()]
    assert summary[3].split() == ["1", "deck", *other.split()]
    assert summary[4] == "unsupported clauses that keep the most decks from loading:"


def test_deck_check_bad_input_is_an_error_line_never_a_traceback(tmp_path: Path) -> None:
    binary = tmp_path / "x.dck"
    binary.write_bytes(b"\x7fELF\x02\x01\x00\x00binary")
    malformed = tmp_path / "m.txt"
    malformed.write_text("4 Lightning Bolt\nfour Shock\n0 Shock\n4 Lightnig Bolt\n",
                         encoding="utf-8")
    code, out, _ = run("deck", "check", str(tmp_path / "missing.txt"), str(binary),
                       str(malformed), "--format", "none")
    assert code == 1
    errors = [line for line in out.splitlines() if line.startswith("error: ")]
    assert errors[0].startswith(f"error: {tmp_path / 'missing.txt'}: no built-in deck or "
                                "decklist file named")
    assert errors[1].startswith(f"error: {binary}:1: ") and "binary file" in errors[1]
    assert len(errors) == 2
    # every line of a readable file is read: each malformed line and each unknown card
    assert out[out.index(f"== {malformed}"):].splitlines()[1:5] == [
        f"{malformed}:2: no card count at the start of 'four Shock' (write '<count> <card "
        "name>', e.g. '4 Shock')",
        f"{malformed}:3: card count must be at least 1, got 0 for 'Shock'",
        f"{malformed}:4: unknown card 'Lightnig Bolt' (did you mean 'Lightning Bolt'?)",
        f"{malformed}: does not load: 1 main-deck card can't be played; 2 lines can't be read"]
    assert "Traceback" not in out
    assert "summary: 0 of 3 decks load (0 with their sideboard too); 2 could not be read" in out


def test_a_deck_that_loads_exits_zero() -> None:
    code, out, _ = run("deck", "check", "red", "--format", "limited")
    assert code == 0
    assert out.splitlines()[-1] == "red: loads"


# --- one error names every card -------------------------------------------------------------


def test_load_playable_deck_names_every_unimplemented_card_in_one_error(tmp_path: Path) -> None:
    a, b, c = unplayable()
    f = tmp_path / "deck.txt"
    f.write_text(f"20 Mountain\n4 {a}\n4 {b}\n20 Mountain\n4 {c}\n", encoding="utf-8")
    with pytest.raises(UnimplementedDeckCardError) as info:
        load_playable_deck(str(f))
    err = info.value
    assert isinstance(err, DeckError) and isinstance(err, UnimplementedCardError)
    assert (err.name, err.line) == (a, 2)
    assert [(p.name, p.line) for p in err.problems] == [(a, 2), (b, 3), (c, 5)]
    lines = str(err).splitlines()
    assert lines[0] == f"{f}: 3 cards of the main deck can't be played:"
    for line, (name, n) in zip(lines[1:], ((a, 2), (b, 3), (c, 5)), strict=True):
        first = card_status(name).unsupported[0]
        assert line.startswith(f"  line {n}: card {name!r} is not implemented yet: "
                               f"{first.line!r}: {first.reason}")


def test_unknown_and_unimplemented_cards_are_named_together(tmp_path: Path) -> None:
    a, _, _ = unplayable()
    f = tmp_path / "deck.txt"
    f.write_text(f"4 {a}\n4 Lightnig Bolt\n52 Mountain\n", encoding="utf-8")
    with pytest.raises(DeckError) as info:
        load_playable_deck(str(f))
    assert not isinstance(info.value, UnimplementedCardError)  # a name is unknown
    assert [(p.kind, p.line) for p in info.value.problems] == [
        (CardProblemKind.UNIMPLEMENTED, 1), (CardProblemKind.UNKNOWN, 2)]
    assert "line 2: unknown card 'Lightnig Bolt' (did you mean 'Lightning Bolt'?)" in \
        str(info.value)


def test_game_new_names_every_unimplemented_card_of_a_deck() -> None:
    a, b, _ = unplayable()
    with pytest.raises(UnimplementedCardError) as info:
        Game.new([["Mountain"] * 20, ["Mountain"] * 20 + [a, b, a]], seed=1)
    err = info.value
    assert err.where == "deck 2" and err.name == a
    assert [p.name for p in err.problems] == [a, b]  # each card once, in deck order
    assert str(err).splitlines()[0] == "deck 2: 2 cards of the deck can't be played:"
    assert str(err).splitlines()[2].startswith(f"  card {b!r} is not implemented yet: ")


def test_play_names_every_unimplemented_card(tmp_path: Path) -> None:
    a, b, _ = unplayable()
    f = tmp_path / "deck.txt"
    f.write_text(f"4 {a}\n4 {b}\n52 Mountain\n", encoding="utf-8")
    code, _, err = run("play", "--deck1", str(f), "--quiet", "--seed", "1")
    assert code == 2
    assert err.splitlines()[0] == f"error: {f}: 2 cards of the main deck can't be played:"
    assert f"line 2: card {b!r} is not implemented yet" in err


# --- the sideboard is not used in a game (CR 100.4) -----------------------------------------


def test_an_unplayable_sideboard_is_a_warning_and_the_game_plays(tmp_path: Path) -> None:
    _, _, side = unplayable()
    f = tmp_path / "deck.dck"
    f.write_text(f"[Main]\n20 Mountain\n4 Lightning Bolt\n[Sideboard]\n2 {side}\n1 Shok\n",
                 encoding="utf-8")
    deck = load_playable_deck(str(f))
    assert deck.card_names() == ["Mountain"] * 20 + ["Lightning Bolt"] * 4
    assert [(p.kind, p.line, p.sideboard) for p in deck.problems] == [
        (CardProblemKind.UNIMPLEMENTED, 5, True), (CardProblemKind.UNKNOWN, 6, True)]
    code, out, err = run("play", "--deck1", str(f), "--quiet", "--seed", "3")
    assert code == 0 and out.splitlines()[-1].startswith("result: ")
    notes = [line for line in err.splitlines() if line.startswith("note: ") and "sideboard card" in line]
    assert notes == [f"note: {f}: 2 sideboard card(s) the engine can't play yet, not used in a "
                     f"game (CR 100.4): {side} (line 5), Shok (line 6); `mtgrules deck check` "
                     "says why"]
    code, out, _ = run("deck", "check", str(f), "--format", "none")
    assert code == 0
    assert out.splitlines()[-1] == (f"{f}: loads (the sideboard has 2 cards that can't be "
                                    "played; the sideboard is not used in a game, CR 100.4)")


# --- names -----------------------------------------------------------------------------------


def test_forge_foil_marker_and_set_suffixes_are_read() -> None:
    deck = parse_decklist("[Main]\n1 Lightning Bolt+|M11\n2 Shock|M19|1\n3 Giant Growth+\n",
                          known_card=lambda n: True, all_names=deck_name_index())
    assert [(e.name, e.set_code, e.collector_number) for e in deck.main] == [
        ("Lightning Bolt", "M11", None), ("Shock", "M19", "1"), ("Giant Growth", None, None)]
    text = parse_decklist("4 Lightning Bolt+\n", all_names=deck_name_index())
    assert text.card_names() == ["Lightning Bolt"] * 4


def test_every_database_card_name_resolves_in_any_letter_case() -> None:
    index = deck_name_index()
    wrong = [c.name for c in database()
             if index.resolve(c.name.upper()) != c.name or index.resolve(c.name.lower()) != c.name]
    assert wrong == []
    assert index.resolve("lim-dûl’s VAULT") == "Lim-Dûl's Vault"


def test_an_implemented_compiled_card_in_any_case_plays(tmp_path: Path) -> None:
    f = tmp_path / "deck.txt"
    f.write_text("4 LIGHTNING BOLT\n4 grizzly BEARS\n26 mountain\n26 FOREST\n", encoding="utf-8")
    deck = load_playable_deck(str(f))
    assert sorted(set(deck.card_names())) == ["Forest", "Grizzly Bears", "Lightning Bolt",
                                              "Mountain"]


def test_the_browser_deck_box_reads_front_faces_and_any_case() -> None:
    g = new_web_game("g1", {"deck": "4 rimrock knight\n4 LIGHTNING BOLT\n52 Mountain\n",
                            "seed": 1})
    names = {g.game.state.objects[o].card for o in g.game.state.players[0].library}
    assert {"Rimrock Knight // Boulder Rush", "Lightning Bolt"} <= names
    a, b, _ = unplayable()
    with pytest.raises(WebError) as info:
        new_web_game("g2", {"deck": f"4 {a}\n4 {b}\n52 Mountain\n"})
    assert info.value.line == 1
    assert "2 cards of the main deck can't be played" in str(info.value)


# --- benchmarks/real_decks.py ----------------------------------------------------------------

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "real_decks.py"


def test_real_decks_benchmark_counts_loading_decks_and_plays_them(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    spec = importlib.util.spec_from_file_location("real_decks", SCRIPT)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # dataclasses look their module up
    spec.loader.exec_module(mod)
    bad, _, side = unplayable()
    (tmp_path / "red.txt").write_text(load_deck_text("red") + f"\nSideboard\n1 {side}\n",
                                      encoding="utf-8")
    (tmp_path / "blocked.dck").write_text(f"[Main]\n56 Mountain\n4 {bad}\n", encoding="utf-8")
    monkeypatch.setattr(sys, "argv", ["real_decks.py", str(tmp_path), "--games", "2",
                                      "--opponent", "green", "--max-decisions", "3000"])
    with pytest.raises(SystemExit) as exit_info:
        mod.main()
    assert exit_info.value.code == 0  # no game raised
    figures = dict(line.split(": ", 1) for line in capsys.readouterr().out.splitlines()
                   if ": " in line and not line.startswith(" "))
    assert figures["decks"] == "2"
    assert figures["decks_loading_main_deck"] == "1"
    assert figures["decks_loading_with_sideboard"] == "0"
    assert figures["opponent"] == "green"
    assert figures["games"].startswith("2 (2 per loading deck, seeds 0..1")
    assert figures["games_raised"] == "0 (in 0 decks)"
    assert int(figures["games_finished"]) + int(figures["games_unfinished"].split()[0]) == 2


def load_deck_text(name: str) -> str:
    """The text of a built-in decklist."""
    return (Path(__file__).resolve().parents[2] / "src" / "mtgrules" / "decks" /
            f"{name}.txt").read_text(encoding="utf-8")
