"""The golden file of compiled models (issue 19): every implemented card's compiled model is
recorded in ``tests/data/compiled_models/``; a change of any card's model must show there and
be reviewed. This test checks a fixed, rotating sample (the shard of the day of the year plus
three fixed shards, :func:`mtgrules.oracle.golden.sample_shards`) to stay fast; the whole
corpus is checked by ``python -m mtgrules.oracle.golden --check`` and rewritten after review
by ``python -m mtgrules.oracle.golden --update``."""

from __future__ import annotations

import datetime

from mtgrules.oracle.golden import (
    SHARDS,
    canonical,
    current,
    differences,
    read_golden,
    sample_shards,
)


def test_compiled_models_equal_the_golden_file() -> None:
    day = datetime.date.today().timetuple().tm_yday
    shards = sample_shards(day)
    golden = read_golden(shards)
    assert len(golden) > 100, f"golden shards {shards} are missing or empty"
    diff = list(differences(golden, current(shards)))
    assert not diff, (
        "compiled models differ from tests/data/compiled_models (review, then run "
        "`python -m mtgrules.oracle.golden --update`):\n" + "\n".join(diff[:20]))


def test_the_sample_rotates_over_every_shard() -> None:
    seen = {s for d in range(len(SHARDS)) for s in sample_shards(d)}
    assert seen == set(SHARDS)


def test_canonical_form_leaves_out_defaults_and_sorts_sets() -> None:
    from mtgrules.model import Filter
    from mtgrules.model.base import CardType

    f = Filter(types=frozenset({CardType.LAND, CardType.CREATURE}), other=True)
    assert canonical(f) == "Filter(types={CREATURE, LAND}, other=True)"
    assert canonical(Filter()) == "Filter()"
