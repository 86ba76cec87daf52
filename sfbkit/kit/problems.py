"""A located content problem, as reported by validation, and the quoting of content text in its message."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from sfbkit.kit.errors import ContentError

_UNSAFE = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")
"""Control characters and line separators: anything that could split a problem's line."""
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _escape_character(match: re.Match[str]) -> str:
    character = match.group()
    named = _NAMED.get(character)
    if named is not None:
        return named
    code = ord(character)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def one_line(text: str) -> str:
    """Returns text with its control characters and line breaks escaped, so it stays on one line."""
    return _UNSAFE.sub(_escape_character, text)


def escape(text: str) -> str:
    """Returns text with backslashes, control characters and line breaks escaped."""
    return one_line(text.replace("\\", "\\\\"))


def quote(text: str) -> str:
    """Quotes text from a content file for a message: 'text', escaped so it stays on one line."""
    return f"'{escape(text)}'"


@dataclass(frozen=True, slots=True, order=True)
class Problem:
    """One problem in one content file: where it is, a stable code, and what was expected."""

    file: str
    line: int
    column: int
    code: str
    path: str
    message: str

    def __str__(self) -> str:
        return one_line(
            f"{self.file}:{self.line}:{self.column}: error[{self.code}]: {self.path}: {self.message}"
        )


class InvalidContentError(ContentError):
    """The content tree has problems; ``problems`` lists every one of them, sorted."""

    def __init__(self, root: Path, problems: Sequence[Problem]) -> None:
        shown = "\n".join(str(problem) for problem in problems[:_SHOWN])
        more = f"\n... and {len(problems) - _SHOWN} more" if len(problems) > _SHOWN else ""
        count = f"{len(problems)} problem{'s' if len(problems) != 1 else ''}"
        super().__init__(f"content at {root} has {count}:\n{shown}{more}")
        self.problems: list[Problem] = list(problems)


_SHOWN = 20
