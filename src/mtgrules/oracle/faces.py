"""Compiling multi-face cards (CR 709 split and aftermath, 712 double-faced, 715 adventurer and
720 omen cards, which the card data lays out as adventurers).

Each face is compiled by the per-face compiler (:func:`mtgrules.oracle.compiler._compile_face`)
with its own render check; the card is implemented only when every face is. What the faces'
texts say about the card as a whole is read here:

- ``Aftermath`` (CR 702.127a) on the second half of an aftermath card is that card's rule, not
  an ability of the half: the line is consumed when it is exactly the rendering "Aftermath";
- ``Fuse`` (702.102) is a keyword line of each half; a split card whose two halves have it
  gets a *fused* spell ability (:func:`_fused`), cast from the hand as the whole card.

The card's definition (:class:`~mtgrules.cards.definition.CardDef`) has ``layout`` and
``faces`` (one definition per face, named after the face, abilities keyed by the face key
``"<card>|<face>"``, :mod:`mtgrules.cards.faces`). Its own characteristics are those of the
zones where no face is chosen: a split card's two halves combined (709.4: both names, the
combined mana cost, each card type and each non-spell ability), a double-faced card's front
face (712.8a), an adventurer card's normal characteristics (715.4).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from mtgrules.carddb import CardRecord, Face, Layout
from mtgrules.cards.definition import CardDef, TypeLine
from mtgrules.cards.faces import face_key
from mtgrules.mana import ManaCost
from mtgrules.model import Keyword, KeywordName, SpellAbility, TargetRef
from mtgrules.model.base import Ability, Node
from mtgrules.oracle.compiler import Problem, Verdict, _compile_face
from mtgrules.oracle.errors import Unsupported
from mtgrules.oracle.normalize import current_wording, lines
from mtgrules.oracle.tokens import created_tokens

__all__ = ["FACE_LAYOUTS", "compile_faces"]

FACE_LAYOUTS = frozenset({Layout.SPLIT, Layout.AFTERMATH, Layout.ADVENTURE, Layout.MODAL_DFC,
                          Layout.TRANSFORM})
"""The layouts this module compiles (flip, meld and the others are not compiled yet)."""

AFTERMATH = "Aftermath"
"""The rendering of the aftermath rule (702.127a) on an aftermath card's second half."""


def _without_line(face: Face, text: str) -> tuple[Face, bool]:
    """``face`` without its ability line whose normalised text is ``text`` (and whether it
    had one)."""
    raws = face.lines
    kept = [raw for raw, ln in zip(raws, (lines(r, face.name) for r in raws), strict=True)
            if not (len(ln) == 1 and ln[0].text == text)]
    if len(kept) == len(raws):
        return face, False
    return dataclasses.replace(face, oracle_text="\n".join(kept)), True


def _union(*parts: tuple[str, ...]) -> tuple[str, ...]:
    out: list[str] = []
    for p in parts:
        out.extend(x for x in p if x not in out)
    return tuple(out)


def _face_problems(card: CardRecord) -> list[Problem]:
    """What the layout needs of the faces that the per-face compiler doesn't check."""
    bad: list[Problem] = []
    if len(card.faces) != 2:
        bad.append(("", f"a {card.layout.value} card with {len(card.faces)} faces", "",
                    card.name))
        return bad
    front, back = card.faces
    spell_types = {"Instant", "Sorcery"}
    if card.layout == Layout.ADVENTURE and not (
            {"Adventure", "Omen"} & set(back.subtypes) and spell_types & set(back.types)):
        bad.append(("", "an Adventure that is not an instant or sorcery Adventure or Omen",
                    "", back.name))
    fuse = ["Fuse" in (f.keywords or ()) or any(ln == "Fuse" for ln in f.lines)
            for f in card.faces]
    if any(fuse) and not (all(fuse) and card.layout == Layout.SPLIT and
                          set(front.types) == set(back.types)):
        bad.append(("", "fuse on a card whose halves don't both have it or differ in card "
                    "type", "", card.name))
    if card.layout == Layout.TRANSFORM and spell_types & set(front.types + back.types):
        bad.append(("", "an instant or sorcery face of a transforming card", "", card.name))
    return bad


