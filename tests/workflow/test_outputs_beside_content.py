"""Outputs beside a repository's content: every game guards exactly its content folders, root files and manifest."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from sfbkit.cli.main import cli
from sfbkit.kit.registry import get_game
from tests.games.toy.conftest import crowns

__all__ = ["crowns"]
"""Crowns, the toy game, registered for these tests: the kit's declared catalogue guards its tree too."""

GAMES = ("super-fantasy-brawl", "dungeon-command", "blood-wars", "toy")
WRITES = (
    ("export", "--format", "csv", "{}"),
    ("export", "--format", "json", "{}"),
    ("sheet", "--all", "--format", "html", "--out", "{}"),
    ("site", "{}"),
)
"""Each command that writes, with ``{}`` where its output goes."""


def _run(*args: str) -> Result:
    return CliRunner().invoke(cli, list(args))


@pytest.fixture(params=GAMES)
def repo(request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.delenv("SFBKIT_CONTENT", raising=False)
    root = tmp_path / "repo"
    assert _run("init", "--game", request.param, str(root)).exit_code == 0
    monkeypatch.chdir(root)
    return root


@pytest.mark.parametrize("command", WRITES, ids=lambda command: "-".join(command[:-1]))
def test_an_output_at_the_repository_root_is_written(repo: Path, command: tuple[str, ...]) -> None:
    name = "output"
    result = _run(*(part.format(name) for part in command))
    assert result.exit_code == 0, result.output
    assert (repo / name).exists()


def test_an_output_inside_a_content_folder_or_over_the_manifest_is_refused_and_nothing_changes(
    repo: Path,
) -> None:
    game = get_game((repo / "sfbkit.yaml").read_text(encoding="utf-8").split("game:")[1].split()[0])
    kept = [folder / "kept.txt" for folder in game.content_folders(repo)]
    for path in kept:
        path.parent.mkdir(exist_ok=True)
        path.write_text("mine\n", encoding="utf-8")
    manifest = (repo / "sfbkit.yaml").read_text(encoding="utf-8")
    for target in (*kept, repo / "sfbkit.yaml"):
        for command in WRITES:
            if command[0] == "site" and target.parent == repo:
                continue
            output = target.parent / "site" if command[0] == "site" else target
            result = _run(*(part.format(output) for part in command))
            assert result.exit_code == 2, (command, output, result.output)
            assert "part of the content being read" in result.output, result.output
            assert command[0] != "site" or not output.exists()
    assert all(path.read_text(encoding="utf-8") == "mine\n" for path in kept)
    assert (repo / "sfbkit.yaml").read_text(encoding="utf-8") == manifest


def test_a_root_content_file_is_guarded_like_a_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Dungeon Command's keywords.yaml sits at the tree's root; an export may not replace it."""
    monkeypatch.delenv("SFBKIT_CONTENT", raising=False)
    root = tmp_path / "repo"
    assert _run("init", "--game", "dungeon-command", str(root)).exit_code == 0
    keywords = root / "keywords.yaml"
    shutil.copyfile(get_game("dungeon-command").bundled_root() / "keywords.yaml", keywords)
    before = keywords.read_bytes()
    monkeypatch.chdir(root)
    result = _run("export", "--format", "json", "keywords.yaml")
    assert result.exit_code == 2 and "keywords.yaml is part of the content being read" in result.output
    assert keywords.read_bytes() == before


def test_a_match_log_or_replay_page_may_not_replace_the_manifest(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``match`` guards what export guards: its log and replay page go beside the content, never over it."""
    monkeypatch.delenv("SFBKIT_CONTENT", raising=False)
    root = tmp_path / "repo"
    assert _run("init", "--game", "dungeon-command", str(root)).exit_code == 0
    monkeypatch.chdir(root)
    manifest = (root / "sfbkit.yaml").read_bytes()
    for option in ("--out", "--html"):
        result = _run("match", "full-match", option, "sfbkit.yaml")
        assert result.exit_code == 2 and "sfbkit.yaml is part of the content being read" in result.output, (
            result.output
        )
    assert (root / "sfbkit.yaml").read_bytes() == manifest
    assert _run("match", "full-match", "--out", "log.txt").exit_code == 0 and (root / "log.txt").is_file()
