"""The private panel: how a level of the choice tree becomes buttons or a paged select menu, and
a select walked to a confirmed leaf through the real client."""

from __future__ import annotations

import copy

import pytest

import engines
from bot.core.models import GameInfo
from cogs import custom_ids
from cogs.components import confirm_message, panel_message
from cogs.panels import Part, fit, resolve
from engines.base import Option, Panel, Run
from tests.discord.conftest import ALICE, BOB
from tests.discord.harness import custom_ids as ids_of
from tests.discord.harness import labels
from tests.discord.test_flow import assert_deferred_first, current_player, open_panel, started_game
from tests.toy_engine import ToyEngine

INFO = GameInfo(id=4, engine="toy", title="Coin Grab", status="active", version=9, host_id=1,
                guild_id=1, channel_id=2, thread_id=3)


def tree(n: int, *, disabled_every: int = 0) -> list[Option]:
    return [
        Option(
            key=f"o{i}",
            label=f"Option {i}",
            description=f"about {i}",
            disabled="You need 2 more coins." if disabled_every and i % disabled_every == 0 else None,
            action={"kind": "take", "n": 1},
        )
        for i in range(n)
    ]


def rows(view) -> list[list[dict]]:
    return [row["components"] for row in view.to_components()]


def test_five_options_are_buttons_with_reasons_for_disabled_ones():
    panel = Panel(title="Your turn", text="Pick one.", options=tree(5, disabled_every=2))
    content, view = panel_message(INFO, panel, resolve(panel.options, ()))
    (buttons,) = rows(view)
    assert [b["label"] for b in buttons] == [f"Option {i}" for i in range(5)]
    assert [b["disabled"] for b in buttons] == [True, False, True, False, True]
    assert "- ~~Option 0~~: You need 2 more coins." in content and "- **Option 1**: about 1" in content
    assert "Pick one." in content
    assert [custom_ids.parse(b["custom_id"]).path for b in buttons] == [(f"o{i}",) for i in range(5)]


def test_a_long_run_is_shown_in_parts_and_played_by_its_engine_path():
    """The engines mark a long list of like choices as a run (engines.base.Run) and leave its
    splitting to Discord's limits here: 30 offers after a "best" choice become "best" and two parts
    of 25 and 5 ("Page 1", "Page 2", keyed "one0", "one1"), as Mare Nostrum's panel used to build
    them itself; a short run and a group without a run are left as they are; the path sent back to
    the engine names the leaf in the engine's own tree, without the part."""
    best = Option(key="best", label="Best", action={"kind": "take", "n": 3})
    offers = tree(30)
    panel = Panel(title="t", text="", options=[best, *offers, Option(key="end", label="End", action={"kind": "end"})],
                  run=Run(key="one", label="Page", start=1, stop=31))
    fitted = fit(panel)
    assert [o.key for o in fitted.options] == ["best", "one0", "one1", "end"]
    assert [len(o.children) for o in fitted.options[1:3]] == [25, 5]
    assert [engines.msg("bot-panel-part", group="Page", n=n) for n in (1, 2)] == [o.label for o in fitted.options[1:3]]
    node = resolve(fitted.options, ("one1", "o27"))
    assert node.keys == ("one1", "o27") and node.engine_keys() == ("o27",) and isinstance(node.trail[0], Part)
    short = Panel(title="t", text="", options=[Option(key="g", label="G", children=tree(25), run=Run(key="p", label="Page"))])
    assert fit(short).options[0].children == short.options[0].children
    grouped = Panel(title="t", text="", options=[Option(key="g", label="G", children=tree(26), run=Run(key="p", label="Page"))])
    (group,) = fit(grouped).options
    assert [o.key for o in group.children] == ["p0", "p1"] and resolve(fit(grouped).options, ("g", "p1", "o25")).engine_keys() == ("g", "o25")
    plain = Panel(title="t", text="", options=tree(30))
    assert fit(plain).options == plain.options  # no run: the select menu's own pages


def test_many_options_are_a_paged_select_menu():
    panel = Panel(title="Your turn", text="", options=tree(30, disabled_every=7))
    content, view = panel_message(INFO, panel, resolve(panel.options, ()))
    select_row, nav = rows(view)
    (select,) = select_row
    assert select["type"] == 3 and len(select["options"]) == 25
    assert select["options"][7]["description"] == "Not available: You need 2 more coins."
    assert select["options"][1]["description"] == "about 1"
    assert [b["label"] for b in nav] == ["◀ Previous", "Next ▶"] and nav[0]["disabled"] and not nav[1]["disabled"]
    assert "page 1 of 2" in content
    assert custom_ids.parse(nav[1]["custom_id"]).page == 1

    content, view = panel_message(INFO, panel, resolve(panel.options, ()), page=1)
    (select,), nav = rows(view)
    assert [o["value"] for o in select["options"]] == [f"o{i}" for i in range(25, 30)]
    assert "page 2 of 2" in content and nav[1]["disabled"] and not nav[0]["disabled"]
    every = ids_of(view.to_components())
    assert len(every) == len(set(every)) and all(len(c) <= 100 for c in every)


