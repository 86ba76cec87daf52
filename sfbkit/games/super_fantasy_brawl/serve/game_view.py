"""What the play server asks of a game: its board drawing, a seat's hand and where each option sits.

The server, its sessions and the play page know nothing of hexes or cards; a
game plugs in by giving a GameView (Super Fantasy Brawl's is
sfbkit.games.super_fantasy_brawl.serve.sfb_view). A place tells the page what to click for an option:
``{"hex": "c4"}``, ``{"champion": "vex"}``, ``{"card": "vex-slash"}``,
``{"facing": 2, "from": "c4", "hexes": [...]}`` or ``{"hexes": [...]}`` (any of
them); an option without a place is offered as a button with its label. A place
may carry a ``note`` the page shows before the click (a card that will find no
target).
"""

from __future__ import annotations

from typing import Any, Protocol

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec
from sfbkit.kit.decisions import Decision

Place = dict[str, Any]
"""Where an option is chosen on the page (see the module docstring); None for the list of buttons."""


class GameView(Protocol):
    """The game-specific half of the play page."""

    board_scripts: tuple[str, ...]
    """Template assets that define ``window.sfbkitBoard(svg, board)`` with ``render(state)``."""
    board_styles: tuple[str, ...]
    """Template assets styling the board."""

    def setup_choices(self, library: Library) -> dict[str, Any]:
        """Returns what the new-match form offers: champions (id, name, role), drafts, team size."""
        ...

    def board(self, library: Library, spec: MatchSpec) -> dict[str, Any]:
        """Returns the static board a match is drawn on."""
        ...

    def public_state(self, match: Match) -> dict[str, Any]:
        """Returns what every seat may see: pieces, hidden traps as such, scores, the challenge track, cores."""
        ...

    def hand(self, match: Match, seat: int) -> list[dict[str, str]]:
        """Returns one seat's hand as card faces: ``{"id": ..., "html": ...}``."""
        ...

    def places(self, match: Match, decision: Decision) -> list[Place | None]:
        """Returns the place of each option of a decision, in the options' order."""
        ...
