"""The HTTP routes of ``mtgrules serve`` (Starlette; install with ``pip install mtgrules[web]``).

JSON API (every answer is JSON; an error is ``{"error", "field", "line"}`` with a 4xx status,
never a traceback):

- ``GET /api/options``: built-in decks and computer agents.
- ``POST /api/games`` ``{"deck", "opponent_deck", "agent", "seed", "name"}``: start a game;
  answers its state, whose ``id`` is the session id of the game.
- ``GET /api/games/{id}?since=N``: the state, with log events from index N.
- ``POST /api/games/{id}/action`` ``{"action": notation}``: answer the pending decision.
- ``POST /api/games/{id}/step``: let the computer make its next move (see
  :meth:`mtgrules.web.session.WebGame.step`); answers the state and ``"moves"``.
- ``POST /api/games/{id}/concede`` (CR 104.3a), ``/pass_turn``, ``/stops`` ``{"own",
  "opponents"}``.

The page itself (``/``) and its script and style (``/static/``) are package data.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from importlib import resources
from typing import Any

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles

from mtgrules.decks import BUILTIN_DECKS
from mtgrules.web.commander_decks import COMMANDER_DECKS
from mtgrules.web.session import AGENTS, GameStore, WebError, WebGame

__all__ = ["create_app"]

#: The largest request body read (bytes).
MAX_BODY = 200_000

Handler = Callable[[Request], Awaitable[Response]]


def _error(e: WebError) -> JSONResponse:
    return JSONResponse(e.to_data(), status_code=e.status)


async def _body(request: Request) -> dict[str, Any]:
    """The JSON object of a request body. Raises WebError 400/413."""
    size = request.headers.get("content-length")
    if size is not None and (not size.isdigit() or int(size) > MAX_BODY):
        raise WebError(f"the request body is over {MAX_BODY} bytes", status=413)
    raw = b""
    async for chunk in request.stream():
        raw += chunk
        if len(raw) > MAX_BODY:
            raise WebError(f"the request body is over {MAX_BODY} bytes", status=413)
    if not raw.strip():
        return {}
    try:
        data = json.loads(raw)
    except (ValueError, UnicodeDecodeError) as e:
        raise WebError(f"the request body is not JSON: {e}") from None
    if not isinstance(data, dict):
        raise WebError("the request body must be a JSON object")
    return data


def _since(request: Request) -> int:
    raw = request.query_params.get("since", "0")
    if not raw.isdigit() or len(raw) > 12:
        raise WebError(f"since: a log index (a whole number), not {raw[:20]!r}", field="since")
    return int(raw)


def create_app(capacity: int = 32, fmt: str = "constructed") -> Starlette:
    """The ASGI application, keeping at most ``capacity`` games in memory; games are played
    in format ``fmt`` (``constructed`` or ``commander``, CR 903) unless a request says."""
    store = GameStore(capacity, fmt)
    static = resources.files("mtgrules.web") / "static"

    def guarded(fn: Handler) -> Handler:
        async def run(request: Request) -> Response:
            try:
                return await fn(request)
            except WebError as e:
                return _error(e)
        return run

    async def index(request: Request) -> Response:
        return Response((static / "index.html").read_text("utf-8"), media_type="text/html")

    async def options(request: Request) -> Response:
        decks = COMMANDER_DECKS if fmt == "commander" else BUILTIN_DECKS
        return JSONResponse({"decks": list(decks), "agents": list(AGENTS), "format": fmt})

    async def create(request: Request) -> Response:
        body = await _body(request)
        game = await run_in_threadpool(store.create, body)
        return JSONResponse(await run_in_threadpool(_locked, game, lambda: None, 0))

    def game_route(work: Callable[[WebGame, dict[str, Any]], Any]) -> Handler:
        async def handle(request: Request) -> Response:
            game = store.get(request.path_params["gid"])
            body = await _body(request) if request.method == "POST" else {}
            since = _since(request)
            return JSONResponse(await run_in_threadpool(
                _locked, game, lambda: work(game, body), since))
        return handle

    def step(g: WebGame, body: dict[str, Any]) -> dict[str, Any]:
        return {"moves": g.step()}

    routes = [
        Route("/", guarded(index)),
        Route("/api/options", guarded(options)),
        Route("/api/games", guarded(create), methods=["POST"]),
        Route("/api/games/{gid}", guarded(game_route(lambda g, b: None))),
        Route("/api/games/{gid}/action", guarded(game_route(
            lambda g, b: g.act(b.get("action")))), methods=["POST"]),
        Route("/api/games/{gid}/step", guarded(game_route(step)), methods=["POST"]),
        Route("/api/games/{gid}/concede", guarded(game_route(lambda g, b: g.concede())),
              methods=["POST"]),
        Route("/api/games/{gid}/pass_turn", guarded(game_route(lambda g, b: g.pass_turn())),
              methods=["POST"]),
        Route("/api/games/{gid}/stops", guarded(game_route(
            lambda g, b: g.set_stops(b.get("own"), b.get("opponents")))), methods=["POST"]),
        Route("/api/games/{gid}/payment", guarded(game_route(
            lambda g, b: g.set_payment(b.get("auto")))), methods=["POST"]),
        Mount("/static", app=StaticFiles(directory=str(static)), name="static"),
    ]

    async def http_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        return JSONResponse({"error": exc.detail, "field": None, "line": 0},
                            status_code=exc.status_code)

    async def server_error(request: Request, exc: Exception) -> Response:
        return JSONResponse({"error": "internal error (see the server's output)",
                             "field": None, "line": 0}, status_code=500)

    return Starlette(routes=routes, exception_handlers={HTTPException: http_error,
                                                        Exception: server_error})


def _locked(game: WebGame, work: Callable[[], Any], since: int) -> dict[str, Any]:
    """Run ``work`` on ``game`` under its lock; answer its state plus what ``work`` returned.
    WebError passes through (state unchanged)."""
    with game.lock:
        extra = work()
        data = game.state(since)
    if isinstance(extra, dict):
        data.update(extra)
    return data
