"""Tests of the scenario parser and model (SCENARIO_FORMAT.md, no game execution)."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtgrules.errors import ScenarioError
from mtgrules.scenarios import (
    ABSENT,
    ActionSpec,
    CardSpec,
    GameOverExpect,
    LogExpect,
    ObjectExpect,
    ObjectRef,
    PermanentSpec,
    PlayerExpect,
    StackExpect,
    StepExpect,
    ZoneExpect,
    load_scenario,
    parse_ref,
    parse_scenario,
)

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"
SHIPPED = sorted(SCENARIOS.glob("*.yaml"))

HEADER = """\
format: 1
name: test
players:
  - name: Alice
  - name: Bob
turn: {active: Alice, step: precombat_main}
"""


def scenario(body: str) -> str:
    """HEADER (lines 1-6) followed by ``body`` (starting on line 7)."""
    return HEADER + body


# ---- the shipped example files ------------------------------------------------------------


def test_shipped_files_present() -> None:
    assert {p.name for p in SHIPPED} >= {
        "bolt-to-the-face.yaml", "kiora-chapter-one.yaml", "reflecting-pool-undefined-type.yaml",
        "space-beleren-opponents-assign-first.yaml", "spark-rupture-walker-is-creature.yaml",
        "wizard-class-level-two.yaml"}


def test_bolt_to_the_face() -> None:
    s = load_scenario(SCENARIOS / "bolt-to-the-face.yaml")
    assert s.name == "Lightning Bolt deals 3 damage to the targeted player"
    assert s.format == 1 and s.seed == 0 and s.rules == ("601.2", "608.2", "120.3a")
    assert s.file.endswith("bolt-to-the-face.yaml")
    alice, bob = s.players
    assert alice.name == "Alice" and alice.life == 20 and bob.name == "Bob"
    assert alice.battlefield == (PermanentSpec(card="Mountain"),)
    assert alice.battlefield[0].line == 6
    assert alice.hand == (CardSpec("Lightning Bolt"),) and alice.hand[0].line == 7
    assert bob.battlefield == () and bob.hand == ()
    assert (s.turn.active, s.turn.step, s.turn.number, s.turn.lands_played) == (
        "Alice", "precombat_main", 1, 0)
    cast, resolve = s.actions
    assert cast == ActionSpec(kind="cast", player="Alice", text="cast Lightning Bolt",
                              object_ref="Lightning Bolt", targets=("Bob",))
    assert cast.line == 11
    assert resolve.kind == "resolve" and resolve.player is None and resolve.line == 12
    assert s.expect == (
        PlayerExpect(player="Bob", life=17),
        ObjectExpect(object_ref="Lightning Bolt@graveyard", owner="Alice"),
        ObjectExpect(object_ref="Mountain", tapped=True),
        StackExpect(stack=()),
    )
    assert [e.line for e in s.expect] == [14, 15, 16, 17]
    assert s.card_names() == [("Lightning Bolt", 7), ("Mountain", 6)]
    assert not s.from_pzl


def test_kiora_chapter_one() -> None:
    s = load_scenario(SCENARIOS / "kiora-chapter-one.yaml")
    assert s.source == "seed 001"
    assert [p.card for p in s.players[0].battlefield] == ["Island"] * 7
    assert s.actions[0].object_ref == "Kiora Bests the Sea God"
    obj, zone, kraken = s.expect
    assert obj == ObjectExpect(object_ref="Kiora Bests the Sea God", zone="battlefield",
                               counters=(("lore", 1),))
    assert obj.sector is ABSENT
    assert zone == ZoneExpect(zone="battlefield", player="Alice", count=1, name="Kraken")
    assert kraken == ObjectExpect(object_ref="Kraken", types=("Creature", "Kraken"), power=8,
                                  toughness=8, has_ability=("hexproof",))
    assert zone.kind == "zone" and kraken.kind == "object"


def test_reflecting_pool() -> None:
    s = load_scenario(SCENARIOS / "reflecting-pool-undefined-type.yaml")
    (act,) = s.actions
    assert (act.kind, act.player, act.object_ref, act.ability) == (
        "activate", "Alice", "Reflecting Pool", None)
    assert s.expect[0] == PlayerExpect(player="Alice", mana_pool="")
    assert s.players[1].battlefield[0].card == "Island"


def test_space_beleren_choices() -> None:
    s = load_scenario(SCENARIOS / "space-beleren-opponents-assign-first.yaml")
    kinds = [(a.kind, a.player, a.answer) for a in s.actions]
    assert kinds == [("cast", "Alice", None), ("resolve", None, None),
                     ("choose", "Bob", "gamma"), ("choose", "Alice", "alpha")]
    assert s.expect[0] == ObjectExpect(object_ref="Hill Giant", sector="gamma")
    assert s.expect[2] == ObjectExpect(object_ref="Space Beleren", counters=(("loyalty", 3),))


def test_spark_rupture_multiline_expectation() -> None:
    s = load_scenario(SCENARIOS / "spark-rupture-walker-is-creature.yaml")
    jace = s.players[0].battlefield[1]
    assert jace == PermanentSpec(card="Jace Beleren", counters=(("loyalty", 3),))
    assert jace.line == 9
    assert s.actions == ()
    (e,) = s.expect
    assert e == ObjectExpect(object_ref="Jace Beleren", types=("Creature",),
                             not_types=("Planeswalker",), power=3, toughness=3,
                             counters=(("loyalty", 3),), abilities=())
    assert e.line == 13


def test_wizard_class_level() -> None:
    s = load_scenario(SCENARIOS / "wizard-class-level-two.yaml")
    act = s.actions[0]
    assert (act.kind, act.level, act.object_ref, act.text) == (
        "activate", 2, "Wizard Class", "activate Class level 2")
    assert [c.name for c in s.players[0].library] == ["Island"] * 3
    assert s.expect == (ObjectExpect(object_ref="Wizard Class", level=2),
                        PlayerExpect(player="Alice", hand_size=2, library_size=1))


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.name)
def test_round_trip_to_yaml(path: Path) -> None:
    s = load_scenario(path)
    again = parse_scenario(s.to_yaml())
    assert again == s


# ---- the full action and expectation vocabulary -------------------------------------------

FULL = """\
format: 1
name: everything
rules: [704.5a, "613.1d"]
source: free text
description: extension
seed: 7
players:
  - name: Alice
    life: 12
    library: [Forest]
    graveyard: [Grizzly Bears]
    exile: [Island]
    mana_pool: "{G}{G}"
    poison: 3
    battlefield:
      - {card: Llanowar Elves, id: elf1, tapped: true, sick: true,
         counters: {"+1/+1": 2, "\u22121/\u22121": 1}, owner: Bob, sector: beta, level: 2,
         token: true}
      - {card: Rancor, attached_to: elf1}
  - name: Bob
    battlefield: [{card: Wall of Omens, id: wall}]
