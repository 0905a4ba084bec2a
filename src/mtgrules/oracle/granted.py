"""Granted quoted abilities (CR 113.1a, 613.1f): ``Enchanted creature has "{T}: Add {C}."``,
``Creatures you control have "..."``, ``Target creature gains "..." until end of turn``,
``a 1/1 ... token with "..."``, ``You get an emblem with "..."``.

An effect that grants an ability in quotation marks gives the object exactly that ability
(CR 113.1a: "an ability in quotation marks ... is an ability the object has"). The quoted text
is compiled like any ability line (:func:`set_line_compiler` installs the compiler's own line
reader, with its render check), and rendered back between quotation marks, so a quote that is
not read word for word makes the line unsupported.

Oracle's punctuation, normalised here both ways:

- a sentence ending in a quotation ends with the quotation's own period (``has "{T}: Add
  {C}."``); the normalised text gives it its outer period too (``has "{T}: Add {C}.".``), so
  every sentence parser sees a sentence ending in ``.`` (:func:`add_periods`, and its inverse
  :func:`drop_periods` for a quote inside a quote);
- a quotation inside a quotation uses single quotation marks (``with 'This token gets ...'``),
  read as double ones one level down (:func:`nested_to_double`, :func:`double_to_nested`);
- inside the quotes, "this creature", "this token", "this emblem" name the object that has the
  ability (``~``); the granting card's own name stays as written, so an ability that names
  the card that grants it (not the object that has it) is never read as a self-reference.

Granted abilities are registered with their own keys (:func:`mtgrules.cards.definition.keyed`:
``"<card>#<i>.g<j>"``), so continuous effects can store them by key (:mod:`mtgrules.model.codec`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

from mtgrules.model.base import Ability, children
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import sacrifice_it, sacrifice_it_back

_line_compiler: Callable[[str], tuple[Ability, ...]] | None = None
_line_renderer: Callable[[tuple[Ability, ...]], str] | None = None


def set_line_compiler(f: Callable[[str], tuple[Ability, ...]],
                      render: Callable[[tuple[Ability, ...]], str]) -> None:
    """Install the function compiling one normalised ability line with the render check
    (:func:`mtgrules.oracle.compiler.compile_line`) and the line renderer
    (:func:`mtgrules.oracle.render.render_line`); the compiler does it on import (so this
    module imports neither: no import cycle)."""
    global _line_compiler, _line_renderer
    _line_compiler = f
    _line_renderer = render


_ADD = re.compile(r"(?<=[.!'])\"(?=$|\n| [A-Z~{])")  # \n: a results table's row (CR 706.3)
_DROP = re.compile(r"(?<=[.!'])\"\.(?=$|\n| [A-Z~{])")


def add_periods(text: str) -> str:
    """A sentence ending in a closing quotation (``has "{T}: Add {C}."``) gets its own period
    after it (``has "{T}: Add {C}.".``)."""
    return _ADD.sub('".', text)


def drop_periods(text: str) -> str:
    """The inverse of :func:`add_periods`."""
    return _DROP.sub('"', text)


_OPEN1 = re.compile(r"(?<= )'(?=[A-Z{~])")
_CLOSE1 = re.compile(r"(?<=[.!])'(?=$|[ ,.])")


def nested_to_double(text: str) -> str:
    """Single quotation marks quoting an ability inside a quoted ability -> double ones (the
    apostrophes of "can't", "token's" stay)."""
    return _CLOSE1.sub('"', _OPEN1.sub('"', text))


def double_to_nested(text: str) -> str:
    """The inverse of :func:`nested_to_double`."""
    return text.replace('"', "'")


def _top_split(s: str, sep: str) -> list[str]:
    """``s`` split at ``sep`` outside quotation marks."""
    out: list[str] = []
    depth = 0
    start = 0
    i = 0
    while i < len(s):
        if s[i] == '"':
            depth ^= 1
        elif depth == 0 and s.startswith(sep, i):
            out.append(s[start:i])
            i += len(sep)
            start = i
            continue
        i += 1
    out.append(s[start:])
    return out


def split_quoted(s: str) -> list[str] | None:
    """A list of granted abilities with at least one quoted ability (``'haste and "{T}: Add
    {C}."'``, ``'flying, vigilance, and "..."'``) split at its commas and "and" outside
    quotation marks; None when there is no quotation mark or the list is not of Oracle's
    form."""
    if '"' not in s or s.count('"') % 2:
        return None
    if len(_top_split(s, ", and ")) == 2:
        head, last = _top_split(s, ", and ")
        parts = _top_split(head, ", ") + [last]
        if len(parts) < 3:
            return None
    else:
        parts = _top_split(s, " and ")
        if any(len(_top_split(p, ", ")) > 1 for p in parts):
            return None
    return parts if all(parts) else None


def is_quoted(part: str) -> bool:
    """Whether ``part`` is one quoted ability ``"..."``."""
    return len(part) > 2 and part[0] == '"' and part[-1] == '"' and part.count('"') == 2


def parse_quoted(part: str, holder: str | None = None) -> Ability:
    """One quoted ability (``'"{T}: Add {C}."'``) -> the ability it is (without a key).
    ``holder``: ``"token"`` or ``"emblem"`` when the ability is a token's or an emblem's, whose
    text names it "this token" / "this emblem" (CR 111.4, 114.3). Raises Unsupported when its
    text doesn't compile (with the inner line's reason)."""
    if not is_quoted(part):
        raise Unsupported(f"not one quoted ability: {part!r}")
    if _line_compiler is None:
        raise Unsupported("quoted abilities need the line compiler")
    inner = nested_to_double(part[1:-1])
    if holder is not None:
        inner = re.sub(r"\b[Tt]his " + holder + r"\b", "~", inner)
    inner = sacrifice_it(add_periods(inner))  # "..., sacrifice it." names the holder
    try:
        got = _line_compiler(inner)
    except Unsupported as e:
        raise Unsupported(f"quoted ability {inner!r}: {e.reason}") from None
    if len(got) != 1:
        raise Unsupported(f"quoted text {inner!r} is not one ability")
    return got[0]


_SENTENCE_START = re.compile(r"(^|[.!:] )~")  # also an activated ability's effect


def render_quoted(a: Ability, holder: str | None = None) -> str:
    """The inverse of :func:`parse_quoted`. ValueError when ``a`` has no rendering."""
    if _line_renderer is None:
        raise ValueError("quoted abilities need the line renderer")
    text = drop_periods(sacrifice_it_back(_line_renderer((a,))))
    if holder is not None:  # not inside a nested quoted ability: its "~" is its own holder
        parts = text.split('"')
        for i in range(0, len(parts), 2):
            parts[i] = _SENTENCE_START.sub(lambda m: m.group(1) + "This " + holder, parts[i])
            parts[i] = parts[i].replace("~", "this " + holder)
        text = '"'.join(parts)
    return '"' + double_to_nested(text) + '"'


_EOT = " until end of turn"


def until_first(text: str) -> str:
    """A granting effect's rendering as Oracle writes it when a quoted ability is granted:
    ``Until end of turn, target creature gains "..."`` (the duration first); other
    renderings are unchanged."""
    if '"' not in text or not text.endswith(_EOT):
        return text
    head = text[: -len(_EOT)]
    return "Until end of turn, " + (head if head.startswith("~") else head[:1].lower() + head[1:])


def parse_until_first(s: str, slots: Any, parse_sentence: Callable[[str, Any], Any]) -> Any:
    """``Until end of turn, target creature gains "..."`` -> what the sentence ``Target
    creature gains "..." until end of turn`` gives (None when it's not of that form)."""
    if not s.startswith("Until end of turn, ") or '"' not in s:
        return None
    rest = s[len("Until end of turn, "):]
    return parse_sentence(rest[:1].upper() + rest[1:] + _EOT, slots)


def walk_own(node: Any) -> Iterator[Any]:
    """The nodes of ``node`` (:func:`mtgrules.model.base.walk`) without descending into the
    abilities it grants: a granted ability's targets and pronouns are its own (CR 113.1a)."""
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        if n is node or not isinstance(n, Ability):
            stack.extend(reversed(children(n)))
