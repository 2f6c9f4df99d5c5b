"""The game pages in a real browser (issue 31): headless Chromium driven by Selenium (Debian's
``chromium`` and ``chromium-driver``; skipped with the reason when they are not installed).

For a seeded game of every game, at a phone's width (400 px) and a desktop's: the board loads at
its full resolution (the picture's natural width is the PNG's), the players and the log are
there, a move made through the service appears on the open page within 2 seconds (the live
stream, no reload), the replay scrubber shows the board of turn 1, and the browser logs no
error.  The desktop page of Mare Nostrum is saved as docs/images/web-game.png (the README's).
"""

from __future__ import annotations

import asyncio
import io
import os
import shutil
import time
from pathlib import Path

import pytest
from PIL import Image

from tests.web.helpers import GAMES, client, path, play_one, seeded

CHROMIUM = "/usr/bin/chromium"
DRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
SCREENSHOT = Path(__file__).resolve().parents[2] / "docs" / "images" / "web-game.png"
SIZES = {"phone": (400, 860), "desktop": (1400, 1000)}

pytestmark = pytest.mark.skipif(
    not (os.path.exists(CHROMIUM) and os.path.exists(DRIVER)),
    reason="headless Chromium is not installed (apt-get install chromium chromium-driver)",
)


@pytest.fixture(scope="module")
def browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service as DriverService

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--lang=en-US"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(options=options, service=DriverService(DRIVER))
    yield driver
    driver.quit()


async def until(check, timeout: float, what: str) -> None:
    """Wait (polling every 50 ms, the server serving meanwhile) until ``check()`` is true."""
    end = time.monotonic() + timeout
    while True:
        if await asyncio.to_thread(check):
            return
        if time.monotonic() > end:
            raise AssertionError(f"not within {timeout} s: {what}")
        await asyncio.sleep(0.05)


def js(driver, script: str):
    return driver.execute_script(script)


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("engine", list(GAMES))
async def test_page_in_the_browser(app, browser, engine, size):
    info = await seeded(app, engine, moves=4)
    c = await client(app, interval=0.2)
    try:
        await asyncio.to_thread(browser.set_window_size, *SIZES[size])
        await asyncio.to_thread(browser.get_log, "browser")  # drop what earlier pages logged
        await asyncio.to_thread(browser.get, str(c.make_url(path(info.id))))
        png = (await app.board_image(info.id))[1]
        width = Image.open(io.BytesIO(png)).size[0]
        board = "const b = document.getElementById('board'); return b.complete ? b.naturalWidth : 0;"
        await until(lambda: js(browser, board) == width, 10, "the board at its full resolution")
        players = js(browser, "return [...document.querySelectorAll('#players li')].map(li => li.textContent)")
        assert players == [s.name for s in sorted(info.seats, key=lambda s: s.seat)]
        assert js(browser, "return document.querySelectorAll('#log .turn p').length") >= 2
        assert js(browser, "return document.getElementById('deadline').textContent") != ""
        # a move through the service appears within 2 seconds, without a reload
        js(browser, "window.notReloaded = true")
        moved = await play_one(app, info.id)
        last = moved.render((await app.log(info.id))[-1])
        shown = f"return document.body.dataset.version === '{moved.version}' && window.notReloaded === true"
        await until(lambda: js(browser, shown), 2, "the move on the open page")
        lines = js(browser, "return [...document.querySelectorAll('#log p')].map(p => p.textContent)")
        assert last in lines
        # the replay scrubber: the board after turn 1
        js(browser, "const s = document.getElementById('scrubber'); s.value = '1'; s.dispatchEvent(new Event('input'))")
        # (turn 1 is the current board when the game has had one turn: the scrubber then shows it as "now")
        turn = (
            "const b = document.getElementById('board'); const s = document.getElementById('scrubber');"
            "return (b.src.includes('/turn/1.png') || (s.max === '1' && b.src.includes('/board.png')))"
            " && b.complete && b.naturalWidth > 0"
        )
        await until(lambda: js(browser, turn), 10, "the board of turn 1")
        # the log's search hides what does not match
        js(browser, "const s = document.getElementById('search'); s.value = 'zzzz-nothing'; s.dispatchEvent(new Event('input'))")
        assert js(browser, "return [...document.querySelectorAll('#log p')].every(p => p.hidden)")
        errors = [e for e in await asyncio.to_thread(browser.get_log, "browser") if e["level"] == "SEVERE"]
        assert errors == []
        if engine == "mare-nostrum" and size == "desktop":
            js(browser, "const s = document.getElementById('search'); s.value = ''; s.dispatchEvent(new Event('input'))")
            js(browser, "const s = document.getElementById('scrubber'); s.value = s.max; s.dispatchEvent(new Event('input'))")
            await until(lambda: js(browser, board) == width, 10, "the current board again")
            SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
            await asyncio.to_thread(browser.save_screenshot, str(SCREENSHOT))
    finally:
        await c.close()


async def test_server_page_in_the_browser(app, browser):
    """The server page (``/s/<token>``) at a phone's width: its running game is listed and its
    link opens the game's page; the browser logs no error."""
    from bot.app import links
    from tests.web.helpers import GUILD, SECRET

    info = await seeded(app, "7wd", moves=2)
    c = await client(app, interval=0.2)
    try:
        await asyncio.to_thread(browser.set_window_size, *SIZES["phone"])
        await asyncio.to_thread(browser.get_log, "browser")
        await asyncio.to_thread(browser.get, str(c.make_url(f"/s/{links.server_token(SECRET, GUILD)}")))
        rows = js(browser, "return [...document.querySelectorAll('#running tr[data-game]')].map(r => r.dataset.game)")
        assert rows == [str(info.id)]
        href = js(browser, "return document.querySelector('#running tr[data-game] a').href")
        assert href.endswith(path(info.id))
        await asyncio.to_thread(browser.get, href)  # (in a thread: the server answers meanwhile)
        await until(lambda: js(browser, "return !!document.getElementById('board')"), 10, "the game page")
        errors = [e for e in await asyncio.to_thread(browser.get_log, "browser") if e["level"] == "SEVERE"]
        assert errors == []
    finally:
        await c.close()
