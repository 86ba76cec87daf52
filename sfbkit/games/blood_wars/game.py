"""Blood Wars as the kit sees it: the object registered as the ``blood-wars`` game.

Its imports are deferred to the methods, so that finding a tree's game costs nothing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from sfbkit.games.blood_wars import GAME_ID
from sfbkit.kit.play.validating_game import ValidatingGame

if TYPE_CHECKING:
    from sfbkit.kit.game import Starter
    from sfbkit.kit.report.validation_report import ValidationReport
    from sfbkit.kit.serve.game_pages import GamePage
    from sfbkit.kit.serve.play_view import PlayView


class BloodWars(ValidatingGame):
    """The third game: warlords capture battlefields by intrigue and combat, 2 to 6 seats (docs/blood-wars/rules.md)."""

    id = GAME_ID
    title = "Blood Wars"
    languages: tuple[str, ...] = ("en", "ja")
    commands: Mapping[str, str] = {
        name: f"sfbkit.games.blood_wars.commands.{name}" for name in ("new", "deck", "play", "test")
    }
    game_catalogue = "catalogue:BWCatalogue"

    def schemas(self) -> Mapping[str, str]:
        """Returns one JSON Schema per content file kind."""
        from sfbkit.games.blood_wars.content.schema_export import schema_files

        return dict(schema_files())

    def starter(self) -> Starter:
        """Returns what ``sfbkit init`` writes for a Blood Wars repository: a tree that extends the bundled one."""
        from sfbkit.games.blood_wars.starter import STARTER

        return STARTER

    def play_view(self, root: Path) -> PlayView:
        """Returns Blood Wars' half of ``sfbkit serve`` on the tree's content: 2 to 6 seats, people or bots."""
        from sfbkit.games.blood_wars.content.library import load_library
        from sfbkit.games.blood_wars.play_page.bw_view import BWView

        return BWView(load_library(root))

    def with_scripts_checked(
        self, report: ValidationReport, paths: Sequence[Path] | None, display_base: Path | None
    ) -> ValidationReport:
        """Adds the problems of the tree's match scripts (``matches/``), read without playing, to a content report."""
        from sfbkit.games.blood_wars.play.script_checks import check_scripts
        from sfbkit.kit.scripts.checked_scripts import script_files, with_checked_scripts

        scripts = script_files(report.root, paths)
        if not scripts:
            return report
        return with_checked_scripts(
            report, scripts, check_scripts(report, scripts, display_base), display_base
        )

    def game_pages(self, root: Path) -> Sequence[GamePage]:
        """Returns the pages ``sfbkit serve`` adds for Blood Wars: the deck page, which saves into ``decks/``."""
        from sfbkit.games.blood_wars.deck_page.deck_routes import deck_page

        return (deck_page(root),)


GAME = BloodWars()

if TYPE_CHECKING:
    from sfbkit.kit.game import Game

    _satisfies_the_protocol: Game = GAME
