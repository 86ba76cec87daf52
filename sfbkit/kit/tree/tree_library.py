"""A library of one tree's items by kind and id, for a game whose items need no cross-indexing of their own."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from pydantic import BaseModel

from sfbkit.kit.content.file_kind import FileKind
from sfbkit.kit.content.loader import LoadedFile
from sfbkit.kit.problems import Problem, quote
from sfbkit.kit.report.validation_report import ValidationReport


@dataclass(frozen=True)
class TreeLibrary:
    """Every valid item of a tree: kind name -> id -> model, and the tree's content hash."""

    root: Path
    kinds: Mapping[str, Mapping[str, BaseModel]]
    content_hash: str

    def of(self, kind: str) -> Mapping[str, BaseModel]:
        """Returns the items of one kind by id (empty when the tree has none)."""
        return self.kinds.get(kind, {})


M = TypeVar("M", bound=BaseModel)


class ItemsOf(Generic[M]):
    """A library attribute: the items of one kind by id, typed as their model (``creatures = ItemsOf(Creature, "creature")``)."""

    def __init__(self, model: type[M], kind: str) -> None:
        self.kind = kind

    def __get__(self, library: TreeLibrary, owner: type[TreeLibrary] | None = None) -> Mapping[str, M]:
        items: Mapping[str, Any] = library.of(self.kind)
        return items


def tree_library(report: ValidationReport) -> TreeLibrary:
    """Returns the library of a report whose files all validated: each file's model under its kind and id."""
    kinds: dict[str, dict[str, BaseModel]] = {}
    for file in report.files:
        identifier = getattr(file.model, "id", None)
        if file.model is not None and isinstance(identifier, str):
            kinds.setdefault(file.kind.name, {}).setdefault(identifier, file.model)
    return TreeLibrary(report.root, kinds, report.content_hash)


def unique_ids(files: Sequence[LoadedFile], root: Path) -> Iterator[Problem]:
    """Yields a ``duplicate-id`` problem for each item whose id an earlier file already used."""
    first: dict[str, LoadedFile] = {}
    for file in files:
        identifier = getattr(file.model, "id", None)
        if not isinstance(identifier, str):
            continue
        earlier = first.setdefault(identifier, file)
        if earlier is not file:
            yield file.problem(
                ("id",), "duplicate-id", f"id {quote(identifier)} is already used by {earlier.display}"
            )


def misnamed_files(files: Sequence[LoadedFile], exempt: Collection[FileKind] = ()) -> Iterator[Problem]:
    """Yields a ``wrong-file-name`` problem for each file of a kind named after its id that is named otherwise."""
    for file in files:
        field = file.kind.named_after_id
        if file.model is None or field is None or file.kind in exempt:
            continue
        value = getattr(file.model, field)
        if file.path.stem != value:
            yield file.problem(
                (field,),
                "wrong-file-name",
                f"the file is named {quote(file.path.name)} but its {field} is {quote(value)}; "
                f"name it {quote(value + file.path.suffix)}",
            )


def missing_files(
    files: Sequence[LoadedFile], root: Path, required: Iterable[tuple[str, str, str]]
) -> Iterator[Problem]:
    """Yields a ``missing-file`` problem for each required (kind, where, what) of which the tree has no file.

    A tree that extends the bundled tree has the base's files too.
    """
    present = {file.kind.name for file in files}
    for kind, where, what in required:
        if kind not in present:
            yield Problem(
                where, 1, 1, "missing-file", "$", f"the content tree at {root} has no {where}: {what}"
            )
