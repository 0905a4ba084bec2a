"""The HTTP API of ``mtgrules serve`` through Starlette's test client: games, bad input (a 4xx
with a message, never a traceback, the game unchanged), sessions that don't interfere."""

from __future__ import annotations

import threading
from typing import Any

from tests.web.conftest import need

need("starlette")
need("httpx2")
testclient = need("starlette.testclient")
app_mod = need("mtgrules.web.app")


def client(capacity: int = 8) -> Any:
    return testclient.TestClient(app_mod.create_app(capacity), raise_server_exceptions=False)


def play_out(c: Any, st: dict[str, Any], choose: int = 0, limit: int = 4000) -> dict[str, Any]:
    """Answer every decision of the person with option ``choose`` (or the last) until the end."""
    gid = st["id"]
    for _ in range(limit):
        if st["waiting"] == "over":
            return st
        if st["waiting"] == "computer":
            r = c.post(f"/api/games/{gid}/step")
        else:
            opts = st["decision"]["options"]
            r = c.post(f"/api/games/{gid}/action",
                       json={"action": opts[min(choose, len(opts) - 1)]["action"]})
        assert r.status_code == 200, r.text
        st = r.json()
    raise AssertionError("the game did not end")


def until_human(c: Any, st: dict[str, Any]) -> dict[str, Any]:
    """Let the computer move until the person must decide."""
    while st["waiting"] == "computer":
        st = c.post(f"/api/games/{st['id']}/step").json()
    assert st["waiting"] == "human"
    return st


def test_options_and_page() -> None:
    c = client()
    assert c.get("/api/options").json() == {"decks": ["red", "green", "blue-white"],
                                            "agents": ["heuristic", "random"],
                                            "format": "constructed"}
    page = c.get("/")
    assert page.status_code == 200 and 'data-testid="battlefield"' in page.text
    assert c.get("/static/app.js").status_code == 200
    assert c.get("/static/style.css").status_code == 200


def test_a_game_to_its_end_with_the_cr_reason() -> None:
    c = client()
    st = until_human(c, c.post("/api/games", json={"seed": 4, "agent": "heuristic"}).json())
    assert st["waiting"] == "human" and st["decision"]["kind"] == "mulligan"
    assert [o["action"] for o in st["decision"]["options"]] == ["keep", "mulligan"]
    assert [p["name"] for p in st["players"]] == ["Player", "Computer"]
    assert st["players"][0]["hand"] == 7 and st["players"][1]["library"] == 53
    assert len(st["hand"]) == 7 and all(c["oracle"] is not None for c in st["hand"])
    end = play_out(c, st)
    assert end["result"]["reason"].endswith(")") and "(CR 104." in end["result"]["reason"]
    assert end["decision"] is None
    again = c.get(f"/api/games/{st['id']}").json()
    log = again["log"]
    assert log and all("rule" in e for e in log) and any(e["rule"] == "704.5a" for e in log) \
        or again["result"]["reason"]


def test_log_is_sent_from_the_index_asked() -> None:
    c = client()
    st = c.post("/api/games", json={"seed": 9}).json()
    n = st["log_next"]
    assert n == len(st["log"]) and n > 0
    st2 = c.get(f"/api/games/{st['id']}?since={n}").json()
    assert st2["log"] == []
    st3 = c.post(f"/api/games/{st['id']}/action?since={n}", json={"action": "keep"}).json()
    assert st3["log"] and st3["log"][0]["i"] == n


def test_the_opponents_hand_and_libraries_are_not_sent() -> None:
    c = client()
    st = c.post("/api/games", json={"seed": 2}).json()
    text = str(st)
    r = c.get(f"/api/games/{st['id']}").json()
    assert r["players"][1]["hand"] == 7 and "library_cards" not in text
    # every card sent is the person's (hand) or public
    assert all(card["owner"] == 0 for card in st["hand"])


