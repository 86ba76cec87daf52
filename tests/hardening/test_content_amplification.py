"""Amplification: aliases are budgeted by what they expand to in bytes, and reports never repeat long values whole.

One large anchored string used through many aliases (as keys or values) is
stopped at the alias that passes the byte budget; a report that quotes long
keys or values quotes a bounded prefix, so its size stays near the file's.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, Phase, example, given, settings
from hypothesis import strategies as st

from sfbkit.kit.io.yaml_source import MAX_ALIAS_TEXT, read_yaml
from tests.hardening.helpers import LOCATED, REPO, assert_no_crash, copy_bundled, invoke
from tests.hardening.test_hostile_yaml import PEAK_BOUND, child_peak_rss_kb, peak_memory
from tests.hypothesis_budget import examples

NO_SHRINK = (Phase.explicit, Phase.reuse, Phase.generate)
"""Each example runs the CLI on a large file; a failure is reported as found rather than shrunk."""


def anchored(size: int, aliases: int, as_key: bool) -> str:
    """Returns a champion file with one ``size``-character anchored string used through ``aliases`` aliases."""
    lines = ["id: borka", f"lore: &big {'x' * size}"]
    if as_key:
        lines += ["basic:", *(f"  *big : {index}" for index in range(aliases))]
    else:
        lines += ["basic:", "  abilities:", *("    - *big" for _ in range(aliases))]
    return "\n".join(lines) + "\n"


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return copy_bundled(tmp_path_factory.mktemp("amplification") / "content")


@pytest.mark.slow
@settings(
    max_examples=examples(12),
    deadline=None,
    phases=NO_SHRINK,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    size=st.integers(10_000, 100_000),
    aliases=st.integers(100, 2_000),
    as_key=st.booleans(),
    output=st.sampled_from(["text", "json", "github"]),
)
def test_a_large_anchor_through_many_aliases_is_stopped_with_a_bounded_report(
    tree: Path, size: int, aliases: int, as_key: bool, output: str
) -> None:
    text = anchored(size, aliases, as_key)
    (tree / "champions" / "borka.yaml").write_text(text, encoding="utf-8")
    result, peak = peak_memory(lambda: invoke("validate", "--content", str(tree), "--format", output))
    assert_no_crash(result, (1,))
    assert len(result.stdout) < len(text) + 64 * 1024
    assert peak < PEAK_BOUND
    if size * aliases > MAX_ALIAS_TEXT and output != "github":
        assert "alias-bomb" in result.stdout
    if output == "json":
        problems = json.loads(result.stdout)["problems"]
        assert all(len(problem["message"]) < 400 and len(problem["path"]) < 400 for problem in problems)
    elif output == "text":
        for line in result.stdout.splitlines()[:-1]:
            assert LOCATED.match(line) and len(line) < 600


def test_the_example_of_the_issue_keeps_the_process_small(tree: Path) -> None:
    clean = child_peak_rss_kb(tree)
    (tree / "champions" / "borka.yaml").write_text(anchored(100_000, 2_000, True), encoding="utf-8")
    assert child_peak_rss_kb(tree) < clean + 64 * 1024


def test_aliases_within_the_budget_still_read() -> None:
    document = read_yaml(b"a: &a [x, y]\nb: *a\nc: *a\n")
    assert document.data == {"a": ["x", "y"], "b": ["x", "y"], "c": ["x", "y"]}
    assert not document.issues


def test_the_alias_that_passes_the_byte_budget_is_located() -> None:
    size = MAX_ALIAS_TEXT // 4 + 1
    text = f"a: &a {'x' * size}\nb: [*a, *a, *a,\n  *a]\n"
    (issue,) = read_yaml(text.encode()).issues
    assert (issue.line, issue.column, issue.code) == (3, 3, "alias-bomb")
    assert f"more than {MAX_ALIAS_TEXT} characters of text" in issue.message


@settings(
    max_examples=examples(30),
    deadline=None,
    phases=NO_SHRINK,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@example(key="k" * 5_000, where="top")
@example(key="k" * 5_000, where="nested")
@given(
    key=st.text(min_size=200, max_size=20_000),
    where=st.sampled_from(["top", "nested", "value"]),
)
def test_a_long_key_or_value_is_quoted_shortened_in_every_problem(tree: Path, key: str, where: str) -> None:
    escaped = json.dumps(key)
    base = (REPO / "champions" / "borka.yaml").read_text(encoding="utf-8")
    if where == "top":
        text = base + f"? {escaped}\n: 1\n"
    elif where == "nested":
        text = base.replace("basic:\n", f"basic:\n  ? {escaped}\n  : 1\n", 1)
    else:
        text = base.replace("role: ", f"role: {escaped}\nx_role: ", 1)
    (tree / "champions" / "borka.yaml").write_text(text, encoding="utf-8")
    result = invoke("validate", "--content", str(tree))
    assert_no_crash(result, (1,))
    problems = [line for line in result.stdout.splitlines() if line.startswith("champions/borka.yaml")]
    assert problems
    for line in problems:
        assert LOCATED.match(line) and len(line) < 600, line[:200]
