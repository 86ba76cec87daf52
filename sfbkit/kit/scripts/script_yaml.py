"""Reads a match script file as YAML: its data and node tree, or one located line saying why it cannot be read."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sfbkit.kit.errors import ScriptError
from sfbkit.kit.game import ScriptFailed
from sfbkit.kit.yaml_source import Node, read_yaml

MAX_SCRIPT_BYTES = 4 * 1024 * 1024
"""The largest script a run reads."""


def read_script_yaml(path: Path, max_bytes: int = MAX_SCRIPT_BYTES) -> tuple[Any, Node]:
    """Returns a script's YAML data and root node; ScriptError or ScriptFailed naming what is wrong."""
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
