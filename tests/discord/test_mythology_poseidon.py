"""Mare Nostrum, Mythology: Poseidon asked after an announced transport (docs/mythology-rules.md D52;
FAQ "Quando Poseidone distrugge una trireme, dopo che il giocatore ha annunciato un trasporto ... il
trasporto è annullato"), played through Discord from the Greek Blockade's prepared position
(tests/discord/test_mythology_reactions.py): the holder, in another player's turn, is mentioned once
in one new message saying what is asked; his answer resumes the mover's turn, mentioning him; no
private message; the hands never appear in public."""

from __future__ import annotations

from tests.discord.conftest import ALICE, BOB, CAROL
from tests.discord.harness import labels
from tests.discord.prepared import start_prepared
from tests.discord.test_flow import open_panel
from tests.discord.test_mythology_reactions import (  # noqa: F401  (no_pictures: an autouse fixture)
    BABYLON,
    MYTH,
    ROME,
    TRANSPORT,
    assert_no_hidden,
    choose,
    invasion,
    no_pictures,
    sent,
)


def poseidon_position(engine, state):
    """Example 59's invasion, and Babylon holding Poseidon face up."""
    S = invasion(engine, state)
    S.gods["poseidon"] = BABYLON
    return S


async def test_poseidon_is_asked_and_cancels_the_transport(bot):
    g = await start_prepared(bot, [ALICE, BOB, CAROL], poseidon_position, options=MYTH)
    rome, holder = g.user(ROME), g.user(BABYLON)
    _, panel = await open_panel(bot, g.board, rome)
    await choose(bot, panel, rome, "Legions from Latium")
    since = len(bot.fake.requests)
    await choose(bot, panel, rome, TRANSPORT)
    info = await bot.app.service.info(g.game_id)
    assert info.to_act == [holder.id] and info.prompt.kind == "poseidon"
    out = sent(bot, g, since)
    assert len(out.posts) == 1 and out.edits == [] and out.private == []
    assert out.mentions == [holder.id]
    lines = out.posts[0].payload["content"].splitlines()
    assert lines[0] == (f"{rome.name} announces a transport: 2 legions from Latium to Achaea by trireme "
                        f"(route: Adriatic Sea and Ionian Sea). {holder.name} may call on Poseidon to destroy one of its triremes.")
    assert lines[-1].startswith(f"<@{holder.id}>: Poseidon: destroy a trireme of the announced transport? (deadline")
    assert_no_hidden(out.public_texts())

    board = bot.fake.channel_posts(g.thread_id)[-1]
    _, panel = await open_panel(bot, board, holder)
    assert labels(panel) == ["Poseidon: destroy Trireme of Rome in the Adriatic Sea",
                             "Poseidon: destroy Trireme of Rome in the Ionian Sea", "Let the transport go"]
    since = len(bot.fake.requests)
    await choose(bot, panel, holder, "Poseidon: destroy Trireme of Rome in the Adriatic Sea")
    out = sent(bot, g, since)
    assert len(out.posts) == 1 and out.private == [] and out.mentions == [rome.id]
    content = out.posts[0].payload["content"]
    assert f"{holder.name} calls on Poseidon: a trireme of {rome.name} in the Adriatic Sea is destroyed." in content
    assert (f"Poseidon cancels {rome.name}'s transport: the carried units (2 legions) are not lost; "
            "they stay in Latium and may move again.") in content
    assert_no_hidden(out.public_texts())
    info, _, state = await bot.app.service.public_state(g.game_id)
    assert info.to_act == [rome.id] and state.provinces["latium"].legions == {ROME: 2}
    assert state.seas["mare_hadriaticum"] == {}
