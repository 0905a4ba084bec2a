"""Impulse draw, the general template (CR 406.3, 601.3, 305.1, 611.2b): typed trees of the
exile and permission sentences, their rendering, and the permission windows played out."""

from __future__ import annotations

import pytest

from mtgrules.cards.definition import TypeLine
from mtgrules.model import (
    EachOpponent,
    EventPlayer,
    ExiledNoun,
    ExileFromTop,
    Fixed,
    PlayExiled,
    PlayVerb,
    PlayWindow,
    TargetRef,
    X,
)
from mtgrules.oracle import verdict
from mtgrules.oracle.compiler import compile_line
from mtgrules.oracle.normalize import Line
from mtgrules.oracle.render import render_ability
from mtgrules.rules import play_permissions
from mtgrules.rules.priority import priority_options
from mtgrules.state.decision import Action

from .._helpers import advance, board, has_option, named, pay_auto

SORCERY = TypeLine((), ("Sorcery",), ())
CREATURE = TypeLine((), ("Creature",), ())


def _effect(text: str, tl: TypeLine = SORCERY) -> tuple[object, ...]:
    (a,) = compile_line(Line(text, text), tl)
    assert render_ability(a) == text  # the round trip (issue 9, section 3)
    return a.effect  # type: ignore[attr-defined, no-any-return]


def test_406_3_exile_from_top_typed_trees() -> None:
    assert _effect("Exile the top two cards of your library. You may cast spells from among "
                   "them this turn.") == (
        ExileFromTop(Fixed(2)), PlayExiled(ExiledNoun.THEM, PlayVerb.CAST_SPELLS))
    assert _effect("Each opponent exiles the top card of their library. Until the end of your "
                   "next turn, you may play those cards.") == (
        ExileFromTop(Fixed(1), EachOpponent(), subject=True),
        PlayExiled(ExiledNoun.THOSE_CARDS, PlayVerb.PLAY, PlayWindow.NEXT_TURN, leading=True))
    (a,) = compile_line(Line(*(2 * ("Whenever ~ deals combat damage to a player, exile the top "
                                    "card of that player's library. You may play that card for "
                                    "as long as it remains exiled.",))), CREATURE)
    assert a.effect == (  # type: ignore[attr-defined]
        ExileFromTop(Fixed(1), EventPlayer()),
        PlayExiled(ExiledNoun.THAT_CARD, PlayVerb.PLAY, PlayWindow.WHILE_EXILED))


def test_601_3_permission_wordings() -> None:
    assert _effect("Exile the top X cards of target player's library. During your next turn, "
                   "you may play one of those cards.", TypeLine((), ("Sorcery",), ()))[0] == \
        ExileFromTop(X(), TargetRef(0))
    _, p = _effect("Exile the top three cards of your library. You may play them for as long "
                   "as they remain exiled.")
    assert p == PlayExiled(ExiledNoun.THEM, PlayVerb.PLAY, PlayWindow.WHILE_EXILED)
    _, p = _effect("Exile the top card of your library. Until your next end step, you may cast "
                   "it.")
    assert p == PlayExiled(ExiledNoun.IT, PlayVerb.CAST, PlayWindow.NEXT_END_STEP, leading=True)


@pytest.mark.parametrize("text", [
    # no window: casting while the ability resolves is another template (CR 608.2g)
    "Exile the top card of your library. You may cast that card.",
    # "it remains" of several cards
    "Exile the top two cards of your library. You may play them for as long as it remains "
    "exiled.",
    # a permission with no exile before it names nothing
    "You may play that card this turn.",
    # two windows
    "Exile the top card of your library. Until end of turn, you may play it this turn.",
])
def test_601_3_misread_permissions_are_refused(text: str) -> None:
    from mtgrules.oracle.errors import Unsupported

    with pytest.raises(Unsupported):
        compile_line(Line(text, text), SORCERY)


