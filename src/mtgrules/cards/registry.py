"""The card registry: card definitions by exact name, and abilities by key.

Only cards the engine plays faithfully are registered (DESIGN, Cards): the hand-written
definitions, and any other card whose Oracle text the compiler (:mod:`mtgrules.oracle`)
implements, compiled and registered on first use. Asking for anything else raises
:class:`~mtgrules.errors.UnknownCardError`. Registering a card validates its
definition (:func:`check_card`): a card containing an
:class:`~mtgrules.model.Unimplemented` node, a node the engine doesn't execute yet, a target
reference to a slot the ability doesn't have, a granted ability without a key, or a token
that isn't defined is refused with a :class:`~mtgrules.model.CardDefinitionError` naming the
card, so a broken definition fails when the registry loads, never during play.

The registry imports no card: the composition root (:mod:`mtgrules.wiring`) registers the
shared abilities and installs the catalog loader (:func:`set_catalog_loader`), which the first
lookup runs once (defining the cards reads ``printed.yaml``, so ``import mtgrules`` stays fast).
"""

from __future__ import annotations

from collections.abc import Callable

from mtgrules.cards.checks import context_errors
from mtgrules.cards.definition import CardDef
from mtgrules.cards.faces import face_key, face_labels, is_face_key, whole_card
from mtgrules.errors import UnknownCardError
from mtgrules.model.abilities import ActivatedAbility, SpellAbility, TriggeredAbility
from mtgrules.model.base import Ability, CardDefinitionError, Unimplemented, children, walk
from mtgrules.model.continuous import ChangeText, CopyOf
from mtgrules.model.costs import Cost
from mtgrules.model.effects import CreateToken, TargetSlot, Unless
from mtgrules.model.refs import TargetRef

CARDS: dict[str, CardDef] = {}
TOKENS: dict[str, CardDef] = {}
FACES: dict[str, CardDef] = {}
"""Face definitions of multi-face cards by face key (:mod:`mtgrules.cards.faces`)."""
ABILITIES: dict[str, Ability] = {}
_catalog_loader: Callable[[], None] | None = None
_card_compiler: Callable[[str], CardDef | None] | None = None

NOT_EXECUTED_YET: tuple[type, ...] = (CopyOf, ChangeText)
"""Model nodes the engine has no implementation of yet: a card using one is refused."""


def register_ability(a: Ability) -> Ability:
    """Add an ability to the key registry (idempotent for the same object)."""
    if not a.key:
        raise CardDefinitionError(f"ability {a.text!r} has no key")
    old = ABILITIES.get(a.key)
    if old is not None and old != a:
        raise CardDefinitionError(
            f"ability key {a.key!r} registered twice with different abilities")
    ABILITIES[a.key] = a
    return a


def _nodes(a: Ability) -> list[object]:
    """The nodes inside ``a``, not descending into abilities nested in it (modes, granted
    abilities), which are checked on their own."""
    out: list[object] = []
    stack = list(children(a))
    while stack:
        node = stack.pop()
        out.append(node)
        if not isinstance(node, Ability):
            stack.extend(children(node))
    return out


def _check_ability(card: str, a: Ability) -> None:
    slots: tuple[TargetSlot, ...] = ()
    if isinstance(a, SpellAbility | ActivatedAbility | TriggeredAbility):
        slots = a.targets
    if isinstance(a, Unimplemented):
        raise CardDefinitionError(f"card {card!r}: not implemented: {a.text!r}: {a.reason}")
    for node in _nodes(a):
        if isinstance(node, Unimplemented):
            raise CardDefinitionError(
                f"card {card!r}: not implemented: {node.text or a.text!r}: {node.reason}")
        if isinstance(node, NOT_EXECUTED_YET):
            raise CardDefinitionError(
                f"card {card!r}: {type(node).__name__} effects are not implemented by the "
                f"engine yet ({a.text!r})")
        if isinstance(node, TargetSlot) and node.count != 1:
            raise CardDefinitionError(
                f"card {card!r}: target slots choosing {node.count} objects are not "
                f"implemented yet ({a.text!r})")
        if isinstance(node, TargetRef) and node.slot >= len(slots):
            raise CardDefinitionError(
                f"card {card!r}: {a.text!r} refers to target {node.slot} but has "
                f"{len(slots)} target slot(s)")
        if isinstance(node, Unless) and (node.cost.sacrifice is None or node.cost != Cost(
                sacrifice=node.cost.sacrifice)):
            raise CardDefinitionError(
                f"card {card!r}: \"unless\" costs other than sacrificing are not implemented "
                f"yet ({a.text!r})")
        if isinstance(node, Ability):
            if not (isinstance(a, SpellAbility) and node in a.modes):
                register_ability(node)  # granted abilities (layer 6) need their own keys
            _check_ability(card, node)


