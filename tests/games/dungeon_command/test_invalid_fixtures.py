"""Every case under tests/games/dungeon_command/invalid/ gives exactly the problems its expected.txt lists.

A case folder holds files laid over a copy of the minimal valid tree beside
it (``valid/``), so each case shows its problem in an otherwise valid tree; a
``removed.txt`` names files to delete from the copy. ``expected.txt`` holds
the problems as ``sfbkit validate`` prints them, the tree's root written
``<root>``. The game's validation is run, so match files' steps are checked too.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from sfbkit.games.dungeon_command.content.library import validate_tree
from sfbkit.games.dungeon_command.content.problem_codes import DC_PROBLEM_CODES, REUSED_CODES
from sfbkit.games.dungeon_command.game import GAME

HERE = Path(__file__).resolve().parent
VALID = HERE / "valid"
CASES = sorted(path for path in (HERE / "invalid").iterdir() if path.is_dir())
SPECIAL = {"expected.txt", "removed.txt"}
PROBLEM_LINE = re.compile(r"^[^:]+:\d+:\d+: error\[(?P<code>[a-z-]+)\]: ")


def build_tree(case: Path, target: Path) -> Path:
    """Copies the valid tree to ``target`` and lays the case over it."""
    shutil.copytree(VALID, target)
    removed = case / "removed.txt"
    if removed.exists():
        for name in removed.read_text(encoding="utf-8").split():
            (target / name).unlink()
    for source in sorted(case.rglob("*")):
        relative = source.relative_to(case)
        if source.is_dir() or relative.as_posix() in SPECIAL:
            continue
        (target / relative).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target / relative)
    return target


def problem_lines(root: Path) -> str:
    report = GAME.validate(root)
    return "".join(str(problem).replace(str(root), "<root>") + "\n" for problem in report.problems)


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_invalid_case_gives_exactly_the_expected_problems(case: Path, tmp_path: Path) -> None:
    root = build_tree(case, tmp_path / "content")
    assert problem_lines(root) == (case / "expected.txt").read_text(encoding="utf-8")


def test_the_valid_tree_has_no_problem() -> None:
    report = validate_tree(VALID)
    assert report.problems == ()
    assert report.counts["warbands"] == 1


def test_every_dungeon_command_code_has_a_case() -> None:
    reported = {
        match["code"]
        for case in CASES
        for line in (case / "expected.txt").read_text(encoding="utf-8").splitlines()
        if (match := PROBLEM_LINE.match(line)) is not None
    }
    assert set(DC_PROBLEM_CODES) | set(REUSED_CODES) <= reported
