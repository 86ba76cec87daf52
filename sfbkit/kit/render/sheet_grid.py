"""The grid of a printed sheet: 3x3 poker-size cards per page, bleed, crop marks and mirrored backs."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar

from sfbkit.kit.errors import UsageError

if TYPE_CHECKING:
    from sfbkit.kit.game import SheetRequest

Face = TypeVar("Face")

CARD_MM = (63.0, 88.0)
"""Poker size, trimmed."""
COLUMNS = 3
ROWS = 3
PER_PAGE = COLUMNS * ROWS
PAPERS: dict[str, tuple[float, float]] = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
MARK_LENGTH_MM = 5.0
MARK_GAP_MM = 1.0
MM_TO_PT = 72 / 25.4


@dataclass(frozen=True, slots=True)
class SheetOptions:
    """How to lay out a sheet."""

    lang: str = "en"
    paper: str = "a4"
    bleed: float = 0.0
    """Millimetres of card background printed beyond each trim edge."""
    backs: bool = False
    """After each page of faces, a page of backs mirrored left to right for duplex printing."""
    offset_x: float = 0.0
    offset_y: float = 0.0
    """Millimetres the backs pages are shifted right and down, to match a printer's duplex misregistration."""

    @classmethod
    def asked_by(cls, request: SheetRequest) -> SheetOptions:
        """Returns the layout a sheet request asks for; raises UsageError when it cannot be printed."""
        options = cls(
            lang=request.lang,
            paper=request.paper,
            bleed=request.bleed,
            backs=request.backs,
            offset_x=request.offset_x,
            offset_y=request.offset_y,
        )
        check_options(options)
        return options


@dataclass(frozen=True, slots=True)
class Box:
    """A rectangle in millimetres from the page's top-left corner."""

    left: float
    top: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.left + self.width

    @property
    def bottom(self) -> float:
        return self.top + self.height

    def grown(self, by: float) -> Box:
        """Returns the box grown by ``by`` on every side."""
        return Box(self.left - by, self.top - by, self.width + 2 * by, self.height + 2 * by)

    def pdf_rect(self, page_height_mm: float) -> tuple[float, float, float, float]:
        """Returns the box as a PDF rectangle in points: (x0, y0, x1, y1) from the bottom-left corner."""
        return (
            round(self.left * MM_TO_PT, 3),
            round((page_height_mm - self.bottom) * MM_TO_PT, 3),
            round(self.right * MM_TO_PT, 3),
            round((page_height_mm - self.top) * MM_TO_PT, 3),
        )


@dataclass(frozen=True, slots=True)
class Slot(Generic[Face]):
    """One card on a page: its face, and where its trimmed card sits."""

    face: Face
    trim: Box
    back: bool


@dataclass(frozen=True, slots=True)
class Page(Generic[Face]):
    """One printed page: its slots, the trim box of its 3x3 grid and its crop marks."""

    slots: tuple[Slot[Face], ...]
    trim: Box
    bleed: Box
    marks: tuple[tuple[float, float, float, float], ...]
    """Crop mark lines (x1, y1, x2, y2) in millimetres."""
    back: bool


def check_options(options: SheetOptions) -> None:
    """Raises UsageError when the options cannot be printed (unknown paper, bleed too wide)."""
    if options.paper not in PAPERS:
        raise UsageError(f"unknown paper {options.paper!r}; expected one of {', '.join(PAPERS)}")
    for name, value in (
        ("--bleed", options.bleed),
        ("--offset-x", options.offset_x),
        ("--offset-y", options.offset_y),
    ):
        if not math.isfinite(value):
            raise UsageError(f"{name} must be a finite number, not {value}")
    if options.bleed < 0:
        raise UsageError("--bleed must not be negative")
    width, height = PAPERS[options.paper]
    largest = min((width / COLUMNS - CARD_MM[0]) / 2, (height / ROWS - CARD_MM[1]) / 2)
    if options.bleed > largest:
        raise UsageError(
            f"a bleed of {options.bleed:g} mm does not fit 3x3 cards on {options.paper}; "
            f"the most that fits is {int(largest * 10) / 10:g} mm"
        )


def _grid(options: SheetOptions, back: bool) -> tuple[Box, float, float]:
    """Returns the trim box of the whole grid and the pitch (distance between card origins) x, y."""
    width, height = PAPERS[options.paper]
    pitch_x = CARD_MM[0] + 2 * options.bleed
    pitch_y = CARD_MM[1] + 2 * options.bleed
    left = round((width - COLUMNS * pitch_x) / 2 + options.bleed, 3)
    top = round((height - ROWS * pitch_y) / 2 + options.bleed, 3)
    if back:
        left += options.offset_x
        top += options.offset_y
    grid = Box(left, top, (COLUMNS - 1) * pitch_x + CARD_MM[0], (ROWS - 1) * pitch_y + CARD_MM[1])
    return grid, pitch_x, pitch_y


def _crop_marks(
    grid: Box, pitch_x: float, pitch_y: float, bleed: float
) -> tuple[tuple[float, float, float, float], ...]:
    """Returns crop marks in the margins, in line with every trim edge, clear of the bleed."""
    xs = sorted({round(grid.left + c * pitch_x + dx, 3) for c in range(COLUMNS) for dx in (0.0, CARD_MM[0])})
    ys = sorted({round(grid.top + r * pitch_y + dy, 3) for r in range(ROWS) for dy in (0.0, CARD_MM[1])})
    start = bleed + MARK_GAP_MM
    marks: list[tuple[float, float, float, float]] = []
    for x in xs:
        marks.append((x, grid.top - start - MARK_LENGTH_MM, x, grid.top - start))
        marks.append((x, grid.bottom + start, x, grid.bottom + start + MARK_LENGTH_MM))
    for y in ys:
        marks.append((grid.left - start - MARK_LENGTH_MM, y, grid.left - start, y))
        marks.append((grid.right + start, y, grid.right + start + MARK_LENGTH_MM, y))
    return tuple(marks)


def paginate(faces: list[Face], options: SheetOptions) -> list[Page[Face]]:
    """Lays faces out 3x3 per page, each faces page followed by its mirrored backs page if asked."""
    check_options(options)
    pages: list[Page[Face]] = []
    for first in range(0, len(faces), PER_PAGE):
        chunk = faces[first : first + PER_PAGE]
        for back in (False, True) if options.backs else (False,):
            grid, pitch_x, pitch_y = _grid(options, back)
            slots = []
            for index, face in enumerate(chunk):
                row, column = divmod(index, COLUMNS)
                if back:
                    column = COLUMNS - 1 - column  # mirrored: the back of a card prints behind its face
                slots.append(
                    Slot(face, Box(grid.left + column * pitch_x, grid.top + row * pitch_y, *CARD_MM), back)
                )
            marks = _crop_marks(grid, pitch_x, pitch_y, options.bleed)
            pages.append(Page(tuple(slots), grid, grid.grown(options.bleed), marks, back))
    return pages
