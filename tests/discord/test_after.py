"""/agora stats, /agora leaderboard, /agora replay and the pages of /agora log, through the
offline Discord (tests/discord/harness.py) with real discord.py objects; who may see what."""

from __future__ import annotations

import io
import re

import pytest
from PIL import Image

import render
from cogs import custom_ids, logpages
from tests.discord.conftest import ALICE, BOB, CAROL
from tests.discord.harness import CHANNEL_ID, GUILD_ID, OTHER_CHANNEL_ID, OTHER_GUILD_ID
from tests.discord.harness import custom_ids as ids_of
from tests.discord.test_flow import assert_deferred_first
from tests.platform.after_helpers import play_toy

NAMES = {ALICE.id: ALICE.name, BOB.id: BOB.name, CAROL.id: CAROL.name}


def toy_board(view, names=None) -> bytes:
    """A stand-in board picture for the toy engine (its pile as a shade of grey)."""
    out = io.BytesIO()
    Image.new("RGB", (120, 80), (view.pile * 10 % 256,) * 3).save(out, format="PNG")
    return out.getvalue()


async def finished(bot, users, winner, *, channel_id=CHANNEL_ID, guild_id=GUILD_ID, seed=7, finish=True) -> int:
    return await play_toy(
        bot.app.service, None, [u.id for u in users], winner=winner.id, guild_id=guild_id, channel_id=channel_id,
        seed=seed, finish=finish, names=NAMES,
    )


async def private(bot, sub: str, options=None, *, user=CAROL, channel_id: int = CHANNEL_ID, payload=None) -> tuple[int, str]:
    """Run ``/agora sub`` and return (interaction id, its one private answer)."""
    if payload is None:
        iid = await bot.fake.command(bot.client, sub, options, user=user, channel_id=channel_id)
    else:
        iid = await bot.fake.feed(bot.client, payload)
    assert_deferred_first(bot, iid, ephemeral=True)
    (text,) = bot.fake.private_texts(iid)
    return iid, text


def with_member(bot, sub: str, member, *, user, options=None) -> dict:
    """``/agora sub member:<member>`` as Discord sends it: a user option (type 6) with the
    member in ``resolved``."""
    payload = bot.fake.command_payload(sub, options, user=user)
    payload["data"]["options"][0]["options"].append({"type": 6, "name": "member", "value": str(member.id)})
    payload["data"]["resolved"] = {
        "users": {str(member.id): member.payload()},
        "members": {str(member.id): {"roles": [], "joined_at": "2024-01-01T00:00:00+00:00", "deaf": False, "mute": False,
                                     "flags": 0, "permissions": str(member.permissions)}},
    }
    return payload


# ---- stats and leaderboard ---------------------------------------------------------------


async def test_anyone_sees_a_members_stats_and_the_leaderboard(bot):
    await finished(bot, [ALICE, BOB], ALICE)
    await finished(bot, [ALICE, BOB, CAROL], ALICE, seed=8)
    await finished(bot, [BOB, CAROL], BOB, seed=9)
    live = await finished(bot, [ALICE, CAROL], CAROL, seed=10, finish=False)
    await bot.app.service.abandon(live, ALICE.id, is_admin=False)  # abandoned: not counted
    await finished(bot, [CAROL, BOB], CAROL, guild_id=OTHER_GUILD_ID, channel_id=OTHER_CHANNEL_ID)  # another server

    # Carol (who never played with Alice twice) asks about Alice
    _, text = await private(bot, "stats", payload=with_member(bot, "stats", ALICE, user=CAROL))
    lines = text.splitlines()
    assert lines[0] == "**Statistics of Alice** on this server"
    assert lines[1] == "Games: 2, won: 2 (100%)" and lines[2].startswith("Average score: ")
    assert "- Coin Grab: 2 games, 2 won" in lines and lines[-1] == "Only finished games count; abandoned ones do not."
    # her own, in one game: with her rating and rank
    _, text = await private(bot, "stats", {"game": "toy"}, user=CAROL)
    assert text.splitlines()[:2] == ["**Statistics of Carol** in Coin Grab on this server", "Games: 2, won: 0 (0%)"]
    assert re.search(r"^Rating: -?\d+\.\d \(μ \d+\.\d, σ \d\.\d; rank 3 of 3\)$", text, re.M)

    _, text = await private(bot, "leaderboard", {"game": "toy"}, user=CAROL)
    lines = text.splitlines()
    assert lines[0] == "**Leaderboard: Coin Grab**"
    assert [line.split(":")[0] for line in lines[1:4]] == ["1. Alice", "2. Bob", "3. Carol"]
    assert "(2 games, 2 won)" in lines[1] and "(3 games, 1 won)" in lines[2]
    assert lines[-1].startswith("Ratings: OpenSkill (Plackett-Luce)")


