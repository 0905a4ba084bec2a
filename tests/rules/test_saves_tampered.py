"""A save is data, never trusted code or trusted options (issue 7, part 3).

Tampered saves given to ``Game.from_json`` are refused with a SaveError naming the JSON path of
the bad field, or, when the tampering gives a consistent state, the game offers only the moves
that state allows (the pending decision is recomputed, never read from the file).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from mtgrules import Game
from mtgrules.errors import MtgRulesError, SaveError
from mtgrules.saves.integrity import card_ability_keys
from mtgrules.state.decision import Action

from ._helpers import board, named

BOARD = """
players:
  - name: Alice
    battlefield: [Forest, Forest]
    hand: [Grizzly Bears, Giant Growth]
    library: [Forest, Forest, Forest]
  - name: Bob
    battlefield: [Forest, Forest]
    hand: [Grizzly Bears]
    library: [Forest, Forest, Forest]
turn: {active: Alice, step: precombat_main}
"""


def _game() -> Game:
    g = board(BOARD)
    d = g.decision
    assert d is not None and d.kind == "priority" and d.player == 0
    return g


def _save() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(_game().to_json())
    return data


def _load(data: Any) -> Game:
    return Game.from_json(json.dumps(data))


def _refused(data: Any, path: str, words: str = "") -> SaveError:
    with pytest.raises(SaveError) as e:
        _load(data)
    assert e.value.path == path, str(e.value)
    assert words in str(e.value), str(e.value)
    assert isinstance(e.value, MtgRulesError)
    return e.value


def _obj(data: dict[str, Any], oid: int) -> dict[str, Any]:
    return next(o for o in data["state"]["objects"] if o["id"] == oid)


def _index(data: dict[str, Any], oid: int) -> int:
    return next(i for i, o in enumerate(data["state"]["objects"]) if o["id"] == oid)


def _bobs_bears(g: Game) -> int:
    return named(g, g.state.players[1].hand, "Grizzly Bears")


# --- not a save at all ---------------------------------------------------------------------


@pytest.mark.parametrize("text", ["[]", "null", "1", '"x"', "{}", '{"format": 1}',
                                  '{"format": 1, "state": []}', '{"format": 1, "state": null}',
                                  "not json", '{"format": 2, "state": {}}', "NaN",
                                  '{"format": 1, "state": {}, "code": "import os"}'])
def test_non_saves_raise_save_error(text: str) -> None:
    with pytest.raises(SaveError):
        Game.from_json(text)


def test_non_text_input_raises_save_error() -> None:
    for bad in (None, 42, ["format"], b"\xff\xfe"):
        with pytest.raises(SaveError):
            Game.from_json(bad)  # type: ignore[arg-type]


def test_an_empty_state_names_the_missing_field() -> None:
    _refused({"format": 1, "state": {}}, "state", "missing field")


# --- the pending decision comes from the state ---------------------------------------------


def test_casting_the_opponents_bears_from_their_hand_is_refused() -> None:
    g = _game()
    bobs = _bobs_bears(g)
    assert Action("cast", (bobs,)) not in g.legal_actions()
    data = json.loads(g.to_json())
    data["state"]["pending"]["options"].append(["cast", bobs])
    err = _refused(data, "state.pending.options", "is not what the state gives")
    assert str(bobs) in str(err)
    # The untampered save loads and offers only Alice's own cards.
    again = Game.from_json(g.to_json())
    assert Action("cast", (bobs,)) not in again.legal_actions()
    assert again.legal_actions() == g.legal_actions()


def test_removed_options_and_changed_player_kind_prompt_are_refused() -> None:
    data = _save()
    data["state"]["pending"]["options"] = [["pass"]]
    _refused(data, "state.pending.options")
    data = _save()
    data["state"]["pending"]["player"] = 1
    _refused(data, "state.pending.player")
    data = _save()
    data["state"]["pending"]["kind"] = "discard"
    _refused(data, "state.pending.kind")
    data = _save()
    data["state"]["pending"]["kind"] = "mulligan"  # without its context
    _refused(data, "state.pending", "not a decision")
    data = _save()
    data["state"]["pending"]["prompt"] = "Bob has priority"
    _refused(data, "state.pending.prompt")
    data = _save()
    data["state"]["pending"] = None
    _refused(data, "state.pending", "must be pending")


def test_an_answer_planted_in_a_frame_is_refused() -> None:
    g = _game()
    data = json.loads(g.to_json())
    data["state"]["frames"][-1]["data"]["answer"] = ["cast", _bobs_bears(g)]
    _refused(data, f"state.frames[{len(data['state']['frames']) - 1}].data.answer")


# --- ids, zones and references --------------------------------------------------------------


def test_dangling_id_in_a_hand_names_the_path() -> None:
    data = _save()
    data["state"]["players"][1]["hand"].append(9999)
    err = _refused(data, "state.players[1].hand[1]")
    assert str(err) == "state.players[1].hand[1]: 9999 is not an object id"


def test_object_listed_in_two_zones_is_refused() -> None:
    g = _game()
    data = json.loads(g.to_json())
    bears = named(g, g.state.players[0].hand, "Grizzly Bears")
    data["state"]["players"][0]["hand"].append(bears)
    _refused(data, f"state.players[0].hand[{len(g.state.players[0].hand)}]", "is also in")


def test_object_moved_to_another_zone_list_without_its_zone_is_refused() -> None:
    g = _game()
    data = json.loads(g.to_json())
    bears = named(g, g.state.players[0].hand, "Grizzly Bears")
    data["state"]["players"][0]["hand"].remove(bears)
    data["state"]["battlefield"].append(bears)
    _refused(data, f"state.battlefield[{len(g.state.battlefield)}]",
             "zone is 'hand'")


def test_object_in_no_zone_list_is_refused() -> None:
    g = _game()
    data = json.loads(g.to_json())
    bears = named(g, g.state.players[0].hand, "Grizzly Bears")
    data["state"]["players"][0]["hand"].remove(bears)
    _refused(data, f"state.objects[{_index(data, bears)}].zone", "in no zone list")


def test_a_card_moved_into_the_opponents_hand_is_refused() -> None:
    g = _game()
    data = json.loads(g.to_json())
    bobs = _bobs_bears(g)
    data["state"]["players"][1]["hand"].remove(bobs)
    data["state"]["players"][0]["hand"].append(bobs)
    _refused(data, "state.players[0].hand[2]", "CR 400.3")


def test_consistently_moved_card_plays_only_what_the_new_state_allows() -> None:
    """Bob's Bears moved (zone list and zone field) to Bob's graveyard: the saved options
    no longer match and the save is refused; with the options the state gives, it loads and
    Alice can't cast the moved card."""
    g = _game()
    bobs = _bobs_bears(g)
    data = json.loads(g.to_json())
    data["state"]["players"][1]["hand"].remove(bobs)
    data["state"]["players"][1]["graveyard"].append(bobs)
    _obj(data, bobs)["zone"] = "graveyard"
    loaded = _load(data)  # Alice's options don't depend on Bob's hand
    assert loaded.state.objects[bobs].zone == "graveyard"
    assert all(bobs not in a.args for a in loaded.legal_actions())
    assert loaded.legal_actions() == g.legal_actions()


