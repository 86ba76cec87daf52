"""Every case under tests/games/super_fantasy_brawl/content/invalid/ yields exactly the problems its expected.txt lists.

A case folder holds files laid over a copy of tests/games/super_fantasy_brawl/content/valid/ (the
minimal valid tree), so each case shows one problem in an otherwise valid
tree. Besides its files a case may hold ``removed.txt`` (paths to delete from
the copy, one a line), ``<path>.size`` files (the named file is created with
that many bytes, for a file too large to check in) and ``<path>.link`` files
(the named file is a symbolic link to the path the ``.link`` file holds,
relative to the ``.link`` file itself). ``expected.txt`` is the exact output of
``sfbkit validate`` run at the tree's root.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.super_fantasy_brawl.content.problem_codes import PROBLEM_CODES

HERE = Path(__file__).resolve().parent
VALID = HERE / "valid"
INVALID = HERE / "invalid"
CASES = sorted(path for path in INVALID.iterdir() if path.is_dir())
SPECIAL = {"expected.txt", "removed.txt"}
CODES_WITHOUT_CASE = {"unreadable", "bad-file-name", "shadows-base", "base-invalid"}
"""Codes no checked-in case can produce: an unreadable file cannot be built portably (tests may run as root),
nor a file name that is not UTF-8; tests/hardening/test_content_files.py covers both. The layering codes
need a tree that extends the bundled game, whose lines move with it: tests/workflow/test_init_repository.py."""
PROBLEM_LINE = re.compile(r"^(?P<file>[^:]+):(?P<line>\d+):(?P<column>\d+): error\[(?P<code>[a-z-]+)\]: ")


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
        if source.suffix == ".size":
            destination = target / relative.with_suffix("")
            size = int(source.read_text(encoding="utf-8"))
            destination.parent.mkdir(parents=True, exist_ok=True)
            destination.write_bytes(b"# filler\n" * (size // 9) + b"#" * (size % 9))
            continue
        if source.suffix == ".link":
            destination = target / relative.with_suffix("")
            destination.parent.mkdir(parents=True, exist_ok=True)
            destination.symlink_to((source.parent / source.read_text(encoding="utf-8").strip()).resolve())
            continue
        destination = target / relative
        destination.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, destination)
    return target


def run_validate(root: Path, monkeypatch: pytest.MonkeyPatch, *args: str) -> tuple[int, str]:
    monkeypatch.chdir(root)
    monkeypatch.delenv("SFBKIT_CONTENT", raising=False)
    result = CliRunner().invoke(cli, ["validate", "--content", ".", *args])
    assert result.exception is None or isinstance(result.exception, SystemExit), result.output
    return result.exit_code, result.output


@pytest.mark.parametrize("case", CASES, ids=[case.name for case in CASES])
def test_invalid_case_reports_exactly_the_expected_problems(
    case: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = build_tree(case, tmp_path / "content")
    exit_code, output = run_validate(root, monkeypatch)
    expected = (case / "expected.txt").read_text(encoding="utf-8")
    assert output == expected
    assert exit_code == 1


def test_the_valid_tree_has_no_problem(monkeypatch: pytest.MonkeyPatch) -> None:
    exit_code, output = run_validate(VALID, monkeypatch)
    assert (exit_code, output.splitlines()[0].split(":")[0]) == (0, "6 files, 0 problems")


def test_every_problem_code_has_an_invalid_case_and_every_reported_code_is_documented() -> None:
    reported = set()
    for case in CASES:
        for line in (case / "expected.txt").read_text(encoding="utf-8").splitlines():
            match = PROBLEM_LINE.match(line)
            if match is not None:
                reported.add(match["code"])
    assert reported - set(PROBLEM_CODES) == set(), (
        "document new codes in sfbkit/games/super_fantasy_brawl/content/problem_codes.py"
    )
    assert set(PROBLEM_CODES) - CODES_WITHOUT_CASE - reported == set(), "add an invalid case for each code"


def test_links_within_the_tree_are_followed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = Path(shutil.copytree(VALID, tmp_path / "content"))
    (root / "shared").mkdir()
    (root / "champions" / "ironhide.yaml").rename(root / "shared" / "ironhide.yaml")
    (root / "champions" / "ironhide.yaml").symlink_to(Path("..", "shared", "ironhide.yaml"))
    (root / "arenas").rename(root / "shared" / "arenas")
    (root / "arenas").symlink_to(root / "shared" / "arenas")
    exit_code, output = run_validate(root, monkeypatch)
    assert (exit_code, output.splitlines()[0].split(":")[0]) == (0, "6 files, 0 problems")
