"""Context checks of a card definition: references and nodes that only make sense in some
abilities or on some cards, so a definition that misuses one fails at load (issue 9 §2).

- "defending player" only in an attack trigger (CR 506.2); "that creature"/"that player"
  (:class:`~mtgrules.model.EventObject`, :class:`~mtgrules.model.EventPlayer`) only in
  triggered abilities;
- "it"/"they" (:class:`~mtgrules.model.Those`) only after an effect that acted on objects,
  "the sector of your choice" only after :class:`~mtgrules.model.ChooseSector`;
- "it" of a continuous effect (:class:`~mtgrules.model.AffectedObject`) only in a static
  ability's layer effects;
- "enchanted/equipped" (:class:`~mtgrules.model.AttachedObject`) only on an Aura or an
  Equipment (CR 303.4, 301.5);
- X only when the card's or the ability's cost has {X} (CR 107.3) or the text defines it
  ("where X is ...", 107.3c); "the life lost this way" only after a life loss (119.3); "unless its controller
  pays {X}" only in a spell whose mana cost has {X} (107.3a);
- chapter abilities only on Sagas (CR 714.2), level abilities and "becomes level N" only on
  Classes (CR 716.2);
- a triggered mana ability must trigger on tapping for mana (CR 605.1b);
- a mode's ability ("• Khans — ...") only on a card whose as-enters choice names it (614.12a);
- "you may sacrifice [name]" in a granted ability names the card itself, an Aura or Equipment.
"""

from __future__ import annotations

from mtgrules.cards.definition import CardDef
from mtgrules.model.abilities import ActivatedAbility, SpellAbility, StaticAbility, TriggeredAbility
from mtgrules.model.amounts import X
from mtgrules.model.as_enters import (
    AsEntersChoose,
    AsEntersChooseOne,
    ChoiceKind,
    ChosenNameRestriction,
    ModeChosen,
)
from mtgrules.model.base import Ability, children, walk
from mtgrules.model.effects import (
    BecomeLevel,
    ChooseSector,
    Compound,
    Effect,
    LoseLife,
    May,
    MayIfYouDo,
    RollDie,
    Unless,
    UnlessPays,
)
from mtgrules.model.keyword_abilities import BlocksOrBecomesBlocked
from mtgrules.model.mana_spend import SpendOnly
from mtgrules.model.reflexive import MaySacrificeGrantor
from mtgrules.model.refs import (
    AffectedObject,
    AttachedObject,
    DefendingPlayer,
    EachInChosenSector,
    EventObject,
    EventPlayer,
    Those,
)
from mtgrules.model.spell_costs import BESTOW, SpellCost
from mtgrules.model.triggers import Attacks, BecomesLevel, ChapterReached, TappedForMana
from mtgrules.model.where_x import GainLifeLostThisWay, WhereX


def _inside(node: object) -> list[object]:
    """Every node inside ``node`` (itself included), not descending into nested abilities."""
    out: list[object] = []
    stack = [node]
    while stack:
        n = stack.pop()
        out.append(n)
        if n is node or not isinstance(n, Ability):
            stack.extend(children(n))
    return out


def _sequence(effects: tuple[Effect, ...]) -> list[Effect]:
    out: list[Effect] = []
    for e in effects:
        if isinstance(e, Compound):  # "A, then B": B's "it" may refer to A (CR 608.2c)
            out.extend(_sequence(e.effects))
            continue
        if isinstance(e, May | Unless):  # the choice itself names no object: its effects
            out.extend(_sequence(e.effects))  # are the sequence ("you may exile it, then
            continue                          # return it")
        if isinstance(e, MayIfYouDo):  # "you may exile ~. If you do, return it ..."
            out.extend(_sequence(e.effects + e.then))
            continue
        out.append(e)
    return out


def _rows_refer_within(e: Effect) -> bool:
    """A die roll first (CR 706.3a) whose rows' "it" each refer to an earlier effect of the
    same row ("Create a 1/1 ... token, then attach ~ to it")."""
    if not isinstance(e, RollDie) or not e.rows:
        return False
    for r in e.rows:
        seq = _sequence(r.effects)
        if seq and Those in {type(n) for n in _inside(seq[0])}:
            return False
    return True


def _bestows(card: CardDef) -> bool:
    """Whether the card has bestow (CR 702.103a): cast bestowed, it is an Aura (702.103b)."""
    return any(isinstance(a, SpellCost) and a.keyword == BESTOW for a in card.abilities)


