"""What no output may overwrite: a game's content folders, its content files at the tree's root and the manifest."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from sfbkit.kit.content.manifest import MANIFEST_NAME


class ContentPlaces(Protocol):
    """Where a game's tree keeps its content: the ``Game`` methods the guard reads."""

    def content_folders(self, root: Path) -> tuple[Path, ...]:
        """Returns the folders of a tree holding content or match scripts."""
        ...

    def content_files(self, root: Path) -> list[Path]:
        """Returns the content files of a tree."""
        ...


def guarded_paths(game: ContentPlaces, root: Path) -> tuple[Path, ...]:
    """Returns the folders and files of the tree at ``root`` that an output may neither be nor lie inside."""
    folders = game.content_folders(root)
    loose = [path for path in game.content_files(root) if path.parent == root]
    return (*folders, *loose, root / MANIFEST_NAME)
