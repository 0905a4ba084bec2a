"""End-to-end: a person plays mtgrules in real headless Chromium by clicking (issue 12).

The page is driven only through its controls (``data-testid="option"`` with the action's
notation in ``data-action``); ``window.mtg.state()`` is read only to pick which control to
click. Screenshots of the board go to tests/web/output/ (a CI artifact).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from tests.web.conftest import need

need("playwright.sync_api")


def start(page: Any, url: str, seed: int, deck: str = "red", opponent: str = "green",
          decklist: str = "") -> None:
    """Open the start page, fill it in and start the game; wait for the first state."""
    page.goto(f"{url}/?delay=0")
    page.select_option("[data-testid=deck]", deck)
    page.select_option("[data-testid=opponent-deck]", opponent)
    page.fill("[data-testid=seed]", str(seed))
    if decklist:
        page.fill("[data-testid=decklist]", decklist)
    page.click("[data-testid=start]")
    if not decklist:
        settle(page, 0)


def version(page: Any) -> int:
    return int(page.evaluate("document.body.dataset.version || '0'"))


def settle(page: Any, before: int) -> dict[str, Any]:
    """Wait until the page has shown a state newer than ``before`` in which the person must
    decide or the game is over; return that state."""
    page.wait_for_function(
        f"Number(document.body.dataset.version || 0) > {before} && "
        "document.body.dataset.waiting !== 'computer'", timeout=60_000)
    state: dict[str, Any] = page.evaluate("window.mtg.state()")
    return state


def click(page: Any, option: dict[str, Any]) -> dict[str, Any]:
    """Click the control of ``option`` (the card, or the button), then wait for the answer."""
    before = version(page)
    loc = page.locator(f'[data-testid=option][data-action="{option["action"]}"]')
    if loc.count() == 0 and option["card"] is not None:
        page.click(f'[data-oid="{option["card"]}"]')  # a card with several options: a menu
    loc.first.click()
    return settle(page, before)


def logged(page: Any, text: str, rule: str) -> bool:
    """True when a line of the page's log contains ``text`` and cites ``rule``."""
    lines = page.locator("[data-testid=log] li").filter(has_text=text).filter(has_text=rule)
    return bool(lines.count())


def pick(state: dict[str, Any], done: set[str]) -> dict[str, Any]:
    """A simple plan for the person: keep, play a land, cast spells (aiming at the computer's
    creatures first), attack with everything once a turn, block when possible, pay
    automatically."""
    d = state["decision"]
    opts = d["options"]
    by = {k: [o for o in opts if o["kind"] == k] for k in {o["kind"] for o in opts}}
    you = next(p for p in state["players"] if p["you"])
    opp_creatures = {c["id"] for p in state["players"] if not p["you"]
                     for c in p["battlefield"]["creatures"]}
    if "keep" in by:
        return by["keep"][0]
    if d["kind"] == "priority":
        for kind in ("play", "cast"):
            if kind in by:
                return by[kind][0]
        return by["pass"][0]
    if d["kind"] == "target":
        for o in opts:
            if o["card"] in opp_creatures:
                return o
        for o in opts:
            if o["action"] == f"target P{2 - you['index']}":
                return o
        return opts[0]
    if d["kind"] == "attackers":
        attack = [o for o in by.get("attack", []) if o["card"] not in done]
        return attack[0] if attack else by["done"][0]
    if d["kind"] == "blockers":
        block = [o for o in by.get("block", []) if "blocked" not in done]
        return block[0] if block else by["done"][0]
    if "auto" in by:
        return by["auto"][0]
    return opts[0]


