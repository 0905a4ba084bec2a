"""Two design pages of the documentation site generated from the source, so they cannot go
stale: the frame stack (``design/frame-stack.md``: every frame kind with its handler) and the
CR map (``design/cr-map.md``: every module of ``rules/``, ``effects/``, ``model/`` and
``oracle/`` with the Comprehensive Rules it cites). ``mkdocs build`` runs this file
(mkdocs-gen-files); it reads the source with :mod:`ast` and imports nothing, so it is cheap.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src" / "mtgrules"

#: The packages whose modules the CR map lists, with what each holds.
CR_MAP_PACKAGES: tuple[tuple[str, str], ...] = (
    ("rules", "the rules of the game, one module per CR area"),
    ("effects", "the one-shot effect interpreter, one module per family of effects"),
    ("model", "the typed ability model (frozen dataclasses)"),
    ("oracle", "the compiler's readers and renderers of Oracle text"),
)

_CR = re.compile(r"\b(?:CR )?([1-9]\d{2}(?:\.\d+[a-z]?)?)\b")
_CR_CONTEXT = re.compile(r"CR\s+[1-9]\d{2}(?:\.\d+[a-z]?)?(?:[,;\s]+(?:and |or )?[1-9]\d{2}(?:\.\d+[a-z]?)?)*")

FRAME_STACK_INTRO = """# The frame stack

The engine is an interpreter over an explicit *work stack* of frames (`state.frames`). Each
frame names a handler (its *kind*) and carries plain JSON data, including its own program
counter. The loop (`mtgrules.engine`) runs the top frame's handler until a decision is pending
or the game is over; a handler then pops itself, pushes sub-frames, or pauses with the one
pending `Decision` (`engine.ask`). `Game.apply` puts the answer in the top frame
(`frame.data["answer"]`) and resumes. Card effects are tuples of typed effect nodes run by the
same interpreter with a program counter, so a choice in the middle of an effect is just a
pause. Because every bit of progress is data, `Game.clone()` and `Game.to_json()` work at every
decision (see [Architecture](architecture.md) for why this and not deterministic
re-execution).

Handlers are marked with `@handler("kind")`, which registers nothing; the composition root
(`mtgrules.wiring`, run by `import mtgrules`) installs the handlers of every rules module, so a
save resumes in a fresh process at any decision.

The frame kinds (generated from the source by `docs/scripts/design_pages.py`):

| frame kind | handler | module | what it does |
|---|---|---|---|
"""


def _first_sentence(doc: str | None) -> str:
    """The first sentence of a docstring on one line, with ``|`` escaped for a table cell."""
    if not doc:
        return ""
    text = " ".join(doc.strip().split("\n\n")[0].split())
    end = text.find(". ")
    text = text if end < 0 else text[:end + 1]
    return text.replace("|", "\\|")


def _modules(package: str) -> list[Path]:
    """The Python files of ``package`` under ``src/mtgrules`` (its ``__init__`` first)."""
    return sorted((SRC / package).rglob("*.py"), key=lambda p: (p.name != "__init__.py", str(p)))


def frame_stack_page() -> str:
    """The frame stack page: the introduction, then one table row per ``@handler`` kind."""
    rows: list[tuple[str, str, str, str]] = []
    for path in sorted(SRC.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        module = ".".join(("mtgrules", *path.relative_to(SRC).with_suffix("").parts))
        for node in ast.walk(tree):
            if not isinstance(node, ast.FunctionDef):
                continue
            for deco in node.decorator_list:
                if (isinstance(deco, ast.Call) and isinstance(deco.func, ast.Name)
                        and deco.func.id == "handler" and deco.args
                        and isinstance(deco.args[0], ast.Constant)):
                    rows.append((str(deco.args[0].value), node.name, module,
                                 _first_sentence(ast.get_docstring(node))))
    body = "".join(f"| `{k}` | `{f}` | `{m}` | {d} |\n" for k, f, m, d in sorted(rows))
    return FRAME_STACK_INTRO + body


def _cited_rules(doc: str) -> list[str]:
    """The CR rule numbers a docstring cites (numbers following ``CR``), in order, once each."""
    seen: dict[str, None] = {}
    for match in _CR_CONTEXT.finditer(doc):
        for number in _CR.findall(match.group(0)):
            seen.setdefault(number, None)
    return list(seen)


def cr_map_page() -> str:
    """The CR map: per package, each module with the first sentence of its docstring and the
    rules its docstring cites."""
    lines = ["# CR map", "",
             "Where each part of the Comprehensive Rules lives: every module of the engine's "
             "rule packages, with the CR rules its docstring cites (generated from the source "
             "by `docs/scripts/design_pages.py`). A CR family keeps one name in every package "
             "(see the module map in [Architecture](architecture.md)).", ""]
    for package, what in CR_MAP_PACKAGES:
        lines += [f"## `{package}/`: {what}", "", "| module | CR | what it holds |",
                  "|---|---|---|"]
        for path in _modules(package):
            doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
            name = path.relative_to(SRC / package).with_suffix("").as_posix()
            rules = ", ".join(_cited_rules(doc)) or "-"
            lines.append(f"| `{name}` | {rules} | {_first_sentence(doc)} |")
        lines.append("")
    return "\n".join(lines)


def _write() -> None:
    """Write both pages into the site being built (mkdocs-gen-files)."""
    import mkdocs_gen_files

    with mkdocs_gen_files.open("design/frame-stack.md", "w") as f:
        f.write(frame_stack_page())
    with mkdocs_gen_files.open("design/cr-map.md", "w") as f:
        f.write(cr_map_page())


if __name__ == "<run_path>":  # run by mkdocs-gen-files during `mkdocs build`
    _write()
