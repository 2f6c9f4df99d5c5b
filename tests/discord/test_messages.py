"""The sentences of cogs/messages.py that the flows do not reach, and the options of /agora new as
Discord receives them when the commands are synced."""

from __future__ import annotations

import pytest

from bot.core.models import GameInfo, SeatInfo
from cogs import messages


@pytest.mark.parametrize(
    "hours, text",
    [(1 / 60, "1 minute"), (0.5, "30 minutes"), (1, "1 hour"), (1.5, "1.5 hours"), (24, "24 hours"),
     (48, "48 hours"), (72, "3 days"), (100, "100 hours"), (720, "30 days")],
)
def test_duration_text(hours, text):
    assert messages.duration_text(hours) == text


def lobby(engine: str, seated: int, **options) -> GameInfo:
    return GameInfo(
        id=7, engine=engine, title="", status="lobby", version=seated, host_id=1, guild_id=1, channel_id=2,
        thread_id=None, options=options, seats=[SeatInfo(seat=i, user_id=i + 1, name=f"P{i + 1}") for i in range(seated)],
    )


def test_a_two_player_lobby():
    text = messages.lobby_text(lobby("7wd", 1), 24)
    assert text.splitlines() == [
        "**7 Wonders Duel**: game #7, hosted by <@1>",
        "Players (1 of 2): <@1>",
        "Time per decision: 24 hours. When it runs out, Agora's automatic player finishes that player's turn so the game goes on.",
        "Press **Join** to take a seat. The host presses **Start** once 2 players are seated.",
    ]
    full = messages.lobby_text(lobby("7wd", 2, deadline_hours=0.5), 24)
    assert "Players (2 of 2): <@1>, <@2>" in full and "Time per decision: 30 minutes." in full
    assert full.endswith("All seats are taken: the host can press **Start**.")


def test_mare_nostrum_options_in_the_lobby():
    text = messages.lobby_text(lobby("mare-nostrum", 4, setup="advanced"), 12)
    assert "Players (4 of 3–5)" in text and "Time per decision: 12 hours." in text
    assert "Setup: Advanced (each player spends 36 building points around their capital)" in text
    assert "Civilizations: dealt at random when the game starts" in text


def test_a_lobby_of_an_unloadable_game_still_shows():
    text = messages.lobby_text(lobby("gone", 1), 24)
    assert text.startswith("**gone**: game #7") and "Players (1): <@1>" in text
    assert text.endswith("The host presses **Start** once enough players are seated.")


def test_game_choices_name_the_player_counts(bot):
    """What Discord shows in /agora new: each game with its player counts; the setup choices."""
    (sync,) = [r for r in bot.fake.requests if r.path.endswith("/commands") and r.method == "PUT"]
    (group,) = sync.payload
    new = next(o for o in group["options"] if o["name"] == "new")
    options = {o["name"]: o for o in new["options"]}
    # the registered games (the tests' toy game is registered after the choices are made)
    assert [c["name"] for c in options["game"]["choices"]] == ["7 Wonders Duel (2 players)", "Mare Nostrum (3 to 5 players)",
                                                                 "Antike (2 to 6 players)", "Olympus (2 to 5 players)"]
    assert [c["value"] for c in options["setup"]["choices"]] == ["introductory", "advanced"]
    assert not options["setup"].get("required") and not options["deadline_hours"].get("required")
    assert all(len(c["name"]) <= 100 for o in options.values() for c in o.get("choices", []))
