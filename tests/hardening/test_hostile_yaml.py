"""Hostile YAML in a content tree or a match script is rejected with a located problem, in bounded memory.

Each hostile input has its own test. Python memory is measured with
tracemalloc around the call; the 50 MB file and the alias bomb are also run in
a child process whose peak resident size is compared with a clean run's.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pytest

from sfbkit.games.super_fantasy_brawl.content.validation import validate_tree
from sfbkit.kit.report.validation_report import ValidationReport
from tests.hardening.helpers import REPO, assert_no_crash, copy_bundled, invoke

T = TypeVar("T")
MB = 1024 * 1024
PEAK_BOUND = 64 * MB
"""Generous: validating the whole bundled tree takes a few MB."""


def peak_memory(call: Callable[[], T]) -> tuple[T, int]:
    """Returns what ``call`` returns and the peak Python memory it allocated, in bytes."""
    tracemalloc.start()
    try:
        value = call()
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return value, peak


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    return copy_bundled(tmp_path / "content")


def validate_with_hostile(tree: Path, text: str | bytes) -> tuple[ValidationReport, int]:
    """Puts the hostile text in place of a real champion file and validates the tree, measuring memory."""
    target = tree / "champions" / "borka.yaml"
    target.write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
    return peak_memory(lambda: validate_tree(tree))


def codes_of(report: ValidationReport, file: str = "champions/borka.yaml") -> set[str]:
    return {problem.code for problem in report.problems if problem.file == file}


def child_peak_rss_kb(root: Path) -> int:
    """Validates ``root`` in a child process and returns that process's peak resident size in KiB."""
    code = (
        "import resource, sys\n"
        "from pathlib import Path\n"
        "from sfbkit.games.super_fantasy_brawl.content.validation import validate_tree\n"
        "validate_tree(Path(sys.argv[1]))\n"
        "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code, str(root)], capture_output=True, text=True, check=True, cwd=REPO
    )
    return int(result.stdout.strip())


@pytest.mark.parametrize(
    "tag",
    [
        '!!python/object/apply:os.system ["touch {marker}"]',
        "!!python/object/new:subprocess.Popen [[touch, {marker}]]",
        "!!python/name:os.system",
        "!!python/module:os",
    ],
)
def test_python_object_tags_are_unknown_tags_and_never_run(tree: Path, tmp_path: Path, tag: str) -> None:
    marker = tmp_path / "ran"
    text = f"id: borka\nname: {tag.format(marker=marker)}\n"
    report, peak = validate_with_hostile(tree, text)
    assert codes_of(report) == {"unknown-tag"}
    assert not marker.exists()
    assert peak < PEAK_BOUND
    (problem,) = [p for p in report.problems if p.file == "champions/borka.yaml"]
    assert (problem.line, problem.column) == (2, 7)


def test_a_python_tag_in_a_match_script_is_rejected_and_never_runs(tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    script = tmp_path / "evil.yaml"
    script.write_text(
        f'name: !!python/object/apply:os.system ["touch {marker}"]\nplayers: [{{}}, {{}}]\n', encoding="utf-8"
    )
    result = invoke("match", str(script))
    assert_no_crash(result, (1,))
    assert f"{script}:1:7: " in result.stderr
    assert "unknown tag" in result.stderr
    assert not marker.exists()


BILLION_LAUGHS = "\n".join(
    [
        "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]",
        *(f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join(['*' + chr(97 + i)] * 9)}]" for i in range(8)),
        "id: borka",
    ]
)
"""Nine levels of nine-fold aliases: about 387 million strings if expanded."""


def test_an_alias_bomb_is_stopped_in_bounded_memory(tree: Path) -> None:
    report, peak = validate_with_hostile(tree, BILLION_LAUGHS)
    assert codes_of(report) == {"alias-bomb"}
    assert peak < PEAK_BOUND


