"""Exile the top card of your library; you may play it for a while (CR 406.3, 601.3, 305.1):
``"Exile the top card of your library. Until end of turn, you may play that card."``."""

from __future__ import annotations

import enum
from dataclasses import dataclass

from mtgrules.model.amounts import Amount, Fixed
from mtgrules.model.base import Node
from mtgrules.model.refs import PlayerRef, Those, You


class ImpulseWording(enum.StrEnum):
    """How the permission sentence is written (the rules are those of its duration)."""

    IT_THIS_TURN = "You may play it this turn"
    UNTIL_END_OF_TURN = "Until end of turn, you may play that card"
    UNTIL_NEXT_TURN = "Until the end of your next turn, you may play that card"
    IT_UNTIL_NEXT_TURN = "You may play it until the end of your next turn"
    THAT_CARD_UNTIL_NEXT_TURN = "You may play that card until the end of your next turn"
    WHILE_EXILED = "You may play that card for as long as it remains exiled"


_NEXT = (ImpulseWording.UNTIL_NEXT_TURN, ImpulseWording.IT_UNTIL_NEXT_TURN,
         ImpulseWording.THAT_CARD_UNTIL_NEXT_TURN)


@dataclass(frozen=True, slots=True)
class ExileTopPlayable(Node):
    """"Exile the top card of your library. [You may play that card for a while]": the card
    is exiled face up (CR 406.3) and its owner may play it (601.3, 305.1: normal timing, costs
    and land plays) this turn, until the end of their next turn, or for as long as it remains
    exiled (``wording`` says which); unplayed, it stays exiled. (``"You may play that card
    this turn"`` is :class:`~mtgrules.model.ExileTopMayPlay`.)"""

    wording: ImpulseWording

    @property
    def this_turn(self) -> bool:
        """Whether the permission lasts this turn only (CR 514.2)."""
        return self.wording in (ImpulseWording.IT_THIS_TURN, ImpulseWording.UNTIL_END_OF_TURN)

    @property
    def until_next_turn(self) -> bool:
        """Whether it lasts until the end of its controller's next turn."""
        return self.wording in _NEXT


# --- the general template: an exile of the top cards, then a permission sentence -------------


@dataclass(frozen=True, slots=True)
class ExileFromTop(Node):
    """"Exile the top [N] card[s] of [whose] library" / "[Player] exiles the top ... of their
    library" (CR 406.3, 401.1): each player ``who`` names exiles the top ``count`` cards of
    their library face up; a later sentence refers to them as "that card", "those cards",
    "them" (:class:`~mtgrules.model.refs.Those`, new objects, CR 400.7), and the source
    remembers them as "cards exiled with ~" (607.2a). ``subject``: the player is the subject
    ("each opponent exiles the top card of their library"), else the sentence is an order
    ("exile the top card of each opponent's library"); the rules are the same.
    ``face_down``: "... library face down" (CR 406.3): the cards are exiled face down, with
    no characteristics (406.3a), and no player may look at them unless a later instruction
    allows it (:class:`LookAtExiled`, ``PlayExiled.look``)."""

    count: Amount = Fixed(1)
    who: PlayerRef = You()
    subject: bool = False
    face_down: bool = False

    def _check(self) -> None:
        if isinstance(self.count, Fixed) and self.count.n < 1:
            self.fail("at least one card is exiled")
        if self.subject and isinstance(self.who, You):
            self.fail("'you exile' is written as an order")


class ExiledNoun(enum.StrEnum):
    """The words a permission sentence names the exiled cards by (CR 608.2c: the cards the
    earlier sentence exiled; the rules are the same, ``ONE_OF_THOSE`` aside)."""

    IT = "it"
    THEM = "them"
    THAT_CARD = "that card"
    THOSE_CARDS = "those cards"
    THE_EXILED_CARD = "the exiled card"
    THE_EXILED_CARDS = "the exiled cards"
    THOSE_EXILED_CARDS = "those exiled cards"
    CARDS_EXILED_THIS_WAY = "cards exiled this way"
    ONE_OF_THOSE = "one of those cards"
    """Only one of them may be played: playing one ends the permission for the others."""

    @property
    def plural(self) -> bool:
        """Whether the words are plural ("them", "those cards")."""
        return self not in (ExiledNoun.IT, ExiledNoun.THAT_CARD, ExiledNoun.THE_EXILED_CARD,
                            ExiledNoun.ONE_OF_THOSE)


class PlayVerb(enum.StrEnum):
    """What the permission allows: playing (lands included, CR 305.1, 601.3), or casting only
    (a land card can't be cast, 305.9)."""

    PLAY = "play"
    CAST = "cast"
    CAST_SPELLS = "cast spells from among"


