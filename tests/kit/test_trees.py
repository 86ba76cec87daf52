"""Which tree and game a command works on: --content, $SFBKIT_CONTENT, the nearest manifest, the bundled tree."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.kit.content.manifest import ManifestError, find_tree_root, read_manifest
from sfbkit.kit.content.trees import locate_root, open_tree
from sfbkit.kit.registry import UnknownGameError, game_ids, get_game

VALID = Path(__file__).resolve().parents[1] / "games" / "super_fantasy_brawl" / "content" / "valid"


@pytest.fixture
def no_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SFBKIT_CONTENT", raising=False)


def make_tree(root: Path, manifest: str | None = "game: super-fantasy-brawl\n") -> Path:
    shutil.copytree(VALID, root)
    if manifest is not None:
        (root / "sfbkit.yaml").write_text(manifest, encoding="utf-8")
    return root


def test_the_nearest_manifest_above_the_working_directory_names_the_tree(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, no_env: None
) -> None:
    root = make_tree(tmp_path / "repo")
    deep = root / "champions"
    monkeypatch.chdir(deep)
    assert find_tree_root(deep) == root.resolve()
    assert locate_root() == root.resolve()
    result = CliRunner().invoke(cli, ["validate"])
    assert result.exit_code == 0, result.output
    assert "1 champion" in result.output


def test_problems_are_named_relative_to_the_working_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, no_env: None
) -> None:
    root = make_tree(tmp_path / "repo")
    (root / "champions" / "ironhide.yaml").write_text("id: ironhide\n", encoding="utf-8")
    monkeypatch.chdir(root / "cards")
    result = CliRunner().invoke(cli, ["validate"])
    assert result.exit_code == 1
    assert result.output.startswith("../champions/ironhide.yaml:"), result.output


def test_content_option_and_environment_win_over_the_manifest(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, no_env: None
) -> None:
    found = make_tree(tmp_path / "found")
    other = make_tree(tmp_path / "other", manifest=None)
    monkeypatch.chdir(found)
    assert locate_root(other) == other
    monkeypatch.setenv("SFBKIT_CONTENT", str(other))
    assert locate_root() == other


def test_without_a_manifest_anywhere_the_bundled_tree_is_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, no_env: None
) -> None:
    monkeypatch.chdir(tmp_path)
    assert locate_root() == bundled_content_root()
    assert open_tree().game.id == "super-fantasy-brawl"


def test_a_tree_without_a_manifest_is_a_super_fantasy_brawl_tree(tmp_path: Path) -> None:
    root = make_tree(tmp_path / "old", manifest=None)
    manifest = read_manifest(root)
    assert (manifest.game, manifest.declared) == ("super-fantasy-brawl", False)
    assert open_tree(root).game.title == "Super Fantasy Brawl"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("game: [1\n", "sfbkit.yaml:1:"),
        ("- game\n", "must be a mapping"),
        ("gmae: super-fantasy-brawl\n", "sfbkit.yaml:1:1: unknown key 'gmae'"),
        ("game: 7\n", "must name its game"),
        ("game: chess\n", "unknown game 'chess'; registered games: "),
    ],
)
def test_a_bad_manifest_is_a_located_content_error(tmp_path: Path, text: str, message: str) -> None:
    root = make_tree(tmp_path / "bad", manifest=text)
    result = CliRunner().invoke(cli, ["validate", "--content", str(root)])
    assert result.exit_code == 1
    assert message in result.output
    assert "Traceback" not in result.output
    with pytest.raises(ManifestError):
        open_tree(root)


def test_the_registry_knows_the_bundled_games() -> None:
    assert "super-fantasy-brawl" in game_ids()
    assert get_game("super-fantasy-brawl").id == "super-fantasy-brawl"
    with pytest.raises(UnknownGameError, match="registered games"):
        get_game("no-such-game")


def test_a_command_of_another_game_is_not_offered(tmp_path: Path) -> None:
    result = CliRunner().invoke(cli, ["no-such-command", "--content", str(tmp_path)])
    assert result.exit_code == 2
    assert result.output.startswith("error: no command 'no-such-command'; its commands here")


@pytest.mark.parametrize(
    "args", [["new", "champion", "sir-bonk"], ["fmt"], ["test", "--draft", "pip-pocket-sand", "--write"]]
)
def test_writing_commands_refuse_the_bundled_tree_found_by_themselves(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, no_env: None, args: list[str]
) -> None:
    bundled = bundled_content_root()
    before = {path: path.stat().st_mtime_ns for path in bundled.glob("*/*.yaml")}
    for cwd in (tmp_path, bundled):
        monkeypatch.chdir(cwd)
        result = CliRunner().invoke(cli, args)
        assert result.exit_code == 2, result.output
        assert "sfbkit init" in result.output
    assert {path: path.stat().st_mtime_ns for path in bundled.glob("*/*.yaml")} == before
    assert not (bundled / "champions" / "sir-bonk.yaml").exists()


def test_checking_the_bundled_tree_is_allowed(monkeypatch: pytest.MonkeyPatch, no_env: None) -> None:
    monkeypatch.chdir(bundled_content_root())
    assert CliRunner().invoke(cli, ["fmt", "--check"]).exit_code == 0


@pytest.mark.parametrize("command", [["validate"], ["search", "x"], ["show", "pip"]], ids=" ".join)
def test_a_content_name_the_system_refuses_is_a_usage_error(command: list[str]) -> None:
    name = "9" * 5000
    result = CliRunner().invoke(cli, [command[0], "--content", name, *command[1:]])
    assert result.exit_code == 2 and not isinstance(result.exception, OSError), result.output
    assert result.stderr.startswith("error: content root 999") and "is not a directory" in result.stderr
