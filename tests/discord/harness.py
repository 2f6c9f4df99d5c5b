"""An offline Discord for tests: the real discord.py client, with its REST layer answered here.

Nothing touches the network.  :class:`FakeDiscord` replaces the two places where discord.py
sends HTTP requests:

- the aiohttp session of ``client.http`` (discord.http.HTTPClient: bot-authenticated routes:
  channel messages, threads, DMs, command sync, login).  discord.py's own ``HTTPClient.request``
  still runs, so an error status becomes discord.Forbidden / NotFound / HTTPException from the
  JSON body, and a 429 is slept on and retried by the library exactly as against Discord;
- ``discord.webhook.async_.async_context``'s adapter ``request`` (interaction callbacks,
  ``@original`` edits and follow-ups),

records every request in order (:attr:`FakeDiscord.requests`, a list of :class:`Request`; each
attempt of a retried request is one) and answers like Discord: message payloads with ids,
threads, DM channels, synced commands; and Discord's refusals: closed DMs (403, 50007), posts in
an archived thread (400, 50083), reopening a locked thread (403, 50013).  Any other failure is
injected with :meth:`FakeDiscord.fail` (``fake.fail("POST", "/channels/{channel_id}/messages",
429)``).  Interactions carry the bot's ``app_permissions`` (``fake.app_permissions``, per channel
``fake.channel_app_permissions``) and ``attachment_size_limit`` (``fake.attachment_size_limit``).
Interactions are fed as the gateway's ``INTERACTION_CREATE`` payloads to
``client._connection.parse_interaction_create`` (the library's own entry point) and
:meth:`FakeDiscord.settle` waits for every task they spawn.

Use::

    fake = FakeDiscord()
    client = build_client(app, settings, application_id=fake.application_id)
    await fake.login(client, monkeypatch)            # real login + setup_hook, recorded
    iid = await fake.command(client, "new", {"game": "toy"}, user=ALICE)
    lobby = fake.response_message(iid)               # the lobby message as Discord stores it
    await fake.click(client, lobby, "Join", user=BOB)

Users are :class:`User` (id, name, permissions).  Closed DMs: ``fake.closed_dms.add(user_id)``.
Interactions from elsewhere: ``channel_id=OTHER_CHANNEL_ID`` (another guild) or
``fake.dm_channel(user)`` (a DM).  :meth:`FakeDiscord.private_texts` asserts an interaction was
answered only privately and changed no public message.

Prepared positions: a rule that shows only deep into a game (a reaction in another player's
turn...) is tested from a position the test builds with
:func:`tests.discord.prepared.start_prepared` (``g = await start_prepared(bot, [ALICE, BOB, CAROL],
prepare, options={"expansion": "mythology"})``): the game is created, joined and started through
the lobby's real interactions, then its stored state is replaced by ``prepare(engine, state)``
through the service's own storage API (``Storage.update_game``: version and ``step_version`` + 1,
the step's deadline) and announced with ``Agora.publish`` (one new message mentioning the players
who must act, the Play button; it becomes the turn message).  Nothing is monkeypatched: the
service's caches (parsed state per stored text, seats per version) follow by their own rules.
``g.user(seat)`` is who sits where; ``g.board`` the position's message.  The action log still
begins at the lobby's setup, so Undo (it replays that log) is refused in a prepared game.
"""

from __future__ import annotations

import asyncio
import contextvars
import datetime as dt
import inspect
import itertools
import json
from dataclasses import dataclass, field
from typing import Any

import discord
from discord.webhook.async_ import async_context

GUILD_ID = 900_000_000_000_000_001
CHANNEL_ID = 900_000_000_000_000_002
APPLICATION_ID = 900_000_000_000_000_003
OTHER_GUILD_ID = 900_000_000_000_000_011
OTHER_CHANNEL_ID = 900_000_000_000_000_012
MANAGE_GUILD = 1 << 5
#: permissions of an ordinary member (view, send, read history, use application commands...)
MEMBER_PERMISSIONS = (1 << 10) | (1 << 11) | (1 << 16) | (1 << 31) | (1 << 38)
#: what Agora needs in a game's channel: the members' permissions plus Create Public Threads,
#: Embed Links and Attach Files
BOT_PERMISSIONS = MEMBER_PERMISSIONS | (1 << 35) | (1 << 14) | (1 << 15)


