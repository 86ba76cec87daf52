"""A layered tree in a temporary folder: a manifest extending the real tree's game, and one changed file."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

from sfbkit.kit.content.manifest import MANIFEST_NAME, read_manifest

if TYPE_CHECKING:
    from sfbkit.kit.game import Game


def build_layer(game: Game, real: Path, folder: Path, relative: Path, data: Any, overrides: bool) -> Path:
    """Writes a tree in ``folder`` over the real tree with the file at ``relative`` replaced; returns its root.

    Over the bundled tree it holds only the manifest (``extends:``) and that file; over any other tree, the
    tree's own files are copied beside them. The real tree is only read.
    """
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    if real.resolve() != game.bundled_root().resolve():
        for path in game.content_files(real):
            target = folder / path.relative_to(real)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, target)
    extends = read_manifest(real).extends if real.resolve() != game.bundled_root().resolve() else game.id
    manifest = f"game: {game.id}\n" + (f"extends: {extends}\n" if extends else "")
    (folder / MANIFEST_NAME).write_text(manifest, encoding="utf-8")
    target = folder / relative
    target.parent.mkdir(parents=True, exist_ok=True)
    if overrides and isinstance(data, dict):
        data = {"overrides": True, **data}
    target.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True), encoding="utf-8")
    return folder
