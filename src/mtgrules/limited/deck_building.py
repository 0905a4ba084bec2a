"""The automatic 40-card deck of a Limited pool (CR 100.2b: at least 40 cards; basic lands
may be added freely).

:func:`build_deck` picks the two colours whose playable cards rate highest together
(:mod:`mtgrules.limited.ratings`; colourless cards count for every pair), then 23 spells of
those colours by rating within a mana curve (at most :data:`CURVE_CAPS` cards of each mana
value, relaxed when the pool is short), then 17 basic lands split by the coloured mana symbols
of the spells. Cards the engine doesn't play never go in the main deck; the rest of the pool is
the sideboard. When the pool has fewer than 23 playable cards in its colours, more basic lands
make up the 40 and :attr:`LimitedDeck.notes` says so. Ties break by colour order (W U B R G)
and card name, so the same pool always gives the same deck.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from mtgrules.carddb import database
from mtgrules.limited.card_facts import CardFacts, card_facts
from mtgrules.limited.ratings import rate
from mtgrules.mana import COLOR_NAMES, COLORS, ManaCost

DECK_SIZE = 40
LANDS = 17
SPELLS = DECK_SIZE - LANDS
#: The most spells of each mana value (6 stands for 6 or more) on the first pass.
CURVE_CAPS: dict[int, int] = {0: 1, 1: 2, 2: 7, 3: 6, 4: 5, 5: 3, 6: 2}
BASIC_OF: dict[str, str] = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain",
                            "G": "Forest"}


@dataclass(frozen=True, slots=True)
class LimitedDeck:
    """A deck built from a pool: its two ``colors``, the ``main`` deck and ``sideboard`` as
    ``(count, name)`` pairs sorted by name (basic lands last), and ``notes`` on what the
    builder had to do."""

    colors: tuple[str, ...]
    main: tuple[tuple[int, str], ...]
    sideboard: tuple[tuple[int, str], ...]
    notes: tuple[str, ...] = ()

    def card_names(self) -> list[str]:
        """The main deck's card names, one per card (what ``Game.new`` takes)."""
        return [name for n, name in self.main for _ in range(n)]

    def decklist(self, title: str = "") -> str:
        """The deck as an Arena-style decklist (``Deck`` and ``Sideboard`` sections) that
        ``mtgrules play --deck FILE --format limited`` loads; ``title`` is a ``#`` comment."""
        colors = " ".join(COLOR_NAMES[c] for c in self.colors)
        lines = [f"# {title}" if title else "# Limited deck", f"# colours: {colors}"]
        lines += [f"# note: {n}" for n in self.notes]
        lines += ["Deck", *(f"{n} {name}" for n, name in self.main)]
        if self.sideboard:
            lines += ["", "Sideboard", *(f"{n} {name}" for n, name in self.sideboard)]
        return "\n".join(lines) + "\n"


def _fits(facts: CardFacts, pair: tuple[str, ...]) -> bool:
    return all(c in pair for c in facts.colors)


def _playable(facts: CardFacts) -> bool:
    return facts.implemented and not facts.is_land


def choose_colors(pool: Sequence[str]) -> tuple[str, str]:
    """The two colours (in W U B R G order) whose playable cards of the pool, with the
    colourless ones, rate highest together; the first such pair in colour order on a tie."""
    facts = [card_facts(n) for n in pool]
    best: tuple[float, tuple[str, str]] = (-1.0, ("W", "U"))
    for a, b in combinations(COLORS, 2):
        score = sum(rate(f) for f in facts if _playable(f) and _fits(f, (a, b)))
        if score > best[0]:
            best = (score, (a, b))
    return best[1]


def _curve_slot(mv: int) -> int:
    return min(mv, 6)


def choose_spells(pool: Sequence[str], pair: tuple[str, ...]) -> list[str]:
    """Up to 23 spells of ``pool`` in ``pair``'s colours: best rated first within the
    :data:`CURVE_CAPS`, then the best of the rest if the caps left slots empty."""
    candidates = sorted((card_facts(n) for n in pool),
                        key=lambda f: (-rate(f), f.mana_value, f.name))
    candidates = [f for f in candidates if _playable(f) and _fits(f, pair)]
    chosen: list[CardFacts] = []
    per_slot: Counter[int] = Counter()
    rest: list[CardFacts] = []
    for f in candidates:
        slot = _curve_slot(f.mana_value)
        if len(chosen) < SPELLS and per_slot[slot] < CURVE_CAPS[slot]:
            chosen.append(f)
            per_slot[slot] += 1
        else:
            rest.append(f)
    chosen += rest[:SPELLS - len(chosen)]
    return [f.name for f in chosen]


def split_lands(spells: Sequence[str], pair: tuple[str, ...], lands: int) -> dict[str, int]:
    """``lands`` basic lands by colour in proportion to the coloured mana symbols of
    ``spells`` (largest remainder, ties in colour order); an even split when there are none.
    Each colour of ``pair`` with symbols gets at least one."""
    pips: Counter[str] = Counter()
    for name in spells:
        cost = database().lookup(name).front.mana_cost or ""
        for sym in ManaCost.parse(cost).symbols:
            for part in sym.split("/"):
                if part in pair:
                    pips[part] += 1
    weights = {c: pips[c] for c in pair} if sum(pips.values()) else {c: 1 for c in pair}
    total = sum(weights.values())
    exact = {c: lands * w / total for c, w in weights.items()}
    out = {c: int(x) for c, x in exact.items()}
    order = sorted(pair, key=lambda c: (-(exact[c] - out[c]), COLORS.index(c)))
    for c in order[:lands - sum(out.values())]:
        out[c] += 1
    for c in pair:
        if weights[c] and out[c] == 0:
            donor = max(pair, key=lambda d: out[d])
            out[donor] -= 1
            out[c] += 1
    return out


def _grouped(names: Sequence[str]) -> tuple[tuple[int, str], ...]:
    counts = Counter(names)
    basics = set(BASIC_OF.values())
    return tuple((counts[n], n) for n in sorted(counts, key=lambda n: (n in basics, n)))


def build_deck(pool: Sequence[str]) -> LimitedDeck:
    """The automatic deck of ``pool`` (card names, repeats allowed); see the module
    docstring. Raises LimitedError for a card name not in the database."""
    pair = choose_colors(pool)
    spells = choose_spells(pool, pair)
    notes: list[str] = []
    lands = LANDS
    if len(spells) < SPELLS:
        lands = DECK_SIZE - len(spells)
        notes.append(f"only {len(spells)} playable cards in these colours: "
                     f"{lands} basic lands make up {DECK_SIZE}")
    unplayable = sorted({n for n in pool if not card_facts(n).implemented})
    if unplayable:
        notes.append(f"{len(unplayable)} card(s) of the pool the engine doesn't play stay in "
                     "the sideboard: " + "; ".join(unplayable))
    basics = [BASIC_OF[c] for c, n in split_lands(spells, pair, lands).items()
              for _ in range(n)]
    side = Counter(pool)
    side.subtract(spells)
    sideboard = [n for n, k in side.items() for _ in range(k) if k > 0]
    return LimitedDeck(pair, _grouped([*spells, *basics]), _grouped(sideboard), tuple(notes))