def test_dangling_references_elsewhere_are_refused() -> None:
    data = _save()
    data["state"]["objects"][0]["attached_to"] = 777
    _refused(data, "state.objects[0].attached_to", "777 is not an object id")
    data = _save()
    data["state"]["objects"][0]["targets"] = [-3]
    _refused(data, "state.objects[0].targets[0]", "not a player reference")
    data = _save()
    data["state"]["active"] = 2
    _refused(data, "state.active", "out of range")
    data = _save()
    data["state"]["objects"][0]["owner"] = 5
    _refused(data, "state.objects[0].owner")
    data = _save()
    data["state"]["objects"].append(dict(data["state"]["objects"][0]))
    _refused(data, f"state.objects[{len(data['state']['objects']) - 1}].id", "appears twice")


def test_next_id_below_a_stored_id_is_refused() -> None:
    data = _save()
    data["state"]["next_id"] = 1
    _refused(data, "state.next_id", "out of range")


def _nested(depth: int) -> Any:
    v: Any = 1
    for _ in range(depth):
        v = [v]
    return v


# --- types, sizes, numbers ------------------------------------------------------------------


@pytest.mark.parametrize(("where", "value", "path"), [
    (("players", 0, "life"), "20", "state.players[0].life"),
    (("players", 0, "life"), 10**30, "state.players[0].life"),
    (("players", 0, "life"), 2.5, "state.players[0].life"),
    (("players", 0, "hand"), None, "state.players[0].hand"),
    (("players", 0, "hand"), {}, "state.players[0].hand"),
    (("players", 0, "mana"), [0, 0, 0, 0, 0], "state.players[0].mana"),
    (("players", 0, "mana"), [0, 0, 0, 0, -1, 0], "state.players[0].mana[4]"),
    (("players", 0, "name"), "", "state.players[0].name"),
    (("players", 0, "name"), "x" * 100_000, "state.players[0].name"),
    (("players", 0, "lost"), 0, "state.players[0].lost"),
    (("players", 0), [], "state.players[0]"),
    (("players",), [], "state.players"),
    (("objects", 0), None, "state.objects[0]"),
    (("objects", 0, "damage"), -3, "state.objects[0].damage"),
    (("objects", 0, "counters"), {"+1/+1": -1}, "state.objects[0].counters.+1/+1"),
    (("objects", 0, "x"), 10**9, "state.objects[0].x"),
    (("objects", 0, "zone"), "moon", "state.objects[0].zone"),
    (("objects", 0, "card"), "Black Lotus Deluxe", "state.objects[0].card"),
    (("objects", 0, "sector"), "delta", "state.objects[0].sector"),
    (("objects", 0, "chosen"), [], "state.objects[0].chosen"),
    (("turn",), -1, "state.turn"),
    (("step",), "tea_time", "state.step"),
    (("over",), "no", "state.over"),
    (("rng",), -1, "state.rng"),
    (("rng",), 2**64, "state.rng"),
    (("rng",), "seed", "state.rng"),
    (("frames", 0, "kind"), "exec", "state.frames[0].kind"),
    (("frames", 0), {"kind": "turn"}, "state.frames[0]"),
    (("frames", 0, "data", "step"), 12, "state.frames[0].data.step"),
    (("effects",), [{"ts": 1, "controller": 0, "affected": [424242]}],
     "state.effects[0].affected[0]"),
    (("triggered",), [{"ability": "rm -rf", "controller": 0}], "state.triggered[0].ability"),
    (("log",), [[]], "state.log[0]"),
    (("log",), [{"text": "x"}], "state.log[0]"),  # the fields every event has are required
    (("log",), [{"turn": "1", "step": "upkeep", "event": "e", "player": None, "objects": [],
                 "rule": "1", "text": "t"}], "state.log[0].turn"),
    (("log",), [{"turn": 1, "step": "tea_time", "event": "e", "player": None, "objects": [],
                 "rule": "1", "text": "t"}], "state.log[0].step"),
    (("log",), [{"turn": 1, "step": "upkeep", "event": "e", "player": None,
                 "objects": [[1, 2]], "rule": "1", "text": "t"}], "state.log[0].objects[0][1]"),
    (("turn_flags", "attacked"), "yes", "state.turn_flags.attacked"),  # was a TypeError in play
    (("turn_flags", "spells_cast"), [[0, "Creature"]], "state.turn_flags.spells_cast[0][1]"),
    (("turn_flags", "creature_died"), 1, "state.turn_flags.creature_died"),
    (("extra",), {"deep": _nested(30)}, "state.extra.deep" + "[0]" * 24),
])
def test_wrong_types_and_bad_numbers_name_the_path(where: tuple[Any, ...], value: Any,
                                                   path: str) -> None:
    data = _save()
    node = data["state"]
    for k in where[:-1]:
        node = node[k]
    node[where[-1]] = value
    _refused(data, path)


