"""A sheet grid as a page: self-contained HTML (print CSS) or PDF (WeasyPrint, TrimBox and BleedBox set)."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from markupsafe import Markup

from sfbkit.kit.errors import UsageError
from sfbkit.kit.render.assets import kit_asset, trusted_asset
from sfbkit.kit.render.environment import page_environment
from sfbkit.kit.render.sheet_design import SheetDesign
from sfbkit.kit.render.sheet_grid import PAPERS, SheetOptions, paginate


def sheet_html(
    faces: list[Any], options: SheetOptions, design: SheetDesign, title: str = "Card sheet"
) -> str:
    """Returns the printable HTML sheet of ``faces`` drawn by the game's design (CSS inlined)."""
    width, height = PAPERS[options.paper]
    css = kit_asset("sheet.css") + Markup("").join(
        trusted_asset(design.package, name) for name in design.styles
    )
    return (
        page_environment(design.package)
        .get_template("kit/sheet.html.j2")
        .render(
            title=title,
            lang=options.lang,
            pages=paginate(faces, options),
            paper_width=width,
            paper_height=height,
            bleed=options.bleed,
            design=design,
            css=css,
        )
    )


def sheet_pdf(
    faces: list[Any],
    options: SheetOptions,
    design: SheetDesign,
    title: str = "Card sheet",
    font: Path | None = None,
) -> bytes:
    """Returns the sheet as PDF; refused with the fonts to install when a character has no glyph."""
    from sfbkit.kit.render.pdf_render import html_to_pdf

    try:
        import pypdf
    except ImportError as error:  # pragma: no cover - depends on the installation
        raise UsageError("PDF sheets need the 'pdf' extra: pip install 'sfbkit[pdf]'") from error
    rendered = html_to_pdf(sheet_html(faces, options, design, title), options.lang, font)
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
