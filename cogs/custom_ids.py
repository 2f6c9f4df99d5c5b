"""The versioned custom_id grammar of every Agora component.

    ag1:<game_id>:<kind>:<version>[:<arg>]

``game_id`` and ``version`` are decimal integers; ``kind`` is one of :data:`KINDS`; ``arg`` is
only used by the panel kinds (``opt``, ``sel``) and is ``<path>[~<page>]``: a path of Option
keys from the root of the seat's panel, joined by ``.`` (empty for the root), optionally
followed by ``~`` and a page number of that node's children.  A path segment is an Option
``key`` (``[A-Za-z0-9_-]{1,24}``) or ``@<index>`` (the child's position), used only when the keys
would not fit in Discord's 100 characters.  Nothing in a custom_id is secret: a path only ever
appears in the ephemeral panel of the seat whose choices it names.

Kinds: ``join``, ``leave``, ``start`` (lobby buttons), ``pick`` (the lobby's select menu of a
game whose players choose before the start, e.g. Mare Nostrum's civilizations: the chosen value
is the select's value, never in the custom_id), ``play`` (the public "Play my turn"
button of a board), ``opt`` (a button of the private panel: walk to ``path`` or, on a leaf,
confirm it), ``sel`` (the select menu of a panel level: the chosen value is one more segment),
``log`` (Previous / Next of ``/agora log``'s pages: ``arg`` is ``~<page>``, no path; the log is
public, and a page number says nothing else);
the seat kinds (:mod:`cogs.seats`) ``take`` (arg ``<seat>``), ``grant`` / ``deny`` (arg
``<seat>.<user id>``) and ``concede`` (no arg);
``more`` (the "More time" button of a reminder; its version is the decision's ``step_version``,
cogs/time.py);
``undo`` (the Undo button of a private panel: take back the clicker's last move);
``bot`` (arg ``<level>``: the host adds an automatic seat to the lobby, cogs/autoseats.py)
and ``unbot`` (no arg: the host removes the last one).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

#: the grammar's own version: the ``1`` of ``ag1``; older grammars are answered "outdated"
GRAMMAR = "ag1"
MAX_LENGTH = 100  # Discord's limit for a custom_id
KINDS = ("join", "leave", "start", "pick", "play", "opt", "sel", "undo", "log", "take", "grant", "deny", "concede", "more", "bot", "unbot")
PANEL_KINDS = ("opt", "sel")
#: kinds whose ``arg`` is a page only (``~<page>``)
PAGE_KINDS = ("log",)
#: kinds whose arg is a path of numbers (a seat, a user id: cogs.seats) or a level (``bot``)
SEAT_KINDS = ("take", "grant", "deny", "bot")

_KEY = r"[A-Za-z0-9_-]{1,24}"
_SEGMENT = rf"(?:{_KEY}|@[0-9]{{1,3}})"
SEGMENT_RE = re.compile(_SEGMENT)
_ARG = rf"(?P<path>{_SEGMENT}(?:\.{_SEGMENT})*)?(?:~(?P<page>[0-9]{{1,3}}))?"
_FULL = re.compile(
    r"ag1:(?P<game>[0-9]{1,18}):(?P<kind>[a-z]+):(?P<version>[0-9]{1,9})(?::(?P<arg>[^:]*))?"
)
_ARG_RE = re.compile(_ARG)

#: DynamicItem templates.  They accept every ``ag<n>:`` custom_id (even malformed ones) so a bad
#: or outdated id is still answered politely instead of "This interaction failed".  Buttons and
#: the select menu use disjoint templates so one click is handled once.
SELECT_TEMPLATE = r"ag[0-9]+:[0-9]+:(?:sel|pick):.*"
BUTTON_TEMPLATE = r"ag[0-9]+:(?![0-9]+:(?:sel|pick):).*"


class BadCustomId(ValueError):
    """A custom_id that does not follow the grammar (hand-made, truncated or from an older
    grammar).  ``outdated`` is True when it names another grammar version (``ag0:...``)."""

    def __init__(self, custom_id: str, *, outdated: bool = False) -> None:
        super().__init__(f"not an Agora custom_id: {custom_id!r}")
        self.custom_id = custom_id
        self.outdated = outdated


@dataclass(frozen=True)
class CustomId:
    """One parsed custom_id.  ``path`` is a tuple of segments (keys or ``@<index>``);
    ``page`` is the page of the children of ``path`` (0 = first)."""

    game_id: int
    kind: str
    version: int
    path: tuple[str, ...] = ()
    page: int = 0

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown component kind {self.kind!r}")
        if self.game_id < 0 or self.version < 0 or self.page < 0:
            raise ValueError("game id, version and page are non-negative")
        for seg in self.path:
            if not SEGMENT_RE.fullmatch(seg):
                raise ValueError(f"bad path segment {seg!r}")

    def format(self) -> str:
        """The custom_id string; raises ValueError if it exceeds 100 characters."""
        text = f"{GRAMMAR}:{self.game_id}:{self.kind}:{self.version}"
        if self.kind in PAGE_KINDS and self.path:
            raise ValueError(f"a {self.kind} id has no path")
        if (
            (self.kind in PANEL_KINDS and (self.path or self.page))
            or (self.kind in PAGE_KINDS and self.page)
            or (self.kind in SEAT_KINDS and self.path)
        ):
            text += ":" + ".".join(self.path)
            if self.page:
                text += f"~{self.page}"
        if len(text) > MAX_LENGTH:
            raise ValueError(f"custom_id longer than {MAX_LENGTH} characters: {text!r}")
        return text


def parse(custom_id: str) -> CustomId:
    """Parse a custom_id; raises :class:`BadCustomId` for anything off-grammar."""
    if len(custom_id) > MAX_LENGTH:
        raise BadCustomId(custom_id)
    m = _FULL.fullmatch(custom_id)
    if m is None:
        raise BadCustomId(custom_id, outdated=bool(re.match(r"ag[0-9]+:", custom_id)) and not custom_id.startswith("ag1:"))
    kind, arg = m["kind"], m["arg"]
    if kind not in KINDS:
        raise BadCustomId(custom_id)
    path: tuple[str, ...] = ()
    page = 0
    if arg is not None:
        if kind not in PANEL_KINDS + PAGE_KINDS + SEAT_KINDS:
            raise BadCustomId(custom_id)
        am = _ARG_RE.fullmatch(arg)
        if am is None or (kind in PAGE_KINDS and am["path"]):
            raise BadCustomId(custom_id)
        path = tuple(am["path"].split(".")) if am["path"] else ()
        page = int(am["page"]) if am["page"] else 0
    return CustomId(int(m["game"]), kind, int(m["version"]), path, page)


def panel_id(game_id: int, kind: str, version: int, keys: list[str], indices: list[int], page: int = 0) -> str:
    """The custom_id of a panel component for the node reached by ``keys`` (whose positions
    among their siblings are ``indices``).  Uses the keys when they fit in 100 characters, else
    ``@<index>`` segments (still exact: the tree is rebuilt from the same game version)."""
    by_key = CustomId(game_id, kind, version, tuple(keys), page)
    try:
        return by_key.format()
    except ValueError:
        return CustomId(game_id, kind, version, tuple(f"@{i}" for i in indices), page).format()
