"""The scenario runner (mtgrules.scenarios) and the judge command (mtgrules.judge)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from mtgrules.errors import ScenarioError
from mtgrules.judge import judge
from mtgrules.rules.layers import characteristics
from mtgrules.scenarios import (
    ScenarioResult,
    build_game,
    parse_scenario,
    run_scenario,
    run_scenario_file,
)

HEAD = "format: 1\nname: test\n"


def scen(body: str, file: str = "t.yaml") -> ScenarioResult:
    return run_scenario(parse_scenario(HEAD + body, file))


def failures(body: str) -> list[str]:
    r = scen(body)
    assert not r.passed
    return r.failures


BOARD = """
players:
  - name: Alice
    life: 17
    poison: 2
    hand: [Lightning Bolt, Island]
    library: [Forest, Mountain, Plains]
    graveyard: [Shock]
    exile: [Murder]
    mana_pool: "{G}{G}{U}"
    battlefield:
      - Mountain
      - {card: Grizzly Bears, id: bear, tapped: true, counters: {"+1/+1": 2}, sector: alpha}
      - {card: Hill Giant, owner: Bob, sick: true, sector: beta}
      - Space Beleren
      - {card: Jace Beleren, counters: {loyalty: 5}}
      - {card: Wizard Class, level: 2}
      - {card: Grizzly Bears, token: true, id: tok, sector: gamma}
  - name: Bob
    battlefield:
      - {card: Pacifism, attached_to: bear}
      - Jace Beleren
turn: {active: Alice, step: precombat_main, number: 3, lands_played: 1}
expect: []
"""


def test_build_game_sets_up_the_board() -> None:
    game = build_game(parse_scenario(HEAD + BOARD, "board.yaml"))
    s = game.state
    alice, bob = s.players
    names = lambda ids: [s.objects[i].card for i in ids]  # noqa: E731
    assert (alice.life, alice.poison, bob.life) == (17, 2, 20)
    assert names(alice.hand) == ["Lightning Bolt", "Island"]
    assert names(alice.library) == ["Forest", "Mountain", "Plains"]  # top first
    assert names(alice.graveyard) == ["Shock"]
    assert names(s.exile) == ["Murder"]
    assert alice.mana == [0, 1, 0, 0, 2, 0]  # WUBRGC
    bf = {(s.objects[i].card, s.objects[i].kind): s.objects[i] for i in s.battlefield}
    bear = bf[("Grizzly Bears", "card")]
    assert bear.tapped and bear.counters == {"+1/+1": 2} and bear.sector == "alpha"
    giant = bf[("Hill Giant", "card")]
    assert giant.owner == 1 and giant.controller == 0 and giant.sick
    assert characteristics(s, giant.id).controller == 0
    jaces = [s.objects[i] for i in s.battlefield if s.objects[i].card == "Jace Beleren"]
    assert [j.counters for j in jaces] == [{"loyalty": 5}, {"loyalty": 3}]  # printed loyalty
    assert bf[("Space Beleren", "card")].counters == {"loyalty": 3}
    assert bf[("Wizard Class", "card")].level == 2
    assert bf[("Grizzly Bears", "token")].is_token
    assert bf[("Pacifism", "card")].attached_to == bear.id
    assert bf[("Pacifism", "card")].controller == 1
    # timestamps in listing order, first player's first (CR 613.7)
    stamps = [s.objects[i].timestamp for i in s.battlefield]
    assert stamps == sorted(stamps)
    assert s.objects[s.battlefield[0]].card == "Mountain"
    assert s.objects[s.battlefield[-1]].card == "Jace Beleren"
    assert (s.turn, s.active, s.step, s.first_player) == (3, 0, "precombat_main", 0)
    assert alice.lands_played == 1 and alice.kept and bob.kept
    d = game.decision
    assert d is not None and d.kind == "priority" and d.player == 0
    assert s.stack == []


def test_unknown_card_names_file_and_line() -> None:
    with pytest.raises(ScenarioError) as e:
        scen("players:\n  - name: Alice\n    hand: [Lightning Bolt, Black Lotus]\n"
             "  - name: Bob\nturn: {active: Alice, step: upkeep}\nexpect: []\n")
    assert e.value.file == "t.yaml" and e.value.line == 5
    assert "Black Lotus" in str(e.value)


def test_attached_to_must_name_a_permanent() -> None:
    with pytest.raises(ScenarioError, match="attached_to"):
        scen("players:\n  - name: Alice\n    battlefield: [{card: Pacifism, attached_to: Nope}]\n"
             "  - name: Bob\nturn: {active: Alice, step: upkeep}\nexpect: []\n")


BOLT = """
players:
  - name: Alice
    battlefield: [Mountain]
    hand: [Lightning Bolt, Mountain]
  - name: Bob
    battlefield: [Mountain]
    hand: [Shock]
