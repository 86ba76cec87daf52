"""Layers a designer's tree on the bundled base game it extends: base files first, local files add or override."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from sfbkit.games.super_fantasy_brawl.content.crosscheck import defined_ids
from sfbkit.games.super_fantasy_brawl.content.overridable import Overridable
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.kit.content.loader import LoadedFile
from sfbkit.kit.content.manifest import MANIFEST_NAME, read_manifest
from sfbkit.kit.problems import Problem


@dataclass(frozen=True, slots=True)
class Base:
    """The base tree a tree extends: its root and the label its files are shown with."""

    root: Path
    label: str
    """Prefix of a base file's shown name: ``super-fantasy-brawl:champions/pip.yaml``."""


def base_of(root: Path) -> Base | None:
    """Returns the base tree named by the manifest's ``extends:``, or None (also when the tree is that base)."""
    manifest = read_manifest(root)
    if manifest.extends is None:
        return None
    base_root = bundled_content_root()
    if base_root.resolve() == root.resolve():
        return None
    return Base(base_root, manifest.extends)


def layered(
    base: Sequence[LoadedFile], local: Sequence[LoadedFile], base_root: Path | None, root: Path
) -> tuple[list[LoadedFile], list[Problem]]:
    """Returns the base files no local file overrides followed by the local files, and the layering problems."""
    problems: list[Problem] = []
    base_ids = [(file, set(ids_of(file))) for file in base]
    base_paths = {_relative(file.path, base_root): file for file in base} if base_root is not None else {}
    replaced: set[int] = set()
    for file in local:
        model = file.model
        if not isinstance(model, Overridable):
            continue
        ids = set(ids_of(file))
        same_path = base_paths.get(_relative(file.path, root))
        hits = [other for other, other_ids in base_ids if ids & other_ids]
        if same_path is not None and same_path not in hits:
            hits.append(same_path)
        if model.overrides:
            if not hits:
                where = (
                    "the base game has no file with its ids or path"
                    if base_root
                    else (f"{MANIFEST_NAME} has no `extends:`, so there is no base to override")
                )
                problems.append(
                    file.problem(
                        ("overrides",), "needless-override", f"`overrides: true` but {where}", at_key=True
                    )
                )
            replaced.update(id(other) for other in hits)
        elif same_path is not None and not any(ids & other_ids for _, other_ids in base_ids):
            problems.append(
                Problem(
                    file.display,
                    1,
                    1,
                    "shadows-base",
                    "$",
                    f"the base game has a file at {same_path.display}; add `overrides: true` at the top "
                    "of this file to replace it",
                )
            )
    kept = [file for file in base if id(file) not in replaced]
    return [*kept, *local], problems


def ids_of(file: LoadedFile) -> list[tuple[str, str]]:
    """Returns the (namespace, id) of every id a file defines."""
    return [(namespace, identifier) for namespace, identifier, _ in defined_ids(file)]


def _relative(path: Path, root: Path | None) -> str:
    return path.relative_to(root).as_posix() if root is not None else path.as_posix()
