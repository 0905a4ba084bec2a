"""The card registry: card definitions by exact name, and abilities by key.

Only cards the engine plays faithfully are registered (DESIGN, Cards): the hand-written
definitions, and any other card whose Oracle text the compiler (:mod:`mtgrules.oracle`)
implements, compiled and registered on first use. Asking for anything else raises
:class:`~mtgrules.errors.UnknownCardError`.

The registry imports no card: the composition root (:mod:`mtgrules.wiring`) registers the
shared abilities and installs the catalog loader (:func:`set_catalog_loader`), which the first
lookup runs once (defining the cards reads ``printed.yaml``, so ``import mtgrules`` stays fast).
"""

from __future__ import annotations

from collections.abc import Callable

from mtgrules.abilities import Ability
from mtgrules.cards.definition import CardDef
from mtgrules.errors import UnknownCardError

CARDS: dict[str, CardDef] = {}
TOKENS: dict[str, CardDef] = {}
ABILITIES: dict[str, Ability] = {}
_catalog_loader: Callable[[], None] | None = None
_card_compiler: Callable[[str], CardDef | None] | None = None


def register_ability(a: Ability) -> Ability:
    """Add an ability to the key registry (idempotent for the same object)."""
    old = ABILITIES.get(a.key)
    if old is not None and old != a:
        raise ValueError(f"ability key {a.key!r} registered twice with different abilities")
    ABILITIES[a.key] = a
    return a


def register(card: CardDef) -> CardDef:
    """Register a card (or token, when ``card.token``) definition and its abilities."""
    table = TOKENS if card.token else CARDS
    if card.name in table:
        raise ValueError(f"card {card.name!r} registered twice")
    table[card.name] = card
    for a in card.abilities:
        register_ability(a)
        for m in getattr(a, "modes", ()):
            register_ability(m)
    for _, a in card.level_abilities:
        register_ability(a)
    return card


def set_catalog_loader(loader: Callable[[], None]) -> None:
    """Install the function that defines every card (it calls :func:`register`); the first
    lookup runs it, once. Called by :mod:`mtgrules.wiring`."""
    global _catalog_loader
    _catalog_loader = loader


def set_card_compiler(compiler: Callable[[str], CardDef | None]) -> None:
    """Install the function that compiles a card not hand-written from its Oracle text (the
    definition, or None when the card is unknown or not implemented). Called by
    :mod:`mtgrules.wiring` with :func:`mtgrules.oracle.compiled_definition`."""
    global _card_compiler
    _card_compiler = compiler


def _ensure_loaded() -> None:
    global _catalog_loader
    loader = _catalog_loader
    if loader is not None:
        _catalog_loader = None
        loader()


def get_card(name: str) -> CardDef:
    """The definition of the card or token named exactly ``name``.

    Raises UnknownCardError when no card of that name is registered.
    """
    _ensure_loaded()
    c = CARDS.get(name) or TOKENS.get(name) or _compiled(name)
    if c is None:
        raise UnknownCardError(name)
    return c


def _compiled(name: str) -> CardDef | None:
    """A card not hand-written: compiled from its Oracle text when the compiler implements it
    (:mod:`mtgrules.oracle`), then registered."""
    if _card_compiler is None:
        return None
    d = _card_compiler(name)
    return register(d) if d is not None else None


def is_known_card(name: str) -> bool:
    """True when ``name`` is a registered (non-token) card."""
    _ensure_loaded()
    return name in CARDS or _compiled(name) is not None


def card_names() -> list[str]:
    """All registered card names, sorted."""
    _ensure_loaded()
    return sorted(CARDS)


def get_ability(key: str) -> Ability:
    """The ability registered under ``key``; raises KeyError if none."""
    _ensure_loaded()
    return ABILITIES[key]
