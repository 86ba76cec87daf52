"""``sfbkit validate`` on content trees with one real file mutated: exit 0 or 1, located problems, never a crash.

tests/games/super_fantasy_brawl/content/ fuzzes the loader of one file; these run the whole command on
a copy of the bundled tree, so the cross-checks and the report formats see the
mutated file too. Bytes are edited (cut, insert, flip) and structure is edited
(a key dropped, renamed or duplicated, a value replaced by another type, an
item repeated or removed) on the parsed data, then written back as YAML.
"""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sfbkit.games.super_fantasy_brawl.content.paths import CONTENT_DIRS, bundled_content_root
from tests.hardening.helpers import LOCATED, assert_no_crash, copy_bundled, data_paths, invoke
from tests.hypothesis_budget import examples
from tests.yaml_edits import INSERTS, mutate, splice

BUNDLED = bundled_content_root()
FILES = sorted(
    path.relative_to(BUNDLED).as_posix()
    for folder in CONTENT_DIRS
    for path in (BUNDLED / folder).glob("*.yaml")
)
ORIGINAL = {name: (BUNDLED / name).read_bytes() for name in FILES}

SUMMARY = re.compile(r"^\d+ files?, (\d+) problems?")
VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=12),
    st.lists(st.integers(), max_size=3),
    st.dictionaries(st.text(max_size=6), st.integers(), max_size=2),
)


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One copy of the bundled tree for the module; each example mutates one file and restores it."""
    return copy_bundled(tmp_path_factory.mktemp("mutation") / "content")


@contextmanager
def _with(tree: Path, name: str, raw: bytes) -> Iterator[None]:
    """Puts the mutated bytes in the tree for the duration of one example."""
    (tree / name).write_bytes(raw)
    try:
        yield
    finally:
        (tree / name).write_bytes(ORIGINAL[name])


def _check_report(tree: Path, output_format: str) -> None:
    result = invoke("validate", "--content", str(tree), "--format", output_format)
    assert_no_crash(result, (0, 1))
    if output_format == "json":
        report = json.loads(result.stdout)
        assert (result.exit_code == 1) == bool(report["problems"])
        for problem in report["problems"]:
            assert problem["line"] >= 1 and problem["column"] >= 1, problem
    elif output_format == "text":
        lines = result.stdout.splitlines()
        summary = SUMMARY.match(lines[-1]) if lines else None
        assert summary is not None, result.stdout
        problems = int(summary.group(1))
        assert (result.exit_code == 1) == (problems > 0)
        assert len(lines) == problems + 1, result.stdout
        for line in lines[:-1]:
            assert LOCATED.match(line), line


@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    name=st.sampled_from(FILES),
    position=st.integers(min_value=0),
    cut=st.integers(min_value=0, max_value=60),
    insert=INSERTS,
    output_format=st.sampled_from(["text", "json", "github"]),
)
def test_byte_edits_of_a_real_file_give_exit_0_or_1_with_located_problems(
    tree: Path, name: str, position: int, cut: int, insert: str, output_format: str
) -> None:
    raw = splice(ORIGINAL[name].decode("utf-8"), position, cut, insert)
    with _with(tree, name, raw):
        _check_report(tree, output_format)


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(name=st.sampled_from(FILES), data=st.data())
def test_flipped_bytes_of_a_real_file_give_exit_0_or_1(tree: Path, name: str, data: st.DataObject) -> None:
    raw = bytearray(ORIGINAL[name])
    for _ in range(data.draw(st.integers(min_value=1, max_value=8))):
        index = data.draw(st.integers(min_value=0, max_value=len(raw) - 1))
        raw[index] = data.draw(st.integers(min_value=0, max_value=255))
    with _with(tree, name, bytes(raw)):
        _check_report(tree, "text")


@pytest.mark.slow
@settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    name=st.sampled_from(FILES),
    data=st.data(),
    action=st.sampled_from(["replace", "drop", "rename", "repeat", "wrap", "nest"]),
    value=VALUES,
)
def test_structural_edits_of_a_real_file_give_exit_0_or_1_with_located_problems(
    tree: Path, name: str, data: st.DataObject, action: str, value: Any
) -> None:
    document = yaml.safe_load(ORIGINAL[name])
    places = list(data_paths(document))
    path = data.draw(st.sampled_from(places))
    mutate(document, path, action, value)
    raw = yaml.safe_dump(document, allow_unicode=True, sort_keys=False).encode("utf-8")
    with _with(tree, name, raw):
        _check_report(tree, data.draw(st.sampled_from(["text", "json"])))


@pytest.mark.parametrize("seed", [1, 2])
def test_the_installed_command_on_a_tree_of_garbage_prints_no_traceback(tmp_path: Path, seed: int) -> None:
    root = copy_bundled(tmp_path / "content")
    rng = random.Random(seed)
    for path in sorted(root.rglob("*.yaml")):
        raw = bytearray(path.read_bytes())
        for _ in range(20):
            raw[rng.randrange(len(raw))] = rng.randrange(256)
        path.write_bytes(bytes(raw))
    result = subprocess.run(
        [str(Path(sys.executable).parent / "sfbkit"), "validate", "--content", str(root)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 1, result.stderr
    assert "Traceback" not in result.stderr
    assert result.stderr == ""
    for line in result.stdout.splitlines()[:-1]:
        assert LOCATED.match(line), line


def test_a_bad_value_with_a_line_break_still_gives_one_line_per_problem(tree: Path) -> None:
    name = "arenas/fabulosa.yaml"
    raw = ORIGINAL[name].replace(b"id: fabulosa", b'id: "fab\\nulosa\\r"')
    with _with(tree, name, raw):
        result = invoke("validate", "--content", str(tree))
    assert_no_crash(result, (1,))
    lines = result.stdout.splitlines()
    assert len(lines) == 2, lines
    assert LOCATED.match(lines[0]) and "fab" in lines[0] and "ulosa" in lines[0]