turn: {active: Alice, step: precombat_main}
"""


def test_cast_with_target_and_resolve() -> None:
    r = scen(BOLT + "actions:\n  - {Alice: cast Lightning Bolt, targets: [Bob]}\n  - resolve\n"
             "expect:\n  - {player: Bob, life: 17}\n  - {stack: []}\n"
             "  - {log_contains: {event: cast, object: Lightning Bolt, rule: 601.2i}}\n")
    assert r.passed, r.report()
    assert any(ev["event"] == "damage" for ev in r.trace)


def test_illegal_action_is_refused_and_state_unchanged() -> None:
    r = scen("""
players:
  - name: Alice
    hand: [Lightning Bolt, Island]
  - name: Bob
turn: {active: Alice, step: precombat_main, lands_played: 1}
actions:
  - {Alice: cast Lightning Bolt, targets: [Bob], illegal: true}
  - {Alice: play Island, illegal: true}
expect:
  - {player: Alice, hand_size: 2}
  - {player: Bob, life: 20}
""")
    assert r.passed, r.report()


def test_illegal_by_a_player_without_priority_restores_passes() -> None:
    r = scen("""
players:
  - name: Alice
    battlefield: [Grizzly Bears]
  - name: Bob
    hand: [Shock]
turn: {active: Alice, step: precombat_main}
actions:
  - {Bob: cast Shock, targets: [Alice], illegal: true}
  - {Alice: attack, with: {Grizzly Bears: Alice}, illegal: true}
  - {Alice: attack, with: {Grizzly Bears: Bob}}
  - {until: end}
expect:
  - {player: Bob, life: 18}
""")
    assert r.passed, r.report()


def test_mana_ability_choices() -> None:
    body = """
players:
  - name: Alice
    battlefield: [Reflecting Pool, Island, Mountain]
  - name: Bob
turn: {active: Alice, step: precombat_main}
actions:
  - {Alice: activate Reflecting Pool, choices: [red]}
expect:
  - {player: Alice, mana_pool: "{R}"}
"""
    assert scen(body).passed
    r = scen(body.replace("choices: [red]}", "}\n  - {Alice: choose, answer: blue}")
             .replace("{R}", "{U}"))
    assert r.passed, r.report()


def test_illegal_true_on_a_legal_action_fails() -> None:
    msgs = failures(BOLT + "actions:\n  - {Alice: play Mountain, illegal: true}\nexpect: []\n")
    assert any("illegal: true but was accepted" in m for m in msgs)


def test_refused_action_names_the_action_and_reason() -> None:
    msgs = failures("players:\n  - name: Alice\n    hand: [Mountain, Mountain]\n  - name: Bob\n"
                    "turn: {active: Alice, step: precombat_main}\nactions:\n"
                    "  - {Alice: play Mountain}\n  - {Alice: play Mountain}\nexpect: []\n")
    assert any("line 10" in m and "play Mountain" in m and "305.2" in m for m in msgs), msgs


def test_who_acts_passes_for_other_players() -> None:
    # Bob casts Shock in Alice's main phase: Alice passes priority first (nothing resolves)
    r = scen(BOLT + "actions:\n  - {Bob: cast Shock, targets: [Alice]}\n  - resolve\n"
             "expect:\n  - {player: Alice, life: 18}\n  - {step: precombat_main, turn: 1}\n")
    assert r.passed, r.report()


def test_who_acts_refuses_when_the_stack_would_resolve() -> None:
    msgs = failures(BOLT + "actions:\n  - {Alice: cast Lightning Bolt, targets: [Bob]}\n"
                    "  - {Alice: pass}\n  - {Alice: cast Mountain}\nexpect: []\n")
    assert any("would complete the round" in m for m in msgs), msgs


SECTORS = """
players:
  - name: Alice
    battlefield: [Plains, Plains, Island, Island, Grizzly Bears]
    hand: [Space Beleren]
  - name: Bob
    battlefield: [Hill Giant]
