"""A card searched for and put into a hand without being revealed stays hidden: the log, which
every player reads, doesn't name it (CR 401.2, 402.3); a revealed one is named (701.20a)."""

from __future__ import annotations

from tests.rules._helpers import board, named, option, pay_auto

from mtgrules.state.decision import Action


def _tutor(card: str, found: str, library: str) -> list[dict[str, object]]:
    g = board(f"""
players:
  - name: Alice
    battlefield: [Swamp, Swamp, Forest, Forest]
    hand: [{card}]
    library: [{library}]
  - name: Bob
turn: {{active: Alice, step: precombat_main}}
""")
    g.apply(option(g, "cast", named(g, g.state.players[0].hand, card)))
    pay_auto(g)
    while g.decision is not None and g.decision.kind == "priority":
        g.apply(Action("pass"))
    g.apply(option(g, "choose_card", named(g, g.state.players[0].library, found)))
    hand = [g.state.objects[x].card for x in g.state.players[0].hand]
    assert hand == [found]
    return list(g.state.log)


def test_card_found_unrevealed_is_not_named() -> None:
    log = _tutor("Demonic Tutor", "Lightning Bolt", "Grizzly Bears, Lightning Bolt")
    (put,) = [e for e in log if e["event"] == "search"]
    assert put["text"] == "Alice puts a card into their hand" and put["objects"] == []
    assert not any("Lightning Bolt" in str(e["text"]) for e in log)


def test_card_found_revealed_is_named() -> None:
    log = _tutor("Sylvan Scrying", "Savannah", "Grizzly Bears, Savannah")
    assert any(e["event"] == "reveal" and e["objects"][0][1] == "Savannah"  # type: ignore[index]
               for e in log)
