"""The Dungeon Command library: every validated file of one content tree, cross-checked and indexed by id."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from sfbkit.games.dungeon_command.content.battlefield import Battlefield
from sfbkit.games.dungeon_command.content.commander import Commander
from sfbkit.games.dungeon_command.content.creature import Creature
from sfbkit.games.dungeon_command.content.crosscheck import cross_check
from sfbkit.games.dungeon_command.content.keywords import Keyword, KeywordList
from sfbkit.games.dungeon_command.content.kinds import LAYOUT
from sfbkit.games.dungeon_command.content.match import MatchFile
from sfbkit.games.dungeon_command.content.order import Order
from sfbkit.games.dungeon_command.content.ruleset import Ruleset
from sfbkit.games.dungeon_command.content.tile import Tile
from sfbkit.games.dungeon_command.content.warband import Warband
from sfbkit.kit.report.validation_report import ValidationReport
from sfbkit.kit.tree.tree_library import ItemsOf, TreeLibrary, tree_library
from sfbkit.kit.tree.valid_library import valid_library


@dataclass(frozen=True)
class DCLibrary(TreeLibrary):
    """All Dungeon Command content of one tree (the kit's items by kind and id); built only from valid content."""

    keywords: Mapping[str, Keyword]
    matches: Mapping[str, MatchFile]
    """Match file stem -> match."""

    commanders = ItemsOf(Commander, "commander")
    creatures = ItemsOf(Creature, "creature")
    orders = ItemsOf(Order, "order")
    tiles = ItemsOf(Tile, "tile")
    battlefields = ItemsOf(Battlefield, "battlefield")
    warbands = ItemsOf(Warband, "warband")
    rulesets = ItemsOf(Ruleset, "ruleset")


content_files = LAYOUT.content_files
"""Lists the content files of a tree in a stable order: keywords.yaml, then each folder by name."""


def validate_tree(
    root: Path, paths: Iterable[Path] | None = None, *, display_base: Path | None = None
) -> ValidationReport:
    """Validates every file of the Dungeon Command tree at ``root`` and cross-checks them (DC §16).

    A tree whose manifest says ``extends: dungeon-command`` is layered on the bundled tree.
    """
    from sfbkit.games.dungeon_command.content.paths import bundled_root

    return LAYOUT.validate(Path(root), cross_check, paths, display_base, bundled_root())


def load_library(root: Path) -> DCLibrary:
    """Loads, validates and cross-checks the tree at ``root``; raises ContentError listing every problem."""
    return valid_library(root, validate_tree, library_from)


def library_from(report: ValidationReport) -> DCLibrary:
    """Builds the library from a report whose files all validated: each kind's items, the keywords and matches."""
    keywords: dict[str, Keyword] = {}
    matches: dict[str, MatchFile] = {}
    for file in report.files:
        if isinstance(file.model, KeywordList):
            keywords.update((keyword.id, keyword) for keyword in file.model.keywords)
        elif isinstance(file.model, MatchFile):
            matches[file.path.stem] = file.model
    items = tree_library(report)
    return DCLibrary(items.root, items.kinds, items.content_hash, keywords, matches)
