"""Printed sheets of Blood Wars card faces as HTML, PDF, Markdown or text; a face is a small template."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from sfbkit.games.blood_wars.db.card_record import BWCardRecord
from sfbkit.games.blood_wars.faces import card_lines
from sfbkit.kit.game import SheetRequest
from sfbkit.kit.markdown_text import markdown_escape

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.catalogue import BWCatalogue

PAPERS = {"a4": "210mm 297mm", "letter": "215.9mm 279.4mm"}

FACE = (
    '<section class="face {kind}" id="{id}"><h2>{title}</h2><p class="facts">{facts}</p>'
    '<p class="numbers">{numbers}</p>{text}</section>'
)
"""One card face: its kind as a class, title, kind line, numbers, then rules text and flavour paragraphs."""

_CSS = """
@page { size: PAPER; margin: 10mm; }
body { font-family: "Noto Sans", "Noto Sans CJK JP", sans-serif; margin: 0; }
.faces { display: flex; flex-wrap: wrap; gap: 2mm; }
.face { box-sizing: border-box; width: 63mm; height: 88mm; padding: BLEED; border: 0.3mm solid #333;
  break-inside: avoid; font-size: 8pt; overflow: hidden; }
.face.warlord { border-color: #7a1f1f; } .face.legion { border-color: #444; }
.face.battlefield { border-color: #2f5d2f; } .face.fate { border-color: #3a3a7a; }
.face h2 { font-size: 10pt; margin: 0 0 1mm; }
.face p { margin: 0 0 1mm; }
.face .facts, .face .numbers { font-style: italic; }
.face .flavour { color: #555; }
"""


def selected(catalogue: BWCatalogue, request: SheetRequest) -> list[BWCardRecord]:
    """Returns the records a request names, in library order; UnknownIdError for an unknown id or deck."""
    from sfbkit.kit.errors import unknown_id

    if request.everything:
        return list(catalogue.records)
    wanted = {catalogue.record(item_id).id for item_id in request.ids}
    decks = catalogue.library.decks
    for group in request.groups:
        if group not in decks:
            raise unknown_id(group, sorted(decks), "deck")
        wanted.update(entry.card for entry in decks[group].cards)
    return [record for record in catalogue.records if record.id in wanted]


def face_html(record: BWCardRecord, lang: str) -> str:
    """Returns one card face filled into the template."""
    title, facts, numbers, *rest = card_lines(record, lang)
    text = "".join(
        f'<p class="flavour">{html.escape(line)}</p>'
        if line == f'"{record.flavour}"'
        else f"<p>{html.escape(line)}</p>"
        for line in rest
    )
    return FACE.format(
        kind=record.kind,
        id=html.escape(record.id),
        title=html.escape(title.split(" (")[0]),
        facts=html.escape(facts),
        numbers=html.escape(numbers),
        text=text,
    )


def _html(records: list[BWCardRecord], request: SheetRequest) -> str:
    css = _CSS.replace("PAPER", PAPERS[request.paper]).replace("BLEED", f"{2 + request.bleed:g}mm")
    faces = "".join(face_html(record, request.lang) for record in records)
    return (
        f'<!DOCTYPE html>\n<html lang="{request.lang}"><head><meta charset="utf-8">'
        f"<title>Blood Wars cards</title><style>{css}</style></head>"
        f'<body><div class="faces">{faces}</div></body></html>\n'
    )


def _markdown(records: list[BWCardRecord], lang: str) -> str:
    out = ["# Blood Wars cards", ""]
    for record in records:
        title, *rest = card_lines(record, lang)
        out += [f"## {markdown_escape(title)}", ""]
        out += [line for paragraph in rest for line in (markdown_escape(paragraph), "")]
    return "\n".join(out)


def sheet_bytes(catalogue: BWCatalogue, request: SheetRequest) -> bytes:
    """Returns the sheet a request asks for, encoded as UTF-8 (PDF rendered from the HTML)."""
    from sfbkit.games.blood_wars.text.glossary import check_lang
    from sfbkit.kit.errors import UsageError
    from sfbkit.kit.problems import printable

    check_lang(request.lang)
    if request.paper not in PAPERS:
        raise UsageError(f"unknown paper {request.paper!r}; expected one of {', '.join(PAPERS)}")
    records = selected(catalogue, request)
    if request.output == "txt":
        blocks = ["\n".join(card_lines(record, request.lang)) for record in records]
        return (printable("\n\n".join(blocks)) + "\n").encode()
    if request.output == "md":
        return _markdown(records, request.lang).encode()
    page = _html(records, request)
    if request.output == "html":
        return page.encode()
    from sfbkit.kit.pdf_render import html_to_pdf

    return html_to_pdf(page, request.lang, request.font)
