"""The offline demo: a complete game between automatic players, through the bot's own code.

``run_demo`` drives the same :class:`bot.app.agora.Agora` (Service, Storage on a SQLite file in the
output folder, Scheduler) as the Discord bot, with a :class:`FileTransport` instead of Discord.
Every seat plays ``engine.auto_action``.  The output folder receives the board images
(``0001.png``, ``0002.png``... one per board post that has an image; ``0001-close-up.png`` beside
it when the post has a close-up, and ``0001.txt``: the post's text, then each picture's
description, so that post and pictures are read together), ``log.txt`` (the public log,
one line per event), ``replay.webp`` (the animated replay of the public board, bot/app/replay.py) and
``result.json``; the log and the pictures are in the game's language.
"""

from __future__ import annotations

import itertools
import json
from collections import Counter
from pathlib import Path
from typing import Any, Callable

import engines
from bot.app import replay
from bot.app.agora import Agora
from bot.app.transport import BoardPost
from bot.core.errors import AgoraError
from bot.core.models import GAME_LANGUAGES, GameInfo
from bot.features.autoseats import LEVELS
from bot.settings import Settings
from engines.base import Prompt

#: the automatic players' display names; user ids are 1, 2, 3...
NAMES = ("Alice", "Bob", "Carol", "Dave", "Eve", "Frank")
DB_NAME = "demo.sqlite3"


class FileTransport:
    """A Transport writing board images to ``out_dir`` as ``0001.png``, ``0002.png``... with the
    close-up as ``0001-close-up.png`` and the post's text (and the pictures' descriptions) as
    ``0001.txt``.

    Everything sent is also kept in memory, the pictures excepted (they are on disk: a long game
    would otherwise hold all of them): ``boards`` (every BoardPost, its ``image`` and ``detail``
    set to None),
    ``texts`` (plain public messages), ``edits`` ((message id, content) of every edit of a turn
    message), ``private`` ((user id, content) pairs), ``images`` (the paths written),
    ``mentions`` (user id -> how many public messages pinged them).  Message ids are 1, 2, 3...
    in posting order (boards and texts alike).
    """

    def __init__(self, out_dir: Path) -> None:
        self.out_dir = Path(out_dir)
        self.boards: list[BoardPost] = []
        self.texts: list[str] = []
        self.edits: list[tuple[int, str]] = []
        self.private: list[tuple[int, str]] = []
        self.images: list[Path] = []
        self.mentions: Counter[int] = Counter()
        self._ids = itertools.count(1)

    async def post_board(self, post: BoardPost) -> int | None:
        self.boards.append(post.model_copy(update={"image": None, "detail": None}))
        self.mentions.update(set(post.mention_user_ids))
        if post.image is not None:
            path = self.out_dir / f"{len(self.images) + 1:04d}.png"
            path.write_bytes(post.image)
            self.images.append(path)
            if post.detail is not None:  # the close-up beside it
                path.with_name(f"{path.stem}-close-up.png").write_bytes(post.detail)
            # the post's text beside its pictures, then each picture's description
            described = [(post.image_name, post.image_description), (post.detail_name, post.detail_description if post.detail else None)]
            alts = [f"[{name}] {text}" for name, text in described if text]
            path.with_suffix(".txt").write_text(post.content + ("\n\n" + "\n".join(alts) if alts else "") + "\n", encoding="utf-8")
        return next(self._ids)

    async def edit_turn(self, game: GameInfo, message_id: int, content: str) -> bool:
        self.edits.append((message_id, content))
        return True

    async def post_text(self, game: GameInfo, content: str, mention_user_ids: list[int]) -> None:
        self.texts.append(content)
        self.mentions.update(set(mention_user_ids))
        next(self._ids)

    async def send_private(self, game: GameInfo, user_id: int, content: str) -> bool:
        self.private.append((user_id, content))
        return True

    def posts(self, seat_of: dict[int, int], turns: dict[int, int]) -> dict[str, Any]:
        """The ``posts`` of result.json: counts of what this transport received, per seat
        (``seat_of``: user id -> seat; ``turns``: seat -> turns played, counted by the demo).
        Seats are JSON keys ``"0"``, ``"1"``..."""
        seats = sorted(seat_of.values())
        private = Counter(user for user, _ in self.private)
        return {
            "public_messages": len(self.boards) + len(self.texts),
            "images": len(self.images),
            "edits": len(self.edits),
            "mentions": {str(seat_of[u]): self.mentions[u] for u in sorted(seat_of, key=seat_of.__getitem__)},
            "private_messages": {str(seat_of[u]): private[u] for u in sorted(seat_of, key=seat_of.__getitem__)},
            "turns": {str(s): turns.get(s, 0) for s in seats},
        }


