"""Blood Wars as the kit sees it: the object registered as the ``blood-wars`` game.

Its imports are deferred to the methods, so that finding a tree's game costs nothing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from sfbkit.games.blood_wars import GAME_ID

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.content.library import BWLibrary
    from sfbkit.kit.content.file_kind import FileKind
    from sfbkit.kit.game import Catalogue, MatchRun, Simulation, Starter
    from sfbkit.kit.play.player_registry import PlayerKind
    from sfbkit.kit.problems import Problem
    from sfbkit.kit.report.validation_report import ValidationReport
    from sfbkit.kit.serve.game_pages import GamePage
    from sfbkit.kit.serve.play_view import PlayView
    from sfbkit.kit.tree.content_declaration import ContentDeclaration


class BloodWars:
    """The third game: warlords capture battlefields by intrigue and combat, 2 to 6 seats (docs/blood-wars/rules.md)."""

    id = GAME_ID
    title = "Blood Wars"
    languages: tuple[str, ...] = ("en", "ja")
    commands: Mapping[str, str] = {
        name: f"sfbkit.games.blood_wars.commands.{name}" for name in ("new", "deck", "play", "test")
    }

    @property
    def content(self) -> ContentDeclaration[BWLibrary]:
        """Returns the content folders, keyed and cached by the kit."""
        from sfbkit.games.blood_wars.content.declaration import CONTENT

        return CONTENT

    def bundled_root(self) -> Path:
        """Returns the cards, decks, deck tables and rulesets shipped with sfbkit."""
        from sfbkit.games.blood_wars.content.paths import bundled_root

        return bundled_root()

    def validate(
        self, root: Path, paths: Sequence[Path] | None = None, *, display_base: Path | None = None
    ) -> ValidationReport:
        """Validates the tree's files against the BW models, runs the checks of BW §4 and §16–§17, and reads ``matches/``.

        A whole clean tree's library is cached for the commands that read it.
        """
        from sfbkit.games.blood_wars.content.declaration import CONTENT
        from sfbkit.games.blood_wars.content.library import validate_tree
        from sfbkit.kit.tree.library_cache import store_report_library
        from sfbkit.kit.tree.tree_key import cache_slot

        slot = None if paths else cache_slot(root, CONTENT)
        report = validate_tree(root, paths, display_base=display_base)
        store_report_library(slot, root, CONTENT, report)
        return _with_scripts_checked(report, paths, display_base)

    def schemas(self) -> Mapping[str, str]:
        """Returns one JSON Schema per content file kind."""
        from sfbkit.games.blood_wars.content.schema_export import schema_files

        return dict(schema_files())

    def catalogue(self, root: Path) -> Catalogue:
        """Opens the tree's cards and decks for browsing."""
        from sfbkit.games.blood_wars.catalogue import BWCatalogue

        return BWCatalogue(root)

    def content_folders(self, root: Path) -> tuple[Path, ...]:
        """Returns the tree's content folders and matches/: no output may go there."""
        from sfbkit.games.blood_wars.content.declaration import FOLDERS

        return tuple(root / folder for folder in (*FOLDERS, "matches"))

    def content_files(self, root: Path, unreadable: list[Problem] | None = None) -> list[Path]:
        """Returns each content folder's files by name."""
        from sfbkit.games.blood_wars.content.library import content_files

        return content_files(root, unreadable)

    def file_kind(self, path: Path) -> FileKind | None:
        """Returns a content file's kind from its folder and name."""
        from sfbkit.games.blood_wars.content.kinds import kind_of

        return kind_of(path)

    def starter(self) -> Starter:
        """Returns what ``sfbkit init`` writes for a Blood Wars repository: a tree that extends the bundled one."""
        from sfbkit.games.blood_wars.starter import STARTER

        return STARTER

    def run_script(self, root: Path, script: Path) -> tuple[MatchRun, str]:
        """Runs a Blood Wars match script on the tree (the engine's part)."""
        from sfbkit.games.blood_wars.match_runs import run_script

        return run_script(root, script)

    def replay(self, root: Path, log: Path) -> tuple[MatchRun, str]:
        """Replays a Blood Wars JSONL match log (the engine's part)."""
        from sfbkit.games.blood_wars.match_runs import replay

        return replay(root, log)

    def simulation(self) -> Simulation:
        """Returns how ``simulate`` plays Blood Wars: decks as sides, 2 to 6 seats."""
        from sfbkit.games.blood_wars.play.simulation import SIMULATION

        return SIMULATION

    def players(self) -> Sequence[PlayerKind]:
        """Returns the game's own players by name: its greedy bot, and search on its evaluation."""
        from sfbkit.games.blood_wars.play.players import GAME_PLAYERS

        return GAME_PLAYERS

    def play_view(self, root: Path) -> PlayView:
        """Returns Blood Wars' half of ``sfbkit serve`` on the tree's content: 2 to 6 seats, people or bots."""
        from sfbkit.games.blood_wars.content.library import load_library
        from sfbkit.games.blood_wars.play_page.bw_view import BWView

        return BWView(load_library(root))

    def game_pages(self, root: Path) -> Sequence[GamePage]:
        """Returns the pages ``sfbkit serve`` adds for Blood Wars: the deck page, which saves into ``decks/``."""
        from sfbkit.games.blood_wars.deck_page.deck_routes import deck_page

        return (deck_page(root),)


def _with_scripts_checked(
    report: ValidationReport, paths: Sequence[Path] | None, display_base: Path | None
) -> ValidationReport:
    """Adds the problems of the tree's match scripts (``matches/``), read without playing, to a content report."""
    from sfbkit.games.blood_wars.play.script_checks import check_scripts
    from sfbkit.kit.scripts.checked_scripts import script_files, with_checked_scripts

    scripts = script_files(report.root, paths)
    if not scripts:
        return report
    return with_checked_scripts(report, scripts, check_scripts(report, scripts, display_base), display_base)


GAME = BloodWars()

if TYPE_CHECKING:
    from sfbkit.kit.game import Game

    _satisfies_the_protocol: Game = GAME
