"""The declared reader tables (issue 19, :mod:`mtgrules.oracle.readers`): the shared modules
read exactly the declared tables, whatever module was imported first."""

from __future__ import annotations

import subprocess
import sys

from mtgrules.model.effects import ApplyContinuous, MayIfYouDo
from mtgrules.oracle import costs, effects, readers, render, statics, triggers
from mtgrules.oracle.golden import read_golden, shard


def test_the_shared_modules_read_the_declared_tables() -> None:
    readers.install()
    assert effects.SENTENCE_PARSERS is readers.SENTENCE_READERS
    assert effects.SENTENCE_PARSERS[0] is effects.parse_core_sentence
    assert effects.NODE_RENDERERS_BY_TYPE is readers.NODE_RENDERERS_BY_TYPE
    assert triggers.EVENT_PARSERS is readers.EVENT_READERS
    assert triggers.EFFECT_PARSERS is readers.TRIGGER_EFFECT_READERS
    assert statics.STATIC_PARSERS is readers.STATIC_READERS
    assert render.ABILITY_RENDERERS is readers.ABILITY_RENDERERS
    assert costs.COST_RENDERERS is readers.COST_RENDERERS
    for table in (readers.SENTENCE_READERS, readers.STATIC_READERS, readers.EVENT_READERS,
                  readers.TRIGGER_EFFECT_READERS, readers.ABILITY_RENDERERS):
        assert isinstance(table, tuple) and len(set(table)) == len(table)


def test_node_renderers_are_found_by_type() -> None:
    assert readers.NODE_RENDERERS_BY_TYPE[MayIfYouDo] == (readers._if_you_do_render,)
    assert len(readers.NODE_RENDERERS_BY_TYPE[ApplyContinuous]) > 1  # a declared chain
    assert all(isinstance(k, type) and chain for k, chain in
               readers.NODE_RENDERERS_BY_TYPE.items())


def test_models_do_not_depend_on_which_module_is_imported_first() -> None:
    """The readers used to be appended by whichever module was imported first (meld and
    mutate appended their renderers when imported)."""
    name = "Vraska, Golgari Queen"
    code = ("import mtgrules.oracle.mutate, mtgrules.oracle.meld\n"
            "from mtgrules.oracle.golden import model_line\n"
            f"print(model_line({name!r}))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, timeout=300).stdout.strip()
    assert out == read_golden((shard(name),))[name]
