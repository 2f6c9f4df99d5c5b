"""Golden playthrough (OpenSpiel style): a seeded game's every step (prompt, seat, number of legal
actions, the action, the log lines) and its outcome, compared with a stored transcript.  A rule,
text or generator change shows up as a diff; stored games replay from their seed, so such a
change must be deliberate.  Regenerate with ``AGORA_REGEN_GOLDEN=1``."""

import json
import os
import random
from pathlib import Path

import i18n
from tests.sevenwd.builders import E

GOLDEN = Path(__file__).with_name("golden") / "seed7.txt"


def transcript(seed: int) -> str:
    """Seat 0 plays the automatic player, seat 1 picks uniformly at random (random.Random(seed));
    the log lines in English (``i18n.render``)."""
    rnd = random.Random(seed)
    st = E.setup(2, {}, seed)
    lines = []
    while E.outcome(st) is None:
        p = E.prompt(st)
        seat = p.seats[0]
        acts = E.legal_actions(st, seat)
        a = E.auto_action(st, seat) if seat == 0 else acts[rnd.randrange(len(acts))]
        lines.append(f"{p.kind} seat={seat} legal={len(acts)} action={json.dumps(E.dump_action(a), sort_keys=True)}")
        st, events = E.apply(st, seat, a)
        lines.extend(f"  {'' if ev.to is None else f'[to {ev.to}] '}{i18n.render(ev.text, 'en', strict=True)}"
                     for ev in events)
    out = E.outcome(st)
    lines.append(f"outcome {out.reason} winners={out.winners} scores={out.scores}")
    return "\n".join(lines) + "\n"


def test_golden_playthrough():
    text = transcript(7)
    if os.environ.get("AGORA_REGEN_GOLDEN"):
        GOLDEN.parent.mkdir(exist_ok=True)
        GOLDEN.write_text(text, encoding="utf-8")
    assert text == GOLDEN.read_text(encoding="utf-8")