turn: {active: Alice, step: precombat_main}
actions:
  - {Alice: cast Space Beleren}
  - resolve
"""


def test_strict_mode_names_the_pending_decision_and_player() -> None:
    msgs = failures(SECTORS + "expect: []\n")
    assert any("strict mode" in m and "Bob" in m and "'choose'" in m for m in msgs), msgs
    msgs = failures(SECTORS + "  - pass\nexpect: []\n")
    assert any("does not answer the pending 'choose' decision of Bob" in m for m in msgs), msgs


def test_choose_answers_in_order_and_wrong_player_is_refused() -> None:
    ok = scen(SECTORS + "  - {Bob: choose, answer: gamma}\n  - {Alice: choose, answer: alpha}\n"
              "expect:\n  - {object: Hill Giant, sector: gamma}\n")
    assert ok.passed, ok.report()
    msgs = failures(SECTORS + "  - {Alice: choose, answer: alpha}\nexpect: []\n")
    assert any("Alice can't choose now" in m for m in msgs), msgs


COMBAT = """
players:
  - name: Alice
    battlefield: [{card: Grizzly Bears, id: bear}, Hill Giant]
  - name: Bob
    battlefield: [{card: Hill Giant, id: wall}]
turn: {active: Alice, step: precombat_main, number: 2}
"""


def test_attack_block_and_until() -> None:
    r = scen(COMBAT + """actions:
  - {Alice: attack, with: {bear: Bob, Hill Giant: Bob}}
  - {Bob: block, with: {wall: bear}}
  - {until: postcombat_main}
expect:
  - {player: Bob, life: 17}
  - {zone: graveyard, player: Alice, contains: [Grizzly Bears]}
  - {object: "Hill Giant#1", tapped: true, controller: Alice}
  - {step: postcombat_main, turn: 2, active: Alice}
""")
    assert r.passed, r.report()


def test_until_next_turn_declares_no_attackers() -> None:
    r = scen(COMBAT + "actions:\n  - {until: {step: upkeep, turn: 3}}\nexpect:\n"
             "  - {step: upkeep, turn: 3, active: Bob}\n  - {player: Bob, life: 20}\n")
    assert r.passed, r.report()


def test_x_loyalty_and_level_activations() -> None:
    r = scen("""
players:
  - name: Alice
    battlefield: [Forest, Forest, Forest, Jace Beleren, Wizard Class, Island, Island, Island]
    hand: [Hangarback Walker]
    library: [Island, Island, Island, Island]
  - name: Bob
    library: [Island]
turn: {active: Alice, step: precombat_main}
actions:
  - {Alice: cast Hangarback Walker, x: 1, pay: [Forest, Forest]}
  - resolve
  - {Alice: activate loyalty +2, of: Jace Beleren}
  - resolve
  - {Alice: activate Class level 2, of: Wizard Class}
  - resolve
expect:
  - {object: Hangarback Walker, counters: {"+1/+1": 1}, power: 1, mana_value: 0}
  - {object: Jace Beleren, counters: {loyalty: 5}}
  - {object: Wizard Class, level: 2}
  - {player: Alice, hand_size: 3}
  - {player: Bob, hand_size: 1}
""")
    assert r.passed, r.report()


def test_activate_ambiguous_ability_is_refused() -> None:
    msgs = failures("""
