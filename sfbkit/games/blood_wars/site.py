"""The static card browser of Blood Wars: a page per card and per deck, and a plain index."""

from __future__ import annotations

import html
from pathlib import Path
from typing import TYPE_CHECKING

from sfbkit.games.blood_wars.faces import card_lines, deck_lines
from sfbkit.games.blood_wars.sheets import face_html

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.catalogue import BWCatalogue

PAGE = (
    '<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title></head>'
    '<body><p><a href="index.html">Index</a></p><h1>{title}</h1>{body}</body></html>\n'
)
"""Every page: a link home, a heading and the body."""


def _fill(catalogue: BWCatalogue, folder: Path, lang: str) -> None:
    library = catalogue.library
    entries: list[tuple[str, str, str]] = []
    for deck in library.decks.values():
        title, *rest = deck_lines(library, deck, lang)
        body = "".join(f"<p>{html.escape(line)}</p>" for line in rest)
        page = PAGE.format(lang=lang, title=html.escape(title), body=body)
        (folder / f"deck-{deck.id}.html").write_text(page, encoding="utf-8")
        entries.append(("deck", f"deck-{deck.id}", deck.name))
    for record in catalogue.records:
        title = card_lines(record, lang)[0]
        page = PAGE.format(lang=lang, title=html.escape(title), body=face_html(record, lang))
        (folder / f"{record.id}.html").write_text(page, encoding="utf-8")
        entries.append((record.kind, record.id, record.name))
    items = "".join(
        f'<li>{html.escape(kind)}: <a href="{html.escape(page)}.html">{html.escape(name)}</a></li>'
        for kind, page, name in entries
    )
    index = PAGE.format(lang=lang, title="Blood Wars", body=f"<ul>{items}</ul>")
    (folder / "index.html").write_text(index, encoding="utf-8")


def write_site(catalogue: BWCatalogue, out: Path, lang: str = "en") -> None:
    """Writes the site into ``out`` atomically, never over the content it reads."""
    from sfbkit.kit.atomic import write_directory_atomic

    write_directory_atomic(out, lambda folder: _fill(catalogue, folder, lang), reading=catalogue.guarded)
