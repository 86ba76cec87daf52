"""``sfbkit play`` for Dungeon Command: a match at the terminal, events printed as they happen."""

from __future__ import annotations

from pathlib import Path

import click

from sfbkit.cli.options import content_option, game_tree
from sfbkit.games.dungeon_command.play.script import POLICIES
from sfbkit.kit.atomic import check_output, write_text_atomic
from sfbkit.kit.errors import UsageError
from sfbkit.kit.play.seeds import derive_seed

HELP = "Answer with an option's number or its id; 'help' repeats the options, 'quit' ends (and writes --log)."


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
    """Plays a Dungeon Command match at the terminal against a bot or a second human."""
    from sfbkit.games.dungeon_command.content.library import load_library
    from sfbkit.games.dungeon_command.engine.compile import definitions_of
    from sfbkit.games.dungeon_command.engine.match import new_match
    from sfbkit.games.dungeon_command.play.logs import event_words
    from sfbkit.games.dungeon_command.play.players import player
    from sfbkit.games.dungeon_command.play.run import DCRun, MatchSetup

    root = game_tree(content).root
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
    bot = None if opponent == "human" else player(opponent, derive_seed(seed, "opponent", 1))  # type: ignore[arg-type]
    shown = 0
    click.echo(HELP)
    while (decision := match.decision) is not None:
        for event in match.events[shown:]:
            click.echo("  " + event_words(event.kind, event.data))
        shown = len(match.events)
        if decision.player == 1 and bot is not None:
            run.apply(decision, bot.choose(match, decision), bot.name)
            continue
        click.echo(
            f"player {decision.player}, {decision.kind}"
            + (f" ({decision.prompt})" if decision.prompt else "")
            + ":"
        )
        for number, option in enumerate(decision.options, start=1):
            click.echo(f"  {number}. {option.id}  {option.label}")
        answer = ""
        while True:
            answer = click.prompt(">", default="", show_default=False).strip()
            if answer == "quit":
                break
            if answer.isdigit() and 1 <= int(answer) <= len(decision.options):
                answer = decision.options[int(answer) - 1].id
            if decision.allows(answer):
                break
            click.echo(HELP if answer == "help" else f"{answer!r} is not an option; {HELP}")
            if answer == "help":
                for number, option in enumerate(decision.options, start=1):
                    click.echo(f"  {number}. {option.id}  {option.label}")
        if answer == "quit":
            break
        run.apply(decision, answer, "human")
    for event in match.events[shown:]:
        click.echo("  " + event_words(event.kind, event.data))
    result = match.result
    click.echo(
        "You quit; the match is unfinished."
        if result is None
        else f"Winner: player {result.winner} ({result.reason})."
    )
    if log is not None:
        write_text_atomic(log, run.log_text("jsonl"), reading=[root])
        click.echo(f"wrote {log}")
