"""The terminal match of every game's ``play``: players answer in turn, each event is shown once, a stop is told apart."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from pathlib import Path
from typing import Any, Literal

import click

from sfbkit.kit.play.decisions import Decision
from sfbkit.kit.play.events import Event
from sfbkit.kit.play.play_loop import MATCH_DECISION_CAP, play_match
from sfbkit.kit.play.player import Player
from sfbkit.kit.terminal.interactive_player import QuitMatch

Stop = Literal["you quit", "input ended or was interrupted"]
"""Why a terminal match stopped before its end."""

INTERRUPTED: Stop = "input ended or was interrupted"


def opponent_option(names: Sequence[str], help: str) -> Callable[[Any], Any]:
    """Returns ``--opponent``: one of the game's players, or ``human`` for a second person; greedy by default."""
    return click.option(
        "--opponent", type=click.Choice([*names, "human"]), default="greedy", show_default=True, help=help
    )


def log_option(help: str) -> Callable[[Any], Any]:
    """Returns ``--log``: the file the match's JSONL log is written to."""
    return click.option(
        "--log", "log", type=click.Path(dir_okay=False, path_type=Path), default=None, help=help
    )


CLEAR_LINES = 40
"""Blank lines printed before a hand-over, so the last person's hand scrolls out of sight."""


def screen_hand_over(
    read: Callable[[str], str], echo: Callable[[str], None] = click.echo
) -> Callable[[int], None]:
    """Returns a hand-over that scrolls the last person's hand away, then waits for the next person's Enter."""

    def hand_over(seat: int) -> None:
        echo("\n" * CLEAR_LINES)
        read(f"pass to player {seat} (p{seat + 1}); press Enter when only they see the screen")

    return hand_over


class _HandedOver:
    """A person's seat that calls the hand-over first when another person faced the screen last."""

    def __init__(
        self, seat: int, inner: Player[Any], facing: list[int | None], hand_over: Callable[[int], None]
    ) -> None:
        self.seat = seat
        self.inner = inner
        self.name = inner.name
        self.facing = facing
        self.hand_over = hand_over

    def choose(self, match: Any, decision: Decision) -> str:
        """Hands the screen over if needed, then lets the person answer."""
        if self.facing[0] != self.seat:
            self.hand_over(self.seat)
            self.facing[0] = self.seat
        return self.inner.choose(match, decision)


def play_at_terminal(
    match: Any,
    players: Sequence[Player[Any]],
    answer: Callable[[str, str], object],
    show: Callable[[Event], None],
    *,
    people: Collection[int] = (),
    hand_over: Callable[[int], None] | None = None,
) -> Stop | None:
    """Plays a match to its end, showing each new event before the next answer; returns why it stopped, if early.

    ``answer(option, player name)`` records each answer; a person who quits, ends the input or presses
    Ctrl-C stops the match where it is. With two or more ``people`` (seats of persons at this terminal),
    ``hand_over(seat)`` runs before a person answers whenever another person faced the screen last, so
    that no one sees another's hidden hand.
    """
    if hand_over is not None and len(people) > 1:
        facing: list[int | None] = [None]
        players = [
            _HandedOver(seat, player, facing, hand_over) if seat in people else player
            for seat, player in enumerate(players)
        ]
    shown = 0

    def show_new(match: Any) -> bool:
        nonlocal shown
        for event in match.events[shown:]:
            show(event)
        shown = len(match.events)
        return False

    stop: Stop | None = None
    try:
        play_match(match, players, cap=MATCH_DECISION_CAP, answer=answer, until=show_new)
    except QuitMatch:
        stop = "you quit"
    except (click.Abort, EOFError, KeyboardInterrupt):
        stop = INTERRUPTED
    show_new(match)
    return stop
