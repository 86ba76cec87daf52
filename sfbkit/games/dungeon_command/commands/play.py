"""``sfbkit play`` for Dungeon Command: a match at the shared terminal, the board drawn and events printed as they happen."""

from __future__ import annotations

from pathlib import Path

import click

from sfbkit.cli.options import content_option, game_tree
from sfbkit.games.dungeon_command.play.script import POLICIES
from sfbkit.kit.errors import UsageError
from sfbkit.kit.io.atomic import check_output, write_text_atomic
from sfbkit.kit.play.seeds import derive_seed
from sfbkit.kit.terminal.terminal_match import (
    INTERRUPTED,
    log_option,
    opponent_option,
    play_at_terminal,
    screen_hand_over,
)


@click.command("play")
@click.option(
    "--warbands",
    default="lanternguard,mirewood-brood",
    show_default=True,
    metavar="A,B",
    help="Your warband (seat 0), then the opponent's.",
)
@opponent_option(POLICIES, "Who plays seat 1.")
@click.option("--seed", type=click.IntRange(0, 2**63 - 1), default=0, show_default=True)
@click.option("--ruleset", default="standard", show_default=True)
@click.option("--battlefield", default="twin-vaults", show_default=True)
@log_option("Write the JSONL log here when the match ends or you quit.")
@content_option()
def command(
    warbands: str,
    opponent: str,
    seed: int,
    ruleset: str,
    battlefield: str,
    log: Path | None,
    content: Path | None,
) -> None:
    """Plays a Dungeon Command match at the terminal against a bot or a second human; type help at the prompt."""
    from sfbkit.games.dungeon_command.content.library import load_library
    from sfbkit.games.dungeon_command.engine.compile import definitions_of
    from sfbkit.games.dungeon_command.engine.match import new_match
    from sfbkit.games.dungeon_command.play.event_words import event_words
    from sfbkit.games.dungeon_command.play.players import player
    from sfbkit.games.dungeon_command.play.run import DCRun, MatchSetup
    from sfbkit.games.dungeon_command.terminal.view import DCTerminalView
    from sfbkit.kit.terminal.interactive_player import InteractivePlayer

    tree = game_tree(content)
    root = tree.root
    library = load_library(root)
    pair = tuple(part.strip() for part in warbands.split(","))
    if len(pair) != 2:
        raise UsageError(
            f"--warbands {warbands!r}: expected two warband ids, e.g. lanternguard,mirewood-brood"
        )
    if log is not None:
        check_output(log, [root])
    match = new_match(
        definitions_of(library),
        warbands=(pair[0], pair[1]),
        battlefield=battlefield,
        ruleset=ruleset,
        seed=seed,
    )
    run = DCRun(MatchSetup(seed, ruleset, (pair[0], pair[1]), battlefield, None, library.content_hash), match)
    view = DCTerminalView(library, tree.game.catalogue(root).show)

    def read(prompt: str) -> str:
        return str(click.prompt(prompt, default="", show_default=False))

    players = [
        InteractivePlayer(seat, click.echo, read, view)
        if seat == 0 or opponent == "human"
        else player(opponent, derive_seed(seed, "opponent", 1))  # type: ignore[arg-type]
        for seat in (0, 1)
    ]
    click.echo("Type help at the prompt for the commands.")
    stopped = play_at_terminal(
        match,
        players,
        run.apply,
        lambda event: click.echo("  " + event_words(event.kind, event.data)),
        people={0, 1} if opponent == "human" else {0},
        hand_over=screen_hand_over(read),
    )
    result = match.result
    if log is not None:
        write_text_atomic(log, run.log_text("jsonl"), reading=[root])
    if result is None:
        click.echo(f"The match is unfinished ({stopped or 'stopped'}).")
    else:
        click.echo(f"Winner: player {result.winner} ({result.reason}).")
    if log is not None:
        click.echo(f"wrote {log}")
    if stopped == INTERRUPTED:
        raise SystemExit(1)
