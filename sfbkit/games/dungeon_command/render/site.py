"""The static card browser of Dungeon Command: a page per creature, order, commander and warband, and a plain index."""

from __future__ import annotations

import html
from pathlib import Path

from sfbkit.games.dungeon_command.content.library import DCLibrary
from sfbkit.games.dungeon_command.db.card_record import DCCardRecord
from sfbkit.games.dungeon_command.render.faces import card_lines, warband_lines


def _page(title: str, lines: list[str], lang: str) -> str:
    body = "".join(f"<p>{html.escape(line)}</p>" for line in lines if line)
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8"><title>{html.escape(title)}</title>'
        f'</head><body><p><a href="index.html">Index</a></p><h1>{html.escape(title)}</h1>{body}</body></html>\n'
    )


def _fill(library: DCLibrary, records: tuple[DCCardRecord, ...], folder: Path, lang: str) -> None:
    entries: list[tuple[str, str, str]] = []
    for warband_id in sorted(library.warbands):
        title, *rest = warband_lines(library, library.warbands[warband_id], lang)
        (folder / f"{warband_id}.html").write_text(_page(title, rest, lang), encoding="utf-8")
        entries.append(("warband", warband_id, library.warbands[warband_id].name))
    for record in records:
        title, *rest = card_lines(library, record, lang)
        (folder / f"{record.id}.html").write_text(_page(title, rest, lang), encoding="utf-8")
        entries.append((record.kind, record.id, record.name))
    items = "".join(
        f'<li>{html.escape(kind)}: <a href="{html.escape(item_id)}.html">{html.escape(name)}</a></li>'
        for kind, item_id, name in entries
    )
    (folder / "index.html").write_text(
        f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8"><title>Dungeon Command</title>'
        f"</head><body><h1>Dungeon Command</h1><ul>{items}</ul></body></html>\n",
        encoding="utf-8",
    )


def write_site(
    library: DCLibrary, records: tuple[DCCardRecord, ...], root: Path, out: Path, lang: str = "en"
) -> None:
    """Writes the site into ``out`` atomically, never over the content it reads."""
    from sfbkit.kit.atomic import write_directory_atomic

    write_directory_atomic(out, lambda folder: _fill(library, records, folder, lang), reading=[root])
