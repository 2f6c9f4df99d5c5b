"""A double click on a panel's deciding button (a leaf button, or Confirm after a select) plays
the move once and leaves the panel showing the move made and, when the player decides again
next, that decision: never an "outdated" panel with no choices.  Both the second click arriving
after the first was fully handled and the two arriving together (the real double click) are
played through the real discord.py client."""

from __future__ import annotations

import copy

import engines
from tests.discord.conftest import ALICE, BOB
from tests.discord.harness import labels
from tests.discord.test_flow import USERS, current_player, open_panel, started_game
from tests.discord.test_sevenwd import enabled_choice


async def both_at_once(bot, message: dict, label: str, user, values=None) -> tuple[int, int]:
    """Two clicks on the same button of the same (unchanged) message, delivered before either is
    handled, as Discord delivers a quick double click."""
    from tests.discord.harness import find_component

    snapshot = copy.deepcopy(message)
    comp = find_component(snapshot["components"], label)
    first = bot.fake.component_payload(copy.deepcopy(snapshot), comp["custom_id"], user=user, values=values)
    second = bot.fake.component_payload(copy.deepcopy(snapshot), comp["custom_id"], user=user, values=values)
    before = __import__("asyncio").all_tasks()
    for payload in (first, second):
        bot.fake.fed[int(payload["id"])] = len(bot.fake.requests)
        bot.client._connection.parse_interaction_create(payload)
    await bot.fake.settle(before)
    return int(first["id"]), int(second["id"])


def no_outdated(bot, *iids: int) -> None:
    """No "outdated" answer, and exactly one of the clicks answered: the other was only
    acknowledged (its deferral) and left the panel as the first one drew it, with no follow-up
    ("not your turn", "outdated") for a click the player made only once in their mind."""
    answered = []
    for iid in iids:
        for text in bot.fake.replies(iid):
            assert "outdated" not in text, text
        requests = bot.fake.for_interaction(iid)
        assert requests and requests[0].callback_type == 6
        if len(requests) > 1:
            answered.append(iid)
    assert len(answered) == (1 if len(iids) == 2 else 0), [bot.fake.replies(i) for i in iids]


async def test_a_second_click_after_the_first_leaves_the_done_panel(bot):
    game_id, thread_id, board = await started_game(bot)
    player, info = await current_player(bot, game_id)
    _, panel = await open_panel(bot, board, player)
    await bot.fake.click(bot.client, panel, "Take coins", user=player)
    stale = copy.deepcopy(panel)
    await bot.fake.click(bot.client, panel, "Take 2", user=player)
    done = copy.deepcopy(bot.fake.messages[int(panel["id"])])
    assert done["content"].startswith("Done: **Take coins › Take 2**.")
    iid = await bot.fake.click(bot.client, stale, "Take 2", user=player)  # the second click of the pair
    no_outdated(bot, iid)  # only acknowledged
    assert bot.fake.messages[int(panel["id"])] == done  # the panel still shows the move made
    assert (await bot.app.service.info(game_id)).version == info.version + 1
    assert await bot.app.storage.count_actions(game_id) == 1  # played once


async def test_two_clicks_arriving_together_play_once(bot):
    game_id, thread_id, board = await started_game(bot)
    player, info = await current_player(bot, game_id)
    _, panel = await open_panel(bot, board, player)
    await bot.fake.click(bot.client, panel, "Take coins", user=player)
    a, b = await both_at_once(bot, panel, "Take 3", player)
    no_outdated(bot, a, b)
    final = bot.fake.messages[int(panel["id"])]
    assert final["content"].startswith("Done: **Take coins › Take 3**.")
    assert (await bot.app.service.info(game_id)).version == info.version + 1
    assert await bot.app.storage.count_actions(game_id) == 1  # played once


async def draft_until(bot, game_id: int, thread_id: int, picks: int) -> None:
    for _ in range(picks):
        info = await bot.app.service.info(game_id)
        user = USERS[info.to_act[0]]
        board = next(p for p in reversed(bot.fake.channel_posts(thread_id)) if p["components"])
        _, panel = await open_panel(bot, board, user)
        label, values = enabled_choice(panel)
        await bot.fake.click(bot.client, panel, label, user=user, values=values)
        if labels(panel)[:1] == ["Confirm"]:
            await bot.fake.click(bot.client, panel, "Confirm", user=user)


