"""Every hint ``sfbkit new`` prints, followed as written, leaves a tree that validates with no problem."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from sfbkit.cli.main import cli
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.kit.io.yaml_source import read_yaml


def run(*args: str) -> Result:
    return CliRunner().invoke(cli, list(args))


def repository(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str) -> Path:
    """Returns a fresh repository from ``sfbkit init`` for ``game``, made the working folder."""
    monkeypatch.delenv("SFBKIT_CONTENT", raising=False)
    root = tmp_path / "repo"
    result = run("init", "--game", game, str(root))
    assert result.exit_code == 0, result.output
    monkeypatch.chdir(root)
    return root


def hint(output: str) -> str:
    (line,) = [line for line in output.splitlines() if line.startswith("next: ")]
    return line.removeprefix("next: ")


def assert_valid() -> None:
    result = run("validate")
    assert result.exit_code == 0 and " 0 problems" in result.output, result.output


def test_a_new_creature_replaces_one_of_the_twelve_as_the_hint_says(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    repo = repository(tmp_path, monkeypatch, "dungeon-command")
    assert run("new", "warband", "my-band", "--from", "lanternguard").exit_code == 0
    result = run("new", "creature", "bog-lurker", "--warband", "my-band")
    assert result.exit_code == 0, result.output
    said = hint(result.output)
    assert "replace one of the 12 entries under 'creatures:' in warbands/my-band.yaml" in said
    assert "'{id: bog-lurker}'" in said
    warband = repo / "warbands" / "my-band.yaml"
    text = warband.read_text(encoding="utf-8")
    last = read_yaml(text.encode()).data["creatures"][-1]["id"]
    warband.write_text(text.replace(f"{{id: {last}}}", "{id: bog-lurker}"), encoding="utf-8")
    assert_valid()
    assert "bog-lurker" in run("show", "my-band").output


def test_a_new_order_takes_the_place_of_one_order_card_as_the_hint_says(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    repo = repository(tmp_path, monkeypatch, "dungeon-command")
    assert run("new", "warband", "my-band", "--from", "lanternguard").exit_code == 0
    result = run("new", "order", "bog-trick", "--warband", "my-band")
    assert result.exit_code == 0, result.output
    said = hint(result.output)
    assert "add '{id: bog-trick}' under 'orders:' in warbands/my-band.yaml" in said
    assert "lower a count by one" in said and "exactly 36 order cards" in said
    warband = repo / "warbands" / "my-band.yaml"
    text = warband.read_text(encoding="utf-8")
    entry = re.search(r"\n  - \{id: ([a-z-]+), count: 2\}\n", text)
    assert entry is not None
    lowered = f"\n  - {{id: {entry[1]}, count: 1}}\n  - {{id: bog-trick}}\n"
    warband.write_text(text.replace(entry[0], lowered, 1), encoding="utf-8")
    assert_valid()
    assert "bog-trick" in run("show", "my-band").output


def test_a_dungeon_command_id_another_file_has_is_refused_before_writing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    repo = repository(tmp_path, monkeypatch, "dungeon-command")
    assert run("new", "warband", "my-band", "--from", "lanternguard").exit_code == 0
    result = run("new", "order", "vault-hound", "--warband", "my-band")
    assert result.exit_code == 2
    assert "dungeon-command:creatures/vault-hound.yaml already has the id 'vault-hound'" in result.output
    assert not (repo / "orders" / "vault-hound.yaml").exists()


def test_a_bundled_warband_is_played_through_a_copy_the_refusal_names(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    repository(tmp_path, monkeypatch, "dungeon-command")
    result = run("new", "creature", "bog-lurker", "--warband", "lanternguard")
    assert result.exit_code == 2
    assert "'sfbkit new warband my-lanternguard --from lanternguard'" in result.output
    assert run("new", "warband", "my-lanternguard", "--from", "lanternguard").exit_code == 0
    assert run("new", "creature", "bog-lurker", "--warband", "my-lanternguard").exit_code == 0
    assert_valid()
    assert run("new", "warband", "lanternguard", "--from", "mirewood-brood").exit_code == 2


def test_a_base_champion_id_is_refused_before_writing_and_its_hint_overrides_the_base(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    repo = repository(tmp_path, monkeypatch, "super-fantasy-brawl")
    result = run("new", "champion", "borka")
    assert result.exit_code == 2
    assert result.output.count("\n") == 1 and "is a champion of the base game" in result.output
    assert sorted(path.name for path in (repo / "champions").iterdir()) == [".gitkeep"]
    assert sorted(path.name for path in (repo / "cards").iterdir()) == [".gitkeep"]
    assert "copy that file here with 'overrides: true' at its top" in result.output
    base = (bundled_content_root() / "champions" / "borka.yaml").read_text(encoding="utf-8")
    (repo / "champions" / "borka.yaml").write_text("overrides: true\n" + base, encoding="utf-8")
    assert_valid()


def test_the_schema_hint_makes_the_files_first_lines_name_existing_schemas(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("SFBKIT_CONTENT", raising=False)
    root = tmp_path / "tree"
    for folder in ("champions", "cards", "arenas", "rulesets"):
        shutil.copytree(bundled_content_root() / folder, root / folder)
    result = run("new", "champion", "sir-bonk", "--content", str(root))
    assert result.exit_code == 0, result.output
    (said,) = re.findall(r"^hint: run '(sfbkit [^']+)' in the content tree", result.output, re.MULTILINE)
    assert said == "sfbkit schema --out schemas"
    monkeypatch.chdir(root)
    assert run(*said.split()[1:]).exit_code == 0
    for written in (root / "champions" / "sir-bonk.yaml", root / "cards" / "sir-bonk.yaml"):
        first = written.read_text(encoding="utf-8").splitlines()[0]
        schema = first.removeprefix("# yaml-language-server: $schema=")
        assert (written.parent / schema).resolve().is_file(), first
    assert " 0 problems" in run("validate", "--content", str(root)).output