players:
  - name: Alice
    battlefield: [Jace Beleren]
  - name: Bob
turn: {active: Alice, step: precombat_main}
actions:
  - {Alice: activate Jace Beleren}
expect: []
""")
    assert any("say which with 'ability: N'" in m for m in msgs), msgs


EXPECT_ALL = """
players:
  - name: Alice
    battlefield: [{card: Grizzly Bears, id: bear}, Spark Rupture, Jace Beleren, Space Beleren]
    hand: [Island]
  - name: Bob
turn: {active: Alice, step: precombat_main}
expect:
  - {player: Alice, life: 19, hand_size: 0, library_size: 3, graveyard_size: 1, exile_size: 1,
     lost: true, mana_pool: "{U}", poison: 1}
  - {object: bear, zone: graveyard, controller: Bob, owner: Bob, types: [Artifact],
     not_types: [Creature], power: 9, toughness: 9, counters: {"+1/+1": 1}, tapped: true,
     abilities: [trample], has_ability: flying, mana_value: 5, sector: beta, level: 2}
  - {object: Nothing Here}
  - {zone: battlefield, player: Alice, count: 1, count_at_least: 9, contains: [Forest]}
  - {stack: [Lightning Bolt]}
  - {step: end, turn: 4, active: Bob}
  - {log_contains: {event: sacrifice, object: bear, rule: "714.4"}}
  - {game_over: true, winner: Bob}
"""


def test_every_expectation_kind_reports_expected_and_actual() -> None:
    r = scen(EXPECT_ALL)
    text = "\n".join(r.failures)
    for what in ("Alice life: expected 19, got 20", "Alice hand_size: expected 0, got 1",
                 "library_size: expected 3, got 0", "graveyard_size", "exile_size",
                 "Alice lost: expected True, got False", "mana_pool: expected '{U}', got ''",
                 "poison: expected 1", "bear zone: expected 'graveyard', got 'battlefield'",
                 "bear controller: expected 'Bob', got 'Alice'", "bear owner",
                 "types include ['Artifact']", "types exclude ['Creature']",
                 "bear power: expected 9, got 2", "bear toughness", "bear counters",
                 "bear tapped: expected True, got False", "bear abilities: expected ['trample'], got []",
                 "has ability 'flying'", "bear mana_value: expected 5, got 2",
                 "bear sector: expected 'beta'", "bear level: expected 2, got 1",
                 "no object 'Nothing Here'", "count in battlefield of Alice: expected 1, got 4",
                 "at least", "contains ['Forest']",
                 "stack (top first): expected ['Lightning Bolt'], got []",
                 "step: expected 'end', got 'precombat_main'", "turn: expected 4, got 1",
                 "active player: expected 'Bob', got 'Alice'", "log contains",
                 "game over: expected True, got False", "winner: expected 'Bob', got None"):
        assert what in text, f"{what!r} not in:\n{text}"
    assert all(m.startswith("line ") for m in r.failures)
    assert "FAIL line" in r.report()


def test_xfail_key_is_reported() -> None:
    r = scen("xfail: needs Black Lotus\nplayers:\n  - name: Alice\n    hand: [Black Lotus]\n"
             "  - name: Bob\nturn: {active: Alice, step: upkeep}\nexpect: []\n")
    assert r.xfail_reason == "needs Black Lotus" and not r.passed


def _write(tmp_path: Path, name: str, body: str) -> str:
    p = tmp_path / name
    p.write_text(HEAD + body, encoding="utf-8")
    return str(p)


def test_judge_exit_codes_and_output(tmp_path: Path) -> None:
    good = _write(tmp_path, "good.yaml", BOLT + "actions:\n  - {Alice: cast Lightning Bolt, "
                  "targets: [Bob]}\n  - resolve\nexpect:\n  - {player: Bob, life: 17}\n")
    bad = _write(tmp_path, "bad.yaml", BOLT + "expect:\n  - {player: Bob, life: 1}\n")
    broken = _write(tmp_path, "broken.yaml", "players: [{name: A}]\n")
    runner = CliRunner()
    res = runner.invoke(judge, [good, "--explain"])
    assert res.exit_code == 0, res.output
    assert "PASS line" in res.output and "[CR 601.2i]" in res.output
    assert "because" in res.output
    res = runner.invoke(judge, [good, bad])
    assert res.exit_code == 1
    assert "FAIL line 13: Bob life: expected 1, got 20" in res.output
    res = runner.invoke(judge, [good, broken])
    assert res.exit_code == 2
    assert f"{broken}:" in res.output
    res = runner.invoke(judge, ["--json", good])
    assert res.exit_code == 0 and '"status": "PASS"' in res.output


def test_judge_pzl(tmp_path: Path) -> None:
    p = tmp_path / "p.pzl"
    p.write_text("[metadata]\nName:t\n[state]\nActivePlayer=Human\nActivePhase=Main1\n"
                 "humanlife=5\nhumanbattlefield=Grizzly Bears|Tapped\naibattlefield=Hill Giant\n",
                 encoding="utf-8")
    res = CliRunner().invoke(judge, ["--pzl", str(p)])
    assert res.exit_code == 0, res.output
    assert "Board:" in res.output and "Grizzly Bears (tapped" in res.output


@pytest.mark.parametrize("path", sorted(Path(__file__).parents[1].glob("scenarios/*.yaml")),
                         ids=lambda p: p.name)
def test_scenario_files_run(path: Path) -> None:
    r = run_scenario_file(path)
    assert r.passed or r.xfail_reason, r.report()


def test_class_level_must_be_next_level() -> None:
    msgs = failures("""
