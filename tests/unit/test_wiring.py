"""Explicit wiring: after ``import mtgrules`` (and nothing else) every frame kind the engine can
push has a handler and every effect class of the ability model is dispatched, whichever
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


def test_every_effect_class_is_dispatched_by_the_interpreter() -> None:
    # Effects need no registry: the interpreter matches on the typed model's classes. mypy's
    # assert_never proves the match exhaustive; this checks the same at run time, in a fresh
    # interpreter, naming any effect class without a case.
    got = _fresh(
        "import json, typing, inspect, mtgrules; from mtgrules.model.effects import Effect; "
        "from mtgrules.effects import interpreter as i; src = inspect.getsource(i.run_step); "
        "print(json.dumps(sorted(c.__name__ for c in typing.get_args(Effect) "
        "if f'case {c.__name__}(' not in src)))")
    assert got == []


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


def test_an_ability_of_a_card_compiled_on_first_use_resolves_in_a_fresh_process() -> None:
    # Found by the fresh-process resume property: a save naming "<card>#0" of a card the
    # Oracle compiler builds on first use raised KeyError in a process that had not built it.
    # The compiler here is a stand-in (a renamed Lightning Bolt), so the test needs no card data.
    got = _fresh("""
import dataclasses, json, mtgrules
from mtgrules.cards import registry as r
base = r.get_card("Lightning Bolt")
def compiler(name):
    if name != "Fake Bolt":
        return None
    abilities = tuple(dataclasses.replace(a, key=f"Fake Bolt#{i}")
                      for i, a in enumerate(base.abilities))
    return dataclasses.replace(base, name="Fake Bolt", abilities=abilities)
r.set_card_compiler(compiler)
had = "Fake Bolt" in r.CARDS
key = r.get_ability("Fake Bolt#0").key
try:
    r.get_ability("Nothing Like It#0")
    unknown = "found"
except KeyError:
    unknown = "KeyError"
print(json.dumps([had, key, "Fake Bolt" in r.CARDS, unknown]))
""")
    assert got == [False, "Fake Bolt#0", True, "KeyError"]