def compile_faces(card: CardRecord) -> Verdict:
    """Compile a split, aftermath, adventurer, modal or transforming double-faced card (see
    the module docstring). Never raises: problems are the verdict's unsupported lines."""
    bad = _face_problems(card)
    defs: list[CardDef] = []
    for i, face in enumerate(card.faces):
        face = current_wording(face)
        if card.layout == Layout.AFTERMATH and i == 1:
            face, had = _without_line(face, AFTERMATH)
            if not had:
                bad.append(("", "an aftermath half without its Aftermath line", "",
                            face.name))
        key = card.name if i == 0 and card.layout not in (Layout.SPLIT, Layout.AFTERMATH) \
            else face_key(card.name, face.name)
        d, problems = _compile_face(face, key)
        bad.extend(problems)
        if d is not None:
            defs.append(dataclasses.replace(d, name=face.name))
    if bad or len(defs) != len(card.faces):
        return Verdict(card.name, False, tuple(bad))
    try:
        whole = _whole(card, tuple(defs))
    except Unsupported as e:
        return Verdict(card.name, False, (("", e.reason, "", card.name),))
    return Verdict(card.name, True, (), whole,
                   created_tokens(a for f in defs for a in f.abilities))


def _whole(card: CardRecord, faces: tuple[CardDef, ...]) -> CardDef:
    """The card's own definition: for split cards the halves combined (709.4), else the
    front face (712.8a, 715.4); with ``layout`` and ``faces``."""
    layout = card.layout.value
    if card.layout == Layout.TRANSFORM:
        # CR 202.3b, 712.8e: a nonmodal back face's mana value is that of its front face's
        # mana cost (it has no mana cost of its own, and its colours are its colour
        # indicator's, 204): modelled as the front face's mana cost with the back face's
        # colours made explicit (none without a colour indicator), as it can't be cast.
        back = faces[1]
        faces = (faces[0], dataclasses.replace(
            back, mana_cost=faces[0].mana_cost, color_indicator=back.color_indicator or ()))
    if card.layout not in (Layout.SPLIT, Layout.AFTERMATH):
        return dataclasses.replace(faces[0], layout=layout, faces=faces)
    symbols: tuple[str, ...] = ()
    for f in faces:
        symbols += f.mana_cost.symbols if f.mana_cost else ()
    tl = TypeLine(_union(*(f.type_line.supertypes for f in faces)),
                  _union(*(f.type_line.types for f in faces)),
                  _union(*(f.type_line.subtypes for f in faces)))
    abilities: tuple[Ability, ...] = ()
    for a in (a for f in faces for a in f.abilities if not isinstance(a, SpellAbility)):
        if a not in abilities:
            abilities += (a,)
    if Keyword in {type(a) for a in abilities} and any(
            isinstance(a, Keyword) and a.name == KeywordName.FUSE for a in abilities):
        abilities += (_fused(card.name, faces),)
    return CardDef(name=card.name, mana_cost=ManaCost(symbols), type_line=tl,
                   oracle="\n//\n".join(f.oracle for f in faces), abilities=abilities,
                   layout=layout, faces=faces)


def _shift_targets(node: Any, by: int) -> Any:
    """``node`` with every target reference's slot moved up by ``by`` (nested abilities are
    left alone: their targets are their own)."""
    if isinstance(node, TargetRef):
        return TargetRef(node.slot + by)
    if isinstance(node, tuple):
        return tuple(_shift_targets(x, by) for x in node)
    if isinstance(node, Node) and not isinstance(node, Ability) and \
            dataclasses.is_dataclass(node):
        changes = {f.name: _shift_targets(getattr(node, f.name), by)
                   for f in dataclasses.fields(node)}
        return dataclasses.replace(node, **changes)
    return node


def _fused(card: str, faces: tuple[CardDef, ...]) -> SpellAbility:
    """The spell ability of a fused split spell (702.102b-d): the left half's instructions
    then the right half's, with the targets of both (the right half's slots after the
    left's), cast for the combined mana cost of the card."""
    left, right = (next(a for a in f.abilities if isinstance(a, SpellAbility)) for f in faces)
    if left.modes or right.modes:
        raise Unsupported("a fused split card with a modal half")
    shifted = _shift_targets(right.effect, len(left.targets))
    return SpellAbility(f"{card}#fused", f"{left.text} // {right.text}",
                        effect=left.effect + shifted, targets=left.targets + right.targets)