def test_bad_input_gets_a_4xx_with_a_message_and_changes_nothing() -> None:
    c = client()
    st = until_human(c, c.post("/api/games", json={"seed": 3}).json())
    gid = st["id"]
    before = c.get(f"/api/games/{gid}").json()
    cases = [
        (c.post(f"/api/games/{gid}/action", json={"action": "cast Lightning Bolt#9999"}), 400),
        (c.post(f"/api/games/{gid}/action", json={"action": 42}), 400),
        (c.post(f"/api/games/{gid}/action", json={}), 400),
        (c.post(f"/api/games/{gid}/action", content=b"{not json"), 400),
        (c.post(f"/api/games/{gid}/action", content=b"[1, 2]"), 400),
        (c.post(f"/api/games/{gid}/action", content=b"x" * 300_000), 413),
        (c.post(f"/api/games/{gid}/step?since=-1"), 400),
        (c.post("/api/games/nope/step"), 404),
        (c.get("/api/nothing"), 404),
        (c.post("/api/games", json={"deck": "purple"}), 400),
        (c.post("/api/games", json={"agent": "human"}), 400),
        (c.post("/api/games", json={"seed": "abc"}), 400),
        (c.post("/api/games", json={"seed": -5}), 400),
        (c.post("/api/games", json={"name": "x" * 100}), 400),
        (c.post("/api/games", json={"exec": "import os"}), 400),
        (c.post(f"/api/games/{gid}/stops", json={"own": ["nowhere"], "opponents": []}), 400),
        (c.put("/api/games"), 405),
    ]
    for r, status in cases:
        assert r.status_code == status, (r.status_code, r.text)
        body = r.json()
        assert body["error"] and "Traceback" not in body["error"]
    after = c.get(f"/api/games/{gid}").json()
    assert after == before


def test_a_bad_decklist_names_its_line() -> None:
    c = client()
    r = c.post("/api/games", json={"deck": "20 Mountain\n4 Goblin Guide\n3 Not A Real Card\n"})
    assert r.status_code == 400
    body = r.json()
    assert body["field"] == "deck" and body["line"] == 3 and "Not A Real Card" in body["error"]
    r = c.post("/api/games", json={"deck": "20 Mountain\nfour Goblin Guide\n"})
    assert r.status_code == 400 and r.json()["line"] == 2


def test_a_pasted_decklist_is_played() -> None:
    c = client()
    st = c.post("/api/games", json={"deck": "40 Mountain\n20 Goblin Guide\n", "seed": 1}).json()
    assert st["players"][0]["library"] + st["players"][0]["hand"] == 60
    assert {card["name"] for card in st["hand"]} <= {"Mountain", "Goblin Guide"}


def test_a_pasted_deck_file_of_any_form_is_played() -> None:
    c = client()
    dek = ('<?xml version="1.0" encoding="utf-8"?>\n<Deck>\n'
           '<Cards CatID="1" Quantity="40" Sideboard="false" Name="Mountain" />\n'
           '<Cards CatID="2" Quantity="20" Sideboard="false" Name="goblin guide" />\n</Deck>\n')
    csv = '"Count","Name","Board"\n"40","Mountain","mainboard"\n"20","Goblin Guide","main"\n'
    for text in (dek, csv):
        st = c.post("/api/games", json={"deck": text, "seed": 1}).json()
        assert st["players"][0]["library"] + st["players"][0]["hand"] == 60
    r = c.post("/api/games", json={"deck": dek.replace('"20"', '"twenty"')})
    assert r.status_code == 400 and r.json()["line"] == 4


def test_concede_ends_the_game_with_the_rule() -> None:
    c = client()
    st = c.post("/api/games", json={"seed": 6}).json()
    r = c.post(f"/api/games/{st['id']}/concede").json()
    assert r["waiting"] == "over" and r["result"]["winners"] == ["Computer"]
    assert "104.3a" in r["result"]["reason"]
    assert c.post(f"/api/games/{st['id']}/concede").status_code == 409
    assert c.post(f"/api/games/{st['id']}/action", json={"action": "keep"}).status_code == 409


def test_not_your_decision_is_409() -> None:
    c = client()
    st = c.post("/api/games", json={"seed": 8}).json()
    st = c.post(f"/api/games/{st['id']}/action", json={"action": "keep"}).json()
    while st["waiting"] == "human":
        st = c.post(f"/api/games/{st['id']}/action",
                    json={"action": st["decision"]["options"][0]["action"]}).json()
    if st["waiting"] == "computer":
        r = c.post(f"/api/games/{st['id']}/action", json={"action": "pass"})
        assert r.status_code == 409 and "not your decision" in r.json()["error"]


