"""docs/match-scripts.md lists the expectation keys of both games' registries, and its examples parse and run."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from sfbkit.games.dungeon_command.content.paths import bundled_root as dc_bundled_root
from sfbkit.games.dungeon_command.game import GAME as DC_GAME
from sfbkit.games.dungeon_command.play import script_doc as dc_script_doc
from sfbkit.games.dungeon_command.play.expectations import KEYS as DC_KEYS
from sfbkit.games.super_fantasy_brawl.content.library import Library, load_library
from sfbkit.games.super_fantasy_brawl.content.match_script import SetupSpec
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.play import script_doc
from sfbkit.games.super_fantasy_brawl.play.expectations import EXPECT_KEYS, ExpectKey, ExpectSpec
from sfbkit.games.super_fantasy_brawl.play.runner import run_script
from sfbkit.games.super_fantasy_brawl.play.script_parser import parse_script

DOC = Path(__file__).resolve().parents[2] / "docs" / "match-scripts.md"
BLOCKS = re.findall(r"```yaml\n(.*?)```", DOC.read_text(encoding="utf-8"), flags=re.DOTALL)


@pytest.fixture(scope="module")
def library() -> Library:
    return load_library(bundled_content_root())


def test_the_tables_of_step_forms_and_expectation_keys_are_current() -> None:
    text = DOC.read_text(encoding="utf-8")
    assert script_doc.DOC.with_tables(text) == text, f"run '{script_doc.DOC.command}'"


@pytest.mark.parametrize("key", EXPECT_KEYS, ids=[key.name for key in EXPECT_KEYS])
def test_every_key_has_an_example_that_parses(key: ExpectKey) -> None:
    value = yaml.safe_load(f"{key.name}: {key.example}")
    spec = ExpectSpec.model_validate(value)
    assert getattr(spec, key.name) is not None


def test_the_check_mode_reports_a_stale_table(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    stale = tmp_path / "match-scripts.md"
    blocks = [script_doc.DOC.markers(name, source) for name, source, _ in script_doc.DOC.tables]
    stale.write_text(
        "# Match scripts\n\n" + "".join(f"{begin}\n| old |\n{end}\n\n" for begin, end in blocks),
        encoding="utf-8",
    )
    assert script_doc.DOC.main([str(stale), "--check"]) == 1
    assert "is stale" in capsys.readouterr().err
    assert script_doc.DOC.main([str(stale)]) == 0
    assert script_doc.DOC.main([str(stale), "--check"]) == 0
    written = stale.read_text(encoding="utf-8")
    assert "| `teams` |" in written and "| `reject: <step>` |" in written and "| old |" not in written
    missing = tmp_path / "other.md"
    missing.write_text("no markers\n", encoding="utf-8")
    assert script_doc.DOC.main([str(missing)]) == 2
    assert "has no" in capsys.readouterr().err


def test_the_example_scripts_run(library: Library) -> None:
    first = next(block for block in BLOCKS if block.startswith("name: Push into a statue"))
    header = first.split("steps:\n", 1)[0]
    steps = [block for block in BLOCKS if block.startswith("steps:\n")]
    assert len(steps) >= 2
    run_script(parse_script(first.encode(), "first.yaml"), library)
    for index, block in enumerate(steps):
        run_script(parse_script((header + block).encode(), f"example-{index}.yaml"), library)


def test_the_setup_example_with_null_entries_parses() -> None:
    block = next(block for block in BLOCKS if block.startswith("setup:\n  hands:"))
    setup = SetupSpec.model_validate(yaml.safe_load(block)["setup"])
    assert setup.hands is not None and setup.hands[1] is None


def test_dungeon_commands_tables_are_current() -> None:
    text = DOC.read_text(encoding="utf-8")
    assert dc_script_doc.DOC.with_tables(text) == text, f"run '{dc_script_doc.DOC.command}'"


def test_dungeon_commands_example_script_runs(tmp_path: Path) -> None:
    section = DOC.read_text(encoding="utf-8").split("\n## Dungeon Command\n", 1)[1]
    block = re.findall(r"```yaml\n(.*?)```", section, flags=re.DOTALL)[0]
    script = tmp_path / "example.yaml"
    script.write_text(block, encoding="utf-8")
    run, summary = DC_GAME.run_script(dc_bundled_root(), script)
    assert "ok:" in summary and run.match.decision is not None


def test_every_key_of_either_game_is_documented_once() -> None:
    text = DOC.read_text(encoding="utf-8")
    documented = re.findall(r"^\| `([a-z_]+)` \| [^|]+ \| `\1: ", text, flags=re.MULTILINE)
    assert sorted(set(documented)) == sorted({key.name for key in EXPECT_KEYS} | set(DC_KEYS))