@dataclass(frozen=True)
class User:
    id: int
    name: str
    permissions: int = MEMBER_PERMISSIONS
    #: the language of the user's Discord app (an interaction's ``locale``)
    locale: str = "en-US"

    def payload(self) -> dict[str, Any]:
        return {"id": str(self.id), "username": self.name.lower(), "global_name": self.name, "discriminator": "0", "avatar": None}


#: the route and keyword arguments of the bot REST call being answered (set around each call)
_CURRENT: contextvars.ContextVar[tuple[Any, dict[str, Any]]] = contextvars.ContextVar("fake_discord_route")


@dataclass
class ErrorAnswer:
    """What the fake's Discord answers when it refuses a request by its own rules
    (closed DMs, archived thread...): an HTTP status and Discord's JSON error code."""

    status: int
    code: int
    message: str


@dataclass
class Fault:
    """An error injected with :meth:`FakeDiscord.fail`.  ``times``: how many more requests it
    answers (None: all); ``hits``: how many it answered."""

    method: str
    path: str
    status: int
    code: int = 0
    message: str = ""
    channel_id: int | None = None
    times: int | None = 1
    retry_after: float = 0.01
    hits: int = 0

    def body(self) -> dict[str, Any]:
        if self.status == 429:
            return {"message": "You are being rate limited.", "retry_after": self.retry_after, "global": False}
        return {"code": self.code, "message": self.message}

    def headers(self) -> dict[str, str]:
        if self.status == 429:  # discord.py treats a 429 without Via as a Cloudflare ban
            return {"Via": "1.1 google", "Retry-After": str(self.retry_after), "X-RateLimit-Scope": "user"}
        return {}


class FakeResponse:
    """The part of aiohttp.ClientResponse that discord.py's HTTPClient.request reads."""

    def __init__(self, status: int, headers: dict[str, str], body: Any) -> None:
        self.status = status
        self.reason = {200: "OK", 204: "No Content", 400: "Bad Request", 403: "Forbidden", 404: "Not Found",
                       429: "Too Many Requests"}.get(status, "Error")
        self.headers = {"content-type": "application/json", **headers} if body is not None else dict(headers)
        self._text = json.dumps(body) if body is not None else ""

    async def text(self, encoding: str = "utf-8") -> str:
        return self._text

    async def __aenter__(self) -> "FakeResponse":
        return self

    async def __aexit__(self, *exc: Any) -> None:
        return None


class FakeSession:
    """Stands in for discord.py's aiohttp session: every attempt is answered by the fake."""

    closed = False

    def __init__(self, fake: "FakeDiscord") -> None:
        self.fake = fake

    def request(self, method: str, url: str, **kwargs: Any) -> FakeResponse:
        return FakeResponse(*self.fake.answer_wire(method, url))

    async def close(self) -> None:
        return None


@dataclass
class Request:
    """One REST call: ``method``, ``path`` (the route template, e.g.
    ``/interactions/{webhook_id}/{webhook_token}/callback``), ``url``, ``payload`` (the JSON
    body, or the ``payload_json`` part of a multipart body), ``files`` (file names),
    ``file_data`` (their bytes), ``token`` (the interaction token for webhook
    routes), ``response`` (what was answered: a JSON payload, or Discord's error body) and
    ``status`` (the HTTP status; every attempt of a retried request is one Request)."""

    method: str
    path: str
    url: str
    payload: dict[str, Any] | list[Any] | None
    files: list[str] = field(default_factory=list)
    token: str | None = None
    response: Any = None
    status: int = 200
    file_data: list[bytes] = field(default_factory=list)

    @property
    def is_callback(self) -> bool:
        return self.path.endswith("/callback")

    @property
    def callback_type(self) -> int | None:
        return self.payload.get("type") if self.is_callback and isinstance(self.payload, dict) else None


def custom_ids(components: list[dict[str, Any]]) -> list[str]:
    """Every custom_id in a message's component payloads (rows and their children)."""
    out: list[str] = []
    for comp in components:
        if "custom_id" in comp:
            out.append(comp["custom_id"])
        out += custom_ids(comp.get("components", []))
    return out


def find_component(components: list[dict[str, Any]], label: str) -> dict[str, Any]:
    """The button labelled ``label`` (or the select whose placeholder is ``label``)."""
    for comp in components:
        if comp.get("label") == label or (comp.get("type") == 3 and comp.get("placeholder") == label):
            return comp
        try:
            return find_component(comp.get("components", []), label)
        except LookupError:
            pass
    raise LookupError(f"no component labelled {label!r}")


