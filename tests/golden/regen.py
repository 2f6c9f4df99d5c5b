"""The one way to rewrite the golden transcripts (tests/golden/playthrough.py's ``GOLDENS``):
``python -m tests.golden.regen [name ...]`` (all by default).  ``python -m tests.golden.regen
--digests [--force NAME:V ...]`` records the rules versions' log digests
(tests/golden/rules_digests.py).

Run it after an intended change of rules, texts or views, then read the diff (``git diff
tests/golden``) before committing: a hidden card appearing in a ``public`` line, or in another
seat's ``view N`` line, is a leak, not a change to accept.  The tests never write these files:
tests/golden/test_golden.py compares each with a fresh replay and fails on a difference."""

from __future__ import annotations

import sys

from tests.golden.playthrough import GOLDENS


def main(argv: list[str]) -> int:
    if argv[:1] == ["--digests"]:  # tests/golden/rules_digests.py
        from tests.golden.rules_digests import record

        force = set(argv[2:]) if argv[1:2] == ["--force"] else set()
        print("\n".join(record(force)) or "every rules version's digest is recorded")
        return 0
    wanted = set(argv)
    unknown = wanted - {g.name for g in GOLDENS}
    if unknown:
        print(f"unknown golden transcript(s): {', '.join(sorted(unknown))}; known: {', '.join(g.name for g in GOLDENS)}")
        return 2
    for game in GOLDENS:
        if wanted and game.name not in wanted:
            continue
        text = game.text()
        old = game.path.read_text(encoding="utf-8") if game.path.exists() else None
        game.path.write_text(text, encoding="utf-8")
        state = "unchanged" if old == text else "written"
        print(f"{game.path.relative_to(game.path.parents[2])}: {state}, {len(text.encode()) // 1024} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
