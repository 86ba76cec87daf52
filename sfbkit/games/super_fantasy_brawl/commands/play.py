"""``sfbkit play``: play a match at the terminal against a bot (or hand both seats to people)."""

from __future__ import annotations

import time
from pathlib import Path

import click

from sfbkit.cli.options import content_option
from sfbkit.games.super_fantasy_brawl.commands.options import content_library, parse_team
from sfbkit.games.super_fantasy_brawl.content.paths import content_folders
from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.play.log_output import log_text
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec, build_match
from sfbkit.games.super_fantasy_brawl.play.policies import POLICIES, make_player
from sfbkit.games.super_fantasy_brawl.play.recording import Recording
from sfbkit.games.super_fantasy_brawl.play.text_log import TextLogWriter
from sfbkit.games.super_fantasy_brawl.terminal.interactive_player import InteractivePlayer
from sfbkit.kit.errors import UsageError
from sfbkit.kit.io.atomic import check_output, write_text_atomic
from sfbkit.kit.play.events import Event
from sfbkit.kit.play.player import Player
from sfbkit.kit.play.seeds import derive_seed
from sfbkit.kit.terminal.terminal_match import (
    INTERRUPTED,
    log_option,
    opponent_option,
    play_at_terminal,
    screen_hand_over,
)
from sfbkit.kit.text.winner_words import winner_words


def default_log_path() -> Path:
    """Returns where a match's log goes without ``--log``: a time-stamped file in the current folder."""
    return Path(f"sfbkit-play-{time.strftime('%Y%m%d-%H%M%S', time.gmtime())}.jsonl")


@click.command("play")
@click.option("--teams", "teams", default=None, metavar="A,B,C", help="Seat 0's champions (omit to draft).")
@click.option("--vs", "versus", default=None, metavar="D,E,F", help="Seat 1's champions.")
@click.option("--draft", type=click.Choice(["free", "casual", "competitive", "random"]), default=None)
@click.option("--seat", type=click.IntRange(0, 1), default=0, show_default=True, help="The seat you play.")
@opponent_option(POLICIES, "Who plays the other seat.")
@click.option("--seed", type=int, default=0, show_default=True)
@log_option(
    "Where to save the JSONL log (default: sfbkit-play-<UTC time>.jsonl here); written at the end, "
    "on quit, end of input or Ctrl-C."
)
@content_option()
def command(
    teams: str | None,
    versus: str | None,
    draft: str | None,
    seat: int,
    opponent: str,
    seed: int,
    log: Path | None,
    content: Path | None,
) -> None:
    """Plays a match at the terminal: every event is printed as it happens; type help for the commands."""
    library = content_library(content)
    reading = content_folders(library.root)
    path = log or default_log_path()
    check_output(path, reading)
    if (teams is None) != (versus is None):
        raise UsageError("give both --teams and --vs, or neither (then a draft picks the teams)")
    if teams is not None and versus is not None:
        spec = MatchSpec(
            seed=seed, teams=(parse_team(library, teams, "--teams"), parse_team(library, versus, "--vs"))
        )
    else:
        spec = MatchSpec(seed=seed, draft=draft or "casual")
    players: list[Player[Match]] = []
    recording = Recording(spec, build_match(library, spec))
    for index in (0, 1):
        if index == seat or opponent == "human":
            players.append(
                InteractivePlayer(index, click.echo, lambda text: str(click.prompt(text, type=str)), library)
            )
        else:
            player_seed = derive_seed(seed, "opponent", index)
            players.append(make_player(opponent, player_seed))
            recording.player_seeds[index] = player_seed
    match = recording.match
    writer = TextLogWriter()

    def show(event: Event) -> None:
        for line in writer.lines(event):
            click.echo(line)

    people = {0, 1} if opponent == "human" else {seat}
    handed = screen_hand_over(lambda text: str(click.prompt(text, default="", show_default=False)))
    stop = play_at_terminal(match, players, recording.apply, show, people=people, hand_over=handed)
    write_text_atomic(path, log_text(recording, library, "jsonl"), reading=reading)
    if stop is not None:
        click.echo(f"\nthe match was abandoned ({stop}); its log is in {path}", err=True)
        raise SystemExit(1 if stop == INTERRUPTED else 0)
    result = match.result
    assert result is not None
    winner = winner_words(result.winner, "team")
    click.echo(
        f"match over: {winner} ({result.reason}), VP {result.vp[0]}-{result.vp[1]} after {result.rounds} rounds"
    )
    click.echo(f"the log is in {path}", err=True)