class TurnCounter:
    """Counts each seat's turns as the demo plays: a turn is the run of decisions one seat makes
    in one phase, so a seat's decision starts a new turn unless the seat has stayed
    prompted, in the same phase, since its previous decision."""

    def __init__(self) -> None:
        self.turns: Counter[int] = Counter()
        self._going: set[int] = set()  # seats inside a turn

    def decision(self, seat: int) -> None:
        """``seat`` decides now."""
        if seat not in self._going:
            self.turns[seat] += 1
            self._going.add(seat)

    def prompted(self, before: Prompt, after: Prompt) -> None:
        """The prompt went from ``before`` to ``after``: seats no longer prompted, and every seat
        at a phase change, end their turns."""
        if after.phase != before.phase:
            self._going.clear()
        self._going &= set(after.seats)


def _where(engine: Any, state: Any, info: GameInfo, lang: str) -> str:
    """The first line of the channel's status of ``state`` (markdown stars removed), in ``lang``."""
    text = engine.status_text(state, None)
    first = text[0] if isinstance(text, list) and text else text
    return info.render(first, lang).replace("**", "") if first else ""


def _clean(out: Path) -> None:
    """Remove a previous demo's files from ``out`` (only the files the demo writes)."""
    for pattern in ("[0-9][0-9][0-9][0-9].png", "[0-9][0-9][0-9][0-9]-close-up.png", "[0-9][0-9][0-9][0-9].txt"):
        for path in out.glob(pattern):
            path.unlink()
    for name in (DB_NAME, DB_NAME + "-wal", DB_NAME + "-shm", "log.txt", "result.json", "replay.webp"):
        (out / name).unlink(missing_ok=True)