def test_huge_lists_are_refused() -> None:
    data = _save()
    data["state"]["players"][0]["hand"] = list(range(1, 200_001))
    _refused(data, "state.players[0].hand", "longer than")
    data = _save()
    data["state"]["players"] = data["state"]["players"] * 10
    _refused(data, "state.players", "2 to 16 players")


def test_huge_integers_in_the_text_are_refused() -> None:
    text = _game().to_json().replace('"life":20', '"life":' + "9" * 5000, 1)
    with pytest.raises(SaveError):
        Game.from_json(text)


def test_inconsistent_game_over_fields_are_refused() -> None:
    data = _save()
    data["state"]["winner"] = 0
    _refused(data, "state.winner", "disagrees")
    data = _save()
    data["state"]["over"] = True
    data["state"]["winner"] = 1
    _refused(data, "state.pending", "game is over")


# --- tampering that leaves a consistent state plays on legally -----------------------------


def test_changed_life_and_rng_play_on_with_legal_moves_only() -> None:
    g = _game()
    data = json.loads(g.to_json())
    data["state"]["players"][1]["life"] = 3
    data["state"]["rng"] = 12345
    loaded = _load(data)
    assert loaded.state.players[1].life == 3
    assert loaded.state.rng.state == 12345
    assert loaded.legal_actions() == g.legal_actions()
    for _ in range(200):
        if loaded.over:
            break
        loaded.apply(loaded.legal_actions()[-1])
        # Every later save of the tampered game is itself a valid, consistent save.
        assert Game.from_json(loaded.to_json()).to_json() == loaded.to_json()
    assert loaded.state.players[1].life <= 3