players:
  - name: Alice
    battlefield: [Wizard Class, Island, Island, Island, Island, Island, Island]
  - name: Bob
turn: {active: Alice, step: precombat_main}
actions:
  - {Alice: activate Class level 3, of: Wizard Class}
expect: []
""")
    assert any("Class level 3" in m and "refused" in m for m in msgs), msgs


def test_unsupported_feature_is_a_scenario_error() -> None:
    with pytest.raises(ScenarioError, match="not supported yet"):
        scen("""
players:
  - name: Alice
    battlefield: [Space Beleren, Forest]
  - name: Bob
turn: {active: Alice, step: precombat_main}
actions:
  - {Alice: activate loyalty -X, of: Space Beleren}
expect: []
""")


def test_x_on_an_activation_without_x_is_refused() -> None:
    """``x:`` for an ability with no {X} in its cost (CR 602.2b) is not silently ignored."""
    msgs = failures("""
players:
  - name: Alice
    battlefield: [Mogg Fanatic]
  - name: Bob
turn: {active: Alice, step: precombat_main}
actions:
  - {Alice: activate Mogg Fanatic, x: 2, targets: [Bob]}
expect: []
""")
    assert any("there is no X to announce" in m for m in msgs), msgs


def test_object_expectation_alone_checks_existence() -> None:
    r = scen(BOLT + "expect:\n  - {object: Lightning Bolt@hand}\n  - {object: Shock@hand}\n")
    assert r.passed, r.report()
    assert [c.what for c in r.checks] == ["Lightning Bolt@hand exists", "Shock@hand exists"]


def test_judge_xfail_does_not_fail_the_run(tmp_path: Path) -> None:
    f = _write(tmp_path, "x.yaml", "xfail: needs a mechanic\n" + BOLT
               + "expect:\n  - {player: Bob, life: 1}\n")
    res = CliRunner().invoke(judge, [f])
    assert res.exit_code == 0, res.output
    assert "XFAIL" in res.output and "needs a mechanic" in res.output


# ---- newcomer review: references, half-cast spells, messages, decline answers ----------------

TYPO = """
players:
  - name: Alice
    battlefield: [Mountain]
    hand: [Lightning Bolt]
  - name: Bob
    battlefield: [Grizzly Bears]
