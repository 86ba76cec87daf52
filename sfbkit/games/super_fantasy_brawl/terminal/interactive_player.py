"""Super Fantasy Brawl at the shared terminal: its board, its card texts, and the kit's command loop."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.render.terminal import card_lines, champion_lines
from sfbkit.games.super_fantasy_brawl.terminal.board_text import board_lines, status_lines
from sfbkit.games.super_fantasy_brawl.text import rules_text
from sfbkit.kit.play.decisions import Option
from sfbkit.kit.terminal import interactive_player
from sfbkit.kit.terminal.interactive_player import QuitMatch
from sfbkit.kit.terminal.view import OptionGroup

__all__ = ["InteractivePlayer", "QuitMatch", "SFBTerminalView"]


class SFBTerminalView:
    """The hex board with the challenge track and the viewer's hand; cards, champions and challenges by name."""

    show_words = "a card (by id or name), a champion or a challenge"

    def __init__(self, library: Library | None = None) -> None:
        self.library = library

    def board_lines(self, match: Any, seat: int) -> list[str]:
        """Returns the hex grid, then the round, VP, track, champions and the seat's hand."""
        return [*board_lines(match), *status_lines(match, seat, self.library)]

    def group(self, option: Option) -> OptionGroup | None:
        """Returns None: Super Fantasy Brawl's option lists are short enough to list whole."""
        return None

    def show_lines(self, name: str) -> list[str]:
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


class InteractivePlayer(interactive_player.InteractivePlayer):
    """The shared terminal player with Super Fantasy Brawl's view."""

    def __init__(
        self,
        seat: int,
        echo: Callable[[str], None],
        read: Callable[[str], str],
        library: Library | None = None,
    ) -> None:
        super().__init__(seat, echo, read, SFBTerminalView(library))
