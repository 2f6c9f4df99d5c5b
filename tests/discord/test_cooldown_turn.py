"""The default interaction cooldown lets ordinary play through: two players clicking at about one
click a second through 7 Wonders Duel turns (Play my turn, a card, Back, another card, an action,
Confirm) are never told to slow down; a script at ten clicks a second still is.  Real discord.py
objects (tests/discord/harness.py), real panels, the cooldown built from the default Settings
with an injected clock."""

from __future__ import annotations

from bot.settings import Settings
from cogs import custom_ids
from cogs.cooldown import InteractionCooldown
from tests.discord.conftest import ALICE, BOB
from tests.discord.harness import custom_ids as ids_of
from tests.discord.harness import labels
from tests.discord.test_flow import USERS
from tests.discord.test_sevenwd import enabled_choice


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def slowed(bot, iid: int) -> bool:
    return any("slow down" in t for t in bot.fake.replies(iid)) or any(
        r.callback_type == 4 and "slow down" in (r.payload["data"].get("content") or "")
        for r in bot.fake.for_interaction(iid) if r.is_callback
    )


class Player:
    """Clicks as a person would, ``gap`` seconds apart, and records any "slow down"."""

    def __init__(self, bot, clock: Clock, gap: float) -> None:
        self.bot, self.clock, self.gap = bot, clock, gap
        self.clicks = 0
        self.refused: list[str] = []

    async def click(self, message: dict, label: str, user, values=None) -> int:
        self.clock.now += self.gap
        self.clicks += 1
        iid = await self.bot.fake.click(self.bot.client, message, label, user=user, values=values)
        if slowed(self.bot, iid):
            self.refused.append(f"click {self.clicks}: {label}")
        return iid

    async def turn(self, board: dict, user, wander: int) -> None:
        """Play my turn, a card, (Back, a card again: ``wander`` times,) then the first enabled
        choices down to the move, confirming when asked: at least six clicks in Age I."""
        iid = await self.click(board, "Play my turn", user)
        panel = self.bot.fake.response_message(iid)
        for _ in range(12):
            if "Done:" in panel["content"] or not panel["components"]:
                return
            label, values = enabled_choice(panel)
            await self.click(panel, label, user, values)
            if wander and "Back" in labels(panel) and "Done:" not in panel["content"]:
                await self.click(panel, "Back", user)  # looked at a card, went back to the list
                wander -= 1
                continue
            if "Confirm" in labels(panel) and labels(panel)[:1] == ["Confirm"]:
                await self.click(panel, "Confirm", user)
        raise AssertionError(f"the turn did not end: {panel['content']!r}")


def default_cooldown(bot) -> Clock:
    clock = Clock()
    bot.client.cooldown = InteractionCooldown.from_settings(Settings(_env_file=None), clock=clock)
    return clock


async def seven_wonders_turns(bot, gap: float, turns: int) -> Player:
    clock = default_cooldown(bot)
    player = Player(bot, clock, gap)
    iid = await bot.fake.command(bot.client, "new", {"game": "7wd"}, user=ALICE)
    lobby = bot.fake.response_message(iid)
    await player.click(lobby, "Join", BOB)
    await player.click(lobby, "Start", ALICE)
    (thread_id,) = bot.fake.threads()
    game_id = custom_ids.parse(ids_of(bot.fake.channel_posts(thread_id)[-1]["components"])[0]).game_id
    for _ in range(turns):
        info = await bot.app.service.info(game_id)
        board = next(p for p in reversed(bot.fake.channel_posts(thread_id)) if p["components"])
        await player.turn(board, USERS[info.to_act[0]], wander=0 if info.prompt.phase == "draft" else 2)
    return player


async def test_about_a_click_a_second_through_seven_wonders_turns_is_never_slowed(bot):
    player = await seven_wonders_turns(bot, gap=0.9, turns=16)
    assert player.clicks >= 8 * 3 + 8 * 7  # eight Wonders drafted, then eight Age I turns
    assert player.refused == []


async def test_a_bit_quicker_than_a_click_a_second_is_not_slowed_either(bot):
    player = await seven_wonders_turns(bot, gap=0.6, turns=16)
    assert player.refused == []


async def test_a_script_at_ten_clicks_a_second_is_held_back(bot):
    player = await seven_wonders_turns(bot, gap=1.0, turns=1)
    player.gap = 0.1
    thread_id = bot.fake.threads()[0]
    board = next(p for p in reversed(bot.fake.channel_posts(thread_id)) if p["components"])
    for _ in range(30):
        await player.click(board, "Play my turn", BOB)
    assert len(player.refused) >= 30 - 20
