"""Rule-modifying effects (CR 604.1, 613.11... "can't", "may ... as though"): effects that
change how the rules treat objects or players rather than their characteristics.

A static ability carries them with the objects it affects (``StaticAbility.rules``); a
resolving spell or ability creates one with :class:`~mtgrules.model.effects.ApplyRule`.
The rules that care read them: combat (cant attack/block, CR 508.1c, 509.1b), the untap step
(502.3), cleanup (514.1 hand size), activation (302.6 haste), zone changes (noting).
"""

from __future__ import annotations

from dataclasses import dataclass

from mtgrules.model.base import Node
from mtgrules.model.filters import Filter, ObjectFilter
from mtgrules.model.prevention import ProtectionFrom


@dataclass(frozen=True, slots=True)
class CantAttack(Node):
    """The affected creature can't attack (CR 508.1c)."""


@dataclass(frozen=True, slots=True)
class CantBlock(Node):
    """The affected creature can't block (CR 509.1b)."""


@dataclass(frozen=True, slots=True)
class AttacksEachCombat(Node):
    """The affected creature attacks each combat if able (a requirement, CR 508.1d)."""


@dataclass(frozen=True, slots=True)
class CantBeBlocked(Node):
    """The affected creature can't be blocked (CR 509.1b)."""


@dataclass(frozen=True, slots=True)
class CantBeBlockedByMore(Node):
    """The affected creature can't be blocked by more than ``n`` creatures (CR 509.1b)."""

    n: int

    def _check(self) -> None:
        if self.n < 1:
            self.fail("a blocking limit is at least 1")


@dataclass(frozen=True, slots=True)
class CanBlockAdditional(Node):
    """The affected creature can block ``extra`` additional creatures each combat
    (CR 509.1a)."""

    extra: int = 1

    def _check(self) -> None:
        if self.extra < 1:
            self.fail("at least one additional creature")


@dataclass(frozen=True, slots=True)
class CanBlockOnly(Node):
    """The affected creature can block only creatures matching ``filter`` ("can block only
    creatures with flying", CR 509.1b)."""

    filter: ObjectFilter


@dataclass(frozen=True, slots=True)
class DoesntUntap(Node):
    """The affected permanent doesn't untap during its controller's untap step (CR 502.3)."""


@dataclass(frozen=True, slots=True)
class NoMaximumHandSize(Node):
    """"You have no maximum hand size" (CR 402.2, 514.1)."""


@dataclass(frozen=True, slots=True)
class CastAsThoughFlash(Node):
    """"You may cast spells as though they had flash" (CR 702.8a, 601.3e): the controller
    may cast spells any time they could cast an instant."""


@dataclass(frozen=True, slots=True)
class ActivateAsThoughHaste(Node):
    """"You may activate abilities of [objects] you control as though those creatures had
    haste" (CR 302.6, 702.10)."""

    filter: ObjectFilter = Filter()


@dataclass(frozen=True, slots=True)
class BlockOnlyWithinSector(Node):
    """"Creatures in each sector can be blocked only by creatures in the same sector"
    (CR 702.158)."""


@dataclass(frozen=True, slots=True)
class CantBeCountered(Node):
    """"[This spell] can't be countered" (CR 101.2, 701.6): a spell or ability that would
    counter it does nothing to it (it stays on the stack)."""


@dataclass(frozen=True, slots=True)
class NoteManaValueOfExiledCards(Node):
    """"Note the mana value of each card as it's put into exile": the source records, while
    on the battlefield, the mana value each card has in exile (read by
    :class:`~mtgrules.model.amounts.GreatestNoted`)."""


@dataclass(frozen=True, slots=True)
class SpendManaAsThoughAnyColor(Node):
    """"Players may spend mana as though it were mana of any color" (CR 609.4b, 613.11): every
    player pays each colored mana symbol with mana of any type."""


from mtgrules.model.activation_rules import CantActivateAbilities  # noqa: E402
from mtgrules.model.as_enters import ChosenNameRestriction  # noqa: E402
from mtgrules.model.blocked_except import CanBeBlockedOnlyBy  # noqa: E402
from mtgrules.model.blocking import (  # noqa: E402
    AllMustBlock,
    BlocksIfAble,
    CantAttackAlone,
    CantBlockAlone,
    MustBeBlocked,
)
from mtgrules.model.combat_restrictions import (  # noqa: E402
    AssignAsThoughUnblocked,
    CantAttackUnlessDefenderControls,
    CantBeBlockedBy,
)
from mtgrules.model.graveyard_casting import CastThisFromGraveyard  # noqa: E402
from mtgrules.model.land_plays import AdditionalLandPlay  # noqa: E402
from mtgrules.model.library_top import (  # noqa: E402
    CastFromLibraryTop,
    LookAtLibraryTop,
    PlayLandsFromLibraryTop,
    PlayWithTopRevealed,
)
from mtgrules.model.life_gain import CantGainLife  # noqa: E402
from mtgrules.model.linked_exile import PlayCardsExiledWith  # noqa: E402
from mtgrules.model.player_prohibitions import (  # noqa: E402
    CantActivateAbilitiesOf,
    CantCastSpells,
)

RuleModification = (AdditionalLandPlay  # CR 305.2a (model.land_plays)
                    | LookAtLibraryTop | CastFromLibraryTop  # CR 401.2, 601.3 (model.library_top)
                    | PlayWithTopRevealed | PlayLandsFromLibraryTop  # CR 401.5, 305.1
                    | CantBeBlockedBy | CantAttackUnlessDefenderControls | AssignAsThoughUnblocked
                    | BlocksIfAble | MustBeBlocked | AllMustBlock  # CR 509.1c requirements
                    | CantAttackAlone | CantBlockAlone  # CR 506.5 "alone" restrictions
                    | CantAttack | CantBlock | AttacksEachCombat | CantBeBlocked | CanBlockOnly | DoesntUntap | NoMaximumHandSize
                    | ActivateAsThoughHaste | BlockOnlyWithinSector | NoteManaValueOfExiledCards
                    | CastAsThoughFlash
                    | CantBeBlockedByMore | CanBlockAdditional | ProtectionFrom
                    | SpendManaAsThoughAnyColor | CantBeCountered
                    | PlayCardsExiledWith  # CR 607.2a, 601.3 (model.linked_exile)
                    | ChosenNameRestriction  # CR 607.2, 602.5 (model.as_enters)
                    | CantGainLife  # CR 119.7 (model.life_gain)
                    | CastThisFromGraveyard  # CR 601.3, 113.6b (model.graveyard_casting)
                    | CanBeBlockedOnlyBy  # CR 509.1b (model.blocked_except)
                    | CantActivateAbilities  # CR 602.5 (model.activation_rules)
                    | CantCastSpells | CantActivateAbilitiesOf  # CR 601.2, 602.5 (model.player_prohibitions)
                    | ChosenNameRestriction)  # CR 607.2, 602.5 (model.as_enters)
"""Any rule-modifying effect."""

OBJECT_RULES = (CantBeBlockedBy, CanBeBlockedOnlyBy, CantAttackUnlessDefenderControls, AssignAsThoughUnblocked,
                CantAttack, CantBlock, AttacksEachCombat, CantBeBlocked, CanBlockOnly, DoesntUntap,
                CantBeBlockedByMore, CanBlockAdditional, ProtectionFrom, BlocksIfAble,
                MustBeBlocked, AllMustBlock, CantAttackAlone, CantBlockAlone,
                CantActivateAbilities)
"""Rule modifications that apply to the affected objects (the others to the controller or
the game)."""
