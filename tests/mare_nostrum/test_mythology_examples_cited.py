"""Every numbered worked example / FAQ answer of docs/mythology-rules.md §9 is cited by a test.

The project rule: "Every example/FAQ you implement gets a test citing its number".  §9 lists the
examples of the Mythology rulebook as a numbered list ("12. [M] FAQ ..."); a test cites number N
as ``#N``, ``EN``, ``§9.N`` or "example N" / "examples N / M, K" (the forms the tests use), in a
test module that names its source (``mnm-it`` or ``mythology-rules``).  ``PENDING`` lists the
numbers whose rule is not implemented yet, each with the reason; it must shrink, never hide a
cited number."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SPEC = ROOT / "docs" / "mythology-rules.md"
TESTS = ROOT / "tests"

#: §9 numbers with no test because the rule is not implemented (number -> why; say it in the report)
PENDING: dict[int, str] = {}  # 59, the Greek Blockade, left it with blockade.py (D40-D47)

#: one citation: "#12", "E12", "§9.12"
_ONE = re.compile(r"(?:#|\bE|§9\.)(\d{1,2})\b")
#: "example 88", "Examples 29 / 80", "examples 2, 31, 40 and 41"
_LIST = re.compile(r"(?i)\bexamples?\s+((?:E?\d{1,2}\b(?:\s*(?:,|/|and|&)\s*)?)+)")


def spec_numbers() -> dict[int, str]:
    """The numbered items of §9: number -> its line."""
    text = SPEC.read_text(encoding="utf-8")
    start = text.index("\n## 9.")
    end = text.index("\n## ", start + 1)
    items = {int(m.group(1)): m.group(0) for m in re.finditer(r"(?m)^(\d+)\. \[[MB]\].*$", text[start:end])}
    assert items, "no numbered example found in §9"
    return items


def cited_numbers() -> dict[int, set[str]]:
    """Number -> the test files citing it (files that name the Mythology source only)."""
    out: dict[int, set[str]] = {}
    for path in sorted(TESTS.rglob("*.py")):
        if path.resolve() == Path(__file__).resolve():
            continue
        text = path.read_text(encoding="utf-8")
        if "mnm-it" not in text and "mythology-rules" not in text:
            continue
        found = {int(n) for n in _ONE.findall(text)}
        for m in _LIST.finditer(text):
            found |= {int(n) for n in re.findall(r"\d{1,2}", m.group(1))}
        for n in found:
            out.setdefault(n, set()).add(str(path.relative_to(ROOT)))
    return out


def test_the_spec_numbers_its_examples_without_gaps():
    items = spec_numbers()
    assert sorted(items) == list(range(1, max(items) + 1))
    assert len(items) == 89


def test_every_numbered_example_of_the_spec_has_a_citing_test():
    items, cited = spec_numbers(), cited_numbers()
    missing = sorted(set(items) - set(cited) - set(PENDING))
    assert not missing, "examples of docs/mythology-rules.md §9 cited by no test: " + "; ".join(
        items[n][:90] for n in missing
    )


def test_pending_examples_are_really_uncited_and_marked_in_the_spec():
    """A pending number that a test now cites must leave ``PENDING``; the spec says it is pending."""
    items, cited = spec_numbers(), cited_numbers()
    assert not set(PENDING) & set(cited), f"cited now, remove from PENDING: {sorted(set(PENDING) & set(cited))}"
    for n in PENDING:
        assert "NOT IMPLEMENTED" in items[n], f"§9.{n} should say NOT IMPLEMENTED"


def test_the_citation_forms_are_recognised():
    """The forms of the existing tests (and nothing from other numbers)."""
    sample = 'E15, #7 / #66, §9.12; "Examples 29 / 80", example 88, examples 2, 31 and 40; (game 4) E3x'
    found = {int(n) for n in _ONE.findall(sample)}
    for m in _LIST.finditer(sample):
        found |= {int(n) for n in re.findall(r"\d{1,2}", m.group(1))}
    assert found == {15, 7, 66, 12, 29, 80, 88, 2, 31, 40}
