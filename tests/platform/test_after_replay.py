"""The replay (bot/app/replay.py): frames from public views only, the frame count, the size limit,
the refusal before the end, the command line and the demo's replay.webp."""

from __future__ import annotations

import io
import json
import weakref
from pathlib import Path

import pytest
from PIL import Image, ImageDraw

import engines
import render
from bot.app import replay as replays
from bot.cli import main
from bot.core.errors import GameNotActive
from bot.features import undo
from bot.features.stats import decision_times
from bot.ops.demo import run_demo
from bot.service import Service
from bot.storage import open_storage
from tests.platform.after_helpers import play_toy

#: views handed to the renderer by the replay (the stand-in renderer records them)
DRAWN: list = []


def toy_render(view, names=None) -> bytes:
    """A stand-in board for the toy engine: a noisy picture (so sizes are not trivial) that
    records the view it was given."""
    DRAWN.append(view)
    im = Image.effect_noise((300, 200), 60).convert("RGB")
    ImageDraw.Draw(im).text((10, 10), f"round {view.round} pile {view.pile} scores {view.scores}", fill="red")
    out = io.BytesIO()
    im.save(out, format="PNG")
    return out.getvalue()


@pytest.fixture
async def storage(tmp_path):
    """SQLite only here (the storage queries the replay uses are tested on both back ends)."""
    s = await open_storage(tmp_path / "agora.sqlite3")
    yield s
    await s.close()


@pytest.fixture
def toy_renderer(monkeypatch):
    DRAWN.clear()
    monkeypatch.setitem(render.RENDERERS, "toy", "tests.platform.test_after_replay:toy_render")
    return DRAWN


def frames_of(webp: bytes) -> int:
    im = Image.open(io.BytesIO(webp))
    assert im.format == "WEBP"
    return getattr(im, "n_frames", 1)


async def test_replay_of_a_finished_toy_game(service, clock, toy_renderer, toy):
    game = await play_toy(service, clock, [1, 2, 3], winner=2)
    shown = await replays.replay(service, game)
    # the start, then one picture per change of the public board the engine marks (every toy
    # action is a board moment); each frame is a public view
    assert shown.webp is not None and shown.frames == frames_of(shown.webp) == len(toy_renderer) == shown.moments
    assert all(v.my_bid is None for v in toy_renderer)  # the toy's only secret: a seat's own sealed bid
    assert toy_renderer[-1].phase == "over" and toy_renderer[0].round == 1
    # the log: every public line, never a private one ("You bid 0." went to one seat only)
    info = await service.info(game)
    assert shown.log.splitlines() == [info.render(t) for t in await service.log(game)]
    assert "You bid" not in shown.log and "Coin Grab begins" in shown.log


async def test_a_move_taken_back_is_not_in_the_replay_nor_in_the_decision_times(service, clock, toy_renderer):
    """bot.features.undo: the replay plays the moves still standing (an undo row is no engine action)."""
    game = await play_toy(service, clock, [1, 2, 3], winner=2, undo_first=True)
    rows = await service.storage.actions(game)
    assert any(undo.is_undo(r.action) for r in rows)
    shown = await replays.replay(service, game)
    assert shown.webp is not None and shown.frames == frames_of(shown.webp)
    assert "took back their last move" in shown.log
    # the standing moves replay to the stored final state; the replay drew their public views
    assert toy_renderer[-1].phase == "over"
    times = decision_times(undo.standing(rows))
    assert sum(len(t) for t in times.values()) == len(undo.standing(rows)) - 1


