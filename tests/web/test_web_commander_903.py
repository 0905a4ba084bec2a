"""`mtgrules serve --format commander`: a Commander game (CR 903) in the browser's API, with
the commanders shown in the command zone with their tax, played to its end."""

from __future__ import annotations

from typing import Any

from click.testing import CliRunner
from tests.web.conftest import need

need("starlette")
need("httpx2")
testclient = need("starlette.testclient")
app_mod = need("mtgrules.web.app")

from tests.web.test_web_api import play_out  # noqa: E402


def client() -> Any:
    return testclient.TestClient(app_mod.create_app(4, "commander"),
                                 raise_server_exceptions=False)


def test_903_options_offer_commander_decks() -> None:
    r = client().get("/api/options")
    assert r.json()["format"] == "commander"
    assert r.json()["decks"] == ["commander-green", "commander-red"]


def test_903_6_commanders_start_in_the_command_zone_and_the_game_ends() -> None:
    c = client()
    r = c.post("/api/games", json={"seed": 2, "agent": "heuristic"})
    assert r.status_code == 200, r.text
    st = r.json()
    you, computer = st["players"]
    assert you["life"] == computer["life"] == 40  # CR 903.7
    assert [x["name"] for x in you["command"]] == ["Azusa, Lost but Seeking"]
    assert [x["name"] for x in computer["command"]] == ["Lathliss, Dragon Queen"]
    assert you["command"][0]["tax"] == 0
    end = play_out(c, st, choose=0)
    assert end["result"] is not None and end["result"]["winners"]


def test_903_a_sixty_card_deck_is_refused_in_commander() -> None:
    r = client().post("/api/games", json={"deck": "red"})
    assert r.status_code == 400 and r.json()["field"] == "deck"
    assert "is not a Commander deck" in r.json()["error"]


def test_serve_has_a_format_option() -> None:
    from mtgrules.web.command import serve
    r = CliRunner().invoke(serve, ["--help"])
    assert "--format [constructed|commander]" in r.output
