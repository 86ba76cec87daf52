"""``sfbkit play`` for Dungeon Command: options by number or id, help, and quit writing a log that replays."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from sfbkit.games.dungeon_command.commands.play import command
from sfbkit.games.dungeon_command.content.paths import bundled_root
from sfbkit.games.dungeon_command.match_runs import replay

ROOT = bundled_root()


def test_answers_by_number_and_id_help_and_quit_write_a_log(tmp_path: Path) -> None:
    log = tmp_path / "played.jsonl"
    answers = "1\nhelp\nnot-an-option\ndungeon\nquit\n"
    result = CliRunner().invoke(
        command, ["--content", str(ROOT), "--seed", "3", "--log", str(log)], input=answers
    )
    assert result.exit_code == 0, result.output
    out = result.output
    assert "player 0, toss (toss won: go first or second?):" in out and "  1. first" in out
    assert "'not-an-option' is not an option" in out and out.count("Answer with an option's number") >= 2
    assert (
        "  The battlefield is played on its dungeon face." in out
        and "You quit; the match is unfinished." in out
    )
    run, summary = replay(ROOT, log)
    assert [d.option for d in run.decisions] == ["first", "dungeon"]
    assert [d.source for d in run.decisions] == ["human", "human"]
    assert summary == f"{log}: replay ok: 2 decisions, {len(run.match.events)} events"
