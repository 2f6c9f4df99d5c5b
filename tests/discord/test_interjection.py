"""Mare Nostrum: Mythology through Discord (issue 8): the holder of a face-up Baal opens its panel in
another player's turn, sees the god's uses and nothing else, uses it; the turn message gets one
line (no new post, no mention, no private message); the prompted player's panel drawn before is
answered as outdated and a fresh one works; anyone else still gets "not your turn"
(docs/mythology-rules.md D2; mnm-it "Potere degli Dei": Baal "Puoi distruggere una città
avversaria ovunque sul tabellone", "in qualsiasi punto durante il turno")."""

from __future__ import annotations

from cogs import custom_ids
from tests.discord.conftest import ALICE, BOB, CAROL
from tests.discord.harness import custom_ids as ids_of
from tests.discord.harness import labels
from tests.discord.test_flow import assert_deferred_first, open_panel
from tests.discord.test_sevenwd import enabled_choice

USERS = {u.id: u for u in (ALICE, BOB, CAROL)}


async def mythology_game(bot) -> tuple[int, int, dict]:
    """Alice hosts a 3-player Mythology game, Bob and Carol join, Alice starts: (game id, thread
    id, the first board)."""
    iid = await bot.fake.command(bot.client, "new", {"game": "mare-nostrum", "expansion": "mythology"}, user=ALICE)
    lobby = bot.fake.response_message(iid)
    for user in (BOB, CAROL):
        await bot.fake.click(bot.client, lobby, "Join", user=user)
    await bot.fake.click(bot.client, lobby, "Start", user=ALICE)
    (thread_id,) = bot.fake.threads()
    board = bot.fake.channel_posts(thread_id)[-1]
    return custom_ids.parse(ids_of(board["components"])[0]).game_id, thread_id, board


async def give_baal(bot, game_id: int, seat: int) -> None:
    """The game as if ``seat`` had taken Baal at an Offering (the stored state, version + 1)."""
    service = bot.app.service
    _, engine, state = await service.public_state(game_id)
    state = state.model_copy(deep=True)
    state.gods = {"baal": seat}
    row = await service.storage.get_game(game_id)
    assert await service.storage.update_game(game_id, row.version, now=service.clock(), state=engine.dump_state(state))


async def test_a_god_holder_interjects_in_another_players_turn(bot):
    game_id, thread_id, board = await mythology_game(bot)
    info = await bot.app.service.info(game_id)
    (prompted_id,) = info.to_act
    assert info.prompt.kind == "announce"
    prompted = USERS[prompted_id]
    holder, bystander = [u for u in (ALICE, BOB, CAROL) if u is not prompted]
    await give_baal(bot, game_id, info.seat_of(holder.id))
    _, engine, state = await bot.app.service.public_state(game_id)
    cities_before = sum(sum(P.cities) for P in state.provinces.values())

    # the prompted player's panel, drawn before the god strikes
    _, old_panel = await open_panel(bot, board, prompted)
    assert old_panel["content"].startswith("**Mare Nostrum: announce how many cards to trade**")

    # the holder opens its panel in the Director's turn: the god's uses, nothing else
    iid, panel = await open_panel(bot, board, holder)
    content = panel["content"]
    assert content.startswith("**Mare Nostrum: your god may act now**")
    assert f"It is not your turn: waiting for {prompted.name} (announce how many cards to trade)" in content
    assert "Baal can act from this panel at any moment of the game" in content
    assert labels(panel) == ["Gods' powers"]
    iid = await bot.fake.click(bot.client, panel, "Gods' powers", user=holder)
    assert_deferred_first(bot, iid)
    label, values = enabled_choice(panel)
    assert label.startswith("Baal: destroy") or values is not None
    since = len(bot.fake.requests)
    iid = await bot.fake.click(bot.client, panel, label, user=holder, values=values)
    if values is not None:
        iid = await bot.fake.click(bot.client, panel, "Confirm", user=holder)
    assert "Done: **Gods' powers › Baal: destroy" in panel["content"]
    assert panel["content"].endswith(f"The turn goes on: still waiting for <@{prompted.id}>.")
    assert labels(panel) == ["Undo"]  # the interjector may take it back while nothing else happened

    _, engine, state = await bot.app.service.public_state(game_id)
    assert sum(sum(P.cities) for P in state.provinces.values()) == cities_before - 1
    info = await bot.app.service.info(game_id)
    assert info.to_act == [prompted.id] and info.prompt.kind == "announce"

    # what the players received: one edit of the turn message (its new line), nothing posted,
    # nobody mentioned, no private message
    sent = [r for r in bot.fake.requests[since:] if r.path.startswith("/channels/") or r.path.startswith("/users/")]
    assert [(r.method, r.path) for r in sent] == [("PATCH", "/channels/{channel_id}/messages/{message_id}")]
    (edit,) = sent
    assert edit.url.endswith(f"/channels/{thread_id}/messages/{board['id']}")
    assert f"{holder.name} calls on Baal: the city of " in edit.payload["content"]
    assert not (edit.payload.get("allowed_mentions") or {}).get("users")

    # the Director's panel of before the god is outdated; a fresh one works
    # (the game's seed is random: the Director's announce options are buttons or, with many
    # cards, a select menu; the first of them either way)
    comps = [c for row in old_panel["components"] for c in row["components"]]
    select = next((c for c in comps if c["type"] == 3), None)
    if select is not None:
        iid = await bot.fake.click(bot.client, old_panel, select["placeholder"], user=prompted, values=[select["options"][0]["value"]])
    else:
        iid = await bot.fake.click(bot.client, old_panel, comps[0]["label"], user=prompted)
    assert "outdated" in bot.fake.replies(iid)[-1]
    _, fresh = await open_panel(bot, board, prompted)
    assert fresh["content"].startswith("**Mare Nostrum: announce how many cards to trade**")

    # the other player still has nothing to do out of turn, and cannot act from others' panels
    _, idle = await open_panel(bot, board, bystander)
    assert idle["components"] == [] and "nothing to decide" in idle["content"]
    if select is not None:
        iid = await bot.fake.click(bot.client, fresh, select["placeholder"], user=bystander, values=[select["options"][0]["value"]])
    else:
        iid = await bot.fake.click(bot.client, fresh, comps[0]["label"], user=bystander)
    assert bot.fake.replies(iid) == [f"It is not your turn: waiting for <@{prompted.id}>."]
    # nor has the holder, its god spent (but its Undo, nothing having happened since)
    _, spent = await open_panel(bot, board, holder)
    assert labels(spent) == ["Undo"] and "Baal (power used)" in spent["content"] and "nothing to decide" in spent["content"]