def test_save_error_leaves_no_game_and_is_a_value_error() -> None:
    data = _save()
    data["state"]["players"][0]["life"] = None
    with pytest.raises(ValueError, match=r"state\.players\[0\]\.life: expected an integer"):
        _load(data)


# --- the work stack is a continuation of this game, not code -----------------------------------


def test_a_frame_pushed_on_top_of_the_asking_one_is_refused() -> None:
    """A planted frame above the one that asked would receive the answer."""
    g = _game()
    data = json.loads(g.to_json())
    data["state"]["frames"].append({"kind": "priority", "data": {}})
    data["state"]["frames"].append({"kind": "cleanup", "data": {}})
    n = len(data["state"]["frames"])
    _refused(data, f"state.frames[{n - 1}]", "does not ask the pending decision")


def test_a_planted_cast_of_the_opponents_card_is_refused() -> None:
    g = _game()
    bobs = _bobs_bears(g)
    data = json.loads(g.to_json())
    frames = data["state"]["frames"]
    frames.insert(len(frames) - 1, {"kind": "cast", "data": {"obj": bobs, "player": 0,
                                                               "stage": "start"}})
    _refused(data, f"state.frames[{len(frames) - 2}].data.stage", "never waits at 'start'")
    frames[len(frames) - 2]["data"]["stage"] = "pay"
    _refused(data, f"state.frames[{len(frames) - 2}].data.obj", "CR 601.2a")


def test_an_effect_frame_running_another_cards_ability_is_refused() -> None:
    g = _game()
    bears = named(g, g.state.players[0].hand, "Grizzly Bears")
    data = json.loads(g.to_json())
    frames = data["state"]["frames"]
    ctx = {"source": bears, "controller": 0, "targets": [], "x": 0, "obj": bears, "vars": {}}
    growth = named(g, g.state.players[0].hand, "Giant Growth")
    key = next(iter(card_ability_keys(g.state.objects[growth].card)))
    frames.insert(len(frames) - 1, {"kind": "effect", "data": {"key": key, "ctx": ctx,
                                                                 "pc": 0}})
    _refused(data, f"state.frames[{len(frames) - 2}].data.key", "CR 608.2")


def _first_of(data: dict[str, Any], card: str) -> tuple[int, dict[str, Any]]:
    return next((i, o) for i, o in enumerate(data["state"]["objects"]) if o["card"] == card)


def test_716_a_level_on_a_non_class_object_is_refused() -> None:
    data = _save()
    i, o = _first_of(data, "Grizzly Bears")
    o["level"] = 3
    _refused(data, f"state.objects[{i}].level", "is not a Class")


def test_704_3_a_player_at_0_life_or_10_poison_who_has_not_lost_at_priority_is_refused() -> None:
    data = _save()
    data["state"]["players"][1]["life"] = 0
    _refused(data, "state.players[1]", "hasn't lost")
    data = _save()
    data["state"]["players"][0]["poison"] = 11
    _refused(data, "state.players[0]", "704.5")



# --- object kinds, recorded choices, timestamps (mtgrules.saves.choices) --------------------


def test_111_8_a_token_where_no_token_can_be_is_refused() -> None:
    """A token is never on the stack; at a priority decision one that left the battlefield
    has ceased to exist (CR 111.8, 704.5d)."""
    data = _save()
    i, o = _first_of(data, "Grizzly Bears")  # Alice's, in her hand
    o["kind"] = "token"
    _refused(data, f"state.objects[{i}].kind", "704.5d")
    g = _game()
    bears = named(g, g.state.players[0].hand, "Grizzly Bears")
    data = json.loads(g.to_json())
    data["state"]["players"][0]["hand"].remove(bears)
    data["state"]["stack"].append(bears)
    _obj(data, bears)["zone"] = "stack"
    _obj(data, bears)["kind"] = "token"
    _refused(data, f"state.objects[{_index(data, bears)}].kind", "never on the stack")


def test_111_1_a_card_made_from_a_token_definition_is_refused() -> None:
    data = _save()
    i, o = _first_of(data, "Grizzly Bears")
    o["card"] = "Treasure"
    _refused(data, f"state.objects[{i}].kind", "token's definition")


def test_114_1_an_emblem_outside_the_command_zone_is_refused() -> None:
    data = _save()
    i, o = _first_of(data, "Grizzly Bears")
    o["kind"] = "emblem"
    _refused(data, f"state.objects[{i}].zone", "CR 114.1")