async def test_frames_are_sampled_and_the_size_is_kept(service, clock, toy_renderer):
    game = await play_toy(service, clock, [1, 2, 3, 4], winner=1)
    everything = await replays.replay(service, game)
    toy_renderer.clear()
    few = await replays.replay(service, game, max_frames=5)
    assert few.frames == 5 == len(toy_renderer) < everything.frames
    # the first and the last moments are kept
    assert toy_renderer[0].round == 1 and toy_renderer[-1].phase == "over"
    # a small size limit: smaller frames (then fewer) until it fits
    small = await replays.replay(service, game, max_frames=8, max_bytes=40_000)
    assert small.webp is not None and len(small.webp) <= 40_000
    assert Image.open(io.BytesIO(small.webp)).width < Image.open(io.BytesIO(everything.webp)).width
    with pytest.raises(ValueError):
        await replays.replay(service, game, max_frames=4, max_bytes=500)


async def test_no_replay_before_the_end(service, clock, toy_renderer):
    game = await play_toy(service, clock, [1, 2], winner=1, finish=False)
    with pytest.raises(GameNotActive) as err:
        await replays.replay(service, game)
    assert err.value.text("en") == (
        f"Game #{game} is not over yet: its replay is ready once it has ended "
        "(no going back through the history while the players are still deciding)."
    )
    assert "non è ancora finita" in err.value.text("it")
    # abandoned: the replay goes up to where it stopped
    await service.abandon(game, 1, is_admin=False)
    shown = await replays.replay(service, game)
    assert shown.frames == len(toy_renderer) > 1 and "abandoned" in shown.log.lower()


async def test_an_engine_without_a_renderer_gives_only_the_log(service, clock):
    game = await play_toy(service, clock, [1, 2], winner=1)
    shown = await replays.replay(service, game)
    assert shown.webp is None and shown.frames == 0 and "Coin Grab begins" in shown.log


def test_sample_keeps_ends_and_spreads_evenly():
    assert replays.sample(list(range(10)), 4) == [0, 3, 6, 9]
    assert replays.sample(list(range(3)), 5) == [0, 1, 2]


@pytest.fixture(scope="module")
def sevenwd_demo(tmp_path_factory) -> Path:
    """A whole 7 Wonders Duel demo game (its database, pictures, replay.webp)."""
    import asyncio

    out = tmp_path_factory.mktemp("demo7wd")
    asyncio.run(run_demo("7wd", 3, out))
    return out


def test_the_demo_writes_replay_webp(sevenwd_demo):
    data = (sevenwd_demo / "replay.webp").read_bytes()
    assert 2 <= frames_of(data) <= replays.MAX_FRAMES and len(data) < replays.MAX_BYTES
    # issue 19 (time): 7 Wonders Duel's 1000-pixel boards at half size (Image.reduce(2))
    assert Image.open(io.BytesIO(data)).width == replays.WIDTHS["7wd"] == 500 <= replays.WIDTH


async def test_sevenwd_replay_draws_public_views_only(sevenwd_demo, monkeypatch):
    """Every view the replay hands the renderer is the channel's view of a state of the game,
    and none holds what ``secret_strings`` says the channel may not see; the seats' own views
    differ from it (a seat's view in its place would be caught)."""
    drawn: list = []
    monkeypatch.setattr(replays.render, "board_image", lambda engine_id, view, names, lang: drawn.append(view) or BOARD)
    storage = await open_storage(sevenwd_demo / "demo.sqlite3")
    try:
        service = Service(storage)
        shown = await replays.replay(service, 1, max_frames=1000)
        row = await storage.get_game(1)
        actions = await storage.actions(1)
    finally:
        await storage.close()
    e = engines.get("7wd")
    state = e.setup(2, {**e.default_options()}, row.seed)
    public = {e.player_view(state, None).model_dump_json(): e.secret_strings(state)}
    seat_views_differ = False
    for a in actions:
        state, _ = e.apply(state, a.seat, e.parse_action(a.action))
        text = e.player_view(state, None).model_dump_json()
        public[text] = e.secret_strings(state)
        seat_views_differ |= e.player_view(state, 0).model_dump_json() != text
    assert seat_views_differ
    assert shown.frames == len(drawn) > 10
    for view in drawn:
        text = view.model_dump_json()
        assert text in public, "a drawn view is not the channel's view of any state of the game"
        assert not [s for s in public[text] if json.dumps(s) in text]
    assert drawn[-1].model_dump_json() == e.player_view(state, None).model_dump_json()


