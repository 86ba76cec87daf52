"""``sfbkit play`` for Blood Wars: 2 to 6 seats at the shared terminal, any seat a person or a bot, hands hidden."""

from __future__ import annotations

from pathlib import Path

import click

from sfbkit.cli.options import content_option, game_tree
from sfbkit.kit.errors import UsageError
from sfbkit.kit.io.atomic import check_output, write_text_atomic
from sfbkit.kit.play.seeds import derive_seed

HUMAN = "human"
"""The seat name of a person at the terminal."""

CLEAR_LINES = 40
"""Blank lines printed before a hand-over, so the last person's hand scrolls out of sight."""


def seat_names(players: str | None, seats: int) -> tuple[str, ...]:
    """Returns each seat's player: ``--players`` one per seat, or a person in seat 0 and greedy bots elsewhere."""
    if players is None:
        return (HUMAN, *(["greedy"] * (seats - 1)))
    names = tuple(name.strip() for name in players.split(","))
    if len(names) != seats:
        raise UsageError(
            f"--players {players}: expected {seats} names, one per deck (human, random, first, greedy, search:N)"
        )
    return names


@click.command("play")
@click.option(
    "--decks",
    default="cinder-host,mire-court",
    show_default=True,
    metavar="A,B[,...]",
    help="One deck per seat, 2 to 6 seats, in seat order.",
)
@click.option(
    "--players",
    default=None,
    metavar="NAME,NAME[,...]",
    help="Who plays each seat: human, or a bot (random, first, greedy, search:N). "
    "Default: a person in seat 0, greedy bots in the others.",
)
@click.option("--seed", type=click.IntRange(0, 2**63 - 1), default=0, show_default=True)
@click.option("--ruleset", default="conflict", show_default=True)
@click.option(
    "--log",
    "log",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Write the JSONL log here when the match ends or you quit (the format of match --log jsonl; "
    "sfbkit replay verifies it and the play page resumes it).",
)
@content_option()
def command(
    decks: str, players: str | None, seed: int, ruleset: str, log: Path | None, content: Path | None
) -> None:
    """Plays a Blood Wars match at the terminal; people pass the screen between their seats. Type help at the prompt."""
    from sfbkit.games.blood_wars.content.library import load_library
    from sfbkit.games.blood_wars.engine.compile import definitions_of
    from sfbkit.games.blood_wars.play.option_words import worded
    from sfbkit.games.blood_wars.play.players import PLAYERS
    from sfbkit.games.blood_wars.play.run import BWRun, MatchSetup
    from sfbkit.games.blood_wars.play.start import start_match
    from sfbkit.games.blood_wars.play.table_view import name_of
    from sfbkit.games.blood_wars.terminal.public_events import PUBLIC_EVENTS, event_words
    from sfbkit.games.blood_wars.terminal.view import BWTerminalView
    from sfbkit.kit.terminal.interactive_player import InteractivePlayer, QuitMatch

    tree = game_tree(content)
    root = tree.root
    chosen = tuple(part.strip() for part in decks.split(","))
    names = seat_names(players, len(chosen))
    bots = {
        seat: PLAYERS.make(name, derive_seed(seed, "opponent", seat))
        for seat, name in enumerate(names)
        if name != HUMAN
    }
    library = load_library(root)
    if log is not None:
        check_output(log, [root])
    setup = MatchSetup(seed, ruleset, chosen, library.content_hash)
    run = BWRun(setup, start_match(definitions_of(library), setup))
    run.seat_names.update(enumerate(names))
    run.player_seeds.update({seat: derive_seed(seed, "opponent", seat) for seat in bots})
    match = run.match
    view = BWTerminalView(tree.game.catalogue(root).show)

    def read(prompt: str) -> str:
        return str(click.prompt(prompt, default="", show_default=False))

    humans = {
        seat: InteractivePlayer(seat, click.echo, read, view)
        for seat, name in enumerate(names)
        if name == HUMAN
    }
    click.echo(
        "Seats: "
        + ", ".join(
            f"player {seat} {name} ({deck})"
            for seat, (name, deck) in enumerate(zip(names, chosen, strict=True))
        )
    )
    click.echo("Type help at the prompt for the commands.")
    shown = 0
    facing: int | None = None
    stopped: str | None = None

    def words_of(card: str) -> str:
        return name_of(match, card)

    try:
        while (decision := match.decision) is not None:
            for event in match.events[shown:]:
                if event.kind in PUBLIC_EVENTS:
                    click.echo("  " + event_words(event.kind, event.data, words_of))
            shown = len(match.events)
            human = humans.get(decision.player)
            if human is None:
                run.apply(bots[decision.player].choose(match, decision), names[decision.player])
                continue
            if len(humans) > 1 and facing != decision.player:
                # Hot-seat: the last person's hand scrolls away before the next one's is shown.
                click.echo("\n" * CLEAR_LINES)
                read(
                    f"pass to player {decision.player} (p{decision.player + 1}); press Enter when only they see the screen"
                )
                facing = decision.player
                human = humans[decision.player] = InteractivePlayer(decision.player, click.echo, read, view)
            run.apply(human.choose(match, worded(decision, words_of)), HUMAN)
    except QuitMatch:
        stopped = "you quit"
    except (click.Abort, EOFError):
        stopped = "input ended or was interrupted"
    for event in match.events[shown:]:
        if event.kind in PUBLIC_EVENTS:
            click.echo("  " + event_words(event.kind, event.data, words_of))
    if log is not None:
        write_text_atomic(log, run.log_text("jsonl"), reading=[root])
    result = match.result
    if result is None:
        click.echo(f"The match is unfinished ({stopped or 'stopped'}).")
    elif result.winner is None:
        click.echo(
            f"A draw ({result.reason}) after round {result.round}; VP {', '.join(map(str, result.vp))}."
        )
    else:
        click.echo(
            f"Winner: player {result.winner} (p{result.winner + 1}, {result.reason}) in round {result.round}; "
            f"VP {', '.join(map(str, result.vp))}."
        )
    if log is not None:
        click.echo(f"wrote {log}")
    if stopped == "input ended or was interrupted":
        raise SystemExit(1)
