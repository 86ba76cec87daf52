"""The bound on how many digits a number is written with, checked before any reader converts it.

Every reader of numbers (YAML content, JSON logs, search terms) checks this
bound first, so a number too long to convert is one located problem and never
Python's own limit on integer digits.
"""

from __future__ import annotations

import re

from sfbkit.kit.problems import quote

MAX_NUMBER_DIGITS = 30
"""Most digits a number may be written with (a 64-bit value takes at most 20)."""

_PREFIX = re.compile(r"[-+]?0[xbo]")


class NumberError(ValueError):
    """A number that cannot be read: too many digits, or a spelling that readers disagree on."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def digit_count(text: str) -> int:
    """Returns how many digits and letters a number is written with, after any 0x, 0b or 0o prefix."""
    prefix = _PREFIX.match(text)
    body = text[prefix.end() :] if prefix is not None else text
    return sum(1 for char in body if char.isalnum())


def check_digits(text: str) -> None:
    """Raises NumberError when a number is written with more than ``MAX_NUMBER_DIGITS`` digits."""
    count = digit_count(text)
    if count > MAX_NUMBER_DIGITS:
        shown = quote(text if len(text) <= 24 else text[:20] + "...")
        raise NumberError(
            "number-too-long", f"{shown} has {count} digits; a number has at most {MAX_NUMBER_DIGITS}"
        )


def bounded_json_int(text: str) -> int:
    """Converts an integer of a JSON document (``json.loads(parse_int=...)``); raises NumberError when too long."""
    check_digits(text)
    return int(text)
