"""What a game gives the shared terminal player: its board, its card texts and how its options group."""

from __future__ import annotations

from typing import Any, NamedTuple, Protocol

from sfbkit.kit.play.decisions import Option


class OptionGroup(NamedTuple):
    """The verb and subject an option shares with others (``deploy lantern-pikeman``) and what sets it apart."""

    key: str
    """The same for every option of the group."""
    label: str
    """The group as one choice: ``deploy Lantern Pikeman (level 2)``."""
    member: str
    """The option within its group: ``c1``."""


class TerminalView(Protocol):
    """A game's side of the terminal: the board drawing, ``show`` and the grouping of long option lists."""

    show_words: str
    """What ``show`` takes, for the help: ``a card id or name, a champion id, or a challenge id``."""

    def board_lines(self, match: Any, seat: int) -> list[str]:
        """Returns the board, the pieces on it and what the seat may see of the match."""
        ...

    def show_lines(self, name: str) -> list[str]:
        """Returns the full text of what ``name`` names, or one line saying nothing is called that."""
        ...

    def group(self, option: Option) -> OptionGroup | None:
        """Returns the group of an option, or None when it stands alone."""
        ...
