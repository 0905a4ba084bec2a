"""The golden file of compiled models (issue 19, "Determinism by declaration"): every
implemented card's compiled model, one line per card, sorted by name, in a short canonical
form, so that any change of any card's model shows in a diff and is reviewed.

The canonical form (:func:`canonical`) writes a dataclass as ``Name(field=value, ...)``
leaving out each field equal to its default, an enum member by its name, a set sorted, a
mana cost as its symbols (``{2}{B}{G}``); the card's Oracle text and each ability's ``text``
(the input, not the model) are left out. It does not depend on the process (hash seeds) nor
on the order readers were tried.

Files: ``tests/data/compiled_models/<shard>.txt``, one shard per first letter of the name
(``0`` for a name not starting with a letter), each line ``name<TAB>model``.

Commands::

    python -m mtgrules.oracle.golden --check            # compare every card (~1 min)
    python -m mtgrules.oracle.golden --update           # rewrite the files after a review
    python -m mtgrules.oracle.golden --check --sample 7 # one rotating sample of the corpus

CI (``tests/oracle/test_compiled_models.py``) checks a fixed rotating sample (the shard of
the day of the year and the shards ``0``, ``q`` and ``v``: about 1,000 cards, a few
seconds), so a change shows in CI within 27 days at the latest; the command checks all and is
the one to run before committing a change to a reader.
"""

from __future__ import annotations

import argparse
import dataclasses
import enum
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

from mtgrules.mana import ManaCost

GOLDEN_DIR = Path(__file__).resolve().parents[3] / "tests" / "data" / "compiled_models"
"""Where the golden files live (a checkout's tests; absent in an installed wheel)."""

_LEFT_OUT = frozenset({("CardDef", "oracle"), ("ActivatedAbility", "text"),
                       ("TriggeredAbility", "text"), ("StaticAbility", "text"),
                       ("SpellAbility", "text"), ("SpellCost", "text"),
                       ("ManaAbility", "text")})
"""(class name, field) pairs that hold the input text rather than the model."""


def canonical(x: object) -> str:
    """The short canonical form of a model value (see the module docstring). Raises
    TypeError for a value of a kind the model never holds (a function, a list)."""
    if isinstance(x, ManaCost):
        return "{" + "}{".join(x.symbols) + "}" if x.symbols else "{}"
    if isinstance(x, enum.Enum):
        return x.name
    if dataclasses.is_dataclass(x) and not isinstance(x, type):
        cls = type(x).__name__
        parts = []
        for f in dataclasses.fields(x):
            if not f.repr or (cls, f.name) in _LEFT_OUT:
                continue
            v = getattr(x, f.name)
            if f.default is not dataclasses.MISSING and _same(v, f.default):
                continue
            if f.default_factory is not dataclasses.MISSING and _same(v, f.default_factory()):
                continue
            parts.append(f"{f.name}={canonical(v)}")
        return f"{cls}({', '.join(parts)})"
    if isinstance(x, tuple):
        return "(" + ", ".join(canonical(v) for v in x) + ("," if len(x) == 1 else "") + ")"
    if isinstance(x, frozenset | set):
        return "{" + ", ".join(sorted(canonical(v) for v in x)) + "}"
    if x is None or isinstance(x, bool | int | float | str):
        return repr(x)
    if isinstance(x, dict):
        return "{" + ", ".join(sorted(f"{canonical(k)}: {canonical(v)}"
                                      for k, v in x.items())) + "}"
    raise TypeError(f"no canonical form for a {type(x).__name__}: {x!r}")


def _same(v: object, default: object) -> bool:
    try:
        return type(v) is type(default) and bool(v == default)
    except Exception:  # noqa: BLE001 - a value that can't be compared is not the default
        return False


def shard(name: str) -> str:
    """The golden file a card's line lives in: its first letter, lower case, or ``0``."""
    c = name[:1].lower()
    return c if "a" <= c <= "z" else "0"


SHARDS = tuple("0abcdefghijklmnopqrstuvwxyz")


