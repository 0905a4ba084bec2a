"""Explicit wiring: after ``import mtgrules`` (and nothing else) every frame kind the engine can
push has a handler and every effect instruction a card uses has an implementation, whichever
modules some earlier code imported. Checked in a fresh interpreter, so this test process's own
imports cannot hide a gap."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import mtgrules

PACKAGE = Path(mtgrules.__file__).resolve().parent


def pushed_frame_kinds() -> set[str]:
    """Every frame kind named by a ``push(state, "<kind>", ...)`` call in the package source
    (found with ``ast``, so a new kind is covered as soon as some code pushes it)."""
    kinds: set[str] = set()
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            fn = node.func
            name = fn.id if isinstance(fn, ast.Name) else fn.attr if isinstance(
                fn, ast.Attribute) else None
            if name != "push" or len(node.args) < 2:
                continue
            kind = node.args[1]
            assert isinstance(kind, ast.Constant) and isinstance(kind.value, str), (
                f"{path}:{node.lineno}: push() with a frame kind that is not a string literal")
            kinds.add(kind.value)
    return kinds


def used_instructions() -> set[str]:
    """Every effect instruction named by ``op("<name>", ...)`` in the package source."""
    names: set[str] = set()
    for path in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "op" and node.args
                    and isinstance(node.args[0], ast.Constant)):
                names.add(str(node.args[0].value))
    return names


def _fresh(code: str) -> object:
    out = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                         text=True, timeout=60)
    return json.loads(out.stdout)


def test_the_source_scan_finds_the_known_frame_kinds() -> None:
    kinds = pushed_frame_kinds()
    assert {"game", "turn", "priority", "produce_mana", "assign_sectors", "effect",
            "combat_damage"} <= kinds


def test_every_pushed_frame_kind_has_a_handler_after_import_mtgrules() -> None:
    installed = _fresh("import json, mtgrules, mtgrules.engine as e; "
                       "print(json.dumps(sorted(e.HANDLERS)))")
    assert isinstance(installed, list)
    missing = pushed_frame_kinds() - set(installed)
    assert not missing, f"frame kinds pushed but without a handler: {sorted(missing)}"


def test_every_instruction_used_has_an_implementation_after_import_mtgrules() -> None:
    installed = _fresh("import json, mtgrules; from mtgrules.effects.interpreter import OPS; "
                       "print(json.dumps(sorted(OPS)))")
    assert isinstance(installed, list)
    missing = used_instructions() - set(installed)
    assert not missing, f"effect instructions used but not implemented: {sorted(missing)}"


def test_shared_abilities_are_registered_without_loading_the_catalog() -> None:
    got = _fresh("import json, mtgrules; from mtgrules.cards import registry as r; "
                 "print(json.dumps([sorted(r.CARDS), 'kw:flying' in r.ABILITIES, "
                 "'basic:Forest' in r.ABILITIES, 'unearth:exile' in r.ABILITIES, "
                 "len(r.card_names()) > 50]))")
    assert got == [[], True, True, True, True]


def test_importing_one_module_first_still_wires_everything() -> None:
    # Whatever module is imported first, the package's __init__ (the composition root) runs.
    got = _fresh("import json; from mtgrules.engine import HANDLERS; "
                 "print(json.dumps(['produce_mana' in HANDLERS, 'assign_sectors' in HANDLERS]))")
    assert got == [True, True]