async def test_stats_and_leaderboard_in_italian_and_when_empty(bot):
    carol_it = type(CAROL)(CAROL.id, CAROL.name, locale="it")
    _, text = await private(bot, "stats", user=carol_it)
    assert text.splitlines() == ["**Statistiche di Carol** in questo server", "Carol non ha ancora finito nessuna partita qui."]
    _, text = await private(bot, "leaderboard", {"game": "toy"}, user=carol_it)
    assert text == "In questo server non è ancora finita nessuna partita di Coin Grab valida per la classifica."
    await finished(bot, [ALICE, CAROL], CAROL)
    _, text = await private(bot, "leaderboard", {"game": "toy"}, user=carol_it)
    assert text.splitlines()[0] == "**Classifica: Coin Grab**" and "1. Carol: **" in text and "(1 partita, 1 vinte)" in text


# ---- replay ------------------------------------------------------------------------------


async def test_replay_of_a_finished_game_for_anyone_in_the_server(bot, monkeypatch):
    monkeypatch.setitem(render.RENDERERS, "toy", "tests.discord.test_after:toy_board")
    game = await finished(bot, [ALICE, BOB], BOB)
    iid, text = await private(bot, "replay", user=CAROL)  # not a player; the channel's game
    assert text.startswith(f"Replay of #{game} Coin Grab (") and "pictures of the public board" in text
    (edit,) = [r for r in bot.fake.for_interaction(iid) if r.method == "PATCH"]
    assert edit.files == [f"{game}-replay.webp", f"{game}-log.txt"]
    webp, log = edit.file_data
    im = Image.open(io.BytesIO(webp))
    assert im.format == "WEBP" and im.n_frames >= 2 and len(webp) < 8_000_000
    info = await bot.app.service.info(game)
    assert log.decode("utf-8").splitlines() == [info.render(t) for t in await bot.app.service.log(game)]
    assert b"You bid" not in log  # private lines are not in the log
    # by its number
    iid, text = await private(bot, "replay", {"game": game}, user=ALICE)
    assert "pictures of the public board" in text


async def test_replay_is_refused_before_the_end_elsewhere_and_for_unknown_games(bot, monkeypatch):
    monkeypatch.setitem(render.RENDERERS, "toy", "tests.discord.test_after:toy_board")
    game = await finished(bot, [ALICE, BOB], ALICE, finish=False)
    _, text = await private(bot, "replay", user=ALICE)
    assert text == (
        f"Game #{game} is not over yet: its replay is ready once it has ended "
        "(no going back through the history while the players are still deciding)."
    )
    _, text = await private(bot, "replay", {"game": 99}, user=ALICE)
    assert text == "There is no game #99."
    other = await finished(bot, [ALICE, BOB], ALICE, guild_id=OTHER_GUILD_ID, channel_id=OTHER_CHANNEL_ID)
    iid, text = await private(bot, "replay", {"game": other}, user=ALICE)
    assert text == f"Game #{other} belongs to another server: its replay can be seen only there."
    assert not [r for r in bot.fake.for_interaction(iid) if r.files]


async def test_replay_without_a_picture_sends_the_log(bot):
    game = await finished(bot, [ALICE, BOB], ALICE)
    iid, text = await private(bot, "replay", user=BOB)
    assert text == f"Replay of #{game} Coin Grab (finished): this game has no board picture; its whole public log is attached."
    (edit,) = [r for r in bot.fake.for_interaction(iid) if r.method == "PATCH"]
    assert edit.files == [f"{game}-log.txt"]


# ---- the pages of /agora log ---------------------------------------------------------------


@pytest.fixture
def small_pages(monkeypatch):
    monkeypatch.setattr(logpages, "PAGE_SIZE", 120)


