"""Text placed in Markdown as text: markup characters escaped, and code spans whose fence no content can close."""

from __future__ import annotations

import re

_MARKDOWN_INLINE = "\\`*_[]<>|~&#"
"""Characters that start Markdown or HTML markup anywhere in a line."""
_MARKDOWN_LINE_START = re.compile(r"^(\s*)(?:([-+])|(\d+)([.)]))")
"""A list marker at the start of a line."""


def markdown_escape(text: str) -> str:
    """Returns text with Markdown's markup characters backslash-escaped, so markup shows as text."""
    escaped = "".join("\\" + char if char in _MARKDOWN_INLINE else char for char in text)
    return _MARKDOWN_LINE_START.sub(_escape_list_marker, escaped)


def _escape_list_marker(match: re.Match[str]) -> str:
    indent, bullet, number, delimiter = match.groups()
    return indent + ("\\" + bullet if bullet else number + "\\" + delimiter)


def code_span(text: str) -> str:
    """Returns a Markdown code span showing text literally: its fence is longer than any run of backticks in it."""
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if text.startswith("`") or text.endswith("`") or not text.strip() else ""
    return f"{fence}{pad}{text}{pad}{fence}"