turn: {active: Alice, step: upkeep, number: 3, lands_played: 1}
actions:
  - {Alice: play Forest}
  - {Alice: cast Fireball, x: 3, targets: [elf1, Bob], pay: [Forest]}
  - {Alice: activate Order of Whiteclay, ability: 1, targets: [Grizzly Bears@graveyard]}
  - {Alice: activate loyalty \u22122, of: Space Beleren}
  - {Alice: activate loyalty +1, of: Space Beleren, illegal: true}
  - {Alice: activate Reflecting Pool, choices: [blue, 2, [a, b]]}
  - {Alice: attack, with: {elf1: Bob, Grizzly Bears: Space Beleren}}
  - {Bob: block, with: {wall: [elf1, Grizzly Bears]}}
  - {Alice: choose, answer: yes}
  - pass
  - {until: end}
  - {until: {step: upkeep, turn: 4}}
  - {Bob: concede}
expect:
  - {player: Alice, hand_size: 2, library_size: 0, lost: false, mana_pool: "{U}{U}", poison: 3}
  - {object: elf1, has_ability: flying, sector: null, controller: Alice}
  - {zone: exile, player: Alice, contains: [Island], count_at_least: 1}
  - {stack: [Fireball, Grizzly Bears@graveyard]}
  - {step: end, turn: 3, active: Alice}
  - {log_contains: {event: sacrifice, object: Kiora Bests the Sea God, rule: 714.4}}
  - {game_over: true, winner: Alice}
  - {game_over: true, winner: null}