def check_card(card: CardDef) -> None:
    """Validate a definition (see the module doc and :mod:`mtgrules.cards.checks`); raises
    CardDefinitionError naming the card, the ability and the problem."""
    for a in (*card.abilities, *(x for _, x in card.level_abilities)):
        _check_ability(card.name, a)
        errs = context_errors(card, a)
        if errs:
            raise CardDefinitionError(f"card {card.name!r}: {a.text!r}: {'; '.join(errs)}")


def register(card: CardDef, key: str | None = None) -> CardDef:
    """Register a card (or token, when ``card.token``) definition and its abilities, under
    ``key`` (default: its name; a double-faced or adventurer card is registered under the
    whole card's name, its definition named after its front face, CR 712.8a, 715.4), and each
    face of a multi-face card under its face key (:mod:`mtgrules.cards.faces`).
    Raises CardDefinitionError when the definition is refused (:func:`check_card`)."""
    table = TOKENS if card.token else CARDS
    key = key or card.name
    if key in table:
        raise CardDefinitionError(f"card {key!r} registered twice")
    check_card(card)
    for f in card.faces:
        check_card(f)
    table[key] = card
    for f, label in zip(card.faces, face_labels(card), strict=True):
        FACES[face_key(key, label)] = f
        for a in f.abilities:
            _register_with_modes(a)
    for a in card.abilities:
        _register_with_modes(a)
    for _, a in card.level_abilities:
        register_ability(a)
    return card


def _register_with_modes(a: Ability) -> None:
    """Register ``a``, its modes, and for a modal spell choosing several modes the spell
    ability each choice of modes resolves with (:meth:`SpellAbility.selected`, CR 700.2)."""
    register_ability(a)
    for m in getattr(a, "modes", ()):
        register_ability(m)
    if isinstance(a, SpellAbility) and a.modes:
        for sel in a.selections():
            if len(sel) > 1:
                register_ability(a.selected(sel))


def check_tokens() -> None:
    """Every token a registered card creates is defined (run once all cards are loaded)."""
    for card in (*CARDS.values(), *TOKENS.values()):
        for a in (*card.abilities, *(x for _, x in card.level_abilities)):
            for node in walk(a):
                if isinstance(node, CreateToken) and node.token not in TOKENS:
                    raise CardDefinitionError(
                        f"card {card.name!r}: creates undefined token {node.token!r}")


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
        check_tokens()


def get_card(name: str) -> CardDef:
    """The definition of the card or token named exactly ``name``.

    Raises UnknownCardError when no card of that name is registered.
    """
    if _catalog_loader is not None:
        _ensure_loaded()
    c = CARDS.get(name) or TOKENS.get(name) or FACES.get(name) or _compiled(name)
    if c is None:
        raise UnknownCardError(name)
    return c


def _compiled(name: str) -> CardDef | None:
    """A card not hand-written: compiled from its Oracle text when the compiler implements it
    (:mod:`mtgrules.oracle`), then registered."""
    if _card_compiler is None:
        return None
    if is_face_key(name):  # a face of a multi-face card: compile the card
        card = whole_card(name)
        if card not in CARDS:
            _compiled(card)
        return FACES.get(name)
    d = _card_compiler(name)
    return register(d, name) if d is not None else None


def is_known_card(name: str) -> bool:
    """True when ``name`` is a registered (non-token) card."""
    _ensure_loaded()
    if name in CARDS:
        return True
    if is_face_key(name):
        return False
    d = _compiled(name)
    return d is not None and not d.token


def card_names() -> list[str]:
    """All registered card names, sorted."""
    _ensure_loaded()
    return sorted(CARDS)


def get_ability(key: str) -> Ability:
    """The ability registered under ``key``; raises KeyError if none.

    A card compiled on first use registers its abilities (keyed ``"<card>#<i>"``) only then,
    so a key naming a card not compiled yet in this process (a save resumed in a fresh
    process) compiles that card first; ``"token:<token>#<i>"`` a compiled token."""
    _ensure_loaded()
    a = ABILITIES.get(key)
    if a is None and "#" in key:
        name = key.rsplit("#", 1)[0].removeprefix("token:")
        if name not in CARDS and name not in TOKENS:
            _compiled(name)
        a = ABILITIES.get(key)
    if a is None:
        raise KeyError(key)
    return a


def shown_name(card: str) -> tuple[str, bool]:
    """How the log shows an object made from definition key ``card`` (a
    :data:`mtgrules.log.NameReader`): its name (CR 201.2; a token's is its subtypes plus
    "Token" unless the effect named it, 111.4), numbered by its id; the monarch's object is
    shown as the monarch designation, unnumbered (it is no object in the CR's terms, 724)."""
    from mtgrules.cards.designations import MONARCH, MONARCH_SHOWN

    if card == MONARCH:
        return MONARCH_SHOWN, False
    try:
        return get_card(card).object_name, True
    except UnknownCardError:
        return card, True
