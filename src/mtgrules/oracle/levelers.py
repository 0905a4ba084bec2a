"""Compiling leveler cards (CR 711, 702.87).

A leveler's text is read in blocks: the lines before its first level symbol are abilities it
has at all times (711.4), its level up line among them (702.87a, :mod:`mtgrules.oracle.
level_up`); each level symbol (``"LEVEL 2-6"``, ``"LEVEL 7+"``) starts a striation holding a
power/toughness box (absent on a non-creature leveler) and the abilities printed in it, which
make one static ability (711.2). Each ability line is compiled by the shared per-line
compiler with its render check (:func:`mtgrules.oracle.compiler.compile_line`); the symbol and
box lines are rendered back from the static ability's model
(:func:`~mtgrules.oracle.level_up.render_level_header`). The card is implemented only when
every line is, it has exactly one level up ability, and its ranges are N1-N2 then N3+ in
increasing order (711.2, 711.5).

In zones other than the battlefield, and with fewer than N1 level counters, the leveler has
its uppermost box's power and toughness, its printed ones (711.5, 711.6): the static
abilities only apply on the battlefield.
"""

from __future__ import annotations

import dataclasses

from mtgrules.carddb import CardRecord
from mtgrules.cards.definition import TypeLine, keyed
from mtgrules.model import CreateToken
from mtgrules.model.base import Ability, walk
from mtgrules.model.levelers import LevelCounters
from mtgrules.oracle.compiler import Problem, Verdict, _compile_face, compile_line
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.level_up import (
    PT_BOX,
    level_symbol,
    parse_level_up,
    render_level_header,
    render_level_up,
    symbol_range,
)
from mtgrules.oracle.normalize import current_wording, lines
from mtgrules.oracle.tokens import token_def

__all__ = ["compile_leveler"]

_GRANTED_KEYS = 100
"""Granted abilities of the striations are keyed ``"<card>#<100+i>"``."""


def _striations(raws: tuple[str, ...]) -> tuple[list[str], list[list[str]]]:
    """(the raw lines before the first level symbol, each striation's raw lines)."""
    head: list[str] = []
    blocks: list[list[str]] = []
    for raw in raws:
        if symbol_range(raw.strip()) is not None:
            blocks.append([raw])
        elif blocks:
            blocks[-1].append(raw)
        else:
            head.append(raw)
    return head, blocks


def _block(name: str, face_name: str, tl: TypeLine, raws: list[str], start: int
           ) -> tuple[LevelCounters, tuple[int, int] | None, tuple[Ability, ...], list[Problem]]:
    """One striation -> (its range, its box, its granted abilities keyed from ``start``,
    problems)."""
    levels = symbol_range(raws[0].strip())
    assert levels is not None
    rest = raws[1:]
    pt = None
    if rest and (m := PT_BOX.fullmatch(rest[0].strip())):
        pt = (int(m.group(1)), int(m.group(2)))
        rest = rest[1:]
    if "Creature" in tl.types and pt is None:
        return levels, pt, (), [("", "a leveler creature's striation without a power/"
                                 "toughness box", raws[0], face_name)]
    bad: list[Problem] = []
    granted: list[Ability] = []
    for raw in rest:
        for ln in lines(raw, face_name):
            try:
                got = compile_line(ln, tl)
            except Unsupported as e:
                bad.append((ln.text, e.reason, ln.raw, face_name))
                continue
            for a in got:
                granted.append(keyed(name, start + len(granted), a))
    return levels, pt, tuple(granted), bad


def compile_leveler(card: CardRecord) -> Verdict:
    """Compile a leveler card (see the module docstring). Never raises: problems are the
    verdict's unsupported lines."""
    face = current_wording(card.faces[0])
    head, blocks = _striations(face.lines)
    base = dataclasses.replace(face, oracle_text="\n".join(
        raw for raw in head if parse_level_up(_text(raw, face.name)) is None))
    ups = [a for raw in head if (a := parse_level_up(_text(raw, face.name))) is not None]
    d, bad = _compile_face(base, card.name)
    if len(ups) != 1:
        bad.append(("", f"a leveler with {len(ups)} level up abilities", "", face.name))
    if len(blocks) != 2:
        bad.append(("", f"a leveler with {len(blocks)} level symbols (CR 711.1)", "",
                    face.name))
    if d is None or bad:
        return Verdict(card.name, False, tuple(bad))
    statics = []
    ranges = []
    start = _GRANTED_KEYS
    for raws in blocks:
        levels, pt, granted, problems = _block(card.name, face.name, d.type_line, raws, start)
        start += len(granted)
        bad.extend(problems)
        text = "\n".join(raws)
        if not problems:
            st = level_symbol("", text, levels, pt, granted)
            want = tuple(r.strip() for r in raws[:1 + (pt is not None)])
            if render_level_header(st) != want:
                bad.append((raws[0], "the level symbol renders differently", raws[0],
                            face.name))
            statics.append(st)
        ranges.append(levels)
    if bad:
        return Verdict(card.name, False, tuple(bad))
    if not (ranges[0].high is not None and ranges[1].high is None and
            ranges[0].low <= ranges[0].high < ranges[1].low):
        return Verdict(card.name, False, (("", "level ranges not N1-N2 then N3+ in order",
                                           "", face.name),))
    up = ups[0]
    assert render_level_up(up) == _text(next(r for r in head if parse_level_up(
        _text(r, face.name))), face.name)
    n = len(d.abilities)
    abilities = (*d.abilities, keyed(card.name, n, up),
                 *(keyed(card.name, n + 1 + i, st) for i, st in enumerate(statics)))
    whole = dataclasses.replace(d, oracle=face.oracle_text or "", abilities=abilities,
                                layout=card.layout.value)
    names = sorted({x.token for a in abilities for x in walk(a) if isinstance(x, CreateToken)})
    return Verdict(card.name, True, (), whole, tuple(token_def(t) for t in names))


def _text(raw: str, face: str) -> str:
    got = lines(raw, face)
    return got[0].text if len(got) == 1 else ""
