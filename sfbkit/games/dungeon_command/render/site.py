"""Dungeon Command's card browser on the kit's site shell: an index with search, a page per card and warband, help."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sfbkit.games.dungeon_command.content.library import DCLibrary
from sfbkit.games.dungeon_command.db.card_record import DCCardRecord
from sfbkit.games.dungeon_command.db.fields import TABLE
from sfbkit.games.dungeon_command.render.card_face import card_face
from sfbkit.games.dungeon_command.render.faces import warband_lines
from sfbkit.games.dungeon_command.render.site_words import LANGUAGE_NAMES, MENU, SEARCH_EXAMPLES, site_words
from sfbkit.kit.render.environment import page_environment
from sfbkit.kit.render.site_shell import search_errors, search_meta, write_assets, write_search_data

PACKAGE = "sfbkit.games.dungeon_command.render"
LANGS = ("en", "ja")
ASSETS = ("card.css", "search_fields.js")


def _fill(library: DCLibrary, records: tuple[DCCardRecord, ...], folder: Path) -> None:
    env = page_environment(PACKAGE)
    words = site_words(LANGS)

    def page(name: str, template: str, title: str, **context: Any) -> None:
        html = env.get_template(template).render(
            root="",
            title=title,
            site_name="Dungeon Command cards",
            styles=("card.css", "site.css"),
            menu=MENU,
            langs=LANGS,
            language_names=LANGUAGE_NAMES,
            labels=words,
            **context,
        )
        (folder / name).write_text(html, encoding="utf-8")

    write_assets(folder, PACKAGE, ASSETS)
    write_search_data(
        folder,
        {
            "meta": search_meta(TABLE, LANGS),
            "labels": words,
            "search_errors": search_errors(LANGS),
            "cards": [record.as_json() for record in records],
        },
    )
    warbands = [library.warbands[warband_id] for warband_id in sorted(library.warbands)]
    page("index.html", "index.html.j2", "Cards", records=records, warbands=warbands)
    page("help.html", "help.html.j2", "Search help", table=TABLE, examples=SEARCH_EXAMPLES)
    for warband in warbands:
        lines = {lang: warband_lines(library, warband, lang) for lang in LANGS}
        page(f"{warband.id}.html", "warband.html.j2", warband.name, warband=warband, lines=lines)
    for record in records:
        faces = {lang: card_face(library, record, lang) for lang in LANGS}
        page(f"{record.id}.html", "card.html.j2", record.name, record=record, faces=faces)


def write_site(
    library: DCLibrary, records: tuple[DCCardRecord, ...], out: Path, reading: frozenset[Path]
) -> None:
    """Writes the site into ``out`` atomically, never inside ``reading`` (the tree's content)."""
    from sfbkit.kit.io.atomic import write_directory_atomic

    write_directory_atomic(out, lambda folder: _fill(library, records, folder), reading=reading)
