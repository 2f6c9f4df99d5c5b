"""A seeded game yields the same in two processes: tests/golden/determinism.py's digests (every
prompt, legal action, view, panel, status, event text, stored state and picture of seeded games of
every engine) computed by two Python processes with different string hash seeds
(``PYTHONHASHSEED``) are equal.  Running the game twice in one process would not see an order
that depends on the process (iterating a set of strings); ``agora check`` and every restart
replay stored games in another process than the one that played them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _digests(hash_seed: str) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    return subprocess.Popen([sys.executable, "-m", "tests.golden.determinism"], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_two_processes_with_other_hash_seeds_play_the_same_games():
    runs = [_digests("1"), _digests("2")]  # side by side: the whole test takes one run's time
    results = []
    for proc in runs:
        out, err = proc.communicate(timeout=600)
        assert proc.returncode == 0, err
        results.append(json.loads(out))
    first, second = results
    assert set(first) == {"7wd", "mare-nostrum", "mare-nostrum-mythology", "antike", "olympus"}
    differ = sorted(name for name in first if first[name] != second[name])
    assert not differ, f"these seeded games yield differently in another process (PYTHONHASHSEED 1 vs 2): {differ}"
