"""Model primitives no hand-written card uses yet, on test cards registered for each test:
surveil (CR 701.25), discard (701.9), cycling ("discard this card" from the hand, 702.29),
"can't be blocked" and "can block only creatures with flying" (509.1b), regeneration
(701.19) and "Activate only once each turn" (602.5b)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from tests.rules._helpers import advance, board, named, option, pay_auto

from mtgrules.cards import registry
from mtgrules.cards.builders import pump
from mtgrules.cards.definition import CardDef, TypeLine
from mtgrules.keywords import keyword
from mtgrules.mana import ManaCost
from mtgrules.model import (
    AbilityKeyword,
    ActivatedAbility,
    AttacksEachCombat,
    CanBlockOnly,
    CantBeBlocked,
    Cost,
    Discard,
    Draw,
    Filter,
    Fixed,
    KeywordName,
    Regenerate,
    SpellAbility,
    StaticAbility,
    Surveil,
    ThisObject,
    Zone,
)
from mtgrules.scenarios import parse_scenario, run_scenario

CARDS = [
    CardDef("Test Berserker", ManaCost.parse("{R}"), TypeLine.parse("Creature — Goblin"),
            "This creature attacks each combat if able.", power=1, toughness=1,
            abilities=(StaticAbility("Test Berserker#0", "This creature attacks each combat "
                                     "if able.", rules=(AttacksEachCombat(),)),)),
    CardDef("Test Troll", ManaCost.parse("{2}{G}"), TypeLine.parse("Creature — Troll"),
            "{G}: Regenerate this creature.", power=2, toughness=2,
            abilities=(ActivatedAbility("Test Troll#0", "{G}: Regenerate this creature.",
                                        cost=Cost(mana=ManaCost.parse("{G}")),
                                        effect=(Regenerate(),)),)),
    CardDef("Test Pumper", ManaCost.parse("{1}"), TypeLine.parse("Creature — Drake"),
            "{G}: This creature gets +1/+1 until end of turn. Activate only once each turn.",
            power=1, toughness=1,
            abilities=(ActivatedAbility(
                "Test Pumper#0", "{G}: This creature gets +1/+1 until end of turn. Activate "
                "only once each turn.", cost=Cost(mana=ManaCost.parse("{G}")),
                effect=(pump(ThisObject(), 1, 1),), once_each_turn=True),)),
    CardDef("Test Surveil", ManaCost.parse("{U}"), TypeLine.parse("Sorcery"), "Surveil 2.",
            abilities=(SpellAbility("Test Surveil#0", "Surveil 2.", effect=(Surveil(2),)),)),
    CardDef("Test Loot", ManaCost.parse("{U}"), TypeLine.parse("Sorcery"),
            "Draw two cards, then discard a card.",
            abilities=(SpellAbility("Test Loot#0", "Draw two cards, then discard a card.",
                                    effect=(Draw(count=Fixed(2)), Discard())),)),
    CardDef("Test Cycler", ManaCost.parse("{5}"), TypeLine.parse("Creature — Beast"),
            "Cycling {2}", power=5, toughness=5,
            abilities=(ActivatedAbility(
                "Test Cycler#0", "Cycling {2} ({2}, Discard this card: Draw a card.)",
                cost=Cost(mana=ManaCost.parse("{2}"), discard_self=True), effect=(Draw(),),
                zone=Zone.HAND, keyword=AbilityKeyword.CYCLING),)),
    CardDef("Test Unblockable", ManaCost.parse("{1}"), TypeLine.parse("Creature — Illusion"),
            "This creature can't be blocked.", power=1, toughness=1,
            abilities=(StaticAbility("Test Unblockable#0", "This creature can't be blocked.",
                                     rules=(CantBeBlocked(),)),)),
    CardDef("Test Cloud Blocker", ManaCost.parse("{1}"), TypeLine.parse("Creature — Bird"),
            "Reach\nThis creature can block only creatures with flying.", power=1, toughness=4,
            abilities=(keyword("reach"), StaticAbility(
                "Test Cloud Blocker#0", "This creature can block only creatures with flying.",
                rules=(CanBlockOnly(Filter(keywords=frozenset({KeywordName.FLYING}))),)),)),
]


@pytest.fixture(autouse=True)
def test_cards() -> Iterator[None]:
    registry.get_card("Island")  # the catalog is loaded
    for c in CARDS:
        registry.register(c)
    try:
        yield
    finally:
        for c in CARDS:
            del registry.CARDS[c.name]
            for a in c.abilities:
                if a.key.startswith("Test "):
                    registry.ABILITIES.pop(a.key, None)


def _cast(g, card: str) -> None:  # type: ignore[no-untyped-def]
    oid = named(g, g.state.players[0].hand, card)
    g.apply(option(g, "cast", oid))
    pay_auto(g)
    g.apply(option(g, "pass"))  # Alice passes, then Bob: it resolves
    g.apply(option(g, "pass"))


def test_701_25a_surveil_puts_chosen_cards_into_the_graveyard() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Test Surveil]
    library: [Grizzly Bears, Hill Giant, Craw Wurm]
    battlefield: [Island]
  - name: Bob
turn: {active: Alice, step: precombat_main}
""")
    _cast(g, "Test Surveil")
    g.apply(option(g, "choose", "graveyard"))  # Grizzly Bears
    g.apply(option(g, "choose", "top"))        # Hill Giant stays
    p = g.state.players[0]
    assert [g.state.objects[x].card for x in p.graveyard] == ["Grizzly Bears", "Test Surveil"]
    assert [g.state.objects[x].card for x in p.library] == ["Hill Giant", "Craw Wurm"]
    assert any(e["event"] == "surveil" and e["rule"] == "701.25a" for e in g.log)


