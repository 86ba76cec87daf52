"""The terminal's ``show`` of a game with a catalogue: the item's lines, a hint when empty, one line when unknown."""

from __future__ import annotations

from sfbkit.kit.errors import UnknownIdError
from sfbkit.kit.terminal.catalogue_show import catalogue_show_lines


def _show(name: str, lang: str) -> str:
    if name != "oak":
        raise UnknownIdError(f"no card with id '{name}'")
    return f"Oak ({lang})\n  a tree"


def test_a_known_item_is_its_laid_out_lines() -> None:
    assert catalogue_show_lines(_show, "a card id", "oak") == ["Oak (en)", "  a tree"]


def test_no_name_asks_for_one_and_an_unknown_one_is_one_line() -> None:
    assert catalogue_show_lines(_show, "a card id", "") == ["show what? give the id of a card id"]
    assert catalogue_show_lines(_show, "a card id", "elm") == ["no card with id 'elm'"]