"""


def test_full_vocabulary() -> None:
    s = parse_scenario(FULL, "full.yaml")
    assert s.rules == ("704.5a", "613.1d") and s.seed == 7 and s.description == "extension"
    alice = s.players[0]
    assert (alice.life, alice.mana_pool, alice.poison) == (12, "{G}{G}", 3)
    elf, rancor = alice.battlefield
    assert elf == PermanentSpec(card="Llanowar Elves", id="elf1", tapped=True, sick=True,
                                counters=(("+1/+1", 2), ("-1/-1", 1)), owner="Bob",
                                sector="beta", level=2, token=True)
    assert rancor.attached_to == "elf1"
    assert s.turn.step == "upkeep" and s.turn.number == 3 and s.turn.lands_played == 1
    a = s.actions
    assert a[0].kind == "play" and a[0].object_ref == "Forest"
    assert (a[1].x, a[1].targets, a[1].pay) == (3, ("elf1", "Bob"), ("Forest",))
    assert (a[2].ability, a[2].targets) == (1, ("Grizzly Bears@graveyard",))
    assert (a[3].loyalty, a[3].object_ref, a[3].illegal) == ("-2", "Space Beleren", False)
    assert (a[4].loyalty, a[4].illegal) == ("+1", True)
    assert a[5].choices == ("blue", 2, ("a", "b"))
    assert a[6].with_ == (("elf1", "Bob"), ("Grizzly Bears", "Space Beleren"))
    assert a[7].with_ == (("wall", "elf1"), ("wall", "Grizzly Bears")) and a[7].player == "Bob"
    assert a[8].answer is True
    assert a[9].kind == "pass" and a[9].player is None
    assert (a[10].until_step, a[10].until_turn) == ("end", None)
    assert (a[11].until_step, a[11].until_turn) == ("upkeep", 4)
    assert a[12].kind == "concede" and a[12].player == "Bob"
    e = s.expect
    assert e[0] == PlayerExpect(player="Alice", hand_size=2, library_size=0, lost=False,
                                mana_pool="{U}{U}", poison=3)
    assert isinstance(e[1], ObjectExpect) and e[1].sector is None
    assert e[1].has_ability == ("flying",)
    assert e[2] == ZoneExpect(zone="exile", player="Alice", contains=("Island",),
                              count_at_least=1)
    assert e[3] == StackExpect(stack=("Fireball", "Grizzly Bears@graveyard"))
    assert e[4] == StepExpect(step="end", turn=3, active="Alice")
    assert e[5] == LogExpect(event="sacrifice", object_ref="Kiora Bests the Sea God",
                             rule="714.4")
    assert e[6] == GameOverExpect(game_over=True, winner="Alice")
    assert e[7] == GameOverExpect(game_over=True, winner=None)
    assert GameOverExpect(game_over=True).winner is ABSENT
    assert [x.kind for x in e] == ["player", "object", "zone", "stack", "step", "log_contains",
                                   "game_over", "game_over"]
    assert ("sector", None) in e[1].items()
    assert parse_scenario(s.to_yaml()) == s


# ---- object references --------------------------------------------------------------------


@pytest.mark.parametrize(("text", "ref"), [
    ("Grizzly Bears@graveyard#2", ObjectRef("Grizzly Bears", "graveyard", 2)),
    ("Grizzly Bears#2@graveyard", ObjectRef("Grizzly Bears", "graveyard", 2)),
    ("Lightning Bolt@stack", ObjectRef("Lightning Bolt", "stack", None)),
    ("Knight#3", ObjectRef("Knight", None, 3)),
    ("elf1", ObjectRef("elf1", None, None)),
    ("Circle of Protection: Red", ObjectRef("Circle of Protection: Red", None, None)),
])
def test_parse_ref(text: str, ref: ObjectRef) -> None:
    assert parse_ref(text) == ref


@pytest.mark.parametrize("text", ["Bears@attic", "Bears#0", "@hand", "Bears@hand@exile"])
def test_parse_ref_rejects(text: str) -> None:
    with pytest.raises(ScenarioError, match="object reference|zone"):
        parse_ref(text, "f.yaml", 4)


# ---- malformed files: each error names the line and the problem ---------------------------

MALFORMED = [
    pytest.param(HEADER.replace("format: 1", "format: 2") + "expect: []\n", 1, "unsupported format 2",
                 id="format-2"),
    pytest.param(HEADER + "expect: []\ncolour: blue\n", 8, "unknown key 'colour'",
                 id="unknown-top-key"),
    pytest.param(HEADER, 1, "missing required key 'expect'", id="missing-expect"),
    pytest.param(HEADER.replace("  - name: Bob\n", "    life: twenty\n  - name: Bob\n")
                 + "expect: []\n", 5, "life must be an integer", id="wrong-type"),
    pytest.param(HEADER.replace("name: Bob", "name: Alice") + "expect: []\n", 5,
                 "duplicate player name 'Alice'", id="duplicate-player"),
    pytest.param(HEADER.replace("  - name: Bob\n", "") + "expect: []\n", 3,
                 "2 or more players", id="one-player"),
    pytest.param(HEADER.replace("precombat_main", "main1") + "expect: []\n", 6,
                 "bad step name 'main1'", id="bad-step"),
    pytest.param(HEADER.replace("precombat_main", "cleanup") + "expect: []\n", 6,
                 "can't be the starting step", id="cleanup-start"),
    pytest.param(scenario("actions:\n  - pass\n  - {Carol: cast Shock}\nexpect: []\n"), 9,
                 "unknown player 'Carol'", id="unknown-player-action"),
    pytest.param(scenario("actions:\n  - {Alice: tap Forest}\nexpect: []\n"), 8,
                 "unknown verb 'tap'", id="bad-verb"),
    pytest.param(scenario("actions:\n  - {Alice: cast Shock, x: -1}\nexpect: []\n"), 8,
                 "x must be 0 or more", id="negative-x"),
    pytest.param(scenario("actions:\n  - {Alice: activate loyalty +1}\nexpect: []\n"), 8,
                 "needs 'of:", id="loyalty-without-of"),
    pytest.param(scenario("actions:\n  - {Alice: attack}\nexpect: []\n"), 8,
                 "missing required key 'with'", id="attack-without-with"),
    pytest.param(scenario("actions:\n  - {Alice: play Forest, targets: [Bob]}\nexpect: []\n"),
                 8, "unknown key 'targets'", id="option-not-for-verb"),
    pytest.param(scenario("actions:\n  - draw\nexpect: []\n"), 8, "malformed action 1",
                 id="bare-word"),
    pytest.param(scenario("actions:\n  - {until: untap}\nexpect: []\n"), 8, "can never stop",
                 id="until-untap"),
    pytest.param(scenario("expect:\n  - {player: Bob, life: 17}\n  - {object: X, colour: red}\n"),
                 9, "unknown key 'colour' in object expectation", id="unknown-expect-key"),
    pytest.param(scenario("expect:\n  - {player: Dave, life: 3}\n"), 8, "unknown player 'Dave'",
                 id="unknown-player-expect"),
    pytest.param(scenario("expect:\n  - {hand_size: 3}\n"), 8, "needs one of the keys",
                 id="expect-kind-missing"),
    pytest.param(scenario("expect:\n  - {object: X, sector: delta}\n"), 8, "bad sector 'delta'",
                 id="bad-sector"),
    pytest.param(scenario("expect:\n  - {object: X, power: 2\n"), 9, "invalid YAML",
                 id="yaml-syntax"),
    pytest.param(scenario("expect: []\n    bad: indentation\n"), 8, "invalid YAML",
                 id="yaml-indent"),
    pytest.param(HEADER.replace("  - name: Bob\n", "    battlefield:\n      - {card: Forest, "
                                "id: f}\n      - {card: Forest, id: f}\n  - name: Bob\n")
                 + "expect: []\n", 7, "duplicate id label 'f'", id="duplicate-label"),
    pytest.param(HEADER.replace("  - name: Bob\n", "    battlefield:\n      - {card: Forest, "
                                "owner: Zed}\n  - name: Bob\n") + "expect: []\n", 6,
                 "unknown player 'Zed'", id="unknown-owner"),
    pytest.param(scenario("expect:\n  - {object: X, power: 2}\n  - {object: X, power: 3, "
                          "power: 4}\n"), 9, "duplicate key 'power'", id="duplicate-key"),
    pytest.param("- just\n- a list\n", 1, "the scenario must be a mapping", id="not-a-mapping"),
    pytest.param(HEADER.replace("  - name: Bob\n", "    battlefield:\n      - {card: Forest, "
                                "counters: {\"\": 1}}\n  - name: Bob\n") + "expect: []\n", 6,
                 "a counter kind must not be empty", id="empty-counter-kind"),
]


@pytest.mark.parametrize("card", ["Lightning Bolt", "The Monarch", "Emblem",
                                  "Tomb of Annihilation"])
def test_a_non_permanent_on_the_battlefield_is_a_scenario_error(card: str) -> None:
    """An instant, a designation, an emblem or a dungeon can't be on the battlefield (CR
    110.4b); it was accepted and played as a permanent."""
    from mtgrules.scenarios import build_game

    text = HEADER.replace("  - name: Bob\n", "    battlefield:\n      - {card: " + card
                          + ", token: true}\n  - name: Bob\n") + "expect: []\n"
    with pytest.raises(ScenarioError) as info:
        build_game(parse_scenario(text, "bad.yaml"))
    assert "can't be on the battlefield (CR 110.4b)" in str(info.value)
    assert info.value.line == 6


@pytest.mark.parametrize(("text", "line", "problem"), MALFORMED)
def test_malformed(text: str, line: int, problem: str) -> None:
    with pytest.raises(ScenarioError) as info:
        parse_scenario(text, "bad.yaml")
    err = info.value
    assert problem in str(err)
    assert err.line == line, str(err)
    assert err.file == "bad.yaml"
    assert str(err).startswith(f"bad.yaml:{line}: ")


def test_bare_object_expectation_is_an_existence_check() -> None:
    s = parse_scenario(scenario("expect:\n  - {object: Forest@hand}\n"))
    assert s.expect == (ObjectExpect(object_ref="Forest@hand"),)
    assert s.expect[0].items() == [("object", "Forest@hand")]


def test_empty_expect_list_is_allowed() -> None:
    s = parse_scenario(HEADER + "expect: []\n")
    assert s.expect == () and s.actions == ()


def test_load_scenario_missing_file(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError, match="no such scenario file"):
        load_scenario(tmp_path / "nope.yaml")
