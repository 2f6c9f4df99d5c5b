"""Pillow pictures of player views.

``render_board(engine_id, view)`` draws the public board from ``engine.player_view(state, None)``
and returns PNG bytes.  Renderers are looked up by engine id and imported lazily.
"""

from __future__ import annotations

import importlib

from pydantic import BaseModel

#: engine id -> "module:function" taking the engine's public view and returning PNG bytes
RENDERERS: dict[str, str] = {
    "7wd": "render.sevenwd:render_board",
    "mare-nostrum": "render.mare_nostrum:render_board",
    "olympus": "render.olympus:render_board",
}


def render_board(engine_id: str, view: BaseModel, names: list[str] | None = None) -> bytes:
    """PNG bytes of the public board for ``view`` (a player view of engine ``engine_id``).

    ``names``: the seat holders' display names by seat (``None``: "Player 1", ...).
    Raises KeyError when the engine has no renderer.  CPU-bound: call it off the event loop.
    """
    module, _, func = RENDERERS[engine_id].partition(":")
    fn = getattr(importlib.import_module(module), func)
    return fn(view) if names is None else fn(view, names=names)
