"""The Oracle-text compiler (issue 9, section 3): card Oracle text -> the engine's ability
model, proved by rendering the model back to the text.

Public entry points: :func:`verdict` (the compiler's verdict on a card by exact name, compiled
lazily and cached) and :func:`compiled_definition` (the definition of an implemented card).
Modules: :mod:`~mtgrules.oracle.normalize` (reminder text, self-references, lines),
:mod:`~mtgrules.oracle.phrases` (numbers, targets, filters), one module per template family
(:mod:`~mtgrules.oracle.keywords`, :mod:`~mtgrules.oracle.mana_abilities`,
:mod:`~mtgrules.oracle.effects`, :mod:`~mtgrules.oracle.triggers`,
:mod:`~mtgrules.oracle.activated`, :mod:`~mtgrules.oracle.statics`,
:mod:`~mtgrules.oracle.spells`), :mod:`~mtgrules.oracle.render` (model -> text) and
:mod:`~mtgrules.oracle.compiler` (the round trip and the verdict). Which family reads a line,
and in which order, is declared in :mod:`~mtgrules.oracle.readers`;
:mod:`~mtgrules.oracle.ambiguity` checks the corpus for lines two readers read differently
and :mod:`~mtgrules.oracle.golden` keeps every card's compiled model in a reviewed file
(issue 19).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtgrules.carddb import CardRecord
    from mtgrules.cards.definition import CardDef
    from mtgrules.cards.status import CardStatus
    from mtgrules.oracle.compiler import Verdict

_VERDICTS: dict[str, Verdict | None] = {}


def verdict(name: str) -> Verdict | None:
    """The compiler's verdict on the card named exactly ``name`` (its full name, ``"A // B"``
    for several faces); None when the card database (:mod:`mtgrules.carddb`) has no card of
    exactly that name. Cached per name."""
    if name in _VERDICTS:
        return _VERDICTS[name]
    from mtgrules.carddb import database
    from mtgrules.oracle.compiler import compile_card
    from mtgrules.oracle.faces import FACE_LAYOUTS, compile_faces
    from mtgrules.oracle.frames import FRAME_COMPILERS

    rec = database().get(name)
    v = None
    if rec is not None and rec.name == name:
        multi = rec.layout in FACE_LAYOUTS and rec.traditional
        frame = FRAME_COMPILERS.get(rec.layout) if rec.traditional else None
        v = frame(rec) if frame else compile_faces(rec) if multi else compile_card(rec)
    _VERDICTS[name] = v
    return v


def oracle_status(card: CardRecord) -> CardStatus | None:
    """The compiler's answer as a card-status provider (:mod:`mtgrules.cards.status`): the
    card's status with each unsupported Oracle line and why; None for a card it has no
    verdict on."""
    from mtgrules.cards.status import CardStatus
    from mtgrules.errors import UnsupportedLine

    v = verdict(card.name)
    if v is None:
        return None
    if v.implemented:
        return CardStatus(True, (), "compiler")
    return CardStatus(False, tuple(UnsupportedLine(raw or line, reason, face)
                                   for line, reason, raw, face in v.unsupported), "compiler")


def compiled_definition(name: str) -> CardDef | None:
    """The compiled definition of ``name`` when the compiler implements it, else None. The
    token definitions it creates are registered first (CR 111.4). A name that is no card
    but a token description the compiler makes (``"1/1 white Soldier creature token"``,
    ``"Treasure"``) gives that token's definition, registered: so a saved game holding
    compiled tokens resumes in a fresh process."""
    from mtgrules.cards import registry

    v = verdict(name)
    if v is None:
        from mtgrules.oracle.tokens import parse_token

        # a token the compiler defined in another process: its name is its description
        t = (parse_token(name) or parse_token(name + " token")) \
            if name not in registry.TOKENS else None
        return t if t is not None and t.name == name else None  # the registry registers it
    if not v.implemented:
        return None

    for t in v.tokens:
        if t.name not in registry.TOKENS:
            registry.register(t)
    return v.definition
