"""Mare Nostrum: Mythology's new decisions played through Discord, from prepared positions
(tests/discord/prepared.py): the Greek Blockade asked of the Greek player in another player's
military turn (docs/mythology-rules.md D40-D47, example 59), Ajax asked of the defender in the
attacker's turn (D37), Hamilcar's automatic 4s (D33), Nebuchadnezzar's card (D35), Hercules'
declaration (D21) and the 3 role cards variant's victory (D39, example 88).

What each player receives is counted (the style of tests/discord/test_quiet.py): a player asked to
react in someone else's turn is mentioned once, in one new message of the thread that says what
is asked; the mover, whose turn resumes afterwards, is mentioned again then (his panel told him
"I will mention you when it is your turn": the reaction is another player's turn in between, as
``bot.service.turn_starts`` defines a turn); a step inside one's own turn pings nobody; nobody gets
a private message repeating a move; and the hands (hidden) never appear in the public posts."""

from __future__ import annotations

import dataclasses

import pytest

import render
from engines.mare_nostrum.state import MoveLegions
from engines.mare_nostrum.turn import advance
from tests.discord.conftest import ALICE, BOB, CAROL
from tests.discord.harness import Request, labels
from tests.discord.prepared import Prepared, start_prepared
from tests.discord.test_flow import assert_deferred_first, open_panel
from tests.mare_nostrum.builders import blank, put

MYTH = {"expansion": "mythology"}
#: the hands dealt in the prepared positions: hidden information, never in a public post
HANDS = ({"perfume": 1}, {"gems": 2}, {"papyrus": 1})
HIDDEN = ("Perfume", "Gems", "Papyrus", "Your hand")


@pytest.fixture(autouse=True)
def no_pictures(monkeypatch):
    """The board pictures are not what these tests count (and cost a render each)."""
    monkeypatch.delitem(render.RENDERERS, "mare-nostrum")


def position(engine, civs: list[str], active: int, step: str = "move", options: dict | None = None):
    """An empty Mythology board with ``civs`` (one per seat), ``active`` deciding at ``step``,
    no heroes, the hands of :data:`HANDS`."""
    S = blank(engine, civs, step, active=active, options={**MYTH, **(options or {})})
    for seat, pl in enumerate(S.players):
        pl.cards = []
        pl.hand = dict(HANDS[seat])
    return S


async def choose(bot, panel: dict, user, label: str) -> int:
    """Click the button ``label`` of ``panel``, or pick the select option ``label`` (and Confirm);
    the interaction id of the last click."""
    for row in panel["components"]:
        for comp in row["components"]:
            if comp["type"] == 2 and comp["label"] == label:
                iid = await bot.fake.click(bot.client, panel, label, user=user)
                assert_deferred_first(bot, iid)
                return iid
            if comp["type"] == 3:
                for opt in comp["options"]:
                    if opt["label"] == label:
                        iid = await bot.fake.click(bot.client, panel, comp["placeholder"], user=user, values=[opt["value"]])
                        if labels(panel) == ["Confirm", "Back"]:
                            iid = await bot.fake.click(bot.client, panel, "Confirm", user=user)
                        return iid
    raise AssertionError(f"no {label!r} in {labels(panel)} / {panel['content']!r}")


@dataclasses.dataclass
class Sent:
    """What went out since a request index: the thread's new messages, its text edits, private
    messages, and every mention (the users of each post's ``allowed_mentions``)."""

    posts: list[Request]
    edits: list[Request]
    private: list[Request]

    @property
    def mentions(self) -> list[int]:
        return [int(u) for r in self.posts + self.edits for u in (r.payload.get("allowed_mentions") or {}).get("users", [])]

    def public_texts(self) -> list[str]:
        return [r.payload.get("content") or "" for r in self.posts + self.edits]


def sent(bot, g: Prepared, since: int) -> Sent:
    reqs = [r for r in bot.fake.requests[since:] if r.method != "CALL" and r.status == 200]
    thread = f"/channels/{g.thread_id}/messages"
    posts = [r for r in reqs if r.method == "POST" and r.url.endswith(thread)]
    # edits of the turn message's text (the transport edits no other message)
    edits = [r for r in reqs if r.method == "PATCH" and thread in r.url and "content" in (r.payload or {})]
    private = [r for r in reqs if r.path == "/users/@me/channels"
               or (r.path == "/channels/{channel_id}/messages" and not r.url.endswith(thread))]
    return Sent(posts, edits, private)