def context_errors(card: CardDef, a: Ability) -> list[str]:
    """What is wrong with ability ``a`` of ``card`` in context (see the module doc); empty
    when nothing is."""
    errs: list[str] = []
    subtypes = set(card.type_line.subtypes)
    nodes = _inside(a)
    kinds = {type(n) for n in nodes}
    if DefendingPlayer in kinds and not (isinstance(a, TriggeredAbility) and (
            isinstance(a.event, Attacks) or (isinstance(a.event, BlocksOrBecomesBlocked)
                                             and not a.event.blocks))):
        errs.append("'defending player' outside an attack trigger (CR 506.2)")
    if any(isinstance(n, UnlessPays) and n.cost.x_count for n in nodes) and not (
            isinstance(a, SpellAbility) and card.mana_cost is not None
            and card.mana_cost.x_count):
        errs.append("'pays {X}' where X is not the spell's own X (CR 107.3a)")
    if kinds & {EventObject, EventPlayer} and not isinstance(a, TriggeredAbility):
        errs.append("a reference to the trigger event outside a triggered ability")
    if AttachedObject in kinds and not subtypes & {"Aura", "Equipment"} and not _bestows(card):
        errs.append("'enchanted/equipped' on a card that is neither an Aura nor an Equipment")
    if AffectedObject in kinds:
        allowed = {id(n) for e in getattr(a, "layer_effects", ()) for n in _inside(e)}
        if not isinstance(a, StaticAbility) or any(
                isinstance(n, AffectedObject) and id(n) not in allowed for n in nodes):
            errs.append("'it' of a continuous effect outside a static ability's layer effects")
    defined = {id(n) for w in nodes if isinstance(w, WhereX) for n in _inside(w)}
    if any(isinstance(n, X) and id(n) not in defined for n in nodes):  # CR 107.3c
        costs = [card.mana_cost] + ([a.cost.mana] if isinstance(a, ActivatedAbility) else [])
        if not any(c is not None and c.x_count for c in costs):
            errs.append("X is used but no cost has {X} (CR 107.3)")
    if any(isinstance(n, MaySacrificeGrantor) and (n.name != card.name or not subtypes & {
            "Aura", "Equipment"}) for n in walk(a)):
        errs.append("'sacrifice [name]' in a granted ability names no Aura or Equipment of "
                    "this card's (CR 603.12)")
    if isinstance(a, TriggeredAbility) and isinstance(a.intervening_if, ModeChosen) and not any(
            isinstance(x, StaticAbility) and isinstance(x.replacement, AsEntersChoose)
            and a.intervening_if.word in x.replacement.options for x in card.abilities):
        errs.append("a mode no as-enters choice names (CR 614.12a)")
    chosen_as = {x.replacement.what for x in card.abilities if isinstance(x, StaticAbility)
              and isinstance(x.replacement, AsEntersChooseOne)}
    if ChosenNameRestriction in kinds and not chosen_as & {ChoiceKind.CARD_NAME,
                                                        ChoiceKind.NONLAND_CARD_NAME}:
        errs.append("'the chosen name' but no name is chosen as it enters (CR 607.2)")
    if any(isinstance(n, SpendOnly) and n.chosen_type for n in nodes) and \
            ChoiceKind.CREATURE_TYPE not in chosen_as:
        errs.append("'the chosen type' but no creature type is chosen as it enters (CR 607.2)")
    if isinstance(a, TriggeredAbility):
        if isinstance(a.event, ChapterReached) and "Saga" not in subtypes:
            errs.append("a chapter ability on a card that is not a Saga (CR 714.2)")
        if isinstance(a.event, BecomesLevel) and "Class" not in subtypes:
            errs.append("a level trigger on a card that is not a Class (CR 716.2)")
        if a.mana_ability and not isinstance(a.event, TappedForMana):
            errs.append("a triggered mana ability must trigger on tapping for mana (CR 605.1b)")
    if isinstance(a, ActivatedAbility) and a.cost.discard_self and a.zone != "hand":
        errs.append("'discard this card' in an ability that doesn't function in the hand")
    if (BecomeLevel in kinds or (isinstance(a, ActivatedAbility) and a.level is not None)) \
            and "Class" not in subtypes:
        errs.append("a level ability on a card that is not a Class (CR 716.2a)")
    if isinstance(a, SpellAbility | ActivatedAbility | TriggeredAbility):
        seq = _sequence(a.effect)
        chosen = lost = False
        for i, e in enumerate(seq):
            if isinstance(e, GainLifeLostThisWay) and not lost:
                errs.append("'the life lost this way' follows no life loss (CR 119.3)")
            lost = lost or any(isinstance(n, LoseLife) for n in _inside(e))
            inner = {type(n) for n in _inside(e)}
            if Those in inner and i == 0 and not _rows_refer_within(e):
                errs.append("'it'/'they' refers to no earlier effect")
            if EachInChosenSector in inner and not chosen:
                errs.append("'the sector of your choice' before a sector is chosen")
            chosen = chosen or isinstance(e, ChooseSector)
    return errs

