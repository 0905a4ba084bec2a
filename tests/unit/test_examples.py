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