async def test_log_pages_with_previous_and_next(bot, small_pages):
    game = await finished(bot, [ALICE, BOB, CAROL], ALICE, finish=False)
    info = await bot.app.service.info(game)
    lines = [info.render(t) for t in await bot.app.service.log(game)]
    pages = logpages.paginate(lines)
    n = len(pages)
    assert n >= 3
    iid, text = await private(bot, "log", user=CAROL)
    assert text.splitlines() == [f"**Log of #{game} Coin Grab (in progress)**: page {n} of {n}", *pages[-1]]
    message = bot.fake.response_message(iid)
    cids = ids_of(message["components"])
    # a page number and nothing else: no secret in a custom_id
    assert cids == [f"ag1:{game}:log:{info.version}:~{n - 2}", f"ag1:{game}:log:{info.version}:~{n - 1}"]
    assert [c["disabled"] for row in message["components"] for c in row["components"]] == [False, True]
    click = await bot.fake.click(bot.client, message, "◀ Previous", user=CAROL)
    message = bot.fake.response_message(click)
    assert message["content"].splitlines() == [f"**Log of #{game} Coin Grab (in progress)**: page {n - 1} of {n}", *pages[-2]]
    assert bot.fake.private_texts(click)  # the private message was updated; nothing public
    # to the first page: Previous disabled there
    for _ in range(n - 2):
        click = await bot.fake.click(bot.client, bot.fake.response_message(click), "◀ Previous", user=CAROL)
    message = bot.fake.response_message(click)
    assert message["content"].splitlines()[1:] == pages[0]
    assert [c["disabled"] for row in message["components"] for c in row["components"]] == [True, False]
    assert ids_of(message["components"])[0].endswith(":log:" + str(info.version))  # page 0: no argument

    # the game moves on: an old button shows the same page of the longer log, with the new count
    info, engine, state = await bot.app.service.public_state(game)
    seat = engine.prompt(state).seats[0]
    await bot.app.service.act(game, info.user_of(seat), {"kind": "bid", "amount": 0}, info.version, None)
    click = await bot.fake.click(bot.client, message, "Next ▶", user=CAROL)
    later = bot.fake.response_message(click)["content"].splitlines()
    assert later[1:] == pages[1] and re.fullmatch(rf"\*\*Log of #{game} Coin Grab \(\w[\w ]*\)\*\*: page 2 of \d+", later[0])


async def test_log_page_clicks_from_elsewhere_or_forged_are_refused(bot, small_pages):
    game = await finished(bot, [ALICE, BOB, CAROL], ALICE, finish=False)
    iid, _ = await private(bot, "log", user=CAROL)
    message = bot.fake.response_message(iid)
    info = await bot.app.service.info(game)
    good = custom_ids.CustomId(game, "log", info.version, page=1).format()
    # from another server's channel
    click = await bot.fake.click_id(bot.client, bot.fake.forge(message, good), good, user=CAROL, channel_id=OTHER_CHANNEL_ID)
    assert bot.fake.private_texts(click) == ["This button belongs to a game in another server: it only works there."]
    # a version the game has not reached, a path where only a page may be
    for forged in (f"ag1:{game}:log:{info.version + 5}:~1", f"ag1:{game}:log:{info.version}:take~1"):
        click = await bot.fake.click_id(bot.client, bot.fake.forge(message, forged), forged, user=CAROL)
        (reply,) = bot.fake.private_texts(click)
        assert "button" in reply.lower() and "Log of" not in reply
    with pytest.raises(custom_ids.BadCustomId):
        custom_ids.parse(f"ag1:{game}:log:1:take~1")
    assert custom_ids.parse(f"ag1:{game}:log:3:~4") == custom_ids.CustomId(game, "log", 3, (), 4)


async def test_a_short_log_has_no_buttons(bot):
    game = await finished(bot, [ALICE, BOB], ALICE, finish=False)
    iid, text = await private(bot, "log", user=BOB)
    assert text.splitlines()[0] == f"**Log of #{game} Coin Grab (in progress)**: page 1 of 1"
    assert not bot.fake.response_message(iid).get("components")


async def test_replay_over_the_servers_upload_limit_sends_the_log_only(bot, monkeypatch):
    monkeypatch.setitem(render.RENDERERS, "toy", "tests.discord.test_after:toy_board")
    bot.fake.attachment_size_limit = 20_000  # what the log leaves is not enough for a picture
    game = await finished(bot, [ALICE, BOB], ALICE)
    iid, text = await private(bot, "replay", user=BOB)
    assert text == f"The replay of #{game} Coin Grab (finished) does not fit in a message on this server; its whole public log is attached."
    (edit,) = [r for r in bot.fake.for_interaction(iid) if r.method == "PATCH"]
    assert edit.files == [f"{game}-log.txt"]


def test_times_and_numbers_in_each_language():
    from cogs.after import number, time_text

    assert [time_text(s, "en") for s in (40, 720, 5400, 3 * 86400)] == ["40 s", "12 min", "1.5 h", "3 days"]
    assert [time_text(s, "it") for s in (40, 5400, 86400 * 2.5)] == ["40 s", "1,5 h", "2,5 giorni"]
    assert (number(-3.456, "en"), number(27.63, "it")) == ("-3.5", "27,6")
