"""Printable card sheets: card faces in one language, laid out 3x3 on A4 or Letter with crop marks,
optional bleed and mirrored backs; as HTML (print CSS), PDF (WeasyPrint), Markdown or plain text.

Font sizes are chosen per card from an estimate of the text's lines, so every
text fits its box in every language (a browser test measures it).
"""

from __future__ import annotations

import math
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from markupsafe import Markup

from sfbkit.games.super_fantasy_brawl.content.card import ActionCard
from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.text.labels import label
from sfbkit.kit.markdown_text import markdown_escape
from sfbkit.kit.text.punctuation import separator

TEXT_BOX_MM = (54.0, 44.0)
"""Width and height of the rules text box inside its padding (the grid rows of card.css)."""
FLAVOUR_BOX_MM = (54.0, 11.5)
NAME_BOX_MM = (57.0, 6.0)
TARGETING_BOX_MM = (57.0, 4.0)
ICON_BOX_MM = (12.0, 14.0)
"""The targeting icon's box, at the right of the name, sub-title and targeting rows (card.css)."""
ICON_GAP_MM = 1.5
NAME_BESIDE_ICON_MM = (NAME_BOX_MM[0] - ICON_BOX_MM[0] - ICON_GAP_MM, NAME_BOX_MM[1])
TARGETING_BESIDE_ICON_MM = (TARGETING_BOX_MM[0] - ICON_BOX_MM[0] - ICON_GAP_MM, TARGETING_BOX_MM[1])
PT_TO_MM = 25.4 / 72
TEXT_SIZES_PT = (10.0, 9.5, 9.0, 8.5, 8.0, 7.5, 7.0, 6.5, 6.0, 5.5, 5.0, 4.5, 4.0)
LINE_HEIGHT = 1.25
PARAGRAPH_GAP_EM = 0.3
SAFETY = 0.92
"""Share of the box the estimate may fill: glyph widths are estimates, so keep a margin."""


def _glyph_em(char: str) -> float:
    """Returns an upper estimate of a glyph's advance in em."""
    if unicodedata.east_asian_width(char) in "WF":
        return 1.0
    if char == " ":
        return 0.3
    if char.isupper() or char.isdigit() or char in "mwMW@%":
        return 0.72
    return 0.58


def _breaks_anywhere(char: str) -> bool:
    """Returns True for characters a line may break after on their own (kana, kanji, fullwidth)."""
    return unicodedata.east_asian_width(char) in "WF" and not ("\uac00" <= char <= "\ud7a3")


def _units(text: str) -> list[tuple[float, bool]]:
    """Splits text into unbreakable units: (width in em, ends with a space)."""
    units: list[tuple[float, bool]] = []
    width = 0.0
    for char in text:
        if char == " ":
            units.append((width, True))
            width = 0.0
        elif _breaks_anywhere(char):
            if width:
                units.append((width, False))
                width = 0.0
            units.append((_glyph_em(char), False))
        else:
            width += _glyph_em(char)
    if width:
        units.append((width, False))
    return units


def line_count(text: str, width_em: float) -> int:
    """Returns how many lines ``text`` takes at ``width_em`` per line, by greedy line breaking."""
    lines = 1
    used = 0.0
    for width, spaced in _units(text):
        if used and used + width > width_em:
            lines += 1
            used = 0.0
        while width > width_em:  # a unit wider than a line wraps anywhere (overflow-wrap: anywhere)
            lines += 1
            width -= width_em
        used += width + (0.3 if spaced else 0.0)
    return lines


def fit_size(paragraphs: list[str], box_mm: tuple[float, float], sizes: tuple[float, ...]) -> float:
    """Returns the largest font size (pt) at which the paragraphs fit the box, else the smallest."""
    width_mm, height_mm = box_mm
    for size in sizes:
        em_mm = size * PT_TO_MM
        lines = sum(line_count(paragraph, width_mm * SAFETY / em_mm) for paragraph in paragraphs)
        height = lines * LINE_HEIGHT * em_mm + max(0, len(paragraphs) - 1) * PARAGRAPH_GAP_EM * em_mm
        if height <= height_mm * SAFETY:
            return size
    return sizes[-1]


@dataclass(frozen=True, slots=True)
class CardFace:
    """The printed face of one card in one language."""

    id: str
    name: str
    champion: str
    champion_name: str
    type: str
    type_label: str
    core: str
    core_label: str
    stats: tuple[tuple[str, str], ...]
    """(label, value) of move, strength or defence bonus."""
    targeting: str
    targeting_icon: Markup
    """The targeting icon as inline SVG built from numbers only (empty for none)."""
    text: tuple[str, ...]
    flavour: str
    lang: str
    name_size: float
    text_size: float
    flavour_size: float
    targeting_size: float


