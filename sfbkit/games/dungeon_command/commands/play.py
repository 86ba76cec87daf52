"""``sfbkit play`` for Dungeon Command: a match at the shared terminal, the board drawn and events printed as they happen."""

from __future__ import annotations

from pathlib import Path

import click

from sfbkit.cli.options import content_option, game_tree
from sfbkit.games.dungeon_command.play.script import POLICIES
from sfbkit.kit.atomic import check_output, write_text_atomic
from sfbkit.kit.errors import UsageError
from sfbkit.kit.play.seeds import derive_seed


@click.command("play")
@click.option(
    "--warbands",
    default="lanternguard,mirewood-brood",
    show_default=True,
    metavar="A,B",
    help="Your warband (seat 0), then the opponent's.",
)
@click.option(
    "--opponent",
    type=click.Choice([*POLICIES, "human"]),
    default="greedy",
    show_default=True,
    help="Who plays seat 1.",
)
@click.option("--seed", type=click.IntRange(0, 2**63 - 1), default=0, show_default=True)
@click.option("--ruleset", default="standard", show_default=True)
@click.option("--battlefield", default="twin-vaults", show_default=True)
@click.option(
    "--log",
    "log",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Write the JSONL log here when the match ends or you quit.",
)
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
    from sfbkit.kit.terminal.interactive_player import InteractivePlayer, QuitMatch

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

    humans = {
        seat: InteractivePlayer(seat, click.echo, read, view)
        for seat in (0, 1)
        if seat == 0 or opponent == "human"
    }
    bot = None if opponent == "human" else player(opponent, derive_seed(seed, "opponent", 1))  # type: ignore[arg-type]
    shown = 0
    click.echo("Type help at the prompt for the commands.")
    stopped: str | None = None
    try:
        while (decision := match.decision) is not None:
            for event in match.events[shown:]:
                click.echo("  " + event_words(event.kind, event.data))
            shown = len(match.events)
            human = humans.get(decision.player)
            if human is None:
                assert bot is not None
                run.apply(bot.choose(match, decision), bot.name)
                continue
            run.apply(human.choose(match, decision), "human")
    except QuitMatch:
        stopped = "you quit"
    except (click.Abort, EOFError):
        stopped = "input ended or was interrupted"
    for event in match.events[shown:]:
        click.echo("  " + event_words(event.kind, event.data))
    result = match.result
    if log is not None:
        write_text_atomic(log, run.log_text("jsonl"), reading=[root])
    if result is None:
        click.echo(f"The match is unfinished ({stopped or 'stopped'}).")
    else:
        click.echo(f"Winner: player {result.winner} ({result.reason}).")
    if log is not None:
        click.echo(f"wrote {log}")
    if stopped == "input ended or was interrupted":
        raise SystemExit(1)
