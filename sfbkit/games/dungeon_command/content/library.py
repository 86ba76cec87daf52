"""The Dungeon Command library: every validated file of one content tree, cross-checked and indexed by id."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from sfbkit.games.dungeon_command.content.battlefield import Battlefield
from sfbkit.games.dungeon_command.content.commander import Commander
from sfbkit.games.dungeon_command.content.creature import Creature
from sfbkit.games.dungeon_command.content.crosscheck import cross_check, models_of
from sfbkit.games.dungeon_command.content.keywords import Keyword, KeywordList
from sfbkit.games.dungeon_command.content.kinds import LAYOUT
from sfbkit.games.dungeon_command.content.match import MatchFile
from sfbkit.games.dungeon_command.content.order import Order
from sfbkit.games.dungeon_command.content.ruleset import Ruleset
from sfbkit.games.dungeon_command.content.tile import Tile
from sfbkit.games.dungeon_command.content.warband import Warband
from sfbkit.kit.problems import Problem
from sfbkit.kit.report.validation_report import ValidationReport
from sfbkit.kit.tree.valid_library import valid_library


@dataclass(frozen=True)
class DCLibrary:
    """All Dungeon Command content of one tree; built only from content that validated with no problems."""

    root: Path
    commanders: Mapping[str, Commander]
    creatures: Mapping[str, Creature]
    orders: Mapping[str, Order]
    keywords: Mapping[str, Keyword]
    tiles: Mapping[str, Tile]
    battlefields: Mapping[str, Battlefield]
    warbands: Mapping[str, Warband]
    rulesets: Mapping[str, Ruleset]
    matches: Mapping[str, MatchFile]
    """Match file stem -> match."""
    content_hash: str
    """SHA-256 over every content file's path and bytes: identifies the content a match ran on."""


def content_files(root: Path, unreadable: list[Problem] | None = None) -> list[Path]:
    """Lists the content files of a tree in a stable order: keywords.yaml, then each folder by name."""
    return LAYOUT.content_files(root, unreadable)


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
    """Builds the library from a report whose files all validated."""
    files = report.files
    keywords: dict[str, Keyword] = {}
    matches: dict[str, MatchFile] = {}
    for file in files:
        if isinstance(file.model, KeywordList):
            keywords.update((keyword.id, keyword) for keyword in file.model.keywords)
        elif isinstance(file.model, MatchFile):
            matches[file.path.stem] = file.model
    return DCLibrary(
        root=report.root,
        commanders=models_of(files, Commander),
        creatures=models_of(files, Creature),
        orders=models_of(files, Order),
        keywords=keywords,
        tiles=models_of(files, Tile),
        battlefields=models_of(files, Battlefield),
        warbands=models_of(files, Warband),
        rulesets=models_of(files, Ruleset),
        matches=matches,
        content_hash=report.content_hash,
    )
