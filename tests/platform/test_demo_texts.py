"""The demo writes each post's text beside its pictures (issue 26): ``0015.txt`` beside
``0015.png`` and ``0015-close-up.png``, the post's content then each picture's description (its
alt text), so that post and pictures are read together; a rerun replaces them."""

from __future__ import annotations

import render
from bot.app.alttext import MAX_DESCRIPTION
from bot.app.transport import BoardPost
from bot.ops.demo import FileTransport, run_demo

PNG = b"\x89PNG\r\n\x1a\n"


async def test_each_picture_has_its_posts_text_beside_it(tmp_path, monkeypatch):
    monkeypatch.setitem(render.RENDERERS, "toy", "tests.platform.helpers:render_toy")
    out = tmp_path / "out"
    await run_demo("toy", 4, out, 3)
    pngs = sorted(out.glob("[0-9][0-9][0-9][0-9].png"))
    txts = sorted(out.glob("[0-9][0-9][0-9][0-9].txt"))
    assert pngs and [p.stem for p in txts] == [p.stem for p in pngs]
    log = (out / "log.txt").read_text(encoding="utf-8").splitlines()
    for txt in txts:
        post, _, alts = txt.read_text(encoding="utf-8").partition("\n\n[board.png] ")
        assert alts and len(alts.rstrip("\n")) <= MAX_DESCRIPTION and alts.startswith("Coin Grab board.")
        # the post's lines are the log's (its footer names who acts next)
        assert any(line in log for line in post.splitlines())
    # a rerun replaces the texts with its own
    (out / "9999.txt").write_text("old")
    (out / f"{len(pngs) + 1:04d}.txt").write_text("stale")
    await run_demo("toy", 4, out, 3)
    assert sorted(p.name for p in out.glob("[0-9][0-9][0-9][0-9].txt")) == [t.name for t in txts]


async def test_the_text_names_both_pictures(tmp_path):
    transport = FileTransport(tmp_path)
    post = BoardPost.model_construct(game=None, content="Bob moves.\n<@2>: your turn", mention_user_ids=[2], image=PNG + b"board",
                                     detail=PNG + b"zoom", image_name="board.png", detail_name="close-up.png",
                                     image_description="Board. Now: Bob.", detail_description="Close-up. Now: Bob.")
    await transport.post_board(post)
    assert (tmp_path / "0001.txt").read_text(encoding="utf-8") == (
        "Bob moves.\n<@2>: your turn\n\n[board.png] Board. Now: Bob.\n[close-up.png] Close-up. Now: Bob.\n"
    )
    # a post without a picture writes nothing
    await transport.post_board(BoardPost.model_construct(game=None, content="text only", mention_user_ids=[], image=None, detail=None))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["0001-close-up.png", "0001.png", "0001.txt"]
