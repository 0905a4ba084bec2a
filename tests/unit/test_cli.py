"""The ``mtgrules`` command line."""

from __future__ import annotations

import json
import re
from pathlib import Path

from click.testing import CliRunner

from mtgrules.cli import main


def run(*args: str) -> tuple[int, str, str]:
    r = CliRunner().invoke(main, list(args))
    if r.exception and not isinstance(r.exception, SystemExit):
        raise r.exception
    return r.exit_code, r.stdout, r.stderr


def test_play_seed_is_deterministic_and_printed_first() -> None:
    code1, out1, _ = run("play", "--seed", "7")
    code2, out2, _ = run("play", "--seed", "7")
    assert code1 == code2 == 0
    assert out1 == out2
    lines = out1.splitlines()
    assert lines[0] == "seed: 7"
    assert lines[-1].startswith("result: ")
    assert any("[601.2i]" in line and "casts" in line for line in lines)
    assert lines[1].startswith("T0 game_start  ")


def test_play_without_seed_prints_a_seed_that_replays() -> None:
    code, out, _ = run("play", "--quiet")
    assert code == 0
    seed = out.splitlines()[0].removeprefix("seed: ")
    _, again, _ = run("play", "--quiet", "--seed", seed)
    assert again == out


def test_quiet_prints_only_the_result() -> None:
    code, out, _ = run("play", "--seed", "7", "--quiet")
    assert code == 0
    lines = out.splitlines()
    assert len(lines) == 2
    assert lines[0] == "seed: 7"
    assert lines[1].startswith("result: ") and "turns" in lines[1]


def test_json_lines_parse() -> None:
    code, out, _ = run("play", "--seed", "7", "--json")
    assert code == 0
    events = [json.loads(line) for line in out.splitlines()]
    assert events[0] == {"event": "seed", "seed": 7}
    assert events[-1]["event"] == "result"
    assert {"winner", "turns", "reason"} <= set(events[-1])
    middle = events[1:-1]
    assert middle and all({"turn", "step", "event", "rule", "text"} <= set(e) for e in middle)


def test_misspelled_deck_file_exits_2_naming_the_line(tmp_path: Path) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("20 Mountain\n4 Lightnig Bolt\n", encoding="utf-8")
    code, out, err = run("play", "--seed", "1", "--deck1", str(deck))
    assert code == 2
    assert f"{deck}:2:" in err
    assert "Lightnig Bolt" in err
    assert "Lightning Bolt" in err  # the suggestion


def test_unknown_builtin_deck_exits_2() -> None:
    code, _, err = run("play", "--deck2", "purple")
    assert code == 2 and "purple" in err


def test_decklist_file_and_agents() -> None:
    code, out, _ = run("play", "--seed", "3", "--deck1", "blue-white", "--agent1", "random",
                       "--agent2", "random", "--quiet")
    assert code == 0 and out.splitlines()[1].startswith("result: ")


def test_cards_lists_lightning_bolt() -> None:
    code, out, _ = run("cards")
    assert code == 0
    line = next(x for x in out.splitlines() if x.startswith("Lightning Bolt"))
    assert "Instant" in line
    code, out, _ = run("cards", "--oracle")
    assert "deals 3 damage to any target" in out


def test_heuristic_beats_random_in_most_short_games() -> None:
    wins = 0
    for seed in range(10):
        code, out, _ = run("play", "--seed", str(seed), "--agent2", "random", "--quiet")
        assert code == 0
        wins += "result: Alice wins" in out
    assert wins >= 6


def test_judge_is_registered_when_available() -> None:
    try:
        import mtgrules.judge  # noqa: F401
    except ImportError:
        return
    assert "judge" in main.commands


def test_human_agent_reads_choices_from_stdin() -> None:
    r = CliRunner().invoke(main, ["play", "--seed", "3", "--agent1", "human", "--quiet"],
                           input="1\n" * 5000)
    assert r.exit_code == 0, r.output
    assert "Alice: keep this hand of 7?" in r.stdout
    assert "1. keep this hand" in r.stdout
    assert "result: " in r.stdout


def test_800_play_free_for_all_with_repeated_deck_and_agent() -> None:
    code, out, _ = run("play", "--seed", "5", "--quiet", "--deck", "red", "--deck", "green",
                       "--deck", "blue-white", "--agent", "heuristic", "--agent", "random",
                       "--agent", "heuristic")
    assert code == 0
    assert out.splitlines()[0] == "seed: 5"
    assert re.match(r"result: (Alice|Bob|Carol) wins after \d+ turns?", out.splitlines()[-1])
    code2, out2, _ = run("play", "--seed", "5", "--json", "--deck", "red", "--deck", "green",
                         "--deck", "blue-white", "--agent", "heuristic", "--agent", "random",
                         "--agent", "heuristic")
    events = [json.loads(line) for line in out2.splitlines()]
    players = {e["player"] for e in events if e["event"] == "shuffle"}
    assert players == {"Alice", "Bob", "Carol"}
    first = next(e for e in events if e["event"] == "turn")
    # CR 103.8c: the starting player of a three-player game draws on turn 1
    assert any(e["event"] == "draw" and e["turn"] == 1 and e["player"] == first["player"]
               for e in events)


