"""What a game gives the sheet grid: the templates of a card's face and back, their styles and a slot's colour."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple


class SheetDesign(NamedTuple):
    """A game's card art for printed sheets; its templates read ``face`` and are found in ``package``."""

    package: str
    """The module whose ``templates`` folder holds the face and back templates and the styles."""
    face_template: str
    back_template: str
    styles: tuple[str, ...]
    """The game's CSS files, inlined after the kit's sheet styles."""
    slot_class: Callable[[Any], str]
    """Returns the CSS class of a face's slot, which paints its bleed."""
