"""The site shell every game's card browser shares: its assets, the search data and the language switch's words."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from sfbkit.kit.render.assets import asset
from sfbkit.kit.search.error_words import SEARCH_ERRORS
from sfbkit.kit.search.fields import FieldTable

KIT_PACKAGE = "sfbkit.kit.render"
KIT_ASSETS = ("site.css", "search.js", "site.js")
"""The shell's styles, the query language in JavaScript, and the language switch with the index's search."""


def write_assets(folder: Path, package: str, game_assets: Sequence[str]) -> None:
    """Writes the kit's assets and the game's (its faces' styles, its search_fields.js) into ``folder/assets``."""
    (folder / "assets").mkdir(exist_ok=True)
    for name in KIT_ASSETS:
        (folder / "assets" / name).write_text(asset(KIT_PACKAGE, name), encoding="utf-8")
    for name in game_assets:
        (folder / "assets" / name).write_text(asset(package, name), encoding="utf-8")


def search_meta(table: FieldTable, langs: Sequence[str]) -> dict[str, Any]:
    """Returns the query language's tables for search.js: every field name and alias, flags, orders, languages."""
    return {
        "fields": {name: {"name": field.name, "kind": field.kind} for name, field in table.by_name.items()},
        "flags": list(table.flags),
        "orders": list(table.orders),
        "directions": list(table.directions),
        "langs": list(langs),
    }


def search_errors(langs: Sequence[str]) -> dict[str, dict[str, str]]:
    """Returns the search errors in each language the site shows (English where a language has none)."""
    return {lang: SEARCH_ERRORS.get(lang, SEARCH_ERRORS["en"]) for lang in langs}


def write_search_data(folder: Path, data: Mapping[str, Any]) -> None:
    """Writes ``assets/data.js``: the entries the index searches, the query tables and the interface words."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    (folder / "assets" / "data.js").write_text(f"window.SFB_DATA = {text};\n", encoding="utf-8")
