"""The README's worked examples (examples/*.yaml) run and pass, with the rule chain shown."""

from pathlib import Path

from click.testing import CliRunner

from mtgrules.cli import main

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def test_examples_pass_under_judge() -> None:
    files = sorted(str(p) for p in EXAMPLES.glob("*.yaml"))
    assert files
    result = CliRunner().invoke(main, ["judge", *files])
    assert result.exit_code == 0, result.output
    assert result.output.count("PASS examples/") + result.output.count("PASS ") >= len(files)


def test_explain_shows_combat_damage_and_sba_rules() -> None:
    result = CliRunner().invoke(main, ["judge", "--explain", str(EXAMPLES / "double-block.yaml")])
    assert result.exit_code == 0, result.output
    explained = result.output.split("Expectations:")[1]
    assert "[CR 510.2]" in explained   # combat damage dealt
    assert "[CR 704.5g]" in explained  # state-based action: lethal damage
    assert "[CR 509.1]" in explained   # the blocks that led there


def test_explain_gives_a_failing_check_its_because_too(tmp_path: Path) -> None:
    """Issue 22: a failing expectation is explained with the events (and CR rules) that led to
    the value found, and an untouched one says its value is the set-up one."""
    text = (EXAMPLES / "double-block.yaml").read_text()
    text = text.replace("{object: b1, zone: graveyard}", "{object: b1, zone: battlefield}")
    text = text.replace("{player: Bob, life: 20}", "{player: Bob, life: 17}")
    bad = tmp_path / "wrong.yaml"
    bad.write_text(text)
    result = CliRunner().invoke(main, ["judge", "--explain", str(bad)])
    assert result.exit_code == 1, result.output
    lines = result.output.split("Expectations:")[1].splitlines()
    b1 = next(i for i, line in enumerate(lines) if line.strip().startswith("FAIL") and "b1" in line)
    because = []
    for line in lines[b1 + 1:]:
        if not line.strip().startswith("because"):
            break
        because.append(line)
    assert any("[CR 704.5g]" in line for line in because), because  # why it is in the graveyard
    life = next(i for i, line in enumerate(lines) if line.strip().startswith("FAIL") and "life" in line)
    assert "because" in lines[life + 1]
