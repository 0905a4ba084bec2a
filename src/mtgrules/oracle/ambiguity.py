"""The corpus ambiguity check of the declared readers (issue 19, "Determinism by declaration").

A line is ambiguous when two readers of one parser table of :mod:`mtgrules.oracle.readers`
(effect sentences, static abilities, trigger events, trigger effects) both give it an
accepted parse (one that renders back to the line exactly)
with different models: then only the order of the table picks one, and that choice must be
declared (:data:`mtgrules.oracle.readers.DECLARED_AMBIGUITIES`, with the rule that picks it)
or the wrong reader fixed.

How it is found, for each line of each card (the lines the compiler reads, instants' effect
paragraphs joined): the line is compiled as usual, recording everything handed to each table
(nested sentences too) with the target slots at that point. Each recorded text is offered to
every reader of its table; for each reader that reads it but is not the first to, the line
is compiled again with that reader moved to the front of its table. When both compilations
pass the render check and their models differ (:func:`mtgrules.oracle.golden.canonical`), the
line is ambiguous between the first reader and that one.

Commands::

    python -m mtgrules.oracle.ambiguity            # the whole corpus (a few minutes)
    python -m mtgrules.oracle.ambiguity --every 40 # every 40th card (the CI sample)

Exit status 1 when an ambiguity is not declared. CI (``tests/oracle/test_reader_ambiguity.py``)
runs a fixed sample.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from types import ModuleType

from mtgrules.carddb import CardRecord
from mtgrules.cards.definition import TypeLine
from mtgrules.oracle import effects, readers, statics, triggers
from mtgrules.oracle.compiler import _spell_paragraphs, compile_line
from mtgrules.oracle.dice import group_tables
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.effects_modal import join_modes
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.golden import canonical
from mtgrules.oracle.normalize import Line, current_wording, lines

Reader = Callable[..., object]
"""A reader of one of the declared parser tables (its arguments depend on the table)."""


@dataclass(frozen=True, slots=True)
class Table:
    """A declared parser table: where the compiler reads it (``module.attribute``) and the
    declared tuple (:mod:`mtgrules.oracle.readers`)."""

    kind: str
    module: ModuleType
    attribute: str
    readers: tuple[Reader, ...]


TABLES = (
    Table("sentence", effects, "SENTENCE_PARSERS", readers.SENTENCE_READERS),
    Table("static ability", statics, "STATIC_PARSERS", readers.STATIC_READERS),
    Table("trigger event", triggers, "EVENT_PARSERS", readers.EVENT_READERS),
    Table("trigger effect", triggers, "EFFECT_PARSERS", readers.TRIGGER_EFFECT_READERS),
)
"""Every parser table the check covers."""


def reader_name(r: Reader) -> str:
    """``"module.function"`` of a reader, for reports."""
    return f"{r.__module__.rsplit('.', 1)[-1]}.{r.__qualname__}"


@dataclass(frozen=True, slots=True)
class Ambiguity:
    """A line two readers of one table read into different accepted models: ``first`` (the
    table's choice) and ``other``; ``text`` is what both read."""

    card: str
    line: str
    table: str
    text: str
    first: Reader
    other: Reader
    first_model: str
    other_model: str

    @property
    def declared(self) -> str | None:
        """The rule that picks ``first`` over ``other``, if declared."""
        return readers.DECLARED_AMBIGUITIES.get((self.first, self.other))

    def describe(self) -> str:
        """A report of several lines."""
        rule = self.declared
        head = f"{self.card}: {self.line!r}\n  {self.table} {self.text!r}: " \
               f"{reader_name(self.first)} (chosen) vs {reader_name(self.other)}"
        tail = f"\n  rule: {rule}" if rule else "\n  NOT DECLARED"
        return head + tail + f"\n    chosen: {self.first_model}\n    other:  {self.other_model}"


@contextmanager
def _tables(order: dict[str, tuple[Reader, ...]]) -> Iterator[None]:
    saved = {t.attribute: getattr(t.module, t.attribute) for t in TABLES}
    for t in TABLES:
        setattr(t.module, t.attribute, order.get(t.attribute, t.readers))
    try:
        yield
    finally:
        for t in TABLES:
            setattr(t.module, t.attribute, saved[t.attribute])


def _compile(ln: Line, tl: TypeLine) -> str | None:
    try:
        return canonical(compile_line(ln, tl))
    except Unsupported:
        return None
    except (ValueError, KeyError, IndexError, TypeError, AttributeError):
        return None


def _fresh(args: tuple[object, ...]) -> tuple[object, ...]:
    """The arguments with a fresh copy of the target slots (readers add slots)."""
    return tuple(Slots(list(a.targets)) if isinstance(a, Slots) else a for a in args)


def _accepts(r: Reader, args: tuple[object, ...]) -> bool:
    try:
        return r(*_fresh(args)) is not None
    except (Unsupported, ValueError, KeyError, IndexError, TypeError, AttributeError):
        return False


def line_ambiguities(card: str, ln: Line, tl: TypeLine) -> list[Ambiguity]:
    """The ambiguities of one normalised line of ``card`` (see the module docstring)."""
    seen: list[tuple[Table, tuple[object, ...]]] = []

    def recorder(t: Table) -> Reader:
        def record(*args: object) -> None:
            seen.append((t, _fresh(args)))
        return record

    with _tables({t.attribute: (recorder(t), *t.readers) for t in TABLES}):
        base = _compile(ln, tl)
    if base is None:
        return []
    out: list[Ambiguity] = []
    tried: set[Reader] = set()
    done: set[tuple[str, str]] = set()
    for t, args in seen:
        text = next((a for a in args if isinstance(a, str)), "")
        if (t.attribute, repr(args)) in done:
            continue
        done.add((t.attribute, repr(args)))
        acceptors = [r for r in t.readers if _accepts(r, args)]
        for r in acceptors[1:]:
            if r in tried:
                continue
            tried.add(r)
            with _tables({t.attribute: (r, *(x for x in t.readers if x is not r))}):
                other = _compile(ln, tl)
            if other is not None and other != base:
                out.append(Ambiguity(card, ln.text, t.kind, text, acceptors[0], r, base,
                                     other))
    return out


def card_lines(card: CardRecord) -> Iterator[tuple[Line, TypeLine]]:
    """The lines the compiler reads on each face of ``card`` with the face's type line."""
    for f in card.faces:
        face = current_wording(f)
        if face.oracle_text is None or face.type_line is None:
            continue
        try:
            tl = TypeLine.parse(face.type_line)
        except ValueError:
            continue
        for ln in _spell_paragraphs(group_tables(join_modes(lines(face.oracle_text,
                                                                    face.name))), tl):
            yield ln, tl


def corpus_ambiguities(cards: Iterable[CardRecord]) -> Iterator[Ambiguity]:
    """Every ambiguity of every line of ``cards`` (traditional cards only)."""
    for c in cards:
        if not c.traditional:
            continue
        for ln, tl in card_lines(c):
            yield from line_ambiguities(c.name, ln, tl)


def sample(every: int) -> list[CardRecord]:
    """Every ``every``-th traditional card of the database in name order (a fixed sample)."""
    from mtgrules.carddb import database

    cards = sorted((c for c in database() if c.traditional), key=lambda c: c.name)
    return cards[::every]


def main(argv: list[str] | None = None) -> int:
    """The command line (see the module docstring)."""
    ap = argparse.ArgumentParser(prog="python -m mtgrules.oracle.ambiguity",
                                 description="find lines two sentence readers read into "
                                             "different accepted models")
    ap.add_argument("--every", type=int, default=1, help="check every N-th card only")
    ap.add_argument("--card", action="append", default=[], help="check this card only")
    a = ap.parse_args(argv)
    if a.card:
        from mtgrules.carddb import database

        db = database()
        cards = [c for n in a.card if (c := db.get(n)) is not None]
    else:
        cards = sample(a.every)
    found = list(corpus_ambiguities(cards))
    undeclared = [x for x in found if x.declared is None]
    for x in found:
        print(x.describe())
    print(f"{len(cards)} cards, {len(found)} ambiguous lines, {len(undeclared)} not declared")
    return 1 if undeclared else 0


if __name__ == "__main__":
    sys.exit(main())
