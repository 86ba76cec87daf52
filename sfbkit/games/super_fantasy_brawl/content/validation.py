"""Validates a whole content tree: every file against its model, then the cross-checks; collects every problem."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from sfbkit.games.super_fantasy_brawl.content.crosscheck import cross_check
from sfbkit.games.super_fantasy_brawl.content.kinds import (
    ARENA,
    CHALLENGES,
    CHAMPION,
    DECK,
    RULESET,
    TRAPS,
    kind_of,
)
from sfbkit.games.super_fantasy_brawl.content.layers import Base, base_of, layered
from sfbkit.games.super_fantasy_brawl.content.paths import CONTENT_DIRS
from sfbkit.kit.content.loader import LoadedFile
from sfbkit.kit.content.manifest import MANIFEST_NAME
from sfbkit.kit.io.gc_pause import collector_paused
from sfbkit.kit.problems import Problem
from sfbkit.kit.report.file_display_names import display_name
from sfbkit.kit.report.scoped_report import scoped_report
from sfbkit.kit.report.validation_report import ValidationReport
from sfbkit.kit.tree.content_layout import folder_files, kind_counts
from sfbkit.kit.tree.tree_files import load_tree_files

COUNT_NOUNS = {
    "champions": "champion",
    "cards": "card",
    "traps": "trap",
    "challenges": "challenge",
    "arenas": "arena",
    "rulesets": "ruleset",
}
"""The per-kind counts of a report (plural -> singular), in the order they are shown."""
PLURALS = {CHAMPION.name: "champions", DECK.name: "cards", ARENA.name: "arenas", RULESET.name: "rulesets"}
"""The plural each kind's items are counted under, where it is not the kind's own name."""
COUNTED: dict[str, Callable[[Any], int]] = {
    DECK.name: lambda deck: len(deck.cards),
    TRAPS.name: lambda supply: sum(token.count for token in supply.tokens),
    CHALLENGES.name: lambda deck: len(deck.challenges),
}
"""How many items a file of each kind holds, where it holds more than one."""


def content_files(root: Path, unreadable: list[Problem] | None = None) -> list[Path]:
    """Lists the content files of a tree in a stable order: by folder, then by name (kit/tree/content_layout.py)."""
    return folder_files(root, CONTENT_DIRS, kind_of, unreadable)


def validate_tree(
    root: Path,
    paths: Iterable[Path] | None = None,
    *,
    display_base: Path | None = None,
    leave_out: frozenset[str] = frozenset(),
) -> ValidationReport:
    """Validates every file of the tree at ``root`` and cross-checks them.

    ``paths`` (files or folders) restrict which files' problems are reported;
    the cross-checks still read the whole tree. Problems name files relative to
    ``display_base`` (see :func:`display_name`). Files shown as a name in ``leave_out``
    are not read into the tree (previews leave out the files with problems).
    """
    root = Path(root)
    with collector_paused():
        unreadable: list[Problem] = []
        digest = hashlib.sha256()
        base = base_of(root)
        base_files = _load_all(base.root, None, [], digest, base.label) if base is not None else []
        local_files = [
            file
            for file in _load_all(root, display_base, unreadable, digest)
            if file.display not in leave_out
        ]
        files, layering = layered(base_files, local_files, base.root if base else None, root)
        content_hash = digest.hexdigest()
        problems = [*unreadable, *layering, *(problem for file in files for problem in file.problems)]
        problems.extend(cross_check(files, root))
        if base is not None:
            problems = _without_base_problems(problems, base_files, base, root, display_base)
    return scoped_report(
        root,
        files,
        local_files,
        problems,
        paths,
        kind_counts(files, COUNT_NOUNS, PLURALS, COUNTED),
        COUNT_NOUNS,
        content_hash,
    )


def _without_base_problems(
    problems: list[Problem], base_files: list[LoadedFile], base: Base, root: Path, display_base: Path | None
) -> list[Problem]:
    """Drops the problems of base files; one ``base-invalid`` problem at ``extends:`` says the base has some."""
    shown = {file.display for file in base_files}
    local = [problem for problem in problems if problem.file not in shown]
    hint = "; add `overrides: true` at the top of this file to replace the base game's file"
    local = [
        problem._replace(message=problem.message + hint)
        if problem.code == "duplicate-id" and f"at {base.label}:" in problem.message
        else problem
        for problem in local
    ]
    broken = len(problems) - len(local)
    if broken:
        manifest = display_name(root / MANIFEST_NAME, root, display_base)
        local.append(
            Problem(
                manifest,
                1,
                1,
                "base-invalid",
                "extends",
                f"the base game {base.label} at {base.root} has {broken} problem(s) of its own; "
                f"run 'sfbkit validate --content {base.root}'",
            )
        )
    return local


def _load_all(
    root: Path,
    display_base: Path | None,
    unreadable: list[Problem],
    digest: hashlib._Hash,
    label: str | None = None,
) -> list[LoadedFile]:
    """Loads every content file of a tree, adding each path and its bytes to ``digest``."""
    return load_tree_files(root, content_files(root, unreadable), kind_of, digest, display_base, label)
