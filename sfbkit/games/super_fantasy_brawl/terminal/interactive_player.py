"""The interactive terminal player: shows the board, lists the legal options, reads a choice or a command."""

from __future__ import annotations

from collections.abc import Callable

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.render.terminal import card_lines, champion_lines
from sfbkit.games.super_fantasy_brawl.terminal.board_text import board_lines, status_lines
from sfbkit.games.super_fantasy_brawl.text import rules_text
from sfbkit.kit.decisions import Decision

HELP = [
    "answer with an option's number or its id (for example 2 or step:c4), or one of:",
    "  help        this list",
    "  board       the board, the challenge track and your hand again",
    "  options     the legal options again",
    "  show CARD   a card's full text: a card id or name, a champion id, or a challenge id",
    "  quit        abandon the match (its log is still written)",
]


class QuitMatch(Exception):
    """The person at the terminal gave up the match."""


class InteractivePlayer:
    """Asks a person at a terminal; an answer is an option's number or its id, or a command (``help``)."""

    name = "human"

    def __init__(
        self,
        seat: int,
        echo: Callable[[str], None],
        read: Callable[[str], str],
        library: Library | None = None,
    ) -> None:
        self.seat = seat
        self.echo = echo
        self.read = read
        self.library = library
        self._shown_board_at = -1

    def _board(self, match: Match) -> None:
        for line in [*board_lines(match), *status_lines(match, self.seat, self.library)]:
            self.echo(line)

    def _options(self, decision: Decision) -> None:
        self.echo(f"player {decision.player}, {decision.prompt or decision.kind}:")
        for number, option in enumerate(decision.options, start=1):
            self.echo(f"  {number:>2}. {option.label}  [{option.id}]")

    def choose(self, match: Match, decision: Decision) -> str:
        """Shows the board (when it changed), lists the options, and reads until a legal choice."""
        if self._shown_board_at != len(match.events):
            self._board(match)
            self._shown_board_at = len(match.events)
        self._options(decision)
        while True:
            answer = self.read("choice").strip()
            word, _, rest = answer.partition(" ")
            if answer.isdigit() and 1 <= int(answer) <= len(decision.options):
                return decision.options[int(answer) - 1].id
            if decision.allows(answer):
                return answer
            if answer in ("help", "?"):
                for line in HELP:
                    self.echo(line)
            elif answer == "board":
                self._board(match)
            elif answer == "options":
                self._options(decision)
            elif word == "show":
                for line in self._show(rest.strip()):
                    self.echo(line)
            elif answer in ("quit", "exit"):
                raise QuitMatch
            else:
                self.echo(
                    f"not a legal choice: {answer!r}; give a number from 1 to {len(decision.options)}, "
                    "an option id, or help"
                )

    def _show(self, name: str) -> list[str]:
        """Returns the terminal lines of a card, champion or challenge named by id or (card) name."""
        library = self.library
        if library is None:
            return ["show needs the card library"]
        if not name:
            return ["show what? give a card id or name, a champion id or a challenge id"]
        wanted = name.casefold()
        for card in library.cards.values():
            if wanted in (card.id.casefold(), card.name.casefold()):
                owner = library.champions.get(library.card_owner[card.id])
                return card_lines(card, owner.name if owner else library.card_owner[card.id], "en")
        for champion in library.champions.values():
            if wanted in (champion.id.casefold(), champion.name.casefold()):
                return champion_lines(champion, library, "en")
        for challenge in library.challenges.values():
            if wanted in (challenge.id.casefold(), challenge.name.casefold()):
                return [
                    f"challenge {challenge.name} [{challenge.id}]",
                    f"  {rules_text.condition_text(challenge.condition, 'en')}",
                ]
        return [f"no card, champion or challenge is called {name!r}"]