turn: {active: Alice, step: precombat_main}
actions:
"""


@pytest.mark.parametrize("action, words", [
    ("{Alice: cast Lightning Bolt, targets: [Grizly Bears], illegal: true}",
     ["Grizly Bears", "did you mean 'Grizzly Bears'"]),
    ("{Alice: cast Lightning Blot, targets: [Bob], illegal: true}",
     ["Lightning Blot", "did you mean 'Lightning Bolt'"]),
    ("{Alice: activate Forest, illegal: true}", ["no object 'Forest'"]),
    ("{Alice: cast Lightning Bolt, targets: [Grizly Bears]}", ["Grizly Bears"]),
])
def test_reference_to_nothing_is_a_scenario_error_not_a_refusal(action: str,
                                                                words: list[str]) -> None:
    with pytest.raises(ScenarioError) as e:
        scen(TYPO + f"  - {action}\nexpect:\n  - {{player: Bob, life: 20}}\n")
    assert e.value.file == "t.yaml" and e.value.line == 12
    for w in words:
        assert w in str(e.value), str(e.value)


def test_illegal_true_still_counts_an_engine_refusal_of_a_real_object() -> None:
    # Bolt can't target a land: a real object that is not among the legal targets
    r = scen(TYPO.replace("[Grizzly Bears]", "[Grizzly Bears, Forest]")
             + "  - {Alice: cast Lightning Bolt, targets: [Forest], illegal: true}\n"
             "expect:\n  - {stack: []}\n  - {object: Lightning Bolt@hand}\n")
    assert r.passed, r.report()


def test_reference_errors_in_xfail_scenarios_are_failures() -> None:
    r = scen("xfail: later\n" + TYPO + "  - {Alice: activate Forest}\n"
             "expect:\n  - {player: Bob, life: 20}\n")
    assert not r.passed and r.xfail_reason == "later"
    assert any("no object 'Forest'" in m for m in r.failures), r.failures


COUNTER = """
players:
  - name: Alice
    battlefield: [Mountain, Island, Island]
    hand: [Lightning Bolt, Counterspell]
  - name: Bob
    battlefield: [Island, Island]
    hand: [Counterspell]
turn: {active: Alice, step: precombat_main}
actions:
  - {Alice: cast Lightning Bolt, targets: [Bob]}
  - {Alice: cast Counterspell, targets: [Lightning Bolt@stack]}
"""


def test_a_spell_being_cast_is_not_its_own_target_candidate() -> None:
    r = scen(COUNTER + "  - {Bob: cast Counterspell, targets: [Counterspell@stack]}\n"
             "  - resolve\nexpect:\n  - {player: Bob, life: 17}\n"
             "  - {zone: graveyard, player: Alice, contains: [Counterspell]}\n")
    assert r.passed, r.report()


def test_a_failed_action_leaves_no_half_cast_spell() -> None:
    # Bob has no mana left after the first Counterspell... here: Bolt can't target a land;
    # the refused cast is undone as a whole
    r = scen(TYPO.replace("[Grizzly Bears]", "[Grizzly Bears, Forest]")
             + "  - {Alice: cast Lightning Bolt, targets: [Forest]}\n"
             "expect:\n  - {stack: []}\n  - {object: Lightning Bolt@hand}\n"
             "  - {object: Mountain, tapped: false}\n")
    assert not r.passed
    assert any("was refused" in m and "undone" in m for m in r.failures), r.failures
    assert all(c.ok for c in r.checks), r.report()


def test_block_by_a_creature_that_cant_block_names_it() -> None:
    body = """
players:
  - name: Alice
    battlefield: [Grizzly Bears]
  - name: Bob
    battlefield: [{card: Hill Giant, tapped: true}]
turn: {active: Alice, step: precombat_main, number: 2}
actions:
  - {Alice: attack, with: {Grizzly Bears: Bob}}
  - {Bob: block, with: {Hill Giant: Grizzly Bears}}
expect:
  - {player: Bob, life: 20}
