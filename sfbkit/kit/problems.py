"""A located content problem, as reported by validation, and the quoting of content text in its message."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

from sfbkit.kit.errors import ContentError

_UNSAFE = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
"""Control characters, line separators and bidi overrides: anything that could split or disguise a line."""
_UNSAFE_BUT_NEWLINE = re.compile(r"[\x00-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069]")
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


def file_name_text(name: str) -> str:
    """Returns a file name read from the file system as text: bytes that are not UTF-8 shown as \\xNN."""
    if not any("\udc80" <= char <= "\udcff" for char in name):
        return name
    return name.encode("utf-8", errors="surrogateescape").decode("utf-8", errors="backslashreplace")


def printable(text: str) -> str:
    """Returns text for a terminal or log: line breaks kept, every other control character escaped."""
    return _UNSAFE_BUT_NEWLINE.sub(_escape_character, text)


def unsafe_character(text: str, newlines: bool = False) -> int | None:
    """Returns the index of the first control character or bidi override in text (newlines allowed if asked)."""
    match = (_UNSAFE_BUT_NEWLINE if newlines else _UNSAFE).search(text)
    return match.start() if match is not None else None


def escape(text: str) -> str:
    """Returns text with backslashes, control characters and line breaks escaped."""
    return one_line(text.replace("\\", "\\\\"))


QUOTED_LENGTH = 60
"""Most characters of a content value that a message repeats; longer values are cut, ending in '...'."""


def shorten(text: str, limit: int = QUOTED_LENGTH) -> str:
    """Returns text cut to ``limit`` characters (the last three '...') when it is longer."""
    return text if len(text) <= limit else text[: limit - 3] + "..."


EXCERPT_LENGTH = 240
"""Most characters of input (a log record, an option id, a value) that an error message repeats."""


def excerpt(text: str, limit: int = EXCERPT_LENGTH) -> str:
    """Returns input text as an error quotes it: on one line, cut to ``limit`` characters, naming how many were cut."""
    if len(text) > limit:
        text = f"{text[:limit]}... ({len(text) - limit} more characters)"
    return one_line(text)


MESSAGE_LENGTH = 4_000
"""Most characters of one error message; a longer one (input quoted whole somewhere) keeps its start and end."""


def bounded_message(text: str) -> str:
    """Returns an error message cut to ``MESSAGE_LENGTH`` characters: its start and end, naming how many were cut."""
    if len(text) <= MESSAGE_LENGTH:
        return text
    head, tail = MESSAGE_LENGTH * 3 // 4, MESSAGE_LENGTH // 4
    return f"{text[:head]} ... ({len(text) - head - tail} characters cut) ... {text[-tail:]}"


def quote(text: str) -> str:
    """Quotes text from a content file for a message: 'text', shortened and escaped so it stays on one line."""
    return f"'{escape(shorten(text))}'"


class Problem(NamedTuple):
    """One problem in one content file: where it is, a stable code, and what was expected.

    Problems sort by file, line, column, code, path and message, in that order.
    """

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
