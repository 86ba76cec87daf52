"""Printable card sheets: Super Fantasy Brawl's card faces in one language on the kit's sheet grid
(sfbkit.kit.render), as HTML, PDF, Markdown or plain text.

Font sizes are chosen per card from an estimate of the text's lines, so every
text fits its box in every language (a browser test measures it).
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from pathlib import Path

from markupsafe import Markup

from sfbkit.games.super_fantasy_brawl.content.card import ActionCard
from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.text.labels import label
from sfbkit.kit.render.sheet_design import SheetDesign
from sfbkit.kit.render.sheet_grid import PAPERS as PAPERS
from sfbkit.kit.render.sheet_grid import SheetOptions as SheetOptions
from sfbkit.kit.render.sheet_grid import check_options as check_options
from sfbkit.kit.render.sheet_grid import paginate as paginate
from sfbkit.kit.render.sheet_page import sheet_html as kit_sheet_html
from sfbkit.kit.render.sheet_page import sheet_pdf as kit_sheet_pdf
from sfbkit.kit.text.markdown_text import markdown_escape
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


# --- output -------------------------------------------------------------------

DESIGN = SheetDesign(
    package="sfbkit.games.super_fantasy_brawl.render",
    face_template="sheet_face.html.j2",
    back_template="sheet_back.html.j2",
    styles=("card.css", "sheet_slots.css"),
    slot_class=lambda face: f"core-{face.core}",
)
"""Super Fantasy Brawl's card art on the kit's sheet grid: faces coloured by core, a common back."""


def sheet_html(faces: list[CardFace], options: SheetOptions, title: str = "Card sheet") -> str:
    """Returns the printable HTML sheet (self-contained: CSS inlined)."""
    return kit_sheet_html(faces, options, DESIGN, title)


def sheet_pdf(
    faces: list[CardFace], options: SheetOptions, title: str = "Card sheet", font: Path | None = None
) -> bytes:
    """Returns the sheet as PDF: rendered by WeasyPrint, each page's TrimBox and BleedBox set to its grid."""
    return kit_sheet_pdf(faces, options, DESIGN, title, font)


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