def test_701_9a_the_player_chooses_the_card_to_discard() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Test Loot, Shivan Dragon]
    library: [Grizzly Bears, Hill Giant]
    battlefield: [Island]
  - name: Bob
turn: {active: Alice, step: precombat_main}
""")
    _cast(g, "Test Loot")
    p = g.state.players[0]
    dragon = named(g, p.hand, "Shivan Dragon")
    assert {o.args[0] for o in g.decision.options} == set(p.hand)  # type: ignore[union-attr]
    g.apply(option(g, "choose_card", dragon))
    assert sorted(g.state.objects[x].card for x in p.hand) == ["Grizzly Bears", "Hill Giant"]
    assert "Shivan Dragon" in [g.state.objects[x].card for x in p.graveyard]


def test_702_29a_cycling_discards_from_the_hand_and_draws() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Test Cycler]
    library: [Grizzly Bears]
    battlefield: [Island, Island]
  - name: Bob
turn: {active: Alice, step: precombat_main}
""")
    p = g.state.players[0]
    cycler = named(g, p.hand, "Test Cycler")
    g.apply(option(g, "activate", cycler, "Test Cycler#0"))
    pay_auto(g)
    assert [g.state.objects[x].card for x in p.graveyard] == ["Test Cycler"]
    g.apply(option(g, "pass"))
    g.apply(option(g, "pass"))
    assert [g.state.objects[x].card for x in p.hand] == ["Grizzly Bears"]
    assert all(g.state.objects[x].tapped for x in g.state.battlefield)


def test_702_29a_cycling_needs_its_cost() -> None:
    g = board("""
players:
  - name: Alice
    hand: [Test Cycler]
    library: [Grizzly Bears]
    battlefield: [Island]
  - name: Bob
turn: {active: Alice, step: precombat_main}
""")
    assert not any(o.kind == "activate" and o.args[1] == "Test Cycler#0"
                   for o in g.decision.options)  # type: ignore[union-attr]


