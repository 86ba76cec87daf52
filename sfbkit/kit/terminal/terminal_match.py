"""The terminal match of every game's ``play``: players answer in turn, each event is shown once, a stop is told apart."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Literal

import click

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


def play_at_terminal(
    match: Any,
    players: Sequence[Player[Any]],
    answer: Callable[[str, str], object],
    show: Callable[[Event], None],
) -> Stop | None:
    """Plays a match to its end, showing each new event before the next answer; returns why it stopped, if early.

    ``answer(option, player name)`` records each answer; a person who quits, ends the input or presses
    Ctrl-C stops the match where it is.
    """
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
