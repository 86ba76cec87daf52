"""Printed sheets of Dungeon Command cards on the kit's sheet grid: HTML, PDF, Markdown or text."""

from __future__ import annotations

from sfbkit.games.dungeon_command.content.library import DCLibrary
from sfbkit.games.dungeon_command.db.card_record import DCCardRecord
from sfbkit.games.dungeon_command.render.card_face import card_face
from sfbkit.games.dungeon_command.render.faces import card_lines
from sfbkit.kit.game import SheetRequest
from sfbkit.kit.render.sheet_design import SheetDesign
from sfbkit.kit.render.sheet_grid import SheetOptions
from sfbkit.kit.text.markdown_text import markdown_escape

TITLE = "Dungeon Command cards"
DESIGN = SheetDesign(
    package="sfbkit.games.dungeon_command.render",
    face_template="sheet_face.html.j2",
    back_template="sheet_back.html.j2",
    styles=("card.css",),
    slot_class=lambda face: f"kind-{face.kind}",
)
"""Dungeon Command's card art: a bleed coloured by the card's kind, a common back."""


def _markdown(library: DCLibrary, records: list[DCCardRecord], lang: str) -> str:
    out = [f"# {TITLE}", ""]
    for record in records:
        title, *rest = card_lines(library, record, lang)
        out += [f"## {markdown_escape(title)}", ""]
        out += [line for paragraph in rest for line in (markdown_escape(paragraph), "")]
    return "\n".join(out)


def sheet_bytes(library: DCLibrary, records: list[DCCardRecord], request: SheetRequest) -> bytes:
    """Returns the sheet of ``records`` a request asks for: 3x3 cards a page, crop marks, bleed and backs as asked."""
    from sfbkit.kit.problems import printable
    from sfbkit.kit.render.sheet_page import sheet_html, sheet_pdf

    options = SheetOptions.asked_by(request)
    if request.output == "txt":
        blocks = ["\n".join(card_lines(library, r, request.lang)) for r in records]
        return (printable("\n\n".join(blocks)) + "\n").encode()
    if request.output == "md":
        return _markdown(library, records, request.lang).encode()
    faces = [card_face(library, record, request.lang) for record in records]
    if request.output == "html":
        return sheet_html(faces, options, DESIGN, TITLE).encode()
    return sheet_pdf(faces, options, DESIGN, TITLE, request.font)
