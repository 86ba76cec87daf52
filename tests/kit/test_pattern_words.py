"""A value that breaks a pattern is told in its game's words: squares for Dungeon Command, hexes for Super Fantasy Brawl."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.dungeon_command.content.battlefield import SquareName
from sfbkit.games.dungeon_command.game import GAME as DUNGEON_COMMAND
from sfbkit.games.super_fantasy_brawl.content.ids import HexLabel
from sfbkit.kit.content.file_kind import FileKind
from sfbkit.kit.content.format_doc import field_table
from sfbkit.kit.content.loader import load_file
from sfbkit.kit.content.model_base import Model


class _Square(Model):
    at: SquareName


class _Hex(Model):
    at: HexLabel


@pytest.mark.parametrize(
    ("model", "expected"),
    [
        (_Square, "expected a square: a column letter and a row from 1 to 40, such as 'h6', got 'a0'"),
        (_Hex, "expected a hex label: a column letter and a row number, such as 'c4', got 'a0'"),
    ],
)
def test_a_bad_label_is_told_in_its_games_words(tmp_path: Path, model: type[Model], expected: str) -> None:
    path = tmp_path / "probe.yaml"
    raw = b"at: a0\n"
    path.write_bytes(raw)
    loaded = load_file(path, "probe.yaml", FileKind("probe", model, None), raw)
    assert [problem.message for problem in loaded.problems] == [expected]


def test_the_reference_names_a_square_a_square() -> None:
    assert field_table(_Square.model_json_schema())[2].startswith("| `at` | square (e.g. `h6`) | required |")
    assert field_table(_Hex.model_json_schema())[2].startswith("| `at` | hex label (e.g. `c4`) | required |")


def test_a_bad_square_in_a_battlefield_never_speaks_of_hexes(tmp_path: Path) -> None:
    import shutil

    tree = Path(shutil.copytree(DUNGEON_COMMAND.bundled_root(), tmp_path / "content"))
    battlefield = sorted((tree / "battlefields").glob("*.yaml"))[0]
    text = battlefield.read_text(encoding="utf-8")
    battlefield.write_text(text.replace("at: a1,", "at: a0,", 1), encoding="utf-8")
    result = CliRunner().invoke(cli, ["validate", "--content", str(tree)])
    assert result.exit_code == 1
    assert "got 'a0'" in result.output and "hex" not in result.output
    assert "expected a square" in result.output
