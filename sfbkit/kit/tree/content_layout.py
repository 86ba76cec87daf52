"""Where a game's content files lie and what kind each is: the kit lists, reads, counts and validates a tree by it."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path, PurePath
from typing import Any

from sfbkit.kit.content.file_kind import FileKind
from sfbkit.kit.content.loader import LoadedFile
from sfbkit.kit.problems import Problem
from sfbkit.kit.report.scoped_report import scoped_report
from sfbkit.kit.report.validation_report import ValidationReport
from sfbkit.kit.tree.layered_files import load_layered_files

CrossCheck = Callable[[Sequence[LoadedFile], Path], Iterable[Problem]]
"""A game's checks across files (references, uniqueness): the loaded files and the tree's root -> problems."""

YAML_SUFFIXES = (".yaml", ".yml")


def folder_files(
    root: Path,
    folders: Iterable[str],
    kind_of: Callable[[Path], FileKind | None],
    unreadable: list[Problem] | None = None,
) -> list[Path]:
    """Lists the content files of each folder of a tree by name, the folders in the order given.

    A folder that cannot be listed is skipped; its problem is added to ``unreadable`` when given.
    """
    found: list[Path] = []
    for folder in folders:
        directory = root / folder
        try:
            if directory.is_dir():
                found.extend(sorted(path for path in directory.iterdir() if kind_of(path) and path.is_file()))
        except OSError as error:
            if unreadable is not None:
                message = f"cannot read the folder: {error.strerror or error}"
                unreadable.append(Problem(f"{folder}/", 1, 1, "unreadable", "$", message))
    return found


def kind_counts(
    files: Iterable[LoadedFile],
    nouns: Mapping[str, str],
    plurals: Mapping[str, str],
    counted: Mapping[str, Callable[[Any], int]],
) -> dict[str, int]:
    """Returns how many items the files that validated hold, under each plural of ``nouns``, in its order.

    ``plurals`` names the plural a kind's items count under (else its name); a file holds one unless ``counted`` says.
    """
    counts = dict.fromkeys(nouns, 0)
    for file in files:
        plural = plurals.get(file.kind.name, file.kind.name)
        if file.model is not None and plural in counts:
            count = counted.get(file.kind.name)
            counts[plural] += count(file.model) if count else 1
    return counts


@dataclass(frozen=True)
class ContentLayout:
    """A game's content files: a kind per folder and per root file, the nouns they are counted in."""

    folders: Mapping[str, FileKind]
    """Each content folder and the kind of its files, in the order a tree is read."""
    root_files: Mapping[str, FileKind] = field(default_factory=dict)
    """Content files at the tree's root, read before the folders."""
    count_nouns: Mapping[str, str] = field(default_factory=dict)
    """Plural -> singular noun of each kind's count, in the order a report shows them (default: by folder)."""
    counted: Mapping[str, Callable[[Any], int]] = field(default_factory=dict)
    """Kind name -> how many items a file of that kind holds, for kinds whose files are lists (default 1)."""
    plurals: Mapping[str, str] = field(default_factory=dict)
    """Kind name -> the plural its items are counted under, when it is not the kind's folder."""

    def kind_of(self, path: PurePath, root: PurePath | None = None) -> FileKind | None:
        """Returns the kind of a content file from its folder and name, or None if it is not content."""
        if path.suffix not in YAML_SUFFIXES:
            return None
        if path.name in self.root_files and (root is None or path.parent == root):
            return self.root_files[path.name]
        return self.folders.get(path.parent.name)

    def content_files(self, root: Path, unreadable: list[Problem] | None = None) -> list[Path]:
        """Lists the tree's content files in a stable order: the root files, then each folder's files by name.

        A folder that cannot be listed is skipped; its problem is added to ``unreadable`` when given.
        """
        found = [root / name for name in self.root_files if (root / name).is_file()]
        return found + folder_files(root, self.folders, self.kind_of, unreadable)

    @property
    def nouns(self) -> Mapping[str, str]:
        """Plural -> singular of every count a report shows."""
        if self.count_nouns:
            return self.count_nouns
        return {self._plural(folder, kind): kind.name for folder, kind in self._kinds()}

    def validate(
        self,
        root: Path,
        cross_check: CrossCheck,
        paths: Iterable[Path] | None = None,
        display_base: Path | None = None,
        bundled: Path | None = None,
    ) -> ValidationReport:
        """Validates every file of the tree at ``root`` and cross-checks them.

        A tree whose manifest extends the ``bundled`` tree is read on top of it (kit/tree/layered_files.py).
        ``paths`` (files or folders) restrict which files' problems are reported; the
        cross-checks still read the whole tree.
        """
        unreadable: list[Problem] = []
        digest = hashlib.sha256()
        files = load_layered_files(
            root, bundled or root, self.content_files, self.kind_of, digest, display_base, unreadable
        )
        local = [file for file in files if file.path.is_relative_to(root)]
        problems = [*unreadable, *(problem for file in files for problem in file.problems)]
        problems.extend(cross_check(files, root))
        counts = self.counts(files)
        return scoped_report(root, files, local, problems, paths, counts, self.nouns, digest.hexdigest())

    def counts(self, files: Iterable[LoadedFile]) -> dict[str, int]:
        """Returns how many items of each kind the files that validated hold, by plural noun."""
        plurals = {kind.name: self._plural(folder, kind) for folder, kind in self._kinds()}
        return kind_counts(files, self.nouns, plurals, self.counted)

    def _kinds(self) -> list[tuple[str, FileKind]]:
        return [*((name, kind) for name, kind in self.root_files.items()), *self.folders.items()]

    def _plural(self, place: str, kind: FileKind) -> str:
        return self.plurals.get(kind.name, place)
