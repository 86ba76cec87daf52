"""Every example script in matches/ runs as written, through the API and through the CLI."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.content.library import Library
from sfbkit.play.runner import run_script
from sfbkit.play.script_parser import load_script
from tests.play.conftest import MATCHES

SCRIPTS = sorted(MATCHES.glob("*.yaml"))


def test_there_are_examples_for_every_keyword() -> None:
    names = " ".join(path.stem for path in SCRIPTS)
    for keyword in (
        "push", "pull", "dash", "swoop", "jump", "place", "fear", "force", "poison", "lifesteal",
        "double", "root", "stun", "draw", "plan", "traps", "reactions", "challenges",
    ):  # fmt: skip
        assert keyword in names, keyword
    assert "full-match" in names


@pytest.mark.parametrize("path", SCRIPTS, ids=lambda p: p.stem)
def test_example_runs(path: Path, library: Library) -> None:
    outcome = run_script(load_script(path), library)
    assert outcome.recording.decisions
    assert any(step.__class__.__name__ == "ExpectStep" for step in outcome.script.steps)


def test_full_match_ends_in_a_win(library: Library) -> None:
    outcome = run_script(load_script(MATCHES / "full-match.yaml"), library)
    result = outcome.match.result
    assert result is not None and result.winner is not None
    assert max(result.vp) >= 5


def test_cli_runs_an_example() -> None:
    result = CliRunner().invoke(cli, ["match", str(MATCHES / "keyword-push.yaml")])
    assert result.exit_code == 0, result.output
    assert "borka attacks gorlak" in result.stdout
    assert "gorlak takes 1 damage (push)" in result.stdout
    assert "ok:" in result.stderr