def test_an_alias_bomb_keeps_the_process_small(tree: Path, tmp_path: Path) -> None:
    clean = child_peak_rss_kb(tree)
    (tree / "champions" / "borka.yaml").write_text(BILLION_LAUGHS, encoding="utf-8")
    assert child_peak_rss_kb(tree) < clean + 64 * 1024


def test_an_alias_bomb_in_a_match_script_is_rejected(tmp_path: Path) -> None:
    script = tmp_path / "bomb.yaml"
    script.write_text(BILLION_LAUGHS.replace("id: borka", "players: [{}, {}]"), encoding="utf-8")
    result, peak = peak_memory(lambda: invoke("match", str(script)))
    assert_no_crash(result, (1,))
    assert "alias" in result.stderr
    assert peak < PEAK_BOUND


def nested(depth: int) -> str:
    """Returns a champion file whose ``lore`` is a list nested ``depth`` levels (the root mapping is one more)."""
    return "id: borka\nlore: " + "[" * (depth - 1) + "x" + "]" * (depth - 1) + "\n"


def test_200_levels_of_nesting_are_read_and_then_reported_by_the_model(tree: Path) -> None:
    report, peak = validate_with_hostile(tree, nested(200))
    codes = codes_of(report)
    assert codes and "too-deep" not in codes
    assert peak < PEAK_BOUND


@pytest.mark.parametrize("depth", [201, 5_000, 200_000])
def test_nesting_beyond_200_levels_is_rejected_as_too_deep(tree: Path, depth: int) -> None:
    report, peak = validate_with_hostile(tree, nested(depth))
    assert codes_of(report) == {"too-deep"}
    (problem,) = [p for p in report.problems if p.file == "champions/borka.yaml"]
    assert problem.line == 2
    assert peak < PEAK_BOUND


def test_deeply_nested_block_mappings_are_rejected_as_too_deep(tree: Path) -> None:
    text = "id: borka\n" + "".join(f"{'  ' * level}k{level}:\n" for level in range(300)) + "  " * 300 + "x\n"
    report, peak = validate_with_hostile(tree, text)
    assert codes_of(report) == {"too-deep"}
    assert peak < PEAK_BOUND


def write_50_mb(path: Path) -> None:
    """Writes a 50 MB YAML file: one valid line repeated."""
    line = b"- " + b"x" * 97 + b"\n"
    with path.open("wb") as handle:
        for _ in range(50 * MB // len(line) // 1024 + 1):
            handle.write(line * 1024)


def test_a_50_mb_content_file_is_rejected_unread(tree: Path) -> None:
    write_50_mb(tree / "champions" / "borka.yaml")
    report, peak = peak_memory(lambda: validate_tree(tree))
    assert codes_of(report) == {"too-large"}
    assert peak < 16 * MB


def test_a_50_mb_content_file_keeps_the_process_small(tree: Path) -> None:
    clean = child_peak_rss_kb(tree)
    write_50_mb(tree / "champions" / "borka.yaml")
    assert child_peak_rss_kb(tree) < clean + 16 * 1024


def test_a_50_mb_content_file_through_the_command_exits_1_located(tree: Path) -> None:
    write_50_mb(tree / "champions" / "borka.yaml")
    result = invoke("validate", "--content", str(tree), "--format", "json")
    assert_no_crash(result, (1,))
    problems = json.loads(result.stdout)["problems"]
    assert [(p["line"], p["column"]) for p in problems if p["code"] == "too-large"] == [(1, 1)]
    assert next(p["file"] for p in problems if p["code"] == "too-large").endswith("champions/borka.yaml")


def test_a_50_mb_match_script_is_rejected_unread(tmp_path: Path) -> None:
    script = tmp_path / "huge.yaml"
    write_50_mb(script)
    result, peak = peak_memory(lambda: invoke("match", str(script)))
    assert_no_crash(result, (1,))
    assert f"{script}:1:1: " in result.stderr
    assert peak < 16 * MB