def card_face(card: ActionCard, library: Library, lang: str) -> CardFace:
    """Returns the face of ``card`` in ``lang``, rules text generated from its effects."""
    from sfbkit.games.super_fantasy_brawl.render.targeting_svg import targeting_svg
    from sfbkit.games.super_fantasy_brawl.text.rules_text import card_text, targeting_text

    champion_id = library.card_owner[card.id]
    champion = library.champions.get(champion_id)
    stats: list[tuple[str, str]] = []
    if card.move:
        stats.append((label("move", lang), str(card.move)))
    if card.strength is not None:
        stats.append((label("strength", lang), str(card.strength)))
    if card.defence is not None:
        stats.append((label("defence", lang), f"+{card.defence}"))
    text = tuple(card_text(card, lang))
    flavour = card.flavour or ""
    targeting = targeting_text(card.targeting, lang)
    icon = targeting_svg(card.targeting, lang)
    return CardFace(
        id=card.id,
        name=card.name,
        champion=champion_id,
        champion_name=champion.name if champion is not None else champion_id,
        type=card.type,
        type_label=label(card.type, lang),
        core=card.core,
        core_label=label(card.core, lang),
        stats=tuple(stats),
        targeting=targeting,
        targeting_icon=icon,
        text=text,
        flavour=flavour,
        lang=lang,
        name_size=fit_size(
            [card.name], NAME_BESIDE_ICON_MM if icon else NAME_BOX_MM, (10.0, 9.0, 8.0, 7.0, 6.0, 5.0)
        ),
        text_size=fit_size(list(text), TEXT_BOX_MM, TEXT_SIZES_PT) if text else TEXT_SIZES_PT[0],
        flavour_size=fit_size([flavour], FLAVOUR_BOX_MM, (7.0, 6.5, 6.0, 5.5, 5.0, 4.5)) if flavour else 7.0,
        targeting_size=fit_size(
            [targeting], TARGETING_BESIDE_ICON_MM if icon else TARGETING_BOX_MM, (6.5, 6.0, 5.5, 5.0, 4.5)
        )
        if targeting
        else 6.5,
    )


# --- layout -------------------------------------------------------------------

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
class Slot:
    """One card on a page: its face, and where its trimmed card sits."""

    face: CardFace
    trim: Box
    back: bool


@dataclass(frozen=True, slots=True)
class Page:
    """One printed page: its slots, the trim box of its 3x3 grid and its crop marks."""

    slots: tuple[Slot, ...]
    trim: Box
    bleed: Box
    marks: tuple[tuple[float, float, float, float], ...]
    """Crop mark lines (x1, y1, x2, y2) in millimetres."""
    back: bool


def check_options(options: SheetOptions) -> None:
    """Raises UsageError when the options cannot be printed (unknown paper, bleed too wide)."""
    from sfbkit.kit.errors import UsageError

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


def paginate(faces: list[CardFace], options: SheetOptions) -> list[Page]:
    """Lays faces out 3x3 per page, each faces page followed by its mirrored backs page if asked."""
    check_options(options)
    pages: list[Page] = []
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


# --- output -------------------------------------------------------------------


def sheet_html(faces: list[CardFace], options: SheetOptions, title: str = "Card sheet") -> str:
    """Returns the printable HTML sheet (self-contained: CSS inlined)."""
    from sfbkit.games.super_fantasy_brawl.render.templates import environment, trusted_asset

    width, height = PAPERS[options.paper]
    return (
        environment()
        .get_template("sheet.html.j2")
        .render(
            title=title,
            lang=options.lang,
            pages=paginate(faces, options),
            paper_width=width,
            paper_height=height,
            bleed=options.bleed,
            css=trusted_asset("card.css") + trusted_asset("sheet.css"),
        )
    )


def sheet_pdf(
    faces: list[CardFace], options: SheetOptions, title: str = "Card sheet", font: Path | None = None
) -> bytes:
    """Returns the sheet as PDF: rendered by WeasyPrint, each page's TrimBox and BleedBox set to its grid."""
    import io

    from sfbkit.kit.pdf_render import html_to_pdf

    try:
        import pypdf
    except ImportError as error:  # pragma: no cover - depends on the installation
        from sfbkit.kit.errors import UsageError

        raise UsageError("PDF sheets need the 'pdf' extra: pip install 'sfbkit[pdf]'") from error
    rendered = html_to_pdf(sheet_html(faces, options, title), options.lang, font)
    reader = pypdf.PdfReader(io.BytesIO(rendered))
    writer = pypdf.PdfWriter()
    _, height = PAPERS[options.paper]
    pages = paginate(faces, options)
    if len(reader.pages) != len(pages):
        raise AssertionError(f"WeasyPrint made {len(reader.pages)} pages of a {len(pages)}-page sheet")
    for pdf_page, page in zip(reader.pages, pages, strict=True):
        pdf_page.trimbox = pypdf.generic.RectangleObject(page.trim.pdf_rect(height))
        pdf_page.bleedbox = pypdf.generic.RectangleObject(page.bleed.pdf_rect(height))
        writer.add_page(pdf_page)
    writer.add_metadata({"/Title": title, "/Producer": "sfbkit"})
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def sheet_markdown(faces: list[CardFace], title: str = "Card sheet") -> str:
    """Returns the cards as a Markdown document, one section per card."""
    out = [f"# {markdown_escape(title)}", ""]
    for face in faces:
        facts = [face.champion_name, face.type_label, face.core_label]
        facts += [f"{name} {value}" for name, value in face.stats]
        if face.targeting:
            facts.append(face.targeting)
        line = separator(face.lang).join(facts)
        out += [f"## {markdown_escape(face.name)}", "", "*" + markdown_escape(line) + "*", ""]
        out += [line for paragraph in face.text for line in (markdown_escape(paragraph), "")]
        if face.flavour:
            out += [f"> {markdown_escape(face.flavour)}", ""]
        out += [f"`{face.id}`", ""]
    return "\n".join(out)


def sheet_text(cards: list[ActionCard], library: Library, lang: str) -> str:
    """Returns the cards as plain text boxes, as ``sfbkit show`` prints them."""
    from sfbkit.games.super_fantasy_brawl.render.terminal import card_lines

    blocks = []
    for card in cards:
        champion = library.champions.get(library.card_owner[card.id])
        blocks.append(
            "\n".join(card_lines(card, champion.name if champion else library.card_owner[card.id], lang))
        )
    return "\n\n".join(blocks) + "\n"
