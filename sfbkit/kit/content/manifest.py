"""The manifest at a content tree's root (``sfbkit.yaml``): which game the tree holds, found as git finds ``.git``."""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from sfbkit.kit.errors import ContentError

MANIFEST_NAME = "sfbkit.yaml"
DEFAULT_GAME = "super-fantasy-brawl"
"""The game of a tree without a manifest, so that every tree written before manifests keeps working."""
MANIFEST_KEYS = ("game", "extends")
_MAX_BYTES = 64 * 1024


class ManifestError(ContentError):
    """A manifest that cannot be read, or that names no game sfbkit knows."""


class Manifest(NamedTuple):
    """A content tree's manifest: its root folder and the id of its game."""

    root: Path
    game: str
    declared: bool
    """False for a tree without a manifest file, read as a tree of the default game."""
    extends: str | None = None
    """The id of the game whose bundled tree this one builds on (``extends: super-fantasy-brawl``), or None."""


def read_manifest(root: Path) -> Manifest:
    """Reads the manifest of the tree at ``root``; a tree without one is a tree of the default game."""
    path = root / MANIFEST_NAME
    if not path.is_file():
        return Manifest(root, DEFAULT_GAME, declared=False)
    try:
        with path.open("rb") as handle:
            raw = handle.read(_MAX_BYTES + 1)
    except OSError as error:
        raise ManifestError(f"{path}:1:1: cannot read the manifest: {error.strerror or error}") from None
    if len(raw) > _MAX_BYTES:
        raise ManifestError(f"{path}:1:1: the manifest is larger than {_MAX_BYTES // 1024} KiB")
    from sfbkit.kit.cache.memo import remembered

    game, extends = remembered("manifest", raw, tuple, lambda: _parse(path, raw), root)
    return Manifest(root, game, declared=True, extends=extends)


def _parse(path: Path, raw: bytes) -> tuple[str, str | None]:
    """Returns the game and the ``extends`` of a manifest's bytes; ManifestError names what is wrong."""
    from sfbkit.kit.io.yaml_source import (
        read_yaml,  # only a manifest read for the first time pays for the YAML reader
    )

    document = read_yaml(raw)
    if document.issues:
        issue = document.issues[0]
        raise ManifestError(f"{path}:{issue.line}:{issue.column}: {issue.message}")
    data = document.data
    if not isinstance(data, dict):
        raise ManifestError(f"{path}:1:1: the manifest must be a mapping such as `game: {DEFAULT_GAME}`")
    node = document.root
    for key in data:
        if key not in MANIFEST_KEYS:
            where = node.key(str(key)) if node is not None else None
            line, column = (where.line, where.column) if where is not None else (1, 1)
            raise ManifestError(
                f"{path}:{line}:{column}: unknown key {key!r}; a manifest takes {', '.join(MANIFEST_KEYS)}"
            )
    game = data.get("game")
    if not isinstance(game, str) or not game:
        raise ManifestError(f"{path}:1:1: the manifest must name its game, e.g. `game: {DEFAULT_GAME}`")
    extends = data.get("extends")
    if extends is not None and extends != game:
        where = node.key("extends") if node is not None else None
        line = where.line if where is not None else 1
        raise ManifestError(
            f"{path}:{line}:1: `extends` names the bundled tree of the tree's own game: "
            f"`extends: {game}` (another tree cannot be named)"
        )
    return game, extends


def find_tree_root(start: Path) -> Path | None:
    """Returns the nearest folder at or above ``start`` that holds a manifest, or None."""
    start = start.resolve()
    for folder in (start, *start.parents):
        if (folder / MANIFEST_NAME).is_file():
            return folder
    return None