def test_sessions_do_not_interfere_and_memory_is_bounded() -> None:
    c = client(capacity=4)
    games = [c.post("/api/games", json={"seed": 20 + i}).json() for i in range(4)]
    results: dict[str, str] = {}
    errors: list[BaseException] = []

    def run(st: dict[str, Any], choose: int) -> None:
        try:
            results[st["id"]] = play_out(c, st, choose)["result"]["reason"]
        except BaseException as e:  # reported below
            errors.append(e)

    threads = [threading.Thread(target=run, args=(g, i % 2)) for i, g in enumerate(games)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert not errors, errors
    # the same seeds and answers, one game at a time, give the same results
    for i, g in enumerate(games):
        solo = client()
        again = play_out(solo, solo.post("/api/games", json={"seed": 20 + i}).json(), i % 2)
        assert again["result"]["reason"] == results[g["id"]]
    # a fifth game forgets the least recently used finished one
    c.post("/api/games", json={"seed": 1})
    alive = [c.get(f"/api/games/{g['id']}").status_code for g in games]
    assert alive.count(404) == 1 and alive.count(200) == 3


def test_priority_is_asked_only_where_the_terminal_would() -> None:
    """Auto-pass as the terminal (PriorityStops): priority is asked only with something to do
    besides mana abilities, and then in a stop step or with something on the stack."""
    c = client()
    st = c.post("/api/games", json={"seed": 12}).json()
    own = {"precombat_main", "declare_blockers", "postcombat_main"}
    others = {"declare_attackers", "declare_blockers", "end"}
    assert st["stops"] == {"own": sorted(own), "opponents": sorted(others)}
    asked = 0
    for _ in range(4000):
        if st["waiting"] == "over":
            break
        if st["waiting"] == "computer":
            st = c.post(f"/api/games/{st['id']}/step").json()
            continue
        d = st["decision"]
        if d["kind"] == "priority":
            asked += 1
            assert any(o["kind"] != "pass" and not o["mana"] for o in d["options"])
            stops = own if st["active"] == 0 else others
            assert st["stack"] or st["step"] in stops, (st["step"], st["active"])
        pick = next((o for o in d["options"] if o["kind"] == "pass"), d["options"][0])
        st = c.post(f"/api/games/{st['id']}/action", json={"action": pick["action"]}).json()
    assert st["waiting"] == "over" and asked > 0


def test_stops_can_be_changed() -> None:
    c = client()
    st = c.post("/api/games", json={"seed": 12}).json()
    r = c.post(f"/api/games/{st['id']}/stops", json={"own": ["upkeep", "end"], "opponents": []})
    assert r.status_code == 200 and r.json()["stops"] == {"own": ["end", "upkeep"],
                                                         "opponents": []}
    bad = c.post(f"/api/games/{st['id']}/stops", json={"own": "upkeep", "opponents": []})
    assert bad.status_code == 400 and bad.json()["field"] == "own"


def test_mtgrules_serve_prints_its_url_and_serves_the_page() -> None:
    import socket
    import subprocess
    import sys
    import time
    import urllib.request

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen([sys.executable, "-c", "from mtgrules.cli import main; main()",
                             "serve", "--port", str(port)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        assert f"http://127.0.0.1:{port}/" in line
        deadline = time.monotonic() + 20
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2) as r:
                    assert r.status == 200 and b'data-testid="log"' in r.read()
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.1)
    finally:
        proc.terminate()
        proc.wait(10)


def test_mana_is_paid_automatically_until_the_person_turns_it_off() -> None:
    """Issue 22: one click to cast a spell (automatic payment, CR 601.2g-h) by default; with
    automatic payment off, the person is asked to pay; a bad value is a 400."""
    for auto in (True, False):
        c = client()
        st = c.post("/api/games", json={"seed": 12}).json()
        assert st["auto_pay"] is True
        r = c.post(f"/api/games/{st['id']}/payment", json={"auto": auto})
        assert r.status_code == 200 and r.json()["auto_pay"] is auto
        kinds = set()
        for _ in range(600):
            if st["waiting"] == "over" or "cast" in kinds:
                break
            if st["waiting"] == "computer":
                st = c.post(f"/api/games/{st['id']}/step").json()
                continue
            d = st["decision"]
            kinds.add(d["kind"])
            rank = {"cast": 0, "play": 1, "auto": 2, "keep": 2}
            pick = min(d["options"], key=lambda o: rank.get(o["kind"], 3))
            if pick["kind"] == "cast":
                kinds.add("cast")
            st = c.post(f"/api/games/{st['id']}/action", json={"action": pick["action"]}).json()
        assert "cast" in kinds
        if auto:
            assert st["decision"] is None or st["decision"]["kind"] != "pay_mana"
        else:
            st = until_human(c, st) if st["waiting"] == "computer" else st
            assert st["decision"]["kind"] == "pay_mana"
    bad = c.post(f"/api/games/{st['id']}/payment", json={"auto": "yes"})
    assert bad.status_code == 400 and bad.json()["field"] == "auto"
