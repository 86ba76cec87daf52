"""The interactive terminal player and ``sfbkit play``, driven through click's CliRunner input."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.content.match_script import SetupSpec
from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.play.autoplay import play_recorded
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec
from sfbkit.games.super_fantasy_brawl.terminal.interactive_player import InteractivePlayer
from sfbkit.kit.play.first_player import FirstPlayer
from sfbkit.kit.play.player import Player

TEAMS = ["--teams", "borka,pip,velvet", "--vs", "gorlak,thornwick,mirelda"]


def test_a_winning_move_typed_by_number_and_by_id(library: Library) -> None:
    spec = MatchSpec(
        teams=(("borka", "pip", "velvet"), ("gorlak", "thornwick", "mirelda")),
        setup=SetupSpec.model_validate(
            {
                "positions": {"borka": "c5", "gorlak": "c3"},
                "damage": {"gorlak": 5},  # bloodied: 1 defence, so 4 of the 5 strength get through
                "vp": [4, 0],
                "hands": [["borka-anvil-drop"], ["gorlak-bog-snack"]],
                "traps": {},
            }
        ),
    )
    answers = iter(["99", "play:borka-anvil-drop@borka", "step:c4", "1"])
    shown: list[str] = []
    human = InteractivePlayer(0, shown.append, lambda prompt: next(answers))
    players: list[Player[Match]] = [human, FirstPlayer()]
    recording = play_recorded(library, spec, players)
    result = recording.match.result
    assert result is not None and result.winner == 0
    assert [d.option for d in recording.decisions] == [
        "play:borka-anvil-drop@borka",
        "step:c4",
        "target:gorlak",
    ]
    text = "\n".join(shown)
    assert "not a legal choice: '99'" in text
    assert "[BOR   ]" in text and "[gor b ]" in text and "[#B#   ]" in text
    assert "hand: borka-anvil-drop (attack, red)" in text  # without the library: the id, type and core
    assert "1. Anvil Drop (borka)  [play:borka-anvil-drop@borka]" in text


def test_cli_plays_a_whole_match_and_logs_it(tmp_path: Path) -> None:
    log = tmp_path / "game.jsonl"
    runner = CliRunner()
    result = runner.invoke(
        cli, ["play", *TEAMS, "--seed", "3", "--opponent", "first", "--log", str(log)], input="1\n" * 3000
    )
    assert result.exit_code == 0, result.output[-2000:]
    assert "player 0, choose your deployment area:" in result.stdout
    assert "match over: team 0 wins" in result.stdout
    replayed = runner.invoke(cli, ["replay", str(log)])
    assert replayed.exit_code == 0, replayed.output


def test_cli_running_out_of_input_abandons_the_match_and_writes_its_log(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    runner = CliRunner()
    monkeypatch.chdir(tmp_path)
    result = runner.invoke(cli, ["play", *TEAMS, "--opponent", "random"], input="2\n1\n")
    assert result.exit_code == 1
    assert "the match was abandoned (input ended or was interrupted)" in result.stderr
    assert "Traceback" not in result.output
    logs = list(Path().glob("sfbkit-play-*.jsonl"))
    assert len(logs) == 1 and f"its log is in {logs[0]}" in result.stderr
    replayed = runner.invoke(cli, ["replay", str(logs[0])])
    assert replayed.exit_code == 0, replayed.output
    assert "replay ok" in replayed.output


def test_help_show_and_quit_at_the_prompt(tmp_path: Path) -> None:
    log = tmp_path / "quit.jsonl"
    typed = "help\nshow borka-anvil-drop\nshow Hot Iron\nshow nothing-like-it\nboard\nquit\n"
    result = CliRunner().invoke(cli, ["play", *TEAMS, "--log", str(log)], input=typed)
    assert result.exit_code == 0, result.output
    out = result.stdout
    assert "show ID     the full text of a card (by id or name), a champion or a challenge" in out
    assert "│ Anvil Drop" in out and "Post-attack: Push 1." in out
    assert "│ Hot Iron" in out
    assert "no card, champion or challenge is called 'nothing-like-it'" in out
    assert out.count("team 0 gate (") >= 2  # the board, then again for ``board``
    assert f"its log is in {log}" in result.stderr
    assert log.read_text(encoding="utf-8").startswith('{"content_hash"')


def test_cli_rejects_half_a_pairing() -> None:
    result = CliRunner().invoke(cli, ["play", "--teams", "borka,pip,velvet"])
    assert result.exit_code == 2
    assert "give both --teams and --vs" in result.stderr


def test_two_people_hand_the_screen_over_and_one_person_is_never_asked_to(tmp_path: Path) -> None:
    typed = "\n" + "1\n" * 60
    both = CliRunner().invoke(
        cli, ["play", *TEAMS, "--opponent", "human", "--log", str(tmp_path / "two.jsonl")], input=typed
    )
    assert "pass to player 0 (p1); press Enter when only they see the screen" in both.output
    assert "pass to player 1 (p2); press Enter when only they see the screen" in both.output
    alone = CliRunner().invoke(
        cli, ["play", *TEAMS, "--opponent", "random", "--log", str(tmp_path / "one.jsonl")], input=typed
    )
    assert "pass to player" not in alone.output
