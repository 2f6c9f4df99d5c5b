"""Every posted picture carries a description (issue 26, "Alt text"): Discord's attachment
``description``, read by screen readers and shown in notifications, in the game's language, at
most 1,024 characters, saying whose turn it is and what just happened (bot/app/alttext.py).
Checked on the payloads the offline Discord records for a Mare Nostrum game played in English
and in Italian, pictures drawn for real."""

from __future__ import annotations

import pytest

from bot.app import alttext
from bot.core.models import GameInfo, SeatInfo
from tests.discord.conftest import ALICE, BOB, CAROL

WORDS = {
    "en": ("Mare Nostrum board.", "Close-up of the Mare Nostrum map.", "Now: ", "Just happened: ", "Last: "),
    "it": ("Tabellone di Mare Nostrum.", "Dettaglio della mappa di Mare Nostrum.", "Ora tocca ", "È appena successo: ", "Ultime mosse: "),
}


def picture_posts(bot) -> list[dict]:
    """The payloads of the posts that carried pictures, in order."""
    return [r.payload for r in bot.fake.requests if r.method == "POST" and r.files and isinstance(r.payload, dict)]


async def _play(bot, lang: str, pictures: int) -> int:
    iid = await bot.fake.command(bot.client, "new", {"game": "mare-nostrum", "language": lang}, user=ALICE)
    lobby = bot.fake.response_message(iid)
    join, start = ("Join", "Start") if lang == "en" else ("Partecipa", "Avvia")
    for user in (BOB, CAROL):
        await bot.fake.click(bot.client, lobby, join, user=user)
    await bot.fake.click(bot.client, lobby, start, user=ALICE)
    games = await bot.app.service.active_games()
    game_id = games[0].id
    for _ in range(600):
        if len(picture_posts(bot)) >= pictures:
            break
        info, eng, state = await bot.app.service.public_state(game_id)
        seat = eng.prompt(state).seats[0]
        user = info.user_of(seat)
        action = await bot.app.service.auto.decide(eng, state, seat, "standard", 1)
        await bot.app.act(game_id, user, action, info.version, None)
    return game_id


@pytest.mark.parametrize("lang", ["en", "it"])
async def test_every_picture_posted_has_a_description_in_the_games_language(bot, lang):
    await _play(bot, lang, 12)
    posts = picture_posts(bot)
    assert len(posts) >= 12
    board_word, close_word, now, happened, last = WORDS[lang]
    seen_last = seen_close = False
    for payload in posts:
        attachments = payload["attachments"]
        assert attachments and all(a.get("description") for a in attachments), payload
        for a in attachments:
            text = a["description"]
            assert len(text) <= alttext.MAX_DESCRIPTION
            assert text.startswith(close_word if a["filename"].startswith("close-up") else board_word), text
            assert "<@" not in text and "<t:" not in text and "**" not in text  # read aloud: no markup
            other = WORDS["it" if lang == "en" else "en"]
            assert not any(w in text for w in other[:4])
            seen_close |= a["filename"].startswith("close-up")
        board = attachments[0]["description"]
        if "components" in payload and payload["components"]:  # someone must act: who, and what
            assert now in board, board
            assert any(name in board.split(now, 1)[1] for name in ("Alice", "Bob", "Carol")), board
        seen_last |= last in board
    assert any(happened in p["attachments"][0]["description"] for p in posts)
    assert seen_last and seen_close  # the picture's own record ("Last: ...") and a close-up's description


def _info(lang: str) -> GameInfo:
    return GameInfo(id=1, engine="toy", title="Coin Grab", status="active", version=3, host_id=101, guild_id=None, channel_id=None,
                    thread_id=None, options={"language": lang}, seats=[SeatInfo(seat=0, user_id=101, name="Alice")], to_act=[101])


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_long_post_keeps_its_latest_lines_within_1024_characters(lang):
    lines = [f"**Line {i}**: <@101> takes {i} coins." for i in range(200)]
    text = alttext.describe(_info(lang), lines)
    assert len(text) <= alttext.MAX_DESCRIPTION
    assert "Line 199: Alice takes 199 coins." in text and "Line 0:" not in text and "… Line" in text
    assert WORDS[lang][2] in text and "Alice" in text.split(WORDS[lang][2], 1)[1]
    # a head that alone passes the limit is cut, never longer
    assert len(alttext.describe(_info(lang), [], shows="x" * 5000)) == alttext.MAX_DESCRIPTION
