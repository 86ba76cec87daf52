"""``sfbkit play`` for Dungeon Command: the shared prompt and commands, the board, grouped deploys, a log that replays."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.games.dungeon_command.commands.play import command
from sfbkit.games.dungeon_command.content.paths import bundled_root
from sfbkit.games.dungeon_command.game import GAME
from tests.terminal_child import interrupt, spawn_sfbkit

ROOT = bundled_root()

pexpect = pytest.importorskip("pexpect")


def test_answers_by_number_and_id_help_and_quit_write_a_log(tmp_path: Path) -> None:
    log = tmp_path / "played.jsonl"
    answers = "1\nhelp\nnot-an-option\ndungeon\nquit\n"
    result = CliRunner().invoke(
        command, ["--content", str(ROOT), "--seed", "3", "--log", str(log)], input=answers
    )
    assert result.exit_code == 0, result.output
    out = result.output
    assert "player 0, toss won: go first or second?:" in out and "   1. go first  [first]" in out
    assert "not a legal choice: 'not-an-option'; give a number from 1 to 2" in out
    assert "  show ID     the full text of a creature, order, commander or warband (by id)" in out
    assert "The match is unfinished (you quit)." in out
    run, summary = GAME.replay(ROOT, log)
    assert [d.option for d in run.decisions] == ["first", "dungeon"]
    assert [d.source for d in run.decisions] == ["human", "human"]
    assert summary == f"{log}: replay ok: 2 decisions, {len(run.match.events)} events"


def test_deploying_asks_for_a_creature_then_a_square_under_a_few_lines(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        command, ["--content", str(ROOT), "--seed", "3"], input="first\ndungeon\n1\nc1\nquit\n"
    )
    assert result.exit_code == 0, result.output
    out = result.output
    first_deploy = out.split("player 0, deploy:")[1].split("choice:")[0]
    assert "   1. deploy Chain Warden (level 3): 40 choices" in first_deploy
    assert len(first_deploy.strip().splitlines()) <= 6  # one line per creature in hand, not one per square
    assert "deploy Chain Warden (level 3), choose one" in out and "   3. c1 " in out
    assert "player 0 deploys chain-warden@c1 (level 3)." in out


def test_the_board_shows_creatures_as_tokens_with_their_hit_points(tmp_path: Path) -> None:
    answers = "first\ndungeon\n1\nc1\n2\nd1\nboard\nshow vault-hound\nshow nothing-like-it\nquit\n"
    result = CliRunner().invoke(command, ["--content", str(ROOT), "--seed", "3"], input=answers)
    assert result.exit_code == 0, result.output
    out = result.output
    row_1 = [line for line in out.splitlines() if line.startswith("  1 ")][-1]
    assert row_1.startswith("  1  .  . CW LP ")  # chain warden on c1, lantern pikeman on d1
    assert re.search(r"^  CW  Chain Warden +c1   hp 30/30$", out, re.MULTILINE)
    assert re.search(r"^  LP  Lantern Pikeman +d1   hp 20/20$", out, re.MULTILINE)
    assert "Vault Hound" in out
    assert "no creature, order, commander or warband with id 'nothing-like-it'" in out


def _spawn(log: Path) -> pexpect.spawn:
    return spawn_sfbkit("play", "--content", str(ROOT), "--seed", "3", "--log", str(log), timeout=60, rows=60)


def test_a_terminal_session_deploys_plays_a_turn_and_quits_with_a_log(tmp_path: Path) -> None:
    log = tmp_path / "session.jsonl"
    child = _spawn(log)
    try:
        child.expect("go first or second")
        child.expect("choice: ")
        child.sendline("help")
        child.expect("show ID")
        child.expect("choice: ")
        child.sendline("1")
        child.expect("choice: ")
        child.sendline("dungeon")
        child.expect(r"deploy Chain Warden \(level 3\): 40 choices")
        child.expect("choice: ")
        child.sendline("1")
        child.expect("choose one")
        child.expect("choice: ")
        child.sendline("c1")
        child.expect("deploys chain-warden@c1")
        child.expect("choice: ")
        child.sendline("done")
        # The greedy opponent deploys; then our first turn asks for an activation.
        child.expect("player 0, next activation:")
        seen = child.before
        assert "player 1 deploys barrow-ghoul@a19" in seen
        assert re.search(r"^ 19 bg ", seen, re.MULTILINE), "no lower-case token for B's barrow ghoul"
        assert re.search(r"^  CW  Chain Warden +c1   hp 30/30", seen, re.MULTILINE)
        child.expect("choice: ")
        child.sendline("show chain-warden")
        child.expect("Chain Warden")
        child.expect("choice: ")
        child.sendline("quit")
        child.expect(f"wrote {log}")
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    assert child.exitstatus == 0
    _, summary = GAME.replay(ROOT, log)
    assert "replay ok" in summary


def test_ctrl_c_stops_the_match_writes_the_log_and_exits_1(tmp_path: Path) -> None:
    log = tmp_path / "interrupted.jsonl"
    child = _spawn(log)
    try:
        child.expect("choice: ")
        child.sendline("1")
        child.expect("choice: ")
        interrupt(child, "input ended or was interrupted")
        child.expect(pexpect.EOF)
        assert "Traceback" not in child.before
    finally:
        child.close(force=True)
    assert child.exitstatus == 1
    _, summary = GAME.replay(ROOT, log)
    assert "replay ok" in summary


def test_two_people_hand_the_screen_over_and_one_person_is_never_asked_to(tmp_path: Path) -> None:
    typed = "\n" + "1\n" * 60
    both = CliRunner().invoke(
        command, ["--content", str(ROOT), "--seed", "3", "--opponent", "human"], input=typed
    )
    assert "pass to player 0 (p1); press Enter when only they see the screen" in both.output
    assert "pass to player 1 (p2); press Enter when only they see the screen" in both.output
    alone = CliRunner().invoke(command, ["--content", str(ROOT), "--seed", "3"], input=typed)
    assert "pass to player" not in alone.output
