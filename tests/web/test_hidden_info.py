"""Only public information on a game page (issue 31): for a seeded game of every game with
hidden information, a TWIN game is stored that differs only in what the channel may not see
(``Engine.resample_hidden(state, rng, None)``: 7 Wonders Duel's face-down cards and the box,
Mare Nostrum's hands and sealed offers, Mythology's gods in hand, Olympus' Destiny cards) and in
every private event of its action log (the texts and data sent to one seat only); its page
(HTML, the board and close-up PNGs, every replay scrubber picture, the state JSON and the live
stream's event) must be identical to the original's, byte for byte.

Planted bugs (by hand, once each, then removed): ``Pages._snapshot`` adding every seat's own
``player_view`` to the status text failed this test on Mare Nostrum (hands) and Olympus
(Destiny cards, the 30-move game); adding a digest of the full state failed it on all three.
(7 Wonders Duel's seat views hide what the channel's does: no seat-view leak to plant there.)
"""

from __future__ import annotations

import json
import random

import pytest

import engines
from bot.app import links
from tests.golden.test_hidden_properties import NO_HIDDEN
from tests.web.helpers import GAMES, SECRET, client, path, seeded

TWIN_OFFSET = 1000
HIDDEN_GAMES = [e for e in GAMES if e not in NO_HIDDEN]


async def twin_of(app, game_id: int, seed: int) -> tuple[int, bool]:
    """Store game ``game_id + TWIN_OFFSET``: the same rows, its state redrawn where the channel
    cannot see, every private event rewritten.  Returns its id and whether the state differs."""
    storage = app.storage
    row = await storage.get_game(game_id)
    engine = engines.get(row.engine)
    state = engine.load_state(row.state)
    twin = engine.resample_hidden(state, random.Random(seed), None)
    twin_text = engine.dump_state(twin)
    new = game_id + TWIN_OFFSET
    columns = [r[1] for r in await storage._fetchall("PRAGMA table_info(games)")]
    picked = ", ".join("?" if c in ("id", "state") else c for c in columns)
    params = [new if c == "id" else twin_text for c in columns if c in ("id", "state")]
    await storage._write(f"INSERT INTO games ({', '.join(columns)}) SELECT {picked} FROM games WHERE id = ?",
                         (*params, game_id))
    await storage._write(
        "INSERT INTO seats (game_id, seat, user_id, name, conceded, level) "
        "SELECT ?, seat, user_id, name, conceded, level FROM seats WHERE game_id = ?", (new, game_id))
    for seq, seat, user, action, events, source, created, rules in await storage._fetchall(
        "SELECT seq, seat, user_id, action, events, source, created_at, rules FROM actions WHERE game_id = ? ORDER BY seq",
        (game_id,),
    ):
        changed = [
            {**e, "text": {"id": "bot-board-again", "args": {}}, "data": {"secret": "twin"}} if e.get("to") is not None else e
            for e in json.loads(events)
        ]
        await storage._write(
            "INSERT INTO actions (game_id, seq, seat, user_id, action, events, source, created_at, rules) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (new, seq, seat, user, action, json.dumps(changed), source, created, rules),
        )
    return new, twin_text != row.state


async def page_of(c, game_id: int) -> dict:
    base = path(game_id)
    out: dict = {}
    html = await (await c.get(base)).text()
    out["html"] = html.replace(links.token(SECRET, game_id), "TOKEN")
    state = await (await c.get(base + "/state.json")).json()
    out["state"] = state
    for name in ("board.png", "detail.png"):
        answer = await c.get(f"{base}/{name}")
        out[name] = (answer.status, await answer.read())
    for n in range(state["last_turn"] + 1):
        out[f"turn {n}"] = await (await c.get(f"{base}/turn/{n}.png")).read()
    return out


@pytest.mark.parametrize("engine", HIDDEN_GAMES)
async def test_twin_games_have_the_same_page(app, engine):
    differs = False
    c = await client(app)
    try:
        for seed, moves in ((3, 5), (11, 30)):
            info = await seeded(app, engine, seed=seed, moves=moves)
            twin, changed = await twin_of(app, info.id, seed)
            differs = differs or changed
            original, other = await page_of(c, info.id), await page_of(c, twin)
            assert original.keys() == other.keys()
            for key in original:
                assert original[key] == other[key], f"{engine} seed {seed}: the page's {key} tells the twins apart"
            assert original["board.png"][0] == 200
    finally:
        await c.close()
    assert differs, "the twins never differed: the test would prove nothing"
