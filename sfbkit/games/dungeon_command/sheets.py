"""Printed sheets of Dungeon Command card faces: creatures, orders and commanders as HTML, PDF, Markdown or text."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from sfbkit.games.dungeon_command.db.card_record import DCCardRecord
from sfbkit.games.dungeon_command.faces import card_lines
from sfbkit.kit.game import SheetRequest
from sfbkit.kit.markdown_text import markdown_escape

if TYPE_CHECKING:
    from sfbkit.games.dungeon_command.catalogue import DCCatalogue

PAPERS = {"a4": "210mm 297mm", "letter": "215.9mm 279.4mm"}

_CSS = """
@page { size: PAPER; margin: 10mm; }
body { font-family: "Noto Sans", "Noto Sans CJK JP", sans-serif; margin: 0; }
.faces { display: flex; flex-wrap: wrap; gap: 2mm; }
.face { box-sizing: border-box; width: 63mm; height: 88mm; padding: BLEED; border: 0.3mm solid #333;
  break-inside: avoid; font-size: 8pt; overflow: hidden; }
.face h2 { font-size: 10pt; margin: 0 0 1mm; }
.face p { margin: 0 0 1mm; }
.face .facts { font-style: italic; }
.face .flavour { color: #555; }
"""


def selected(catalogue: DCCatalogue, request: SheetRequest) -> list[DCCardRecord]:
    """Returns the records a request names, in library order; UnknownIdError for an unknown id or warband."""
    from sfbkit.kit.errors import unknown_id

    library = catalogue.library
    if request.everything:
        return list(catalogue.records)
    wanted: set[str] = set()
    for item_id in request.ids:
        wanted.add(catalogue.record(item_id).id)
    for group in request.groups:
        if group not in library.warbands:
            raise unknown_id(group, sorted(library.warbands), "warband")
        warband = library.warbands[group]
        wanted.update({warband.commander, *(e.id for e in (*warband.creatures, *warband.orders))})
    return [record for record in catalogue.records if record.id in wanted]


def _html(catalogue: DCCatalogue, records: list[DCCardRecord], request: SheetRequest) -> str:
    faces = []
    for record in records:
        title, facts, *rest = card_lines(catalogue.library, record, request.lang)
        paragraphs = "".join(
            f'<p class="flavour">{html.escape(line)}</p>'
            if line == f'"{record.flavour}"'
            else f"<p>{html.escape(line)}</p>"
            for line in rest
        )
        faces.append(
            f'<section class="face" id="{html.escape(record.id)}"><h2>{html.escape(title)}</h2>'
            f'<p class="facts">{html.escape(facts)}</p>{paragraphs}</section>'
        )
    css = _CSS.replace("PAPER", PAPERS[request.paper]).replace("BLEED", f"{2 + request.bleed:g}mm")
    return (
        f'<!DOCTYPE html>\n<html lang="{request.lang}"><head><meta charset="utf-8">'
        f"<title>Dungeon Command cards</title><style>{css}</style></head>"
        f'<body><div class="faces">{"".join(faces)}</div></body></html>\n'
    )


def _markdown(catalogue: DCCatalogue, records: list[DCCardRecord], lang: str) -> str:
    out = ["# Dungeon Command cards", ""]
    for record in records:
        title, *rest = card_lines(catalogue.library, record, lang)
        out += [f"## {markdown_escape(title)}", ""]
        out += [line for paragraph in rest for line in (markdown_escape(paragraph), "")]
    return "\n".join(out)


def sheet_bytes(catalogue: DCCatalogue, request: SheetRequest) -> bytes:
    """Returns the sheet a request asks for, encoded as UTF-8 (PDF rendered from the HTML by WeasyPrint)."""
    from sfbkit.kit.errors import UsageError
    from sfbkit.kit.problems import printable

    if request.paper not in PAPERS:
        raise UsageError(f"unknown paper {request.paper!r}; expected one of {', '.join(PAPERS)}")
    records = selected(catalogue, request)
    if request.output == "txt":
        blocks = ["\n".join(card_lines(catalogue.library, r, request.lang)) for r in records]
        return (printable("\n\n".join(blocks)) + "\n").encode()
    if request.output == "md":
        return _markdown(catalogue, records, request.lang).encode()
    page = _html(catalogue, records, request)
    if request.output == "html":
        return page.encode()
    from sfbkit.kit.pdf_render import html_to_pdf

    return html_to_pdf(page, request.lang, request.font)
