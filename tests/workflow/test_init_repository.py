"""A designer's repository from ``sfbkit init``: layered on the bundled game, a new champion that validates and plays."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

import sfbkit
from sfbkit.cli.main import cli
from sfbkit.games.super_fantasy_brawl.content import layers
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.kit.io.yaml_source import read_yaml

PACKAGE = Path(sfbkit.__file__).resolve().parent
VALID = Path(__file__).resolve().parents[1] / "games" / "super_fantasy_brawl" / "content" / "valid"

MATCH = """\
name: Sir Bonk's first brawl
seed: 7
players:
  - {champions: [sir-bonk, pip, velvet], policy: greedy}
  - {champions: [gorlak, thornwick, mirelda], policy: greedy}
steps: []
"""


def snapshot(*folders: Path) -> dict[str, tuple[int, int]]:
    """Returns every file under the folders with its size and modification time (caches excluded)."""
    found: dict[str, tuple[int, int]] = {}
    for folder in folders:
        for path in folder.rglob("*"):
            if "__pycache__" in path.parts or not path.is_file():
                continue
            stat = path.stat()
            found[str(path)] = (stat.st_size, stat.st_mtime_ns)
    return found


def files_under(folder: Path) -> set[str]:
    return {path.relative_to(folder).as_posix() for path in folder.rglob("*") if path.is_file()}


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.delenv("SFBKIT_CONTENT", raising=False)
    root = tmp_path / "sir-bonk-content"
    result = CliRunner().invoke(cli, ["init", str(root)])
    assert result.exit_code == 0, result.output
    monkeypatch.chdir(root)
    return root


def run(*args: str) -> str:
    result = CliRunner().invoke(cli, list(args))
    assert result.exit_code == 0, f"sfbkit {' '.join(args)}: {result.output}"
    return result.output


def test_a_new_champion_in_a_fresh_repository_validates_passes_its_examples_and_plays(
    repo: Path, tmp_path: Path
) -> None:
    installed = snapshot(PACKAGE, bundled_content_root() / "champions", bundled_content_root() / "cards")
    before = files_under(tmp_path)
    run("new", "champion", "sir-bonk")
    deck = (repo / "cards" / "sir-bonk.yaml").read_text(encoding="utf-8")
    assert "ally-one" not in deck and "enemy-one" not in deck
    assert "0 problems" in run("validate")
    tested = run("test")
    assert " 0 failed" in tested and not tested.startswith("0 examples"), tested
    assert "Sir Bonk" in run("show", "sir-bonk")
    (repo / "matches" / "first.yaml").write_text(MATCH, encoding="utf-8")
    assert "ok" in run("match", "matches/first.yaml")
    sheet = run("sheet", "sir-bonk", "--format", "txt")
    assert "Sir Bonk" in sheet
    written = files_under(tmp_path) - before
    assert written == {
        "sir-bonk-content/champions/sir-bonk.yaml",
        "sir-bonk-content/cards/sir-bonk.yaml",
        "sir-bonk-content/matches/first.yaml",
    }
    assert (
        snapshot(PACKAGE, bundled_content_root() / "champions", bundled_content_root() / "cards") == installed
    )


def test_init_writes_the_manifest_folders_hooks_workflow_editor_mapping_and_readme(repo: Path) -> None:
    assert (repo / "sfbkit.yaml").read_text(encoding="utf-8") == (
        "game: super-fantasy-brawl\nextends: super-fantasy-brawl\n"
    )
    for folder in ("champions", "cards", "arenas", "rulesets", "matches"):
        assert (repo / folder).is_dir()
    mapping = json.loads((repo / ".vscode" / "settings.json").read_text(encoding="utf-8"))["yaml.schemas"]
    for schema in mapping:
        assert (repo / schema).is_file(), schema
    workflow = (repo / ".github" / "workflows" / "content.yml").read_text(encoding="utf-8")
    assert "sfbkit validate --format github" in workflow and "sfbkit test" in workflow
    hooks = (repo / ".pre-commit-config.yaml").read_text(encoding="utf-8")
    assert "entry: sfbkit test" in hooks
    assert "sfbkit new champion" in (repo / "README.md").read_text(encoding="utf-8")


def test_init_refuses_a_folder_holding_other_files_and_never_overwrites(tmp_path: Path) -> None:
    other = tmp_path / "other"
    other.mkdir()
    (other / "notes.txt").write_text("mine\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["init", str(other)])
    assert result.exit_code == 2 and "notes.txt" in result.output
    assert sorted(path.name for path in other.iterdir()) == ["notes.txt"]
    partial = tmp_path / "partial"
    partial.mkdir()
    (partial / "README.md").write_text("my own readme\n", encoding="utf-8")
    result = CliRunner().invoke(cli, ["init", str(partial)])
    assert result.exit_code == 0, result.output
    assert (partial / "README.md").read_text(encoding="utf-8") == "my own readme\n"
    assert (partial / "sfbkit.yaml").is_file()


def test_init_lists_the_registered_games_for_an_unknown_one(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["init", str(tmp_path / "x"), "--game", "chess"])
    assert result.exit_code == 2
    assert "super-fantasy-brawl" in result.output
    assert not (tmp_path / "x").exists()


def test_a_local_file_with_a_base_id_is_an_error_unless_it_overrides(repo: Path) -> None:
    pip = (bundled_content_root() / "champions" / "pip.yaml").read_text(encoding="utf-8")
    (repo / "champions" / "pip.yaml").write_text(pip, encoding="utf-8")
    result = CliRunner().invoke(cli, ["validate"])
    assert result.exit_code == 1
    assert result.output.startswith("champions/pip.yaml:"), result.output
    assert "duplicate-id" in result.output and "overrides: true" in result.output
    (repo / "champions" / "pip.yaml").write_text("overrides: true\n" + pip, encoding="utf-8")
    result = CliRunner().invoke(cli, ["validate"])
    assert result.exit_code == 0, result.output


def test_an_override_that_replaces_nothing_is_located(repo: Path) -> None:
    run("new", "champion", "sir-bonk")
    path = repo / "champions" / "sir-bonk.yaml"
    text = path.read_text(encoding="utf-8")
    line = text.splitlines().index("overrides: false") + 1
    path.write_text(text.replace("overrides: false", "overrides: true"), encoding="utf-8")
    result = CliRunner().invoke(cli, ["validate"])
    assert result.exit_code == 1
    assert result.output.startswith(f"champions/sir-bonk.yaml:{line}:1: error[needless-override]"), (
        result.output
    )


def test_the_content_hash_covers_the_base(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    run("new", "champion", "sir-bonk")
    layered = json.loads(run("validate", "--format", "json"))["summary"]["content_hash"]
    (repo / "sfbkit.yaml").write_text("game: super-fantasy-brawl\n", encoding="utf-8")
    alone = json.loads(CliRunner().invoke(cli, ["validate", "--format", "json"]).output)["summary"][
        "content_hash"
    ]
    assert layered != alone


def test_new_champion_without_a_base_refuses_instead_of_writing_placeholders(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("SFBKIT_CONTENT", raising=False)
    empty = tmp_path / "empty"
    empty.mkdir()
    result = CliRunner().invoke(cli, ["new", "champion", "sir-bonk", "--content", str(empty)])
    assert result.exit_code == 2
    assert "sfbkit init" in result.output
    assert not any(empty.rglob("*.yaml"))


def test_previews_leave_out_a_broken_file_and_refuse_what_depends_on_it(repo: Path) -> None:
    run("new", "champion", "sir-bonk")
    run("new", "champion", "lady-plonk")
    deck = repo / "cards" / "lady-plonk.yaml"
    deck.write_text(
        deck.read_text(encoding="utf-8").replace("strength: 4", "strenght: 4", 1), encoding="utf-8"
    )
    assert CliRunner().invoke(cli, ["validate"]).exit_code == 1
    shown = CliRunner().invoke(cli, ["show", "sir-bonk"])
    assert shown.exit_code == 0, shown.output
    assert "skipped cards/lady-plonk.yaml:" in shown.stderr
    assert len([line for line in shown.stderr.splitlines() if line.startswith("skipped ")]) == 2
    found = CliRunner().invoke(cli, ["search", "jab"])
    assert found.exit_code == 0 and "sir-bonk-opening-jab" in found.stdout
    assert "lady-plonk-opening-jab" not in found.stdout
    sheet = CliRunner().invoke(cli, ["sheet", "sir-bonk", "--format", "txt"])
    assert sheet.exit_code == 0, sheet.output
    assert CliRunner().invoke(cli, ["show", "lady-plonk"]).exit_code == 1
    assert CliRunner().invoke(cli, ["sheet", "lady-plonk", "--format", "txt"]).exit_code == 1


def test_a_local_file_at_a_base_path_with_new_ids_must_say_it_overrides(repo: Path) -> None:
    base = (bundled_content_root() / "cards" / "traps.yaml").read_text(encoding="utf-8")
    (repo / "cards" / "traps.yaml").write_text(base.replace("  - id: ", "  - id: my-"), encoding="utf-8")
    result = CliRunner().invoke(cli, ["validate"])
    assert result.exit_code == 1
    assert result.output.startswith("cards/traps.yaml:1:1: error[shadows-base]"), result.output


def test_problems_of_a_broken_base_are_one_problem_at_the_manifest(
    repo: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    broken = tmp_path / "base"
    shutil.copytree(VALID, broken)
    (broken / "champions" / "ironhide.yaml").write_text("id: ironhide\n", encoding="utf-8")
    monkeypatch.setattr(layers, "bundled_content_root", lambda: broken)
    result = CliRunner().invoke(cli, ["validate"])
    assert result.exit_code == 1
    lines = result.output.splitlines()
    assert lines[0].startswith("sfbkit.yaml:1:1: error[base-invalid]: extends: the base game"), result.output
    assert not any("ironhide" in line for line in lines), result.output


def _examples_run(output: str) -> int:
    return int(output.splitlines()[-1].split(" example")[0])


def test_the_pre_commit_test_hook_runs_only_the_examples_of_the_changed_card_files(repo: Path) -> None:
    run("new", "champion", "sir-bonk")
    run("new", "champion", "dame-zap")
    config = read_yaml((repo / ".pre-commit-config.yaml").read_bytes()).data
    hooks = {hook["id"]: hook for block in config["repos"] for hook in block["hooks"]}
    hook = hooks["sfbkit-test"]
    assert (hook["entry"], hook["pass_filenames"]) == ("sfbkit test", True)
    files = re.compile(hook["files"])
    changed = ["champions/sir-bonk.yaml", "cards/sir-bonk.yaml"]
    assert all(files.search(name) for name in changed)
    assert not any(files.search(name) for name in ("arenas/a.yaml", "rulesets/r.yaml", "matches/m.yaml"))
    everything = _examples_run(run(*hook["entry"].split()[1:]))
    only_changed = run(*hook["entry"].split()[1:], "-v", *changed)
    ran = [line.split()[1] for line in only_changed.splitlines() if line.startswith("ok ")]
    assert ran and all(name.startswith("sir-bonk") for name in ran)
    assert 0 < _examples_run(only_changed) < everything