BOARD = Image.new("RGB", (8, 8), "white")


def test_cli_replay_and_ratings(sevenwd_demo, tmp_path, capsys):
    target = tmp_path / "r.webp"
    assert main(["replay", "1", "--database", str(sevenwd_demo / "demo.sqlite3"), "--out", str(target)]) == 0
    assert frames_of(target.read_bytes()) >= 2
    assert (tmp_path / "r.txt").read_text(encoding="utf-8") == (sevenwd_demo / "log.txt").read_text(encoding="utf-8")
    assert "Replay of game #1" in capsys.readouterr().out
    assert main(["replay", "99", "--database", str(sevenwd_demo / "demo.sqlite3"), "--out", str(target)]) == 1
    assert "There is no game #99" in capsys.readouterr().err
    assert main(["ratings", "rebuild", "--database", str(sevenwd_demo / "demo.sqlite3")]) == 0
    out = capsys.readouterr().out
    result = json.loads((sevenwd_demo / "result.json").read_text())
    (winner,) = result["winners"]
    lines = out.splitlines()
    assert lines[0] == "7wd on server -: 1 games rated" and lines[1].startswith(f"  1. {winner} ")


def _board(size: tuple[int, int], page: tuple[int, int, int]) -> Image.Image:
    """A stand-in board of ``size`` on its ``page`` colour, a dark panel in its middle."""
    im = Image.new("RGB", size, page)
    ImageDraw.Draw(im).rectangle((10, 10, size[0] - 10, size[1] // 2), fill=(30, 60, 90))
    return im


def test_a_shorter_board_goes_on_in_its_own_page_colour():
    """Issue 19: frames share one canvas (the tallest board's), and a shorter board is padded
    with its own background, not a white band."""
    page = (244, 238, 224)
    short = replays.frame(_board((100, 60), page), (100, 150), 1.0)
    assert short.size == (100, 150)
    assert {short.getpixel((x, y)) for x in range(100) for y in range(60, 150)} == {page}
    # scaled to the canvas' width first, then padded; a narrower board is centred
    small = replays.frame(_board((200, 100), (10, 20, 30)), (100, 80), 0.5)
    assert small.size == (100, 80) and small.getpixel((50, 79)) == (10, 20, 30)
    narrow = replays.frame(_board((60, 80), page), (100, 80), 1.0)
    assert narrow.getpixel((5, 40)) == page and narrow.getpixel((30, 15)) == (30, 60, 90)


def test_the_replay_is_drawn_one_frame_at_a_time(monkeypatch):
    """Issue 19 (memory): the encoder is fed frame by frame; when a frame is drawn, no frame
    drawn before is still alive (the animation never holds its frames at once)."""
    alive: list[weakref.ref] = []
    counts: list[int] = []
    draw = replays.frame

    def counting(board, canvas, scale):
        counts.append(sum(r() is not None for r in alive))
        im = draw(board, canvas, scale)
        alive.append(weakref.ref(im))
        return im

    monkeypatch.setattr(replays, "frame", counting)
    boards = [_board((120, 80 + 7 * i), (200, 180, 160)).quantize(64) for i in range(25)]
    data, frames = replays.encode_webp(boards)
    assert frames == frames_of(data) == 25
    assert len(counts) >= 25 and max(counts) == 0
    # the canvas is the tallest board's, every frame on it
    assert Image.open(io.BytesIO(data)).size == (120, 80 + 7 * 24)


def test_sevenwd_replay_frames_have_no_white_band(sevenwd_demo):
    """The pictures issue: 7 Wonders Duel boards differ in height (the phase, the cities) and
    share the tallest one's canvas; every frame ends in the board's page colour
    (render.common.PAPER), no row of its bottom quarter is white, and the first board (the
    wonder draft, a short one) goes on in its page colour down to the canvas' bottom."""
    from render.common import PAPER

    def mean(im: Image.Image, box: tuple[int, int, int, int]) -> tuple[int, ...]:
        return im.crop(box).resize((1, 1), Image.Resampling.BOX).getpixel((0, 0))

    def near(colour: tuple[int, ...], target: tuple[int, ...]) -> bool:  # lossy WebP: a few levels
        return max(abs(a - b) for a, b in zip(colour, target)) <= 6

    im = Image.open(sevenwd_demo / "replay.webp")
    assert im.n_frames > 10
    heights = set()
    for i in range(im.n_frames):
        im.seek(i)
        rgb = im.convert("RGB")
        w, h = rgb.size
        assert near(mean(rgb, (0, h - 4, w, h)), PAPER), i
        assert not any(near(mean(rgb, (0, y, w, y + 1)), (255, 255, 255)) for y in range(h - h // 4, h)), i
        if i == 0:
            assert near(mean(rgb, (0, h - h // 4, w, h)), PAPER)
        heights.add(h)
    assert len(heights) == 1


def test_lazy_boards_are_drawn_one_at_a_time_when_their_frame_is_made():
    """Issue 19 (time): a board whose size is known beforehand (LazyBoard) is drawn only when the
    encoder asks for its frame, once, and no board drawn before it is still alive then."""
    drawn: list[int] = []
    alive: list[weakref.ref] = []
    counts: list[int] = []

    def draw(i: int) -> Image.Image:
        counts.append(sum(r() is not None for r in alive))
        drawn.append(i)
        im = _board((240, 160 + 14 * i), (200, 180, 160)).reduce(2)
        alive.append(weakref.ref(im))
        return im

    boards = [
        replays.LazyBoard(replays.scaled_size((240, 160 + 14 * i), 0.5), lambda i=i: draw(i)) for i in range(12)
    ]
    assert drawn == []
    data, frames = replays.encode_webp(boards)
    assert frames == frames_of(data) == 12 and drawn == list(range(12)) and max(counts) == 0
    assert Image.open(io.BytesIO(data)).size == (120, 80 + 7 * 11)


def test_scaling_by_a_whole_factor_is_a_reduce_of_the_announced_size():
    """shrink() by 1/k is Image.reduce(k) (odd sizes round up), and scaled_size() says so, so a
    LazyBoard's size is its drawn frame's; other factors resize to the rounded size."""
    im = _board((1000, 1213), (244, 238, 224))
    half = replays.shrink(im, 0.5)
    assert half.size == replays.scaled_size(im.size, 0.5) == (500, 607)
    assert half.tobytes() == im.reduce(2).tobytes()
    three_quarters = replays.shrink(im, 0.75)
    assert three_quarters.size == replays.scaled_size(im.size, 0.75) == (750, 910)
    assert replays.shrink(im, 1.0) is im


def test_sevenwd_board_size_is_the_drawn_boards_size(sevenwd_demo):
    """render.board_size (what the replay sizes its canvas by, before drawing) is the size of the
    board render.board_image draws, in every phase of a whole game and in both languages."""
    import asyncio

    async def views() -> list:
        storage = await open_storage(sevenwd_demo / "demo.sqlite3")
        try:
            return (await replays.build_replay(Service(storage), 1, max_frames=12))[2]
        finally:
            await storage.close()

    shown = asyncio.run(views())
    assert {v.phase for v in shown} >= {"draft", "over"}
    for lang in ("en", "it"):
        for view in shown:
            assert render.board_size("7wd", view, ["Ann", "Bob"], lang) == render.board_image("7wd", view, ["Ann", "Bob"], lang).size
    assert render.board_size("toy", shown[0]) is None
