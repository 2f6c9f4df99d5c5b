"""Languages at the application edge (issue 7): public lines and pictures in the game's language,
private lines in the reader's (``/agora language``, else the Discord app's last seen, else the
game's), ``render_board(lang=)`` passed only to renderers that take it, the demo's ``--lang``."""

from __future__ import annotations

import io

import pytest
from PIL import Image

import render
from bot.app.agora import Agora
from bot.ops.demo import run_demo
from engines.text import msg
from tests.platform.helpers import NAMES, render_toy, render_toy_lang


async def _new(app: Agora, players: int = 2, options: dict | None = None):
    info = await app.service.create_game("toy", guild_id=1, channel_id=10, host_id=1, host_name="Alice", options=options, seed=7)
    for user in range(2, players + 1):
        await app.service.join(info.id, user, NAMES[user - 1])
    return (await app.start_game(info.id, 1)).game


async def test_an_italian_game_posts_italian_lines_and_footer(app: Agora):
    info = await _new(app, options={"language": "it"})
    [post] = app.transport.boards
    lines = post.content.splitlines()
    first = info.names[info.seat_of(info.to_act[0])]
    to = "ad Alice" if first == "Alice" else f"a {first}"  # the "d eufonica" before a vowel
    rule = f" La prima decisione spetta {to} (a stabilire chi inizia sono le regole del gioco, non l'ordine al tavolo)."
    assert lines[0] == "Comincia Coin Grab. Ordine al tavolo: Alice (Giocatore 1) e Bob (Giocatore 2)." + rule or lines[0] == (
        "Comincia Coin Grab. Ordine al tavolo: Bob (Giocatore 1) e Alice (Giocatore 2)." + rule
    )
    assert lines[-1].startswith(f"<@{info.to_act[0]}>: take 1-3 coins (scadenza <t:")
    await app.abandon(info.id, 1, is_admin=False)
    assert app.transport.boards[-1].content.splitlines()[0] == "La partita è stata abbandonata da Alice."


async def test_private_lines_are_in_each_readers_language(app: Agora, toy, monkeypatch):
    original = type(toy).apply

    def apply(self, state, seat, action):  # the private line as a message ("Yes" / "Sì")
        state, events = original(self, state, seat, action)
        return state, [e.model_copy(update={"text": msg("common-yes")}) if e.to is not None else e for e in events]

    monkeypatch.setattr(type(toy), "apply", apply)
    info = await _new(app, 3)  # an English game
    while info.prompt.kind == "take":
        info = (await app.act(info.id, info.to_act[0], {"kind": "take", "n": 1}, info.version, None)).game
    await app.set_lang(1, "it")  # chose Italian with /agora language
    app.note_locale(2, "it")  # an Italian Discord app, seen in an interaction
    app.note_locale(3, "en-GB")
    await app.set_lang(3, None)
    for user in sorted(info.to_act):
        info = (await app.act(info.id, user, {"kind": "bid", "amount": 0}, info.version, None)).game
    got = dict(app.transport.private)
    assert got == {1: "Sì", 2: "Sì", 3: "Yes"}
    # a chosen language wins over the Discord app's
    app.note_locale(1, "en-US")
    assert await app.user_lang(1, "en") == "it"
    assert await app.user_lang(2, "en", client_locale="en-US") == "en"  # the interaction's own locale
    assert await app.user_lang(99, "it") == "it"  # never seen: the game's language


async def test_render_board_passes_lang_only_to_renderers_that_take_it(monkeypatch):
    from tests.toy_engine import ToyEngine

    engine = ToyEngine()
    view = engine.player_view(engine.setup(2, engine.default_options(), 1), None)
    monkeypatch.setitem(render.RENDERERS, "toy", "tests.platform.helpers:render_toy_lang")
    png = render.render_board("toy", view, ["A", "B"], lang="it")
    assert Image.open(io.BytesIO(png)).text["lang"] == "it"
    monkeypatch.setitem(render.RENDERERS, "toy", "tests.platform.helpers:render_toy")
    assert render.render_board("toy", view, ["A", "B"], lang="it") == render_toy(view, ["A", "B"])
    assert render.accepts_lang(render_toy_lang) and not render.accepts_lang(render_toy)


async def test_the_app_draws_the_board_in_the_games_language(app: Agora, monkeypatch):
    monkeypatch.setitem(render.RENDERERS, "toy", "tests.platform.helpers:render_toy_lang")
    await _new(app, options={"language": "it"})
    assert Image.open(io.BytesIO(app.transport.boards[-1].image)).text["lang"] == "it"


async def test_demo_in_italian(tmp_path, monkeypatch):
    monkeypatch.setitem(render.RENDERERS, "toy", "tests.platform.helpers:render_toy_lang")
    result = await run_demo("toy", 4, tmp_path, 2, lang="it", options={"rounds": 1})
    log = (tmp_path / "log.txt").read_text(encoding="utf-8").splitlines()
    assert log[0].startswith("Comincia Coin Grab. Ordine al tavolo: ")
    assert log[-1].startswith("Fine della partita: ")
    assert all(Image.open(p).text["lang"] == "it" for p in sorted(tmp_path.glob("*.png")))
    assert result["reason"] == "most_coins"
    with pytest.raises(ValueError, match="language"):
        await run_demo("toy", 4, tmp_path, 2, lang="fr")