def _blocked(attacker: str, blocker: str, legal: bool) -> None:
    """Bob's ``blocker`` blocks Alice's attacking ``attacker``: legal or refused (509.1b)."""
    sc = parse_scenario(f"""
format: 1
name: block test
players:
  - name: Alice
    battlefield: [{attacker}]
  - name: Bob
    battlefield: [{blocker}]
turn: {{active: Alice, step: precombat_main}}
actions:
  - {{Alice: attack, with: {{{attacker}: Bob}}}}
  - {{Bob: block, with: {{{blocker}: {attacker}}}{'' if legal else ', illegal: true'}}}
  - {{until: end_of_combat}}
expect: []
""", "<test>")
    result = run_scenario(sc)
    assert result.passed, result.report()


def test_509_1b_cant_be_blocked() -> None:
    _blocked("Test Unblockable", "Grizzly Bears", legal=False)
    _blocked("Savannah Lions", "Grizzly Bears", legal=True)


def test_509_1b_can_block_only_creatures_with_flying() -> None:
    _blocked("Grizzly Bears", "Test Cloud Blocker", legal=False)
    _blocked("Wind Drake", "Test Cloud Blocker", legal=True)


def _resolve(g) -> None:  # type: ignore[no-untyped-def]
    pay_auto(g)
    while g.state.stack:
        g.apply(option(g, "pass"))


def test_701_19a_regeneration_replaces_destruction_once() -> None:
    g = board("""
players:
  - name: Alice
    battlefield: [Test Troll, Forest, Forest]
  - name: Bob
    hand: [Murder, Murder]
    battlefield: [Swamp, Swamp, Swamp, Swamp, Swamp, Swamp]
turn: {active: Alice, step: precombat_main}
""")
    troll = named(g, g.state.battlefield, "Test Troll")
    g.apply(option(g, "activate", troll, "Test Troll#0"))
    _resolve(g)
    g.apply(option(g, "pass"))  # Alice passes priority with an empty stack: Bob acts
    murders = list(g.state.players[1].hand)
    g.apply(option(g, "cast", murders[0]))
    g.apply(option(g, "target", troll))
    _resolve(g)
    assert g.state.objects[troll].zone == "battlefield" and g.state.objects[troll].tapped
    assert any(e["event"] == "regenerate" and e["rule"] == "701.19a" for e in g.log)
    g.apply(option(g, "pass"))  # priority is back with Alice (CR 117.3b)
    g.apply(option(g, "cast", murders[1]))  # the shield is used up
    g.apply(option(g, "target", troll))
    _resolve(g)
    assert g.state.objects[troll].zone != "battlefield"


def test_602_5b_activate_only_once_each_turn() -> None:
    g = board("""
players:
  - name: Alice
    battlefield: [Test Pumper, Forest, Forest]
  - name: Bob
turn: {active: Alice, step: precombat_main}
""")
    pumper = named(g, g.state.battlefield, "Test Pumper")
    g.apply(option(g, "activate", pumper, "Test Pumper#0"))
    _resolve(g)
    from mtgrules.rules.layers import characteristics

    assert characteristics(g.state, pumper).power == 2
    assert not any(o.kind == "activate" and o.args[1] == "Test Pumper#0"
                   for o in g.decision.options)  # type: ignore[union-attr]


def test_508_1d_a_creature_that_attacks_each_combat_if_able_must_attack() -> None:
    g = board("""
players:
  - name: Alice
    battlefield: [Test Berserker, Grizzly Bears]
  - name: Bob
turn: {active: Alice, step: precombat_main}
""")
    berserker = named(g, g.state.battlefield, "Test Berserker")
    bears = named(g, g.state.battlefield, "Grizzly Bears")
    advance(g, lambda g: g.decision is not None and g.decision.kind == "attackers")
    kinds = [(o.kind, o.args[:1]) for o in g.decision.options]  # type: ignore[union-attr]
    assert ("done", ()) not in kinds and ("attack", (berserker,)) in kinds
    g.apply(option(g, "attack", bears))  # other creatures may attack too, in any order
    assert not any(o.kind == "done" for o in g.decision.options)  # type: ignore[union-attr]
    g.apply(option(g, "attack", berserker))
    assert g.state.combat is not None and set(g.state.combat.attackers) == {berserker, bears}
