"""The canonical layout of a content file: key order from the model, plain quoting, two-space indentation.

Comments and the author's choice of flow (``[a, b]``) or block collections are
kept; everything else is rewritten the same way every time, so formatting is
idempotent. A file is only rewritten when its data reads back unchanged.
"""

from __future__ import annotations

import io
import re
import warnings
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError
from ruamel.yaml import YAML
from ruamel.yaml.error import MarkedYAMLError, ReusedAnchorWarning, YAMLError
from ruamel.yaml.events import AliasEvent

from sfbkit.kit.content.file_kind import FileKind
from sfbkit.kit.content.key_order import order_keys
from sfbkit.kit.io.yaml_source import read_yaml

_NESTED_DASH = re.compile(r"^(?P<indent> *)- {3}- ")


@dataclass(frozen=True, slots=True)
class FormatProblem:
    """Why a file could not be formatted, at a line and column."""

    line: int
    column: int
    code: str
    message: str


class FormatFailure(ValueError):
    """A file could not be formatted; it is left untouched."""

    def __init__(self, problem: FormatProblem) -> None:
        super().__init__(problem.message)
        self.problem = problem


def _yaml() -> YAML:
    yaml = YAML(typ="rt")
    yaml.indent(mapping=2, sequence=4, offset=2)
    yaml.width = 4096
    yaml.preserve_quotes = False
    yaml.brace_single_entry_mapping_in_flow_sequence = True
    yaml.allow_duplicate_keys = False
    return yaml


def format_text(raw: bytes, kind: FileKind | None) -> str:
    """Returns the canonical text of a content file's bytes; raises FormatFailure when they cannot be read."""
    document = read_yaml(raw)
    if document.issues:
        issue = document.issues[0]
        raise FormatFailure(FormatProblem(issue.line, issue.column, issue.code, issue.message))
    text = raw.decode("utf-8-sig")
    yaml = _yaml()
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", ReusedAnchorWarning)
            data = yaml.load(text)
    except ReusedAnchorWarning:
        raise FormatFailure(_reused_anchor(text)) from None
    except MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line, column = (mark.line + 1, mark.column + 1) if mark is not None else (1, 1)
        raise FormatFailure(FormatProblem(line, column, "yaml-syntax", error.problem or str(error))) from None
    except YAMLError as error:
        raise FormatFailure(FormatProblem(1, 1, "yaml-syntax", str(error).splitlines()[0])) from None
    if kind is not None:
        model = _validated(kind, document.data)
        if model is not None:
            order_keys(data, model)
    stream = io.StringIO()
    yaml.dump(data, stream)
    formatted = _join_nested_dashes(stream.getvalue())
    formatted = formatted.rstrip("\n") + "\n"
    if read_yaml(formatted.encode("utf-8")).data != document.data:
        raise FormatFailure(
            FormatProblem(1, 1, "format-unsafe", "formatting would change the file's data; left as it is")
        )
    if sorted(comments(formatted)) != sorted(comments(text)):
        raise FormatFailure(
            FormatProblem(1, 1, "format-unsafe", "formatting would lose or change a comment; left as it is")
        )
    return formatted


def _reused_anchor(text: str) -> FormatProblem:
    """Returns the problem of an anchor name given twice, at its second place (ruamel would merge the two)."""
    seen: dict[str, tuple[int, int]] = {}
    for event in _yaml().parse(text):
        name = getattr(event, "anchor", None)
        if name is None or isinstance(event, AliasEvent):
            continue
        mark = event.start_mark
        if name in seen:
            line, column = seen[name]
            message = (
                f"the anchor '&{name}' is defined again (first on line {line}, column {column}); "
                "give each anchor its own name"
            )
            return FormatProblem(mark.line + 1, mark.column + 1, "yaml-anchor", message)
        seen[name] = (mark.line + 1, mark.column + 1)
    return FormatProblem(1, 1, "yaml-anchor", "an anchor is defined twice; give each anchor its own name")


def comments(text: str) -> list[str]:
    """Returns the text of every comment of a YAML file (whole-line and end-of-line), in order."""
    found = []
    for line in text.splitlines():
        start = _comment_start(line)
        if start is not None:
            found.append(line[start:].rstrip())
    return found


def _comment_start(line: str) -> int | None:
    """Returns where a line's comment starts, skipping ``#`` inside quoted scalars."""
    quote = ""
    previous = " "
    for index, char in enumerate(line):
        if quote:
            if char == quote:
                quote = ""
        elif char in "'\"" and previous in " :[{,-":
            quote = char
        elif char == "#" and previous in " \t":
            return index
        previous = char
    return None


def _validated(kind: FileKind, data: Any) -> Any:
    try:
        return kind.model.model_validate(data)
    except ValidationError:
        return None


def _join_nested_dashes(text: str) -> str:
    """Writes a list directly inside a list as ``- - item`` rather than ruamel's ``-   - item``."""
    lines = text.split("\n")
    changed = True
    while changed:
        changed = False
        for index, line in enumerate(lines):
            match = _NESTED_DASH.match(line)
            if match is None:
                continue
            outer = len(match.group("indent"))
            lines[index] = line[:outer] + "- - " + line[outer + 6 :]
            for follow in range(index + 1, len(lines)):
                body = lines[follow]
                stripped = body.lstrip(" ")
                depth = len(body) - len(stripped)
                if stripped and depth <= outer:
                    break
                if depth >= outer + 4:
                    lines[follow] = body[2:]
            changed = True
            break
    return "\n".join(lines)
