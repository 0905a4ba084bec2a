"""Mana, mana symbols, mana costs and mana pools (CR 106, 107.4, 202).

Mana types are the one-letter codes ``W U B R G`` (the five colors, CR 106.1a) and ``C``
(colorless, CR 106.1b). A mana cost is parsed from Oracle notation (``"{2}{R}{R}"``,
``"{X}{X}"``, ``"{U/R}{U/R}"``, ``"{2/W}"``, ``"{W/P}"``, ``"{G/U/P}"``) into a
:class:`ManaCost`. A Phyrexian symbol (CR 107.4f) is paid with one mana of its color (either
color for a hybrid Phyrexian one) or 2 life; the choice is announced while the cost is paid
(:mod:`mtgrules.rules.phyrexian_mana`), so the pool-paying functions here pay it with mana only.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations_with_replacement

from mtgrules.errors import MtgRulesError

COLORS: tuple[str, ...] = ("W", "U", "B", "R", "G")
MANA_TYPES: tuple[str, ...] = ("W", "U", "B", "R", "G", "C")
TYPE_INDEX: dict[str, int] = {t: i for i, t in enumerate(MANA_TYPES)}
COLOR_NAMES: dict[str, str] = {
    "W": "white", "U": "blue", "B": "black", "R": "red", "G": "green", "C": "colorless",
}
NAME_TO_TYPE: dict[str, str] = {v: k for k, v in COLOR_NAMES.items()}

_SYMBOL_RE = re.compile(r"\{([^{}]+)\}")

PHYREXIAN_LIFE = 2
"""The life that pays one Phyrexian mana symbol instead of its mana (CR 107.4f)."""

_HYBRID_PAIRS = frozenset({"W/U", "W/B", "U/B", "U/R", "B/R", "B/G", "R/G", "R/W", "G/W", "G/U"})
"""The ten two-color hybrid pairs in Oracle's order (CR 107.4e, 107.4f)."""


def is_phyrexian(sym: str) -> bool:
    """Whether ``sym`` (a symbol without braces) is a Phyrexian mana symbol, hybrid or not
    (CR 107.4f): ``"B/P"``, ``"G/U/P"``."""
    return sym.endswith("/P")


def phyrexian_as_mana(sym: str) -> str:
    """The symbol a Phyrexian symbol is when paid with mana (CR 107.4f): ``"B/P"`` -> ``"B"``,
    ``"G/U/P"`` -> ``"G/U"`` (either color). Raises ManaError for another symbol."""
    if not is_phyrexian(sym):
        raise ManaError(f"{{{sym}}} is not a Phyrexian mana symbol")
    return sym[:-2]


class ManaError(MtgRulesError):
    """A mana cost or mana string is malformed."""


def _check_symbol(sym: str) -> str:
    s = sym.upper()
    if s.isdigit() or s in MANA_TYPES or s in ("X", "Y", "S"):
        return s
    parts = s.split("/")
    if len(parts) == 2:
        a, b = parts
        if (a in COLORS or a.isdigit() or a == "C") and (b in COLORS or b == "P"):
            return s
    if len(parts) == 3 and parts[2] == "P" and f"{parts[0]}/{parts[1]}" in _HYBRID_PAIRS:
        return s  # hybrid Phyrexian (CR 107.4f)
    raise ManaError(f"unknown mana symbol {{{sym}}}")


def parse_symbols(text: str) -> tuple[str, ...]:
    """Parse Oracle mana notation into a tuple of symbols (without braces).

    ``"{2}{R}{R}" -> ("2", "R", "R")``. Raises ManaError on unknown symbols or stray text.
    """
    text = text.strip()
    if not text:
        return ()
    syms = _SYMBOL_RE.findall(text)
    if "".join("{" + s + "}" for s in syms) != text.replace(" ", ""):
        raise ManaError(f"malformed mana string {text!r}")
    return tuple(_check_symbol(s) for s in syms)


@dataclass(frozen=True, slots=True)
class ManaCost:
    """An immutable mana cost (CR 202.1): its symbols in printed order.

    Attributes:
        symbols: e.g. ``("X", "X")`` or ``("1", "U/R")``.
    """

    symbols: tuple[str, ...] = ()

    @staticmethod
    def parse(text: str) -> ManaCost:
        """Build a cost from Oracle notation; raises ManaError when malformed."""
        return ManaCost(parse_symbols(text))

    @property
    def phyrexian_count(self) -> int:
        """How many Phyrexian mana symbols the cost has (CR 107.4f)."""
        return sum(1 for s in self.symbols if s.endswith("/P"))

    @property
    def x_count(self) -> int:
        """How many {X} symbols the cost has (CR 107.3)."""
        return sum(1 for s in self.symbols if s == "X")

    def mana_value(self, x: int = 0) -> int:
        """Mana value (CR 202.3): total of the symbols, X counted as ``x``.

        Hybrid ``{2/W}`` counts 2 (CR 202.3f); other hybrid and Phyrexian symbols count 1.
        ``x`` is the announced X on the stack and 0 elsewhere (CR 107.3g, 202.3e).
        """
        total = 0
        for s in self.symbols:
            if s.isdigit():
                total += int(s)
            elif s in ("X", "Y"):
                total += x
            elif "/" in s:
                a = s.split("/")[0]
                total += int(a) if a.isdigit() else 1
            else:
                total += 1
        return total

    def colors(self) -> frozenset[str]:
        """Colors of the cost's colored symbols (CR 105.2, 202.2)."""
        out: set[str] = set()
        for s in self.symbols:
            for part in s.split("/"):
                if part in COLORS:
                    out.add(part)
        return frozenset(out)

    def with_x(self, x: int) -> ManaCost:
        """Replace each {X} by ``x`` generic mana (CR 601.2f); returns a cost without X."""
        if not self.x_count:
            return self
        out = [s for s in self.symbols if s not in ("X", "Y")]
        if x:
            out.insert(0, str(x * self.x_count))
        return ManaCost(tuple(out))

    def is_empty(self) -> bool:
        """True for a cost of no symbols (not the same as no mana cost, CR 202.1b)."""
        return not self.symbols

    def __str__(self) -> str:
        return "".join("{" + s + "}" for s in self.symbols)


