"""A Dungeon Command tree whose manifest extends the bundled one: its files replace the base files at their paths."""

from __future__ import annotations

from pathlib import Path

import pytest

from sfbkit.games.dungeon_command.content.library import load_library, validate_tree
from sfbkit.games.dungeon_command.content.paths import bundled_root
from sfbkit.kit.errors import ContentError

GHOUL = "creatures/barrow-ghoul.yaml"


def layer(tmp_path: Path, hp: str, extends: bool = True) -> Path:
    (tmp_path / "creatures").mkdir()
    manifest = "game: dungeon-command\n" + ("extends: dungeon-command\n" if extends else "")
    (tmp_path / "sfbkit.yaml").write_text(manifest, encoding="utf-8")
    text = (bundled_root() / GHOUL).read_text(encoding="utf-8")
    (tmp_path / GHOUL).write_text(text.replace("hp: 30", f"hp: {hp}"), encoding="utf-8")
    return tmp_path


def test_a_local_file_replaces_the_base_file_at_its_path(tmp_path: Path) -> None:
    library = load_library(layer(tmp_path, "50"))
    base = load_library(bundled_root())
    assert library.creatures["barrow-ghoul"].hp == 50
    assert set(library.creatures) == set(base.creatures) and set(library.warbands) == set(base.warbands)


def test_a_bad_local_value_is_reported_at_the_local_file(tmp_path: Path) -> None:
    report = validate_tree(layer(tmp_path, "35"))
    assert [(problem.file, problem.code) for problem in report.problems] == [(GHOUL, "bad-value")]


def test_without_extends_the_tree_is_only_its_own_files(tmp_path: Path) -> None:
    with pytest.raises(ContentError):
        load_library(layer(tmp_path, "50", extends=False))
