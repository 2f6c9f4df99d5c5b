"""Pillow pictures of player views.

``render_board(engine_id, view, names, lang)`` draws the public board from
``engine.player_view(state, None)`` and returns PNG bytes; ``render_detail(engine_id, view, names,
lang)`` returns a second, cropped picture of where the phase's action happened, or None (engines
without one, or nothing to focus on); ``render_pictures(...)`` returns both, drawing what they
share once where the engine can (Mare Nostrum's map); ``board_image(...)`` returns the board as a
Pillow image instead of PNG bytes (the replay scales it: no PNG round trip).  Renderers are looked
up by engine id and imported lazily.
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel

#: engine id -> "module:function" taking the engine's public view and returning PNG bytes
RENDERERS: dict[str, str] = {
    "7wd": "render.sevenwd:render_board",
    "mare-nostrum": "render.mare_nostrum:render_board",
    "antike": "render.antike:render_board",
    "olympus": "render.olympus:render_board",
}

#: engine id -> "module:function" returning the PNG bytes of a close-up picture, or None
DETAIL_RENDERERS: dict[str, str] = {
    "mare-nostrum": "render.mare_nostrum:render_detail",
}

#: engine id -> "module:function" of what its pictures show in words, for their descriptions (alt
#: text): ``f(view, names, lang) -> (board's, close-up's)``, each a str or None
#: (bot/app/alttext.py adds them after the post's lines)
SUMMARIES: dict[str, str] = {
    "mare-nostrum": "render.mare_nostrum_last:summaries",
}


def summaries(engine_id: str, view: BaseModel, names: list[str] | None = None, lang: str = "en") -> tuple[str | None, str | None]:
    """What the board picture and the close-up of ``view`` show in words (:data:`SUMMARIES`):
    (None, None) for an engine without one.  Public facts only (the view is the public one)."""
    target = SUMMARIES.get(engine_id)
    if target is None:
        return None, None
    result: tuple[str | None, str | None] = call_renderer(target, view, names, lang)  # type: ignore[assignment]
    return result


#: engine id -> (board renderer, close-up renderer, both at once): the third draws the two same
#: pictures in one call, sharing the work they have in common (Mare Nostrum's map); used only while
#: the first two are the engine's entries of RENDERERS and DETAIL_RENDERERS
PICTURE_RENDERERS: dict[str, tuple[str, str, str]] = {
    "mare-nostrum": (
        "render.mare_nostrum:render_board",
        "render.mare_nostrum:render_detail",
        "render.mare_nostrum:render_pictures",
    ),
}


#: engine id -> (board renderer, the same board as an RGB Pillow image): the second draws the
#: picture the first encodes as PNG; used only while the first is the engine's entry of RENDERERS
IMAGE_RENDERERS: dict[str, tuple[str, str]] = {
    "7wd": ("render.sevenwd:render_board", "render.sevenwd:draw_board"),
}

#: engine id -> (board renderer, the board's size without drawing it): used only while the first
#: is the engine's entry of RENDERERS
SIZERS: dict[str, tuple[str, str]] = {
    "7wd": ("render.sevenwd:render_board", "render.sevenwd:board_size"),
}


def pictures_target(engine_id: str) -> str | None:
    """The renderer drawing the board and its close-up of ``engine_id`` in one call (returning
    ``(board PNG, close-up PNG or None)``), or None: the engine has none, or its board or
    close-up renderer was replaced."""
    entry = PICTURE_RENDERERS.get(engine_id)
    if entry is None or RENDERERS.get(engine_id) != entry[0] or DETAIL_RENDERERS.get(engine_id) != entry[1]:
        return None
    return entry[2]


def accepts_lang(fn: Callable[..., Any]) -> bool:
    """Whether the renderer ``fn`` takes a ``lang`` argument (renderers gain it one by one)."""
    try:
        params = inspect.signature(fn).parameters
    except (TypeError, ValueError):
        return False
    return "lang" in params or any(p.kind is inspect.Parameter.VAR_KEYWORD for p in params.values())


def _call(fn: Callable[..., Any], view: Any, names: list[str] | None, lang: str) -> Any:
    """``fn(view, names=..., lang=...)``, ``names`` only when given, ``lang`` only when ``fn``
    takes it."""
    kwargs: dict[str, Any] = {}
    if names is not None:
        kwargs["names"] = names
    if accepts_lang(fn):
        kwargs["lang"] = lang
    return fn(view, **kwargs)


def call_renderer(target: str, view: BaseModel, names: list[str] | None = None, lang: str = "en") -> bytes:
    """Call the renderer ``target`` (``"module:function"``, an entry of :data:`RENDERERS`) on
    ``view``; ``names`` and ``lang`` are passed when given and accepted."""
    module, _, func = target.partition(":")
    result: bytes = _call(getattr(importlib.import_module(module), func), view, names, lang)
    return result


def render_board(engine_id: str, view: BaseModel, names: list[str] | None = None, lang: str = "en") -> bytes:
    """PNG bytes of the public board for ``view`` (a player view of engine ``engine_id``).

    ``names``: the seat holders' display names by seat (``None``: "Player 1", ...).  ``lang``:
    the language of the picture's labels ("en" / "it"; passed to renderers that take it).
    Raises KeyError when the engine has no renderer.  CPU-bound: call it off the event loop.
    """
    return call_renderer(RENDERERS[engine_id], view, names, lang)


def board_image(engine_id: str, view: BaseModel, names: list[str] | None = None, lang: str = "en") -> Any:
    """The public board for ``view`` as a Pillow image (``PIL.Image.Image``; RGB, or "P" when it
    is :func:`render_board`'s PNG decoded): the engine's image renderer
    (:data:`IMAGE_RENDERERS`) when it has one, drawing the picture without encoding it (a
    7 Wonders Duel board: about 9 ms instead of 19 ms), else ``render_board``'s PNG opened.  Same
    arguments and errors as :func:`render_board`; CPU-bound."""
    entry = IMAGE_RENDERERS.get(engine_id)
    if entry is not None and RENDERERS.get(engine_id) == entry[0]:
        return call_renderer(entry[1], view, names, lang)
    import io

    from PIL import Image

    image = Image.open(io.BytesIO(render_board(engine_id, view, names, lang)))
    image.load()
    return image


def board_size(engine_id: str, view: BaseModel, names: list[str] | None = None, lang: str = "en") -> tuple[int, int] | None:
    """``(width, height)`` in pixels of the board :func:`board_image` draws for the same
    arguments, computed without drawing it, or None when the engine cannot tell
    (:data:`SIZERS`)."""
    entry = SIZERS.get(engine_id)
    if entry is None or RENDERERS.get(engine_id) != entry[0]:
        return None
    size: tuple[int, int] = call_renderer(entry[1], view, names, lang)  # type: ignore[assignment]
    return size


def render_detail(engine_id: str, view: BaseModel, names: list[str] | None = None, lang: str = "en") -> bytes | None:
    """PNG bytes of a close-up of where the phase's action happened (readable on a phone when
    the whole board is not), or None: the engine draws no such picture, or there is nothing to
    focus on.  Same arguments as :func:`render_board`; CPU-bound."""
    spec = DETAIL_RENDERERS.get(engine_id)
    if spec is None:
        return None
    result: bytes | None = call_renderer(spec, view, names, lang)
    return result


def render_pictures(
    engine_id: str, view: BaseModel, names: list[str] | None = None, lang: str = "en"
) -> tuple[bytes, bytes | None]:
    """``(render_board(...), render_detail(...))`` for the same arguments, in one call when the
    engine draws both at once (:func:`pictures_target`: the same pictures for less CPU).
    Raises KeyError when the engine has no renderer.  CPU-bound."""
    target = pictures_target(engine_id)
    if target is None:
        return render_board(engine_id, view, names, lang), render_detail(engine_id, view, names, lang)
    result: tuple[bytes, bytes | None] = call_renderer(target, view, names, lang)  # type: ignore[assignment]
    return result
