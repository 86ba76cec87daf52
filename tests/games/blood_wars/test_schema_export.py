"""The checked-in Blood Wars JSON Schemas match the models, and check-jsonschema accepts the bundled files."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from sfbkit.games.blood_wars.content.kinds import ALL_KINDS, kind_of
from sfbkit.games.blood_wars.content.schema_export import schema_files
from sfbkit.games.blood_wars.game import GAME
from sfbkit.kit.content.file_kind import FileKind
from sfbkit.kit.content.schema_export import stale_schema_files

REPO = Path(__file__).resolve().parents[3]
SCHEMAS = REPO / "schemas" / "blood-wars"
CONTENT = REPO / "games" / "blood-wars"


def _check_jsonschema() -> str:
    beside_python = Path(sys.executable).parent / "check-jsonschema"
    found = str(beside_python) if beside_python.exists() else shutil.which("check-jsonschema")
    assert found is not None, "check-jsonschema is not installed (it is in the 'test' extra)"
    return found


def test_checked_in_schemas_are_up_to_date() -> None:
    assert stale_schema_files(SCHEMAS, GAME.schemas()) == [], (
        "run 'sfbkit schema --content games/blood-wars --out schemas/blood-wars'"
    )


def test_there_is_one_schema_per_kind_with_its_own_id() -> None:
    texts = schema_files()
    assert sorted(texts) == sorted(f"{kind.name}.json" for kind in ALL_KINDS)
    assert all('"$id": "https://sfbkit.invalid/schemas/blood-wars/' in text for text in texts.values())


@pytest.mark.parametrize("kind", ALL_KINDS, ids=lambda kind: kind.name)
def test_check_jsonschema_accepts_every_bundled_file_of_its_kind(kind: FileKind) -> None:
    files = sorted(path for path in CONTENT.glob("*/*.yaml") if kind_of(path) is kind)
    assert files, f"the bundled content has no {kind.name} file"
    command = [_check_jsonschema(), "--schemafile", str(SCHEMAS / f"{kind.name}.json"), *map(str, files)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


def test_check_jsonschema_refuses_an_unknown_key_and_a_bad_alignment(tmp_path: Path) -> None:
    bad = tmp_path / "warlords.yaml"
    bad.write_text(
        "warlords:\n  - {id: ab, name: A, alignment: XY, is: 3, rr: 1, colour: red}\n", encoding="utf-8"
    )
    command = [_check_jsonschema(), "--schemafile", str(SCHEMAS / "warlords.json"), str(bad)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 1
