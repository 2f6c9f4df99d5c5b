"""An engine cannot change what a rules version logs without bumping it (issue 28): the events of
a seeded game under each rules version are those recorded (tests/golden/rules_digests.py).

A failure here means the installed engine logs, under a rules version that games are stored
with, other events than that version logged when it was released: ``agora check`` would then call
those stored games different.  Bump the engine's RULES_VERSION for the change and keep the old
behaviour for ``rules < N`` (docs/architecture.md, "Rules versions"); never re-record a released
version's digest to make this pass."""

from __future__ import annotations

import pytest

from tests.golden.rules_digests import GAMES, digest, recorded, versions

CASES = [(setup, v) for setup in GAMES for v in versions(setup)]


@pytest.mark.parametrize(("setup", "rules"), CASES, ids=[f"{s.name}-rules{v}" for s, v in CASES])
def test_a_rules_version_logs_what_it_logged(setup, rules):
    known = recorded().get(setup.name, {})
    assert str(rules) in known, (
        f"{setup.name}: no digest recorded for rules version {rules} (a new version): record it with "
        "python -m tests.golden.regen --digests, and commit tests/golden/rules_digests.json"
    )
    assert digest(setup, rules) == known[str(rules)], (
        f"{setup.name} under rules version {rules} now logs other events than that version did: a rule "
        f"changed without a new rules version. Bump the engine's RULES_VERSION and keep the old behaviour "
        f"for rules < the new one (docs/architecture.md, 'Rules versions')."
    )


def test_the_digest_sees_a_change_of_the_events(monkeypatch):
    """The guard works: an engine whose events change under the same version is caught."""
    import engines

    setup = GAMES[0]
    engine = engines.get(setup.engine_id)
    real = type(engine).apply

    def apply(self, state, seat, action):
        state, events = real(self, state, seat, action)
        if events:
            events = [events[0].model_copy(update={"data": {**events[0].data, "extra": 1}}), *events[1:]]
        return state, events

    monkeypatch.setattr(type(engine), "apply", apply)
    assert digest(setup, 1) != recorded()[setup.name]["1"]