def test_800_play_deck_agent_count_mismatch_and_mixed_forms_are_usage_errors() -> None:
    code, _, err = run("play", "--deck", "red", "--deck", "green", "--agent", "random")
    assert code == 2 and "2 --deck but 1 --agent" in err
    code, _, err = run("play", "--deck", "red")
    assert code == 2 and "at least two decks" in err
    code, _, err = run("play", "--deck1", "red", "--deck", "green", "--deck", "red")
    assert code == 2 and "not both" in err


def test_play_says_what_was_read_from_a_decklist_file(tmp_path: Path) -> None:
    deck = tmp_path / "grouped.txt"
    deck.write_text("4 goblin guide\n4 Monastery Swiftspear\n4 Shock\n4 Lava Spike\n\n"
                    "4 Lightning Bolt\n4 Lightning Strike\n4 Searing Spear\n"
                    "4 Viashino Pyromancer\n4 Fervent Champion\n\n24 Mountain\n",
                    encoding="utf-8")
    code, out, err = run("play", "--seed", "1", "--quiet", "--deck1", str(deck))
    assert code == 0
    assert f"read {deck} (mtgo list): 60 main-deck cards (10 different), no sideboard" in err
    assert "not a legal" not in err
    assert out.splitlines()[0] == "seed: 1"


def test_100_2a_play_reports_deck_problems_by_default_and_enforces_with_format(
        tmp_path: Path) -> None:
    deck = tmp_path / "small.txt"
    deck.write_text("Deck\n20 Mountain\n8 Lightning Bolt\n", encoding="utf-8")
    code, out, err = run("play", "--seed", "1", "--quiet", "--deck1", str(deck))
    assert code == 0 and "result:" in out
    assert "not a legal constructed deck: the main deck has 28 cards" in err
    assert "8 copies of 'Lightning Bolt'" in err and "only reported" in err
    code, out, err = run("play", "--seed", "1", "--quiet", "--deck1", str(deck),
                         "--format", "constructed")
    assert code == 2 and "result:" not in out
    assert f"error: {deck}: not a legal constructed deck: the main deck has 28 " in err
    code, _, err = run("play", "--seed", "1", "--quiet", "--deck1", str(deck), "--deck2", "red",
                       "--format", "limited")
    assert code == 2 and "a limited deck needs at least 40 (CR 100.2b)" in err
    code, out, err = run("play", "--seed", "1", "--quiet", "--deck1", str(deck), "--format",
                         "none")
    assert code == 0 and "not a legal" not in err


def test_play_refuses_absurd_counts_without_a_traceback(tmp_path: Path) -> None:
    deck = tmp_path / "huge.txt"
    deck.write_text("1000000000000 Mountain\n", encoding="utf-8")
    code, _, err = run("play", "--deck1", str(deck))
    assert code == 2 and err.startswith(f"error: {deck}:1: card count 1000000000000 is too large")
    deck.write_text("9" * 5000 + " Mountain\n", encoding="utf-8")
    code, _, err = run("play", "--deck1", str(deck))
    assert code == 2 and "Traceback" not in err and len(err) < 300


def test_a_deck_the_reader_accepts_can_start_a_game(tmp_path: Path) -> None:
    """The decklist reader's limit (decks.MAX_CARDS) and Game.new's (game_setup.MAX_DECK) are
    one: a 5,001-card list used to pass `deck check` and then crash `play` with a traceback."""
    from mtgrules.decks import MAX_CARDS
    from mtgrules.game_setup import MAX_DECK
    assert MAX_DECK == MAX_CARDS
    deck = tmp_path / "big.txt"
    deck.write_text("1000 Mountain\n" * 5 + "1 Mountain\n", encoding="utf-8")
    r = CliRunner().invoke(main, ["play", "--deck1", str(deck), "--quiet", "--seed", "1"])
    assert r.exception is None or isinstance(r.exception, SystemExit), r.output
    assert "Traceback" not in r.output


def test_a_decklist_on_standard_input() -> None:
    """`-` reads the decklist from standard input, for `deck check` and `play`."""
    deck = "4 Lightning Bolt\n56 Mountain\n"
    r = CliRunner().invoke(main, ["deck", "check", "-"], input=deck)
    assert r.exit_code == 0, r.output
    assert "<stdin>" in r.output and "60 main-deck cards" in r.output
    r = CliRunner().invoke(main, ["play", "--deck1", "-", "--quiet", "--seed", "2"], input=deck)
    assert r.exit_code == 0, r.output
    assert "result:" in r.output
    r = CliRunner().invoke(main, ["deck", "check", "-"], input="4 Lightnig Bolt\n")
    assert "<stdin>:1" in r.output and "Lightning Bolt" in r.output