async def run_demo(
    game: str = "7wd",
    seed: int = 1,
    out: Path | str = Path("demo-out"),
    players: int | None = None,
    *,
    lang: str = "en",
    options: dict[str, Any] | None = None,
    levels: list[str] | None = None,
    max_actions: int = 5000,
    progress: Callable[[int, str], None] | None = None,
) -> dict[str, Any]:
    """Play one complete game of ``game`` between automatic players and write the output
    folder ``out`` (created; a previous demo's files there are replaced).

    ``players``: the number of seats (default: one per level given, else the engine's minimum).  ``lang``: the game's
    language, "en" or "it" (``log.txt`` and the board pictures).  ``options``: the game's own
    options (``engine.default_options()`` keys) and platform options, as for ``/agora new``
    (``language`` there is overridden by ``lang``).  ``levels``: each player's level, in the order
    of ``NAMES`` (bot/features/autoseats.py: "standard", ``Engine.auto_action``; "strong", the
    search player, decided off the event loop exactly as an automatic seat's, its thinking time
    ``AGORA_STRONG_SECONDS``); default: every seat "standard".  Returns the
    ``result.json`` content: ``{"game", "seed", "winners": [names], "reason", "outcome" (the game's
    own sentence, rendered), "options", "lang", "levels": {name: level}, "scores":
    {name: points}, "turns": number of actions in the log, "posts": {"public_messages",
    "images", "edits", "mentions": {seat: n}, "private_messages": {seat: n}, "turns": {seat:
    n}}}`` (``posts`` counted from what the transport received, see :meth:`FileTransport.posts`;
    its ``turns`` are each seat's turns, :class:`TurnCounter`).  Raises ValueError for an
    unknown game, a bad player count, an unknown language or a bad option, RuntimeError
    if the game does not end within ``max_actions`` actions.  ``progress``: called after each
    action with the number of actions so far and where the game stands (the public status's
    first line, in ``lang``, e.g. "Age II: Bob to take a card from the layout.").
    """
    if game not in engines.available():
        raise ValueError(f"Unknown game {game!r}; available: {', '.join(engines.available())}")
    engine = engines.get(game)
    lo, hi = engine.seat_range({**engine.default_options(), **{k: v for k, v in (options or {}).items() if k in engine.default_options()}})
    n = (len(levels) if levels else lo) if players is None else players
    if not lo <= n <= min(hi, len(NAMES)):
        raise ValueError(f"{engine.title} is for {lo}-{hi} players, not {n}")
    levels = list(levels) if levels else ["standard"] * n
    if len(levels) != n or any(level not in LEVELS for level in levels):
        raise ValueError(f"--levels needs {n} levels (one per player) among {', '.join(LEVELS)}, not {','.join(levels)}")
    if lang not in GAME_LANGUAGES:
        raise ValueError(f"Unknown language {lang!r}; available: {', '.join(GAME_LANGUAGES)}")
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    _clean(out)

    settings = Settings(_env_file=None, database=out / DB_NAME, reminders_hours=())
    transport = FileTransport(out)
    app = Agora(settings, transport)
    await app.start()
    try:
        users = list(range(1, n + 1))
        try:
            info = await app.service.create_game(
                game,
                guild_id=None,
                channel_id=None,
                host_id=users[0],
                host_name=NAMES[0],
                seed=seed,
                options={**(options or {}), "language": lang},
            )
        except AgoraError as exc:
            raise ValueError(exc.text("en")) from None
        for user, name in zip(users[1:], NAMES[1:]):
            await app.service.join(info.id, user, name)
        await app.start_game(info.id, users[0])
        counter = TurnCounter()
        done = 0
        for _ in range(max_actions):
            info, eng, state = await app.service.public_state(info.id)
            if info.status != "active":
                break
            prompt = eng.prompt(state)
            seat = prompt.seats[0]
            actor = info.user_of(seat)
            assert actor is not None
            counter.decision(seat)
            # the seat's level decides how (the same code as an automatic seat's decisions)
            action = await app.service.auto.decide(eng, state, seat, levels[actor - 1], seed + info.version)
            outbox = await app.act(info.id, actor, action, info.version, None)
            after = outbox.game.prompt or Prompt(phase="over", kind="over", seats=())
            counter.prompted(prompt, after)
            if progress is not None:
                done += 1
                progress(done, _where(eng, state, info, lang))
        else:
            raise RuntimeError(f"the demo game did not end within {max_actions} actions")
        assert app.storage is not None
        turns = await app.storage.count_actions(info.id)
        lines = [info.render(t) for t in await app.service.log(info.id)]
        # the animated replay of the public board (bot/app/replay.py), as /agora replay sends it
        shown = await replay.replay(app.service, info.id, lang)
        if shown.webp is not None:
            (out / "replay.webp").write_bytes(shown.webp)
    finally:
        await app.close()

    outcome = info.outcome
    assert outcome is not None
    names = {s.seat: s.name for s in info.seats}
    (out / "log.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    result: dict[str, Any] = {
        "game": game,
        "seed": seed,
        "winners": [names[w] for w in outcome.winners],
        "reason": outcome.reason,
        "outcome": info.render(outcome.text) if outcome.text else None,
        "scores": {names[s]: points for s, points in sorted(outcome.scores.items())},
        "options": dict(options or {}),
        "lang": lang,
        "levels": {NAMES[s.user_id - 1]: levels[s.user_id - 1] for s in sorted(info.seats, key=lambda s: s.seat)},
        "turns": turns,
        "posts": transport.posts({s.user_id: s.seat for s in info.seats}, dict(counter.turns)),
    }
    (out / "result.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    return result
