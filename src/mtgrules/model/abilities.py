"""The ability kinds (CR 113.3): spell, activated, triggered and static abilities, and keyword
abilities whose rules live in the engine (CR 702).

Abilities are immutable data shared by every object that has them; the game state refers to
them by ``key``. A card definition is printed characteristics plus a tuple of these
(:class:`mtgrules.cards.definition.CardDef`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mtgrules.model.attached_conditions import AttachedIs
from mtgrules.model.base import Ability, KeywordName, Zone
from mtgrules.model.continuous import DefinePT, LayerEffect, YouControlAtLeast
from mtgrules.model.costs import AbilityKeyword, Cost, CostModification
from mtgrules.model.devotion import DevotionBelow
from mtgrules.model.effects import Effect, TargetSlot
from mtgrules.model.history import EffectCondition
from mtgrules.model.keyword_abilities import KeywordTag
from mtgrules.model.modes import ModeChoice, selection_key, selections, shift_targets
from mtgrules.model.refs import Each, ObjectRef, ThisObject
from mtgrules.model.replacement import ReplacementEffect
from mtgrules.model.rules import RuleModification
from mtgrules.model.triggers import Condition, Dies, Enters, TriggerEvent


@dataclass(frozen=True, slots=True)
class Keyword(Ability):
    """A keyword ability handled by the rules (CR 702), e.g. flying; ``n`` for a keyword
    written with a number ("toxic 2", CR 702.164a)."""

    name: KeywordName
    n: int | None = None
    KIND: ClassVar[str] = "keyword"


@dataclass(frozen=True, slots=True)
class SpellAbility(Ability):
    """The effect of an instant or sorcery, or an Aura spell's "Enchant" target
    (CR 113.3a, 303.4a), with its target slots. ``modes``: a modal spell's modes ("Choose
    one —", CR 700.2), each a spell ability with its own effect and targets, chosen as the
    spell is cast (CR 601.2b); ``choose``: how many of them ("Choose two —", "Choose one or
    both —")."""

    effect: tuple[Effect, ...] = ()
    targets: tuple[TargetSlot, ...] = ()
    modes: tuple[SpellAbility, ...] = ()
    choose: ModeChoice = ModeChoice.ONE
    KIND: ClassVar[str] = "spell"

    def _check(self) -> None:
        if self.modes and (self.effect or self.targets):
            self.fail("a modal spell keeps its effects and targets in its modes")
        if self.choose != ModeChoice.ONE and len(self.modes) < 2:
            self.fail(f"'{self.choose.heading}' without two or more modes (CR 700.2)")

    def selections(self) -> tuple[tuple[int, ...], ...]:
        """The choices of modes this modal spell allows (mode indices in printed order;
        :func:`mtgrules.model.modes.selections`); () when it is not modal."""
        return selections(self.choose, len(self.modes)) if self.modes else ()

    def selected(self, selection: tuple[int, ...]) -> SpellAbility:
        """The spell ability this modal spell resolves with when the modes ``selection``
        are chosen (CR 700.2, 608.2c): one mode itself; several, their effects in printed
        order with their target slots one after the other, keyed
        :func:`~mtgrules.model.modes.selection_key`. Raises IndexError for a mode it
        doesn't have."""
        if len(selection) == 1:
            return self.modes[selection[0]]
        effect: list[Effect] = []
        targets: list[TargetSlot] = []
        for j in selection:
            m = self.modes[j]
            effect.extend(shift_targets(m.effect, len(targets)))
            targets.extend(m.targets)
        return SpellAbility(self.key and selection_key(self.key, selection),
                            "\n".join(self.modes[j].text for j in selection),
                            effect=tuple(effect), targets=tuple(targets))


@dataclass(frozen=True, slots=True)
class ActivatedAbility(Ability):
    """An activated ability "[Cost]: [Effect]" (CR 602).

    ``mana_ability``: a mana ability (CR 605.1a), which doesn't use the stack.
    ``sorcery_speed``: "Activate only as a sorcery" (CR 602.5d). ``level``: a Class level
    ability (CR 716.2a) makes the Class this level and is activatable only at ``level - 1``.
    ``zone``: where it functions (CR 113.6; the graveyard for unearth, 702.84a).
    ``keyword``: the keyword ability it is (equip, unearth...), for cost modifications.
    ``once_each_turn``: "Activate only once each turn" (CR 602.5b).
    ``x_nonzero``: "X can't be 0." after the effect: the X its controller announces for the
    {X} of its cost (CR 602.2b, 601.2b, 107.3a) is at least 1.
    ``condition``: "Activate only if [condition]." (CR 602.5b: a restriction on when it can
    be activated, checked as it is activated).
    """

    cost: Cost = Cost()
    effect: tuple[Effect, ...] = ()
    targets: tuple[TargetSlot, ...] = ()
    mana_ability: bool = False
    sorcery_speed: bool = False
    level: int | None = None
    zone: Zone = Zone.BATTLEFIELD
    keyword: AbilityKeyword | None = None
    once_each_turn: bool = False
    x_nonzero: bool = False
    condition: EffectCondition | None = None
    KIND: ClassVar[str] = "activated"

    def _check(self) -> None:
        if self.x_nonzero and not self.cost.mana.x_count:
            self.fail("\"X can't be 0\" without {X} in the cost (CR 107.3a)")
        if self.mana_ability and self.cost.mana.x_count:
            self.fail("a mana ability with {X} in its cost (X is announced for abilities on "
                      "the stack only, CR 602.2b)")
        if self.mana_ability and (self.cost.sacrifice is not None or self.cost.discard or (
                self.cost.discard_cards is not None) or (
                self.cost.exile_self and self.zone == Zone.BATTLEFIELD)):
            self.fail("a mana ability that sacrifices, discards or exiles as its cost (the "
                      "mana planner doesn't foresee those costs)")
        if self.mana_ability and self.targets:
            self.fail("a mana ability can't have targets (CR 605.1a)")


@dataclass(frozen=True, slots=True)
class TriggeredAbility(Ability):
    """A triggered ability "When/Whenever/At [event], [effect]" (CR 603).

    ``intervening_if``: "if [condition]" checked when it triggers and as it resolves
    (CR 603.4). ``mana_ability``: a triggered mana ability (CR 605.1b), resolving at once.
    ``optional``: "you may" at the level of the whole ability is in the effect (``May``).
    ``once_each_turn``: "This ability triggers only once each turn" (a restriction on
    triggering, like 603.2h's "Do this only once each turn"): it triggers only if this object
    hasn't triggered it yet this turn (a new object, CR 400.7, may trigger it again).
    """

    event: TriggerEvent
    effect: tuple[Effect, ...] = ()
    targets: tuple[TargetSlot, ...] = ()
    intervening_if: Condition | None = None
    mana_ability: bool = False
    keyword_tag: KeywordTag | None = None
    modes: tuple[TriggeredAbility, ...] = ()
    """A modal triggered ability's modes ("When ~ enters, choose one —", CR 700.2): each with
    its own effect and targets; one is chosen as the ability is put on the stack (700.2b)."""
    once_each_turn: bool = False
    KIND: ClassVar[str] = "triggered"

    def _check(self) -> None:
        if self.mana_ability and self.targets:
            self.fail("a triggered mana ability can't have targets (CR 605.1b)")
        if self.modes and (self.effect or self.targets or len(self.modes) < 2):
            self.fail("a modal ability keeps its effects and targets in two or more modes")
        if isinstance(self.event, Enters | Dies) and self.event.one_or_more and \
                not isinstance(self.event.what, Each):
            self.fail("'one or more' names a group of objects")


@dataclass(frozen=True, slots=True)
class StaticAbility(Ability):
    """A static ability (CR 604): continuous effects, rule modifications, a replacement or
    prevention effect, or a cost modification, on the objects ``affects`` names ("this",
    "enchanted creature", "Other Elf creatures you control"; relative to the source's
    controller).

    ``cda``: a characteristic-defining ability (CR 604.3), which works in every zone; its
    layer effects must all be :class:`~mtgrules.model.continuous.DefinePT`.
    """

    affects: ObjectRef = ThisObject()
    layer_effects: tuple[LayerEffect, ...] = ()
    rules: tuple[RuleModification, ...] = ()
    replacement: ReplacementEffect | None = None
    cost_modification: CostModification | None = None
    cda: bool = False
    condition: Condition | YouControlAtLeast | DevotionBelow | AttachedIs | None = None
    """"As long as [condition], ..." / "During your turn, ...": the effects apply only while
    it holds (CR 611.3a); only for layer effects and rule modifications. A condition on
    computed characteristics ("as long as you control five or more enchantments",
    :class:`~mtgrules.model.continuous.YouControlAtLeast`; devotion,
    :class:`~mtgrules.model.devotion.DevotionBelow`) is judged by the layer system when
    the effect would first apply, and only for layer effects; one on the attached permanent
    (:class:`~mtgrules.model.attached_conditions.AttachedIs`) likewise, also for rules."""
    KIND: ClassVar[str] = "static"

    def _check(self) -> None:
        if not (self.layer_effects or self.rules or self.replacement
                or self.cost_modification):
            self.fail("does nothing: give layer effects, rules, a replacement or a cost "
                      "modification")
        if self.cda and not all(isinstance(e, DefinePT) for e in self.layer_effects):
            self.fail("a characteristic-defining ability only defines characteristics "
                      "(CR 604.3)")
        if self.condition is not None and (self.replacement or self.cost_modification
                                           or self.cda):
            self.fail("a condition only on layer effects and rule modifications")
        if isinstance(self.condition, YouControlAtLeast | DevotionBelow) and (self.rules
                                                              or not self.layer_effects):
            self.fail("a condition on what you control only on layer effects")
        if not self.cda and any(isinstance(e, DefinePT) for e in self.layer_effects):
            self.fail("DefinePT belongs to a characteristic-defining ability (cda=True)")
