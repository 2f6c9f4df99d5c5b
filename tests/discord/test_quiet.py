"""One ping per turn through Discord (issue 7, section 2): a Mare Nostrum construction turn (many
decisions by one player) mentions its player once, in one message of the thread that its steps
then edit (PATCH, pinging nobody) while the player's private panel shows the next choice at once;
``/agora notify`` shows and changes a user's mentions, private messages and reminder times."""

from __future__ import annotations

import pytest

import i18n
import render
from bot.app.scheduler import reminder_number
from tests.discord.conftest import ALICE, BOB, CAROL
from tests.discord.harness import labels
from tests.discord.test_flow import assert_deferred_first, open_lobby, open_panel
from tests.discord.test_mare_nostrum import USERS
from tests.discord.test_sevenwd import enabled_choice


def thread_requests(bot, thread_id: int, since: int) -> list:
    """The REST calls on the thread's messages (posts and edits) since request ``since``."""
    return [r for r in bot.fake.requests[since:] if f"/channels/{thread_id}/messages" in r.url and r.status == 200]


async def auto(bot, game_id: int) -> None:
    """One automatic decision (the app's, as a timeout would make it) of the first seat prompted."""
    info, engine, state = await bot.app.service.public_state(game_id)
    seat = engine.prompt(state).seats[0]
    action = engine.dump_action(engine.auto_action(state, seat))
    await bot.app.act(game_id, info.user_of(seat), action, info.version, None)


async def test_a_construction_turn_pings_once_and_edits_its_message(bot, monkeypatch):
    monkeypatch.delitem(render.RENDERERS, "mare-nostrum")
    monkeypatch.setattr("bot.features.lobby.secrets.randbits", lambda bits: 3)  # the game's seed
    lobby = await open_lobby(bot, game="mare-nostrum")
    for user in (BOB, CAROL):
        await bot.fake.click(bot.client, lobby, "Join", user=user)
    await bot.fake.click(bot.client, lobby, "Start", user=ALICE)
    (thread_id,) = bot.fake.threads()
    (game,) = await bot.app.service.games_in_channel(thread_id)
    # the automatic players play up to a construction turn in which the player can build
    while True:
        info, engine, state = await bot.app.service.public_state(game.id)
        prompt = engine.prompt(state)
        if prompt.phase == "construction" and prompt.kind == "build":
            _, panel = await bot.app.service.panel(game.id, info.user_of(prompt.seats[0]))
            if any(i18n.render(o.label).startswith("Build") and not o.disabled for o in panel.options):
                break
        await auto(bot, game.id)
    player = USERS[info.user_of(prompt.seats[0])]
    board = bot.fake.channel_posts(thread_id)[-1]
    turn_id = board["id"]
    assert f"<@{player.id}>: build" in board["content"].splitlines()[-1]
    since = len(bot.fake.requests)

    # the player builds from their panel: each step answers with the next choice at once
    iid, panel = await open_panel(bot, board, player)
    build = next(label for label in labels(panel) if label.startswith("Build"))
    await bot.fake.click(bot.client, panel, build, user=player)
    for _ in range(8):
        assert "Your next decision:" in panel["content"], panel["content"]
        if "Done:" in panel["content"] and (await bot.app.service.info(game.id)).prompt.kind == "build":
            break  # the build is complete: back to "build" (another one, or end the turn)
        label, values = enabled_choice(panel)
        iid = await bot.fake.click(bot.client, panel, label, user=player, values=values)
        assert_deferred_first(bot, iid)
        if values is not None and labels(panel) == ["Confirm", "Back"]:
            await bot.fake.click(bot.client, panel, "Confirm", user=player)
    info = await bot.app.service.info(game.id)
    assert info.to_act == [player.id] and info.prompt.phase == "construction"
    # the thread: no new message, the turn message edited with the build, no one pinged
    steps = thread_requests(bot, thread_id, since)
    assert steps and all(r.method == "PATCH" and r.url.endswith(f"/messages/{turn_id}") for r in steps)
    assert all(r.payload["allowed_mentions"] == {"parse": []} for r in steps)
    edited = bot.fake.messages[int(turn_id)]
    assert f"{player.name} builds " in edited["content"] and board["content"].splitlines()[0] in edited["content"]
    assert edited["content"].splitlines()[-1].startswith(f"<@{player.id}>: ")
    assert labels(edited) == ["Play my turn"]  # the turn message keeps its button

    # the turn ends (the player ends construction and, as the first builder, names the next
    # one): then the next player's turn is one new message, mentioning them
    since = len(bot.fake.requests)
    iid, panel = await open_panel(bot, board, player)  # the same message: still the current one
    await bot.fake.click(bot.client, panel, "End my turn", user=player)
    while (info := await bot.app.service.info(game.id)).to_act == [player.id]:
        assert not [r for r in thread_requests(bot, thread_id, since) if r.method == "POST"]
        assert "Your next decision:" in panel["content"]
        label, values = enabled_choice(panel)
        await bot.fake.click(bot.client, panel, label, user=player, values=values)
        if values is not None and labels(panel) == ["Confirm", "Back"]:
            await bot.fake.click(bot.client, panel, "Confirm", user=player)
    posts = [r for r in thread_requests(bot, thread_id, since) if r.method == "POST"]
    assert len(posts) == 1
    assert [int(u) for u in posts[0].payload["allowed_mentions"]["users"]] == info.to_act != [player.id]
    assert posts[0].payload["content"].splitlines()[-1].startswith(f"<@{info.to_act[0]}>: ")
    assert f"{player.name} ends construction." in bot.fake.messages[int(turn_id)]["content"]