def test_deeper_levels_have_a_back_button_and_a_breadcrumb():
    inner = Option(key="card", label="Lighthouse", children=tree(3))
    panel = Panel(title="Your turn", text="", options=[inner])
    node = resolve(panel.options, ("card",))
    content, view = panel_message(INFO, panel, node)
    buttons, (back,) = rows(view)
    assert back["label"] == "Back" and custom_ids.parse(back["custom_id"]).path == ()
    assert "You chose: **Lighthouse**" in content
    content, view = confirm_message(INFO, panel, resolve(panel.options, ("card", "o1")))
    (row,) = rows(view)
    assert [b["label"] for b in row] == ["Confirm", "Back"]
    assert custom_ids.parse(row[0]["custom_id"]).path == ("card", "o1")
    assert custom_ids.parse(row[1]["custom_id"]).path == ("card",)


def test_an_empty_panel_says_there_is_nothing_to_decide():
    content, view = panel_message(INFO, Panel(title="Coin Grab", text="Round 1."), resolve([], ()))
    assert view is None and "nothing to decide" in content


class WideToy(ToyEngine):
    """The toy engine with a flat panel of 30 options (3 takes and 27 closed piles), so the
    panel needs a select menu with two pages."""

    id = "toywide"

    def panel(self, state, seat):
        base = super().panel(state, seat)
        if not base.options:
            return base
        closed = [Option(key=f"x{i}", label=f"Closed pile {i}", disabled="This pile is closed.") for i in range(27)]
        return base.model_copy(update={"options": [*base.options[0].children, *closed]})


@pytest.fixture
def wide(monkeypatch):
    monkeypatch.setitem(engines.REGISTRY, "toywide", "tests.discord.test_panels:WideToy")


async def test_select_menu_pages_confirm_and_apply(bot, wide):
    lobby_iid = await bot.fake.command(bot.client, "new", {"game": "toywide"}, user=ALICE)
    lobby = bot.fake.response_message(lobby_iid)
    await bot.fake.click(bot.client, lobby, "Join", user=BOB)
    await bot.fake.click(bot.client, lobby, "Start", user=ALICE)
    (thread_id,) = bot.fake.threads()
    board = bot.fake.channel_posts(thread_id)[-1]
    game_id = custom_ids.parse(ids_of(board["components"])[0]).game_id
    player, info = await current_player(bot, game_id)
    _, panel = await open_panel(bot, board, player)
    (select,) = panel["components"][0]["components"]
    assert select["type"] == 3 and len(select["options"]) == 25

    iid = await bot.fake.click(bot.client, panel, "Next ▶", user=player)
    assert_deferred_first(bot, iid)
    (select,) = panel["components"][0]["components"]
    assert [o["value"] for o in select["options"]] == [f"x{i}" for i in range(22, 27)]

    iid = await bot.fake.click(bot.client, panel, "Choose…", user=player, values=["x23"])
    assert_deferred_first(bot, iid)
    assert "**Closed pile 23** is not available: This pile is closed." in panel["content"]

    iid = await bot.fake.click(bot.client, panel, "Choose…", user=player, values=["2"])
    assert_deferred_first(bot, iid)
    assert labels(panel) == ["Confirm", "Back"] and "You chose: **Take 2**" in panel["content"]
    assert (await bot.app.service.info(game_id)).version == info.version  # nothing applied yet

    before_confirm = copy.deepcopy(panel)
    await bot.fake.click(bot.client, panel, "Back", user=player)
    assert panel["components"][0]["components"][0]["type"] == 3
    iid = await bot.fake.click(bot.client, before_confirm, "Confirm", user=player)
    assert_deferred_first(bot, iid)
    assert (await bot.app.service.info(game_id)).version == info.version + 1
    assert info.render((await bot.app.service.log(game_id))[-1]) == f"{player.name} takes 2 coins."


async def test_a_forged_select_value_is_refused(bot, wide):
    game_id, thread_id, board = await started_game(bot)
    player, info = await current_player(bot, game_id)
    _, panel = await open_panel(bot, board, player)
    await bot.fake.click(bot.client, panel, "Take coins", user=player)
    sel = custom_ids.CustomId(game_id, "sel", info.version, ("take",)).format()
    iid = await bot.fake.click_id(bot.client, _with_select(panel, sel), sel, user=player, values=["../../x"])
    assert "don't understand" in bot.fake.replies(iid)[0]
    iid = await bot.fake.click_id(bot.client, _with_select(panel, sel), sel, user=player, values=["nope"])
    assert "no longer on your panel" in bot.fake.replies(iid)[0]
    assert (await bot.app.service.info(game_id)).version == info.version


def _with_select(message: dict, custom_id: str) -> dict:
    msg = copy.deepcopy(message)
    msg["components"] = [{"type": 1, "components": [{"type": 3, "custom_id": custom_id, "placeholder": "Choose…",
                                                     "options": [{"label": "x", "value": "x"}]}]}]
    return msg