def test_play_a_game_to_the_end_by_clicking(page: Any, server_url: str,
                                            output_dir: Path) -> None:
    """Start a game, play a land, cast a spell with a target, attack, block, and play on to
    the result, each checked on the page; screenshot the board."""
    start(page, server_url, seed=11)
    seen: dict[str, bool] = {"land": False, "target": False, "attack": False, "block": False}
    attacked: set[Any] = set()
    shot = False
    state = page.evaluate("window.mtg.state()")
    for _ in range(600):
        if state["waiting"] == "over":
            break
        opt = pick(state, attacked)
        lands_before = len(next(p for p in state["players"] if p["you"])["battlefield"]["lands"])
        state = click(page, opt)
        you = next(p for p in state["players"] if p["you"])
        bf = page.locator("[data-testid=battlefield] .player-area.you")
        if opt["kind"] == "play":
            # the land is a new object on the battlefield (CR 400.7): found by its name
            name = opt["action"].split(" ", 1)[1].rsplit("#", 1)[0]
            assert len(you["battlefield"]["lands"]) == lands_before + 1
            assert bf.locator(f'.row.lands [data-name="{name}"]').count() >= 1
            seen["land"] = True
        if opt["kind"] == "target":
            seen["target"] = True
            stack = page.locator("[data-testid=stack]")
            if state["stack"]:
                assert "targets" in stack.inner_text()
            if any(o["target_refs"] for o in state["stack"]):
                # what a spell on the stack targets is highlighted on the board
                assert page.locator(".targeted").count() >= 1
        if opt["kind"] == "attack":
            attacked.add(opt["card"])
            # still declaring: the card is marked; declared (508.1): the log says so
            card = bf.locator(f'[data-oid="{opt["card"]}"]')
            assert logged(page, f'#{opt["card"]} attacks', "CR 508.1") or (
                state["decision"]["kind"] == "attackers"
                and "attacking" in (card.first.get_attribute("class") or ""))
            seen["attack"] = True
        if opt["kind"] == "block":
            attacked.add("blocked")
            blocker = bf.locator(f'[data-oid="{opt["card"]}"]')
            assert logged(page, f'#{opt["card"]} blocks', "CR 509.1") or (
                state["decision"]["kind"] == "blockers"
                and "blocking" in (blocker.first.get_attribute("class") or ""))
            seen["block"] = True
        if opt["kind"] == "pass" and state["decision"] is None:
            attacked.clear()  # a new turn may come: attack again
        if state["stack"] and not (output_dir / "stack.png").exists():
            page.screenshot(path=str(output_dir / "stack.png"), full_page=True)
        if not shot and len(you["battlefield"]["lands"]) >= 4:
            page.screenshot(path=str(output_dir / "board.png"), full_page=True)
            shot = True
        if state["decision"] and state["decision"]["kind"] == "priority":
            attacked.discard("blocked")
    assert state["waiting"] == "over", "the game did not end"
    result = page.locator("[data-testid=result]")
    result.wait_for(state="visible")
    assert re.search(r"\(CR 104\.\d\w?\)", result.inner_text())
    assert state["result"]["reason"] in result.inner_text()
    page.screenshot(path=str(output_dir / "result.png"), full_page=True)
    assert seen == {"land": True, "target": True, "attack": True, "block": True}, seen
    log = page.locator("[data-testid=log]").inner_text()
    assert "CR 601.2" in log and "CR 104" in log


def test_a_bad_decklist_is_shown_inline_with_its_line(page: Any, server_url: str) -> None:
    start(page, server_url, seed=1, decklist="20 Mountain\n4 Goblin Guide\n2 No Such Card\n")
    err = page.locator("[data-testid=start-error]")
    err.wait_for(state="visible")
    assert "No Such Card" in err.inner_text() and "line 3" in err.inner_text()
    assert page.locator("[data-testid=battlefield]").is_hidden()


def test_an_opened_deck_file_fills_the_decklist_box_and_is_played(
        page: Any, server_url: str, tmp_path: Path) -> None:
    dek = tmp_path / "burn.dek"
    dek.write_bytes(('<?xml version="1.0" encoding="utf-8"?>\r\n<Deck>\r\n'
                     '<Cards CatID="1" Quantity="40" Sideboard="false" Name="Mountain" />\r\n'
                     '<Cards CatID="2" Quantity="20" Sideboard="false" Name="goblin guide" />'
                     "\r\n</Deck>\r\n").encode("utf-16"))
    page.goto(f"{server_url}/?delay=0")
    page.set_input_files("[data-testid=deckfile]", str(dek))
    page.wait_for_function("document.querySelector('[data-testid=decklist]').value"
                           ".includes('goblin guide')")
    page.fill("[data-testid=seed]", "1")
    page.click("[data-testid=start]")
    state = settle(page, 0)
    me = state["players"][0]
    assert me["library"] + me["hand"] == 60
    assert {card["name"] for card in state["hand"]} <= {"Mountain", "Goblin Guide"}


