"""References that try to leave the content tree are rejected: links out of it, ``../`` and absolute paths."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.hardening.helpers import assert_no_crash, copy_bundled, invoke


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    return copy_bundled(tmp_path / "content")


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    """A folder beside the content tree holding a valid champion file that is not part of the tree."""
    folder = tmp_path / "outside"
    folder.mkdir()
    text = (Path(__file__).resolve().parents[2] / "champions" / "borka.yaml").read_text(encoding="utf-8")
    (folder / "borka.yaml").write_text(
        text.replace("name: Borka Anvilgut", "name: Outsider"), encoding="utf-8"
    )
    return folder


def test_a_content_file_linked_to_a_file_outside_the_tree_is_rejected(tree: Path, outside: Path) -> None:
    (tree / "champions" / "borka.yaml").unlink()
    (tree / "champions" / "borka.yaml").symlink_to(
        os.path.relpath(outside / "borka.yaml", tree / "champions")
    )
    result = invoke("validate", "--content", str(tree))
    assert_no_crash(result, (1,))
    assert "champions/borka.yaml:1:1: error[outside-tree]" in result.stdout
    assert "Outsider" not in result.stdout


def test_a_content_file_linked_by_absolute_path_outside_the_tree_is_rejected(
    tree: Path, outside: Path
) -> None:
    (tree / "champions" / "borka.yaml").unlink()
    (tree / "champions" / "borka.yaml").symlink_to(outside / "borka.yaml")
    result = invoke("validate", "--content", str(tree))
    assert_no_crash(result, (1,))
    assert "champions/borka.yaml:1:1: error[outside-tree]" in result.stdout


def test_a_content_folder_linked_outside_the_tree_is_rejected(tree: Path, outside: Path) -> None:
    (tree / "champions" / "borka.yaml").rename(outside / "borka.yaml")
    for path in (tree / "champions").iterdir():
        path.rename(outside / path.name)
    (tree / "champions").rmdir()
    (tree / "champions").symlink_to(outside)
    result = invoke("validate", "--content", str(tree))
    assert_no_crash(result, (1,))
    assert "error[outside-tree]" in result.stdout
    assert "Outsider" not in result.stdout


def test_a_link_to_a_system_file_is_never_read(tree: Path) -> None:
    target = Path("/etc/passwd")
    if not target.is_file():
        pytest.skip("no /etc/passwd")
    (tree / "rulesets" / "passwd.yaml").symlink_to(target)
    result = invoke("validate", "--content", str(tree))
    assert_no_crash(result, (1,))
    assert "root:" not in result.stdout


def test_a_path_argument_reached_through_dot_dot_is_rejected(tree: Path, outside: Path) -> None:
    escaping = tree / "champions" / ".." / ".." / "outside" / "borka.yaml"
    result = invoke("validate", "--content", str(tree), str(escaping))
    assert_no_crash(result, (2,))
    assert "not inside the content tree" in result.stderr


@pytest.mark.parametrize(
    ("header", "column"),
    [
        ("content: ../../etc/passwd", 10),
        ("content: /etc/passwd", 10),
        ("ruleset: ../rulesets/standard", 10),
        ("arena: /etc/passwd", 8),
    ],
)
def test_a_match_script_header_naming_a_path_is_rejected_at_its_line(
    tmp_path: Path, header: str, column: int
) -> None:
    script = tmp_path / "escape.yaml"
    script.write_text(
        f"{header}\nplayers:\n  - champions: [borka, pip, velvet]\n  - champions: [gorlak, thornwick, mirelda]\n",
        encoding="utf-8",
    )
    result = invoke("match", str(script))
    assert_no_crash(result, (1,))
    assert f"{script}:1:{column}: " in result.stderr


def test_a_match_script_naming_a_champion_by_path_is_rejected_at_its_line(tmp_path: Path) -> None:
    script = tmp_path / "escape.yaml"
    script.write_text(
        "players:\n  - champions: [../champions/borka, pip, velvet]\n  - champions: [gorlak, thornwick, mirelda]\n",
        encoding="utf-8",
    )
    result = invoke("match", str(script))
    assert_no_crash(result, (1,))
    assert f"{script}:2:" in result.stderr
