"""7 Wonders Duel through Discord: the wonder draft and the first turns of Age I are played by
clicking the real panels (every custom_id parsed and within 100 characters), each board posted
with its picture."""

from __future__ import annotations

from cogs import custom_ids
from tests.discord.conftest import ALICE, BOB
from tests.discord.harness import custom_ids as ids_of
from tests.discord.harness import labels
from tests.discord.test_flow import USERS, assert_deferred_first, open_panel

NAV = {"Back", "◀ Previous", "Next ▶"}


def enabled_choice(panel: dict) -> tuple[str, list[str] | None]:
    """The first enabled option of a panel level: (button label, None) or (placeholder, [value])."""
    for row in panel["components"]:
        for comp in row["components"]:
            if comp["type"] == 3:
                for opt in comp["options"]:
                    if not (opt.get("description") or "").startswith("Not available"):
                        return comp["placeholder"], [opt["value"]]
            elif not comp.get("disabled") and comp["label"] not in NAV:
                return comp["label"], None
    raise AssertionError(f"no enabled choice in {panel['content']!r}")


async def play_one_decision(bot, board: dict, user) -> None:
    iid, panel = await open_panel(bot, board, user)
    for _ in range(6):
        if not panel["components"]:
            break
        for cid in ids_of(panel["components"]):
            assert len(cid) <= 100 and custom_ids.parse(cid).game_id
        label, values = enabled_choice(panel)
        iid = await bot.fake.click(bot.client, panel, label, user=user, values=values)
        assert_deferred_first(bot, iid)
        if values is not None and labels(panel) == ["Confirm", "Back"]:
            iid = await bot.fake.click(bot.client, panel, "Confirm", user=user)
            assert_deferred_first(bot, iid)
        if "Done:" in panel["content"] or "Your next decision" in panel["content"]:
            return
    raise AssertionError(f"the panel did not reach a decision: {panel['content']!r}")


async def test_draft_and_first_turns(bot):
    iid = await bot.fake.command(bot.client, "new", {"game": "7wd"}, user=ALICE)
    lobby = bot.fake.response_message(iid)
    assert "7 Wonders Duel" in lobby["content"]
    await bot.fake.click(bot.client, lobby, "Join", user=BOB)
    await bot.fake.click(bot.client, lobby, "Start", user=ALICE)
    (thread_id,) = bot.fake.threads()
    game_id = custom_ids.parse(ids_of(bot.fake.channel_posts(thread_id)[-1]["components"])[0]).game_id
    start = await bot.app.service.info(game_id)
    for _ in range(12):  # eight wonders drafted, then Age I cards
        info = await bot.app.service.info(game_id)
        board = next(p for p in reversed(bot.fake.channel_posts(thread_id)) if p["components"])
        await play_one_decision(bot, board, USERS[info.to_act[0]])
    info = await bot.app.service.info(game_id)
    assert info.version >= start.version + 12 and info.prompt.phase != "draft"
    boards = [p for p in bot.fake.channel_posts(thread_id) if p["attachments"]]
    assert len(boards) >= 12 and all(b["attachments"][0]["filename"] == "board.png" for b in boards)
