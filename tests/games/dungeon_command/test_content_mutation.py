"""Validating a Dungeon Command tree with one bundled file mutated never crashes and locates every problem."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sfbkit.games.dungeon_command.content.library import validate_tree
from sfbkit.games.dungeon_command.content.problem_codes import DC_PROBLEM_CODES
from sfbkit.games.super_fantasy_brawl.content.problem_codes import PROBLEM_CODES
from tests.hardening.helpers import data_paths
from tests.hypothesis_budget import examples
from tests.yaml_edits import INSERTS, mutate, splice

BUNDLED = Path(__file__).resolve().parents[3] / "games" / "dungeon-command"
FILES = sorted(
    path.relative_to(BUNDLED).as_posix() for path in BUNDLED.rglob("*.yaml") if path.name != "sfbkit.yaml"
)
CODES = set(PROBLEM_CODES) | set(DC_PROBLEM_CODES)
VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**40), max_value=2**40),
    st.text(max_size=8),
    st.lists(st.integers(min_value=-50, max_value=50), max_size=3),
)
EXAMPLES = settings(
    max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return Path(shutil.copytree(BUNDLED, tmp_path_factory.mktemp("dc-mutation") / "content"))


def _check(tree: Path, name: str, raw: bytes) -> None:
    original = (BUNDLED / name).read_bytes()
    (tree / name).write_bytes(raw)
    try:
        report = validate_tree(tree)
    finally:
        (tree / name).write_bytes(original)
    for problem in report.problems:
        assert problem.line >= 1 and problem.column >= 1, problem
        assert problem.code in CODES, problem
        assert "\n" not in str(problem)


@EXAMPLES
@given(name=st.sampled_from(FILES), position=st.integers(min_value=0), cut=st.integers(0, 4), insert=INSERTS)
def test_byte_splices_give_located_problems(
    tree: Path, name: str, position: int, cut: int, insert: str
) -> None:
    _check(tree, name, splice((BUNDLED / name).read_text(encoding="utf-8"), position, cut, insert))


@EXAMPLES
@given(
    name=st.sampled_from(FILES),
    choice=st.integers(min_value=0),
    action=st.sampled_from(["replace", "drop", "rename", "repeat", "wrap", "nest"]),
    value=VALUES,
)
def test_structural_edits_give_located_problems(
    tree: Path, name: str, choice: int, action: str, value: Any
) -> None:
    data = yaml.safe_load((BUNDLED / name).read_text(encoding="utf-8"))
    paths = list(data_paths(data))
    mutate(data, paths[choice % len(paths)], action, value)
    _check(tree, name, yaml.safe_dump(data, allow_unicode=True).encode("utf-8"))
