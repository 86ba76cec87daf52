"""The interactive terminal player and ``sfbkit play``, driven through click's CliRunner input."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine.match import Player
from sfbkit.games.super_fantasy_brawl.play.autoplay import play_recorded
from sfbkit.games.super_fantasy_brawl.play.first_player import FirstPlayer
from sfbkit.games.super_fantasy_brawl.play.interactive_player import InteractivePlayer
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec

TEAMS = ["--teams", "borka,pip,velvet", "--vs", "gorlak,thornwick,mirelda"]


def test_a_winning_move_typed_by_number_and_by_id(library: Library) -> None:
    spec = MatchSpec(
        teams=(("borka", "pip", "velvet"), ("gorlak", "thornwick", "mirelda")),
        setup={
            "positions": {"borka": "c5", "gorlak": "c3"},
            "damage": {"gorlak": 5},  # bloodied: 1 defence, so 4 of the 5 strength get through
            "vp": [4, 0],
            "hands": [["borka-anvil-drop"], ["gorlak-bog-snack"]],
            "traps": {},
        },
    )
    answers = iter(["99", "play:borka-anvil-drop@borka", "step:c4", "1"])
    shown: list[str] = []
    human = InteractivePlayer(0, shown.append, lambda prompt: next(answers))
    players: list[Player] = [human, FirstPlayer()]
    recording = play_recorded(library, spec, players, ["human", "first"])
    result = recording.match.result
    assert result is not None and result.winner == 0
    assert [d.option for d in recording.decisions] == [
        "play:borka-anvil-drop@borka",
        "step:c4",
        "target:gorlak",
    ]
    text = "\n".join(shown)
    assert "not a legal choice: '99'" in text
    assert "[ BOR ]" in text and "[ gor ]" in text and "[ #B# ]" in text
    assert "hand: borka-anvil-drop (attack, red)" in text
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


def test_cli_running_out_of_input_abandons_the_match() -> None:
    result = CliRunner().invoke(cli, ["play", *TEAMS, "--opponent", "random"], input="2\n1\n")
    assert result.exit_code == 1
    assert "the match was abandoned" in result.stderr
    assert "Traceback" not in result.output


def test_cli_rejects_half_a_pairing() -> None:
    result = CliRunner().invoke(cli, ["play", "--teams", "borka,pip,velvet"])
    assert result.exit_code == 2
    assert "give both --teams and --vs" in result.stderr