"""
    msgs = failures(body)
    assert any("Hill Giant can't block Grizzly Bears (CR 509.1a-b): no legal block "
               "declaration includes it" in m for m in msgs), msgs
    assert not any("not possible now" in m for m in msgs), msgs


CONTAMINATION = """
players:
  - name: Alice
    battlefield: [Contamination, Grizzly Bears]
    library: [Island]
  - name: Bob
turn: {active: Bob, step: end, number: 2}
actions:
  - {until: {step: upkeep, turn: 3}}
  - pass
"""


@pytest.mark.parametrize("answer", ["none", "0"])
def test_decline_option_answered_with_none_or_zero(answer: str) -> None:
    r = scen(CONTAMINATION + f"  - {{Alice: choose, answer: {answer}}}\n"
             "expect:\n  - {object: Contamination@graveyard}\n"
             "  - {object: Grizzly Bears, zone: battlefield}\n")
    assert r.passed, r.report()


def test_zero_stays_a_number_for_x() -> None:
    body = """
players:
  - name: Alice
    battlefield: [Forest, Forest]
    hand: [Hangarback Walker]
  - name: Bob
turn: {active: Alice, step: precombat_main}
actions:
  - {Alice: cast Hangarback Walker, choices: [0]}
  - resolve
expect:
  - {zone: graveyard, player: Alice, contains: [Hangarback Walker]}
"""
    r = scen(body)
    assert r.passed, r.report()


def test_unknown_card_in_setup_suggests_a_name() -> None:
    with pytest.raises(ScenarioError, match="did you mean 'Grizzly Bears'"):
        scen("players:\n  - name: Alice\n    hand: [Grizly Bears]\n  - name: Bob\n"
             "turn: {active: Alice, step: upkeep}\nexpect:\n  - {player: Bob, life: 20}\n")


def test_strict_mode_names_the_unanswering_action_even_with_illegal_true() -> None:
    msgs = failures(SECTORS + "  - {Alice: play Plains, illegal: true}\n  - pass\n"
                    "expect:\n  - {player: Bob, life: 20}\n")
    assert any("action at line 14 (Alice: play Plains) does not answer the pending 'choose' "
               "decision of Bob" in m and "options" in m for m in msgs), msgs
    assert not any("ends with a decision pending" in m for m in msgs), msgs


def test_yaml_file_with_empty_expect_is_an_error(tmp_path: Path) -> None:
    path = _write(tmp_path, "empty.yaml", BOLT + "expect: []\n")
    with pytest.raises(ScenarioError, match="expect must list at least one expectation") as e:
        run_scenario_file(path)
    assert e.value.line > 0
    res = CliRunner().invoke(judge, [path])
    assert res.exit_code == 2
    # parsed text (pzl round trips, tests building positions) may leave it empty
    assert parse_scenario(HEAD + BOLT + "expect: []\n").expect == ()


def test_empty_counters_expectation_means_no_counters() -> None:
    from mtgrules.scenarios import parse_scenario, run_scenario

    text = """
format: 1
name: empty counters
players:
  - name: Alice
    battlefield: [{card: Grizzly Bears, counters: {"+1/+1": 2}}, Hill Giant]
  - name: Bob
turn: {active: Alice, step: precombat_main}
expect:
  - {object: Grizzly Bears, counters: {}}
  - {object: Hill Giant, counters: {}}
"""
    result = run_scenario(parse_scenario(text))
    assert not result.passed
    failed = [c for c in result.checks if not c.ok]
    assert len(failed) == 1 and "Grizzly Bears" in failed[0].what


def test_a_refused_target_lists_the_legal_ones_with_the_players_names() -> None:
    msgs = failures("players:\n  - name: Alice\n    battlefield: [Mountain]\n"
                    "    hand: [Lightning Bolt]\n  - name: Bob\n    battlefield: [Forest]\n"
                    "turn: {active: Alice, step: precombat_main}\nactions:\n"
                    "  - {Alice: cast Lightning Bolt, targets: [Forest]}\nexpect: []\n")
    assert any("Forest is not a legal target" in m and "target P1 (Alice)" in m
               and "target P2 (Bob)" in m for m in msgs), msgs
