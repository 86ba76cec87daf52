"""A declared game's catalogue: the kit's record catalogue, with sheets and a site drawn from the game's faces."""

from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from sfbkit.kit.catalogue.record_catalogue import RecordCatalogue
from sfbkit.kit.tree.tree_library import TreeLibrary

if TYPE_CHECKING:
    from sfbkit.kit.declared.game import DeclaredGame
    from sfbkit.kit.game import SheetRequest
    from sfbkit.kit.render.card_pages import CardPages


class DeclaredCatalogue(RecordCatalogue[TreeLibrary]):
    """One tree of a declared game opened for browsing, printing and its site."""

    def __init__(self, root: Path, game: DeclaredGame) -> None:
        super().__init__(root, game)
        self.game = game

    @cached_property
    def guarded(self) -> frozenset[Path]:
        """The tree's content folders, root content files and manifest, read from the game itself."""
        from sfbkit.kit.tree.content_guard import guarded_paths

        return frozenset(guarded_paths(self.game, self.root))

    def pages(self) -> CardPages:
        """Returns the tree's cards as the kit's sheets and site draw them."""
        from sfbkit.kit.render.card_pages import CardPages, no_lines, plain_lines

        game = self.game
        return CardPages(
            title=game.title,
            languages=game.languages,
            records=self.records,
            groups=game.groups(self.library),
            face_html=game.face_html,
            text_lines=plain_lines,
            group_lines=no_lines,
            search_fields=game.search_fields,
            record_fields=game.record_fields,
            words=game.site_words(),
            guarded=self.guarded,
        )

    def sheet(self, request: SheetRequest) -> bytes:
        """Returns a printed sheet of the cards (or groups) a request names."""
        from sfbkit.kit.render.declared_pages import sheet_bytes

        return sheet_bytes(self.pages(), request)

    def write_site(self, out: Path) -> None:
        """Writes the static card browser into ``out``."""
        from sfbkit.kit.render.declared_pages import write_site

        write_site(self.pages(), out)