def assert_no_hidden(texts: list[str]) -> None:
    for text in texts:
        assert not any(word in text for word in HIDDEN), text


# ---- the Greek Blockade (D40-D47) ---------------------------------------------------------------------

ROME, GREECE, BABYLON = 0, 1, 2
TRANSPORT = "Move 2 legions from Latium to Achaea"


def invasion(engine, state):
    """Example 59's situation: Rome (2 legions in Latium, triremes in the Adriatic and Ionian seas)
    may carry its legions to Greek Achaea; 2 Greek triremes wait in the Ionian Sea.  The dice of
    the game's generator (its seed and counter in the state) make a Greek attack there sink the
    Roman trireme (Greece [3, 2] = 5 against Rome [4])."""
    S = position(engine, ["rome", "greece", "babylon"], ROME)
    put(S, "latium", ROME, legions={ROME: 2})
    put(S, "achaea", GREECE, legions={GREECE: 1})
    S.seas["mare_hadriaticum"] = {ROME: 1}
    S.seas["mare_ionium"] = {ROME: 1, GREECE: 2}
    return S


async def transport_declared(bot) -> tuple[Prepared, list[dict], object, object, object]:
    """Rome carries its legions towards Achaea from its panel: (the game, two older panels of
    Rome's drawn before, Rome, the Greek player, the bystander).  Checks what was sent."""
    g = await start_prepared(bot, [ALICE, BOB, CAROL], invasion, options=MYTH)
    rome, greek, bystander = g.user(ROME), g.user(GREECE), g.user(BABYLON)
    assert [int(u) for u in g.board["allowed_mentions"]["users"]] == [rome.id]
    _, older = await open_panel(bot, g.board, rome)
    _, older_it = await open_panel(bot, g.board, rome)
    _, panel = await open_panel(bot, g.board, rome)
    await choose(bot, panel, rome, "Legions from Latium")
    since = len(bot.fake.requests)
    await choose(bot, panel, rome, TRANSPORT)
    assert panel["content"].startswith(f"Done: **Legions from Latium › {TRANSPORT}**")
    info = await bot.app.service.info(g.game_id)
    assert info.to_act == [greek.id] and info.prompt.kind == "blockade"

    # the Greek player is told once: one new message saying what is asked, mentioning him only;
    # no private message (to anyone)
    out = sent(bot, g, since)
    assert len(out.posts) == 1 and out.edits == [] and out.private == []
    assert out.mentions == [greek.id]
    lines = out.posts[0].payload["content"].splitlines()
    assert lines[0] == (f"{rome.name} tries to break the Greek Blockade: 2 legions from Latium to Achaea by trireme "
                        f"(route: Adriatic Sea and Ionian Sea). {greek.name} may attack the carrying triremes.")
    assert lines[-1].startswith(f"<@{greek.id}>: Greek Blockade: attack the triremes carrying the invasion? (deadline")
    assert sum(f"<@{greek.id}>" in line for line in lines) == 1
    assert_no_hidden(out.public_texts())
    return g, [older, older_it], rome, greek, bystander


