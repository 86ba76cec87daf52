"""What no output may overwrite: a game's content folders, its content files at the tree's root and the manifest."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from sfbkit.kit.manifest import MANIFEST_NAME

if TYPE_CHECKING:
    from sfbkit.kit.game import Game


def guarded_paths(game: Game, root: Path) -> tuple[Path, ...]:
    """Returns the folders and files of the tree at ``root`` that an output may neither be nor lie inside."""
    folders = game.content_folders(root)
    loose = [path for path in game.content_files(root) if path.parent == root]
    return (*folders, *loose, root / MANIFEST_NAME)
