"""Every command run inside a repository from ``sfbkit init`` (no ``--content``) sees the repository's own champion."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli

BASE_TEAM = "borka,pip"
OPPONENTS = "gorlak,mirelda,thornwick"


def _sfbkit(*args: str) -> str:
    result = CliRunner().invoke(cli, list(args))
    assert result.exit_code == 0, f"sfbkit {' '.join(args)}: {result.output}"
    return result.output


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("designer") / "repo"
    with pytest.MonkeyPatch.context() as patch:
        patch.delenv("SFBKIT_CONTENT", raising=False)
        patch.chdir(root.parent)
        _sfbkit("init", str(root))
        patch.chdir(root)
        _sfbkit("new", "champion", "sir-bonk")
    return root


@pytest.fixture(autouse=True)
def _inside(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SFBKIT_CONTENT", raising=False)
    monkeypatch.chdir(repo)


def test_validate_show_and_search_see_the_new_champion() -> None:
    assert " 0 problems" in _sfbkit("validate")
    assert "sir-bonk" in _sfbkit("show", "sir-bonk").lower().replace(" ", "-")
    assert "sir-bonk" in _sfbkit("search", "--format", "json", "champion:sir-bonk")


def test_export_and_sheet_hold_the_new_champion(tmp_path: Path) -> None:
    out = tmp_path / "cards.json"
    _sfbkit("export", "--format", "json", str(out))
    assert any(
        card.get("champion") == "sir-bonk" for card in json.loads(out.read_text(encoding="utf-8"))["cards"]
    )
    assert "Sir Bonk" in _sfbkit("sheet", "sir-bonk", "--format", "txt")


def test_simulate_plays_the_new_champion() -> None:
    report = _sfbkit("simulate", "--teams", f"sir-bonk,{BASE_TEAM}", "--vs", OPPONENTS, "--games", "2")
    assert "sir-bonk" in report