async def seven_wonders(bot) -> tuple[int, int]:
    iid = await bot.fake.command(bot.client, "new", {"game": "7wd"}, user=ALICE)
    lobby = bot.fake.response_message(iid)
    await bot.fake.click(bot.client, lobby, "Join", user=BOB)
    await bot.fake.click(bot.client, lobby, "Start", user=ALICE)
    (thread_id,) = bot.fake.threads()
    info = (await bot.app.service.games_in_channel(thread_id))[0]
    return info.id, thread_id


async def test_double_click_on_a_pick_shows_the_move_and_the_next_decision(bot):
    """7 Wonders Duel's draft: the second player picks twice in a row (A picks one Wonder, B two,
    A the last of the four); a double click on B's first pick shows it done and B's next pick."""
    game_id, thread_id = await seven_wonders(bot)
    await draft_until(bot, game_id, thread_id, 1)
    info = await bot.app.service.info(game_id)
    picker = USERS[info.to_act[0]]
    board = next(p for p in reversed(bot.fake.channel_posts(thread_id)) if p["components"])
    _, panel = await open_panel(bot, board, picker)
    label, values = enabled_choice(panel)
    assert values is None, "the draft's Wonders are buttons: a pick is one click"
    a, b = await both_at_once(bot, panel, label, picker)
    no_outdated(bot, a, b)
    after = await bot.app.service.info(game_id)
    assert after.version == info.version + 1 and after.to_act == [picker.id]  # one pick made, B picks again
    final = bot.fake.messages[int(panel["id"])]
    assert f"Done: **{label}**." in final["content"] and "Your next decision:" in final["content"]
    choices = [x for x in labels(final) if x != "Undo"]  # the pick can be taken back (issue 11)
    assert label not in choices and len(choices) == 2, "the two Wonders left are the choices"
    assert labels(final)[-1] == "Undo"
    # the panel's choices work: the next pick goes through from it
    await bot.fake.click(bot.client, final, labels(final)[0], user=picker)
    assert (await bot.app.service.info(game_id)).version == after.version + 1


async def test_double_click_on_confirm_shows_the_move(bot):
    """Age I: a card, an action picked in the select menu, then Confirm clicked twice together."""
    game_id, thread_id = await seven_wonders(bot)
    await draft_until(bot, game_id, thread_id, 8)
    info = await bot.app.service.info(game_id)
    assert info.prompt.phase != "draft"
    player = USERS[info.to_act[0]]
    board = next(p for p in reversed(bot.fake.channel_posts(thread_id)) if p["components"])
    _, panel = await open_panel(bot, board, player)
    for _ in range(4):
        if labels(panel)[:1] == ["Confirm"]:
            break
        label, values = enabled_choice(panel)
        await bot.fake.click(bot.client, panel, label, user=player, values=values)
    assert labels(panel)[:1] == ["Confirm"], panel["content"]
    chosen = panel["content"].split("You chose: **", 1)[1].split("**", 1)[0]
    a, b = await both_at_once(bot, panel, "Confirm", player)
    no_outdated(bot, a, b)
    assert (await bot.app.service.info(game_id)).version == info.version + 1
    final = bot.fake.messages[int(panel["id"])]
    assert final["content"].startswith(f"Done: **{chosen}**.")


async def test_a_click_builds_the_panel_once(bot, monkeypatch):
    """The panel of one position for one seat is built once along the clicks on it: opening it,
    walking into a menu and the leaf click that makes the move (the move resolves its path on
    the same panel the click was checked against); the move's new position gets its own."""
    game_id, thread_id, board = await started_game(bot)
    player, info = await current_player(bot, game_id)
    cls = type(engines.get(info.engine))
    real = cls.panel
    built: list[tuple[int, int]] = []

    def counting(self, state, seat):
        built.append((id(state), seat))
        return real(self, state, seat)

    monkeypatch.setattr(cls, "panel", counting)
    _, panel = await open_panel(bot, board, player)
    await bot.fake.click(bot.client, panel, "Take coins", user=player)
    assert len(built) == 1
    await bot.fake.click(bot.client, panel, "Take 2", user=player)
    assert bot.fake.messages[int(panel["id"])]["content"].startswith("Done: **Take coins › Take 2**.")
    assert len(built) == len(set(built)) <= 2  # the position before the move once; the next one at most once