async def ask(bot, options: dict | None = None, user=ALICE, locale: str = "en-US") -> str:
    payload = bot.fake.command_payload("notify", options, user=user)
    payload["locale"] = locale
    iid = await bot.fake.feed(bot.client, payload)
    assert_deferred_first(bot, iid, ephemeral=True)
    (reply,) = bot.fake.private_texts(iid)[-1:]
    return reply


async def test_notify_shows_and_toggles_the_users_settings(bot):
    text = await ask(bot)
    assert text.splitlines()[:4] == [
        "**Your notifications**",
        "- Mention when your turn starts: **on**",
        "- Private messages for what only you may see (a card received in a trade...): **on**",
        "- Reminders before a deadline: **12 and 1 hours** before (this server's setting)",
    ]
    text = await ask(bot, {"mentions": False, "private_messages": False, "reminders": "6, 0.5"})
    assert text.splitlines()[:4] == [
        "Saved. **Your notifications** now:",
        "- Mention when your turn starts: **off** (your name is shown without a ping)",
        "- Private messages for what only you may see (a card received in a trade...): **off** (it stays in your panel and in `/agora status`)",
        "- Reminders before a deadline: **6 and 0.5 hours** before",
    ]
    prefs = await bot.app.user_prefs(ALICE.id)
    assert (prefs.mentions, prefs.private_messages, prefs.reminder_hours) == (False, False, [6.0, 0.5])
    assert (await bot.app.user_prefs(BOB.id)).mentions  # only the user's own settings change

    text = await ask(bot, {"mentions": True, "reminders": "off"})
    assert "- Mention when your turn starts: **on**" in text and "- Reminders before a deadline: **none**" in text
    prefs = await bot.app.user_prefs(ALICE.id)
    assert (prefs.mentions, prefs.private_messages, prefs.reminder_hours) == (True, False, [])
    text = await ask(bot, {"reminders": "default"})
    assert "**12 and 1 hours** before (this server's setting)" in text
    assert (await bot.app.user_prefs(ALICE.id)).reminder_hours is None


@pytest.mark.parametrize("bad", ["soon", "12, -1", "1000", ""])
async def test_notify_refuses_reminder_times_it_cannot_read(bot, bad):
    text = await ask(bot, {"reminders": bad})
    assert text.startswith(f"“{bad}” is not a list of hours")
    assert (await bot.app.user_prefs(ALICE.id)).reminder_hours is None  # nothing saved


