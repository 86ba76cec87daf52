"""A declared game's catalogue: the kit's record catalogue, with sheets and a site drawn from the game's faces."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from sfbkit.kit.record_catalogue import RecordCatalogue
from sfbkit.kit.tree_library import TreeLibrary

if TYPE_CHECKING:
    from sfbkit.kit.declared_game import DeclaredGame
    from sfbkit.kit.game import SheetRequest


class DeclaredCatalogue(RecordCatalogue[TreeLibrary]):
    """One tree of a declared game opened for browsing, printing and its site."""

    def __init__(self, root: Path, game: DeclaredGame) -> None:
        super().__init__(root, game)
        self.game = game

    def sheet(self, request: SheetRequest) -> bytes:
        """Returns a printed sheet of the cards (or groups) a request names."""
        from sfbkit.kit.render.declared_pages import sheet_bytes

        return sheet_bytes(self.game, self, request)

    def write_site(self, out: Path) -> None:
        """Writes the static card browser into ``out``."""
        from sfbkit.kit.render.declared_pages import write_site

        write_site(self.game, self, out)
