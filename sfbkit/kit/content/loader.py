"""Loads one content file: reads it within the size cap, parses its YAML and validates it against its model."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ValidationError

from sfbkit.kit.content.file_kind import FileKind
from sfbkit.kit.content.model_errors import format_path, located_errors
from sfbkit.kit.io.yaml_source import MAX_FILE_BYTES, NOT_PLAIN, Node, read_plain_data, read_yaml
from sfbkit.kit.problems import Problem


@dataclass(frozen=True, slots=True)
class LoadedFile:
    """One content file after loading: its model when valid, its node tree, and its problems."""

    path: Path
    display: str
    """The file as shown in problems."""
    kind: FileKind
    tree: Node | None
    """The position tree, kept only for a file with problems (see ``root``)."""
    model: BaseModel | None
    problems: tuple[Problem, ...]
    source: bytes | None = None
    """The fingerprint of the bytes a file validated from, read and parsed again only to locate a problem."""

    @property
    def root(self) -> Node | None:
        """Returns the file's position tree, reading and parsing the file again (once) when it was not kept.

        None when the file no longer holds the bytes that were validated (problems are then at its start).
        """
        if self.tree is None and self.source is not None:
            try:
                raw = read_content(self.path)
            except OSError:
                raw = None
            if raw is not None and fingerprint(raw) == self.source:
                object.__setattr__(self, "tree", read_yaml(raw).root)
            object.__setattr__(self, "source", None)
        return self.tree

    def problem(self, path: Sequence[str | int], code: str, message: str, *, at_key: bool = False) -> Problem:
        """Returns a problem located at the node under ``path`` (at its key with ``at_key``)."""
        line, column = locate(self.root, path, at_key=at_key)
        return Problem(self.display, line, column, code, format_path(path), message)


def locate(root: Node | None, path: Sequence[str | int], *, at_key: bool = False) -> tuple[int, int]:
    """Returns the line and column of the deepest node along ``path`` (a short form stops early)."""
    if root is None:
        return 1, 1
    node = root
    for index, step in enumerate(path):
        child = node.child(step)
        if child is None:
            break
        if at_key and index == len(path) - 1 and isinstance(step, str):
            key = node.key(step)
            if key is not None:
                return key.line, key.column
        node = child
    return node.line, node.column


def read_content(path: Path) -> bytes | None:
    """Returns a file's bytes, or None when it is over the size cap (it is not read then)."""
    if path.stat().st_size > MAX_FILE_BYTES:
        return None
    return path.read_bytes()


def fingerprint(raw: bytes) -> bytes:
    """Returns the digest that tells whether a file still holds the bytes it was validated from."""
    return hashlib.blake2b(raw, digest_size=16).digest()


def resolved_file(path: Path, folders: dict[Path, Path]) -> Path:
    """Returns a listed file's resolved path, resolving each of its folders once (kept in ``folders``).

    Only a file that is a symbolic link itself is resolved on its own: any other
    resolves to its resolved folder and its own name.
    """
    if path.is_symlink():
        return path.resolve()
    folder = folders.get(path.parent)
    if folder is None:
        folder = folders[path.parent] = path.parent.resolve()
    return folder / path.name


def within(path: Path, scope: Iterable[Path]) -> bool:
    """True when a resolved path is one of the resolved folders or files of ``scope``, or lies under one."""
    return any(path == item or item in path.parents for item in scope)


def outside_tree(display: str) -> Problem:
    """Returns the problem of a file that a symbolic link places outside the content tree."""
    message = "the file lies outside the content tree (through a symbolic link) and is not read"
    return Problem(display, 1, 1, "outside-tree", "$", message)


def outside_file(path: Path, display: str, kind: FileKind) -> LoadedFile:
    """Returns a file that a symbolic link places outside the content tree, rejected without reading it."""
    return LoadedFile(path, display, kind, None, None, (outside_tree(display),))


def rejected_file(path: Path, display: str, kind: FileKind, code: str, message: str) -> LoadedFile:
    """Returns a file rejected before parsing (unreadable, a bad name) with its one problem at its start."""
    return LoadedFile(path, display, kind, None, None, (Problem(display, 1, 1, code, "$", message),))


def load_file(path: Path, display: str, kind: FileKind, raw: bytes | None) -> LoadedFile:
    """Parses and validates one file's bytes (None: over the size cap) against its kind's model.

    A plain file is read without positions first; one that is not plain, or whose data does not
    validate, is read again with them, so its problems are located as if read that way alone.
    """
    if raw is None:
        size = path.stat().st_size
        message = f"the file has {size} bytes; at most {MAX_FILE_BYTES} are allowed"
        return LoadedFile(
            path, display, kind, None, None, (Problem(display, 1, 1, "too-large", "$", message),)
        )
    data = read_plain_data(raw)
    if data is not NOT_PLAIN:
        try:
            plain_model = kind.model.model_validate(data)
        except ValidationError:
            pass
        else:
            return LoadedFile(path, display, kind, None, plain_model, (), fingerprint(raw))
    document = read_yaml(raw)
    problems = [
        Problem(display, issue.line, issue.column, issue.code, format_path(issue.path), issue.message)
        for issue in document.issues
    ]
    model: BaseModel | None = None
    if document.usable:
        assert document.root is not None
        try:
            model = kind.model.model_validate(document.data)
        except ValidationError as error:
            problems.extend(
                Problem(display, found.line, found.column, found.code, found.path, found.message)
                for found in located_errors(kind.model, error, document.root)
            )
        if problems:
            model = None
    if model is not None:
        return LoadedFile(path, display, kind, None, model, (), fingerprint(raw))
    return LoadedFile(path, display, kind, document.root, model, tuple(problems))