async def test_notify_speaks_italian_to_an_italian_client(bot):
    text = await ask(bot, {"private_messages": False, "reminders": "6, 2.5"}, locale="it")
    assert text.splitlines()[:4] == [
        "Salvato. **Le tue notifiche** ora:",
        "- Menzione quando inizia il tuo turno: **attiva**",
        "- Messaggi privati per ciò che solo tu puoi vedere (una carta ricevuta in uno scambio...): **disattivati** "
        "(resta visibile nel tuo pannello e in `/agora stato`)",
        "- Promemoria prima di una scadenza: **6 e 2,5 ore** prima",
    ]


async def test_notify_lead_times_arm_the_players_reminders(bot):
    await ask(bot, {"reminders": "3"}, user=ALICE)
    await ask(bot, {"reminders": "off"}, user=BOB)
    lobby = await open_lobby(bot)
    await bot.fake.click(bot.client, lobby, "Join", user=BOB)
    await bot.fake.click(bot.client, lobby, "Start", user=ALICE)
    (thread_id,) = bot.fake.threads()
    (game,) = await bot.app.service.games_in_channel(thread_id)
    expected = {ALICE.id: [f"remind:{game.id}:{reminder_number(3)}"], BOB.id: []}[game.to_act[0]]
    assert bot.app.scheduler.job_ids() == sorted([f"deadline:{game.id}", *expected])


async def test_a_deleted_turn_message_is_posted_again_with_the_turn_so_far(bot):
    """The toy game's sealed bids edit the bid step's message; when Discord refuses the edit
    (the message was deleted), the turn so far goes in a new message, pinging nobody."""
    from tests.discord.test_flow import started_game

    game_id, thread_id, board = await started_game(bot)
    await auto(bot, game_id)
    last = (await bot.app.service.info(game_id)).to_act
    await auto(bot, game_id)  # both players took coins: the bid step starts
    info = await bot.app.service.info(game_id)
    assert info.prompt.kind == "bid"
    bid_board = bot.fake.channel_posts(thread_id)[-1]
    # the player who just took coins goes on deciding: only the other one is pinged (issue 17
    # item 12: a ping when the game newly waits for a player after waiting for someone else)
    assert [int(u) for u in bid_board["allowed_mentions"]["users"]] == [u for u in info.to_act if u not in last]
    fault = bot.fake.fail("PATCH", "/channels/{channel_id}/messages/{message_id}", 404, 10008, "Unknown Message")
    since = len(bot.fake.requests)
    await auto(bot, game_id)  # the first bid is sealed
    assert fault.hits == 1
    (post,) = [r for r in thread_requests(bot, thread_id, since) if r.method == "POST"]
    lines = post.payload["content"].splitlines()
    assert lines[:-1] == bid_board["content"].splitlines()[:-1] + [lines[-2]] and lines[-2].endswith("has sealed a bid.")
    assert post.payload["allowed_mentions"]["users"] == []
    # the new message is the game's turn message (and latest board) now
    assert await bot.app.storage.turn_message(game_id) == int(post.response["id"])
    assert (await bot.app.storage.get_game(game_id)).board_message_id == int(post.response["id"])


async def test_notify_is_synced_with_its_italian_names(bot):
    (req,) = [r for r in bot.fake.requests if r.method == "PUT" and r.path.endswith("/commands")][-1:]
    (agora,) = [c for c in req.payload if c["name"] == "agora"]
    (notify,) = [s for s in agora["options"] if s["name"] == "notify"]
    assert notify["name_localizations"]["it"] == "notifiche"
    options = {o["name"]: o["name_localizations"]["it"] for o in notify["options"]}
    assert options == {
        "mentions": "menzioni", "private_messages": "messaggi_privati", "reminders": "promemoria",
        "timezone": "fuso_orario", "quiet_hours": "ore_di_silenzio", "game": "partita", "heads_up": "preavviso",
        "digest": "riepilogo",
    }
    (zone,) = [o for o in notify["options"] if o["name"] == "timezone"]
    assert zone["autocomplete"] is True
    assert all(len(o["description"]) <= 100 and len(o["description_localizations"]["it"]) <= 100 for o in notify["options"])


