"""A large database at start-up: ``Agora.start`` arms the soonest ``ARM_AT_START`` games before it
returns and the rest in the background while the bot serves; a game that changes meanwhile keeps
the timers of its new version.  On both back ends."""

from __future__ import annotations

import bot.app.startup
from bot.app.agora import Agora
from tests.platform.helpers import RecordingTransport, make_settings, started


def deadline_jobs(app: Agora) -> dict[int, list[int]]:
    aps = app.scheduler._aps  # the job's (game id, version) are not in the public API
    return {int(j.split(":")[1]): list(aps.get_job(j).args) for j in app.scheduler.job_ids() if j.startswith("deadline:")}


async def test_the_rest_is_armed_in_the_background(database, clock, monkeypatch):
    app = Agora(make_settings(database), RecordingTransport(), clock=clock)
    await app.start()
    games = [(await started(app.service, 2, seed=s)).id for s in range(1, 8)]
    await app.close()

    monkeypatch.setattr(bot.app.startup, "ARM_AT_START", 3)
    app = Agora(make_settings(database), RecordingTransport(), clock=clock)
    await app.start()
    try:
        assert len(deadline_jobs(app)) == 3  # the soonest deadlines: the first games started
        # a game of the rest is played before its turn to be armed comes
        late = games[-1]
        info = await app.service.info(late)
        out = await app.act(late, info.to_act[0], {"kind": "take", "n": 1}, info.version, 1)
        await app.timers_armed()
        versions = {g: (await app.service.info(g)).version for g in games}
        assert deadline_jobs(app) == {g: [g, v] for g, v in versions.items()}
        assert versions[late] == out.game.version == info.version + 1
        assert app.publisher.armed_meanwhile is None
    finally:
        await app.close()


async def test_close_during_the_background_arming(database, clock, monkeypatch):
    app = Agora(make_settings(database), RecordingTransport(), clock=clock)
    await app.start()
    for s in range(1, 5):
        await started(app.service, 2, seed=s)
    await app.close()
    monkeypatch.setattr(bot.app.startup, "ARM_AT_START", 1)
    app = Agora(make_settings(database), RecordingTransport(), clock=clock)
    await app.start()
    await app.close()  # the arming task is cancelled and awaited: no warning, no error
