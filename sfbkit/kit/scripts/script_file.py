"""Reads a match script file of any game: its YAML, and its header validated against the game's model, every problem located."""

from __future__ import annotations

from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from sfbkit.kit.content.model_errors import format_path, located_errors
from sfbkit.kit.errors import ScriptError
from sfbkit.kit.game import ScriptFailed
from sfbkit.kit.io.input_file import UnreadableInput, read_input
from sfbkit.kit.io.yaml_source import MAX_FILE_BYTES, Node, read_yaml
from sfbkit.kit.scripts.step_parser import ScriptProblem, ScriptSyntaxError

HeaderT = TypeVar("HeaderT", bound=BaseModel)

MAX_SCRIPT_BYTES = 4 * 1024 * 1024
"""The largest script a run of a game without a board (Blood Wars, a declared game) reads."""


def read_script_bytes(path: Path, shown: str) -> bytes:
    """Returns a script file's bytes; ScriptSyntaxError when it is unreadable or too large."""
    try:
        return read_input(path, MAX_FILE_BYTES)
    except UnreadableInput as error:
        raise ScriptSyntaxError([ScriptProblem(shown, 1, 1, "", str(error))]) from None


def read_script_header(
    raw: bytes, file: str, header: type[HeaderT], problems: list[ScriptProblem]
) -> tuple[HeaderT | None, dict[str, Any], Node]:
    """Returns a script's header model (None when it does not validate), its mapping and its root node.

    Every problem is added to ``problems``; ScriptSyntaxError when the file is not a YAML mapping at all.
    """
    document = read_yaml(raw)
    problems.extend(
        ScriptProblem(file, i.line, i.column, format_path(i.path), i.message, i.code) for i in document.issues
    )
    if not document.usable or document.root is None:
        raise ScriptSyntaxError(
            problems or [ScriptProblem(file, 1, 1, "", "the file is empty", "empty-file")]
        )
    root = document.root
    if not isinstance(document.data, dict):
        raise ScriptSyntaxError(
            [ScriptProblem(file, root.line, root.column, "", "a script is a mapping", "wrong-type")]
        )
    return validated_header(header, document.data, root, file, problems), document.data, root


def validated_header(
    header: type[HeaderT], data: dict[str, Any], node: Node, file: str, problems: list[ScriptProblem]
) -> HeaderT | None:
    """Returns a script's mapping validated against the game's header model; None after adding every problem."""
    try:
        return header.model_validate(data)
    except ValidationError as error:
        for located in located_errors(header, error, node):
            problems.append(
                ScriptProblem(file, located.line, located.column, located.path, located.message, located.code)
            )
        return None


def read_script_yaml(path: Path, max_bytes: int = MAX_SCRIPT_BYTES) -> tuple[Any, Node]:
    """Returns a script's YAML data and root node; ScriptError or ScriptFailed naming what is wrong.

    The reader of the games that report a script's first problem as one located line (Blood Wars, a
    declared game); the others collect every problem through ``read_script_header``.
    """
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise ScriptError(f"{path}: cannot read the script: {error.strerror}") from None
    if len(raw) > max_bytes:
        raise ScriptFailed(f"{path}:1:1: the script is larger than {max_bytes} bytes", None)
    document = read_yaml(raw)
    if not document.usable or document.root is None:
        issue = document.issues[0] if document.issues else None
        where = f"{issue.line}:{issue.column}: {issue.message}" if issue else "1:1: not YAML"
        raise ScriptFailed(f"{path}:{where}", None)
    return document.data, document.root
