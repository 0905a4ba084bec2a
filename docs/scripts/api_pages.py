"""The API reference of the documentation site, generated from the package's public modules.

``mkdocs build`` runs this file (the mkdocs-gen-files plugin, ``mkdocs.yml``): it writes one page
per name of ``mtgrules.__all__`` (``reference/mtgrules/<name>.md``), one page per public module
listed in :data:`PUBLIC_MODULES` (its own public names, without those already on a page of
their own) and an index of both (``reference/index.md``, the section's page in the navigation).
mkdocstrings renders each page from the docstrings. ``tests/unit/test_public_api.py`` imports
:func:`api_pages` to check that every public name has its page.
"""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

SRC = Path(__file__).resolve().parents[2] / "src" / "mtgrules"

#: Modules documented as a whole besides the package's own names (``mtgrules.__all__``): what a
#: library user imports from. Their members are the names in the module's ``__all__``, or its
#: public functions and classes defined there when it has none.
PUBLIC_MODULES: tuple[str, ...] = (
    "mtgrules.agents",
    "mtgrules.carddb",
    "mtgrules.decks",
    "mtgrules.envs.encoding",
    "mtgrules.envs.gymnasium",
    "mtgrules.envs.pettingzoo",
    "mtgrules.errors",
    "mtgrules.notation",
    "mtgrules.saves",
    "mtgrules.scenarios",
    "mtgrules.simulate",
    "mtgrules.state.decision",
)


def _defined_path(obj: object, fallback: str) -> str:
    """Where ``obj`` is defined (``module.qualname``) for a class or function, else ``fallback``
    (a constant is documented through the name that re-exports it)."""
    if inspect.isclass(obj) or inspect.isfunction(obj):
        return f"{obj.__module__}.{obj.__qualname__}"
    return fallback


def _source(module_name: str) -> Path:
    """The source file of ``module_name`` (``a/b.py``, else the package's ``a/b/__init__.py``)."""
    base = SRC.joinpath(*module_name.split(".")[1:])
    module = base.with_suffix(".py")
    return module if module.is_file() else base / "__init__.py"


def _module_members(module_name: str) -> list[str]:
    """The public names of a module, read from its source without importing it (the optional
    extras' modules import numpy or gymnasium): its literal ``__all__``, or the functions and
    classes defined in it whose names don't start with ``_``."""
    path = _source(module_name)
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in tree.body:
        if (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name) and node.targets[0].id == "__all__"):
            return sorted(ast.literal_eval(node.value))
    return sorted(node.name for node in tree.body
                  if isinstance(node, ast.FunctionDef | ast.ClassDef)
                  and not node.name.startswith("_"))


def _module_summary(module_name: str) -> str:
    """The first paragraph of a module's docstring, on one line (read from the source)."""
    path = _source(module_name)
    doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
    return " ".join(doc.split("\n\n")[0].split())


def api_pages() -> dict[str, str]:
    """The reference pages: ``{path under docs/: Markdown}``, ``reference/index.md`` included."""
    import mtgrules

    pages: dict[str, str] = {}
    index = ["# API reference", "",
             "Generated from the docstrings of the installed package. The names a library "
             "user needs are importable from `mtgrules` itself (`mtgrules.__all__`):", ""]
    for name in sorted(mtgrules.__all__, key=str.lower):
        obj = getattr(mtgrules, name)
        path = _defined_path(obj, f"mtgrules.{name}")
        pages[f"reference/mtgrules/{name}.md"] = (
            f"# mtgrules.{name}\n\n::: {path}\n    options:\n      show_root_heading: true\n"
            f"      show_root_full_path: false\n")
        index.append(f"- [`mtgrules.{name}`](mtgrules/{name}.md)")
    index += ["", "The public modules, each with its own names:", ""]
    for module_name in PUBLIC_MODULES:
        members = [n for n in _module_members(module_name) if n not in mtgrules.__all__]
        listed = ", ".join(members) if members else "(only names documented above)"
        summary = _module_summary(module_name)
        page = [f"# {module_name}", "", f"::: {module_name}", "    options:",
                "      show_root_heading: false", "      show_root_toc_entry: false"]
        page.append(f"      members: [{', '.join(members)}]" if members
                    else "      members: false")
        pages[f"reference/modules/{module_name}.md"] = "\n".join(page) + "\n"
        index.append(f"- [`{module_name}`](modules/{module_name}.md): {summary} ({listed})")
    pages["reference/index.md"] = "\n".join(index) + "\n"
    return pages


def _write() -> None:
    """Write the pages into the site being built (mkdocs-gen-files)."""
    import mkdocs_gen_files

    pages = api_pages()
    for path, text in pages.items():
        with mkdocs_gen_files.open(path, "w") as f:
            f.write(text)


if __name__ == "<run_path>":  # run by mkdocs-gen-files during `mkdocs build`
    _write()
