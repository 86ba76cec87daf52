"""``sfbkit play``: play a match at the terminal against a bot (or hand both seats to people)."""

from __future__ import annotations

from pathlib import Path

import click

from sfbkit.cli.options import content_library, content_option, parse_team
from sfbkit.games.super_fantasy_brawl.content.paths import content_folders
from sfbkit.games.super_fantasy_brawl.engine.match import Player
from sfbkit.games.super_fantasy_brawl.play.autoplay import play_recorded
from sfbkit.games.super_fantasy_brawl.play.interactive_player import InteractivePlayer
from sfbkit.games.super_fantasy_brawl.play.log_output import log_text, write_log
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec
from sfbkit.games.super_fantasy_brawl.play.policies import POLICIES, make_player
from sfbkit.games.super_fantasy_brawl.play.seeds import derive_seed
from sfbkit.kit.atomic import check_output
from sfbkit.kit.errors import UsageError


@click.command("play")
@click.option("--teams", "teams", default=None, metavar="A,B,C", help="Seat 0's champions (omit to draft).")
@click.option("--vs", "versus", default=None, metavar="D,E,F", help="Seat 1's champions.")
@click.option("--draft", type=click.Choice(["free", "casual", "competitive", "random"]), default=None)
@click.option("--seat", type=click.IntRange(0, 1), default=0, show_default=True, help="The seat you play.")
@click.option(
    "--opponent",
    type=click.Choice([*POLICIES, "human"]),
    default="greedy",
    show_default=True,
    help="Who plays the other seat.",
)
@click.option("--seed", type=int, default=0, show_default=True)
@click.option(
    "--log",
    "log_path",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Save a JSONL log.",
)
@content_option()
def command(
    teams: str | None,
    versus: str | None,
    draft: str | None,
    seat: int,
    opponent: str,
    seed: int,
    log_path: Path | None,
    content: Path | None,
) -> None:
    """Plays a match at the terminal: the board is shown as text and each choice is read by number or id."""
    library = content_library(content)
    reading = content_folders(library.root)
    if log_path is not None:
        check_output(log_path, reading)
    if (teams is None) != (versus is None):
        raise UsageError("give both --teams and --vs, or neither (then a draft picks the teams)")
    if teams is not None and versus is not None:
        spec = MatchSpec(
            seed=seed, teams=(parse_team(library, teams, "--teams"), parse_team(library, versus, "--vs"))
        )
    else:
        spec = MatchSpec(seed=seed, draft=draft or "casual")
    players: list[Player] = []
    names: list[str] = []
    for index in (0, 1):
        if index == seat or opponent == "human":
            players.append(
                InteractivePlayer(index, click.echo, lambda text: str(click.prompt(text, type=str)))
            )
            names.append("human")
        else:
            players.append(make_player(opponent, derive_seed(seed, "opponent", index)))
            names.append(opponent)
    try:
        recording = play_recorded(library, spec, players, names)
    except click.Abort:
        click.echo("\nthe match was abandoned", err=True)
        raise SystemExit(1) from None
    result = recording.match.result
    assert result is not None
    winner = "a draw" if result.winner is None else f"team {result.winner} wins"
    click.echo(
        f"match over: {winner} ({result.reason}), VP {result.vp[0]}-{result.vp[1]} after {result.rounds} rounds"
    )
    if log_path is not None:
        write_log(log_path, log_text(recording, library, "jsonl"), reading=reading)
