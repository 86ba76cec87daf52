"""``sfbkit play`` for Blood Wars: 2 to 6 seats at the shared terminal, any seat a person or a bot, hands hidden."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from sfbkit.cli.options import content_option, game_tree
from sfbkit.kit.errors import UsageError
from sfbkit.kit.io.atomic import check_output, write_text_atomic
from sfbkit.kit.play.decisions import Decision
from sfbkit.kit.play.events import Event
from sfbkit.kit.play.seeds import derive_seed
from sfbkit.kit.terminal.terminal_match import INTERRUPTED

HUMAN = "human"
"""The seat name of a person at the terminal."""


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
    from sfbkit.kit.terminal.interactive_player import InteractivePlayer
    from sfbkit.kit.terminal.terminal_match import play_at_terminal, screen_hand_over

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

    def words_of(card: str) -> str:
        return name_of(match, card)

    people: dict[int, InteractivePlayer] = {}

    class Person:
        """A person's seat: their decisions worded, their prompt fresh after each hand-over."""

        name = HUMAN

        def __init__(self, seat: int) -> None:
            self.seat = seat
            people[seat] = InteractivePlayer(seat, click.echo, read, view)

        def choose(self, match: Any, decision: Decision) -> str:
            return people[self.seat].choose(match, worded(decision, words_of))

    def hand_over(seat: int) -> None:
        handed(seat)
        people[seat] = InteractivePlayer(seat, click.echo, read, view)

    handed = screen_hand_over(read)
    seated: list[Any] = [Person(seat) if name == HUMAN else bots[seat] for seat, name in enumerate(names)]
    click.echo(
        "Seats: "
        + ", ".join(
            f"player {seat} {name} ({deck})"
            for seat, (name, deck) in enumerate(zip(names, chosen, strict=True))
        )
    )
    click.echo("Type help at the prompt for the commands.")

    def show(event: Event) -> None:
        if event.kind in PUBLIC_EVENTS:
            click.echo("  " + event_words(event.kind, event.data, words_of))

    def answer(option: str, _player: str) -> None:
        decision = match.decision
        assert decision is not None
        run.apply(option, names[decision.player])

    stopped = play_at_terminal(match, seated, answer, show, people=set(people), hand_over=hand_over)
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
    if stopped == INTERRUPTED:
        raise SystemExit(1)
