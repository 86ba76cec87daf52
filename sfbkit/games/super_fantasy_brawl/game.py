"""Super Fantasy Brawl as the kit sees it: the object registered as the ``super-fantasy-brawl`` game.

Its imports are deferred to the methods, so that finding a tree's game costs
nothing and a warm ``search`` reads its cached index without the models.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from sfbkit.games.super_fantasy_brawl.text.glossary import LANGS
from sfbkit.kit.play.deferred_game import DeferredGame

if TYPE_CHECKING:
    from sfbkit.games.super_fantasy_brawl.play_page.sfb_view import SfbView
    from sfbkit.kit.game import ContentReport, Starter
    from sfbkit.kit.report.validation_report import ValidationReport


class SuperFantasyBrawl(DeferredGame):
    """The flagship game: champions, action cards, traps and challenges on a hex arena (docs/rules.md)."""

    id = "super-fantasy-brawl"
    title = "Super Fantasy Brawl"
    languages: tuple[str, ...] = LANGS
    commands: Mapping[str, str] = {
        name: f"sfbkit.games.super_fantasy_brawl.commands.{name}"
        for name in ("new", "test", "coverage", "diff", "play")
    }
    script_runner = "match_runs:run_script"
    log_replayer = "match_runs:replay"
    game_players = "play.policies:GAME_PLAYERS"
    file_lister = "content.validation:content_files"
    game_catalogue = "catalogue:SfbCatalogue"

    def validate(
        self, root: Path, paths: Sequence[Path] | None = None, *, display_base: Path | None = None
    ) -> ContentReport:
        """Validates the tree's files against the models and cross-checks them.

        A whole tree validated before, byte for byte, by the same sfbkit is answered from the
        cached report; a whole clean tree's library is cached for the commands that read it.
        """
        from sfbkit.games.super_fantasy_brawl.content.declaration import CONTENT
        from sfbkit.kit.tree.report_cache import cached_report, report_slot, store_report

        slot = None if paths else report_slot(root, CONTENT, display_base)
        if slot is not None:
            cached = cached_report(slot, root)
            if cached is not None:
                return cached
        from sfbkit.games.super_fantasy_brawl.content.validation import validate_tree
        from sfbkit.kit.io.gc_pause import collector_paused
        from sfbkit.kit.tree.library_cache import store_report_library

        with collector_paused():
            report = validate_tree(root, paths, display_base=display_base)
            if slot is not None:
                store_report_library((slot.store, slot.tree), root, CONTENT, report)
            report = _with_scripts_checked(report, paths, display_base)
        if slot is not None:
            store_report(slot, root, CONTENT, display_base, report)
        return report

    def schemas(self) -> Mapping[str, str]:
        """Returns one JSON Schema per content file kind and one of match scripts; examples' steps use its steps."""
        from sfbkit.games.super_fantasy_brawl.content.kinds import ALL_KINDS, CHAMPION, DECK
        from sfbkit.games.super_fantasy_brawl.play.script_schema import (
            SCRIPT_SCHEMA_NAME,
            script_schema,
            with_step_schema,
        )
        from sfbkit.kit.content.schema_export import schema_files, schema_for, schema_json

        texts = schema_files(ALL_KINDS)
        for kind in (CHAMPION, DECK):
            texts[f"{kind.name}.json"] = schema_json(with_step_schema(schema_for(kind), "Example"))
        texts[f"{SCRIPT_SCHEMA_NAME}.json"] = schema_json(script_schema())
        return texts

    def play_view(self, root: Path) -> SfbView:
        """Returns the play page's arena, card faces, option places and new-match form on the tree's content."""
        from sfbkit.games.super_fantasy_brawl.commands.options import content_library
        from sfbkit.games.super_fantasy_brawl.play_page.sfb_view import SfbView

        return SfbView(content_library(root))

    def starter(self) -> Starter:
        """Returns the content folders, the editor schema mapping and the example check of a new repository."""
        from sfbkit.kit.game import HookFiles, Starter

        return Starter(
            folders=("champions", "cards", "arenas", "rulesets", "matches"),
            schema_globs={
                "champion.json": ("champions/*.yaml",),
                "deck.json": ("cards/*.yaml", "!cards/traps.yaml", "!cards/challenges.yaml"),
                "traps.json": ("cards/traps.yaml",),
                "challenges.json": ("cards/challenges.yaml",),
                "arena.json": ("arenas/*.yaml",),
                "ruleset.json": ("rulesets/*.yaml",),
                "match-script.json": ("matches/*.yaml",),
            },
            extends=True,
            checks=("test",),
            hook_files=HookFiles(
                validate=r"^(champions|cards|arenas|rulesets|matches)/.+\.ya?ml$",
                fmt=r"^(champions|cards|arenas|rulesets)/.+\.ya?ml$",
                checks=r"^(champions|cards)/.+\.ya?ml$",
            ),
            first_steps=(
                "sfbkit new champion sir-bonk   # a champion and its deck, valid from the start",
                "sfbkit validate",
                "sfbkit test",
                "sfbkit show sir-bonk",
            ),
        )


def _with_scripts_checked(
    report: ValidationReport, paths: Sequence[Path] | None, display_base: Path | None
) -> ValidationReport:
    """Adds the problems of the card examples and match scripts, read without playing, to a content report."""
    from sfbkit.games.super_fantasy_brawl.workflow.script_scope import has_examples
    from sfbkit.kit.scripts.checked_scripts import script_files, with_checked_scripts

    scripts = script_files(report.root, paths)
    if not scripts and not has_examples(report):
        return report
    from sfbkit.games.super_fantasy_brawl.workflow.script_checks import check_scripts

    return with_checked_scripts(report, scripts, check_scripts(report, scripts, display_base), display_base)


GAME = SuperFantasyBrawl()

if TYPE_CHECKING:
    from sfbkit.kit.game import Game

    _satisfies_the_protocol: Game = GAME
