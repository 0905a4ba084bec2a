"""The board JSON (mtgrules.web.board.snapshot) against the engine's own view, over whole games:
what it shows is what the player may see, with the engine's numbers."""

from __future__ import annotations

from typing import Any

import pytest

from mtgrules.agents import HeuristicAgent, PlayerView
from mtgrules.cards.registry import get_card
from mtgrules.decks import load_deck
from mtgrules.game import Game
from mtgrules.web.board import card_about, snapshot


def cards_of(data: dict[str, Any]) -> list[dict[str, Any]]:
    out = []
    for p in data["players"]:
        for group in p["battlefield"].values():
            for c in group:
                out.append(c)
                out.extend(c["attachment_cards"])
    return out


@pytest.mark.parametrize("decks,seed", [(("red", "green"), 3), (("blue-white", "red"), 5)])
def test_snapshots_match_the_view_through_a_game(decks: tuple[str, str], seed: int) -> None:
    game = Game.new([load_deck(d).card_names() for d in decks], ["You", "Computer"], seed=seed)
    agent = HeuristicAgent()
    checked = {"stack_targets": 0, "creatures": 0, "options": 0}
    for n in range(3000):
        if game.over:
            break
        d = game.decision
        assert d is not None
        if n % 3 and not (d.player == 0 and d.kind in ("target", "blockers", "attackers")):
            game.apply(agent.act(PlayerView(game, d.player), d, game.legal_actions()))
            continue  # every third decision is checked, and every one the person is asked
        data = snapshot(game, 0)
        view = PlayerView(game, 0)
        # the opponent's hand and both libraries are counts only (CR 400.2)
        assert data["players"][1]["hand"] == view.hand_size(1)
        assert data["players"][0]["library"] == view.library_size(0)
        assert [c["id"] for c in data["hand"]] == view.hand()
        shown = cards_of(data)
        assert sorted(c["id"] for c in shown) == sorted(view.battlefield())
        for c in shown:
            info = view.info(c["id"])
            assert info is not None and c["tapped"] == info.tapped
            assert c["counters"] == dict(info.counters)
            if info.is_creature():
                checked["creatures"] += 1
                assert (c["power"], c["toughness"]) == (info.power, info.toughness)
                card = get_card(c["name"]) if not c["name"].endswith("Token") else None
                if card is not None:
                    assert c["printed"] == [card.power, card.toughness]
            host = info.attached_to
            if host is not None:
                assert any(c["id"] in h["attachments"] for h in shown if h["id"] == host)
        assert [o["id"] for o in data["stack"]] == list(reversed(view.stack()))
        for o in data["stack"]:
            assert len(o["targets"]) == len(view.object_targets(o["id"]))
            assert o["target_refs"] == view.object_targets(o["id"])
            checked["stack_targets"] += bool(o["targets"])
        if d.player == 0:
            assert data["decision"] is not None
            assert [o["action"] for o in data["decision"]["options"]] == [
                game.action_to_string(a) for a in d.options]
            for a, o in zip(d.options, data["decision"]["options"], strict=True):
                assert o["card"] == card_about(a)
                checked["options"] += o["card"] is not None
        else:
            assert data["decision"] is None
        game.apply(agent.act(PlayerView(game, d.player), d, game.legal_actions()))
    assert game.over
    final = snapshot(game, 0)
    assert final["result"] is not None and final["result"]["reason"] == game.outcome.reason
    assert all(v > 0 for v in checked.values()), checked
