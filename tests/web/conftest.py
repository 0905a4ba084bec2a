"""Fixtures of the web front end tests: a live ``mtgrules serve`` server on a free loopback
port and a headless Chromium (Debian's ``chromium``) driven by Playwright.

They need the ``webtest`` extra (``pip install -e '.[dev,webtest]'``) and ``/usr/bin/chromium``.
Without them the tests are skipped, except where ``MTGRULES_REQUIRE_WEB=1`` (``.ci/run`` sets
it, after installing both): there a missing piece fails the run.
"""

from __future__ import annotations

import importlib
import os
import shutil
import socket
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = os.environ.get("MTGRULES_CHROMIUM", "/usr/bin/chromium")
OUTPUT = Path(__file__).parent / "output"
REQUIRED = os.environ.get("MTGRULES_REQUIRE_WEB") == "1"


def need(module: str) -> Any:
    """Import ``module``; skip the test when it is missing, unless the web tests are required
    (then the ImportError fails it)."""
    if REQUIRED:
        return importlib.import_module(module)
    return pytest.importorskip(module, reason=f"{module} is not installed (pip install -e "
                                              "'.[dev,webtest]')")


@pytest.fixture(scope="session")
def server_url() -> Iterator[str]:
    """The URL of a live server (uvicorn in a thread) on a free loopback port."""
    uvicorn = need("uvicorn")
    app_mod = need("mtgrules.web.app")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    config = uvicorn.Config(app_mod.create_app(16), host="127.0.0.1", port=port,
                            log_level="warning")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("the test server did not start")
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}"
    server.should_exit = True
    thread.join(10)


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Headless Chromium (the system's, never a downloaded one) under Playwright."""
    sync_api = need("playwright.sync_api")
    if not Path(CHROMIUM).exists():
        if REQUIRED:
            raise RuntimeError(f"{CHROMIUM} is missing (apt-get install -y chromium)")
        pytest.skip(f"{CHROMIUM} is missing (apt-get install -y chromium)")
    profile = tempfile.mkdtemp(prefix="mtgrules-chromium-")
    with sync_api.sync_playwright() as pw:
        context = pw.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, headless=True,
            args=["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                  "--no-first-run", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync"],
            viewport={"width": 1400, "height": 950})
        try:
            yield context
        finally:
            context.close()
            shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    """A fresh tab (closed after the test)."""
    p = browser.new_page()
    p.set_default_timeout(15_000)
    p.on("dialog", lambda d: d.accept())
    try:
        yield p
    finally:
        p.close()


@pytest.fixture(scope="session")
def output_dir() -> Path:
    """tests/web/output/: screenshots kept as CI artifacts (gitignored)."""
    OUTPUT.mkdir(exist_ok=True)
    return OUTPUT
