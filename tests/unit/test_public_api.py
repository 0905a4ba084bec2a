"""The public API (issue 22): ``mtgrules.__all__`` is what the documentation promises, every
name in it imports from ``mtgrules``, and every one has a page in the API reference that
``docs/scripts/api_pages.py`` generates for the documentation site."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

import pytest

import mtgrules

ROOT = Path(__file__).resolve().parents[2]


def _api_pages_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("api_pages", ROOT / "docs" / "scripts" / "api_pages.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_documented_imports_work() -> None:
    from mtgrules import Game, load_deck, load_scenario, parse_decklist, run_scenario

    assert load_deck("red").card_names()
    assert callable(load_scenario) and callable(run_scenario) and callable(parse_decklist)
    assert Game.__module__ == "mtgrules.game"


@pytest.mark.parametrize("name", mtgrules.__all__)
def test_every_public_name_imports(name: str) -> None:
    assert getattr(mtgrules, name) is not None


def test_the_package_docstring_names_only_public_names() -> None:
    doc = mtgrules.__doc__ or ""
    named = set(re.findall(r":(?:class|func):`(\w+)`", doc))
    assert named, "the package docstring names its public API"
    assert named <= set(mtgrules.__all__), sorted(named - set(mtgrules.__all__))


def test_unknown_names_raise_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no_such_name"):
        _ = mtgrules.no_such_name  # type: ignore[attr-defined]


def test_every_public_name_has_an_api_page() -> None:
    pages = _api_pages_module().api_pages()
    for name in mtgrules.__all__:
        page = pages.get(f"reference/mtgrules/{name}.md")
        assert page is not None, f"no API page for mtgrules.{name}"
        assert re.search(r"^::: mtgrules\.\S+$", page, re.M), page
        assert f"(mtgrules/{name}.md)" in pages["reference/index.md"]


def test_api_pages_point_at_where_each_name_is_defined() -> None:
    pages = _api_pages_module().api_pages()
    assert "::: mtgrules.decks.load_deck" in pages["reference/mtgrules/load_deck.md"]
    assert "::: mtgrules.scenarios.parser.load_scenario" in pages["reference/mtgrules/load_scenario.md"]
    # a module page leaves out the names that have a page of their own
    decks = pages["reference/modules/mtgrules.decks.md"]
    assert "load_deck" not in decks and "decode_decklist" in decks
