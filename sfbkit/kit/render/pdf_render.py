"""HTML sheets to PDF through WeasyPrint, refused before anything is drawn when no font can show their text."""

from __future__ import annotations

import html
import warnings
from html.parser import HTMLParser
from pathlib import Path

from sfbkit.kit.errors import SfbkitError, UsageError

FONT_FAMILY = "sfbkit sheet font"
SHOWN_MISSING = 8
CJK_LANGUAGES = {"ja", "ko", "zh-Hant"}
FONT_PACKAGES = {
    True: "Debian's fonts-noto-cjk or Homebrew's font-noto-sans-cjk",
    False: "Debian's fonts-noto-core or Homebrew's font-noto-sans",
}


class MissingGlyphsError(SfbkitError):
    """No installed font (nor the one given) can draw some characters of a PDF's text."""


class _TextParser(HTMLParser):
    """Collects the text a page draws: everything but its head, styles and scripts."""

    HIDDEN = frozenset({"head", "style", "script", "title"})

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.depth = 0
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self.HIDDEN:
            self.depth += 1

    def handle_endtag(self, tag: str) -> None:
        if tag in self.HIDDEN and self.depth:
            self.depth -= 1

    def handle_data(self, data: str) -> None:
        if not self.depth:
            self.parts.append(data)


def drawn_text(page: str) -> str:
    """Returns the text of an HTML page that ends up on paper."""
    parser = _TextParser()
    parser.feed(page)
    parser.close()
    return "".join(parser.parts)


def with_font(page: str, font: Path) -> str:
    """Returns the page with every element set in the given font file (other fonts only for what it lacks)."""
    url = html.escape(font.resolve().as_uri(), quote=True)
    style = (
        f'<style>@font-face {{ font-family: "{FONT_FAMILY}"; src: url("{url}"); }}'
        f'\nbody, body * {{ font-family: "{FONT_FAMILY}", sans-serif !important; }}</style>'
    )
    head_end = page.find("</head>")
    if head_end < 0:
        return style + page
    return page[:head_end] + style + page[head_end:]


def check_glyphs(page: str, lang: str, font: Path | None) -> None:
    """Raises MissingGlyphsError naming the font packages to install if some text of the page cannot be drawn."""
    from sfbkit.kit.render.font_coverage import FontFileError, missing_characters

    try:
        missing = missing_characters(drawn_text(page), font)
    except FontFileError as error:
        raise UsageError(str(error)) from error
    if not missing:
        return
    missing.sort(key=lambda char: (char.isascii(), char))
    shown = " ".join(missing[:SHOWN_MISSING]) + (" ..." if len(missing) > SHOWN_MISSING else "")
    where = f"neither {font} nor any installed font" if font else "no installed font"
    raise MissingGlyphsError(
        f"{where} can draw {len(missing)} character(s) of this {lang} sheet ({shown}); "
        f"install {FONT_PACKAGES[lang in CJK_LANGUAGES]}, or give a font file with --font FILE"
    )


def html_to_pdf(page: str, lang: str, font: Path | None = None) -> bytes:
    """Returns the page as PDF, in the given font file if any; nothing is rendered if a character has no glyph."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="No fonts configured", category=UserWarning)
        try:
            import weasyprint  # type: ignore[import-untyped]
        except ImportError as error:  # pragma: no cover - depends on the installation
            raise UsageError("PDF sheets need the 'pdf' extra: pip install 'sfbkit[pdf]'") from error
        check_glyphs(page, lang, font)
        rendered: bytes | None = weasyprint.HTML(string=with_font(page, font) if font else page).write_pdf()
    assert rendered is not None
    return rendered