async def test_the_greek_player_is_asked_attacks_and_the_mover_resumes(bot):
    g, (older, older_it), rome, greek, bystander = await transport_declared(bot)
    board = bot.fake.channel_posts(g.thread_id)[-1]

    # the Greek player's panel: the transport, the blockade's options, his hand (private)
    iid, panel = await open_panel(bot, board, greek)
    assert panel["content"].startswith("**Mare Nostrum: Greek Blockade: attack the triremes carrying the invasion?**")
    assert ("Rome is moving 2 legions from Latium to Achaea by trireme (route: Adriatic Sea and Ionian Sea). "
            "Greek Blockade: you may attack its triremes") in panel["content"]
    assert "**Greece** — turn 1, Military Phase. Your hand: Gems ×2." in panel["content"]  # his own, privately
    assert labels(panel) == ["Attack Rome's carrying triremes in the Ionian Sea", "Let them pass"]

    # meanwhile the mover's clicks are refused, naming whom the game waits for; his new panel
    # has nothing to decide; the bystander too
    since = len(bot.fake.requests)
    iid = await bot.fake.click(bot.client, older, "End my turn", user=rome)
    assert bot.fake.private_texts(iid)[-1] == (
        "This button is outdated: the game has moved on since it was shown. You have nothing to decide now: "
        f"the game waits for <@{greek.id}> (Greek Blockade: attack the triremes carrying the invasion?). "
        "I will mention you when it is your turn.")
    iid = await bot.fake.click(bot.client, older_it, "End my turn", user=dataclasses.replace(rome, locale="it"))
    refusal = bot.fake.private_texts(iid)[-1]
    assert refusal.startswith("Questo pulsante è superato") and f"si aspetta <@{greek.id}> (Blocco Greco: " in refusal
    iid, idle = await open_panel(bot, board, rome)
    assert ("You have nothing to decide right now: the game waits for "
            f"<@{greek.id}> (Greek Blockade: attack the triremes carrying the invasion?).") in idle["content"]
    assert "Attack" not in " ".join(labels(idle))
    _, idle = await open_panel(bot, board, dataclasses.replace(rome, locale="it"))
    assert f"Al momento non hai niente da decidere: si aspetta <@{greek.id}> (Blocco Greco: " in idle["content"]
    iid = await bot.fake.click(bot.client, panel, "Let them pass", user=bystander)
    assert bot.fake.private_texts(iid)[-1] == f"It is not your turn: waiting for <@{greek.id}>."
    assert sent(bot, g, since) == Sent([], [], [])
    info = await bot.app.service.info(g.game_id)
    assert info.prompt.kind == "blockade"  # nothing changed

    # the Greek attacks: the battle and its result in one new message, the mover mentioned (his
    # turn resumes), nothing private
    since = len(bot.fake.requests)
    await choose(bot, panel, greek, "Attack Rome's carrying triremes in the Ionian Sea")
    assert panel["content"].startswith("Done: **Attack Rome's carrying triremes in the Ionian Sea**")
    out = sent(bot, g, since)
    assert len(out.posts) == 1 and out.edits == [] and out.private == []
    assert out.mentions == [rome.id]
    content = out.posts[0].payload["content"]
    assert f"Greek Blockade: {greek.name} attacks {rome.name}'s carrying triremes in the Ionian Sea." in content
    assert f"Naval battle in the Ionian Sea:\n{greek.name} [3, 2] = 5\n{rome.name} [4] = 4" in content
    assert (f"{greek.name}'s Greek Blockade holds: {rome.name}'s chain of triremes is broken; the carried units "
            "(2 legions) are not lost: they are back in Latium and may move again.") in content
    assert content.splitlines()[-1].startswith(f"<@{rome.id}>: move and fight")
    assert_no_hidden(out.public_texts())
    info, _, state = await bot.app.service.public_state(g.game_id)
    assert info.to_act == [rome.id] and state.provinces["latium"].legions == {ROME: 2}
    assert state.seas["mare_ionium"] == {GREECE: 2}


async def test_the_greek_player_lets_them_pass_from_an_italian_client(bot):
    g, _, rome, greek, _ = await transport_declared(bot)
    board = bot.fake.channel_posts(g.thread_id)[-1]
    greek_it = dataclasses.replace(greek, locale="it")
    _, panel = await open_panel(bot, board, greek_it)
    assert panel["content"].startswith("**Mare Nostrum: Blocco Greco")
    assert labels(panel) == ["Attacca le triremi di Roma che trasportano unità nel Mare Ionio", "Lasciali passare"]
    since = len(bot.fake.requests)
    await choose(bot, panel, greek_it, "Lasciali passare")
    out = sent(bot, g, since)
    assert len(out.posts) == 1 and out.edits == [] and out.private == []
    assert out.mentions == [rome.id]
    content = out.posts[0].payload["content"]  # the thread speaks the game's language
    assert f"Greek Blockade: {greek.name} lets {rome.name}'s transport pass." in content
    assert f"{rome.name} moves 2 legions from Latium to Achaea." in content
    assert_no_hidden(out.public_texts())
    info, _, state = await bot.app.service.public_state(g.game_id)
    assert info.to_act == [rome.id] and state.provinces["achaea"].legions == {ROME: 2, GREECE: 1}


