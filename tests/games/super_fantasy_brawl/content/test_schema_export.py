"""The checked-in JSON Schemas match the models, and the third-party validator agrees with them."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.super_fantasy_brawl.content.kinds import ALL_KINDS, kind_of
from sfbkit.games.super_fantasy_brawl.content.paths import CONTENT_DIRS, bundled_content_root
from sfbkit.games.super_fantasy_brawl.game import GAME
from sfbkit.kit.content.file_kind import FileKind
from sfbkit.kit.content.schema_export import stale_schema_files

REPO = Path(__file__).resolve().parents[4]
SCHEMAS = REPO / "schemas"


def _check_jsonschema() -> str:
    beside_python = Path(sys.executable).parent / "check-jsonschema"
    found = str(beside_python) if beside_python.exists() else shutil.which("check-jsonschema")
    assert found is not None, "check-jsonschema is not installed (it is in the 'test' extra)"
    return found


def _bundled_files(kind: FileKind) -> list[Path]:
    root = bundled_content_root()
    return [
        path
        for folder in CONTENT_DIRS
        for path in sorted((root / folder).glob("*.y*ml"))
        if kind_of(path) is kind
    ]


def _run_check_jsonschema(kind: FileKind, files: list[Path]) -> subprocess.CompletedProcess[str]:
    command = [_check_jsonschema(), "--schemafile", str(SCHEMAS / f"{kind.name}.json"), *map(str, files)]
    return subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)


def test_checked_in_schemas_are_up_to_date() -> None:
    assert stale_schema_files(SCHEMAS, GAME.schemas()) == [], "run 'sfbkit schema' at the repository root"


def test_there_is_one_schema_per_file_kind_and_one_of_match_scripts_in_draft_2020_12() -> None:
    texts = GAME.schemas()
    assert sorted(texts) == sorted([*(f"{kind.name}.json" for kind in ALL_KINDS), "match-script.json"])
    assert all('"$schema": "https://json-schema.org/draft/2020-12/schema"' in text for text in texts.values())


@pytest.mark.parametrize("kind", ALL_KINDS, ids=lambda kind: kind.name)
def test_check_jsonschema_accepts_every_bundled_file_of_its_kind(kind: FileKind) -> None:
    files = _bundled_files(kind)
    assert files, f"the bundled content has no {kind.name} file"
    result = _run_check_jsonschema(kind, files)
    assert result.returncode == 0, result.stdout + result.stderr


def test_check_jsonschema_rejects_a_file_with_an_unknown_key(tmp_path: Path) -> None:
    champion = tmp_path / "ironhide.yaml"
    champion.write_text(
        "id: ironhide\nname: Ironhide\nrole: tank\nbasic: {hp: 8}\nlevelled: {hp: 9}\nlevell: 2\n",
        encoding="utf-8",
    )
    kind = next(kind for kind in ALL_KINDS if kind.name == "champion")
    accepted = _run_check_jsonschema(kind, [champion])
    assert accepted.returncode == 1
    assert "levell" in accepted.stdout + accepted.stderr


def test_check_jsonschema_rejects_a_misspelt_effect_parameter(tmp_path: Path) -> None:
    deck = tmp_path / "ironhide.yaml"
    deck.write_text(
        "champion: ironhide\ncards:\n  - id: ironhide-shove\n    name: Shove\n    type: skill\n"
        "    core: blue\n    targeting: melee\n    effects:\n      - push: {distanse: 2}\n",
        encoding="utf-8",
    )
    kind = next(kind for kind in ALL_KINDS if kind.name == "deck")
    assert _run_check_jsonschema(kind, [deck]).returncode == 1


def test_schema_command_writes_the_schemas_then_finds_them_up_to_date(tmp_path: Path) -> None:
    runner = CliRunner()
    out = tmp_path / "schemas"
    written = runner.invoke(cli, ["schema", "--out", str(out)])
    assert written.exit_code == 0, written.output
    assert sorted(path.name for path in out.iterdir()) == sorted(GAME.schemas())
    checked = runner.invoke(cli, ["schema", "--out", str(out), "--check"])
    assert checked.exit_code == 0, checked.output


def test_schema_check_fails_on_a_stale_schema_and_writes_nothing(tmp_path: Path) -> None:
    runner = CliRunner()
    runner.invoke(cli, ["schema", "--out", str(tmp_path)])
    (tmp_path / "arena.json").write_text("{}\n", encoding="utf-8")
    checked = runner.invoke(cli, ["schema", "--out", str(tmp_path), "--check"])
    assert checked.exit_code == 1
    assert "arena.json" in checked.output
    assert (tmp_path / "arena.json").read_text(encoding="utf-8") == "{}\n"
