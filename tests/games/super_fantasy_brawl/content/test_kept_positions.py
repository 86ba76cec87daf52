"""A file that validated keeps a fingerprint, not its bytes: its positions are read again from the file."""

from __future__ import annotations

import shutil
from pathlib import Path

from sfbkit.games.super_fantasy_brawl.content.validation import validate_tree
from sfbkit.kit.content.loader import LoadedFile
from sfbkit.kit.content.model_base import Model

VALID = Path(__file__).resolve().parent / "valid"


def _champion(tree: Path) -> LoadedFile:
    report = validate_tree(tree)
    assert report.ok
    return next(file for file in report.files if file.display.startswith("champions/"))


def test_a_file_that_validated_is_located_from_the_file_read_again(tmp_path: Path) -> None:
    tree = Path(shutil.copytree(VALID, tmp_path / "content"))
    champion = _champion(tree)
    line = champion.path.read_text(encoding="utf-8").splitlines().index(_line_of(champion, "role")) + 1
    problem = champion.problem(("role",), "test", "a problem")
    assert (problem.line, problem.column) == (line, 7)
    assert champion.tree is not None and champion.source is None


def test_a_file_changed_after_validating_is_located_at_its_start(tmp_path: Path) -> None:
    tree = Path(shutil.copytree(VALID, tmp_path / "content"))
    champion = _champion(tree)
    champion.path.write_text("# moved\n" + champion.path.read_text(encoding="utf-8"), encoding="utf-8")
    problem = champion.problem(("role",), "test", "a problem")
    assert (problem.line, problem.column) == (1, 1)
    assert champion.root is None


def _line_of(file: LoadedFile, key: str) -> str:
    return next(
        line for line in file.path.read_text(encoding="utf-8").splitlines() if line.startswith(f"{key}:")
    )


class _Pair(Model):
    first: int
    second: int = 0


def test_models_given_the_same_fields_share_one_set_that_a_copy_leaves_alone() -> None:
    one, two = _Pair.model_validate({"first": 1}), _Pair.model_validate({"first": 2})
    both = _Pair.model_validate({"first": 1, "second": 2})
    assert one.model_fields_set is two.model_fields_set
    assert both.model_fields_set == {"first", "second"}
    copied = one.model_copy(update={"second": 5})
    assert copied.model_fields_set == {"first", "second"}
    assert one.model_fields_set == two.model_fields_set == {"first"}