# ---- the heroes' choices (D33, D35, D37) ---------------------------------------------------------------


def ajax_defence(engine, state):
    """Rome's 3 legions have moved into Greek Etruria (3 Greek legions): the battle is owed.
    Greece holds Ajax; with the game generator's dice the Roman attack rolls [6, 3, 3] = 12 and
    Greece [2, 4, 6] = 12: a reroll of the Greek 2 could raise its hits, so Greece is asked."""
    S = position(engine, ["rome", "greece", "babylon"], ROME)
    S.players[GREECE].cards = ["ajax"]
    put(S, "latium", ROME, legions={ROME: 3})
    put(S, "etruria", GREECE, legions={GREECE: 3})
    S, _ = engine.apply(S, ROME, MoveLegions(origin="latium", to="etruria", count=3))
    S.rng.counter = 0
    return S


async def test_ajax_is_asked_of_the_defender_in_the_attackers_turn(bot):
    g = await start_prepared(bot, [ALICE, BOB, CAROL], ajax_defence, options=MYTH)
    rome, greek = g.user(ROME), g.user(GREECE)
    _, older = await open_panel(bot, g.board, rome)
    await choose(bot, older, rome, "Battles")  # a panel of his, drawn before the attack
    _, panel = await open_panel(bot, g.board, rome)
    await choose(bot, panel, rome, "Battles")
    since = len(bot.fake.requests)
    await choose(bot, panel, rome, "Fight Greece in Etruria")
    info = await bot.app.service.info(g.game_id)
    assert info.to_act == [greek.id] and info.prompt.kind == "ajax"

    # the defender is told once, with the first roll public
    out = sent(bot, g, since)
    assert len(out.posts) == 1 and out.private == [] and out.mentions == [greek.id]
    content = out.posts[0].payload["content"]
    assert f"First roll in Etruria, before the rerolls:\n{rome.name} [6, 3, 3] = 12\n{greek.name} [2, 4, 6] = 12" in content
    assert content.splitlines()[-1].startswith(f"<@{greek.id}>: Ajax: choose the dice to reroll")
    assert_no_hidden(out.public_texts())

    # the attacker waits: his clicks are refused naming the defender
    since = len(bot.fake.requests)
    board = bot.fake.channel_posts(g.thread_id)[-1]
    iid = await bot.fake.click(bot.client, older, "Fight Greece in Etruria", user=rome)
    assert f"the game waits for <@{greek.id}> (Ajax: choose the dice to reroll)" in bot.fake.private_texts(iid)[-1]
    iid, idle = await open_panel(bot, board, rome)
    assert f"the game waits for <@{greek.id}> (Ajax: choose the dice to reroll)" in idle["content"]
    assert "Fight" not in " ".join(labels(idle))
    assert sent(bot, g, since) == Sent([], [], [])

    # the defender picks the 2 and rerolls it: the result, the attacker's turn resumes (mentioned)
    _, gp = await open_panel(bot, board, greek)
    assert "First roll in Etruria: your dice [2, 4, 6], total 12, so Rome loses 2" in gp["content"]
    assert labels(gp) == ["Reroll the 1s, 2s and 3s: [2]", "Keep the roll (reroll nothing)", "Pick a 2 to reroll",
                          "Pick a 4 to reroll", "Pick a 6 to reroll"]
    since = len(bot.fake.requests)
    await choose(bot, gp, greek, "Reroll the 1s, 2s and 3s: [2]")
    out = sent(bot, g, since)
    assert out.private == [] and out.mentions == [rome.id] and len(out.posts) == 1
    assert f"{greek.name} uses Ajax in Etruria: rerolls [2] and gets [" in out.posts[0].payload["content"]
    assert_no_hidden(out.public_texts())
    info = await bot.app.service.info(g.game_id)
    assert info.to_act == [rome.id]


CARTHAGE = 2


