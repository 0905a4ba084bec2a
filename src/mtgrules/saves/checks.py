"""Typed checks for untrusted JSON data: small composable validators that name the JSON path of
the first bad value.

A check is a callable ``(value, path) -> None`` raising :class:`~mtgrules.errors.SaveError`
(``"state.players[1].life: expected an integer, got 'x'"``). They are hand-written rather than a
JSON Schema library because a save also needs cross-reference checks no schema language
expresses (see :mod:`mtgrules.saves.integrity`), because the error must name our path, and
because loading must stay fast enough to run at every decision of the property tests.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from mtgrules.errors import SaveError

Check = Callable[[Any, str], None]

MAX_INT = 2**53
"""Largest magnitude of a plain integer field (JSON's exactly representable integers)."""
MAX_LIST = 100_000
"""Default bound on the length of a list."""
MAX_STR = 10_000
"""Default bound on the length of a string."""
MAX_DEPTH = 24
"""Deepest nesting accepted in free-form JSON values."""


def show(value: Any) -> str:
    """A short display of an offending value."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, int):
        return "an integer"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def fail(path: str, problem: str) -> SaveError:
    """The error to raise for ``problem`` at ``path``."""
    return SaveError(path, problem)


def integer(lo: int = -MAX_INT, hi: int = MAX_INT) -> Check:
    """An int (not a bool) in ``[lo, hi]``."""

    def check(v: Any, path: str) -> None:
        if type(v) is not int:
            raise fail(path, f"expected an integer, got {_kind(v)} {show(v)}")
        if not lo <= v <= hi:
            raise fail(path, f"{show(v)} is out of range [{lo}, {hi}]")

    return check


def boolean(v: Any, path: str) -> None:
    """A JSON boolean."""
    if type(v) is not bool:
        raise fail(path, f"expected true or false, got {_kind(v)} {show(v)}")


def string(max_len: int = MAX_STR, choices: Iterable[str] | None = None,
           non_empty: bool = False) -> Check:
    """A string of at most ``max_len`` characters, one of ``choices`` when given."""
    allowed = frozenset(choices) if choices is not None else None

    def check(v: Any, path: str) -> None:
        if type(v) is not str:
            raise fail(path, f"expected a string, got {_kind(v)} {show(v)}")
        if len(v) > max_len:
            raise fail(path, f"string of {len(v)} characters is longer than {max_len}")
        if non_empty and not v.strip():
            raise fail(path, "must not be empty")
        if allowed is not None and v not in allowed:
            raise fail(path, f"{show(v)} is not one of {', '.join(sorted(allowed))}")

    return check


def nullable(inner: Check) -> Check:
    """``null`` or a value passing ``inner``."""

    def check(v: Any, path: str) -> None:
        if v is not None:
            inner(v, path)

    return check


def list_of(item: Check, max_len: int = MAX_LIST, length: int | None = None) -> Check:
    """A list (of exactly ``length`` items when given, else at most ``max_len``), each passing
    ``item``."""

    def check(v: Any, path: str) -> None:
        if type(v) is not list:
            raise fail(path, f"expected a list, got {_kind(v)} {show(v)}")
        if length is not None and len(v) != length:
            raise fail(path, f"expected {length} items, got {len(v)}")
        if len(v) > max_len:
            raise fail(path, f"list of {len(v)} items is longer than {max_len}")
        for i, x in enumerate(v):
            item(x, f"{path}[{i}]")

    return check


def tuple_of(*items: Check) -> Check:
    """A list of exactly ``len(items)`` values, the i-th passing ``items[i]``."""

    def check(v: Any, path: str) -> None:
        if type(v) is not list:
            raise fail(path, f"expected a list, got {_kind(v)} {show(v)}")
        if len(v) != len(items):
            raise fail(path, f"expected {len(items)} items, got {len(v)}")
        for i, (x, c) in enumerate(zip(v, items, strict=True)):
            c(x, f"{path}[{i}]")

    return check


def one_of(*alternatives: Check) -> Check:
    """A value passing at least one of ``alternatives`` (the last one's error otherwise)."""

    def check(v: Any, path: str) -> None:
        err: SaveError | None = None
        for c in alternatives:
            try:
                c(v, path)
                return
            except SaveError as e:
                err = e
        assert err is not None
        raise err

    return check


def record(required: Mapping[str, Check], optional: Mapping[str, Check] | None = None,
           rest: Check | None = None, max_keys: int = 1000) -> Check:
    """A JSON object with every key of ``required``, any of ``optional``; other keys are
    refused unless ``rest`` checks their values (e.g. :func:`json_value`)."""
    opt = dict(optional or {})

    def check(v: Any, path: str) -> None:
        if type(v) is not dict:
            raise fail(path, f"expected an object, got {_kind(v)} {show(v)}")
        if len(v) > max_keys:
            raise fail(path, f"object with {len(v)} keys has more than {max_keys}")
        for k, c in required.items():
            if k not in v:
                raise fail(path, f"missing field {k!r}")
            c(v[k], f"{path}.{k}")
        for k, x in v.items():
            if k in required:
                continue
            c2 = opt.get(k, rest)
            if c2 is None:
                raise fail(path, f"unknown field {show(k)}")
            string(200)(k, path)
            c2(x, f"{path}.{k}")

    return check


def mapping(key: Check, value: Check, max_keys: int = 1000) -> Check:
    """A JSON object whose keys pass ``key`` and values pass ``value``."""

    def check(v: Any, path: str) -> None:
        if type(v) is not dict:
            raise fail(path, f"expected an object, got {_kind(v)} {show(v)}")
        if len(v) > max_keys:
            raise fail(path, f"object with {len(v)} keys has more than {max_keys}")
        for k, x in v.items():
            key(k, f"{path} key {show(k)}")
            value(x, f"{path}.{k}")

    return check


def json_value(max_depth: int = MAX_DEPTH, max_len: int = MAX_LIST,
               max_str: int = MAX_STR) -> Check:
    """Any JSON value without floats, nested at most ``max_depth`` deep, with bounded lists,
    strings and integers (free-form data such as log details)."""

    def walk(v: Any, path: str, depth: int) -> None:
        t = type(v)
        if v is None or t is bool:
            return
        if t is int:
            if not -MAX_INT <= v <= MAX_INT:
                raise fail(path, f"integer {show(v)} is out of range")
            return
        if t is str:
            if len(v) > max_str:
                raise fail(path, f"string of {len(v)} characters is longer than {max_str}")
            return
        if depth >= max_depth:
            raise fail(path, f"nested deeper than {max_depth}")
        if t is list:
            if len(v) > max_len:
                raise fail(path, f"list of {len(v)} items is longer than {max_len}")
            for i, x in enumerate(v):
                walk(x, f"{path}[{i}]", depth + 1)
            return
        if t is dict:
            if len(v) > max_len:
                raise fail(path, f"object with {len(v)} keys has more than {max_len}")
            for k, x in v.items():
                if len(k) > max_str:
                    raise fail(path, "key too long")
                walk(x, f"{path}.{k}", depth + 1)
            return
        raise fail(path, f"unexpected {_kind(v)} {show(v)}")

    def check(v: Any, path: str) -> None:
        walk(v, path, 0)

    return check


ANY = json_value()
"""Free-form bounded JSON."""
