"""Dungeon Command as the kit sees it: the object registered as the ``dungeon-command`` game.

Its imports are deferred to the methods, so that finding a tree's game costs nothing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from sfbkit.games.dungeon_command import GAME_ID
from sfbkit.kit.play.validating_game import ValidatingGame

if TYPE_CHECKING:
    from sfbkit.games.dungeon_command.play_page.dc_view import DCView
    from sfbkit.kit.game import Starter
    from sfbkit.kit.report.validation_report import ValidationReport


class DungeonCommand(ValidatingGame):
    """The second game: warbands of creatures, orders and a commander on a square battlefield (docs/dungeon-command/rules.md)."""

    id = GAME_ID
    title = "Dungeon Command"
    languages: tuple[str, ...] = ("en", "ja")
    commands: Mapping[str, str] = {
        name: f"sfbkit.games.dungeon_command.commands.{name}" for name in ("new", "play")
    }
    game_catalogue = "catalogue:DCCatalogue"

    def with_scripts_checked(
        self, report: ValidationReport, paths: Sequence[Path] | None, display_base: Path | None
    ) -> ValidationReport:
        """Adds the problems of the tree's match files (DC §16), read without playing, to a content report."""
        from dataclasses import replace

        from sfbkit.games.dungeon_command.content.match import MatchFile

        if not any(isinstance(file.model, MatchFile) for file in report.files):
            return report
        from sfbkit.games.dungeon_command.play.script_checks import check_scripts

        problems = check_scripts(report)
        return replace(report, problems=tuple(sorted((*report.problems, *problems))))

    def schemas(self) -> Mapping[str, str]:
        """Returns one JSON Schema per content file kind; the match file's steps use the step registries."""
        import json

        from sfbkit.games.dungeon_command.content.schema_export import schema_files
        from sfbkit.games.dungeon_command.play.script_schema import with_step_schema
        from sfbkit.kit.content.schema_export import schema_json

        texts = dict(schema_files())
        texts["match.json"] = schema_json(with_step_schema(json.loads(texts["match.json"])))
        return texts

    def starter(self) -> Starter:
        """Returns what ``sfbkit init`` writes for a Dungeon Command repository: a tree that extends the bundled one.

        Bundled warbands are read from the base; a designer plays new cards in a warband of their own,
        started as a copy of a bundled one (``sfbkit new warband ID --from W``).
        """
        from sfbkit.games.dungeon_command.content.kinds import FOLDERS, KEYWORDS, KEYWORDS_FILE
        from sfbkit.kit.game import HookFiles, Starter

        files = rf"^(({'|'.join(FOLDERS)})/.+\.ya?ml|{KEYWORDS_FILE.replace('.', '[.]')})$"
        return Starter(
            folders=tuple(FOLDERS),
            schema_globs={
                **{f"{kind.name}.json": (f"{folder}/*.yaml",) for folder, kind in FOLDERS.items()},
                f"{KEYWORDS.name}.json": (KEYWORDS_FILE,),
            },
            extends=True,
            checks=(),
            hook_files=HookFiles(validate=files, fmt=files, checks=files),
            first_steps=(
                "sfbkit new warband my-band --from lanternguard   # your own warband, a copy of a bundled one",
                "sfbkit new creature bog-lurker --warband my-band  # a creature; its hint puts it in your warband",
                "sfbkit validate",
                "sfbkit show bog-lurker",
            ),
            layering=(
                "every bundled commander, creature, order, tile, battlefield, warband and ruleset is "
                "available, and your files add to them; an id the base already has is reported as a "
                "duplicate, so new content takes new ids, and a bundled warband is changed through a copy "
                "of your own (`sfbkit new warband ID --from W`)."
            ),
        )

    def play_view(self, root: Path) -> DCView:
        """Returns the play page's battlefield, creature tokens, hand and option places on the tree's content."""
        from sfbkit.games.dungeon_command.content.library import load_library
        from sfbkit.games.dungeon_command.play_page.dc_view import DCView

        return DCView(load_library(root))


GAME = DungeonCommand()

if TYPE_CHECKING:
    from sfbkit.kit.game import Game

    _satisfies_the_protocol: Game = GAME
