"""``sfbkit init`` serves every registered game: the README's first steps work as written, what they make is
seen by every command, the hooks and the editor mapping cover every content file of the new tree, which
extends the game's bundled tree."""

from __future__ import annotations

import fnmatch
import json
import re
import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.kit.io.yaml_source import read_yaml
from sfbkit.kit.registry import get_game

GAMES = ("super-fantasy-brawl", "dungeon-command", "blood-wars")


def _sfbkit(*args: str) -> str:
    result = CliRunner().invoke(cli, list(args))
    assert result.exit_code == 0, f"sfbkit {' '.join(args)}: {result.output}"
    return result.output


@pytest.fixture(params=GAMES)
def repo(request: pytest.FixtureRequest, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.delenv("SFBKIT_CONTENT", raising=False)
    root = tmp_path / "repo"
    printed = _sfbkit("init", "--game", request.param, str(root))
    monkeypatch.chdir(root)
    first = get_game(request.param).starter().first_steps[0].split("#")[0].strip()
    assert printed.rstrip().endswith(f"next: cd {shlex.quote(str(root))} && {first}")
    return root


def _run_first_steps(repo: Path) -> None:
    readme = (repo / "README.md").read_text(encoding="utf-8")
    block = re.search(r"^```\n(.*?)^```$", readme, re.DOTALL | re.MULTILINE)
    assert block is not None, readme
    for line in block[1].splitlines():
        words = shlex.split(line.split("#")[0])
        assert words[0] == "sfbkit"
        _sfbkit(*words[1:])


def test_the_readme_first_steps_run_as_written_and_leave_a_valid_tree(repo: Path) -> None:
    _run_first_steps(repo)
    assert " 0 problems" in _sfbkit("validate")


def test_every_game_starts_a_repository_that_extends_its_bundled_tree(repo: Path) -> None:
    manifest = read_yaml((repo / "sfbkit.yaml").read_bytes()).data
    assert manifest["extends"] == manifest["game"]
    assert "extends:" in (repo / "README.md").read_text(encoding="utf-8")


def _content_files(root: Path) -> list[str]:
    report = get_game(read_yaml((root / "sfbkit.yaml").read_bytes()).data["game"]).validate(root)
    return [file.path.relative_to(root).as_posix() for file in report.files if file.path.is_relative_to(root)]


def test_the_validate_hook_and_the_editor_mapping_cover_every_content_file(repo: Path) -> None:
    _run_first_steps(repo)
    names = _content_files(repo)
    assert names
    config = read_yaml((repo / ".pre-commit-config.yaml").read_bytes()).data
    hooks = {hook["id"]: hook for block in config["repos"] for hook in block["hooks"]}
    validate = re.compile(hooks["sfbkit-validate"]["files"])
    mapping = json.loads((repo / ".vscode" / "settings.json").read_text(encoding="utf-8"))["yaml.schemas"]
    positive = [glob for globs in mapping.values() for glob in globs if not glob.startswith("!")]
    for name in names:
        assert validate.search(name), name
        assert any(fnmatch.fnmatch(name, glob) for glob in positive), name
    for schema in mapping:
        assert (repo / schema).is_file(), schema


GROUPS = {"deck": "deck", "warband": "warband", "champion": "champion"}
"""The kinds ``sfbkit new`` makes that hold cards, and the search field that finds a group's cards."""


def _new_items(repo: Path) -> list[tuple[str, str]]:
    """Returns the kind and id of each item the README's first steps make with ``sfbkit new KIND ID``."""
    readme = (repo / "README.md").read_text(encoding="utf-8")
    return re.findall(r"^sfbkit new ([a-z]+) ([a-z0-9-]+)", readme, re.MULTILINE)


def _site_text(folder: Path) -> str:
    return "\n".join(path.read_text(encoding="utf-8") for path in sorted(folder.rglob("*.html")))


def test_the_first_steps_new_items_are_seen_by_every_command(repo: Path, tmp_path: Path) -> None:
    items = _new_items(repo)
    assert items, "the README's first steps make nothing with sfbkit new"
    _run_first_steps(repo)
    own = json.loads(_sfbkit("validate", "--format", "json"))
    assert own["summary"]["problems"] == 0
    export = tmp_path / "export.json"
    _sfbkit("export", "--format", "json", str(export))
    exported = export.read_text(encoding="utf-8")
    site = tmp_path / "site"
    _sfbkit("site", str(site))
    pages = _site_text(site)
    for kind, item in items:
        assert any(Path(name).stem.endswith(item) for name in own["files"]), (item, own["files"])
        assert item in _sfbkit("list", kind), (kind, item)
        assert item in _sfbkit("show", item), item
        if kind in GROUPS:
            found = json.loads(_sfbkit("search", "--format", "json", f"{GROUPS[kind]}:{item}"))
            printed = _sfbkit("sheet", "--group", item, "--format", "txt")
        else:
            found = json.loads(_sfbkit("search", "--format", "json", f"id:{item}"))
            printed = _sfbkit("sheet", item, "--format", "txt")
            assert [card["id"] for card in found] == [item]
        assert found, (kind, item)
        assert item in printed, (kind, item)
        assert f'"{item}"' in exported, (kind, item)
        assert item in pages, (kind, item)
        if kind == "deck":
            shown = _sfbkit("deck", f"decks/{item}.yaml")
            assert f"({item}): 40 cards" in shown and shown.rstrip().endswith("0 problems"), shown
