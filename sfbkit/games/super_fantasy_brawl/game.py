"""Super Fantasy Brawl as the kit sees it: the object registered as the ``super-fantasy-brawl`` game."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

from sfbkit.games.super_fantasy_brawl.catalogue import SfbCatalogue
from sfbkit.games.super_fantasy_brawl.content.kinds import ALL_KINDS
from sfbkit.games.super_fantasy_brawl.content.library import load_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.content.validation import validate_tree
from sfbkit.games.super_fantasy_brawl.text.rules_text import LANGS
from sfbkit.kit.schema_export import schema_files
from sfbkit.kit.validation_report import ValidationReport


class SuperFantasyBrawl:
    """The flagship game: champions, action cards, traps and challenges on a hex arena (RULES.md)."""

    id = "super-fantasy-brawl"
    title = "Super Fantasy Brawl"
    languages: tuple[str, ...] = LANGS
    commands: Mapping[str, str] = {
        name: f"sfbkit.games.super_fantasy_brawl.commands.{name}"
        for name in ("new", "test", "coverage", "diff", "play", "simulate")
    }

    def bundled_root(self) -> Path:
        """Returns the champions, cards, arenas and rulesets shipped with sfbkit."""
        return bundled_content_root()

    def validate(
        self, root: Path, paths: Sequence[Path] | None = None, *, display_base: Path | None = None
    ) -> ValidationReport:
        """Validates the tree's files against the models and cross-checks them."""
        return validate_tree(root, paths, display_base=display_base)

    def schemas(self) -> Mapping[str, str]:
        """Returns one JSON Schema per content file kind."""
        return schema_files(ALL_KINDS)

    def catalogue(self, root: Path) -> SfbCatalogue:
        """Loads the tree's champions and cards for browsing."""
        return SfbCatalogue(load_library(root))


GAME = SuperFantasyBrawl()