def hamilcar_attack(engine, state):
    """Carthage (Hamilcar) has moved 3 legions into Roman Numidia (3 legions)."""
    S = position(engine, ["rome", "greece", "carthage"], CARTHAGE)
    S.players[CARTHAGE].cards = ["hamilcar"]
    put(S, "africa", CARTHAGE, legions={CARTHAGE: 3})
    put(S, "numidia", ROME, legions={ROME: 3})
    S, _ = engine.apply(S, CARTHAGE, MoveLegions(origin="africa", to="numidia", count=3))
    return S


async def test_hamilcar_is_chosen_in_ones_own_turn_without_a_ping(bot):
    g = await start_prepared(bot, [ALICE, BOB, CAROL], hamilcar_attack, options=MYTH)
    carthage = g.user(CARTHAGE)
    _, panel = await open_panel(bot, g.board, carthage)
    await choose(bot, panel, carthage, "Battles")
    since = len(bot.fake.requests)
    await choose(bot, panel, carthage, "Fight Rome in Numidia")
    # the next question comes at once in the panel; the thread learns nothing yet, nobody pinged
    assert "Your next decision:" in panel["content"]
    assert "Hamilcar" in panel["content"]
    assert labels(panel)[:4] == ["Every die an automatic 4 (3)", "2 × automatic 4, roll 1", "1 × automatic 4, roll 2",
                                 "Roll every die (3)"]
    assert sent(bot, g, since).mentions == [] and sent(bot, g, since).private == []
    since = len(bot.fake.requests)
    await choose(bot, panel, carthage, "2 × automatic 4, roll 1")
    out = sent(bot, g, since)
    # a battle is a picture moment: one new message, pinging nobody (the turn goes on)
    assert len(out.posts) == 1 and out.edits == [] and out.mentions == [] and out.private == []
    text = "\n".join(out.public_texts())
    assert f"{carthage.name} uses Hamilcar in Numidia: 2 × automatic 4, 1 rolled." in text
    assert_no_hidden(out.public_texts())
    assert (await bot.app.service.info(g.game_id)).to_act == [carthage.id]


def pillage(engine, state):
    """Rome (Nebuchadnezzar) has moved a legion into Greek Magna Graecia, which has a temple."""
    S = position(engine, ["rome", "greece", "babylon"], ROME)
    S.players[ROME].cards = ["nebuchadnezzar"]
    put(S, "latium", ROME, legions={ROME: 2})
    put(S, "magna_graecia", GREECE, temple=True)
    S, _ = engine.apply(S, ROME, MoveLegions(origin="latium", to="magna_graecia", count=1))
    return S


async def test_nebuchadnezzars_card_is_chosen_from_the_panel(bot):
    g = await start_prepared(bot, [ALICE, BOB, CAROL], pillage, options=MYTH)
    rome = g.user(ROME)
    _, panel = await open_panel(bot, g.board, rome)
    since = len(bot.fake.requests)
    await choose(bot, panel, rome, "Pillage the temple")
    assert "Your next decision:" in panel["content"]
    assert labels(panel)[:3] == ["Take Olive oil", "Take Livestock", "Take Tax"]
    await choose(bot, panel, rome, "Take Tax")
    out = sent(bot, g, since)
    # his own turn: both steps edit the turn message, pinging nobody; the card taken is public (D35)
    assert out.posts == [] and len(out.edits) == 2 and out.mentions == [] and out.private == []
    assert all(r.url.endswith(f"/messages/{g.board['id']}") for r in out.edits)
    assert out.edits[0].payload["content"].splitlines()[-1].startswith(f"<@{rome.id}>: Nebuchadnezzar: choose the card to take")
    text = "\n".join(out.public_texts())
    assert f"{rome.name} takes a Tax card from the bank (Nebuchadnezzar)." in text
    assert_no_hidden(out.public_texts())
    _, _, state = await bot.app.service.public_state(g.game_id)
    assert state.players[ROME].hand == {"perfume": 1, "tax": 1}


# ---- Hercules (D21) -----------------------------------------------------------------------------------


def hercules(engine, state):
    S = position(engine, ["rome", "greece", "babylon"], ROME)
    S.players[ROME].cards = ["hercules"]
    put(S, "latium", ROME, legions={ROME: 2})
    return S


