"""The checked-in Dungeon Command JSON Schemas match the models, and check-jsonschema agrees with them."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.dungeon_command.content.kinds import ALL_KINDS, KEYWORDS, KEYWORDS_FILE, kind_of
from sfbkit.games.dungeon_command.content.schema_export import schema_files
from sfbkit.games.dungeon_command.game import GAME
from sfbkit.kit.content.file_kind import FileKind
from sfbkit.kit.content.schema_export import stale_schema_files

REPO = Path(__file__).resolve().parents[3]
SCHEMAS = REPO / "schemas" / "dungeon-command"
CONTENT = REPO / "games" / "dungeon-command"


def _check_jsonschema() -> str:
    beside_python = Path(sys.executable).parent / "check-jsonschema"
    found = str(beside_python) if beside_python.exists() else shutil.which("check-jsonschema")
    assert found is not None, "check-jsonschema is not installed (it is in the 'test' extra)"
    return found


def _run(kind: FileKind, files: list[Path]) -> subprocess.CompletedProcess[str]:
    command = [_check_jsonschema(), "--schemafile", str(SCHEMAS / f"{kind.name}.json"), *map(str, files)]
    return subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)


def _bundled(kind: FileKind) -> list[Path]:
    if kind is KEYWORDS:
        return [CONTENT / KEYWORDS_FILE]
    return sorted(path for path in CONTENT.glob("*/*.yaml") if kind_of(path) is kind)


def test_checked_in_schemas_are_up_to_date() -> None:
    assert stale_schema_files(SCHEMAS, GAME.schemas()) == [], (
        "run 'sfbkit schema --content games/dungeon-command --out schemas/dungeon-command'"
    )


def test_there_is_one_schema_per_kind_with_its_own_id() -> None:
    texts = schema_files()
    assert sorted(texts) == sorted(f"{kind.name}.json" for kind in ALL_KINDS)
    assert all('"$id": "https://sfbkit.invalid/schemas/dungeon-command/' in text for text in texts.values())


@pytest.mark.parametrize(
    "kind", [kind for kind in ALL_KINDS if kind.name != "match"], ids=lambda kind: kind.name
)
def test_check_jsonschema_accepts_every_bundled_file_of_its_kind(kind: FileKind) -> None:
    files = _bundled(kind)
    assert files, f"the bundled content has no {kind.name} file"
    result = _run(kind, files)
    assert result.returncode == 0, result.stdout + result.stderr


def test_check_jsonschema_rejects_a_misspelt_step_parameter(tmp_path: Path) -> None:
    order = tmp_path / "skitter.yaml"
    order.write_text(
        "id: skitter\nname: Skitter\nlevel: 1\nability: any\naction: minor\neffect:\n  - shift: {squarse: 2}\n",
        encoding="utf-8",
    )
    order_kind = next(kind for kind in ALL_KINDS if kind.name == "order")
    assert _run(order_kind, [order]).returncode == 1
    order.write_text(order.read_text(encoding="utf-8").replace("squarse", "squares"), encoding="utf-8")
    assert _run(order_kind, [order]).returncode == 0


def test_check_mode_reports_a_stale_schema_and_writing_fixes_it(tmp_path: Path) -> None:
    def schema(*options: str) -> int:
        args = ["schema", "--content", str(CONTENT), "--out", str(tmp_path), *options]
        return CliRunner().invoke(cli, args).exit_code

    assert schema("--check") == 1
    assert schema() == 0
    assert schema("--check") == 0
    (tmp_path / "tile.json").write_text("{}\n", encoding="utf-8")
    assert schema("--check") == 1
    assert (tmp_path / "tile.json").read_text(encoding="utf-8") == "{}\n"