# ---- time zones and quiet hours (issue 22) ------------------------------------------------------
async def test_notify_sets_a_zone_and_quiet_hours_and_shows_them(bot):
    from datetime import datetime
    from zoneinfo import ZoneInfo

    bot.app.clock = lambda: datetime(2026, 3, 28, 12, tzinfo=ZoneInfo("Europe/Rome")).timestamp()
    text = await ask(bot)
    assert "- Time zone: **none set** (quiet hours are read in UTC)" in text.splitlines()
    assert "- Quiet hours: **none**" in text.splitlines()
    text = await ask(bot, {"timezone": "europe/rome", "quiet_hours": "23-8"})
    start = int(datetime(2026, 3, 28, 23, tzinfo=ZoneInfo("Europe/Rome")).timestamp())
    assert "- Time zone: **Europe/Rome**" in text.splitlines()
    assert (f"- Quiet hours: **23:00–8:00** your time (next from <t:{start}:f>): no reminder or mention reaches you "
            "then; they come when the quiet hours end, and a deadline of yours that would pass in them passes at their "
            "end") in text.splitlines()
    prefs = await bot.app.user_prefs(ALICE.id)
    assert (prefs.timezone, prefs.quiet) == ("Europe/Rome", (23, 8))
    text = await ask(bot, {"quiet_hours": "off"}, locale="it")
    assert "- Fuso orario: **Europe/Rome**" in text.splitlines() and "- Ore di silenzio: **nessuna**" in text.splitlines()
    assert (await bot.app.user_prefs(ALICE.id)).quiet is None


@pytest.mark.parametrize(("option", "bad", "start"), [
    ("timezone", "Europe/Atlantis", "“Europe/Atlantis” is not a time zone"),
    ("quiet_hours", "23", "“23” is not a span of quiet hours"),
    ("quiet_hours", "8-8", "“8-8” is not a span of quiet hours"),
    ("quiet_hours", "25-3", "“25-3” is not a span of quiet hours"),
])
async def test_notify_refuses_an_unknown_zone_and_malformed_hours_privately(bot, option, bad, start):
    text = await ask(bot, {option: bad, "mentions": False})
    assert text.startswith(start)
    prefs = await bot.app.user_prefs(ALICE.id)
    assert (prefs.timezone, prefs.quiet, prefs.mentions) == (None, None, True)  # nothing saved


async def test_notify_refusal_in_italian(bot):
    text = await ask(bot, {"timezone": "Roma"}, locale="it")
    assert text.startswith("“Roma” non è un fuso orario: scegline uno dall'elenco")


async def test_timezone_autocompletes_iana_names(bot):
    from tests.discord.test_explain import autocomplete

    choices = await autocomplete(bot.fake, bot.client, "notify", {"timezone": "europe/ro"}, "timezone")
    assert [c["value"] for c in choices] == ["Europe/Rome"]
    choices = await autocomplete(bot.fake, bot.client, "notify", {"timezone": "new_y"}, "timezone")
    assert [c["value"] for c in choices] == ["America/New_York"]


async def test_new_offers_weekends_off_with_its_italian_name(bot):
    (req,) = [r for r in bot.fake.requests if r.method == "PUT" and r.path.endswith("/commands")][-1:]
    (agora,) = [c for c in req.payload if c["name"] == "agora"]
    (new,) = [s for s in agora["options"] if s["name"] == "new"]
    (weekends,) = [o for o in new["options"] if o["name"] == "weekends"]
    assert weekends["name_localizations"]["it"] == "fine_settimana"
    assert [c["value"] for c in weekends["choices"]] == ["on", "off"]
    assert [c["name_localizations"]["it"] for c in weekends["choices"]] == [
        "on (il tempo scorre ogni giorno)", "off (il tempo si ferma sabato e domenica)"
    ]
    assert len(weekends["description"]) <= 100 and len(weekends["description_localizations"]["it"]) <= 100