def implemented_names(shards: Iterable[str] = SHARDS) -> list[str]:
    """The names of every implemented card of traditional play whose name falls in
    ``shards`` (:func:`shard`), sorted. Compiles those cards."""
    from mtgrules.carddb import database
    from mtgrules.oracle import verdict

    want = set(shards)
    out = []
    for c in database():
        if not c.traditional or shard(c.name) not in want:
            continue
        v = verdict(c.name)
        if v is not None and v.implemented:
            out.append(c.name)
    return sorted(out)


def model_line(name: str) -> str:
    """``name<TAB>model`` for the implemented card ``name``. Raises KeyError when the card
    is not implemented."""
    from mtgrules.oracle import verdict

    v = verdict(name)
    if v is None or not v.implemented or v.definition is None:
        raise KeyError(f"{name!r} is not an implemented card")
    return f"{name}\t{canonical(v.definition)}"


def read_golden(shards: Iterable[str] = SHARDS, root: Path = GOLDEN_DIR) -> dict[str, str]:
    """The golden lines of ``shards`` by card name."""
    out: dict[str, str] = {}
    for s in shards:
        p = root / f"{s}.txt"
        if not p.exists():
            continue
        for line in p.read_text(encoding="utf-8").splitlines():
            out[line.split("\t", 1)[0]] = line
    return out


def current(shards: Iterable[str] = SHARDS) -> dict[str, str]:
    """Today's lines of every implemented card whose name falls in ``shards``."""
    return {n: model_line(n) for n in implemented_names(shards)}


def differences(golden: dict[str, str], now: dict[str, str]) -> Iterator[str]:
    """Human-readable differences: cards gone, new, or compiled to another model."""
    for n in sorted(golden.keys() | now.keys()):
        g, c = golden.get(n), now.get(n)
        if g == c:
            continue
        if c is None:
            yield f"- no longer implemented: {n}"
        elif g is None:
            yield f"+ newly implemented: {n}"
        else:
            yield f"! model changed: {n}\n    was: {g.split(chr(9), 1)[1]}\n    now: " \
                  f"{c.split(chr(9), 1)[1]}"


def write(now: dict[str, str], root: Path = GOLDEN_DIR) -> None:
    """Rewrite every shard from ``now`` (all shards: call with the whole corpus)."""
    root.mkdir(parents=True, exist_ok=True)
    by: dict[str, list[str]] = {s: [] for s in SHARDS}
    for n in sorted(now):
        by[shard(n)].append(now[n])
    for s, rows in by.items():
        (root / f"{s}.txt").write_text("".join(r + "\n" for r in rows), encoding="utf-8")


def sample_shards(day: int) -> tuple[str, ...]:
    """The rotating sample of day ``day``: the shard of the day and three fixed shards
    (``0``, ``q``, ``v``: about 800 cards), so each shard is checked within 27 days."""
    return tuple(sorted({SHARDS[day % len(SHARDS)], "0", "q", "v"}))


def main(argv: list[str] | None = None) -> int:
    """The command line (see the module docstring); exit status 1 when the models differ
    from the golden file."""
    ap = argparse.ArgumentParser(prog="python -m mtgrules.oracle.golden",
                                 description="compare or rewrite the golden compiled models")
    ap.add_argument("--update", action="store_true", help="rewrite the golden files")
    ap.add_argument("--check", action="store_true", help="compare (the default)")
    ap.add_argument("--sample", type=int, metavar="DAY",
                    help="only the rotating sample of that day (see sample_shards)")
    ap.add_argument("--dump", metavar="FILE", help="write every line to FILE (one file)")
    a = ap.parse_args(argv)
    shards = sample_shards(a.sample) if a.sample is not None else SHARDS
    now = current(shards)
    if a.dump:
        Path(a.dump).write_text("".join(now[n] + "\n" for n in sorted(now)), encoding="utf-8")
    if a.update:
        if a.sample is not None:
            ap.error("--update rewrites every shard: drop --sample")
        write(now)
        print(f"wrote {len(now)} compiled models to {GOLDEN_DIR}")
        return 0
    diff = list(differences(read_golden(shards), now))
    for d in diff:
        print(d)
    print(f"{len(now)} compiled models, {len(diff)} differences from the golden file")
    return 1 if diff else 0


if __name__ == "__main__":
    sys.exit(main())
