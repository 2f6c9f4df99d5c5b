"""A golden playthrough (OpenSpiel style): the public log and the prompts of a fixed game between
automatic players, the public events rendered in English.  A rule change or a leak of private cards into public lines shows up as a
diff.  Regenerate after an intended change with ``AGORA_REGEN_GOLDEN=1``."""

from __future__ import annotations

import os
from pathlib import Path

import i18n
from engines.mare_nostrum.engine import MareNostrum

GOLDEN = Path(__file__).parent / "golden_3p_seed3.txt"


def transcript() -> str:
    e = MareNostrum()
    S = e.setup(3, {}, 3)
    lines = []
    for _ in range(260):
        pr = e.prompt(S)
        if not pr.seats:
            break
        seat = pr.seats[0]
        a = e.auto_action(S, seat)
        lines.append(f"> p{seat} {pr.kind}: {e.dump_action(a)}")
        S, events = e.apply(S, seat, a)
        lines += [f"  {line}" for x in events if x.to is None for line in i18n.render(x.text, "en", strict=True).splitlines()]
    return "\n".join(lines) + "\n"


def test_golden_playthrough():
    text = transcript()
    if os.environ.get("AGORA_REGEN_GOLDEN"):
        GOLDEN.write_text(text, encoding="utf-8")
    assert text == GOLDEN.read_text(encoding="utf-8")
