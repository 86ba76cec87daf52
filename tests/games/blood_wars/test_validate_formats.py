"""``sfbkit validate`` on a Blood Wars repository: GitHub annotations and ``--since`` as for the other games."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.delenv("SFBKIT_CONTENT", raising=False)
    root = tmp_path / "repo"
    assert CliRunner().invoke(cli, ["init", "--game", "blood-wars", str(root)]).exit_code == 0
    monkeypatch.chdir(root)
    assert CliRunner().invoke(cli, ["new", "deck", "my-deck"]).exit_code == 0
    git = ["git", "-c", "user.email=designer@example.org", "-c", "user.name=Designer"]
    subprocess.run([*git, "add", "-A"], check=True, capture_output=True)
    subprocess.run([*git, "commit", "-qm", "start"], check=True, capture_output=True)
    deck = root / "decks" / "my-deck.yaml"
    text = deck.read_text(encoding="utf-8")
    deck.write_text(
        text.replace("{card: ashlord-vhorza, count: 3}", "{card: ashlord-vhorza, count: 4}"), encoding="utf-8"
    )
    return root


def test_github_annotations_name_each_deck_problem_at_its_line(repo: Path) -> None:
    result = CliRunner().invoke(cli, ["validate", "--format", "github"])
    assert result.exit_code == 1
    lines = result.output.splitlines()
    assert "::error file=decks/my-deck.yaml,line=5,col=1,title=sfbkit deck-size::" in lines[0]
    assert "::error file=decks/my-deck.yaml,line=6,col=35,title=sfbkit copies::" in lines[1]


def test_since_tells_the_new_problems_from_the_old(repo: Path) -> None:
    result = CliRunner().invoke(cli, ["validate", "--since", "HEAD"])
    assert result.exit_code == 1
    assert "2 problems (2 new since HEAD, 0 already there)" in result.output