def format_counts(counts: Iterable[int]) -> str:
    """Render six counts in WUBRGC order as Oracle notation, e.g. ``"{G}{G}{C}"``."""
    return "".join("{" + t + "}" * 1 for t, n in zip(MANA_TYPES, counts, strict=True) for _ in range(n))


def parse_pool(text: str) -> list[int]:
    """Parse a pool string like ``"{G}{G}{C}"`` into six counts (WUBRGC). Generic digits
    become colorless mana (CR 106.10). Raises ManaError on other symbols."""
    counts = [0] * 6
    for s in parse_symbols(text):
        if s in TYPE_INDEX:
            counts[TYPE_INDEX[s]] += 1
        elif s.isdigit():
            counts[5] += int(s)
        else:
            raise ManaError(f"a mana pool can't hold {{{s}}}")
    return counts


def pay_from_pool(pool: list[int], cost: ManaCost, life: int | None = None) -> list[int] | None:
    """Try to pay ``cost`` (no X left) entirely from ``pool`` (six counts, WUBRGC).

    Returns the pool left after payment, or None if the pool can't pay. Colored symbols are
    paid first, then hybrid symbols (trying each half), then generic from the mana that is
    least useful: colorless first, then the most plentiful color. Phyrexian symbols are paid
    with mana only (life payment is a separate choice). A cost with snow mana ({S}) needs to
    know which mana is snow: :func:`pay_with_snow` pays it; here it can't be paid (None).
    Pure function: ``pool`` is unchanged.
    """
    if "S" in cost.symbols:
        return None
    rest = list(pool)
    generic = 0
    hybrids: list[str] = []
    for s in cost.symbols:
        if s.isdigit():
            generic += int(s)
        elif s in TYPE_INDEX:
            i = TYPE_INDEX[s]
            if rest[i] <= 0:
                return None
            rest[i] -= 1
        elif s in ("X", "Y"):
            continue
        else:
            hybrids.append(s)
    return _pay_hybrids(rest, hybrids, generic)


def _pay_generic(rest: list[int], generic: int) -> list[int] | None:
    if sum(rest) < generic:
        return None
    out = list(rest)
    take = min(out[5], generic)
    out[5] -= take
    generic -= take
    while generic:
        i = max(range(5), key=lambda k: out[k])
        out[i] -= 1
        generic -= 1
    return out


def _pay_hybrids(rest: list[int], hybrids: list[str], generic: int) -> list[int] | None:
    if not hybrids:
        return _pay_generic(rest, generic)
    sym, more = hybrids[0], hybrids[1:]
    for half in sym.split("/"):
        if half == "P":
            continue
        if half.isdigit():
            got = _pay_hybrids(rest, more, generic + int(half))
        else:
            i = TYPE_INDEX[half]
            if rest[i] <= 0:
                continue
            nxt = list(rest)
            nxt[i] -= 1
            got = _pay_hybrids(nxt, more, generic)
        if got is not None:
            return got
    return None


def pay_with_snow(pool: Sequence[int], snow: Sequence[int], cost: ManaCost
                  ) -> tuple[list[int], list[int]] | None:
    """Pay ``cost`` (no X) from ``pool`` (six counts, WUBRGC), of which ``snow`` (six counts,
    each at most the pool's) is mana produced by snow sources: each {S} is paid with one snow
    mana of any type (CR 107.4h), the rest as :func:`pay_from_pool` pays it. Returns (the pool
    left, the snow mana left) or None if the pool can't pay. Every choice of the snow mana for
    the {S} symbols is tried (colorless first, then the most plentiful snow type); the rest of
    the cost spends mana that isn't snow before snow mana of the same type. Pure function."""
    k = cost.symbols.count("S")
    rest_cost = ManaCost(tuple(x for x in cost.symbols if x != "S")) if k else cost
    order = sorted(range(6), key=lambda i: (i != 5, -snow[i], i))
    for combo in combinations_with_replacement(order, k):
        take = [0] * 6
        for i in combo:
            take[i] += 1
        if any(t > n for t, n in zip(take, snow, strict=True)):
            continue
        left = pay_from_pool([p - t for p, t in zip(pool, take, strict=True)], rest_cost)
        if left is not None:
            return left, [min(n - t, x) for n, t, x in zip(snow, take, left, strict=True)]
    return None