# ---- per-game settings (issue 22) -----------------------------------------------------------------
async def test_notify_game_sets_one_games_settings_above_the_players_own(bot):
    from tests.discord.test_flow import started_game

    game_id, thread_id, _ = await started_game(bot)
    text = await ask(bot, {"game": game_id, "mentions": False, "reminders": "3"})
    lines = text.splitlines()
    assert lines[:4] == [
        "Saved. **Your notifications** now:",
        "- Mention when your turn starts: **on**",  # their own settings did not change
        "- Private messages for what only you may see (a card received in a trade...): **on**",
        "- Reminders before a deadline: **12 and 1 hours** before (this server's setting)",
    ]
    start = lines.index(f"**In game #{game_id}** (these win over your own settings there):")
    assert lines[start + 1:start + 4] == [
        "- Mention when your turn starts: **off** (your name is shown without a ping)",
        "- Private messages for what only you may see (a card received in a trade...): **on** (your own setting)",
        "- Reminders before a deadline: **3 hours** before",
    ]
    own = await bot.app.user_prefs(ALICE.id)
    assert (own.mentions, own.reminder_hours) == (True, None)
    in_game = (await bot.app.users_prefs([ALICE.id], game_id))[ALICE.id]
    assert (in_game.mentions, in_game.private_messages, in_game.reminder_hours) == (False, True, [3.0])
    # the next board of that game does not ping Alice; her reminders there are at 3 hours
    since = len(bot.fake.requests)
    await auto(bot, game_id)
    info = await bot.app.service.info(game_id)
    while ALICE.id not in info.to_act:
        await auto(bot, game_id)
        info = await bot.app.service.info(game_id)
    posts = [r for r in thread_requests(bot, thread_id, since) if r.method == "POST"]
    assert posts and all(str(ALICE.id) not in map(str, p.payload["allowed_mentions"]["users"]) for p in posts)
    assert f"remind:{game_id}:{reminder_number(3)}" in bot.app.scheduler.job_ids()
    # "default" follows her own setting again
    text = await ask(bot, {"game": game_id, "reminders": "default"})
    assert "- Reminders before a deadline: **12 and 1 hours** before (this server's setting) (your own setting)" in text


async def test_notify_game_refuses_a_game_that_is_not_yours(bot):
    from tests.discord.test_flow import started_game

    game_id, _, _ = await started_game(bot)
    for game, user in ((game_id + 100, ALICE), (game_id, CAROL)):  # no such game; not seated
        text = await ask(bot, {"game": game, "mentions": False}, user=user)
        assert text == f"Game #{game} is not one of yours: you can only choose notifications for a game you play in."
        assert (await bot.app.user_prefs(user.id)).mentions  # nothing saved
    text = await ask(bot, {"game": game_id + 100}, locale="it")
    assert text == f"La partita #{game_id + 100} non è tua: puoi scegliere le notifiche solo per una partita in cui giochi."


async def test_notify_heads_up_and_digest(bot):
    text = await ask(bot, {"heads_up": True, "digest": "8"})
    lines = text.splitlines()
    assert "- Heads-up when the player before you starts their turn (games with a fixed turn order): **on**" in lines
    assert "- Daily digest: **at 8:00** your time, the games waiting for you (instead of a mention at each turn)" in lines
    prefs = await bot.app.user_prefs(ALICE.id)
    assert (prefs.heads_up, prefs.digest_hour) == (True, 8)
    assert bot.app.scheduler.run_at(f"digest:{ALICE.id}") is not None
    text = await ask(bot, {"digest": "25", "heads_up": False})
    assert text == "“25” is not an hour: write a whole hour from 0 to 23, such as `8`, or `off`."
    assert (await bot.app.user_prefs(ALICE.id)).heads_up  # nothing saved
    text = await ask(bot, {"digest": "off"}, locale="it")
    assert "- Riepilogo quotidiano: **disattivato** (una menzione a ogni turno)" in text.splitlines()
