"""Atomic output: a failed write leaves the old file or folder as it was, and no temporary files."""

from __future__ import annotations

from pathlib import Path

import pytest

from sfbkit.kit.errors import UsageError
from sfbkit.kit.io.atomic import SITE_MARKER, write_directory_atomic, write_text_atomic, write_with_atomic


def test_a_file_is_replaced_whole(tmp_path: Path) -> None:
    target = tmp_path / "out.txt"
    write_text_atomic(target, "first")
    write_text_atomic(target, "second")
    assert target.read_text(encoding="utf-8") == "second"
    assert [path.name for path in tmp_path.iterdir()] == ["out.txt"]


def test_a_failed_write_keeps_the_old_file(tmp_path: Path) -> None:
    target = tmp_path / "out.txt"
    write_text_atomic(target, "old")

    def half_then_fail(path: Path) -> None:
        path.write_text("half", encoding="utf-8")
        raise RuntimeError("disk full")

    with pytest.raises(RuntimeError):
        write_with_atomic(target, half_then_fail)
    assert target.read_text(encoding="utf-8") == "old"
    assert [path.name for path in tmp_path.iterdir()] == ["out.txt"]


def test_a_folder_is_swapped_in_and_marked(tmp_path: Path) -> None:
    target = tmp_path / "site"
    write_directory_atomic(target, lambda folder: (folder / "a.html").write_text("a", encoding="utf-8"))
    write_directory_atomic(target, lambda folder: (folder / "b.html").write_text("b", encoding="utf-8"))
    assert sorted(path.name for path in target.iterdir()) == [SITE_MARKER, "b.html"]
    assert [path.name for path in tmp_path.iterdir()] == ["site"]


def test_an_empty_folder_may_be_replaced_but_not_a_file(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    write_directory_atomic(tmp_path / "empty", lambda folder: None)
    assert (tmp_path / "empty" / SITE_MARKER).exists()
    (tmp_path / "file").write_text("x", encoding="utf-8")
    with pytest.raises(UsageError):
        write_directory_atomic(tmp_path / "file", lambda folder: None)
