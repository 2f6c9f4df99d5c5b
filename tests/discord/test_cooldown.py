"""The per-user interaction cooldown: a user hammering buttons (or a script) gets a polite private
"slow down" answered at once, before any database work; other users are not slowed; the limit
comes back after the window.  The clock is injected."""

from __future__ import annotations

import asyncio

import pytest
from pydantic import ValidationError

from bot.settings import Settings
from cogs import cooldown as cooldown_module
from cogs.cooldown import DEFAULT_PER, DEFAULT_RATE, InteractionCooldown, wait_text
from tests.discord.conftest import ALICE, BOB, CAROL, settings_for, start_bot
from tests.discord.test_flow import started_game


class Clock:
    def __init__(self, now: float = 1000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def limited(bot, rate: int = 5, per: float = 5.0) -> Clock:
    clock = Clock()
    bot.client.cooldown = InteractionCooldown(rate, per, clock=clock)
    return clock


def is_slow_down(bot, iid: int) -> bool:
    """The interaction's first and only request is an immediate private "slow down" answer."""
    reqs = bot.fake.requests[bot.fake.fed[iid]:]
    if not reqs or reqs[0].callback_type != 4:
        return False
    assert reqs[0].token == f"token-{iid}" and reqs[0].payload["data"]["flags"] & 64
    assert all(r.token == f"token-{iid}" for r in reqs) and len(bot.fake.for_interaction(iid)) == 1
    assert "CALL" not in [r.method for r in reqs]  # no database work at all
    return "slow down" in reqs[0].payload["data"]["content"]


async def test_hammering_is_answered_politely_and_others_are_not_slowed(bot):
    game_id, thread_id, board = await started_game(bot)
    clock = limited(bot)
    served = [await bot.fake.click(bot.client, board, "Play my turn", user=ALICE) for _ in range(5)]
    assert not any(is_slow_down(bot, iid) for iid in served)
    iid = await bot.fake.click(bot.client, board, "Play my turn", user=ALICE)
    assert is_slow_down(bot, iid)
    assert bot.fake.for_interaction(iid)[0].payload["data"]["content"] == (
        "You are going a bit fast. Please slow down and try again in 5 seconds."
    )
    # the same user's commands share the bucket; another user's clicks and commands are served
    iid = await bot.fake.command(bot.client, "status", user=ALICE, channel_id=thread_id)
    assert is_slow_down(bot, iid)
    iid = await bot.fake.click(bot.client, board, "Play my turn", user=BOB)
    assert not is_slow_down(bot, iid) and bot.fake.first_request(iid).callback_type == 5
    iid = await bot.fake.command(bot.client, "status", user=CAROL, channel_id=thread_id)
    assert not is_slow_down(bot, iid) and "Waiting for" in bot.fake.replies(iid)[0]

    clock.now += 3.0
    iid = await bot.fake.click(bot.client, board, "Play my turn", user=ALICE)
    assert "try again in 2 seconds" in bot.fake.for_interaction(iid)[0].payload["data"]["content"]
    clock.now += 2.1  # the window is over: Alice is served again
    iid = await bot.fake.click(bot.client, board, "Play my turn", user=ALICE)
    assert not is_slow_down(bot, iid) and bot.fake.first_request(iid).callback_type == 5


async def test_a_concurrent_burst_is_never_dropped(bot):
    """Ten clicks delivered at once: five are served, five told to slow down; none is silent."""
    game_id, thread_id, board = await started_game(bot)
    limited(bot)
    before = asyncio.all_tasks()
    payloads = [bot.fake.component_payload(board, board["components"][0]["components"][0]["custom_id"], user=ALICE)
                for _ in range(10)]
    for payload in payloads:
        bot.fake.fed[int(payload["id"])] = len(bot.fake.requests)
        bot.client._connection.parse_interaction_create(payload)
    await bot.fake.settle(before)
    answers = [bot.fake.for_interaction(int(p["id"]))[0] for p in payloads]
    assert all(a.is_callback for a in answers)
    kinds = sorted(a.callback_type for a in answers)
    assert kinds == [4] * 5 + [5] * 5
    assert all("slow down" in a.payload["data"]["content"] for a in answers if a.callback_type == 4)


def test_cooldown_buckets():
    clock = Clock()
    cd = InteractionCooldown(2, 10.0, clock=clock)
    assert [cd.hit(1), cd.hit(1)] == [0.0, 0.0]
    assert cd.hit(1) == 10.0 and cd.hit(2) == 0.0
    clock.now += 4
    assert cd.hit(1) == 6.0  # refused clicks do not extend the window
    clock.now += 6.5
    assert cd.hit(1) == 0.0
    assert InteractionCooldown(0, 1.0, clock=clock).hit(1) == 0.0  # rate 0: no limit
    assert wait_text(0.2) == "You are going a bit fast. Please slow down and try again in 1 second."


def test_idle_buckets_are_dropped(monkeypatch):
    monkeypatch.setattr(cooldown_module, "MAX_BUCKETS", 3)
    clock = Clock()
    cd = InteractionCooldown(1, 5.0, clock=clock)
    for user in (1, 2, 3):
        cd.hit(user)
    clock.now += 6  # everyone's window is over
    cd.hit(3)
    cd.hit(4)  # the table is full: idle users are forgotten
    assert sorted(cd._buckets) == [3, 4]


def test_settings_default_and_environment(monkeypatch, tmp_path):
    monkeypatch.delenv("AGORA_INTERACTION_RATE", raising=False)
    monkeypatch.delenv("AGORA_INTERACTION_PER_SECONDS", raising=False)
    default = InteractionCooldown.from_settings(Settings(_env_file=None))
    assert (default.rate, default.per) == (DEFAULT_RATE, DEFAULT_PER) == (20, 10.0)
    monkeypatch.setenv("AGORA_INTERACTION_RATE", "3")
    monkeypatch.setenv("AGORA_INTERACTION_PER_SECONDS", "10")
    custom = InteractionCooldown.from_settings(Settings(_env_file=None))
    assert (custom.rate, custom.per) == (3, 10.0)
    # a .env file is read too
    (tmp_path / ".env").write_text("AGORA_INTERACTION_RATE=7\nAGORA_INTERACTION_PER_SECONDS=2.5\n")
    monkeypatch.delenv("AGORA_INTERACTION_RATE")
    monkeypatch.delenv("AGORA_INTERACTION_PER_SECONDS")
    from_file = Settings(_env_file=tmp_path / ".env")
    assert (from_file.interaction_rate, from_file.interaction_per_seconds) == (7, 2.5)
    for bad in ({"interaction_rate": -1}, {"interaction_per_seconds": 0}):
        with pytest.raises(ValidationError):
            Settings(_env_file=None, **bad)


async def test_the_bot_uses_the_configured_limit(tmp_path, monkeypatch):
    """AGORA_INTERACTION_RATE=1 per 60 s: the second command within the minute is asked to wait
    (the real client, the real clock)."""
    monkeypatch.setenv("AGORA_INTERACTION_RATE", "1")
    monkeypatch.setenv("AGORA_INTERACTION_PER_SECONDS", "60")
    bot = await start_bot(tmp_path / "a.sqlite3", monkeypatch, settings=settings_for(tmp_path / "a.sqlite3"))
    try:
        first = await bot.fake.command(bot.client, "help", user=ALICE)
        assert not is_slow_down(bot, first)
        second = await bot.fake.command(bot.client, "help", user=ALICE)
        assert is_slow_down(bot, second)
        assert "try again in 60 seconds" in bot.fake.for_interaction(second)[0].payload["data"]["content"]
        assert not is_slow_down(bot, await bot.fake.command(bot.client, "help", user=BOB))
    finally:
        await bot.client.close()


async def test_rate_zero_turns_the_limit_off(tmp_path, monkeypatch):
    monkeypatch.setenv("AGORA_INTERACTION_RATE", "0")
    bot = await start_bot(tmp_path / "a.sqlite3", monkeypatch, settings=settings_for(tmp_path / "a.sqlite3"))
    try:
        assert bot.client.cooldown.rate == 0
        for _ in range(12):
            assert not is_slow_down(bot, await bot.fake.command(bot.client, "help", user=ALICE))
    finally:
        await bot.client.close()
