"""The terminal's ``show`` for a game whose catalogue lays out its items: the item's lines, or why there are none."""

from __future__ import annotations

from collections.abc import Callable

from sfbkit.kit.errors import UnknownIdError


def catalogue_show_lines(show: Callable[[str, str], str], show_words: str, name: str) -> list[str]:
    """Returns the item ``name`` names as ``show`` lays it out in English, or one line saying what is missing."""
    if not name:
        return [f"show what? give the id of {show_words}"]
    try:
        return show(name, "en").splitlines()
    except UnknownIdError as error:
        return [str(error)]