def test_hovering_a_card_shows_its_oracle_text(page: Any, server_url: str) -> None:
    start(page, server_url, seed=5)
    first = page.locator("[data-testid=hand] .card").first
    name = first.get_attribute("data-name")
    first.hover()
    detail = page.locator("[data-testid=detail]")
    assert name in detail.inner_text()
    state = page.evaluate("window.mtg.state()")
    oracle = next(c["oracle"] for c in state["hand"] if c["name"] == name)
    assert page.locator("[data-testid=oracle]").inner_text() == oracle


def test_two_tabs_play_two_games_and_concede_shows_the_result(browser: Any,
                                                               server_url: str) -> None:
    tabs = [browser.new_page(), browser.new_page()]
    try:
        for t in tabs:
            t.on("dialog", lambda d: d.accept())
        start(tabs[0], server_url, seed=3, deck="red", opponent="green")
        start(tabs[1], server_url, seed=4, deck="blue-white", opponent="red")
        ids = [t.evaluate("window.mtg.state().id") for t in tabs]
        assert ids[0] != ids[1]
        before = tabs[1].evaluate("window.mtg.state()")
        v = version(tabs[0])
        tabs[0].click("[data-testid=concede]")
        state = settle(tabs[0], v)
        result = tabs[0].locator("[data-testid=result]")
        result.wait_for(state="visible")
        assert "104.3a" in result.inner_text() and state["result"]["winners"] == ["Computer"]
        # the other tab's game goes on, unchanged
        tabs[1].reload()
        settle(tabs[1], 0)
        after = tabs[1].evaluate("window.mtg.state()")
        assert after["id"] == before["id"] and after["result"] is None
        assert after["players"] == before["players"] and after["hand"] == before["hand"]
    finally:
        for t in tabs:
            t.close()


def test_priority_stops_are_changed_on_the_page(page: Any, server_url: str) -> None:
    start(page, server_url, seed=7)
    page.click("#stops-box summary")
    v = version(page)
    page.click("[data-testid=stop-own-upkeep]")
    page.wait_for_function(f"Number(document.body.dataset.version) > {v}")
    state = page.evaluate("window.mtg.state()")
    assert "upkeep" in state["stops"]["own"]
    assert page.locator("[data-testid=stop-own-upkeep]").is_checked()


UNNAMED_CONTROLS = """
[...document.querySelectorAll('button, select, input, textarea, [role=button]')]
  .filter((e) => e.offsetParent !== null)
  .filter((e) => {
    if ((e.getAttribute('aria-label') || '').trim()) return false;
    if (e.matches('button, [role=button]')) return !(e.textContent || '').trim();
    return ![...(e.labels || [])].some((l) => l.textContent.trim());  // fields need a label
  })
  .map((e) => e.outerHTML.slice(0, 80))
"""
"""Visible controls with no text a screen reader could read (issue 22)."""


def test_at_1280x720_the_decision_and_the_hand_are_in_view_without_scrolling(
        browser: Any, server_url: str, output_dir: Path) -> None:
    """Issue 22: on a laptop-sized window every decision's controls and the hand are visible
    without scrolling the page, however full the battlefield gets (it scrolls in its box)."""
    page = browser.new_page()
    page.set_viewport_size({"width": 1280, "height": 720})
    page.set_default_timeout(15_000)
    page.on("dialog", lambda d: d.accept())
    try:
        page.goto(f"{server_url}/?delay=0")
        assert page.evaluate(UNNAMED_CONTROLS) == []  # the start form
        start(page, server_url, seed=11)
        state = page.evaluate("window.mtg.state()")
        checked = 0
        for _ in range(400):
            if state["waiting"] == "over":
                break
            if state["decision"] is not None:
                assert page.evaluate("document.scrollingElement.scrollHeight") <= 720
                for sel in ("[data-testid=decision]", "[data-testid=hand]"):
                    box = page.locator(sel).bounding_box()
                    assert box is not None and box["y"] >= 0, sel
                    assert box["y"] + min(box["height"], 60) <= 720, (sel, box)
                for b in page.locator("#buttons [data-testid=option]").all():
                    bb = b.bounding_box()
                    assert bb is not None and bb["y"] + bb["height"] <= 720, b.inner_text()
                assert page.evaluate(UNNAMED_CONTROLS) == []
                checked += 1
                if checked == 25:
                    page.screenshot(path=str(output_dir / "board-1280x720.png"))
            state = click(page, pick(state, set()))
        assert checked >= 30
    finally:
        page.close()
