"""The interactive terminal player: shows the board, lists the legal options, reads a choice."""

from __future__ import annotations

from collections.abc import Callable

from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.play.board_text import board_lines, status_lines
from sfbkit.kit.decisions import Decision


class InteractivePlayer:
    """Asks a person at a terminal; an answer is an option's number or its id."""

    name = "human"

    def __init__(self, seat: int, echo: Callable[[str], None], read: Callable[[str], str]) -> None:
        self.seat = seat
        self.echo = echo
        self.read = read
        self._shown_board_at = -1

    def choose(self, match: Match, decision: Decision) -> str:
        """Shows the board (when it changed), lists the options, and reads until a legal choice."""
        if self._shown_board_at != len(match.events):
            for line in [*board_lines(match), *status_lines(match, self.seat)]:
                self.echo(line)
            self._shown_board_at = len(match.events)
        prompt = decision.prompt or decision.kind
        self.echo(f"player {decision.player}, {prompt}:")
        for number, option in enumerate(decision.options, start=1):
            self.echo(f"  {number:>2}. {option.label}  [{option.id}]")
        while True:
            answer = self.read("choice").strip()
            if answer.isdigit() and 1 <= int(answer) <= len(decision.options):
                return decision.options[int(answer) - 1].id
            if decision.allows(answer):
                return answer
            self.echo(
                f"not a legal choice: {answer!r}; give a number from 1 to {len(decision.options)} or an option id"
            )