async def test_hercules_is_declared_from_the_military_panel(bot):
    g = await start_prepared(bot, [ALICE, BOB, CAROL], hercules, options=MYTH)
    rome = g.user(ROME)
    _, panel = await open_panel(bot, g.board, rome)
    assert "Hercules" in labels(panel)
    await choose(bot, panel, rome, "Hercules")
    since = len(bot.fake.requests)
    await choose(bot, panel, rome, "Hercules: the legion in Latium acts as a Titan this turn")
    out = sent(bot, g, since)
    # a line in the turn message (an edit pinging nobody)
    assert out.posts == [] and len(out.edits) == 1 and out.mentions == [] and out.private == []
    assert out.edits[0].url.endswith(f"/messages/{g.board['id']}")
    text = "\n".join(out.public_texts())
    assert f"{rome.name} uses Hercules: one legion in Latium acts as a Titan until the end of the turn." in text
    assert_no_hidden(out.public_texts())
    # once per turn: no second declaration offered (the Hercules group now moves that legion)
    _, again = await open_panel(bot, bot.fake.channel_posts(g.thread_id)[-1], rome)
    await choose(bot, again, rome, "Hercules")
    assert labels(again) and not any(label.startswith("Hercules: the legion") for label in labels(again)), labels(again)

    # Undo replays the action log, which starts at the lobby's setup, not at this prepared
    # position (as a log that no longer replays, e.g. after an engine change): refused clearly,
    # nothing changes (it was "something went wrong on my side")
    _, root = await open_panel(bot, bot.fake.channel_posts(g.thread_id)[-1], rome)
    version = (await bot.app.service.info(g.game_id)).version
    iid = await bot.fake.click(bot.client, root, "Undo", user=rome)
    assert bot.fake.private_texts(iid)[-1] == "There is no move of yours to take back."
    info, _, state = await bot.app.service.public_state(g.game_id)
    assert info.version == version and ROME in state.hercules


# ---- the 3 role cards variant (D39, example 88) ------------------------------------------------------

V_GREECE, V_ROME, V_EGYPT = 0, 1, 2


def heir_choice(engine, state):
    """Test_mythology_roles_variant's tie: at the start of a turn Greece gets the Director of
    Commerce and the High Priest; Rome, holding the Political Leader, chooses its heir between
    Greece and Egypt (tied): choosing Greece gives it a third role card, and the game."""
    S = position(engine, ["greece", "rome", "egypt"], 0, step="build", options={"roles_victory": True})
    for P in S.provinces.values():
        P.temple = P.market = False
    S.roles = {"director_of_commerce": V_EGYPT, "high_priest": V_ROME, "political_leader": V_ROME,
               "military_leader": V_ROME}
    put(S, "achaea", V_GREECE, cities=[0], caravans=[0], market=True)
    put(S, "latium", V_ROME, legions={V_ROME: 1})
    put(S, "aegyptus_inferior", V_EGYPT, cities=[0])
    S.step, S.phase, S.active = "next_turn", "military", None
    advance(engine._for(S).R, S, [])
    assert S.pending[-1].kind == "role_heir"
    return S


async def test_the_three_role_cards_variant_ends_with_one_result_message(bot):
    g = await start_prepared(bot, [ALICE, BOB, CAROL], heir_choice, options={**MYTH, "roles_victory": True})
    rome, greek = g.user(V_ROME), g.user(V_GREECE)
    _, panel = await open_panel(bot, g.board, rome)
    option = next(label for label in labels(panel) if "Greece" in label)
    since = len(bot.fake.requests)
    await choose(bot, panel, rome, option)
    info = await bot.app.service.info(g.game_id)
    assert info.status == "finished" and info.outcome.winners == [V_GREECE]
    out = sent(bot, g, since)
    assert out.private == [] and out.mentions == []
    result = (f"Game over: {greek.name} wins holding 3 role cards at once: Director of Commerce, High Priest, and Political Leader.")
    texts = out.public_texts()
    assert sum(t.count(result) for t in texts) == 1, texts
    (final,) = [r for r in out.posts if result in r.payload["content"]]
    assert "(3 role cards variant)" in final.payload["content"]
    assert final.response["components"] == []  # nothing left to play
    assert_no_hidden(texts)