def labels(message: dict[str, Any]) -> list[str]:
    out: list[str] = []

    def walk(comps: list[dict[str, Any]]) -> None:
        for c in comps:
            if "label" in c:
                out.append(c["label"])
            walk(c.get("components", []))

    walk(message.get("components", []))
    return out


def _now() -> str:
    return dt.datetime.now(dt.timezone.utc).isoformat()


class FakeDiscord:
    """Discord's REST API, in memory.  See the module docstring."""

    def __init__(self) -> None:
        self.requests: list[Request] = []
        self.messages: dict[int, dict[str, Any]] = {}
        self.channels: dict[int, dict[str, Any]] = {
            CHANNEL_ID: {"id": str(CHANNEL_ID), "type": 0, "guild_id": str(GUILD_ID), "name": "games", "position": 0,
                         "permission_overwrites": [], "nsfw": False, "parent_id": None},
            OTHER_CHANNEL_ID: {"id": str(OTHER_CHANNEL_ID), "type": 0, "guild_id": str(OTHER_GUILD_ID), "name": "elsewhere",
                               "position": 0, "permission_overwrites": [], "nsfw": False, "parent_id": None},
        }
        self.closed_dms: set[int] = set()
        #: the bot's permissions in a channel, as sent in every interaction's ``app_permissions``
        self.app_permissions = BOT_PERMISSIONS
        self.channel_app_permissions: dict[int, int] = {}
        #: the interactions' ``attachment_size_limit`` (bytes); the guild's upload limit
        self.attachment_size_limit = 10 * 1024 * 1024
        self.faults: list[Fault] = []
        self.application_id = APPLICATION_ID
        #: the server's preferred locale (every interaction's ``guild_locale``)
        self.guild_locale = "en-US"
        self.bot_user = User(APPLICATION_ID, "Agora")
        #: each guild's roles (GET /guilds/{id}): @everyone (id = the guild's) with the members'
        #: permissions and Agora's own role with :data:`BOT_PERMISSIONS`; the bot member holds
        #: its role.  Channel overwrites go in ``channels[id]["permission_overwrites"]``.
        self.roles: dict[int, list[dict[str, Any]]] = {
            guild: [self.role(guild, "@everyone", MEMBER_PERMISSIONS), self.role(guild + 100, "Agora", BOT_PERMISSIONS)]
            for guild in (GUILD_ID, OTHER_GUILD_ID)
        }
        self.bot_roles: dict[int, list[int]] = {GUILD_ID: [GUILD_ID + 100], OTHER_GUILD_ID: [OTHER_GUILD_ID + 100]}
        self._ids = itertools.count(1_000_000_000_000_000_000)
        self._original: dict[str, int] = {}  # interaction token -> id of its original message
        self._dm_users: dict[int, int] = {}  # DM channel id -> user id
        self._interaction_channel: dict[str, int] = {}  # interaction token -> channel id
        self._interaction_type: dict[str, int] = {}  # interaction token -> interaction type
        self.fed: dict[int, int] = {}  # interaction id -> index in requests when it arrived

    # ---- installing ------------------------------------------------------------------------
    def install(self, client: discord.Client, monkeypatch: Any) -> None:
        """Route ``client``'s REST calls (and every interaction webhook call) here.

        Bot REST calls still run through discord.py's own ``HTTPClient.request`` (rate-limit
        buckets, 429 retries, errors raised from the status and JSON body); only its aiohttp
        session is replaced by :class:`FakeSession`, which answers from this object."""
        http = client.http
        real_request = type(http).request
        session = FakeSession(self)

        async def request(route: Any, **kwargs: Any) -> Any:
            current = getattr(http, "_HTTPClient__session", None)
            if current is not session:
                if current and not getattr(current, "closed", True):
                    await current.close()  # the real session static_login opened (never used)
                http._HTTPClient__session = session  # type: ignore[attr-defined]
            token = _CURRENT.set((route, kwargs))
            try:
                return await real_request(http, route, **kwargs)
            finally:
                _CURRENT.reset(token)

        monkeypatch.setattr(http, "request", request)
        monkeypatch.setattr(async_context.get(), "request", self.webhook_request)

    async def login(self, client: discord.Client, monkeypatch: Any) -> None:
        """Install, then run the client's real ``login`` (``static_login``, application info,
        ``setup_hook``), as ``client.start`` would before connecting to the gateway."""
        self.install(client, monkeypatch)
        await client.login("offline-test-token")

    def watch(self, obj: Any, label: str) -> None:
        """Record every call of ``obj``'s public coroutine methods as a pseudo-request
        (method ``"CALL"``, path ``"<label>.<method>"``), so tests can check that an interaction
        was deferred before any database work (use it on the app's storage)."""
        for name in dir(obj):
            attr = getattr(obj, name, None)
            if name.startswith("_") or not inspect.iscoroutinefunction(attr):
                continue

            def wrap(method: Any, path: str) -> Any:
                async def recorded(*args: Any, **kwargs: Any) -> Any:
                    self.requests.append(Request("CALL", path, "", None))
                    return await method(*args, **kwargs)

                return recorded

            setattr(obj, name, wrap(attr, f"{label}.{name}"))

    def next_id(self) -> int:
        return next(self._ids)

    @staticmethod
    def role(role_id: int, name: str, permissions: int) -> dict[str, Any]:
        """A role payload as Discord sends it."""
        return {"id": str(role_id), "name": name, "permissions": str(permissions), "position": 0, "color": 0,
                "hoist": False, "managed": False, "mentionable": False, "flags": 0}

    def deny(self, channel_id: int, permissions: int, *, role_id: int | None = None) -> None:
        """A permission overwrite in ``channel_id`` denying ``permissions`` to a role (default:
        Agora's role in the channel's guild), as a server admin would set in the channel's settings."""
        channel = self.channels[channel_id]
        target = role_id if role_id is not None else int(channel["guild_id"]) + 100
        channel["permission_overwrites"].append({"id": str(target), "type": 0, "allow": "0", "deny": str(permissions)})

    # ---- answering REST calls --------------------------------------------------------------
    def fail(self, method: str, path: str, status: int, code: int = 0, message: str = "", *,
             channel_id: int | None = None, times: int | None = 1, retry_after: float = 0.01) -> Fault:
        """Answer the next ``times`` (None: every) ``method path`` requests (``path`` is the
        route template, e.g. ``/channels/{channel_id}/messages``; ``channel_id`` narrows it to
        one channel) with HTTP ``status`` and Discord's JSON error ``{"code", "message"}``.
        A 429 carries ``retry_after`` seconds and the ``Via`` header, as Discord's rate limits do."""
        fault = Fault(method, path, status, code, message, channel_id, times, retry_after)
        self.faults.append(fault)
        return fault

    def answer_wire(self, method: str, url: str) -> tuple[int, dict[str, str], Any]:
        """One HTTP attempt as discord.py's HTTPClient makes it: (status, headers, JSON body).
        Every attempt is recorded, a failed one with its status."""
        route, kwargs = _CURRENT.get()
        payload = kwargs.get("json")
        if kwargs.get("form"):
            payload = self._payload_from_form(kwargs["form"])
        files = kwargs.get("files") or []
        req = Request(route.method, route.path, route.url, payload, [f.filename for f in files],
                      file_data=[f.fp.getvalue() if hasattr(f.fp, "getvalue") else b"" for f in files])
        self.requests.append(req)
        fault = self._fault_for(route)
        if fault is not None:
            req.status, req.response = fault.status, fault.body()
            return fault.status, fault.headers(), req.response
        answer = self._answer_http(route, req)
        if isinstance(answer, ErrorAnswer):
            req.status, req.response = answer.status, {"code": answer.code, "message": answer.message}
            return answer.status, {}, req.response
        req.response = answer
        return (200 if answer is not None else 204), {}, answer

    def _fault_for(self, route: Any) -> Fault | None:
        for fault in self.faults:
            if fault.times == 0 or fault.method != route.method or fault.path != route.path:
                continue
            if fault.channel_id is not None and route.channel_id != fault.channel_id:
                continue
            if fault.times is not None:
                fault.times -= 1
            fault.hits += 1
            return fault
        return None

    async def webhook_request(self, route: Any, session: Any = None, *, payload: Any = None, multipart: Any = None,
                              files: Any = None, params: Any = None, **kwargs: Any) -> Any:
        if multipart:
            payload = self._payload_from_form(multipart)
        req = Request(route.method, route.path, route.url, payload, [f.filename for f in files or []], token=route.webhook_token,
                      file_data=[f.fp.getvalue() if hasattr(f.fp, "getvalue") else b"" for f in files or []])
        self.requests.append(req)
        req.response = self._answer_webhook(route, req)
        return req.response

    @staticmethod
    def _payload_from_form(form: Any) -> dict[str, Any] | None:
        for part in form:
            if part.get("name") == "payload_json":
                return json.loads(part["value"])
        return None

    def _message(self, channel_id: int, body: dict[str, Any] | None, *, flags: int = 0, files: list[str] = ()) -> dict[str, Any]:
        body = body or {}
        mid = self.next_id()
        channel = self.channels.get(channel_id, {})
        msg = {
            "id": str(mid),
            "channel_id": str(channel_id),
            "author": {**self.bot_user.payload(), "bot": True},
            "content": body.get("content") or "",
            "timestamp": _now(),
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [
                {"id": str(self.next_id()), "filename": name, "size": 1, "url": f"https://cdn.invalid/{name}",
                 "proxy_url": f"https://cdn.invalid/{name}"}
                for name in files
            ],
            "embeds": body.get("embeds") or [],
            "pinned": False,
            "type": 0,
            "flags": flags | int(body.get("flags") or 0),
            "components": body.get("components") or [],
            "allowed_mentions": body.get("allowed_mentions"),
        }
        if channel.get("guild_id"):
            msg["guild_id"] = channel["guild_id"]
        self.messages[mid] = msg
        return msg

    def _edit(self, message_id: int, body: dict[str, Any] | None, files: list[str]) -> dict[str, Any]:
        msg = self.messages[message_id]
        body = body or {}
        for key in ("content", "embeds", "components", "flags"):
            if key in body:
                msg[key] = body[key] if body[key] is not None else ([] if key != "content" else "")
        if files or "attachments" in body:
            msg["attachments"] = [
                {"id": str(self.next_id()), "filename": name, "size": 1, "url": f"https://cdn.invalid/{name}",
                 "proxy_url": f"https://cdn.invalid/{name}"}
                for name in files
            ]
        msg["edited_timestamp"] = _now()
        return msg

    def _answer_http(self, route: Any, req: Request) -> Any:
        p = route.path
        parts = route.url.split("/api/v10", 1)[1].split("/")
        if p == "/users/@me":
            return {**self.bot_user.payload(), "bot": True, "flags": 0, "mfa_enabled": False}
        if p == "/oauth2/applications/@me":
            return {"id": str(self.application_id), "name": "Agora", "description": "", "icon": None,
                    "bot_public": True, "bot_require_code_grant": False, "owner": self.bot_user.payload(),
                    "verify_key": "0" * 64, "flags": 0}
        if p.endswith("/commands") and route.method == "PUT":
            return [{**c, "id": str(self.next_id()), "application_id": str(self.application_id), "version": "1",
                     "default_member_permissions": c.get("default_member_permissions")} for c in req.payload or []]
        if p == "/channels/{channel_id}" and route.method == "GET":
            channel = self.channels.get(int(parts[2]))
            return channel if channel is not None else ErrorAnswer(404, 10003, "Unknown Channel")
        if p == "/guilds/{guild_id}" and route.method == "GET":
            guild_id = int(parts[2])
            if guild_id not in self.roles:
                return ErrorAnswer(404, 10004, "Unknown Guild")
            return {"id": str(guild_id), "name": f"guild {guild_id}", "owner_id": "1", "roles": self.roles[guild_id],
                    "emojis": [], "stickers": [], "features": [], "verification_level": 0,
                    "default_message_notifications": 0, "explicit_content_filter": 0, "mfa_level": 0,
                    "nsfw_level": 0, "premium_tier": 0, "preferred_locale": "en-US", "system_channel_flags": 0}
        if p == "/guilds/{guild_id}/channels" and route.method == "GET":
            guild_id = parts[2]
            return [c for c in self.channels.values() if c.get("guild_id") == guild_id and c.get("type") != 11]
        if p == "/guilds/{guild_id}/members/{member_id}" and route.method == "GET":
            guild_id, user_id = int(parts[2]), int(parts[4])
            if user_id != self.bot_user.id or guild_id not in self.bot_roles:
                return ErrorAnswer(404, 10007, "Unknown Member")
            return {"user": {**self.bot_user.payload(), "bot": True}, "roles": [str(r) for r in self.bot_roles[guild_id]],
                    "joined_at": _now(), "deaf": False, "mute": False, "flags": 0}
        if p == "/users/@me/channels":
            user_id = int(req.payload["recipient_id"])
            cid = self.next_id()
            self._dm_users[cid] = user_id
            self.channels[cid] = {"id": str(cid), "type": 1, "last_message_id": None,
                                  "recipients": [User(user_id, f"user{user_id}").payload()]}
            return self.channels[cid]
        if p == "/channels/{channel_id}/messages" and route.method == "POST":
            channel_id = int(parts[2])
            if self._dm_users.get(channel_id) in self.closed_dms:
                return ErrorAnswer(403, 50007, "Cannot send messages to this user")
            metadata = self.channels.get(channel_id, {}).get("thread_metadata")
            if metadata and metadata["archived"]:
                return ErrorAnswer(400, 50083, "Thread is archived")
            return self._message(channel_id, req.payload, files=req.files)
        if p == "/channels/{channel_id}/messages/{message_id}" and route.method == "PATCH":
            return self._edit(int(parts[4]), req.payload, req.files)
        if p == "/channels/{channel_id}" and route.method == "PATCH":
            channel = self.channels[int(parts[2])]
            metadata = channel.get("thread_metadata")
            if metadata is not None and "archived" in (req.payload or {}):
                if metadata["locked"]:  # only Manage Threads may reopen a locked thread
                    return ErrorAnswer(403, 50013, "Missing Permissions")
                metadata["archived"] = bool(req.payload["archived"])
            return channel
        if p == "/channels/{channel_id}/messages/{message_id}/threads":
            parent, message_id = int(parts[2]), int(parts[4])
            tid = message_id  # Discord gives a thread opened from a message the message's id
            self.channels[tid] = {
                "id": str(tid), "type": 11, "guild_id": self.channels[parent]["guild_id"], "parent_id": str(parent),
                "owner_id": str(self.bot_user.id), "name": req.payload["name"], "last_message_id": None,
                "rate_limit_per_user": 0, "message_count": 0, "member_count": 1,
                "thread_metadata": {"archived": False, "auto_archive_duration": req.payload.get("auto_archive_duration", 1440),
                                    "archive_timestamp": _now(), "locked": False},
            }
            return self.channels[tid]
        raise AssertionError(f"the fake Discord does not answer {route.method} {p}")

    def _answer_webhook(self, route: Any, req: Request) -> Any:
        p = route.path
        token = route.webhook_token
        if p.endswith("/callback"):
            body = req.payload or {}
            kind = body["type"]
            data = body.get("data") or {}
            message_id = self._original.get(token)
            if kind in (4, 5):  # a new message (5: the "thinking" placeholder)
                channel_id = self._interaction_channel[token]
                msg = self._message(channel_id, data if kind == 4 else {"flags": data.get("flags", 0)}, files=req.files)
                if kind == 5:
                    msg["flags"] |= 128  # LOADING
                self._original[token] = message_id = int(msg["id"])
            elif kind == 7 and message_id is not None:
                self._edit(message_id, data, req.files)
            answer = {"interaction": {"id": route.webhook_id, "type": self._interaction_type[token],
                                      "response_message_id": str(message_id) if message_id else None,
                                      "response_message_loading": kind == 5,
                                      "response_message_ephemeral": bool(int(data.get("flags") or 0) & 64)}}
            if kind in (4, 7) and message_id is not None:
                answer["resource"] = {"type": kind, "message": self.messages[message_id]}
            return answer
        if p.endswith("/messages/@original"):
            message_id = self._original[token]
            if route.method == "PATCH":
                msg = self._edit(message_id, req.payload, req.files)
                msg["flags"] &= ~128
                return msg
            if route.method == "DELETE":
                self.messages.pop(message_id, None)
                return None
            return self.messages[message_id]
        if p == "/webhooks/{webhook_id}/{webhook_token}" and route.method == "POST":
            return self._message(self._interaction_channel[token], req.payload, files=req.files)
        raise AssertionError(f"the fake Discord does not answer webhook {route.method} {p}")

    # ---- feeding interactions --------------------------------------------------------------
    def _base(self, kind: int, user: User, channel_id: int) -> dict[str, Any]:
        iid = self.next_id()
        token = f"token-{iid}"
        self._interaction_channel[token] = channel_id
        self._interaction_type[token] = kind
        channel = self.channels[channel_id]
        data: dict[str, Any] = {
            "id": str(iid),
            "application_id": str(self.application_id),
            "type": kind,
            "token": token,
            "version": 1,
            "channel_id": str(channel_id),
            "channel": {k: v for k, v in channel.items()},
            "app_permissions": str(self.channel_app_permissions.get(channel_id, self.app_permissions)),
            "locale": user.locale,
            "entitlements": [],
            "attachment_size_limit": self.attachment_size_limit,
        }
        guild_id = channel.get("guild_id")
        if guild_id is None:  # a direct message with the bot
            data.update(user=user.payload(), context=1, authorizing_integration_owners={"1": str(user.id)})
            return data
        data.update(
            guild_id=guild_id,
            guild_locale=self.guild_locale,
            context=0,
            authorizing_integration_owners={"0": guild_id},
            member={
                "user": user.payload(),
                "roles": [],
                "joined_at": _now(),
                "deaf": False,
                "mute": False,
                "flags": 0,
                "permissions": str(user.permissions),
            },
        )
        return data

    def dm_channel(self, user: User) -> int:
        """A direct-message channel between ``user`` and the bot (to send interactions from)."""
        cid = self.next_id()
        self._dm_users[cid] = user.id
        self.channels[cid] = {"id": str(cid), "type": 1, "last_message_id": None, "recipients": [user.payload()]}
        return cid

    def command_payload(self, subcommand: str, options: dict[str, Any] | None = None, *, user: User,
                        channel_id: int = CHANNEL_ID) -> dict[str, Any]:
        """``/agora <subcommand> [options]`` as Discord sends it (type 2, chat input)."""
        def opt_type(value: Any) -> int:
            return 5 if isinstance(value, bool) else 4 if isinstance(value, int) else 10 if isinstance(value, float) else 3

        data = self._base(2, user, channel_id)
        data["data"] = {
            "id": str(self.next_id()),
            "name": "agora",
            "type": 1,
            "options": [{"type": 1, "name": subcommand,
                         "options": [{"type": opt_type(v), "name": k, "value": v} for k, v in (options or {}).items()]}],
        }
        return data

    def component_payload(self, message: dict[str, Any], custom_id: str, *, user: User,
                          values: list[str] | None = None, channel_id: int | None = None) -> dict[str, Any]:
        """A click on ``custom_id`` in ``message`` (type 3): a button, or a string select with
        ``values``.  The message payload is the one the bot's own requests produced.
        ``channel_id``: the channel the interaction claims to come from (default: the message's;
        another one makes a forged click, e.g. from another guild or a DM)."""
        data = self._base(3, user, channel_id or int(message["channel_id"]))
        data["message"] = message
        data["data"] = {"custom_id": custom_id, "component_type": 2 if values is None else 3}
        if values is not None:
            data["data"]["values"] = values
        self._original[data["token"]] = int(message["id"])  # @original of a component = its message
        return data

    async def feed(self, client: discord.Client, payload: dict[str, Any]) -> int:
        """Deliver an INTERACTION_CREATE payload and wait until it is handled; its id."""
        before = asyncio.all_tasks()
        self.fed[int(payload["id"])] = len(self.requests)
        client._connection.parse_interaction_create(payload)
        await self.settle(before)
        return int(payload["id"])

    @staticmethod
    async def settle(before: set[asyncio.Task[Any]]) -> None:
        """Wait for every task started since ``before`` (and the tasks those start)."""
        current = asyncio.current_task()
        for _ in range(100):
            pending = {t for t in asyncio.all_tasks() - before if t is not current and not t.done()}
            if not pending:
                return
            await asyncio.wait(pending, timeout=10)
        raise AssertionError("interaction handling did not settle")

    async def command(self, client: discord.Client, subcommand: str, options: dict[str, Any] | None = None, *,
                      user: User, channel_id: int = CHANNEL_ID) -> int:
        return await self.feed(client, self.command_payload(subcommand, options, user=user, channel_id=channel_id))

    async def click(self, client: discord.Client, message: dict[str, Any] | int, label: str, *, user: User,
                    values: list[str] | None = None) -> int:
        """Click the component labelled ``label`` of ``message`` (a payload or an id) as ``user``."""
        msg = self.messages[message] if isinstance(message, int) else message
        comp = find_component(msg.get("components", []), label)
        return await self.feed(client, self.component_payload(msg, comp["custom_id"], user=user, values=values))

    async def click_id(self, client: discord.Client, message: dict[str, Any], custom_id: str, *, user: User,
                       values: list[str] | None = None, channel_id: int | None = None) -> int:
        """A click on any ``custom_id`` (forged ones too) on ``message``, as ``user``."""
        return await self.feed(client, self.component_payload(message, custom_id, user=user, values=values,
                                                              channel_id=channel_id))

    @staticmethod
    def forge(message: dict[str, Any], custom_id: str, *, select: bool = False) -> dict[str, Any]:
        """A copy of ``message`` whose only component is a button (or a string select) with
        ``custom_id``: discord.py (like Discord) routes a click only to a component present on
        the message, so a hand-made custom_id needs a message that carries it."""
        if select:
            comp = {"type": 3, "custom_id": custom_id, "placeholder": "Choose…", "min_values": 1, "max_values": 1,
                    "options": [{"label": "x", "value": "x"}]}
        else:
            comp = {"type": 2, "style": 2, "label": "Forged", "custom_id": custom_id}
        return {**message, "components": [{"type": 1, "components": [comp]}]}

    def private_texts(self, interaction_id: int) -> list[str]:
        """Every text the interaction answered with, asserting that each answer was private
        (ephemeral) and that nothing else was sent or edited since it arrived: no channel post,
        no edit of a public message, no public follow-up."""
        token = f"token-{interaction_id}"
        for r in self.requests[self.fed[interaction_id]:]:
            assert r.method == "CALL" or r.token == token, f"a request outside the private answer: {r.method} {r.url}"
        texts: list[str] = []
        for r in self.for_interaction(interaction_id):
            body = r.payload if isinstance(r.payload, dict) else {}
            if r.is_callback:
                data = body.get("data") or {}
                if r.callback_type in (4, 5):
                    assert int(data.get("flags") or 0) & 64, f"a public answer: {body}"
                    if r.callback_type == 4:
                        texts.append(data.get("content") or "")
                else:
                    assert r.callback_type == 6, f"the clicked message was updated: {body}"
            elif r.path.endswith("/messages/@original") and r.method == "PATCH":
                assert self.messages[self._original[token]]["flags"] & 64, f"a public message was edited: {body}"
                texts.append(body.get("content") or "")
            elif r.path == "/webhooks/{webhook_id}/{webhook_token}" and r.method == "POST":
                assert int(body.get("flags") or 0) & 64, f"a public follow-up: {body}"
                texts.append(body.get("content") or "")
            else:
                raise AssertionError(f"unexpected answer {r.method} {r.path}")
        return texts

    # ---- reading what happened -------------------------------------------------------------
    def for_interaction(self, interaction_id: int) -> list[Request]:
        token = f"token-{interaction_id}"
        return [r for r in self.requests if r.token == token]

    def first_request(self, interaction_id: int) -> Request:
        """The first REST call made after the interaction arrived (any route)."""
        index = self.fed[interaction_id]
        assert len(self.requests) > index, "the interaction was never answered"
        return self.requests[index]

    def response_message(self, interaction_id: int) -> dict[str, Any]:
        """The interaction's original message (its placeholder, lobby or edited panel)."""
        return self.messages[self._original[f"token-{interaction_id}"]]

    def calls(self) -> list[str]:
        """The pseudo-requests recorded by :meth:`watch`, in order."""
        return [r.path for r in self.requests if r.method == "CALL"]

    def replies(self, interaction_id: int) -> list[str]:
        """Every text the interaction answered with (edits of @original and follow-ups)."""
        return [
            (r.payload or {}).get("content") or ""
            for r in self.for_interaction(interaction_id)
            if not r.is_callback and r.method in ("PATCH", "POST") and isinstance(r.payload, dict)
        ]

    def followups(self, interaction_id: int) -> list[Request]:
        return [r for r in self.for_interaction(interaction_id) if r.path == "/webhooks/{webhook_id}/{webhook_token}"]

    def channel_posts(self, channel_id: int) -> list[dict[str, Any]]:
        """Messages the bot posted in a channel through the bot API (not interactions)."""
        return [
            r.response for r in self.requests
            if r.path == "/channels/{channel_id}/messages" and r.method == "POST" and r.status == 200
            and isinstance(r.response, dict) and r.response["channel_id"] == str(channel_id)
        ]

    def threads(self) -> list[int]:
        return [int(c["id"]) for c in self.channels.values() if c.get("type") == 11]