def test_611_2b_haste_magic_card_playable_until_the_end_step_begins() -> None:
    game = board("""players:
  - name: Alice
    hand: [Haste Magic]
    library: [Lightning Bolt, Forest, Forest]
    battlefield: [Mountain, Mountain, Mountain, Grizzly Bears]
  - name: Bob
    library: [Island, Island]
turn: {active: Alice, step: precombat_main, number: 3, lands_played: 1}""")
    s = game.state
    alice = s.players[0]
    game.apply(Action("cast", (named(game, alice.hand, "Haste Magic"),)))
    game.apply(Action("target", (named(game, s.battlefield, "Grizzly Bears"),)))
    pay_auto(game)
    advance(game, lambda g: not g.state.stack)
    bolt = named(game, [o for o in s.objects if s.objects[o].zone == "exile"], "Lightning Bolt")
    assert play_permissions.permitted(s, 0) == [bolt]
    advance(game, lambda g: g.state.step == "postcombat_main")
    assert has_option(game, "cast", bolt)
    advance(game, lambda g: g.state.step == "end")
    assert not has_option(game, "cast", bolt) and play_permissions.permitted(s, 0) == []


def test_305_9_a_cast_permission_does_not_let_a_land_be_played() -> None:
    game = board("""players:
  - name: Alice
    library: [Forest, Forest]
    exile: [Forest, Mountain]
    battlefield: [Mountain]
  - name: Bob
    library: [Island]
turn: {active: Alice, step: precombat_main, number: 3, lands_played: 0}""")
    s = game.state
    forest, mountain = (o for o in s.objects if s.objects[o].zone == "exile")
    play_permissions.grant(s, [{"player": 0, "obj": forest, "turn": s.turn, "cast_only": True},
                               {"player": 0, "obj": mountain, "turn": s.turn}])
    s.touch()
    plays = [a.args[0] for a in priority_options(s, 0) if a.kind == "play"]
    assert forest not in plays and mountain in plays


def test_impulse_cards_compile() -> None:
    for name in ("Unlucky Witness", "Commune with Lava", "Knacksaw Clique", "Haste Magic",
                 "Chaos Channeler", "Wiccan, Young Avenger"):
        v = verdict(name)
        assert v is not None and v.implemented, (name, v and v.unsupported)


def test_608_2g_cast_that_card_or_else_typed_tree() -> None:
    from mtgrules.model import CastExiledOrElse, DealDamage
    from mtgrules.oracle.errors import Unsupported

    pw = TypeLine(("Legendary",), ("Planeswalker",), ("Chandra",))
    text = ("[+1]: Exile the top card of your library. You may cast that card. If you don't, ~ "
            "deals 2 damage to each opponent.")
    (a,) = compile_line(Line(text, text), pw)
    assert a.effect == (  # type: ignore[attr-defined]
        ExileFromTop(Fixed(1)),
        CastExiledOrElse((DealDamage(Fixed(2), EachOpponent()),), ExiledNoun.THAT_CARD))
    with pytest.raises(Unsupported):  # several cards can't be "that card" cast now
        compile_line(Line(*(2 * ("Exile the top two cards of your library. You may cast that "
                                 "card. If you don't, ~ deals 2 damage to each opponent.",))),
                     SORCERY)


def test_609_4b_spend_mana_as_though_any_color_clause() -> None:
    from mtgrules.model import AnyColorSpend

    _, p = _effect("Exile the top card of target opponent's library. You may play that card "
                   "for as long as it remains exiled, and mana of any type can be spent to cast "
                   "it.")
    assert p == PlayExiled(ExiledNoun.THAT_CARD, PlayVerb.PLAY, PlayWindow.WHILE_EXILED,
                           spend=AnyColorSpend.ANY_TYPE, spend_noun="it")
    _, q = _effect("Exile the top two cards of your library. Until end of turn, you may cast "
                   "spells from among them, and you may spend mana as though it were mana of "
                   "any color to cast those spells.")
    assert isinstance(q, PlayExiled) and q.spend is AnyColorSpend.SPEND and q.leading
    from mtgrules.oracle.errors import Unsupported

    bad = ("Exile the top two cards of your library. You may play them this turn, and mana of "
           "any type can be spent to cast it.")
    with pytest.raises(Unsupported):
        compile_line(Line(bad, bad), SORCERY)
