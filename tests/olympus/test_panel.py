"""The Olympus private panel, as the cogs fit it to Discord (cogs.panels.fit): every action with its
time cost, labels within Discord's limits in both languages, option keys valid, every leaf a legal
action; the status lines."""

from __future__ import annotations

import random
import re

import i18n
from cogs.panels import fit
from engines.olympus import rules as q
from engines.olympus.engine import Olympus

e = Olympus()
KEY = re.compile(r"^[A-Za-z0-9_-]{1,24}$")


def _leaves(options, path=()):
    for o in options:
        assert KEY.match(o.key), o.key
        if o.children:
            yield from _leaves(o.children, (*path, o))
        else:
            yield (*path, o)


def test_panel_leaves_are_the_legal_actions_with_their_cost() -> None:
    rnd = random.Random(5)
    S = e.setup(4, {}, 5)
    checked = 0
    for _ in range(120):
        pr = e.prompt(S)
        if not pr.seats:
            break
        seat = pr.seats[0]
        panel = fit(e.panel(S, seat))  # as the cogs fit it to Discord: keys, labels
        legal = {e.action_adapter.dump_json(a) for a in e.legal_actions(S, seat)}
        leaves = list(_leaves(panel.options))
        assert {e.action_adapter.dump_json(e.parse_action(p[-1].action)) for p in leaves} == legal
        for lang in i18n.LOCALES:
            for p in leaves:
                for o in p:
                    label = i18n.render(o.label, lang, strict=True)
                    assert 0 < len(label) <= 80, label
                    if o.description is not None:
                        assert len(i18n.render(o.description, lang, strict=True)) <= 100
            if pr.kind == "turn":
                # an expansion or a discovery says its action points ("AP" / "PA")
                unit = "AP" if lang == "en" else "PA"
                for p in leaves:
                    if p[-1].action["kind"] in ("expand", "discover", "wonder"):
                        assert any(unit in i18n.render(o.label, lang) for o in p), [i18n.render(o.label, lang) for o in p]
                checked += 1
        S, _ = e.apply(S, seat, e.playout_policy(S, seat, rnd))
    assert checked > 10


def test_expansion_label_cost_matches_the_rules() -> None:
    S = e.setup(3, {}, 2)
    while S.pending:
        seat = e.prompt(S).seats[0]
        S, _ = e.apply(S, seat, e.timeout_action(S, seat))
    seat = e.prompt(S).seats[0]
    panel = e.panel(S, seat)
    expand = next(o for o in panel.options if o.key == "expand")
    north = next(o for o in expand.children if o.key == "n-north")
    thrace = next(o for o in north.children if o.action and o.action["to"] == "thrace")
    assert f"{q.expand_costs(S, seat, 'new:north')['thrace']} AP" in i18n.render(thrace.label, "en")
    assert "Tracia" in i18n.render(thrace.label, "it")


def test_status_lines_show_each_player_and_only_own_hand() -> None:
    S = e.setup(3, {}, 2)
    S.players[1].hand = ["star"]
    own = i18n.render(e.status_text(S, 1), "it", {0: "A", 1: "B", 2: "C"})
    other = i18n.render(e.status_text(S, 0), "it", {0: "A", 1: "B", 2: "C"})
    assert "Le tue carte Destino: Stella" in own and "Stella," not in other and "Le tue carte" not in other
    assert other.count("casella 0") == 3


def test_status_starts_with_the_turn_heading() -> None:
    """The first status line (the demo's progress line, the channel's status) says who decides
    what, as in the other games, not a player's row; at the end, that the game is over."""
    S = e.setup(3, {}, 2)
    names = {0: "A", 1: "B", 2: "C"}
    for _ in range(12):
        seat = e.prompt(S).seats[0]
        S, _ = e.apply(S, seat, e.auto_action(S, seat))
    pr = e.prompt(S)
    lines = e.status_text(S, None)
    assert isinstance(lines, list)
    first = i18n.render(lines[0], "en", names)
    assert first.startswith("**Olympus** — ") and names[pr.seats[0]] in first
    assert i18n.render(pr.text, "en", names) in first
    assert i18n.render(lines[0], "it", names).startswith("**Olympus** — ")
    assert not any(i18n.render(ln, "en", names).startswith("It is ") for ln in lines)
    while e.outcome(S) is None:
        seat = e.prompt(S).seats[0]
        S, _ = e.apply(S, seat, e.auto_action(S, seat))
    assert i18n.render(e.status_text(S, None)[0], "en") == "**Olympus** — the game is over."  # type: ignore[index]
