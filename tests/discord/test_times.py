"""Fixed times are shown as Discord timestamps, which every reader sees in their own time zone
(``<t:...:f>``), never as a UTC clock time; and no text of bot/ or cogs/ formats one."""

from __future__ import annotations

import re
from pathlib import Path

from tests.discord.test_commands import ask
from tests.discord.test_flow import current_player, started_game

ROOT = Path(__file__).resolve().parents[2]


async def test_status_shows_the_deadline_in_the_readers_time_zone(bot):
    game_id, thread_id, _ = await started_game(bot)
    player, info = await current_player(bot, game_id)
    reply = await ask(bot, "status", user=player, channel_id=thread_id)
    stamp = int(info.deadline)
    assert f"Deadline: <t:{stamp}:R> (<t:{stamp}:f>)" in reply
    assert "UTC" not in reply and not re.search(r"\d{4}-\d\d-\d\d \d\d:\d\d", reply)


def test_no_clock_time_is_formatted_in_the_discord_layer():
    """A time a person reads is a <t:...> timestamp: no strftime or "UTC" in bot/ and cogs/ texts."""
    for folder in ("bot", "cogs"):
        for path in (ROOT / folder).rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            assert "strftime" not in text and not re.search(r"%H:%M", text), path
            assert not re.search(r"[\"'][^\"'\n]*\bUTC\b", text), path