@pytest.mark.parametrize(("key", "value", "words"), [
    ("copy", "Lightning Bolt", "not a permanent"),
    ("copy", "Serra Angel", "no \"enter as a copy\" ability"),
    ("copy", "No Such Card", "unknown card"),
    ("as_enters", "Khans", "not an option"),
    ("kicked", "yes", "expected true or false"),
    ("devoured", -2, "out of range"),
    ("activated", {"x": "turn 3"}, "expected an integer"),
    ("copy_except", [], "without a copy"),
])
def test_junk_choices_recorded_for_an_object_are_refused(key: str, value: Any,
                                                         words: str) -> None:
    """What ``chosen`` records is checked against what the card could have chosen (a Grizzly
    Bears never entered as a copy, has no "As ~ enters, choose" option)."""
    data = _save()
    i, o = _first_of(data, "Grizzly Bears")
    o["chosen"][key] = value
    path = f"state.objects[{i}].chosen" + {"copy_except": "", "activated": ".activated.x"}.get(
        key, f".{key}")
    _refused(data, path, words)


def test_700_2_a_mode_for_a_spell_without_modes_is_refused() -> None:
    g = _game()
    bears = named(g, g.state.players[0].hand, "Grizzly Bears")
    g.apply(Action("cast", (bears,)))
    spell = next(x for x in g.state.stack if g.state.objects[x].card == "Grizzly Bears")
    data = json.loads(g.to_json())
    _obj(data, spell)["chosen"]["mode"] = 2
    _refused(data, f"state.objects[{_index(data, spell)}].chosen.mode", "has no modes")


def test_613_7_two_permanents_or_effects_with_one_timestamp_are_refused() -> None:
    g = _game()
    forest, other = g.state.battlefield[:2]
    data = json.loads(g.to_json())
    _obj(data, other)["timestamp"] = _obj(data, forest)["timestamp"]
    first, second = sorted((_index(data, forest), _index(data, other)))
    err = _refused(data, f"state.objects[{second}].timestamp", "CR 613.7")
    assert f"state.objects[{first}].timestamp" in str(err)
    data = json.loads(g.to_json())
    ts = _obj(data, forest)["timestamp"]
    data["state"]["effects"].append({"ts": ts, "controller": 0, "affected": []})
    _refused(data, "state.effects[0].ts", "share one")
    data = json.loads(g.to_json())
    data["state"]["effects"].append({"ts": data["state"]["next_ts"], "controller": 0,
                                     "affected": []})
    _refused(data, "state.effects[0].ts", "not below next_ts")


@pytest.mark.parametrize("scenario", [
    "walkers/114_4_elspeth_emblem_makes_your_permanents_indestructible.yaml",  # an emblem
    "copies/707_2_caretakers_talent_copies_a_token_and_pumps_creature_tokens.yaml",  # a token's
    # "enters" event comes from no zone
    "auras/303_4f_zur_searches_an_aura_onto_the_battlefield_choosing_its_creature.yaml",
])
def test_real_saves_with_emblems_tokens_and_auras_load(scenario: str) -> None:
    """Saves the engine writes load again (emblem objects, CR 114; a created token's event;
    an Aura attached as it entered, 303.4f); they were refused."""
    from pathlib import Path

    from mtgrules.scenarios import run_scenario_file

    result = run_scenario_file(str(Path(__file__).parent / scenario))
    assert result.game is not None and not result.game.over
    text = result.game.to_json()
    assert Game.from_json(text).to_json() == text


# --- objects that can't be where they are (newcomer's findings, session five) --------------

def test_an_instant_on_the_battlefield_is_refused() -> None:
    data = _save()
    forest = next(o for o in data["state"]["objects"]
                  if o["card"] == "Forest" and o["zone"] == "battlefield")
    forest["card"] = "Lightning Bolt"
    _refused(data, f"state.objects[{_index(data, forest['id'])}].card", "CR 110.4b")


@pytest.mark.parametrize("value", ["yes", 0, None, [], {"a": 1}])
def test_a_monstrous_value_other_than_true_is_refused(value: object) -> None:
    data = _save()
    forest = next(o for o in data["state"]["objects"]
                  if o["card"] == "Forest" and o["zone"] == "battlefield")
    forest["chosen"]["monstrous"] = value
    _refused(data, f"state.objects[{_index(data, forest['id'])}].chosen.monstrous",
             "CR 701.37b")


def test_monstrous_on_a_card_in_hand_is_refused() -> None:
    data = _save()
    bears = next(o for o in data["state"]["objects"] if o["zone"] == "hand")
    bears["chosen"]["monstrous"] = True
    _refused(data, f"state.objects[{_index(data, bears['id'])}].chosen.monstrous",
             "in the hand")
