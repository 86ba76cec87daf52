"""The Dungeon Command library: every validated file of one content tree, cross-checked and indexed by id."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from sfbkit.games.dungeon_command.content.battlefield import Battlefield
from sfbkit.games.dungeon_command.content.commander import Commander
from sfbkit.games.dungeon_command.content.creature import Creature
from sfbkit.games.dungeon_command.content.crosscheck import cross_check, models_of
from sfbkit.games.dungeon_command.content.keywords import Keyword, KeywordList
from sfbkit.games.dungeon_command.content.kinds import FOLDERS, KEYWORDS_FILE, kind_of
from sfbkit.games.dungeon_command.content.match import MatchFile
from sfbkit.games.dungeon_command.content.order import Order
from sfbkit.games.dungeon_command.content.paths import bundled_root
from sfbkit.games.dungeon_command.content.ruleset import Ruleset
from sfbkit.games.dungeon_command.content.tile import Tile
from sfbkit.games.dungeon_command.content.warband import Warband
from sfbkit.kit.layered_files import load_layered_files
from sfbkit.kit.loader import (
    LoadedFile,
)
from sfbkit.kit.problems import Problem
from sfbkit.kit.scoped_report import scoped_report
from sfbkit.kit.valid_library import valid_library
from sfbkit.kit.validation_report import ValidationReport

COUNT_NOUNS = {
    "commanders": "commander",
    "creatures": "creature",
    "orders": "order",
    "keywords": "keyword",
    "tiles": "tile",
    "battlefields": "battlefield",
    "warbands": "warband",
    "rulesets": "ruleset",
    "matches": "match",
}
"""The per-kind counts of a report (plural -> singular), in the order they are shown."""


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
    """Lists the content files of a tree in a stable order: keywords.yaml, then each folder by name.

    A folder that cannot be listed is skipped; its problem is added to ``unreadable`` when given.
    """
    found: list[Path] = []
    keywords = root / KEYWORDS_FILE
    if keywords.is_file():
        found.append(keywords)
    for folder in FOLDERS:
        directory = root / folder
        try:
            if directory.is_dir():
                found.extend(sorted(path for path in directory.iterdir() if kind_of(path) and path.is_file()))
        except OSError as error:
            if unreadable is not None:
                message = f"cannot read the folder: {error.strerror or error}"
                unreadable.append(Problem(f"{folder}/", 1, 1, "unreadable", "$", message))
    return found


def validate_tree(
    root: Path, paths: Iterable[Path] | None = None, *, display_base: Path | None = None
) -> ValidationReport:
    """Validates every file of the Dungeon Command tree at ``root`` and cross-checks them.

    ``paths`` (files or folders) restrict which files' problems are reported;
    the cross-checks still read the whole tree. Files are named relative to
    ``display_base`` (see :func:`display_name`).
    """
    root = Path(root)
    unreadable: list[Problem] = []
    files, content_hash = _load_all(root, display_base, unreadable)
    problems = [*unreadable, *(problem for file in files for problem in file.problems)]
    problems.extend(cross_check(files, root))
    return scoped_report(root, files, files, problems, paths, _counts(files), COUNT_NOUNS, content_hash)


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


def _load_all(
    root: Path, display_base: Path | None, unreadable: list[Problem]
) -> tuple[list[LoadedFile], str]:
    digest = hashlib.sha256()
    files = load_layered_files(root, bundled_root(), content_files, kind_of, digest, display_base, unreadable)
    return files, digest.hexdigest()


def _counts(files: Iterable[LoadedFile]) -> dict[str, int]:
    counts = dict.fromkeys(COUNT_NOUNS, 0)
    names = dict(zip((kind.name for kind in FOLDERS.values()), FOLDERS, strict=True))
    for file in files:
        if isinstance(file.model, KeywordList):
            counts["keywords"] += len(file.model.keywords)
        elif file.model is not None:
            counts[names[file.kind.name]] += 1
    return counts
