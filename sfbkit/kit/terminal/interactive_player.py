"""The interactive terminal player of every game: shows the board, lists the options, reads a choice or a command."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sfbkit.kit.play.decisions import Decision
from sfbkit.kit.terminal.option_menu import MenuEntry, entry_lines, member_answer, member_lines, menu
from sfbkit.kit.terminal.view import TerminalView

PROMPT = "choice"
"""The one prompt of every game's terminal."""


def help_lines(view: TerminalView) -> list[str]:
    """Returns the commands every game's terminal takes, in the game's words for ``show``."""
    return [
        "answer with an option's number or its id (for example 2 or step:c4), or one of:",
        "  help        this list",
        "  board       the board and what you may see of the match, again",
        "  options     the legal options again (from a group's choices: back to the groups)",
        f"  show ID     the full text of {view.show_words}",
        "  quit        abandon the match (its log is still written)",
    ]


class QuitMatch(Exception):
    """The person at the terminal gave up the match."""


class InteractivePlayer:
    """Asks a person at a terminal; an answer is an option's number or its id, or a command (``help``)."""

    name = "human"

    def __init__(
        self, seat: int, echo: Callable[[str], None], read: Callable[[str], str], view: TerminalView
    ) -> None:
        self.seat = seat
        self.echo = echo
        self.read = read
        self.view = view
        self._shown_board_at = -1

    def _board(self, match: Any) -> None:
        for line in self.view.board_lines(match, self.seat):
            self.echo(line)

    def _options(self, decision: Decision, entries: list[MenuEntry]) -> None:
        self.echo(f"player {decision.player}, {decision.prompt or decision.kind}:")
        for line in entry_lines(entries):
            self.echo(line)

    def _members(self, entry: MenuEntry) -> None:
        self.echo(f"{entry.label}, choose one (or 'options' for the list before):")
        for line in member_lines(entry, self.view):
            self.echo(line)

    def choose(self, match: Any, decision: Decision) -> str:
        """Shows the board (when it changed), lists the options, and reads until a legal choice."""
        if self._shown_board_at != len(match.events):
            self._board(match)
            self._shown_board_at = len(match.events)
        entries = menu(decision, self.view)
        self._options(decision, entries)
        within: MenuEntry | None = None
        while True:
            answer = self.read(PROMPT).strip()
            word, _, rest = answer.partition(" ")
            if decision.allows(answer):
                return answer
            if within is not None and (picked := member_answer(within, answer, self.view)) is not None:
                return picked
            if within is None and answer.isdigit() and 1 <= int(answer) <= len(entries):
                entry = entries[int(answer) - 1]
                if entry.group is None:
                    return entry.options[0].id
                within = entry
                self._members(entry)
            elif answer in ("help", "?"):
                for line in help_lines(self.view):
                    self.echo(line)
            elif answer == "board":
                self._board(match)
            elif answer in ("options", "back"):
                within = None
                self._options(decision, entries)
            elif word == "show":
                for line in self.view.show_lines(rest.strip()):
                    self.echo(line)
            elif answer in ("quit", "exit"):
                raise QuitMatch
            else:
                count = len(within.options) if within is not None else len(entries)
                self.echo(
                    f"not a legal choice: {answer!r}; give a number from 1 to {count}, an option id, or help"
                )
