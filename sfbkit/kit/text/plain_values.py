"""Plain JSON values as words for logs and panels: lists joined by commas, nested lists by semicolons."""

from __future__ import annotations

from typing import Any


def plain_value(value: Any) -> str:
    """Returns a value in words: ``none``, ``yes``/``no``, a list's items joined, a mapping's ``key value`` pairs."""
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, dict):
        return ", ".join(f"{key} {plain_value(item)}" for key, item in value.items())
    if isinstance(value, list | tuple):
        nested = any(isinstance(item, list | tuple | dict) for item in value)
        return ("; " if nested else ", ").join(plain_value(item) for item in value) or "none"
    return str(value)
