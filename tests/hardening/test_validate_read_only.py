"""``sfbkit validate`` never writes to the content tree, whatever the tree holds and whatever the format."""

from __future__ import annotations

import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.hardening.helpers import assert_no_crash, copy_bundled, invoke, snapshot


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    return copy_bundled(tmp_path / "content")


def break_tree(tree: Path) -> None:
    """Gives the tree a problem of every layer: YAML, model, cross-check, size."""
    (tree / "champions" / "borka.yaml").write_text("id: borka\nname: [unclosed\n", encoding="utf-8")
    deck = tree / "cards" / "pip.yaml"
    deck.write_text(
        deck.read_text(encoding="utf-8").replace("strength: ", "strength: x", 1), encoding="utf-8"
    )
    (tree / "cards" / "velvet.yaml").unlink()
    (tree / "arenas" / "empty.yaml").write_bytes(b"")


@pytest.mark.parametrize("broken", [False, True], ids=["valid", "broken"])
@pytest.mark.parametrize("output_format", ["text", "json", "github"])
def test_validate_leaves_the_tree_byte_for_byte_unchanged(
    tree: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, broken: bool, output_format: str
) -> None:
    if broken:
        break_tree(tree)
    monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(tmp_path / "summary.md"))
    monkeypatch.chdir(tree)
    before = snapshot(tree)
    result = invoke("validate", "--content", ".", "--format", output_format)
    assert_no_crash(result, (1,) if broken else (0,))
    assert snapshot(tree) == before


def test_validate_of_one_file_leaves_the_tree_unchanged(tree: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    break_tree(tree)
    monkeypatch.chdir(tree)
    before = snapshot(tree)
    result = invoke("validate", "--content", ".", "cards/pip.yaml")
    assert_no_crash(result, (1,))
    assert snapshot(tree) == before


@pytest.fixture
def read_only(tree: Path) -> Iterator[Path]:
    """The tree with every folder and file made read-only, restored afterwards so it can be removed."""
    paths = [*sorted(tree.rglob("*"), reverse=True), tree]
    for path in paths:
        path.chmod(stat.S_IMODE(path.stat().st_mode) & ~0o222)
    yield tree
    for path in reversed(paths):
        path.chmod(stat.S_IMODE(path.stat().st_mode) | 0o200)


def test_validate_works_on_a_read_only_tree(read_only: Path) -> None:
    before = snapshot(read_only)
    result = invoke("validate", "--content", str(read_only))
    assert_no_crash(result, (0,))
    assert snapshot(read_only) == before
