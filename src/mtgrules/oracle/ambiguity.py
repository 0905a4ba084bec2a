"""The corpus ambiguity check of the sentence readers (issue 19, "Determinism by declaration").

A line is ambiguous when two sentence readers of :data:`mtgrules.oracle.readers.
SENTENCE_READERS` both give it an accepted parse (one that renders back to the line exactly)
with different models: then only the order of the table picks one, and that choice must be
declared (:data:`mtgrules.oracle.readers.DECLARED_AMBIGUITIES`, with the rule that picks it)
or the wrong reader fixed.

How it is found, for each line of each card (the lines the compiler reads, instants' effect
paragraphs joined): the line is compiled as usual, recording every sentence handed to the
sentence readers (nested ones too) and the target slots at that point. Each recorded sentence
is offered to every reader; for each reader that reads it but is not the first to, the line
is compiled again with that reader moved to the front of the table. When both compilations
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

from mtgrules.carddb import CardRecord
from mtgrules.cards.definition import TypeLine
from mtgrules.model import TargetSlot
from mtgrules.model.effects import Effect
from mtgrules.oracle import effects, readers
from mtgrules.oracle.compiler import _spell_paragraphs, compile_line
from mtgrules.oracle.dice import group_tables
from mtgrules.oracle.effects import Slots
from mtgrules.oracle.effects_modal import join_modes
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.golden import canonical
from mtgrules.oracle.normalize import Line, current_wording, lines

Reader = Callable[[str, Slots], list[Effect] | None]


def reader_name(r: Reader) -> str:
    """``"module.function"`` of a reader, for reports."""
    return f"{r.__module__.rsplit('.', 1)[-1]}.{r.__qualname__}"


@dataclass(frozen=True, slots=True)
class Ambiguity:
    """A line two readers read into different accepted models: ``first`` (the table's
    choice) and ``other``."""

    card: str
    line: str
    sentence: str
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
        head = f"{self.card}: {self.line!r}\n  sentence {self.sentence!r}: " \
               f"{reader_name(self.first)} (chosen) vs {reader_name(self.other)}"
        tail = f"\n  rule: {rule}" if rule else "\n  NOT DECLARED"
        return head + tail + f"\n    chosen: {self.first_model}\n    other:  {self.other_model}"


@contextmanager
def _table(table: tuple[Reader, ...]) -> Iterator[None]:
    saved = effects.SENTENCE_PARSERS
    effects.SENTENCE_PARSERS = table
    try:
        yield
    finally:
        effects.SENTENCE_PARSERS = saved


def _compile(ln: Line, tl: TypeLine) -> str | None:
    try:
        return canonical(compile_line(ln, tl))
    except Unsupported:
        return None
    except (ValueError, KeyError, IndexError, TypeError, AttributeError):
        return None


def _accepts(r: Reader, s: str, slots: list[TargetSlot]) -> bool:
    try:
        return r(s, Slots(list(slots))) is not None
    except (Unsupported, ValueError, KeyError, IndexError, TypeError, AttributeError):
        return False


def line_ambiguities(card: str, ln: Line, tl: TypeLine) -> list[Ambiguity]:
    """The ambiguities of one normalised line of ``card`` (see the module docstring)."""
    table = readers.SENTENCE_READERS
    seen: list[tuple[str, list[TargetSlot]]] = []

    def record(s: str, slots: Slots) -> list[Effect] | None:
        seen.append((s, list(slots.targets)))
        return None

    with _table((record, *table)):
        base = _compile(ln, tl)
    if base is None:
        return []
    out: list[Ambiguity] = []
    tried: set[Reader] = set()
    done: set[str] = set()
    for s, slots in seen:
        if s in done:
            continue
        done.add(s)
        acceptors = [r for r in table if _accepts(r, s, slots)]
        for r in acceptors[1:]:
            if r in tried:
                continue
            tried.add(r)
            with _table((r, *(x for x in table if x is not r))):
                other = _compile(ln, tl)
            if other is not None and other != base:
                out.append(Ambiguity(card, ln.text, s, acceptors[0], r, base, other))
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
