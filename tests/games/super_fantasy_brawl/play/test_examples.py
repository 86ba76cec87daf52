"""Every example script in matches/ runs as written, through the API and through the CLI."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.play.runner import run_script
from sfbkit.games.super_fantasy_brawl.play.script_parser import load_script
from tests.games.super_fantasy_brawl.play.conftest import MATCHES

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


def test_text_log_reads_as_a_match(library: Library) -> None:
    from sfbkit.games.super_fantasy_brawl.play.log_output import log_text

    outcome = run_script(load_script(MATCHES / "full-match.yaml"), library)
    text = log_text(outcome.recording, library, "text")
    lines = text.splitlines()
    assert lines[0] == "match on fabulosa (standard), seed 21"
    assert "== round 1 ==" in lines and "-- turn: player 0 --" in lines
    assert "  player 0: move standard action with velvet (yellow core)" in lines
    assert "    velvet moves to c3" in lines
    assert any(" takes " in line and "damage" in line for line in lines)
    assert any("places a trap on" in line for line in lines)
    assert any("challenge track:" in line for line in lines)
    assert any("scores" in line and "VP" in line for line in lines)
    assert lines[-1].startswith("match over: team 1 wins (vp)")


def test_replay_writes_the_html_page(tmp_path: Path) -> None:
    runner = CliRunner()
    log = tmp_path / "push.jsonl"
    html = tmp_path / "push.html"
    assert (
        runner.invoke(
            cli, ["match", str(MATCHES / "keyword-push.yaml"), "--log", "jsonl", "--out", str(log)]
        ).exit_code
        == 0
    )
    result = runner.invoke(cli, ["replay", str(log), "--html", str(html), "--text"])
    assert result.exit_code == 0, result.output
    assert "gorlak takes 1 damage (push)" in result.stdout
    page = html.read_text()
    assert page.startswith("<!DOCTYPE html>")
    assert (
        "<script src" not in page
        and "<link" not in page
        and "http://" not in page.replace("http://www.w3.org/2000/svg", "")
    )