class PlayWindow(enum.StrEnum):
    """How long the permission lasts (CR 611.2a-b: a duration of the effect)."""

    THIS_TURN = "this turn"
    END_OF_TURN = "until end of turn"
    """The same as ``THIS_TURN`` (CR 514.2), written another way."""
    NEXT_TURN = "until the end of your next turn"
    NEXT_END_STEP = "until your next end step"
    """Until the beginning of the controller's next end step (CR 513.1)."""
    DURING_NEXT_TURN = "during your next turn"
    WHILE_EXILED = "for as long as it remains exiled"
    """No limit: a card that leaves exile is a new object (CR 400.7)."""


LEADING_WINDOWS = (PlayWindow.END_OF_TURN, PlayWindow.NEXT_TURN, PlayWindow.NEXT_END_STEP,
                   PlayWindow.DURING_NEXT_TURN)
"""The windows a permission sentence may open with ("Until end of turn, you may ...")."""


class AnyColorSpend(enum.StrEnum):
    """A permission's added clause: the mana for those spells may be spent as though it were
    mana of any color (CR 609.4b), in its wordings (the rules are the same)."""

    NONE = ""
    SPEND = ", and you may spend mana as though it were mana of any color to cast"
    SPEND_NO_COMMA = " and you may spend mana as though it were mana of any color to cast"
    ANY_TYPE = ", and mana of any type can be spent to cast"


SPEND_NOUNS = ("it", "that spell", "them", "those spells")
"""The words the clause names the spells by."""


@dataclass(frozen=True, slots=True)
class PlayExiled(Node):
    """"[Until ...,] you may play/cast [those cards] [this turn / until ...]" (CR 601.3, 305.1,
    611.2b): the controller may play (or only cast) the cards the previous effect exiled
    (:class:`~mtgrules.model.refs.Those`) that are still in exile, during ``window``, with
    normal timing, costs and land plays; unplayed, they stay exiled. ``leading``: the window
    opens the sentence. ``spend``: the clause letting mana be spent as though it were of any
    color to cast them (609.4b), ``spend_noun`` its words for the spells. ``what``: always
    the previous effect's objects (kept as a reference so
    a permission with nothing before it is refused, like any "it")."""

    noun: ExiledNoun = ExiledNoun.THAT_CARD
    verb: PlayVerb = PlayVerb.PLAY
    window: PlayWindow = PlayWindow.THIS_TURN
    leading: bool = False
    what: Those = Those()
    spend: AnyColorSpend = AnyColorSpend.NONE
    spend_noun: str = ""
    look: bool = False
    """"You may look at and play that card ...": the controller may also look at the cards
    (exiled face down, CR 406.3) for as long as they remain exiled."""

    def _check(self) -> None:
        if self.look and (self.leading or self.window is not PlayWindow.WHILE_EXILED):
            self.fail("'look at and play' is written with 'for as long as it remains exiled'")
        if self.leading and self.window not in LEADING_WINDOWS:
            self.fail(f"{self.window.value!r} doesn't open a sentence")
        if not self.leading and self.window is PlayWindow.DURING_NEXT_TURN:
            self.fail("'during your next turn' opens the sentence")
        if self.verb is PlayVerb.CAST_SPELLS and self.noun is ExiledNoun.ONE_OF_THOSE:
            self.fail("'cast spells from among one of those cards' is not English")
        if (self.spend is AnyColorSpend.NONE) != (self.spend_noun == "") or \
                self.spend_noun not in ("", *SPEND_NOUNS):
            self.fail("the spending clause names the spells, and only with it")


@dataclass(frozen=True, slots=True)
class CastExiledOrElse(Node):
    """"You may cast that card. If you don't, [otherwise]." (CR 608.2g): while the ability
    resolves, the controller may cast the card the previous effect exiled (paying its costs,
    601.2a-i; no player receives priority after it is cast, and the ability goes on
    resolving); if they don't (or can't: a land card, no legal targets, an unpayable cost),
    ``otherwise`` happens."""

    otherwise: tuple[Node, ...]
    noun: ExiledNoun = ExiledNoun.THAT_CARD
    what: Those = Those()

    def _check(self) -> None:
        if not self.otherwise:
            self.fail("has no 'if you don't' effects")
        if self.noun not in (ExiledNoun.THAT_CARD, ExiledNoun.IT):
            self.fail("one card is cast")


@dataclass(frozen=True, slots=True)
class LookAtExiled(Node):
    """"You may look at it for as long as it remains exiled" (CR 406.3): the controller may
    look at the cards the previous effect exiled face down (:class:`~mtgrules.model.refs.
    Those`) until they leave exile (a new object, 400.7); the others still can't."""

    noun: ExiledNoun = ExiledNoun.IT
    what: Those = Those()

    def _check(self) -> None:
        if self.noun not in (ExiledNoun.IT, ExiledNoun.THAT_CARD, ExiledNoun.THEM,
                             ExiledNoun.THOSE_CARDS):
            self.fail(f"'look at {self.noun.value}' is not supported")
