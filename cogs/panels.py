"""Walking a seat's choice tree (engines.base.Panel) one level at a time: pure, no discord.

The engines describe choices in neutral terms (ids, labels, groups, runs of like choices); this
module fits them to Discord's limits.  :func:`fit` splits a long run (engines.base.Run) into parts
of at most :data:`PAGE_SIZE`; a level with at most :data:`MAX_BUTTONS` options is shown as
buttons, a bigger one as a select menu of at most :data:`PAGE_SIZE` options per page (Discord's
limits: 5 buttons per row, 25 options per select); a key longer than a custom_id segment allows
is named by its position instead (cogs/custom_ids.py ``panel_id``); labels are cut by
:func:`truncate`.
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.base import Option, Panel, Run
from engines.text import msg

MAX_BUTTONS = 5
PAGE_SIZE = 25


class Part(Option):
    """A part of a long run (engines.base.Run) made by :func:`fit`: a group the engine's tree
    does not have, left out of the path sent back to the engine (:meth:`Node.engine_keys`)."""


def _fit_level(options: list[Option], run: Run | None) -> list[Option]:
    """``options`` with their groups fitted, and ``run`` among them split into parts of
    :data:`PAGE_SIZE` when it is longer (part n: key ``run.key`` + n, label "``run.label`` n+1",
    message ``bot-panel-part``)."""
    fitted = [fit_option(o) for o in options]
    if run is None:
        return fitted
    stop = len(fitted) if run.stop is None else run.stop
    items = fitted[run.start : stop]
    if len(items) <= PAGE_SIZE:
        return fitted
    parts: list[Option] = [
        Part(key=f"{run.key}{i // PAGE_SIZE}", label=msg("bot-panel-part", group=run.label, n=i // PAGE_SIZE + 1),
             children=items[i : i + PAGE_SIZE])
        for i in range(0, len(items), PAGE_SIZE)
    ]
    return [*fitted[: run.start], *parts, *fitted[stop:]]


def fit_option(option: Option) -> Option:
    """``option`` with its children fitted to Discord (:func:`fit`)."""
    if not option.children:
        return option
    return option.model_copy(update={"children": _fit_level(option.children, option.run), "run": None})


def fit(panel: Panel) -> Panel:
    """``panel`` fitted to Discord: every long run of choices split into parts of at most
    :data:`PAGE_SIZE` (a select menu's options).  The other levels are left to the select
    menu's pages (:func:`page_slice`)."""
    return panel.model_copy(update={"options": _fit_level(panel.options, panel.run), "run": None})


class PathError(LookupError):
    """The path does not name a node of the current panel (the panel changed meanwhile)."""


@dataclass(frozen=True)
class Node:
    """A node reached by a path: ``trail`` is the options from the root down to it (empty for
    the root), ``keys``/``indices`` their keys and sibling positions, ``children`` its options."""

    trail: tuple[Option, ...]
    keys: tuple[str, ...]
    indices: tuple[int, ...]
    children: tuple[Option, ...]

    @property
    def option(self) -> Option | None:
        return self.trail[-1] if self.trail else None

    @property
    def is_leaf(self) -> bool:
        opt = self.option
        return opt is not None and not opt.children

    def engine_keys(self) -> tuple[str, ...]:
        """The path of this node in the engine's own tree: the keys of the trail without the
        parts :func:`fit` added."""
        return tuple(o.key for o in self.trail if not isinstance(o, Part))

    def breadcrumb(self) -> str:
        return " › ".join(str(o.label) for o in self.trail)


def resolve(options: list[Option], path: tuple[str, ...] | list[str]) -> Node:
    """The node at ``path`` (segments are keys or ``@<index>``); raises :class:`PathError`."""
    level = list(options)
    trail: list[Option] = []
    keys: list[str] = []
    indices: list[int] = []
    for seg in path:
        if seg.startswith("@"):
            try:
                i = int(seg[1:])
                opt = level[i]
            except (ValueError, IndexError):
                raise PathError(seg) from None
        else:
            found = [(i, o) for i, o in enumerate(level) if o.key == seg]
            if not found:
                raise PathError(seg)
            i, opt = found[0]
        trail.append(opt)
        keys.append(opt.key)
        indices.append(i)
        level = list(opt.children)
    return Node(tuple(trail), tuple(keys), tuple(indices), tuple(level))


def page_count(n: int) -> int:
    """Pages of a select menu for ``n`` options (at least 1)."""
    return max(1, -(-n // PAGE_SIZE))


def page_slice(n: int, page: int) -> range:
    """Indices of the options shown on ``page`` (clamped to the last page)."""
    page = min(max(page, 0), page_count(n) - 1)
    return range(page * PAGE_SIZE, min(n, (page + 1) * PAGE_SIZE))


def clamp_page(n: int, page: int) -> int:
    return min(max(page, 0), page_count(n) - 1)


def truncate(text: str | None, limit: int) -> str | None:
    """``text`` cut to ``limit`` characters with an ellipsis (Discord rejects longer fields)."""
    if text is None or len(text) <= limit:
        return text
    return text[: limit - 1] + "…"
