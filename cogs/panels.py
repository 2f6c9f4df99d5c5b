"""Walking a seat's choice tree (engines.base.Panel) one level at a time: pure, no discord.

A level with at most :data:`MAX_BUTTONS` options is shown as buttons; a bigger one as a select
menu of at most :data:`PAGE_SIZE` options per page (Discord's limits: 5 buttons per row, 25
options per select).
"""

from __future__ import annotations

from dataclasses import dataclass

from engines.base import Option

MAX_BUTTONS = 5
PAGE_SIZE = 25


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
