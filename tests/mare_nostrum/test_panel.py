"""The choice panel, as the cogs fit it to Discord (cogs.panels.fit): Discord limits (keys
[A-Za-z0-9_-] <= 24 chars, labels <= 80, at most 25 options per level) and every leaf is an
action the engine accepts; the suggested offer and payment come first."""

from __future__ import annotations

import re

import i18n
from cogs.panels import fit
from engines.mare_nostrum.engine import MareNostrum

KEY = re.compile(r"^[A-Za-z0-9_-]{1,24}$")


def _walk(e, S, seat, options, depth=0):
    assert len(options) <= 25
    keys = [o.key for o in options]
    assert len(keys) == len(set(keys))
    for o in options:
        assert KEY.match(o.key), o.key
        # English labels fit a Discord button (80); a longer Italian one is cut by the edge
        assert 0 < len(i18n.render(o.label, "en", strict=True)) <= 80
        assert 0 < len(i18n.render(o.label, "it", strict=True)) <= 100
        if o.action is not None:
            assert not o.children
            e.apply(S, seat, e.parse_action(o.action))
        else:
            assert o.children and depth < 3
            _walk(e, S, seat, o.children, depth + 1)


def test_panels_along_a_game():
    e = MareNostrum()
    S = e.setup(4, {}, 11)
    kinds = set()
    for _ in range(400):
        pr = e.prompt(S)
        if not pr.seats:
            break
        seat = pr.seats[0]
        p = fit(e.panel(S, seat))
        assert p.options and all(len(i18n.render(p.text, lang, strict=True)) <= 2000 for lang in i18n.LOCALES)
        _walk(e, S, seat, p.options)
        if pr.kind in ("offer", "pay") and len(p.options) > 2:
            # the suggestion first: the whole offer ("best"), or the suggested card when one is left
            assert p.options[0].key == "best" or (pr.kind == "offer" and p.options[0].style == "primary")
        kinds.add(pr.kind)
        S, _ = e.apply(S, seat, e.auto_action(S, seat))
    assert {"announce", "offer", "take", "build", "where", "pay", "move"} <= kinds
    other = next(s for s in range(4) if s not in e.prompt(S).seats)
    assert e.panel(S, other).options == []
